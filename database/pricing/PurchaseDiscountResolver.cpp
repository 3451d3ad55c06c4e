#include "database/pricing/PurchaseDiscountResolver.h"

#include "database/pricing/CatalogDiscountRule.h"
#include "database/pricing/CatalogDiscountText.h"
#include "database/pricing/PurchaseModelPrices.h"

namespace acceldecide::db {

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
                                                 const QDate &asOf, OptionProvenance &provenance)
{
    Purchase &purchase = option.purchase;
    if (purchase.rateFromCatalog)
        return resolveBlockRate(lookups, index, option, region, provenance);
    if (!purchase.discountFromCatalog)
        return {};
    const PriceKind kind = PriceKind::of(purchase);
    auto found = CatalogDiscountRule::required(lookups, index, "purchase.discount_percent", option,
                                               region, kind, asOf, provenance);
    if (!found)
        return found.error();
    purchase.discountPercent = found.value().price->discountPercent;
    purchase.discountFromCatalog = false;
    provenance.warnings.push_back(
        {"discount_from_catalog", CatalogDiscountText::used(kind, found.value())});
    return {};
}

} // namespace acceldecide::db
