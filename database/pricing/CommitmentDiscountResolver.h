#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide::db {

// Fills a commitment's discounts from the catalog: its own term's when the
// scenario leaves discount_percent out, and the other term's (for 1-year against
// 3-year) when the scenario does not give it, each from the newest price for the
// commitment's kind (plan type or offering class), term and payment option,
// against the same source's on-demand price (PurchaseModelPrices).
class CommitmentDiscountResolver
{
public:
    // An error names the option's field when the scenario needs a discount the catalog
    // cannot give; a missing other-term price is no error (the comparison shows one term).
    static DatabaseStatus resolve(CatalogLookups &lookups, std::size_t index, Option &option,
                                  const std::string &region, OptionProvenance &provenance);
};

} // namespace acceldecide::db
