#include "database/pricing/PinnedValueCheck.h"

#include "database/connection/SqlDialect.h"
#include "database/pricing/OnDemandRanking.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

// A catalog row as the check compares it: id, value, date (observed, or the source's
// publication for a benchmark) and the source title.
struct Row
{
    long long id = 0;
    double value = 0.0;
    QString date;
    QString sourceTitle;
};

Row readRow(const QSqlQuery &query)
{
    return {query.value(0).toLongLong(), query.value(1).toDouble(), query.value(2).toString(),
            query.value(3).toString()};
}

// SELECT id, hourly_usd, observed_date, source title FROM price_observations ... WHERE
QString priceSelect(const QString &where)
{
    return QStringLiteral("SELECT p.%1, p.%2, p.%3, s.%4 FROM %5 p JOIN %6 s ON s.%1 = p.%7 "
                          "WHERE %8")
        .arg(name(kId), name(priceObservations::kHourlyUsd), name(priceObservations::kObservedDate),
             name(sources::kTitle), name(priceObservations::kTable), name(sources::kTable),
             name(kSourceId), where);
}

QString benchmarkSelect(const QString &where)
{
    return QStringLiteral("SELECT b.%1, b.%2, s.%3, s.%4 FROM %5 b JOIN %6 s ON s.%1 = b.%7 "
                          "WHERE %8")
        .arg(name(kId), name(benchmarks::kValue), name(sources::kPublishedDate),
             name(sources::kTitle), name(benchmarks::kTable), name(sources::kTable),
             name(kSourceId), where);
}

PinnedValueUpdate makeUpdate(const Option &option, const char *field, double oldValue,
                             long long oldId, const Row &newer, PinnedValueUpdate::Reason reason)
{
    PinnedValueUpdate update;
    update.optionId = option.id;
    update.field = field;
    update.reason = reason;
    update.oldValue = oldValue;
    update.newValue = newer.value;
    update.oldObservationId = oldId;
    update.newObservationId = newer.id;
    update.newSourceTitle = newer.sourceTitle.toStdString();
    update.newDate = newer.date.toStdString();
    return update;
}

DatabaseStatus checkPrice(QSqlDatabase &db, std::size_t index, const Option &option,
                          std::vector<PinnedValueUpdate> &updates)
{
    const long long pinnedId = *option.priceObservationId;
    QSqlQuery pinnedQuery(db);
    pinnedQuery.prepare(priceSelect(QStringLiteral("p.%1 = :id").arg(name(kId))));
    pinnedQuery.bindValue(QStringLiteral(":id"), pinnedId);
    if (!pinnedQuery.exec())
        return DatabaseError::atOption(index, "price_observation_id",
                                       pinnedQuery.lastError().text());
    std::optional<Row> pinned;
    if (pinnedQuery.next())
        pinned = readRow(pinnedQuery);
    // Without an own value the scenario evaluates with the pinned row's.
    const std::optional<double> oldValue =
        option.instanceHourlyUsd ? option.instanceHourlyUsd
                                 : (pinned ? std::optional<double>(pinned->value) : std::nullopt);

    // The price PriceResolver would pick today: the best-ranked (OnDemandRanking).
    QSqlQuery newest(db);
    newest.prepare(
        priceSelect(QStringLiteral("p.%1 = (SELECT t.%2 FROM %3 t WHERE t.%4 = :type ORDER BY "
                                   "t.%2 LIMIT 1) AND p.%5 = :region AND p.%6 = 'on_demand' AND "
                                   "p.%7 IS NULL")
                        .arg(name(priceObservations::kInstanceTypeId), name(kId),
                             name(instanceTypes::kTable), name(instanceTypes::kName),
                             name(priceObservations::kRegion),
                             name(priceObservations::kPurchaseModel),
                             name(priceObservations::kAvailabilityZone))) +
        QStringLiteral(" ORDER BY ") + OnDemandRanking::order() + QStringLiteral(" LIMIT 1"));
    newest.bindValue(QStringLiteral(":type"), QString::fromStdString(option.instanceType));
    newest.bindValue(QStringLiteral(":region"),
                     QString::fromStdString(option.region.value_or(PriceResolver::kDefaultRegion)));
    if (!newest.exec())
        return DatabaseError::atOption(index, "price_observation_id", newest.lastError().text());
    if (newest.next()) {
        const Row candidate = readRow(newest);
        // Another row ranks first now (newer, or of a better standing), or the pinned
        // row was deleted: the first is the one to offer.
        if (candidate.id != pinnedId && oldValue) {
            updates.push_back(makeUpdate(option, PinnedValueUpdate::kPriceField, *oldValue,
                                         pinnedId, candidate,
                                         PinnedValueUpdate::Reason::NewerObservation));
            return {};
        }
    }
    if (pinned && oldValue && pinned->value != *oldValue)
        updates.push_back(makeUpdate(option, PinnedValueUpdate::kPriceField, *oldValue, pinnedId,
                                     *pinned, PinnedValueUpdate::Reason::ObservationEdited));
    return {};
}

