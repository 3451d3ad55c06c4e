// A team's own benchmark result files read into measurements: one realistic file per
// tool (tests/core/fixtures/measurement-files/good, the tools' real keys with made-up
// values) with every measurement worked out by hand, and the refused files (bad/) each
// with its exact error list.

#include "core/performance/MeasurementFileReader.h"
#include "TestFiles.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace acceldecide::performance;

namespace {

const fs::path kFiles = fs::path(ACCELDECIDE_TEST_FIXTURES) / "measurement-files";

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty())
            result.push_back(line);
    }
    return result;
}

// Four H100s serving Llama 3.1 70B in FP8 at tensor parallel 4: what the team states
// beside the file.
MeasuredSetup fourH100s(std::string engine)
{
    MeasuredSetup setup;
    setup.acceleratorId = "h100-sxm";
    setup.instanceType = "p5.48xlarge";
    setup.accelerators = 4;
    setup.engine = std::move(engine);
    setup.modelId = "llama-3.1-70b";
    setup.dataType = DataType::Fp8;
    setup.tensorParallel = 4;
    setup.measuredDate = "2026-11-20";
    setup.source = "https://wiki.example.com/bench/42";
    return setup;
}

const Measurement *find(const MeasurementFile &file, MeasuredMetric metric)
{
    const auto found = std::find_if(file.measurements.begin(), file.measurements.end(),
                                    [&](const Measurement &m) { return m.metric == metric; });
    return found != file.measurements.end() ? &*found : nullptr;
}

MeasurementFile readBad(const std::string &name)
{
    const std::string text = acceldecide::test::readTextFile(kFiles / "bad" / name);
    const std::string format = name.substr(0, name.find("--"));
    if (format == "vllm")
        return MeasurementFileReader::vllmServe(text, fourH100s("vllm"));
    if (format == "llmperf")
        return MeasurementFileReader::llmPerfSummary(text, fourH100s("vllm"));
    if (format == "trtllm")
        return MeasurementFileReader::trtllmBenchReport(text, fourH100s("tensorrt-llm"));
    return MeasurementFileReader::measurementCsv(name, text);
}

std::vector<std::string> badFiles()
{
    std::vector<std::string> names;
    for (const auto &entry : fs::directory_iterator(kFiles / "bad")) {
        if (entry.path().extension() != ".expected")
            names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace

TEST(MeasurementFileReaderTest, VllmServeGivesThroughputAndMedianLatencies)
{
    const MeasurementFile file = MeasurementFileReader::vllmServe(
        acceldecide::test::readTextFile(kFiles / "good" / "vllm-serve.json"), fourH100s("vllm"));
    ASSERT_TRUE(file.ok()) << ::testing::PrintToString(file.errors);
    // output_throughput, median_ttft_ms, median_tpot_ms: total_token_throughput is the same
    // run and is not read beside output_throughput.
    ASSERT_EQ(file.measurements.size(), 3u);
    const Measurement *rate = find(file, MeasuredMetric::OutputTokensPerSecond);
    ASSERT_NE(rate, nullptr);
    EXPECT_EQ(rate->value, 400.0);
    // 128,000 input tokens over 128 completed requests = 1,000 a request; 25,600 output
    // tokens over 128 = 200.
    EXPECT_EQ(rate->inputTokens, 1000);
    EXPECT_EQ(rate->outputTokens, 200);
    EXPECT_EQ(rate->concurrency, 32); // max_concurrency
    EXPECT_EQ(rate->id, "vllm-bench-serve:h100-sxm:llama-3.1-70b:fp8:tp4:c32:1000-200:"
                        "output_tokens_per_s");
    EXPECT_EQ(rate->quote, "output_throughput: 400.0");
    EXPECT_EQ(rate->accelerators, 4);
    EXPECT_EQ(rate->sourceUrl, "https://wiki.example.com/bench/42");
    EXPECT_EQ(rate->measuredDate, "2026-11-20");
    // The medians (240.25, 77.75), not the means (250.5, 78.5).
    ASSERT_NE(find(file, MeasuredMetric::TimeToFirstTokenMs), nullptr);
    EXPECT_EQ(find(file, MeasuredMetric::TimeToFirstTokenMs)->value, 240.25);
    ASSERT_NE(find(file, MeasuredMetric::TimePerOutputTokenMs), nullptr);
    EXPECT_EQ(find(file, MeasuredMetric::TimePerOutputTokenMs)->value, 77.75);
    EXPECT_EQ(find(file, MeasuredMetric::TimePerOutputTokenMs)->concurrency, 32);
}

TEST(MeasurementFileReaderTest, VllmServeFallsBackToMeansAndTotalThroughput)
{
    const std::string text = R"({"request_rate": "inf", "max_concurrency": null,
        "completed": 10, "total_input_tokens": 5004, "total_output_tokens": 1000,
        "total_token_throughput": 1200.5, "mean_ttft_ms": 95.5})";
    const MeasurementFile file = MeasurementFileReader::vllmServe(text, fourH100s("vllm"));
    ASSERT_TRUE(file.ok()) << ::testing::PrintToString(file.errors);
    ASSERT_EQ(file.measurements.size(), 2u);
    ASSERT_NE(find(file, MeasuredMetric::TotalTokensPerSecond), nullptr);
    EXPECT_EQ(find(file, MeasuredMetric::TotalTokensPerSecond)->value, 1200.5);
    EXPECT_EQ(find(file, MeasuredMetric::TimeToFirstTokenMs)->value, 95.5);
    // 5,004 / 10 = 500.4 rounds to 500 whole tokens; no max_concurrency = engine's batch.
    EXPECT_EQ(file.measurements[0].inputTokens, 500);
    EXPECT_EQ(file.measurements[0].concurrency, std::nullopt);
}

