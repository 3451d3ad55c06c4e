#pragma once

#include <optional>
#include <string>

namespace acceldecide {

// An option's throughput estimated from the model and the hardware instead of typed in
// (`"throughput": {"estimate": {...}}`): which model, on which accelerator and engine,
// in what number format and layout, and for serving the requests and the latency
// target; for training the sequence and the global batch. Names are checked against
// the performance catalog when the scenario is read.
struct ThroughputEstimateInput
{
    std::string model;       // "llama-3.1-70b"
    std::string accelerator; // "h100-sxm"; empty: the option's instance type's
    std::string engine;      // "tensorrt-llm", ...; empty: any the catalog measured
    std::string dataType = "bf16";
    int tensorParallel = 1;
    int pipelineParallel = 1;
    // Serving.
    std::optional<int> concurrency; // unset: the highest within the latency target that fits
    int inputTokens = 0;
    int outputTokens = 0;
    std::optional<double> maxMsPerOutputToken;
    // Training: data parallelism follows from the option's accelerators.
    int sequenceLength = 0;
    int globalBatchSequences = 0;

    friend bool operator==(const ThroughputEstimateInput &,
                           const ThroughputEstimateInput &) = default;
};

} // namespace acceldecide
