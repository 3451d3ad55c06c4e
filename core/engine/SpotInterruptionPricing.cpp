#include "core/engine/SpotInterruptionPricing.h"

#include "core/decision/CheckpointDefaults.h"
#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <cmath>

namespace acceldecide {

double SpotInterruptionPricing::instancesThatMustRun(const Scenario &scenario, const Option &option)
{
    if (scenario.workload.kind != WorkloadKind::Training || !option.clusterAccelerators ||
        option.acceleratorsPerInstance < 1)
        return 1.0;
    return std::ceil(double(*option.clusterAccelerators) / option.acceleratorsPerInstance);
}

Expected<SpotInterruptionPricing, ValidationError>
SpotInterruptionPricing::price(const Scenario &scenario, const Option &option, const Bucket &bucket)
{
    const std::string path = "options." + option.id + ".purchase.interruption";
    const SpotInterruption stated = option.purchase.interruption.value_or(SpotInterruption{});
    SpotInterruptionPricing result;
    result.instances = instancesThatMustRun(scenario, option);
    std::optional<double> params;
    if (scenario.workload.kind != WorkloadKind::Capacity)
        params = scenario.workload.modelParamsBillion;
    else if (scenario.profile)
        params = scenario.profile->modelParamsBillion;
    if ((!stated.checkpointMinutes || !stated.restartMinutes) && !params)
        return ValidationError{path + ".checkpoint_minutes",
                               "missing: a capacity workload without profile.model_params_billion "
                               "has no model size to take checkpoint and restart times from (set "
                               "checkpoint_minutes and restart_minutes)"};
    const CheckpointDefaults::Times defaults =
        params ? CheckpointDefaults::builtIn().forModel(*params) : CheckpointDefaults::Times{};
    result.checkpointDefaulted = !stated.checkpointMinutes;
    result.restartDefaulted = !stated.restartMinutes;
    result.checkpointMinutes = stated.checkpointMinutes.value_or(defaults.checkpointMinutes);
    result.restartMinutes = stated.restartMinutes.value_or(defaults.restartMinutes);

    const double high = bucket.maxPercent.value_or(bucket.minPercent);
    result.centralPercentPerMonth = (bucket.minPercent + high) / 2.0;
    const auto at = [&](double percentPerMonth) {
        return CheckpointOverhead::atOptimum(percentPerMonth, result.instances,
                                             result.checkpointMinutes / 60.0,
                                             result.restartMinutes / 60.0);
    };
    result.low = at(bucket.minPercent);
    result.central = at(result.centralPercentPerMonth);
    result.high = at(high);
    const FieldRange *range = RangeTable::find("options[].purchase.interruption_overhead_percent");
    if (range && result.high.overheadPercent > range->max)
        return ValidationError{
            path, "the bucket's " + text::exactNumber(high) + " % a month on " +
                      text::exactNumber(result.instances) + " instances that all must run costs " +
                      text::exactNumber(std::round(result.high.overheadPercent)) +
                      " % in checkpoints and restarts, past the " + text::exactNumber(range->max) +
                      " % a spot overhead may be (the first-order model no longer holds there)"};
    return result;
}

} // namespace acceldecide