TEST(MeasurementFileReaderTest, LlmPerfSummaryConvertsSecondsToMilliseconds)
{
    const MeasurementFile file = MeasurementFileReader::llmPerfSummary(
        acceldecide::test::readTextFile(kFiles / "good" / "llmperf-summary.json"),
        fourH100s("vllm"));
    ASSERT_TRUE(file.ok()) << ::testing::PrintToString(file.errors);
    ASSERT_EQ(file.measurements.size(), 3u);
    const Measurement *rate = find(file, MeasuredMetric::OutputTokensPerSecond);
    ASSERT_NE(rate, nullptr);
    EXPECT_EQ(rate->value, 350.5);    // results_mean_output_throughput_token_per_s
    EXPECT_EQ(rate->concurrency, 16); // num_concurrent_requests
    // The measured means (1,003.4 and 198.6 tokens) rounded, not the requested 1,000/200.
    EXPECT_EQ(rate->inputTokens, 1003);
    EXPECT_EQ(rate->outputTokens, 199);
    // p50s: 0.3125 s = 312.5 ms to the first token; 0.0415 s = 41.5 ms a token.
    EXPECT_DOUBLE_EQ(find(file, MeasuredMetric::TimeToFirstTokenMs)->value, 312.5);
    EXPECT_DOUBLE_EQ(find(file, MeasuredMetric::TimePerOutputTokenMs)->value, 41.5);
    EXPECT_EQ(find(file, MeasuredMetric::TimeToFirstTokenMs)->quote,
              "results_ttft_s_quantiles_p50: 0.3125");
}

TEST(MeasurementFileReaderTest, TrtllmBenchReportReadsThroughputAndStreamingLatencies)
{
    MeasuredSetup setup = fourH100s("tensorrt-llm");
    setup.engineVersion.clear();
    const MeasurementFile file = MeasurementFileReader::trtllmBenchReport(
        acceldecide::test::readTextFile(kFiles / "good" / "trtllm-report.json"), setup);
    ASSERT_TRUE(file.ok()) << ::testing::PrintToString(file.errors);
    ASSERT_EQ(file.measurements.size(), 3u);
    const Measurement *rate = find(file, MeasuredMetric::OutputTokensPerSecond);
    ASSERT_NE(rate, nullptr);
    EXPECT_EQ(rate->value, 8500.0); // system_output_throughput_tok_s, over the 4 GPUs
    EXPECT_EQ(rate->inputTokens, 1000);
    EXPECT_EQ(rate->outputTokens, 1000);
    EXPECT_EQ(rate->engineVersion, "1.0.0");    // engine.version, the setup gave none
    EXPECT_EQ(rate->concurrency, std::nullopt); // the report does not record --concurrency
    EXPECT_EQ(find(file, MeasuredMetric::TimeToFirstTokenMs)->value, 1850.75);
    EXPECT_EQ(find(file, MeasuredMetric::TimePerOutputTokenMs)->value, 158.5);
}

