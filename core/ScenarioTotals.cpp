#include "ScenarioTotals.h"

#include "OptionCostModel.h"

#include <cassert>

namespace acceldecide {

void ScenarioTotals::compute(const Scenario &scenario, std::span<double> totals)
{
    assert(totals.size() == scenario.options.size());
    const int baselineIndex = scenario.baselineIndex();
    const OptionCostBasis baseline = OptionCostModel::compute(
        scenario, scenario.options[static_cast<std::size_t>(baselineIndex)], true);
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const bool isBaseline = static_cast<int>(i) == baselineIndex;
        const OptionCostBasis basis =
            isBaseline ? baseline : OptionCostModel::compute(scenario, scenario.options[i], false);
        totals[i] = OptionCostModel::horizonTotalUsd(basis, baseline.monthlyComputeUsd,
                                                     scenario.horizonMonths) +
                    basis.commitmentBeyondHorizonUsd;
    }
}

} // namespace acceldecide
