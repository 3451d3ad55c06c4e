#pragma once

#include "core/performance/MeasurementFile.h"

#include <string_view>

namespace acceldecide::performance {

// A team's own serving benchmark results read into measurements, one reader per tool's
// file. Each takes the file's text and the setup the file does not state, and gives one
// measurement per figure it holds (output tokens a second, time to the first token,
// time per output token) or the errors naming each bad field and its value. Which field
// of which tool is read, and the source it was checked against, is in
// docs/throughput-model.md ("A team's own measurements").
class MeasurementFileReader
{
public:
    // `vllm bench serve --save-result` (formerly benchmarks/benchmark_serving.py).
    static MeasurementFile vllmServe(std::string_view text, const MeasuredSetup &setup);
    // LLMPerf's token_benchmark_ray.py `*_summary.json`.
    static MeasurementFile llmPerfSummary(std::string_view text, const MeasuredSetup &setup);
    // `trtllm-bench throughput --report_json`.
    static MeasurementFile trtllmBenchReport(std::string_view text, const MeasuredSetup &setup);
    // A CSV with the columns of resources/performance/measurements-*.csv, which states its
    // setup row by row; `name` is the file's name as errors show it.
    static MeasurementFile measurementCsv(std::string_view name, std::string_view text);
};

} // namespace acceldecide::performance
