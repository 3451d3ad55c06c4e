#pragma once

#include "database/catalog/CatalogLookups.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"
#include "database/pricing/OnDemandRanking.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QDate>

#include <map>
#include <string>

namespace acceldecide::db {

// Fills what a scenario leaves to the catalog: an option's on-demand instance price
// (the pinned observation, else the best-ranked for its instance type and region: the
// source's standing, then the newest; OnDemandRanking), its discounts, what the
// commitments the team already holds leave to the catalog (HeldRateResolver) and,
// without a throughput, a catalog benchmark for the workload's model size. Every
// resolved number keeps its source; conflicting sources (> 5 % apart), stale prices
// (> 183 days before as_of) and purchase models the instance is not offered under
// become warnings. Every field the catalog cannot fill is reported, not only the first
// (DatabaseError::further).
//
// A saved scenario pins what it took from the catalog (ScenarioPinning): an option with
// both instance_hourly_usd and price_observation_id (or a measured throughput and
// benchmark_id) keeps its value, never overwritten; the row only supplies the source,
// the same stale and conflict warnings, and "pinned_price_changed" /
// "pinned_throughput_changed" when the catalog's row now holds another value
// ("pinned_price_missing" / "pinned_benchmark_missing" when it is gone).
class PriceResolver
{
    // Its warnings and errors are shown to the user.
    Q_DECLARE_TR_FUNCTIONS(PriceResolver)

public:
    static constexpr double kConflictThreshold = OnDemandRanking::kConflictThreshold;
    static constexpr int kStaleAfterDays = 183;
    static constexpr const char *kDefaultRegion = "us-east-1";

    static DatabaseResult<std::map<std::string, OptionProvenance>>
    resolve(CatalogDatabase &catalog, Scenario &scenario, const QDate &asOf);
    // The same through `lookups`, which then tells how many statements it took. The
    // catalog must not change while `lookups` is in use (it keeps what it read).
    static DatabaseResult<std::map<std::string, OptionProvenance>>
    resolve(CatalogLookups &lookups, Scenario &scenario, const QDate &asOf);
};

} // namespace acceldecide::db
