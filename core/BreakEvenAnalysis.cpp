#include "BreakEvenAnalysis.h"

#include "Units.h"

#include <algorithm>

namespace acceldecide {

namespace {

std::optional<int> firstCrossingMonth(const OptionResult &option, const OptionResult &baseline)
{
    const std::size_t months = std::min(option.cumulativeUsd.size(), baseline.cumulativeUsd.size());
    for (std::size_t m = 0; m < months; ++m) {
        if (option.cumulativeUsd[m] <= baseline.cumulativeUsd[m])
            return static_cast<int>(m + 1);
    }
    return std::nullopt;
}

} // namespace

BreakEvenResult BreakEvenAnalysis::compute(const Scenario &scenario, const OptionResult &option,
                                           const OptionCostBasis &optionBasis,
                                           const OptionResult &baseline,
                                           const OptionCostBasis &baselineBasis)
{
    BreakEvenResult result;
    result.option = option.id;
    result.baseline = baseline.id;

    const double unitsPerMonth = OptionCostModel::unitsPerMonth(scenario);
    const double unitSaving = baselineBasis.unitCostUsd - optionBasis.unitCostUsd;
    const double extraMaintenance =
        optionBasis.maintenanceUsdPerMonth - baselineBasis.maintenanceUsdPerMonth;
    const double netSaving = unitSaving - extraMaintenance / unitsPerMonth;
    if (!(netSaving > 0.0))
        return result; // not reached: every number stays null

    result.reached = true;
    const double units =
        std::max(0.0, optionBasis.oneTimeUsd - baselineBasis.oneTimeUsd) / netSaving;
    const Workload &workload = scenario.workload;
    switch (workload.kind) {
    case WorkloadKind::Training:
        result.runs = units;
        result.tokensBillion = units * workload.tokensPerRunBillion;
        break;
    case WorkloadKind::Inference: {
        const double tokensBillion = units * units::kMillion / units::kBillion;
        result.tokensBillion = tokensBillion;
        result.days = tokensBillion / workload.tokensPerDayBillion;
        break;
    }
    case WorkloadKind::Capacity:
        result.days = units * units::kDaysPerMonth;
        break;
    }
    result.month = firstCrossingMonth(option, baseline);
    return result;
}

} // namespace acceldecide
