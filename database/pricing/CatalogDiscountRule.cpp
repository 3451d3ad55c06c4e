#include "database/pricing/CatalogDiscountRule.h"

#include "database/pricing/CatalogDiscountText.h"
#include "database/pricing/OnDemandRanking.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"

#include <algorithm>

namespace acceldecide::db {

namespace {

using namespace schema;

// The catalog observation the option's on-demand price is (resolved or pinned), read
// through the lookups the price resolution already made; nothing when the price is the
// scenario's own or its pinned observation is gone.
DatabaseResult<std::optional<RankedObservation>> onDemandBasis(CatalogLookups &lookups,
                                                               const Option &option,
                                                               const QString &region,
                                                               const OptionProvenance &provenance)
{
    if (!provenance.price || provenance.price->observationId == 0)
        return std::optional<RankedObservation>{};
    const qint64 id = provenance.price->observationId;
    const auto type = lookups.instanceType(option.instanceType);
    if (!type)
        return type.error();
    if (!type.value()->empty()) {
        const auto group =
            OnDemandRanking::group(lookups, type.value()->front()[0].toLongLong(), region);
        if (!group)
            return group.error();
        const auto found = std::find_if(
            group.value().begin(), group.value().end(),
            [&](const RankedObservation &observation) { return observation.id == id; });
        if (found != group.value().end())
            return std::optional<RankedObservation>{*found};
    }
    // A pinned observation outside the option's group (another region): read it alone.
    const auto rows =
        lookups.select(OnDemandRanking::select(QStringLiteral("p.%1 = :id").arg(name(kId))),
                       {{QStringLiteral(":id"), id}});
    if (!rows)
        return rows.error();
    if (rows.value()->empty())
        return std::optional<RankedObservation>{};
    return std::optional<RankedObservation>{OnDemandRanking::read(rows.value()->front())};
}

bool inRange(const PurchaseModelPrice &price)
{
    return price.discountPercent >= 0.0 && price.discountPercent < 100.0;
}

} // namespace

DatabaseResult<CatalogDiscountRule::Match>
CatalogDiscountRule::match(CatalogLookups &lookups, const Option &option, const std::string &region,
                           PriceKind kind, const OptionProvenance &provenance)
{
    Match result;
    // The discount is applied to the option's on-demand price: without one there is
    // nothing to discount.
    if (!option.instanceHourlyUsd) {
        result.refusal = CatalogDiscountText::tr("the catalog has no on-demand price for %1 to "
                                                 "take it from")
                             .arg(QString::fromStdString(option.instanceType));
        return result;
    }
    const QString where = QString::fromStdString(region);
    const auto basis = onDemandBasis(lookups, option, where, provenance);
    if (!basis)
        return basis.error();
    if (basis.value()) {
        PriceKind own = kind;
        own.sourceId = basis.value()->sourceId;
        own.observedDate = basis.value()->observedDate;
        auto found = PurchaseModelPrices::newest(lookups, option.instanceType, where, own);
        if (!found)
            return found.error();
        result.lookup = found.value();
    }
    // What the catalog holds for the kind from any source: the newer price whose source
    // gives no on-demand price to set it against is named beside the one used, and
    // without one of the option's own source and date, the best of the rest is.
    kind.sourceId.reset();
    auto any = PurchaseModelPrices::newest(lookups, option.instanceType, where, kind);
    if (!any)
        return any.error();
    if (result.lookup.price) {
        const auto &unpaired = any.value().unpaired;
        if (unpaired && unpaired->observedDate > result.lookup.price->observedDate)
            result.lookup.unpaired = unpaired;
        return result;
    }
    if (any.value().price) {
        result.passedOver = true;
        result.refusal = CatalogDiscountText::notWithThisOnDemand(
            kind, *any.value().price, basis.value() ? &*basis.value() : nullptr,
            *option.instanceHourlyUsd);
        return result;
    }
    result.refusal = CatalogDiscountText::missing(kind, any.value(), option.instanceType, where);
    return result;
}

DatabaseResult<PurchaseModelLookup>
CatalogDiscountRule::required(CatalogLookups &lookups, std::size_t index, const char *field,
                              const Option &option, const std::string &region,
                              const PriceKind &kind, const QDate &asOf,
                              OptionProvenance &provenance)
{
    const auto fail = [&](const QString &message) {
        return DatabaseError::atOption(index, field, message);
    };
    auto found = match(lookups, option, region, kind, provenance);
    if (!found)
        return fail(found.error().message);
    const PurchaseModelLookup &lookup = found.value().lookup;
    if (!lookup.price)
        return fail(CatalogDiscountText::tr("missing, and %1").arg(found.value().refusal));
    if (!inRange(*lookup.price))
        return fail(CatalogDiscountText::notBelowOnDemand(kind, *lookup.price));
    warnIfStale(*lookup.price, kind, index, field, asOf, provenance);
    return lookup;
}

void CatalogDiscountRule::warnIfStale(const PurchaseModelPrice &price, const PriceKind &kind,
                                      std::size_t index, const char *field, const QDate &asOf,
                                      OptionProvenance &provenance)
{
    const QDate observed = QDate::fromString(price.observedDate, Qt::ISODate);
    if (!observed.isValid() || observed.daysTo(asOf) <= PriceResolver::kStaleAfterDays)
        return;
    provenance.warnings.push_back(
        {"stale_discount",
         CatalogDiscountText::stale(kind, price, index, QString::fromLatin1(field),
                                    PriceResolver::kStaleAfterDays)
             .toStdString()});
}

} // namespace acceldecide::db
