#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/DatabaseError.h"

#include "core/model/Evaluation.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace acceldecide::db {

// An on-demand price observation with its source, as the resolver reads it.
struct RankedObservation
{
    qint64 id = 0;
    qint64 instanceTypeId = 0;
    double hourlyUsd = 0.0;
    QString observedDate;
    QString sourceTitle;
    qint64 sourceId = 0;
    QString sourceKind;
    QString standing; // sources.standing; empty when not stated
};

// Which on-demand price a scenario gets when several sources give one for an instance
// type and region: the best-standing source's (SourceStanding: price list, provider's
// page, independent article, vendor estimate, not stated), the newest within a
// standing, then the newest row. One order for the resolver, the catalog editor's marks
// and the words that explain them.
class OnDemandRanking
{
    Q_DECLARE_TR_FUNCTIONS(OnDemandRanking)

public:
    // Another source more than this far from the price used (a share of it) conflicts.
    static constexpr double kConflictThreshold = 0.05;

    // "ORDER BY" terms, best first, over price_observations aliased `p` joined to
    // sources aliased `s`.
    static QString order();
    // SELECT of observations with their sources, in read()'s column order, then
    // `extraColumns` (", p.region"); `where` uses the aliases p and s.
    static QString select(const QString &where, const QString &extraColumns = {});
    // The on-demand, region-wide observations of :type in :region.
    static QString groupWhere();
    static RankedObservation read(const QVariantList &row);

    // Every on-demand, region-wide observation of the instance type in the region, best
    // first (through `lookups`, so asked once per resolution).
    static DatabaseResult<std::vector<RankedObservation>>
    group(CatalogLookups &lookups, qint64 instanceTypeId, const QString &region);

    // One warning listing every other source's price more than the conflict threshold
    // away from `chosen`, grouped by value; nothing when all agree.
    static std::optional<Warning> conflict(const std::vector<RankedObservation> &group,
                                           const RankedObservation &chosen,
                                           const std::string &instanceType);
    // Why `chosen` is the price used: its standing and date, and what it ranked above
    // (or that the scenario pinned it). One line per reason, for a tooltip.
    static std::string chosenBecause(const std::vector<RankedObservation> &group,
                                     const RankedObservation &chosen, bool pinned);
    // Why `other` ranks below `chosen`: "newer, but of a lower standing", "same
    // standing, older", ...
    static QString below(const RankedObservation &other, const RankedObservation &chosen);
    // The same words for one observation: "Seed 001, independent article, 2026-01-01".
    static QString describe(const RankedObservation &observation);
};

} // namespace acceldecide::db
