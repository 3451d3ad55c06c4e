#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/import/ImportReport.h"

#include <QCoreApplication>
#include <QString>

namespace acceldecide::db {

// Imports an AWS Savings Plans offer CSV (AWSComputeSavingsPlan: Compute and EC2
// Instance Savings Plans), either as AWS publishes it (five preamble lines, then a
// header with AWS's capitalisation) or as exported from BigQuery (lower-case header,
// no preamble): column names are matched ignoring case, blanks and underscores.
//
// Each Linux, shared-tenancy EC2 rate for an instance type the catalog knows becomes
// a savings_plan_1y / savings_plan_3y observation for (instance type, region, payment
// option), with offering_class "compute" or "ec2_instance" telling the two plan
// kinds apart. Rates for instance types not in the catalog are skipped: import the
// EC2 price list (or the SkyPilot catalog) first.
class SavingsPlansImporter
{
    // Its refusals, rejections and summary are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SavingsPlansImporter)

public:
    static ImportReport import(CatalogDatabase &catalog, const QString &path,
                               const ImportOptions &options = {});
};

} // namespace acceldecide::db
