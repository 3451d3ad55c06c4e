#include "core/engine/ThroughputEstimates.h"

#include "core/performance/EstimatorInUse.h"
#include "core/text/MoneyFormat.h"

#include <algorithm>

namespace acceldecide {

ThroughputEstimateResult estimatedThroughput(const Scenario &scenario, const Option &option,
                                             const ThroughputEstimateInput &estimate)
{
    Option estimated = option;
    estimated.throughput->estimate = estimate;
    return performance::EstimatorInUse::current()->estimateFor(estimated, scenario.workload.kind);
}

std::string throughputTarget(const std::string &optionId)
{
    return "options." + optionId + ".throughput.tokens_per_sec_per_accelerator";
}

Scenario withThroughputBands(const Scenario &scenario, const std::vector<OptionResult> &options)
{
    Scenario banded = scenario;
    for (const OptionResult &option : options) {
        if (!option.throughputEstimate)
            continue;
        const ThroughputEstimateResult &estimate = *option.throughputEstimate;
        // The estimate is the range's mode: the value the scenario's path reads.
        const int index = banded.optionIndex(option.id);
        if (index >= 0 && banded.options[std::size_t(index)].throughput)
            banded.options[std::size_t(index)].throughput->tokensPerSecPerAccelerator =
                estimate.tokensPerSecPerAccelerator;
        const std::string target = throughputTarget(option.id);
        const bool given =
            std::any_of(scenario.uncertainty.begin(), scenario.uncertainty.end(),
                        [&](const UncertaintyRange &range) { return range.target == target; });
        if (!given && estimate.lowTokensPerSec > 0.0 &&
            estimate.highTokensPerSec > estimate.lowTokensPerSec)
            banded.uncertainty.push_back(
                {target, estimate.lowTokensPerSec, estimate.highTokensPerSec});
    }
    return banded;
}

void describeThroughputEstimate(const Scenario &scenario, const Option &option,
                                OptionResult &result)
{
    if (!option.throughput || !option.throughput->estimate)
        return;
    const ThroughputEstimateInput &input = *option.throughput->estimate;
    const ThroughputEstimateResult estimate = estimatedThroughput(scenario, option, input);
    result.throughputEstimate = estimate;
    if (!estimate.fits) {
        std::string message =
            input.model + " in " + input.dataType + " at tensor parallel " +
            std::to_string(input.tensorParallel) +
            (estimate.training ? ""
                               : " with " + std::to_string(estimate.concurrency) + " requests") +
            " needs " + MoneyFormat::number(estimate.neededGb, 1) + " GB per accelerator; it has " +
            MoneyFormat::number(estimate.availableGb, 1) + " GB.";
        if (estimate.training && estimate.smallestFittingTensorParallel)
            message += " The smallest layout that fits is tensor parallel " +
                       std::to_string(*estimate.smallestFittingTensorParallel) +
                       " x pipeline parallel " +
                       std::to_string(estimate.smallestFittingPipelineParallel.value_or(1)) + ".";
        else if (estimate.training)
            message += " No layout of the option's accelerators fits: add accelerators.";
        else if (estimate.smallestFittingTensorParallel)
            message += " The smallest tensor-parallel degree that fits one request is " +
                       std::to_string(*estimate.smallestFittingTensorParallel) + ".";
        result.warnings.push_back({"does_not_fit", message});
    }
    if (estimate.trainingStep &&
        (!estimate.trainingStep->linkKnown || !estimate.trainingStep->networkKnown))
        result.warnings.push_back(
            {"communication_not_counted",
             std::string("The performance catalog lacks the ") +
                 (!estimate.trainingStep->linkKnown ? "accelerator's link" : "instance's network") +
                 ", so the collectives that cross it are not counted: the estimate is high."});
    if (estimate.calibrationPoints == 0)
        result.warnings.push_back(
            {"throughput_uncalibrated",
             "No " + std::string(estimate.training ? "training" : "serving") +
                 " measurement in the performance catalog calibrates this estimate: " +
                 MoneyFormat::number(estimate.tokensPerSecPerAccelerator, 0) +
                 " tokens/s per accelerator is the roofline at the full dense peak, an upper "
                 "bound. Give a measured throughput, or peak_tflops and mfu_percent."});
    if (!estimate.training && input.maxMsPerOutputToken && !input.concurrency &&
        estimate.msPerOutputToken > *input.maxMsPerOutputToken)
        result.warnings.push_back(
            {"latency_target_missed",
             "Even one request takes " + MoneyFormat::number(estimate.msPerOutputToken, 1) +
                 " ms per output token, above the " +
                 MoneyFormat::number(*input.maxMsPerOutputToken, 1) + " ms target."});
}

} // namespace acceldecide
