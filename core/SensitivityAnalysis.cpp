#include "SensitivityAnalysis.h"

#include "OptionCostModel.h"
#include "ParameterPath.h"
#include "RangeTable.h"
#include "ScenarioTotals.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

struct Bounds
{
    double low;
    double high;
    bool fromUncertainty;
};

Bounds boundsFor(const Scenario &scenario, const std::string &path, double value)
{
    for (const UncertaintyRange &range : scenario.uncertainty) {
        if (range.target == path)
            return {range.low, range.high, true};
    }
    double low = value * (1.0 - SensitivityAnalysis::kDefaultRelativeStep);
    double high = value * (1.0 + SensitivityAnalysis::kDefaultRelativeStep);
    if (const FieldRange *range = RangeTable::find(RangeTable::genericPath(path))) {
        low = range->clamp(low);
        high = range->clamp(high);
    }
    return {low, high, false};
}

// The index of the non-baseline option a path belongs to, or -1 for inputs that move
// every total (workload, team and the baseline's own fields).
int optionLocalIndex(const Scenario &scenario, const std::string &path)
{
    constexpr std::string_view kOptions = "options.";
    if (!path.starts_with(kOptions))
        return -1;
    const auto idEnd = path.find('.', kOptions.size());
    const int index = scenario.optionIndex(path.substr(kOptions.size(), idEnd - kOptions.size()));
    return index == scenario.baselineIndex() ? -1 : index;
}

} // namespace

std::vector<SensitivityEntry> SensitivityAnalysis::run(const Scenario &scenario)
{
    std::vector<SensitivityEntry> entries;
    Scenario working = scenario;
    const std::size_t optionCount = working.options.size();
    const auto baselineIndex = static_cast<std::size_t>(working.baselineIndex());
    std::vector<double> baseTotals(optionCount);
    ScenarioTotals::compute(working, baselineIndex, baseTotals);
    const double baselineMonthlyCompute =
        OptionCostModel::economics(working, working.options[baselineIndex], true).monthlyComputeUsd;
    std::vector<double> lowTotals(optionCount);
    std::vector<double> highTotals(optionCount);
    // An option's own field moves only its own total: recompute just that one, which
    // keeps the always-on sensitivity inside the evaluation budget.
    const auto totalsAt = [&](double *field, double value, int localIndex,
                              std::vector<double> &totals) {
        *field = value;
        if (localIndex < 0) {
            ScenarioTotals::compute(working, baselineIndex, totals);
            return;
        }
        totals = baseTotals;
        totals[std::size_t(localIndex)] =
            ScenarioTotals::optionTotal(working, std::size_t(localIndex), baselineMonthlyCompute);
    };

    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        double *field = ParameterPath::resolve(working, path);
        if (!field)
            continue;
        const double base = *field;
        const Bounds bounds = boundsFor(scenario, path, base);
        if (bounds.low == bounds.high)
            continue; // a zero input has no +/-20 % range to test

        const int localIndex = optionLocalIndex(working, path);
        totalsAt(field, bounds.low, localIndex, lowTotals);
        totalsAt(field, bounds.high, localIndex, highTotals);
        *field = base;

        SensitivityEntry entry{path, base, bounds.low, bounds.high, bounds.fromUncertainty,
                               {},   0.0};
        for (std::size_t i = 0; i < optionCount; ++i) {
            if (i == baselineIndex)
                continue;
            const double savingLow = lowTotals[baselineIndex] - lowTotals[i];
            const double savingHigh = highTotals[baselineIndex] - highTotals[i];
            entry.options.push_back({working.options[i].id, savingLow, savingHigh});
            entry.swing = std::max(entry.swing, std::fabs(savingHigh - savingLow));
        }
        entries.push_back(std::move(entry));
    }
    std::stable_sort(
        entries.begin(), entries.end(),
        [](const SensitivityEntry &a, const SensitivityEntry &b) { return a.swing > b.swing; });
    return entries;
}

} // namespace acceldecide
