#include "core/engine/ThroughputEstimates.h"

#include "core/performance/ThroughputEstimator.h"
#include "core/text/MoneyFormat.h"

namespace acceldecide {

ThroughputEstimateResult estimatedThroughput(const Scenario &scenario, const Option &option,
                                             const ThroughputEstimateInput &estimate)
{
    const int accelerators = option.clusterAccelerators.value_or(option.acceleratorsPerInstance);
    return performance::ThroughputEstimator::builtIn().estimate(
        estimate, option.instanceType, accelerators, scenario.workload.kind);
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
        if (estimate.smallestFittingTensorParallel)
            message += " The smallest tensor-parallel degree that fits one request is " +
                       std::to_string(*estimate.smallestFittingTensorParallel) + ".";
        result.warnings.push_back({"does_not_fit", message});
    }
    if (!estimate.training && input.maxMsPerOutputToken && !input.concurrency &&
        estimate.msPerOutputToken > *input.maxMsPerOutputToken)
        result.warnings.push_back(
            {"latency_target_missed",
             "Even one request takes " + MoneyFormat::number(estimate.msPerOutputToken, 1) +
                 " ms per output token, above the " +
                 MoneyFormat::number(*input.maxMsPerOutputToken, 1) + " ms target."});
}

} // namespace acceldecide
