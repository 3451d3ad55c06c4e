#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"
#include "database/pricing/PurchaseModelPrices.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <string>

namespace acceldecide::db {

// Fills a flat purchase's discount when the scenario leaves it to the catalog: the
// newest price for the purchase model and its plan type or offering class (no-upfront
// first: the purchase has no payment option), as a discount off the same source's
// on-demand price (PurchaseModelPrices). The provenance warning names the observations.
class PurchaseDiscountResolver
{
public:
    // An error names `options[index].purchase.discount_percent` when the catalog cannot
    // give the discount, and why. A capacity block whose rate is left to the catalog takes
    // the newest capacity_block price instead (an error names purchase.hourly_usd).
    static DatabaseStatus resolve(CatalogLookups &lookups, std::size_t index, Option &option,
                                  const std::string &region, OptionProvenance &provenance);

    // The catalog's price of `kind` for the option, required: an error at
    // `options[index].<field>` when the option has no on-demand price, the catalog has
    // no usable pair of prices, or the price is not below on-demand. Shared with the
    // commitment's discount, so both say the same thing for the same gap.
    static DatabaseResult<PurchaseModelLookup>
    requiredPrice(CatalogLookups &lookups, std::size_t index, const char *field,
                  const Option &option, const std::string &region, const PriceKind &kind);

private:
    static DatabaseStatus resolveBlockRate(CatalogLookups &lookups, std::size_t index,
                                           Option &option, const std::string &region,
                                           OptionProvenance &provenance);
};

} // namespace acceldecide::db
