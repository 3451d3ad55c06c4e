#pragma once

#include "database/connection/DatabaseError.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <utility>

namespace acceldecide::db {

// Where sources disagree on an on-demand price, what the engine does with each of them.
struct PriceStanding
{
    enum class Kind
    {
        Used,      // the newest observation: the one a scenario without its own price gets
        Agrees,    // within the conflict threshold of the used price (or its own source's)
        Disagrees, // another source, more than the threshold away: a price_conflict warning
    };
    Kind kind = Kind::Used;
    qint64 usedId = 0;
    double usedHourlyUsd = 0.0;
    QString usedObservedDate;
    double differencePercent = 0.0; // this price against the used one
    // In words: for the used price, its standing and date and what it ranked above
    // (OnDemandRanking::chosenBecause); for another, why it ranks below the used one.
    QString explanation;
};

// The standing of every on-demand, region-wide price observation in a group (instance
// type and region) where some source disagrees with the price the engine uses, by the
// resolver's own rules (OnDemandRanking: the source's standing, then the newest observed
// date, then the newest row; other sources more than kConflictThreshold away conflict).
// Observations in groups where all sources agree are left out: there is nothing to explain.
class PriceStandings
{
public:
    static DatabaseResult<QHash<qint64, PriceStanding>> read(QSqlDatabase database);
    // Only the group of one instance type and region.
    static DatabaseResult<QHash<qint64, PriceStanding>>
    read(QSqlDatabase database, qint64 instanceTypeId, const QString &region);

private:
    static DatabaseResult<QHash<qint64, PriceStanding>>
    read(QSqlDatabase database, std::optional<std::pair<qint64, QString>> only);
};

} // namespace acceldecide::db
