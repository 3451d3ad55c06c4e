#pragma once

#include "core/performance/DataType.h"
#include "core/performance/Measurement.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide::performance {

// What a benchmark tool's result file does not say about the run, as the team states it
// when they bring the file in: the hardware, the engine, the model as the catalog names
// it, the parallelism, and where the file came from. `concurrency` is for a file that
// does not record it (trtllm-bench's report); a file that does and disagrees is refused.
struct MeasuredSetup
{
    std::string acceleratorId; // "h100-sxm", "trainium2", ...
    std::string instanceType;
    int accelerators = 1;
    std::string engine; // "vllm", "tensorrt-llm", ...
    std::string engineVersion;
    std::string modelId; // the catalog's id ("llama-3.1-70b"), not the tool's model path
    DataType dataType = DataType::Bf16;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    std::string measuredDate;
    std::string source; // where the file is kept: a path, a URL, a ticket
    std::optional<int> concurrency;
};

// One result file read: its measurements, or why it was refused. A file with any error
// gives no measurements at all, since a run whose token counts or settings are wrong
// makes every figure in it wrong.
struct MeasurementFile
{
    std::vector<Measurement> measurements;
    std::vector<std::string> errors;

    bool ok() const { return errors.empty(); }
};

} // namespace acceldecide::performance
