#include "database/pricing/PriceStandings.h"

#include "core/text/MoneyFormat.h"
#include "database/pricing/OnDemandRanking.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <vector>

namespace acceldecide::db {

namespace {

using namespace schema;

// One group's observations, best first (the first is the one the engine uses).
void judge(const std::vector<RankedObservation> &group, QHash<qint64, PriceStanding> &standings)
{
    if (group.size() < 2)
        return;
    const RankedObservation &used = group.front();
    const auto differs = [&](const RankedObservation &other) {
        return other.sourceId != used.sourceId &&
               std::fabs(other.hourlyUsd - used.hourlyUsd) >
                   PriceResolver::kConflictThreshold * used.hourlyUsd;
    };
    if (std::none_of(group.begin(), group.end(), differs))
        return;
    for (const RankedObservation &other : group) {
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
        standing.explanation =
            &other == &used
                ? QString::fromStdString(OnDemandRanking::chosenBecause(group, used, false))
                : OnDemandRanking::tr("Ranks below %1 (%2): %3.")
                      .arg(QString::fromStdString(MoneyFormat::usd(used.hourlyUsd, 2)) +
                               QStringLiteral("/h"),
                           OnDemandRanking::describe(used), OnDemandRanking::below(other, used));
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
    // The resolver's order within each group (OnDemandRanking).
    QSqlQuery query(database);
    query.setForwardOnly(true);
    const QString statement =
        OnDemandRanking::select(QStringLiteral("p.%1 = 'on_demand' AND p.%2 IS NULL%3")
                                    .arg(name(priceObservations::kPurchaseModel),
                                         name(priceObservations::kAvailabilityZone),
                                         only ? QStringLiteral(" AND p.%1 = ? AND p.%2 = ?")
                                                    .arg(name(priceObservations::kInstanceTypeId),
                                                         name(priceObservations::kRegion))
                                              : QString()),
                                QStringLiteral(", p.%1").arg(name(priceObservations::kRegion))) +
        QStringLiteral(" ORDER BY p.%1, p.%2, ")
            .arg(name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion)) +
        OnDemandRanking::order();
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
    std::vector<RankedObservation> group;
    QString groupRegion;
    while (query.next()) {
        QVariantList row;
        for (int column = 0; column < 8; ++column)
            row << query.value(column);
        RankedObservation observation = OnDemandRanking::read(row);
        const QString region = query.value(8).toString();
        if (!group.empty() &&
            (observation.instanceTypeId != group.front().instanceTypeId || region != groupRegion)) {
            judge(group, standings);
            group.clear();
        }
        groupRegion = region;
        group.push_back(std::move(observation));
    }
    judge(group, standings);
    return standings;
}

} // namespace acceldecide::db
