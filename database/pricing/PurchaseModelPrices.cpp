#include "database/pricing/PurchaseModelPrices.h"

#include "core/engine/PurchaseModelComparison.h"
#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

bool isSavingsPlan(PurchaseModel model)
{
    return model == PurchaseModel::SavingsPlan1y || model == PurchaseModel::SavingsPlan3y;
}

bool isReserved(PurchaseModel model)
{
    return model == PurchaseModel::Reserved1y || model == PurchaseModel::Reserved3y;
}

// The offering_class a price of `kind` must have, and the one also accepted for it
// ("" stands for NULL: the source does not say; a non-null empty string, which binds as
// text, not NULL). Nothing for spot, which has none.
std::optional<std::pair<QString, QString>> classFilter(const PriceKind &kind)
{
    if (isSavingsPlan(kind.model)) {
        const QString wanted = QString::fromLatin1(toString(kind.plan));
        return std::pair{wanted,
                         kind.plan == SavingsPlanType::Compute ? QStringLiteral("") : wanted};
    }
    if (isReserved(kind.model)) {
        const QString wanted = QString::fromLatin1(toString(kind.offeringClass));
        return std::pair{wanted, kind.offeringClass == OfferingClass::Standard ? QStringLiteral("")
                                                                               : wanted};
    }
    return std::nullopt;
}

// The prices of one kind, newest first, each with its source's newest on-demand price
// for the same instance type and region (NULL when that source gives none): p.hourly_usd,
// p.observed_date, s.title, p.id, p.payment_option, p.offering_class, o.id, o.hourly_usd,
// s.standing.
QString candidatesQuery(const PriceKind &kind)
{
    QString where =
        QStringLiteral("p.%1 = :type AND p.%2 = :region AND p.%3 = :model")
            .arg(name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
                 name(priceObservations::kPurchaseModel));
    if (classFilter(kind))
        where += QStringLiteral(" AND COALESCE(p.%1, '') IN (:class, :unstated)")
                     .arg(name(priceObservations::kOfferingClass));
    if (kind.payment)
        where +=
            QStringLiteral(" AND p.%1 = :payment").arg(name(priceObservations::kPaymentOption));
    if (kind.sourceId)
        where += QStringLiteral(" AND p.%1 = :basisSource AND p.%2 = :basisDate")
                     .arg(name(kSourceId), name(priceObservations::kObservedDate));
    // The source's on-demand price observed on the same date: one snapshot of its prices.
    const QString onDemand =
        QStringLiteral("SELECT q.%1 FROM %2 q WHERE q.%3 = p.%3 AND q.%4 = p.%4 AND "
                       "q.%5 = 'on_demand' AND q.%6 IS NULL AND q.%7 = p.%7 AND q.%8 = p.%8 "
                       "ORDER BY q.%1 DESC LIMIT 1")
            .arg(name(kId), name(priceObservations::kTable),
                 name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
                 name(priceObservations::kPurchaseModel),
                 name(priceObservations::kAvailabilityZone), name(kSourceId),
                 name(priceObservations::kObservedDate));
    // The best-standing source first, then newest; on one date no-upfront before other
    // payment options (the flat purchase's default), then the highest (for spot: the
    // most expensive zone).
    const QString order =
        QStringLiteral(
            "%1, p.%2 DESC, COALESCE(p.%3, '') = 'no_upfront' DESC, p.%4 DESC, p.%5 DESC")
            .arg(SourceStanding::rankSql(SourceStanding::effectiveSql(QStringLiteral("s"))),
                 name(priceObservations::kObservedDate), name(priceObservations::kPaymentOption),
                 name(priceObservations::kHourlyUsd), name(kId));
    return QStringLiteral("SELECT p.%1, p.%2, s.%3, p.%4, p.%5, p.%6, o.%4, o.%1, %7 FROM %8 p "
                          "JOIN %9 s ON s.%4 = p.%10 LEFT JOIN %8 o ON o.%4 = (%11) "
                          "WHERE %12 ORDER BY %13")
        .arg(name(priceObservations::kHourlyUsd), name(priceObservations::kObservedDate),
             name(sources::kTitle), name(kId), name(priceObservations::kPaymentOption),
             name(priceObservations::kOfferingClass),
             SourceStanding::effectiveSql(QStringLiteral("s")), name(priceObservations::kTable),
             name(sources::kTable))
        .arg(name(kSourceId), onDemand, where, order);
}

std::optional<qint64> instanceTypeId(CatalogLookups &lookups, const std::string &instanceType,
                                     DatabaseStatus &status)
{
    const auto rows = lookups.instanceType(instanceType);
    if (!rows) {
        status = DatabaseError{
            name(instanceTypes::kTable), {}, name(instanceTypes::kName), rows.error().message};
        return std::nullopt;
    }
    if (rows.value()->empty())
        return std::nullopt;
    return rows.value()->front()[0].toLongLong();
}

} // namespace

PriceKind PriceKind::of(const Purchase &purchase)
{
    return {purchase.model, purchase.plan, purchase.offeringClass, std::nullopt};
}

PriceKind PriceKind::of(const Commitment &commitment, PurchaseModel model)
{
    return {model, commitment.plan, commitment.offeringClass, commitment.payment};
}

DatabaseResult<PurchaseModelLookup> PurchaseModelPrices::newest(QSqlDatabase &db,
                                                                qint64 instanceTypeId,
                                                                const QString &region,
                                                                const PriceKind &kind)
{
    CatalogLookups lookups(db);
    return newest(lookups, instanceTypeId, region, kind);
}

