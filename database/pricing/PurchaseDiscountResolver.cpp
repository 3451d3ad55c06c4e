#include "database/pricing/PurchaseDiscountResolver.h"

#include "database/pricing/CatalogDiscountText.h"
#include "database/pricing/PurchaseModelPrices.h"

namespace acceldecide::db {

DatabaseResult<PurchaseModelLookup>
PurchaseDiscountResolver::requiredPrice(CatalogLookups &lookups, std::size_t index,
                                        const char *field, const Option &option,
                                        const std::string &region, const PriceKind &kind)
{
    const auto fail = [&](const QString &message) {
        return DatabaseError::atOption(index, field, message);
    };
    // The discount is applied to the option's on-demand price: without one there is
    // nothing to discount.
    if (!option.instanceHourlyUsd)
        return fail(CatalogDiscountText::tr("missing, and the catalog has no on-demand price "
                                            "for %1 to take it from")
                        .arg(QString::fromStdString(option.instanceType)));
    const QString where = QString::fromStdString(region);
    auto found = PurchaseModelPrices::newest(lookups, option.instanceType, where, kind);
    if (!found)
        return fail(found.error().message);
    const PurchaseModelLookup &lookup = found.value();
    if (!lookup.price)
        return fail(
            CatalogDiscountText::tr("missing, and %1")
                .arg(CatalogDiscountText::missing(kind, lookup, option.instanceType, where)));
    const PurchaseModelPrice &chosen = *lookup.price;
    if (!(chosen.discountPercent >= 0.0 && chosen.discountPercent < 100.0))
        return fail(CatalogDiscountText::notBelowOnDemand(kind, chosen));
    return lookup;
}

// A capacity block's rate stands on its own (no discount off on-demand): the newest
// capacity_block price for the instance type and region, from any source.
DatabaseStatus PurchaseDiscountResolver::resolveBlockRate(CatalogLookups &lookups,
                                                          std::size_t index, Option &option,
                                                          const std::string &region,
                                                          OptionProvenance &provenance)
{
    const QString where = QString::fromStdString(region);
    auto found = PurchaseModelPrices::newestBlockRate(lookups, option.instanceType, where);
    if (!found)
        return DatabaseError::atOption(index, "purchase.hourly_usd", found.error().message);
    const std::optional<UnpairedPrice> &newest = found.value();
    if (!newest)
        return DatabaseError::atOption(
            index, "purchase.hourly_usd",
            CatalogDiscountText::tr("missing, and the catalog has no capacity_block price for %1 "
                                    "in %2 (set hourly_usd, per instance-hour)")
                .arg(QString::fromStdString(option.instanceType), where));
    option.purchase.hourlyUsd = newest->hourlyUsd;
    option.purchase.rateFromCatalog = false;
    provenance.warnings.push_back(
        {"rate_from_catalog",
         CatalogDiscountText::tr("capacity block rate $%1 per instance-hour from %2 (%3)")
             .arg(newest->hourlyUsd, 0, 'f', 2)
             .arg(newest->sourceTitle, newest->observedDate)
             .toStdString()});
    return {};
}

DatabaseStatus PurchaseDiscountResolver::resolve(CatalogLookups &lookups, std::size_t index,
                                                 Option &option, const std::string &region,
                                                 OptionProvenance &provenance)
{
    Purchase &purchase = option.purchase;
    if (purchase.rateFromCatalog)
        return resolveBlockRate(lookups, index, option, region, provenance);
    if (!purchase.discountFromCatalog)
        return {};
    const PriceKind kind = PriceKind::of(purchase);
    auto found = requiredPrice(lookups, index, "purchase.discount_percent", option, region, kind);
    if (!found)
        return found.error();
    purchase.discountPercent = found.value().price->discountPercent;
    purchase.discountFromCatalog = false;
    provenance.warnings.push_back(
        {"discount_from_catalog", CatalogDiscountText::used(kind, found.value())});
    return {};
}

} // namespace acceldecide::db
