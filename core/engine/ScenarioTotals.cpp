#include "core/engine/ScenarioTotals.h"

#include "core/engine/CreditLedger.h"
#include "core/engine/OptionCostModel.h"

#include <cassert>

namespace acceldecide {

void ScenarioTotals::compute(const Scenario &scenario, std::span<double> totals)
{
    compute(ScenarioCostInputs::from(scenario), totals);
}

void ScenarioTotals::compute(const ScenarioCostInputs &inputs, std::span<double> totals,
                             std::span<const char> wanted)
{
    assert(totals.size() == inputs.options.size());
    assert(wanted.empty() || wanted.size() == inputs.options.size());
    const auto wants = [&](std::size_t i) {
        return wanted.empty() || wanted[i] != 0;
    };
    // Every month alike (the common case): the steady closed form, nothing more.
    // Credits are spent month by month: no closed form.
    bool steady = inputs.credits.empty();
    for (std::size_t i = 0; i < inputs.options.size(); ++i)
        steady = steady && OptionCostModel::isSteady(inputs.workload, inputs.horizonMonths,
                                                     inputs.options[i], i == inputs.baselineIndex);
    const OptionCostInputs &baselineInputs = inputs.options[inputs.baselineIndex];
    if (steady) {
        const SteadyEconomics baseline =
            OptionCostModel::steady(inputs.workload, inputs.horizonMonths, baselineInputs, true);
        // The port's work at the baseline's per-use purchase (billing/PortWork.h).
        const SteadyEconomics portWork =
            baselineInputs.buysTerm()
                ? OptionCostModel::steady(inputs.workload, inputs.horizonMonths,
                                          billing::portWorkPurchase(baselineInputs), true)
                : baseline;
        for (std::size_t i = 0; i < inputs.options.size(); ++i) {
            if (!wants(i))
                continue;
            const bool isBaseline = i == inputs.baselineIndex;
            const SteadyEconomics economics =
                isBaseline ? baseline
                           : OptionCostModel::steady(inputs.workload, inputs.horizonMonths,
                                                     inputs.options[i], false);
            totals[i] = OptionCostModel::steadyTotalUsd(economics,
                                                        isBaseline ? baseline.monthlyComputeUsd
                                                                   : portWork.monthlyComputeUsd,
                                                        inputs.horizonMonths) +
                        economics.commitmentBeyondHorizonUsd;
        }
        return;
    }
    const OptionEconomics baseline =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, baselineInputs, true);
    const OptionEconomics portWork = OptionCostModel::portWorkEconomics(
        inputs.workload, inputs.horizonMonths, baselineInputs, baseline);
    for (std::size_t i = 0; i < inputs.options.size(); ++i) {
        if (!wants(i))
            continue;
        totals[i] = i == inputs.baselineIndex
                        ? OptionCostModel::horizonTotalUsd(baseline, baseline, inputs.workload,
                                                           inputs.horizonMonths) +
                              baseline.commitmentBeyondHorizonUsd -
                              creditsUsd(inputs, i, baseline, baseline)
                        : optionTotal(inputs, i, portWork);
    }
}

double ScenarioTotals::creditsUsd(const ScenarioCostInputs &inputs, std::size_t index,
                                  const OptionEconomics &economics, const OptionEconomics &baseline)
{
    if (inputs.credits.empty())
        return 0.0;
    const std::size_t b = inputs.baselineIndex;
    // For another option `baseline` is the port's work, which buys no term: nothing of it
    // is paid upfront.
    const double baselineUpfront = index == b ? inputs.options[b].commitmentUpfrontShare : 0.0;
    return CreditLedger::totalUsd(
        inputs.credits, {&economics, inputs.options[index].commitmentUpfrontShare, index},
        {&baseline, baselineUpfront, b}, inputs.workload, inputs.horizonMonths);
}

double ScenarioTotals::optionTotal(const ScenarioCostInputs &inputs, std::size_t index,
                                   const OptionEconomics &baseline)
{
    const OptionEconomics economics = OptionCostModel::economics(
        inputs.workload, inputs.horizonMonths, inputs.options[index], false);
    return OptionCostModel::horizonTotalUsd(economics, baseline, inputs.workload,
                                            inputs.horizonMonths) +
           economics.commitmentBeyondHorizonUsd - creditsUsd(inputs, index, economics, baseline);
}

} // namespace acceldecide
