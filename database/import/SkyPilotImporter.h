#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/import/ImportReport.h"

#include <QCoreApplication>
#include <QString>

namespace acceldecide::db {

// Imports a SkyPilot catalog (v7) aws/vms.csv: one row per instance type and
// availability zone. Accelerator instance types become instance_types rows (rows
// with no accelerator are skipped), Price becomes one on-demand observation per
// region and SpotPrice one spot observation per availability zone. The whole import
// is one transaction; a cancelled or refused import writes nothing.
class SkyPilotImporter
{
    // Its refusals, rejections and summary are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(SkyPilotImporter)

public:
    static ImportReport import(CatalogDatabase &catalog, const QString &path,
                               const ImportOptions &options = {});
};

} // namespace acceldecide::db
