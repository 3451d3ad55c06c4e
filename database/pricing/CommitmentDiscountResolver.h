#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QDate>

namespace acceldecide::db {

// Fills a commitment's discounts from the catalog: its own term's when the
// scenario leaves discount_percent out, and the other term's (for 1-year against
// 3-year) when the scenario does not give it, each from the price for the commitment's
// kind (plan type or offering class), term and payment option that CatalogDiscountRule
// lets the option use (the rule of a flat purchase's discount).
class CommitmentDiscountResolver
{
public:
    // An error names the option's field when the scenario needs a discount the catalog
    // cannot give; a missing other-term price is no error (the comparison shows one term).
    static DatabaseStatus resolve(CatalogLookups &lookups, std::size_t index, Option &option,
                                  const std::string &region, const QDate &asOf,
                                  OptionProvenance &provenance);
};

} // namespace acceldecide::db
