#include "ui/render/charts/PerformanceFocus.h"

#include "core/performance/EstimatorInUse.h"

namespace acceldecide::ui {

namespace {

std::optional<PerformanceFocus> focusAt(const ChartInputs &inputs, std::size_t index)
{
    const Option &option = inputs.scenario->options[index];
    const OptionResult &result = inputs.evaluation->options[index];
    if (!option.throughput || !option.throughput->estimate || !result.throughputEstimate)
        return std::nullopt;
    const auto estimatorInUse = performance::EstimatorInUse::current();
    const auto &estimator = *estimatorInUse;
    const ThroughputEstimateInput &input = *option.throughput->estimate;
    std::optional<performance::ServingSetup> setup = performance::servingSetup(
        estimator.catalog(), estimator.acceleratorOf(input, option.instanceType), input,
        *result.throughputEstimate);
    if (!setup)
        return std::nullopt;
    PerformanceFocus focus;
    focus.index = index;
    focus.option = &option;
    focus.estimate = &*result.throughputEstimate;
    focus.setup = std::move(*setup);
    return focus;
}

} // namespace

std::optional<PerformanceFocus> PerformanceFocus::find(const ChartInputs &inputs,
                                                       const std::string &optionId)
{
    if (!inputs.valid())
        return std::nullopt;
    const int named = inputs.scenario->optionIndex(optionId);
    if (named >= 0) {
        if (auto focus = focusAt(inputs, std::size_t(named)))
            return focus;
    }
    for (std::size_t i = 0; i < inputs.scenario->options.size(); ++i) {
        if (auto focus = focusAt(inputs, i))
            return focus;
    }
    return std::nullopt;
}

QString PerformanceFocus::noEstimateMessage()
{
    return tr("No option's serving throughput is estimated. Give an option "
              "\"throughput\": {\"estimate\": {\"model\": ..., \"output_tokens\": ...}} in the "
              "scenario file (docs/scenario-format.md) to see its roofline.");
}

} // namespace acceldecide::ui
