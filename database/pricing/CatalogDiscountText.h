#pragma once

#include "database/pricing/OnDemandRanking.h"
#include "database/pricing/PurchaseModelPrices.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace acceldecide::db {

// The words the discount resolvers use for a catalog price: which observation was used
// (kind, term, payment option, both observations' ids, source and date) and, when none
// could be, why. One wording for the flat purchase's and the commitment's discounts.
class CatalogDiscountText
{
    Q_DECLARE_TR_FUNCTIONS(CatalogDiscountText)

public:
    // "Compute Savings Plan, 1-year, no upfront" for a price found; `storedClass` and
    // `payment` are the row's (empty: the source does not say, which is stated).
    static QString kind(const PriceKind &kind, const QString &storedClass, const QString &payment);
    // The same for what was asked: the payment option only when it was a filter.
    static QString wanted(const PriceKind &kind);

    // The provenance warning for a discount taken from `lookup.price`.
    static std::string used(const PriceKind &kind, const PurchaseModelLookup &lookup);
    // Why `lookup` gives no discount, after "missing, and ".
    static QString missing(const PriceKind &kind, const PurchaseModelLookup &lookup,
                           const std::string &instanceType, const QString &region);
    // A price not below its source's on-demand price.
    static QString notBelowOnDemand(const PriceKind &kind, const PurchaseModelPrice &price);
    // Why `price`, paired with its own source's on-demand price, is not used with the
    // option's on-demand price: `basis` is that price's catalog observation, nullptr when
    // `optionHourlyUsd` is the scenario's own. After "missing, and ".
    static QString notWithThisOnDemand(const PriceKind &kind, const PurchaseModelPrice &price,
                                       const RankedObservation *basis, double optionHourlyUsd);
    // The stale_discount warning: `price`, used at options[index].<field>, was observed
    // more than `staleAfterDays` before the scenario's as_of date.
    static QString stale(const PriceKind &kind, const PurchaseModelPrice &price, std::size_t index,
                         const QString &field, int staleAfterDays);
};

} // namespace acceldecide::db
