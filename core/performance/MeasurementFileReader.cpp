#include "core/performance/MeasurementFileReader.h"

#include "core/performance/BenchmarkJson.h"
#include "core/performance/PerformanceTables.h"

#include <cmath>
#include <initializer_list>
#include <optional>
#include <string>

namespace acceldecide::performance {

namespace {

// The same bounds the measurement CSV puts on its cells (PerformanceTables).
constexpr int kMostTokens = 1 << 24;
constexpr int kMostConcurrency = 1 << 24;
constexpr int kMostRequests = 1 << 30;
constexpr double kMsPerSecond = 1000.0;

// A field that may hold a figure, and what to multiply it by for the measurement's unit.
struct Field
{
    Field(std::string_view fieldPath, double fieldScale = 1.0,
          std::optional<MeasuredMetric> fieldReads = std::nullopt)
        : path(fieldPath), scale(fieldScale), reads(fieldReads)
    {}

    std::string_view path;
    double scale;
    std::optional<MeasuredMetric> reads; // where it is another metric than its source's
};

// One figure a file may hold, from the first of `fields` the file has: the tools write a
// median (or p50) beside a mean, and the median is preferred, as the shipped
// measurements' P50 latencies are. A preferred field that is present but bad is an error,
// never a reason to fall back to the next.
struct MetricSource
{
    MeasuredMetric metric;
    std::initializer_list<Field> fields;
};

// The run every measurement of one file shares, and the measurements read so far.
struct Run
{
    Measurement base;
    std::string format; // the id's prefix: "vllm-bench-serve", ...
    std::vector<Measurement> measurements;
};

Run startRun(const MeasuredSetup &setup, std::string format, std::string title,
             std::vector<std::string> &errors)
{
    if (setup.acceleratorId.empty() || setup.modelId.empty() || setup.engine.empty() ||
        setup.source.empty())
        errors.push_back("setup: every measurement needs its accelerator, model, engine and "
                         "source");
    if (setup.accelerators < 1 || setup.tensorParallel < 1 || setup.pipelineParallel < 1)
        errors.push_back("setup: accelerators, tensor parallel and pipeline parallel must each "
                         "be at least 1");
    Run run;
    Measurement &m = run.base;
    m.acceleratorId = setup.acceleratorId;
    m.instanceType = setup.instanceType;
    m.accelerators = setup.accelerators;
    m.engine = setup.engine;
    m.engineVersion = setup.engineVersion;
    m.modelId = setup.modelId;
    m.dataType = setup.dataType;
    m.tensorParallel = setup.tensorParallel;
    m.pipelineParallel = setup.pipelineParallel;
    m.concurrency = setup.concurrency;
    m.measuredDate = setup.measuredDate;
    m.sourceUrl = setup.source;
    m.sourceTitle = std::move(title);
    run.format = std::move(format);
    return run;
}

// Whole tokens a request from the first of `fields` present, divided by `requests`
// (vLLM states totals); rounded, since a measurement holds whole tokens and the
// estimator works with one request length.
std::optional<int> tokensPerRequest(const BenchmarkJson &file, std::initializer_list<Field> fields,
                                    double requests, std::vector<std::string> &errors)
{
    for (const Field &field : fields) {
        if (!file.has(field.path))
            continue;
        const std::optional<double> value = file.positive(field.path, errors);
        if (!value)
            return std::nullopt;
        const double perRequest = *value / requests;
        if (perRequest < 0.5 || perRequest > kMostTokens) {
            errors.push_back(std::string(field.path) + ": " + file.shown(field.path) +
                             " is not from 1 to " + std::to_string(kMostTokens) +
                             " tokens a request");
            return std::nullopt;
        }
        return static_cast<int>(std::lround(perRequest));
    }
    errors.push_back(std::string(fields.begin()->path) +
                     ": missing; every measurement needs its tokens a request");
    return std::nullopt;
}

// The concurrency the file states at `path` (nullopt when absent or null), checked
// against the one the setup gives.
void readConcurrency(const BenchmarkJson &file, std::string_view path, Run &run,
                     std::vector<std::string> &errors)
{
    if (!file.has(path))
        return;
    const std::optional<int> stated = file.count(path, kMostConcurrency, errors);
    if (stated && run.base.concurrency && *stated != *run.base.concurrency)
        errors.push_back(std::string(path) + ": " + std::to_string(*stated) +
                         " differs from the setup's concurrency " +
                         std::to_string(*run.base.concurrency));
    if (stated)
        run.base.concurrency = stated;
}

// A whole number the file states about the setup (tensor parallel, ...), which must be
// the setup's own.
void checkStated(const BenchmarkJson &file, std::string_view path, int setupValue,
                 std::string_view what, std::vector<std::string> &errors)
{
    if (!file.has(path))
        return;
    const std::optional<int> stated = file.count(path, 1 << 20, errors);
    if (stated && *stated != setupValue)
        errors.push_back(std::string(path) + ": " + std::to_string(*stated) +
                         " differs from the setup's " + std::string(what) + " " +
                         std::to_string(setupValue));
}

std::string idOf(const Run &run, MeasuredMetric metric)
{
    const Measurement &m = run.base;
    const std::string batch = m.concurrency ? "c" + std::to_string(*m.concurrency) : "auto";
    return run.format + ":" + m.acceleratorId + ":" + m.modelId + ":" +
           std::string(nameOf(m.dataType)) + ":tp" + std::to_string(m.tensorParallel) + ":" +
           batch + ":" + std::to_string(m.inputTokens) + "-" + std::to_string(m.outputTokens) +
           ":" + std::string(nameOf(metric));
}

void readMetrics(const BenchmarkJson &file, std::initializer_list<MetricSource> sources, Run &run,
                 std::vector<std::string> &errors)
{
    std::string looked;
    bool anyPresent = false;
    for (const MetricSource &source : sources) {
        for (const Field &field : source.fields) {
            looked += (looked.empty() ? "" : ", ") + std::string(field.path);
            if (!file.has(field.path))
                continue;
            anyPresent = true;
            if (const std::optional<double> value = file.positive(field.path, errors)) {
                Measurement m = run.base;
                m.metric = field.reads.value_or(source.metric);
                m.value = *value * field.scale;
                m.quote = std::string(field.path) + ": " + file.shown(field.path);
                run.measurements.push_back(std::move(m));
            }
            break;
        }
    }
    if (!anyPresent)
        errors.push_back("no throughput or latency field; looked for " + looked);
}

MeasurementFile finish(Run &run, std::vector<std::string> errors)
{
    MeasurementFile file;
    file.errors = std::move(errors);
    if (!file.errors.empty())
        return file;
    for (Measurement &m : run.measurements) {
        // The run's tokens and concurrency were settled after the figures were read.
        m.inputTokens = run.base.inputTokens;
        m.outputTokens = run.base.outputTokens;
        m.concurrency = run.base.concurrency;
        m.engineVersion = run.base.engineVersion;
        m.id = idOf(run, m.metric);
        m.origin = MeasurementOrigin::Team;
    }
    file.measurements = std::move(run.measurements);
    return file;
}

} // namespace

// Keys as vllm-project/vllm writes them: vllm/benchmarks/serve.py @def9ce85ba10 (the
// `result` dict of benchmark() merged into result_json with max_concurrency and
// request_rate) and benchmarks/benchmark_serving.py @8668d7c05027 (the same keys).
MeasurementFile MeasurementFileReader::vllmServe(std::string_view text, const MeasuredSetup &setup)
{
    std::vector<std::string> errors;
    Run run = startRun(setup, "vllm-bench-serve",
                       "vLLM serving benchmark result (vllm bench serve --save-result)", errors);
    const std::optional<BenchmarkJson> file = BenchmarkJson::parse(text, errors);
    if (!file)
        return finish(run, std::move(errors));
    // Requests sent at a finite rate load the server below what it can take, and the
    // file does not say how many ran at once; only "inf" (all at once, bounded by
    // max_concurrency) is a run at a known load.
    if (file->has("request_rate") && file->text("request_rate") != "inf")
        errors.push_back("request_rate: " + file->shown("request_rate") +
                         " is a rate-limited run; only request_rate \"inf\" states its load");
    readConcurrency(*file, "max_concurrency", run, errors);
    if (!file->has("completed"))
        errors.push_back("completed: missing; tokens a request are the totals / completed");
    if (const std::optional<int> completed = file->count("completed", kMostRequests, errors)) {
        run.base.inputTokens =
            tokensPerRequest(*file, {{"total_input_tokens"}}, *completed, errors).value_or(0);
        run.base.outputTokens =
            tokensPerRequest(*file, {{"total_output_tokens"}}, *completed, errors).value_or(0);
    }
    // total_token_throughput is read only without output_throughput: it is the same run's
    // output rate plus its input rate, and two figures of one run would weigh it twice.
    readMetrics(*file,
                {{MeasuredMetric::OutputTokensPerSecond,
                  {{"output_throughput"},
                   {"total_token_throughput", 1.0, MeasuredMetric::TotalTokensPerSecond}}},
                 {MeasuredMetric::TimeToFirstTokenMs, {{"median_ttft_ms"}, {"mean_ttft_ms"}}},
                 {MeasuredMetric::TimePerOutputTokenMs, {{"median_tpot_ms"}, {"mean_tpot_ms"}}}},
                run, errors);
    return finish(run, std::move(errors));
}

// Keys as ray-project/llmperf writes them: token_benchmark_ray.py @f1d6bed47e45
// (metrics_summary() under "results"), flattened with "_" by LLMPerfResults.to_dict in
// src/llmperf/utils.py @0f255058ff7b; names from src/llmperf/common_metrics.py
// @1eac866f9177.
MeasurementFile MeasurementFileReader::llmPerfSummary(std::string_view text,
                                                      const MeasuredSetup &setup)
{
    std::vector<std::string> errors;
    Run run =
        startRun(setup, "llmperf", "LLMPerf token benchmark summary (*_summary.json)", errors);
    const std::optional<BenchmarkJson> file = BenchmarkJson::parse(text, errors);
    if (!file)
        return finish(run, std::move(errors));
    // LLMPerf always keeps this many requests in flight (default 1).
    if (!file->has("num_concurrent_requests"))
        errors.push_back("num_concurrent_requests: missing; LLMPerf's summary states it");
    readConcurrency(*file, "num_concurrent_requests", run, errors);
    if (file->has("results_num_completed_requests"))
        file->count("results_num_completed_requests", kMostRequests, errors);
    // The tokens the requests really had (results_number_*_tokens_mean, counted with
    // LLMPerf's Llama tokenizer) before the ones asked for (mean_*_tokens).
    run.base.inputTokens =
        tokensPerRequest(*file, {{"results_number_input_tokens_mean"}, {"mean_input_tokens"}}, 1.0,
                         errors)
            .value_or(0);
    run.base.outputTokens =
        tokensPerRequest(*file, {{"results_number_output_tokens_mean"}, {"mean_output_tokens"}},
                         1.0, errors)
            .value_or(0);
    // Its inter-token latency is a request's decode time over its output tokens, the
    // time per output token the estimator predicts.
    readMetrics(
        *file,
        {{MeasuredMetric::OutputTokensPerSecond, {{"results_mean_output_throughput_token_per_s"}}},
         {MeasuredMetric::TimeToFirstTokenMs,
          {{"results_ttft_s_quantiles_p50", kMsPerSecond}, {"results_ttft_s_mean", kMsPerSecond}}},
         {MeasuredMetric::TimePerOutputTokenMs,
          {{"results_inter_token_latency_s_quantiles_p50", kMsPerSecond},
           {"results_inter_token_latency_s_mean", kMsPerSecond}}}},
        run, errors);
    return finish(run, std::move(errors));
}

// Keys as NVIDIA/TensorRT-LLM writes them: ReportUtility.get_statistics_dict in
// tensorrt_llm/bench/dataclasses/reporting.py @2787769cae35, which
// tensorrt_llm/bench/benchmark/throughput.py @56851033051a passes to --report_json;
// percentile keys from PercentileStats in tensorrt_llm/bench/dataclasses/statistics.py
// @77d7fe1eb2d8.
MeasurementFile MeasurementFileReader::trtllmBenchReport(std::string_view text,
                                                         const MeasuredSetup &setup)
{
    std::vector<std::string> errors;
    Run run =
        startRun(setup, "trtllm-bench", "trtllm-bench throughput report (--report_json)", errors);
    const std::optional<BenchmarkJson> file = BenchmarkJson::parse(text, errors);
    if (!file)
        return finish(run, std::move(errors));
    checkStated(*file, "world_info.tp_size", setup.tensorParallel, "tensor parallel", errors);
    checkStated(*file, "world_info.pp_size", setup.pipelineParallel, "pipeline parallel", errors);
    checkStated(*file, "world_info.world_size", setup.accelerators, "accelerators", errors);
    if (run.base.engineVersion.empty())
        run.base.engineVersion = file->text("engine.version").value_or("");
    // The report does not record --concurrency: without the setup's, the run is taken as
    // the engine's own batch (up to world_info.max_batch_size), as the published
    // TensorRT-LLM figures are.
    run.base.inputTokens =
        tokensPerRequest(*file, {{"request_info.avg_input_length"}}, 1.0, errors).value_or(0);
    run.base.outputTokens =
        tokensPerRequest(*file, {{"request_info.avg_output_length"}}, 1.0, errors).value_or(0);
    // Latencies are only in a --streaming run's report, already in milliseconds.
    readMetrics(
        *file,
        {{MeasuredMetric::OutputTokensPerSecond, {{"performance.system_output_throughput_tok_s"}}},
         {MeasuredMetric::TimeToFirstTokenMs,
          {{"streaming_metrics.ttft_percentiles.p50"}, {"streaming_metrics.avg_ttft_ms"}}},
         {MeasuredMetric::TimePerOutputTokenMs,
          {{"streaming_metrics.tpot_percentiles.p50"}, {"streaming_metrics.avg_tpot_ms"}}}},
        run, errors);
    return finish(run, std::move(errors));
}

MeasurementFile MeasurementFileReader::measurementCsv(std::string_view name, std::string_view text)
{
    MeasurementFile file;
    // A team's own rows carry no licence: they are theirs.
    file.measurements = PerformanceTables::measurements(name, text, "", file.errors);
    if (file.measurements.empty() && file.errors.empty())
        file.errors.push_back(std::string(name) + ": no measurements");
    if (!file.errors.empty())
        file.measurements.clear();
    for (Measurement &m : file.measurements)
        m.origin = MeasurementOrigin::Team;
    return file;
}

} // namespace acceldecide::performance
