// `acceldecide-cli estimate`, run as a process: how each estimated throughput was worked
// out, as a table and as JSON, the calibration's held-out error, and usage errors.
#include "CliProcess.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace acceldecide::test {
namespace {

const std::string kServing = std::string(ACCELDECIDE_TEST_FIXTURES) + "/serving-estimates.json";

TEST(CliEstimate, TheTableNamesTheCalibrationAndTheNearestMeasurement)
{
    const ProcessResult result = runCli({"estimate", kServing});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("Throughput estimates"), std::string::npos);
    EXPECT_NE(result.out.find("h100-sxm on tensorrt-llm"), std::string::npos);
    EXPECT_NE(result.out.find("trainium2 on nxd-inference"), std::string::npos);
    EXPECT_NE(result.out.find("p5: nearest measurement h100-sxm, tensorrt-llm 1.0, Llama 3.3 70B "
                              "fp8, TP2, 1000/1000: 4,205.0 output_tokens_per_s measured"),
              std::string::npos)
        << result.out;
}

TEST(CliEstimate, JsonForOneOptionHoldsItsFiguresOnly)
{
    const ProcessResult result =
        runCli({"estimate", kServing, "--option", "trn2", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json document = nlohmann::json::parse(result.out);
    ASSERT_EQ(document.size(), 1u);
    const nlohmann::json &trn2 = document.at("trn2");
    EXPECT_EQ(trn2.at("kind"), "serving");
    EXPECT_TRUE(trn2.at("fits").get<bool>());
    // The latency target holds: 50 ms a token.
    EXPECT_LE(trn2.at("ms_per_output_token").get<double>(), 50.0);
    EXPECT_LE(trn2.at("band_low").get<double>(),
              trn2.at("tokens_per_sec_per_accelerator").get<double>());
    EXPECT_EQ(trn2.at("calibration").at("scope"), "trainium2 on nxd-inference");
}

TEST(CliEstimate, CalibrationReportsEveryShippedMeasurementHeldOut)
{
    const ProcessResult result = runCli({"estimate", "--calibration", "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json document = nlohmann::json::parse(result.out);
    EXPECT_EQ(document.at("unpredictable"), 0);
    EXPECT_EQ(document.at("measurements").size(), document.at("points").get<std::size_t>());
    EXPECT_LE(document.at("median_absolute_percent").get<double>(), 15.0);
}

// docs/calibration.md shows the table the shipped data gives, regenerated with
// `acceldecide-cli estimate --calibration` whenever a measurement or the model changes.
TEST(CliEstimate, TheDocumentedCalibrationIsTheShippedOne)
{
    std::ifstream file(std::string(ACCELDECIDE_SOURCE_DIR) + "/docs/calibration.md");
    std::stringstream buffer;
    buffer << file.rdbuf();
    const std::string text = buffer.str();
    const std::string begin = "<!-- calibration:begin -->\n";
    const auto from = text.find(begin);
    const auto to = text.find("<!-- calibration:end -->");
    ASSERT_NE(from, std::string::npos);
    ASSERT_NE(to, std::string::npos);
    const ProcessResult result = runCli({"estimate", "--calibration"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(text.substr(from + begin.size(), to - from - begin.size()), result.out)
        << "regenerate docs/calibration.md with: acceldecide-cli estimate --calibration";
}

TEST(CliEstimate, UsageErrorsSayWhatIsWrong)
{
    const ProcessResult unknown = runCli({"estimate", kServing, "--option", "tpu"});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("no option \"tpu\" in the scenario"), std::string::npos)
        << unknown.err;
    const ProcessResult both = runCli({"estimate", kServing, "--calibration"});
    EXPECT_EQ(both.exitCode, 2);
    const ProcessResult none = runCli({"estimate"});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_NE(none.err.find("missing FILE.json"), std::string::npos) << none.err;
}

TEST(CliEstimate, AnUnknownModelIsAnInputErrorNamingTheField)
{
    const std::string scenario = R"({"format": "acceldecide.scenario", "version": 1,
      "name": "bad", "horizon_months": 12,
      "workload": {"kind": "inference", "model_params_billion": 8,
                   "tokens_per_day_billion": 1, "utilization_percent": 50},
      "baseline": "a",
      "options": [{"id": "a", "label": "A", "stack": "cuda", "instance_type": "p5.48xlarge",
        "accelerators_per_instance": 8, "instance_hourly_usd": 55.04,
        "purchase": {"model": "on_demand"},
        "throughput": {"estimate": {"model": "llama-9", "accelerator": "h100-sxm",
                                    "output_tokens": 100}}}]})";
    const ProcessResult result = runCli({"estimate", "-"}, scenario);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("options[0].throughput.estimate.model: unknown model \"llama-9\""),
              std::string::npos)
        << result.err;
}

} // namespace
} // namespace acceldecide::test