TEST(MeasurementFileReaderTest, TrtllmBenchReportTakesTheSetupsConcurrency)
{
    MeasuredSetup setup = fourH100s("tensorrt-llm");
    setup.concurrency = 256;
    const MeasurementFile file = MeasurementFileReader::trtllmBenchReport(
        acceldecide::test::readTextFile(kFiles / "good" / "trtllm-report.json"), setup);
    ASSERT_TRUE(file.ok()) << ::testing::PrintToString(file.errors);
    EXPECT_EQ(file.measurements[0].concurrency, 256);
}

TEST(MeasurementFileReaderTest, ConcurrencyTheFileStatesMustBeTheSetups)
{
    MeasuredSetup setup = fourH100s("vllm");
    setup.concurrency = 64;
    const MeasurementFile file = MeasurementFileReader::vllmServe(
        acceldecide::test::readTextFile(kFiles / "good" / "vllm-serve.json"), setup);
    EXPECT_EQ(file.errors, std::vector<std::string>{
                               "max_concurrency: 32 differs from the setup's concurrency 64"});
    EXPECT_TRUE(file.measurements.empty());
}

TEST(MeasurementFileReaderTest, SetupWithoutAcceleratorIsRefused)
{
    MeasuredSetup setup = fourH100s("vllm");
    setup.acceleratorId.clear();
    const MeasurementFile file = MeasurementFileReader::vllmServe(
        acceldecide::test::readTextFile(kFiles / "good" / "vllm-serve.json"), setup);
    EXPECT_EQ(file.errors, std::vector<std::string>{"setup: every measurement needs its "
                                                    "accelerator, model, engine and source"});
    EXPECT_TRUE(file.measurements.empty());
}

TEST(MeasurementFileReaderTest, CsvIsReadAsTheShippedMeasurementTables)
{
    const MeasurementFile file = MeasurementFileReader::measurementCsv(
        "measurements.csv", acceldecide::test::readTextFile(kFiles / "good" / "measurements.csv"));
    ASSERT_TRUE(file.ok()) << ::testing::PrintToString(file.errors);
    ASSERT_EQ(file.measurements.size(), 1u);
    const Measurement &m = file.measurements[0];
    EXPECT_EQ(m.metric, MeasuredMetric::OutputTokensPerSecond);
    EXPECT_EQ(m.value, 4100.5);
    EXPECT_EQ(m.concurrency, 64);
    EXPECT_EQ(m.tensorParallel, 2);
    EXPECT_EQ(m.dataType, DataType::Fp8);
    EXPECT_EQ(m.engine, "vllm");
}

class MeasurementFileReaderBadFile : public ::testing::TestWithParam<std::string>
{};

TEST_P(MeasurementFileReaderBadFile, IsRefusedNamingTheFieldAndValue)
{
    const fs::path expected = kFiles / "bad" / (fs::path(GetParam()).stem().string() + ".expected");
    ASSERT_TRUE(fs::exists(expected)) << expected << " is missing";
    const MeasurementFile file = readBad(GetParam());
    EXPECT_FALSE(file.ok());
    EXPECT_TRUE(file.measurements.empty());
    EXPECT_EQ(file.errors, lines(acceldecide::test::readTextFile(expected)));
}

INSTANTIATE_TEST_SUITE_P(Fixtures, MeasurementFileReaderBadFile, ::testing::ValuesIn(badFiles()),
                         [](const auto &info) {
                             std::string name = fs::path(info.param).stem().string();
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(MeasurementFileReaderBadFiles, CoverEveryFormat)
{
    EXPECT_GE(badFiles().size(), 14u);
}
