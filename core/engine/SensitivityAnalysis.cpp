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
    if (const FieldRange *range = RangeTable::findFor(path)) {
        low = range->clamp(low);
        high = range->clamp(high);
    }
    return {low, high, false};
}

// Inputs that move only an option's money around its bill (what the port costs and how
// long it keeps the work on the baseline, maintenance), not what it runs: the option's
// bill is the same, so only those figures need computing again.
bool movesOnlyMoney(std::string_view path)
{
    if (path.starts_with("team."))
        return true;
    constexpr std::string_view kOptions = "options.";
    if (!path.starts_with(kOptions))
        return false;
    const auto dot = path.find('.', kOptions.size());
    if (dot == std::string_view::npos)
        return false;
    const std::string_view field = path.substr(dot + 1);
    return field.starts_with("migration.") || field == "maintenance_usd_per_month";
}

} // namespace

std::vector<SensitivityEntry> SensitivityAnalysis::run(const Scenario &scenario)
{
    std::vector<SensitivityEntry> entries;
    std::vector<std::string> paths = ParameterPath::realValuedInputs(scenario);
    entries.reserve(paths.size());
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const std::size_t optionCount = inputs.options.size();
    const std::size_t baselineIndex = inputs.baselineIndex;
    std::vector<OptionEconomics> economics;
    economics.reserve(optionCount);
    for (std::size_t i = 0; i < optionCount; ++i)
        economics.push_back(OptionCostModel::economics(inputs.workload, inputs.horizonMonths,
                                                       inputs.options[i], i == baselineIndex));
    const OptionEconomics &baselineEconomics = economics[baselineIndex];
    // Credits pay for running, not for the money around it: only a port's length (the
    // months the work stays on the baseline) moves what they pay.
    std::vector<double> baseCredits(optionCount);
    // The totals at the inputs' own values: ScenarioTotals' sum over the bills just made.
    std::vector<double> baseTotals(optionCount);
    for (std::size_t i = 0; i < optionCount; ++i) {
        baseCredits[i] = ScenarioTotals::creditsUsd(inputs, i, economics[i], baselineEconomics);
        baseTotals[i] = OptionCostModel::horizonTotalUsd(economics[i], baselineEconomics,
                                                         inputs.workload, inputs.horizonMonths) +
                        economics[i].commitmentBeyondHorizonUsd - baseCredits[i];
    }
    std::vector<double> lowTotals(optionCount);
    std::vector<double> highTotals(optionCount);
    // Option i's total with only its money around the bill taken afresh from the inputs:
    // the same sum ScenarioTotals makes, over the same bill.
    // (In place and put back: an OptionEconomics is too big to copy per point.)
    const auto moneyTotal = [&](std::size_t i) {
        OptionEconomics &option = economics[i];
        const OptionCostModel::PortMoney before{option.oneTimeUsd, option.portMonths,
                                                option.maintenanceUsdPerMonth};
        const OptionCostModel::PortMoney money =
            OptionCostModel::portMoney(inputs.options[i], i == baselineIndex);
        option.oneTimeUsd = money.oneTimeUsd;
        option.portMonths = money.portMonths;
        option.maintenanceUsdPerMonth = money.maintenanceUsdPerMonth;
        // A port's length moves which months credits pay on the baseline's behalf.
        const double credits =
            money.portMonths == before.portMonths
                ? baseCredits[i]
                : ScenarioTotals::creditsUsd(inputs, i, option, baselineEconomics);
        const double total = OptionCostModel::horizonTotalUsd(
                                 option, baselineEconomics, inputs.workload, inputs.horizonMonths) +
                             option.commitmentBeyondHorizonUsd - credits;
        option.oneTimeUsd = before.oneTimeUsd;
        option.portMonths = before.portMonths;
        option.maintenanceUsdPerMonth = before.maintenanceUsdPerMonth;
        return total;
    };
    // An option's own field moves only its own total (the baseline's months, which the
    // others' ports run on, move with what it runs, not with its money): recompute just
    // what moved, which keeps the always-on sensitivity inside the evaluation budget.
    const auto totalsAt = [&](const std::vector<double *> &places, double value, int optionIndex,
                              bool onlyMoney, std::vector<double> &totals) {
        for (double *place : places)
            *place = value;
        if (onlyMoney) {
            totals = baseTotals;
            for (std::size_t i = 0; i < optionCount; ++i) {
                if (optionIndex < 0 || std::size_t(optionIndex) == i)
                    totals[i] = moneyTotal(i);
            }
            return;
        }
        if (optionIndex < 0) {
            ScenarioTotals::compute(inputs, totals);
            return;
        }
        if (std::size_t(optionIndex) == baselineIndex) {
            // The baseline's own field moves what it runs, and with it the months every
            // other option's port runs on; their own bills stay as they are.
            const OptionEconomics moved = OptionCostModel::economics(
                inputs.workload, inputs.horizonMonths, inputs.options[baselineIndex], true);
            for (std::size_t i = 0; i < optionCount; ++i) {
                const OptionEconomics &own = i == baselineIndex ? moved : economics[i];
                totals[i] = OptionCostModel::horizonTotalUsd(own, moved, inputs.workload,
                                                             inputs.horizonMonths) +
                            own.commitmentBeyondHorizonUsd -
                            ScenarioTotals::creditsUsd(inputs, i, own, moved);
            }
            return;
        }
        totals = baseTotals;
        totals[std::size_t(optionIndex)] =
            ScenarioTotals::optionTotal(inputs, std::size_t(optionIndex), baselineEconomics);
    };

    std::vector<double *> places;
    for (std::string &path : paths) {
        int optionIndex = -1;
        inputs.bind(scenario, path, places, &optionIndex);
        if (places.empty())
            continue;                        // moves no cost
        const double base = *places.front(); // every place holds the same value
        const Bounds bounds = boundsFor(scenario, path, base);
        if (bounds.low == bounds.high)
            continue; // a zero input has no +/-20 % range to test

        // The baseline's own fields move every saving; another option's only its own.
        const bool onlyMoney = movesOnlyMoney(path);
        totalsAt(places, bounds.low, optionIndex, onlyMoney, lowTotals);
        totalsAt(places, bounds.high, optionIndex, onlyMoney, highTotals);
        for (double *place : places)
            *place = base;

        SensitivityEntry entry{std::move(path),        base, bounds.low, bounds.high,
                               bounds.fromUncertainty, {},   0.0};
        entry.options.reserve(optionCount - 1);
        for (std::size_t i = 0; i < optionCount; ++i) {
            if (i == baselineIndex)
                continue;
            const double savingLow = lowTotals[baselineIndex] - lowTotals[i];
            const double savingHigh = highTotals[baselineIndex] - highTotals[i];
            entry.options.push_back({savingLow, savingHigh});
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
