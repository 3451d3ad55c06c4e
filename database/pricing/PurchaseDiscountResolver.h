#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"
#include "database/pricing/PurchaseModelPrices.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QDate>

#include <string>

namespace acceldecide::db {

// Fills a flat purchase's discount when the scenario leaves it to the catalog: the
// price for the purchase model and its plan type or offering class (no-upfront first:
// the purchase has no payment option) that CatalogDiscountRule lets the option use, as a
// discount off its own source's on-demand price of the same date (PurchaseModelPrices).
// The provenance warning names the observations.
class PurchaseDiscountResolver
{
public:
    // An error names `options[index].purchase.discount_percent` when the catalog cannot
    // give the discount, and why. A capacity block whose rate is left to the catalog takes
    // the newest capacity_block price instead (an error names purchase.hourly_usd).
    static DatabaseStatus resolve(CatalogLookups &lookups, std::size_t index, Option &option,
                                  const std::string &region, const QDate &asOf,
                                  OptionProvenance &provenance);

private:
    static DatabaseStatus resolveBlockRate(CatalogLookups &lookups, std::size_t index,
                                           Option &option, const std::string &region,
                                           OptionProvenance &provenance);
};

} // namespace acceldecide::db
