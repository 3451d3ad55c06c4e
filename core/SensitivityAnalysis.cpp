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
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const std::size_t optionCount = inputs.options.size();
    const std::size_t baselineIndex = inputs.baselineIndex;
    std::vector<double> baseTotals(optionCount);
    ScenarioTotals::compute(inputs, baseTotals);
    const double baselineMonthlyCompute =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths,
                                   inputs.options[baselineIndex], true)
            .monthlyComputeUsd;
    std::vector<double> lowTotals(optionCount);
    std::vector<double> highTotals(optionCount);
    // An option's own field moves only its own total: recompute just that one, which
    // keeps the always-on sensitivity inside the evaluation budget.
    const auto totalsAt = [&](const std::vector<double *> &places, double value, int localIndex,
                              std::vector<double> &totals) {
        for (double *place : places)
            *place = value;
        if (localIndex < 0) {
            ScenarioTotals::compute(inputs, totals);
            return;
        }
        totals = baseTotals;
        totals[std::size_t(localIndex)] =
            ScenarioTotals::optionTotal(inputs, std::size_t(localIndex), baselineMonthlyCompute);
    };

    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        const std::vector<double *> places = inputs.bind(scenario, path);
        const std::optional<double> base = ParameterPath::value(scenario, path);
        if (places.empty() || !base)
            continue; // moves no cost
        const Bounds bounds = boundsFor(scenario, path, *base);
        if (bounds.low == bounds.high)
            continue; // a zero input has no +/-20 % range to test

        const int localIndex = optionLocalIndex(scenario, path);
        totalsAt(places, bounds.low, localIndex, lowTotals);
        totalsAt(places, bounds.high, localIndex, highTotals);
        for (double *place : places)
            *place = *base;

        SensitivityEntry entry{path, *base, bounds.low, bounds.high, bounds.fromUncertainty,
                               {},   0.0};
        for (std::size_t i = 0; i < optionCount; ++i) {
            if (i == baselineIndex)
                continue;
            const double savingLow = lowTotals[baselineIndex] - lowTotals[i];
            const double savingHigh = highTotals[baselineIndex] - highTotals[i];
            entry.options.push_back({scenario.options[i].id, savingLow, savingHigh});
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
