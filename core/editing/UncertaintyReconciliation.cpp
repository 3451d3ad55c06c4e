#include "core/editing/UncertaintyReconciliation.h"

#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide {

std::vector<UncertaintyReconciliation::Change>
UncertaintyReconciliation::reconcile(Scenario &scenario)
{
    std::vector<Change> changes;
    std::vector<UncertaintyRange> kept;
    kept.reserve(scenario.uncertainty.size());
    for (UncertaintyRange range : scenario.uncertainty) {
        const std::string label = ParameterPath::describe(range.target);
        const std::optional<double> value = ParameterPath::value(scenario, range.target);
        if (!value) {
            changes.push_back({range.target, label + ": uncertainty range removed, the value it "
                                                     "varied is no longer part of the scenario."});
            continue;
        }
        if (range.low > *value || range.high < *value) {
            range.low = std::min(range.low, *value);
            range.high = std::max(range.high, *value);
            changes.push_back({range.target, label + ": uncertainty range widened to " +
                                                 text::exactNumber(range.low) + "–" +
                                                 text::exactNumber(range.high) + "."});
        }
        kept.push_back(std::move(range));
    }
    scenario.uncertainty = std::move(kept);
    // A live input's slider spans its range: without the range it leaves the live bar.
    std::erase_if(scenario.presentation.liveInputs, [&](const std::string &target) {
        const bool ranged =
            std::any_of(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                        [&](const UncertaintyRange &range) { return range.target == target; });
        if (!ranged)
            changes.push_back({target, ParameterPath::describe(target) +
                                           ": no longer live in presentation mode, its "
                                           "uncertainty range is gone."});
        return !ranged;
    });
    return changes;
}

} // namespace acceldecide
