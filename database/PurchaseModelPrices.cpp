#include "database/PurchaseModelPrices.h"

#include "core/engine/PurchaseModelComparison.h"
#include "database/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

// p.hourly_usd, p.observed_date, s.title, p.source_id, p.id, p.payment_option of
// price_observations p joined with its source; `where` uses named placeholders.
QString priceQuery(const QString &where, const QString &orderBy)
{
    return QStringLiteral("SELECT p.%1, p.%2, s.%3, p.%4, p.%5, p.%10 FROM %6 p JOIN %7 s ON "
                          "s.%5 = p.%4 WHERE %8 ORDER BY %9 LIMIT 1")
        .arg(name(priceObservations::kHourlyUsd), name(priceObservations::kObservedDate),
             name(sources::kTitle), name(kSourceId), name(kId), name(priceObservations::kTable),
             name(sources::kTable), where, orderBy, name(priceObservations::kPaymentOption));
}

std::optional<qint64> instanceTypeId(QSqlDatabase &db, const std::string &instanceType,
                                     DatabaseStatus &status)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3 = :name ORDER BY %1 LIMIT 1")
                      .arg(name(kId), name(instanceTypes::kTable), name(instanceTypes::kName)));
    query.bindValue(QStringLiteral(":name"), QString::fromStdString(instanceType));
    if (!query.exec()) {
        status = DatabaseError{
            name(instanceTypes::kTable), {}, name(instanceTypes::kName), query.lastError().text()};
        return std::nullopt;
    }
    if (!query.next())
        return std::nullopt;
    return query.value(0).toLongLong();
}

} // namespace

DatabaseResult<std::optional<PurchaseModelPrice>>
PurchaseModelPrices::newest(QSqlDatabase &db, qint64 instanceTypeId, const QString &region,
                            PurchaseModel model, std::optional<double> fallbackOnDemandUsd,
                            const QString &paymentOption)
{
    const QString modelName = QString::fromLatin1(toString(model));
    QSqlQuery query(db);
    query.prepare(priceQuery(
        QStringLiteral("p.%1 = :type AND p.%2 = :region AND p.%3 = :model")
            .arg(name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
                 name(priceObservations::kPurchaseModel)),
        (paymentOption.isEmpty() ? QString()
                                 : QStringLiteral("IFNULL(p.%1, '') = :payment DESC, ")
                                       .arg(name(priceObservations::kPaymentOption))) +
            QStringLiteral("p.%1 DESC, p.%2 DESC, IFNULL(p.%3, '') = 'no_upfront' DESC, p.%4 DESC")
                .arg(name(priceObservations::kObservedDate), name(priceObservations::kHourlyUsd),
                     name(priceObservations::kPaymentOption), name(kId))));
    query.bindValue(QStringLiteral(":type"), instanceTypeId);
    query.bindValue(QStringLiteral(":region"), region);
    query.bindValue(QStringLiteral(":model"), modelName);
    if (!paymentOption.isEmpty())
        query.bindValue(QStringLiteral(":payment"), paymentOption);
    if (!query.exec())
        return DatabaseError{name(priceObservations::kTable),
                             {},
                             name(priceObservations::kHourlyUsd),
                             query.lastError().text()};
    if (!query.next())
        return std::optional<PurchaseModelPrice>{};

    PurchaseModelPrice price;
    price.model = model;
    price.hourlyUsd = query.value(0).toDouble();
    price.observedDate = query.value(1).toString();
    price.sourceTitle = query.value(2).toString();
    const qint64 sourceId = query.value(3).toLongLong();
    price.observationId = query.value(4).toLongLong();
    price.paymentOption = query.value(5).toString();

    QSqlQuery sameSource(db);
    sameSource.prepare(priceQuery(
        QStringLiteral("p.%1 = :type AND p.%2 = :region AND p.%3 = 'on_demand' AND p.%4 IS NULL "
                       "AND p.%5 = :source")
            .arg(name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
                 name(priceObservations::kPurchaseModel),
                 name(priceObservations::kAvailabilityZone), name(kSourceId)),
        QStringLiteral("p.%1 DESC").arg(name(priceObservations::kObservedDate))));
    sameSource.bindValue(QStringLiteral(":type"), instanceTypeId);
    sameSource.bindValue(QStringLiteral(":region"), region);
    sameSource.bindValue(QStringLiteral(":source"), sourceId);
    if (sameSource.exec() && sameSource.next()) {
        price.onDemandHourlyUsd = sameSource.value(0).toDouble();
        price.sameSourceOnDemand = true;
    } else if (fallbackOnDemandUsd) {
        price.onDemandHourlyUsd = *fallbackOnDemandUsd;
    } else {
        return std::optional<PurchaseModelPrice>{};
    }
    price.discountPercent = (1.0 - price.hourlyUsd / price.onDemandHourlyUsd) * 100.0;
    return std::optional<PurchaseModelPrice>{price};
}

DatabaseResult<std::optional<PurchaseModelPrice>>
PurchaseModelPrices::newest(QSqlDatabase &db, const std::string &instanceType,
                            const QString &region, PurchaseModel model,
                            std::optional<double> fallbackOnDemandUsd, const QString &paymentOption)
{
    DatabaseStatus status;
    const std::optional<qint64> typeId = instanceTypeId(db, instanceType, status);
    if (!status)
        return status.error();
    if (!typeId)
        return std::optional<PurchaseModelPrice>{};
    return newest(db, *typeId, region, model, fallbackOnDemandUsd, paymentOption);
}

DatabaseResult<std::vector<PurchaseModelPrice>>
PurchaseModelPrices::forInstance(CatalogDatabase &catalog, const std::string &instanceType,
                                 const std::string &region,
                                 std::optional<double> fallbackOnDemandUsd)
{
    std::vector<PurchaseModelPrice> prices;
    DatabaseStatus status;
    const std::optional<qint64> typeId = instanceTypeId(catalog.connection(), instanceType, status);
    if (!status)
        return status.error();
    if (!typeId)
        return prices;
    for (PurchaseModel model : kComparedPurchaseModels) {
        if (!takesDiscount(model))
            continue;
        auto price = newest(catalog.connection(), *typeId, QString::fromStdString(region), model,
                            fallbackOnDemandUsd);
        if (!price)
            return price.error();
        if (price.value())
            prices.push_back(*price.value());
    }
    return prices;
}

} // namespace acceldecide::db
