#include "core/engine/SensitivityAnalysis.h"

#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioTotals.h"
#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"

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

} // namespace

std::vector<SensitivityEntry> SensitivityAnalysis::run(const Scenario &scenario)
{
    std::vector<SensitivityEntry> entries;
    const std::vector<std::string> paths = ParameterPath::realValuedInputs(scenario);
    entries.reserve(paths.size());
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const std::size_t optionCount = inputs.options.size();
    const std::size_t baselineIndex = inputs.baselineIndex;
    std::vector<double> baseTotals(optionCount);
    ScenarioTotals::compute(inputs, baseTotals);
    const OptionEconomics baselineEconomics = OptionCostModel::economics(
        inputs.workload, inputs.horizonMonths, inputs.options[baselineIndex], true);
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
            ScenarioTotals::optionTotal(inputs, std::size_t(localIndex), baselineEconomics);
    };

    for (const std::string &path : paths) {
        int optionIndex = -1;
        const std::vector<double *> places = inputs.bind(scenario, path, &optionIndex);
        if (places.empty())
            continue;                        // moves no cost
        const double base = *places.front(); // every place holds the same value
        const Bounds bounds = boundsFor(scenario, path, base);
        if (bounds.low == bounds.high)
            continue; // a zero input has no +/-20 % range to test

        // The baseline's own fields move every saving; another option's only its own.
        const int localIndex = optionIndex == int(baselineIndex) ? -1 : optionIndex;
        totalsAt(places, bounds.low, localIndex, lowTotals);
        totalsAt(places, bounds.high, localIndex, highTotals);
        for (double *place : places)
            *place = base;

        SensitivityEntry entry{path, base, bounds.low, bounds.high, bounds.fromUncertainty,
                               {},   0.0};
        entry.options.reserve(optionCount - 1);
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
    // Sort positions, not the entries themselves: each move would copy strings around.
    std::vector<std::size_t> order(entries.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return entries[a].swing > entries[b].swing;
    });
    std::vector<SensitivityEntry> sorted;
    sorted.reserve(entries.size());
    for (std::size_t index : order)
        sorted.push_back(std::move(entries[index]));
    return sorted;
}

} // namespace acceldecide
