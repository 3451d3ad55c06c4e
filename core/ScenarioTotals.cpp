#include "ScenarioTotals.h"

#include "OptionCostModel.h"

#include <cassert>

namespace acceldecide {

void ScenarioTotals::compute(const Scenario &scenario, std::span<double> totals)
{
    compute(scenario, static_cast<std::size_t>(scenario.baselineIndex()), totals);
}

void ScenarioTotals::compute(const Scenario &scenario, std::size_t baselineIndex,
                             std::span<double> totals)
{
    assert(totals.size() == scenario.options.size());
    assert(baselineIndex < scenario.options.size());
    const OptionEconomics baseline =
        OptionCostModel::economics(scenario, scenario.options[baselineIndex], true);
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const bool isBaseline = i == baselineIndex;
        const OptionEconomics economics =
            isBaseline ? baseline
                       : OptionCostModel::economics(scenario, scenario.options[i], false);
        totals[i] = OptionCostModel::horizonTotalUsd(economics, baseline.monthlyComputeUsd,
                                                     scenario.horizonMonths) +
                    economics.commitmentBeyondHorizonUsd;
    }
}

double ScenarioTotals::optionTotal(const Scenario &scenario, std::size_t index,
                                   double baselineMonthlyComputeUsd)
{
    const OptionEconomics economics =
        OptionCostModel::economics(scenario, scenario.options[index], false);
    return OptionCostModel::horizonTotalUsd(economics, baselineMonthlyComputeUsd,
                                            scenario.horizonMonths) +
           economics.commitmentBeyondHorizonUsd;
}

} // namespace acceldecide
