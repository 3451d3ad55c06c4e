#include "database/pricing/PriceStandings.h"

#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

#include <cmath>
#include <vector>

namespace acceldecide::db {

namespace {

using namespace schema;

struct Observation
{
    qint64 id = 0;
    qint64 sourceId = 0;
    double hourlyUsd = 0.0;
    QString observedDate;
};

// One group's observations, newest first (the first is the one the engine uses).
void judge(const std::vector<Observation> &group, QHash<qint64, PriceStanding> &standings)
{
    if (group.size() < 2)
        return;
    const Observation &used = group.front();
    const auto differs = [&](const Observation &other) {
        return other.sourceId != used.sourceId &&
               std::fabs(other.hourlyUsd - used.hourlyUsd) >
                   PriceResolver::kConflictThreshold * used.hourlyUsd;
    };
    bool anyDisagrees = false;
    for (const Observation &other : group)
        anyDisagrees = anyDisagrees || differs(other);
    if (!anyDisagrees)
        return;
    for (const Observation &other : group) {
        PriceStanding standing;
        standing.kind = &other == &used  ? PriceStanding::Kind::Used
                        : differs(other) ? PriceStanding::Kind::Disagrees
                                         : PriceStanding::Kind::Agrees;
        standing.usedId = used.id;
        standing.usedHourlyUsd = used.hourlyUsd;
        standing.usedObservedDate = used.observedDate;
        standing.differencePercent =
            used.hourlyUsd > 0.0 ? (other.hourlyUsd - used.hourlyUsd) / used.hourlyUsd * 100.0
                                 : 0.0;
        standings.insert(other.id, standing);
    }
}

} // namespace

DatabaseResult<QHash<qint64, PriceStanding>> PriceStandings::read(QSqlDatabase database)
{
    return read(std::move(database), std::nullopt);
}

DatabaseResult<QHash<qint64, PriceStanding>>
PriceStandings::read(QSqlDatabase database, qint64 instanceTypeId, const QString &region)
{
    return read(std::move(database), std::make_pair(instanceTypeId, region));
}

DatabaseResult<QHash<qint64, PriceStanding>>
PriceStandings::read(QSqlDatabase database, std::optional<std::pair<qint64, QString>> only)
{
    // The resolver's order within each group: newest observed date, then newest row.
    QSqlQuery query(database);
    query.setForwardOnly(true);
    const QString statement =
        QStringLiteral(
            "SELECT %1, %2, %3, %4, %5, %6 FROM %7 WHERE %8 = 'on_demand' AND %9 IS NULL%10 "
            "ORDER BY %2, %3, %5 DESC, %1 DESC")
            .arg(name(kId), name(priceObservations::kInstanceTypeId),
                 name(priceObservations::kRegion), name(priceObservations::kHourlyUsd),
                 name(priceObservations::kObservedDate), name(kSourceId),
                 name(priceObservations::kTable), name(priceObservations::kPurchaseModel),
                 name(priceObservations::kAvailabilityZone),
                 only ? QStringLiteral(" AND %1 = ? AND %2 = ?")
                            .arg(name(priceObservations::kInstanceTypeId),
                                 name(priceObservations::kRegion))
                      : QString());
    if (!query.prepare(statement))
        return Unexpected{DatabaseError{
            QString::fromLatin1(priceObservations::kTable), {}, {}, query.lastError().text()}};
    if (only) {
        query.addBindValue(only->first);
        query.addBindValue(only->second);
    }
    if (!query.exec())
        return Unexpected{DatabaseError{
            QString::fromLatin1(priceObservations::kTable), {}, {}, query.lastError().text()}};
    QHash<qint64, PriceStanding> standings;
    std::vector<Observation> group;
    qint64 groupType = -1;
    QString groupRegion;
    while (query.next()) {
        const qint64 type = query.value(1).toLongLong();
        const QString region = query.value(2).toString();
        if (type != groupType || region != groupRegion) {
            judge(group, standings);
            group.clear();
            groupType = type;
            groupRegion = region;
        }
        group.push_back({query.value(0).toLongLong(), query.value(5).toLongLong(),
                         query.value(3).toDouble(), query.value(4).toString()});
    }
    judge(group, standings);
    return standings;
}

} // namespace acceldecide::db
