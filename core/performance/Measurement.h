#pragma once

#include "core/performance/DataType.h"

#include <optional>
#include <string>
#include <string_view>

namespace acceldecide::performance {

// What a published measurement states, in the units it states it.
enum class MeasuredMetric
{
    OutputTokensPerSecond,               // over all its accelerators
    OutputTokensPerSecondPerAccelerator, //
    TotalTokensPerSecond,                // input and output, over all its accelerators
    TimeToFirstTokenMs,                  //
    TimePerOutputTokenMs,                //
    TrainingTokensPerSecondPerAccelerator,
    TrainingSequencesPerSecond // over all its accelerators, as AWS Neuron's tables state it
};

// "output_tokens_per_s", ...; nullopt for a name that is none of them.
std::optional<MeasuredMetric> measuredMetricNamed(std::string_view name);
std::string_view nameOf(MeasuredMetric metric);
// Higher is better for rates, lower for times.
bool isRate(MeasuredMetric metric);

// Who measured it: a published table shipped with the tool, or the team using it (its own
// benchmark files, which the calibration prefers for their accelerator and engine).
enum class MeasurementOrigin
{
    Published,
    Team
};

// One published (or a team's own) measurement, with its full provenance: what ran, on
// what, how, and who says so. Serving measurements give the concurrency where the source
// states it; none means the engine chose its own batch for its highest throughput. A
// training measurement keeps its sequence length in `inputTokens` and its global batch
// (sequences) in `concurrency`.
struct Measurement
{
    std::string id;
    std::string acceleratorId; // "h100-sxm", "trainium2", ...
    std::string instanceType;
    int accelerators = 1;
    std::string engine; // "tensorrt-llm", "vllm", "nxd-inference", ...
    std::string engineVersion;
    std::string modelId;
    DataType dataType = DataType::Bf16;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    std::optional<int> concurrency;
    int inputTokens = 0;
    int outputTokens = 0;
    MeasuredMetric metric = MeasuredMetric::OutputTokensPerSecond;
    double value = 0.0;
    std::string measuredDate;
    std::string sourceUrl;
    std::string sourceTitle;
    std::string quote;
    std::string licence; // of the file it came from: "Apache-2.0", "CC-BY-SA-4.0", ...
    MeasurementOrigin origin = MeasurementOrigin::Published;

    bool isTraining() const
    {
        return metric == MeasuredMetric::TrainingTokensPerSecondPerAccelerator ||
               metric == MeasuredMetric::TrainingSequencesPerSecond;
    }
};

} // namespace acceldecide::performance
