#include "core/engine/SensitivityAnalysis.h"

#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioTotals.h"
#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"
#include "core/model/RealValuedInput.h"

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

// What an input's field is, looked up once per field rather than once per option: the
// same field of twelve options has one valid range and one member.
struct FieldFacts
{
    std::string_view group;
    std::string_view name;
    RealValuedInput::Scope scope;
    double OptionCostInputs::*member;
    const FieldRange *range;
};

const FieldFacts &factsFor(const Scenario &scenario, const RealValuedInput &input,
                           std::vector<FieldFacts> &known)
{
    for (const FieldFacts &facts : known) {
        if (facts.scope == input.scope && facts.name == input.name && facts.group == input.group)
            return facts;
    }
    double OptionCostInputs::*member = nullptr;
    if (input.scope == RealValuedInput::Scope::Option)
        member = OptionCostInputs::member(input);
    return known.emplace_back(FieldFacts{input.group, input.name, input.scope, member,
                                         RangeTable::findFor(input.path(scenario))});
}

Bounds boundsFor(const Scenario &scenario, const RealValuedInput &input, const FieldRange *range,
                 double value)
{
    for (const UncertaintyRange &uncertain : scenario.uncertainty) {
        if (input.isNamedBy(scenario, uncertain.target))
            return {uncertain.low, uncertain.high, true};
    }
    double low = value * (1.0 - SensitivityAnalysis::kDefaultRelativeStep);
    double high = value * (1.0 + SensitivityAnalysis::kDefaultRelativeStep);
    if (range) {
        low = range->clamp(low);
        high = range->clamp(high);
    }
    return {low, high, false};
}

} // namespace

std::vector<SensitivityEntry> SensitivityAnalysis::run(const Scenario &scenario)
{
    return swings(scenario).entries(scenario);
}

SensitivitySwings SensitivityAnalysis::swings(const Scenario &scenario)
{
    const std::vector<RealValuedInput> fields = ParameterPath::realValuedInputFields(scenario);
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

    SensitivitySwings swings;
    swings.columns = optionCount - 1;
    swings.inputs.reserve(fields.size());
    swings.savings.reserve(fields.size() * swings.columns);
    std::vector<FieldFacts> known;
    known.reserve(24);
    std::vector<double *> places;
    for (const RealValuedInput &field : fields) {
        const FieldFacts &facts = factsFor(scenario, field, known);
        inputs.bind(scenario, field, facts.member, places);
        if (places.empty())
            continue;                        // moves no cost
        const double base = *places.front(); // every place holds the same value
        const Bounds bounds = boundsFor(scenario, field, facts.range, base);
        if (bounds.low == bounds.high)
            continue; // a zero input has no +/-20 % range to test

        // The baseline's own fields move every saving; another option's only its own.
        const bool onlyMoney = field.movesOnlyMoney();
        totalsAt(places, bounds.low, field.option, onlyMoney, lowTotals);
        totalsAt(places, bounds.high, field.option, onlyMoney, highTotals);
        for (double *place : places)
            *place = base;

        SensitivitySwings::Input &input = swings.inputs.emplace_back(SensitivitySwings::Input{
            field, base, bounds.low, bounds.high, bounds.fromUncertainty, 0.0});
        for (std::size_t i = 0; i < optionCount; ++i) {
            if (i == baselineIndex)
                continue;
            const double savingLow = lowTotals[baselineIndex] - lowTotals[i];
            const double savingHigh = highTotals[baselineIndex] - highTotals[i];
            swings.savings.push_back({savingLow, savingHigh});
            input.swing = std::max(input.swing, std::fabs(savingHigh - savingLow));
        }
    }
    return swings;
}

} // namespace acceldecide