DatabaseStatus checkThroughput(QSqlDatabase &db, std::size_t index, const Option &option,
                               std::vector<PinnedValueUpdate> &updates)
{
    const long long pinnedId = *option.benchmarkId;
    QSqlQuery pinnedQuery(db);
    pinnedQuery.prepare(benchmarkSelect(QStringLiteral("b.%1 = :id").arg(name(kId))));
    pinnedQuery.bindValue(QStringLiteral(":id"), pinnedId);
    if (!pinnedQuery.exec())
        return DatabaseError::atOption(index, "benchmark_id", pinnedQuery.lastError().text());
    if (!pinnedQuery.next())
        return {}; // nothing to compare a newer row with (the resolver warns)
    const Row pinned = readRow(pinnedQuery);
    const std::optional<double> oldValue =
        option.throughput && option.throughput->tokensPerSecPerAccelerator
            ? option.throughput->tokensPerSecPerAccelerator
            : std::optional<double>(pinned.value);

    // NULLs compare as equal: a row without batch size matches one without.
    const SqlDialect dialect = SqlDialect::of(db);
    QStringList same;
    for (const char *column :
         {benchmarks::kAcceleratorId, benchmarks::kInstanceTypeId, benchmarks::kModel,
          benchmarks::kMetric, benchmarks::kBatchSize, benchmarks::kPrecision})
        same << dialect.sameValue(QStringLiteral("o.") + name(column),
                                  QStringLiteral("b.") + name(column));
    QSqlQuery newer(db);
    newer.prepare(
        benchmarkSelect(
            QStringLiteral("b.%1 > :id AND EXISTS (SELECT 1 FROM %2 o WHERE o.%1 = "
                           ":id AND %3)")
                .arg(name(kId), name(benchmarks::kTable), same.join(QStringLiteral(" AND ")))) +
        QStringLiteral(" ORDER BY b.%1 DESC LIMIT 1").arg(name(kId)));
    newer.bindValue(QStringLiteral(":id"), pinnedId);
    if (!newer.exec())
        return DatabaseError::atOption(index, "benchmark_id", newer.lastError().text());
    if (newer.next()) {
        updates.push_back(makeUpdate(option, PinnedValueUpdate::kThroughputField, *oldValue,
                                     pinnedId, readRow(newer),
                                     PinnedValueUpdate::Reason::NewerObservation));
        return {};
    }
    if (pinned.value != *oldValue)
        updates.push_back(makeUpdate(option, PinnedValueUpdate::kThroughputField, *oldValue,
                                     pinnedId, pinned,
                                     PinnedValueUpdate::Reason::ObservationEdited));
    return {};
}

} // namespace

DatabaseResult<std::vector<PinnedValueUpdate>> PinnedValueCheck::check(CatalogDatabase &catalog,
                                                                       const Scenario &scenario)
{
    std::vector<PinnedValueUpdate> updates;
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const Option &option = scenario.options[i];
        if (option.priceObservationId) {
            if (DatabaseStatus status = checkPrice(catalog.connection(), i, option, updates);
                !status)
                return status.error();
        }
        if (option.benchmarkId && scenario.workload.kind != WorkloadKind::Capacity) {
            if (DatabaseStatus status = checkThroughput(catalog.connection(), i, option, updates);
                !status)
                return status.error();
        }
    }
    return updates;
}

DatabaseStatus PinnedValueCheck::applyUpdates(Scenario &scenario,
                                              const std::vector<PinnedValueUpdate> &updates)
{
    if (std::optional<std::string> problem = ScenarioPinning::applyUpdates(scenario, updates))
        return DatabaseError{QStringLiteral("options"), {}, {}, QString::fromStdString(*problem)};
    return {};
}

} // namespace acceldecide::db
