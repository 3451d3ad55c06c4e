#include "SensitivityAnalysis.h"

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

} // namespace

std::vector<SensitivityEntry> SensitivityAnalysis::run(const Scenario &scenario)
{
    std::vector<SensitivityEntry> entries;
    Scenario working = scenario;
    const std::size_t optionCount = working.options.size();
    const auto baselineIndex = static_cast<std::size_t>(working.baselineIndex());
    std::vector<double> lowTotals(optionCount);
    std::vector<double> highTotals(optionCount);

    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        double *field = ParameterPath::resolve(working, path);
        if (!field)
            continue;
        const double base = *field;
        const Bounds bounds = boundsFor(scenario, path, base);
        if (bounds.low == bounds.high)
            continue; // a zero input has no +/-20 % range to test

        *field = bounds.low;
        ScenarioTotals::compute(working, lowTotals);
        *field = bounds.high;
        ScenarioTotals::compute(working, highTotals);
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
