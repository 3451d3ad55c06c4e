#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// One pinned catalog number that the catalog could now replace: a newer observation
// (or benchmark row) for the same key, or the pinned row itself edited since. Found by
// the database layer (db::PinnedValueCheck); the arithmetic on it lives here.
struct PinnedValueUpdate
{
    static constexpr const char *kPriceField = "instance_hourly_usd";
    static constexpr const char *kThroughputField = "throughput.tokens_per_sec_per_accelerator";

    enum class Reason
    {
        NewerObservation, // the row the catalog now ranks first for the same instance
                          // type and region (newer, or of a better standing) / benchmark
        ObservationEdited // no newer row, but the pinned row now holds another value
    };

    std::string optionId;
    std::string field; // kPriceField or kThroughputField
    Reason reason = Reason::NewerObservation;
    double oldValue = 0.0;
    double newValue = 0.0;
    long long oldObservationId = 0;
    long long newObservationId = 0;
    std::string newSourceTitle;
    std::string newDate; // ISO date of the newer observation (a benchmark: its source's)

    double deltaAbsolute() const { return newValue - oldValue; }
    // Relative to the pinned value; none when that is zero.
    std::optional<double> deltaPercent() const;
    bool changesValue() const { return newValue != oldValue; }
};

// Freezing what a scenario took from the catalog, so that reopening it months later
// gives the same numbers whatever the catalog has learnt since.
class ScenarioPinning
{
public:
    // `edited` is the scenario as the user wrote it, `resolved` the same scenario after
    // catalog resolution and `provenance` what the resolution reported per option id.
    // Every option whose price came from the catalog gets the resolved instance price
    // and the observation id; a throughput from a catalog benchmark gets the value and
    // the benchmark id; a discount derived from the catalog becomes the resolved
    // percentage. Options the resolution did not see (another instance type or purchase
    // model since) are left as they are.
    static Scenario pin(const Scenario &edited, const Scenario &resolved,
                        const std::map<std::string, OptionProvenance> &provenance);

    // Re-pins `scenario` to the updates' new values and rows. All or nothing: returns
    // the first problem (an unknown option id or field) and leaves the scenario
    // untouched then.
    static std::optional<std::string> applyUpdates(Scenario &scenario,
                                                   const std::vector<PinnedValueUpdate> &updates);
};

} // namespace acceldecide