DatabaseResult<PurchaseModelLookup> PurchaseModelPrices::newest(CatalogLookups &lookups,
                                                                qint64 instanceTypeId,
                                                                const QString &region,
                                                                const PriceKind &kind)
{
    CatalogLookups::Bindings bindings{
        {QStringLiteral(":type"), instanceTypeId},
        {QStringLiteral(":region"), region},
        {QStringLiteral(":model"), QString::fromLatin1(toString(kind.model))}};
    if (const auto filter = classFilter(kind)) {
        bindings.emplace_back(QStringLiteral(":class"), filter->first);
        bindings.emplace_back(QStringLiteral(":unstated"), filter->second);
    }
    if (kind.payment)
        bindings.emplace_back(QStringLiteral(":payment"),
                              QString::fromLatin1(toString(*kind.payment)));
    if (kind.sourceId) {
        bindings.emplace_back(QStringLiteral(":basisSource"), *kind.sourceId);
        bindings.emplace_back(QStringLiteral(":basisDate"), kind.observedDate);
    }
    const auto rows = lookups.select(candidatesQuery(kind), bindings);
    if (!rows)
        return DatabaseError{name(priceObservations::kTable),
                             {},
                             name(priceObservations::kHourlyUsd),
                             rows.error().message};

    PurchaseModelLookup lookup;
    for (const QVariantList &row : *rows.value()) {
        if (row[6].isNull()) {
            if (!lookup.unpaired)
                lookup.unpaired = UnpairedPrice{row[0].toDouble(), row[2].toString(),
                                                row[1].toString(), row[3].toLongLong()};
            continue;
        }
        PurchaseModelPrice price;
        price.model = kind.model;
        price.hourlyUsd = row[0].toDouble();
        price.observedDate = row[1].toString();
        price.sourceTitle = row[2].toString();
        price.observationId = row[3].toLongLong();
        price.paymentOption = row[4].toString();
        price.offeringClass = row[5].toString();
        price.onDemandObservationId = row[6].toLongLong();
        price.onDemandHourlyUsd = row[7].toDouble();
        price.standing = row[8].toString();
        price.discountPercent = (1.0 - price.hourlyUsd / price.onDemandHourlyUsd) * 100.0;
        lookup.price = price;
        break;
    }
    if (!lookup.price && kind.payment) {
        PriceKind anyPayment = kind;
        anyPayment.payment.reset();
        auto other = newest(lookups, instanceTypeId, region, anyPayment);
        if (!other)
            return other.error();
        if (const auto &price = other.value().price; price && price->paymentOption.isEmpty())
            lookup.paymentNotStated = UnpairedPrice{price->hourlyUsd, price->sourceTitle,
                                                    price->observedDate, price->observationId};
    }
    return lookup;
}

DatabaseResult<PurchaseModelLookup> PurchaseModelPrices::newest(QSqlDatabase &db,
                                                                const std::string &instanceType,
                                                                const QString &region,
                                                                const PriceKind &kind)
{
    CatalogLookups lookups(db);
    return newest(lookups, instanceType, region, kind);
}

DatabaseResult<PurchaseModelLookup> PurchaseModelPrices::newest(CatalogLookups &lookups,
                                                                const std::string &instanceType,
                                                                const QString &region,
                                                                const PriceKind &kind)
{
    DatabaseStatus status;
    const std::optional<qint64> typeId = instanceTypeId(lookups, instanceType, status);
    if (!status)
        return status.error();
    if (!typeId)
        return PurchaseModelLookup{};
    return newest(lookups, *typeId, region, kind);
}

DatabaseResult<std::vector<PurchaseModelPrice>>
PurchaseModelPrices::forInstance(CatalogDatabase &catalog, const std::string &instanceType,
                                 const std::string &region)
{
    std::vector<PurchaseModelPrice> prices;
    CatalogLookups lookups(catalog);
    DatabaseStatus status;
    const std::optional<qint64> typeId = instanceTypeId(lookups, instanceType, status);
    if (!status)
        return status.error();
    if (!typeId)
        return prices;
    for (PurchaseModel model : kComparedPurchaseModels) {
        if (!takesDiscount(model))
            continue;
        PriceKind kind;
        kind.model = model;
        auto found = newest(lookups, *typeId, QString::fromStdString(region), kind);
        if (!found)
            return found.error();
        if (found.value().price)
            prices.push_back(*found.value().price);
    }
    return prices;
}

DatabaseResult<std::optional<UnpairedPrice>>
PurchaseModelPrices::newestBlockRate(QSqlDatabase &db, const std::string &instanceType,
                                     const QString &region)
{
    CatalogLookups lookups(db);
    return newestBlockRate(lookups, instanceType, region);
}

DatabaseResult<std::optional<UnpairedPrice>>
PurchaseModelPrices::newestBlockRate(CatalogLookups &lookups, const std::string &instanceType,
                                     const QString &region)
{
    PriceKind kind;
    kind.model = PurchaseModel::CapacityBlock;
    auto found = newest(lookups, instanceType, region, kind);
    if (!found)
        return found.error();
    // The query lists prices newest first and keeps the first without a same-source
    // on-demand price as `unpaired`: it is the newest whenever it is set.
    const PurchaseModelLookup &lookup = found.value();
    std::optional<UnpairedPrice> newestRate = lookup.unpaired;
    if (!newestRate && lookup.price)
        newestRate = UnpairedPrice{lookup.price->hourlyUsd, lookup.price->sourceTitle,
                                   lookup.price->observedDate, lookup.price->observationId};
    return newestRate;
}

} // namespace acceldecide::db
