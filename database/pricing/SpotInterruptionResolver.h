#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QDate>

#include <string>

namespace acceldecide::db {

// Prices a spot option's interruption overhead from the catalog when its purchase leaves
// it there (purchase.interruption, from_catalog): the Spot Instance Advisor's Linux row
// for the option's instance type and region, the newest observed on or before as_of
// (else the newest), priced by core's SpotInterruptionPricing. It sets the purchase's
// interruption_overhead_percent to the bucket's centre and the overhead at its bounds
// (the option's uncertainty range), and says in a provenance warning which bucket, file
// date and figures it used; an open-ended bucket (">20%") adds a warning that the
// overhead is a lower bound. Linux: the catalog's prices are Linux's.
class SpotInterruptionResolver
{
    Q_DECLARE_TR_FUNCTIONS(SpotInterruptionResolver)

public:
    // An error names options[index].purchase.interruption: no row for the instance type
    // and region, or a figure core refuses.
    static DatabaseStatus resolve(CatalogLookups &lookups, const Scenario &scenario,
                                  std::size_t index, Option &option, const std::string &region,
                                  const QDate &asOf, OptionProvenance &provenance);
};

} // namespace acceldecide::db
