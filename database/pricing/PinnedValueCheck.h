#pragma once

#include "database/connection/CatalogDatabase.h"
#include "database/connection/DatabaseError.h"

#include "core/io/ScenarioPinning.h"
#include "core/model/Scenario.h"

#include <vector>

namespace acceldecide::db {

// What a saved (pinned) scenario would get from the catalog today. For each pinned
// price: the on-demand observation the resolver ranks first for the option's instance
// type and region (its source's standing, then the newest; OnDemandRanking) when it is
// not the pinned one. For each pinned benchmark: a later row (higher id) of the same
// measurement -- same accelerator, instance type, model, metric, batch size and
// precision. Without a newer row, a pinned row whose value was edited since is reported
// too. The scenario itself is never changed here; applyUpdates() re-pins on request.
class PinnedValueCheck
{
public:
    // One entry per pinned number the catalog could update, in option order (price
    // before throughput). An option that pins nothing is skipped.
    static DatabaseResult<std::vector<PinnedValueUpdate>> check(CatalogDatabase &catalog,
                                                                const Scenario &scenario);

    // Re-pins the scenario to the updates' values and rows; all or nothing, an error
    // naming the option when one does not apply.
    static DatabaseStatus applyUpdates(Scenario &scenario,
                                       const std::vector<PinnedValueUpdate> &updates);
};

} // namespace acceldecide::db
