#include "core/export/ThroughputEstimateJson.h"

namespace acceldecide {

nlohmann::ordered_json ThroughputEstimateJson::toJson(const ThroughputEstimateResult &e)
{
    using json = nlohmann::ordered_json;
    const auto orNull = [](const auto &value) {
        return value ? json(*value) : json(nullptr);
    };
    json nearest = nullptr;
    if (e.nearest)
        nearest = {{"id", e.nearest->id},
                   {"setup", e.nearest->description},
                   {"metric", e.nearest->metric},
                   {"measured", e.nearest->measured},
                   {"predicted", e.nearest->predicted},
                   {"percent_off", e.nearest->percentOff()},
                   {"team_own", e.nearest->teamOwn}};
    json step = nullptr;
    if (e.trainingStep)
        step = {{"step_seconds", e.trainingStep->step},
                {"compute_seconds", e.trainingStep->compute},
                {"pipeline_bubble_seconds", e.trainingStep->pipelineBubble},
                {"tensor_parallel_seconds", e.trainingStep->tensorParallel},
                {"data_parallel_exposed_seconds", e.trainingStep->dataParallelExposed},
                {"data_parallel", e.trainingStep->dataParallel},
                {"link_known", e.trainingStep->linkKnown},
                {"network_known", e.trainingStep->networkKnown},
                {"optimizer", e.trainingStep->optimizer}};
    return {
        {"kind", e.training ? "training" : "serving"},
        {"tokens_per_sec_per_accelerator", e.tokensPerSecPerAccelerator},
        {"band_low", e.lowTokensPerSec},
        {"band_high", e.highTokensPerSec},
        {"bottleneck", e.bottleneck},
        {"concurrency", e.training ? json(nullptr) : json(e.concurrency)},
        {"time_to_first_token_ms", e.training ? json(nullptr) : json(e.timeToFirstTokenMs)},
        {"ms_per_output_token", e.training ? json(nullptr) : json(e.msPerOutputToken)},
        {"implied_mfu_percent", orNull(e.impliedMfuPercent)},
        {"fits", e.fits},
        {"needed_gb_per_accelerator", e.neededGb},
        {"available_gb_per_accelerator", e.availableGb},
        {"smallest_fitting_tensor_parallel", orNull(e.smallestFittingTensorParallel)},
        {"smallest_fitting_pipeline_parallel", orNull(e.smallestFittingPipelineParallel)},
        {"training_step", step},
        {"calibration",
         {{"scope", e.calibrationScope},
          {"points", e.calibrationPoints},
          {"team_points", e.calibrationTeamPoints},
          {"compute_efficiency", e.computeEfficiency},
          {"memory_efficiency", e.memoryEfficiency},
          {"layer_overhead_us", e.layerOverheadUs}}},
        {"nearest_measurement", nearest},
    };
}

} // namespace acceldecide
