#include "core/engine/InterruptionBands.h"

#include <algorithm>

namespace acceldecide {

std::string interruptionTarget(const std::string &optionId)
{
    return "options." + optionId + ".purchase.interruption_overhead_percent";
}

Scenario withInterruptionBands(const Scenario &scenario)
{
    Scenario banded = scenario;
    for (const Option &option : scenario.options) {
        const std::optional<SpotInterruption> &interruption = option.purchase.interruption;
        if (option.purchase.model != PurchaseModel::Spot || !interruption ||
            !interruption->resolved ||
            !(interruption->highOverheadPercent > interruption->lowOverheadPercent))
            continue;
        const std::string target = interruptionTarget(option.id);
        const bool given =
            std::any_of(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                        [&](const UncertaintyRange &range) { return range.target == target; });
        if (!given)
            banded.uncertainty.push_back(
                {target, interruption->lowOverheadPercent, interruption->highOverheadPercent});
    }
    return banded;
}

} // namespace acceldecide
