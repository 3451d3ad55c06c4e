#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"
#include "database/pricing/PurchaseModelPrices.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <string>

namespace acceldecide::db {

// The one rule for a discount (or discounted price) taken from the catalog, for a flat
// purchase's discount and a commitment's alike: it is used only with the on-demand
// price of its own source and date, which must be the one the option is priced with.
// A savings-plan price an article worked out against last year's on-demand price is
// never applied to this year's price list: that would take one source's discount off
// another source's price. When the option's on-demand price is a catalog observation,
// the discount comes from that observation's source and date or not at all; when it is
// the scenario's own, no catalog discount is set against it. What was not used is said
// with its value, source and date.
class CatalogDiscountRule
{
    Q_DECLARE_TR_FUNCTIONS(CatalogDiscountRule)

public:
    struct Match
    {
        PurchaseModelLookup lookup; // lookup.price set: the discount to use
        QString refusal;            // otherwise why there is none, after "missing, and "
        // The catalog holds a usable price of the kind, but from another source or date
        // than the option's on-demand price: reported even where a discount is optional.
        bool passedOver = false;
    };

    // The catalog's price of `kind` for the option that the rule lets it use.
    static DatabaseResult<Match> match(CatalogLookups &lookups, const Option &option,
                                       const std::string &region, PriceKind kind,
                                       const OptionProvenance &provenance);

    // The same, required: an error at `options[index].<field>` naming the value that
    // was not used and why, or when none is below its on-demand price. A price observed
    // more than PriceResolver::kStaleAfterDays before `asOf` adds a stale_discount
    // warning to `provenance`.
    static DatabaseResult<PurchaseModelLookup> required(CatalogLookups &lookups, std::size_t index,
                                                        const char *field, const Option &option,
                                                        const std::string &region,
                                                        const PriceKind &kind, const QDate &asOf,
                                                        OptionProvenance &provenance);

    // The stale_discount warning for `price` used at `field`, when it is stale.
    static void warnIfStale(const PurchaseModelPrice &price, const PriceKind &kind,
                            std::size_t index, const char *field, const QDate &asOf,
                            OptionProvenance &provenance);
};

} // namespace acceldecide::db
