#include "database/pricing/OnDemandRanking.h"

#include "core/text/MoneyFormat.h"
#include "database/pricing/SourceStanding.h"
#include "database/schema/CatalogSchema.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::db {

namespace {

using namespace schema;

using schema::name;

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value, 2));
}

// Observations grouped by value and standing, in the group's order: a price list's
// archived versions all repeat the same price, and naming each would bury the others.
struct ValueGroup
{
    RankedObservation best; // the first in rank order
    int count = 0;
};

std::vector<ValueGroup> byValue(const std::vector<RankedObservation> &observations)
{
    std::vector<ValueGroup> groups;
    for (const RankedObservation &other : observations) {
        auto found = std::find_if(groups.begin(), groups.end(), [&](const ValueGroup &g) {
            return g.best.hourlyUsd == other.hourlyUsd &&
                   SourceStanding::rank(g.best.standing) == SourceStanding::rank(other.standing);
        });
        if (found == groups.end())
            groups.push_back({other, 1});
        else
            ++found->count;
    }
    return groups;
}

// "$230.40/h (Spheron blog, vendor estimate, 2026-07-02: newer, lower standing)".
QString beaten(const ValueGroup &group, const RankedObservation &chosen)
{
    const RankedObservation &other = group.best;
    const QString why = OnDemandRanking::below(other, chosen);
    QString text = OnDemandRanking::tr("%1/h (%2: %3)")
                       .arg(usd(other.hourlyUsd), OnDemandRanking::describe(other), why);
    if (group.count > 1)
        text += OnDemandRanking::tr(", and %1 more at that price").arg(group.count - 1);
    return text;
}

} // namespace

QString OnDemandRanking::order()
{
    return QStringLiteral("%1, p.%2 DESC, p.%3 DESC")
        .arg(SourceStanding::rankSql(SourceStanding::effectiveSql(QStringLiteral("s"))),
             name(priceObservations::kObservedDate), name(kId));
}

QString OnDemandRanking::select(const QString &where, const QString &extraColumns)
{
    return QStringLiteral("SELECT p.%1, p.%2, p.%3, p.%4, s.%5, p.%6, s.%7, %8")
               .arg(name(kId), name(priceObservations::kInstanceTypeId),
                    name(priceObservations::kHourlyUsd), name(priceObservations::kObservedDate),
                    name(sources::kTitle), name(kSourceId), name(sources::kKind),
                    SourceStanding::effectiveSql(QStringLiteral("s"))) +
           extraColumns +
           QStringLiteral(" FROM %1 p JOIN %2 s ON s.%3 = p.%4 WHERE ")
               .arg(name(priceObservations::kTable), name(sources::kTable), name(kId),
                    name(kSourceId)) +
           where;
}

QString OnDemandRanking::groupWhere()
{
    return QStringLiteral("p.%1 = :type AND p.%2 = :region AND p.%3 = 'on_demand' AND p.%4 IS NULL")
        .arg(name(priceObservations::kInstanceTypeId), name(priceObservations::kRegion),
             name(priceObservations::kPurchaseModel), name(priceObservations::kAvailabilityZone));
}

RankedObservation OnDemandRanking::read(const QVariantList &row)
{
    return {row[0].toLongLong(), row[1].toLongLong(), row[2].toDouble(), row[3].toString(),
            row[4].toString(),   row[5].toLongLong(), row[6].toString(), row[7].toString()};
}

DatabaseResult<std::vector<RankedObservation>>
OnDemandRanking::group(CatalogLookups &lookups, qint64 instanceTypeId, const QString &region)
{
    const auto rows = lookups.select(
        select(groupWhere()) + QStringLiteral(" ORDER BY ") + order(),
        {{QStringLiteral(":type"), instanceTypeId}, {QStringLiteral(":region"), region}});
    if (!rows)
        return rows.error();
    std::vector<RankedObservation> observations;
    observations.reserve(rows.value()->size());
    for (const QVariantList &row : *rows.value())
        observations.push_back(read(row));
    return observations;
}

QString OnDemandRanking::below(const RankedObservation &other, const RankedObservation &chosen)
{
    const bool lower = SourceStanding::rank(other.standing) > SourceStanding::rank(chosen.standing);
    const bool newer = other.observedDate > chosen.observedDate;
    if (lower)
        return newer ? tr("newer, but of a lower standing") : tr("of a lower standing");
    return other.observedDate == chosen.observedDate ? tr("same standing and date, an older row")
                                                     : tr("same standing, older");
}

QString OnDemandRanking::describe(const RankedObservation &observation)
{
    return tr("%1, %2, %3")
        .arg(observation.sourceTitle, SourceStanding::words(observation.standing),
             observation.observedDate);
}

std::optional<Warning> OnDemandRanking::conflict(const std::vector<RankedObservation> &group,
                                                 const RankedObservation &chosen,
                                                 const std::string &instanceType)
{
    std::vector<RankedObservation> differing;
    for (const RankedObservation &other : group) {
        if (other.sourceId != chosen.sourceId &&
            std::fabs(other.hourlyUsd - chosen.hourlyUsd) > kConflictThreshold * chosen.hourlyUsd)
            differing.push_back(other);
    }
    if (differing.empty())
        return std::nullopt;
    QStringList others;
    for (const ValueGroup &value : byValue(differing)) {
        const QString price = usd(value.best.hourlyUsd);
        others << (value.count > 1 ? tr("%1/h (%2, and %3 more)")
                                         .arg(price, describe(value.best))
                                         .arg(value.count - 1)
                                   : tr("%1/h (%2)").arg(price, describe(value.best)));
    }
    return Warning{"price_conflict",
                   tr("%1 on-demand: using %2/h (%3); other sources say %4")
                       .arg(QString::fromStdString(instanceType), usd(chosen.hourlyUsd),
                            describe(chosen), others.join(QStringLiteral("; ")))
                       .toStdString()};
}

std::string OnDemandRanking::chosenBecause(const std::vector<RankedObservation> &group,
                                           const RankedObservation &chosen, bool pinned)
{
    QStringList lines;
    if (pinned) {
        lines << tr("Pinned by the scenario: observation #%1 (%2).")
                     .arg(chosen.id)
                     .arg(describe(chosen));
        if (!group.empty() && group.front().id != chosen.id)
            lines << tr("The catalog ranks %1/h (%2) first now.")
                         .arg(usd(group.front().hourlyUsd), describe(group.front()));
        return lines.join(QLatin1Char('\n')).toStdString();
    }
    lines << tr("Chosen for its standing (%1) and date (%2): sources rank price list, "
                "provider's own page, independent article, vendor estimate, then newest first.")
                 .arg(SourceStanding::words(chosen.standing), chosen.observedDate);
    std::vector<RankedObservation> others;
    std::copy_if(group.begin(), group.end(), std::back_inserter(others),
                 [&](const RankedObservation &other) { return other.id != chosen.id; });
    if (others.empty())
        lines << tr("The catalog has no other on-demand price for this instance type and region.");
    for (const ValueGroup &value : byValue(others))
        lines << tr("Ranked above %1").arg(beaten(value, chosen));
    return lines.join(QLatin1Char('\n')).toStdString();
}

} // namespace acceldecide::db
