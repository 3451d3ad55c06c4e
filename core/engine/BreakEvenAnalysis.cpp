#include "core/engine/BreakEvenAnalysis.h"

#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

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

    const double units =
        std::max(0.0, optionBasis.oneTimeUsd - baselineBasis.oneTimeUsd) / netSaving;
    const Workload &workload = scenario.workload;
    BreakEvenResult reached = result;
    reached.reached = true;
    switch (workload.kind) {
    case WorkloadKind::Training:
        reached.runs = units;
        reached.tokensBillion = units * workload.tokensPerRunBillion;
        break;
    case WorkloadKind::Inference: {
        const double tokensBillion = units * units::kMillion / units::kBillion;
        reached.tokensBillion = tokensBillion;
        reached.days = tokensBillion / workload.tokensPerDayBillion;
        break;
    }
    case WorkloadKind::Capacity:
        reached.days = units * units::kDaysPerMonth;
        break;
    }
    // A saving of a few ulps per unit (maintenance that differs by 1e-300 $/month, say)
    // puts the break-even beyond the largest double: that point is never reached, and
    // infinity is no figure to report (found by fuzz_scenario).
    for (const std::optional<double> &figure :
         {reached.runs, reached.tokensBillion, reached.days}) {
        if (figure && !std::isfinite(*figure))
            return result;
    }
    reached.month = firstCrossingMonth(option, baseline);
    return reached;
}

} // namespace acceldecide
