// `acceldecide-cli catalog import --format vllm-bench|trtllm-bench|llmperf|benchmarks-csv`, run
// as a process against a catalog in a temporary directory: its report, its exit codes, the
// flags it needs, `catalog list measurements`, and `evaluate --database` calibrating the
// throughput estimate on the team's own measurement.
#include "CliProcess.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

std::string measurementFile(const std::string &name)
{
    return std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/core/fixtures/measurement-files/" + name;
}

std::string scenario(const std::string &name)
{
    return std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + name;
}

class CliMeasurementImport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (fs::temp_directory_path() / "acceldecide-cli-measurements-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string database() const { return (m_dir / "catalog.sqlite").string(); }

    // trtllm-bench's report of four H100s serving Llama 3.1 70B in FP8 at TP4.
    ProcessResult importTrtllm(std::vector<std::string> extra = {}) const
    {
        std::vector<std::string> arguments = {"catalog",
                                              "import",
                                              "--format",
                                              "trtllm-bench",
                                              measurementFile("good/trtllm-report.json"),
                                              "--accelerator",
                                              "h100-sxm",
                                              "--engine",
                                              "tensorrt-llm",
                                              "--model",
                                              "llama-3.1-70b",
                                              "--dtype",
                                              "fp8",
                                              "--tp",
                                              "4",
                                              "--instance-type",
                                              "p5.48xlarge",
                                              "--database",
                                              database()};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        return runCli(arguments);
    }

    fs::path m_dir;
};

TEST_F(CliMeasurementImport, ImportsAToolsFileReportsItAndAddsNothingTheSecondTime)
{
    const ProcessResult first = importTrtllm();
    ASSERT_EQ(first.exitCode, 0) << first.err;
    EXPECT_NE(first.out.find("rows read:       3"), std::string::npos) << first.out;
    EXPECT_NE(first.out.find("rows imported:   3"), std::string::npos) << first.out;
    EXPECT_NE(first.out.find("already present: 0"), std::string::npos) << first.out;

    const ProcessResult again = importTrtllm();
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(again.out.find("rows imported:   0"), std::string::npos) << again.out;
    EXPECT_NE(again.out.find("already present: 3"), std::string::npos) << again.out;
    EXPECT_NE(again.out.find("imported before"), std::string::npos) << again.out;

    const ProcessResult listed =
        runCli({"catalog", "list", "measurements", "--database", database()});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    const nlohmann::json rows = nlohmann::json::parse(listed.out).at("rows");
    ASSERT_TRUE(rows.is_array()) << listed.out;
    ASSERT_EQ(rows.size(), 3u) << listed.out;
    for (const nlohmann::json &row : rows) {
        EXPECT_EQ(row.at("accelerator_id"), "h100-sxm");
        EXPECT_EQ(row.at("engine"), "tensorrt-llm");
        EXPECT_EQ(row.at("engine_version"), "1.0.0"); // the report's, none given
        EXPECT_EQ(row.at("file_name"), "trtllm-report.json");
        EXPECT_EQ(row.at("tensor_parallel"), 4);
        EXPECT_EQ(row.at("accelerators"), 4); // tp x pp
    }
}

TEST_F(CliMeasurementImport, EveryFormatImports)
{
    const std::vector<std::vector<std::string>> imports = {
        {"--format", "vllm-bench", measurementFile("good/vllm-serve.json"), "--accelerator",
         "h100-sxm", "--engine", "vllm", "--model", "llama-3.1-70b", "--dtype", "fp8", "--tp", "4",
         "--date", "2026-11-20", "--source", "https://wiki.example.com/bench/42"},
        {"--format=llmperf", measurementFile("good/llmperf-summary.json"), "--accelerator",
         "h100-sxm", "--engine", "vllm", "--model", "llama-3.1-70b", "--tp", "4"},
        {"--format", "benchmarks-csv", measurementFile("good/measurements.csv")},
    };
    for (const std::vector<std::string> &flags : imports) {
        std::vector<std::string> arguments = {"catalog", "import"};
        arguments.insert(arguments.end(), flags.begin(), flags.end());
        arguments.insert(arguments.end(), {"--database", database()});
        const ProcessResult result = runCli(arguments);
        SCOPED_TRACE(flags[1]);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        EXPECT_NE(result.out.find("rows imported:"), std::string::npos) << result.out;
    }
    const ProcessResult listed =
        runCli({"catalog", "list", "measurements", "--format", "table", "--database", database()});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_NE(listed.out.find("wiki.example.com/bench/42"), std::string::npos) << listed.out;
    EXPECT_NE(listed.out.find("llmperf-summary.json"), std::string::npos) << listed.out;
}

// Usage problems exit 2 naming the flag, and open no catalog.
TEST_F(CliMeasurementImport, MissingOrBadFlagsAreUsageErrorsNamingTheFlag)
{
    const std::string file = measurementFile("good/vllm-serve.json");
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--format", "vllm-bench", file, "--engine", "vllm", "--model", "llama-3.1-70b"},
         "--accelerator is required with --format vllm-bench"},
        {{"--format", "vllm-bench", file, "--accelerator", "h100-sxm", "--model", "llama-3.1-70b"},
         "--engine is required"},
        {{"--format", "vllm-bench", file, "--accelerator", "h100-sxm", "--engine", "vllm"},
         "--model is required"},
        {{"--format", "vllm-bench", file, "--accelerator", "h100", "--engine", "vllm", "--model",
          "llama-3.1-70b"},
         "--accelerator: \"h100\" is not an accelerator the performance catalog knows"},
        {{"--format", "vllm-bench", file, "--accelerator", "h100-sxm", "--engine", "vllm",
          "--model", "llama-3.1-70b", "--tp", "0"},
         "--tp: must be a whole number from 1 to 65536, got \"0\""},
        {{"--format", "vllm-bench", file, "--accelerator", "h100-sxm", "--engine", "vllm",
          "--model", "llama-3.1-70b", "--dtype", "int8"},
         "--dtype: must be bf16, fp8, fp16, fp4 or fp32, got \"int8\""},
        {{"--format", "vllm-bench", file, "--accelerator", "h100-sxm", "--engine", "vllm",
          "--model", "llama-3.1-70b", "--date", "20/11/2026"},
         "--date: must be a date YYYY-MM-DD, got \"20/11/2026\""},
        {{"--format", "vllm-bench", "--accelerator", "h100-sxm", "--engine", "vllm", "--model",
          "llama-3.1-70b"},
         "catalog import: missing FILE"},
        {{"--format", "benchmarks-csv", measurementFile("good/measurements.csv"), "--tp", "2"},
         "--tp: benchmarks-csv states its setup row by row"},
        {{"--format", "vllm-bench", file, "--region", "us-east-1"}, "unknown option"},
    };
    for (const auto &[flags, message] : cases) {
        std::vector<std::string> arguments = {"catalog", "import"};
        arguments.insert(arguments.end(), flags.begin(), flags.end());
        arguments.insert(arguments.end(), {"--database", database()});
        const ProcessResult result = runCli(arguments);
        SCOPED_TRACE(message);
        EXPECT_EQ(result.exitCode, 2) << result.out;
        EXPECT_NE(result.err.find(message), std::string::npos) << result.err;
        EXPECT_FALSE(fs::exists(database()));
    }
}

TEST_F(CliMeasurementImport, HelpListsTheFormatsAndTheSetupFlags)
{
    const ProcessResult help = runCli({"catalog", "import", "--format", "vllm-bench", "--help"});
    ASSERT_EQ(help.exitCode, 0) << help.err;
    for (const char *text : {"vllm-bench", "trtllm-bench", "llmperf", "benchmarks-csv",
                             "--accelerator ID", "--model ID", "--tp N", "--date YYYY-MM-DD"})
        EXPECT_NE(help.out.find(text), std::string::npos) << text;
}

// A refused file or setup exits 2, lists every problem, and writes nothing.
TEST_F(CliMeasurementImport, ARefusedFileOrModelWritesNothing)
{
    ProcessResult refused = runCli({"catalog", "import", "--format", "vllm-bench",
                                    measurementFile("bad/vllm--negative-ttft.json"),
                                    "--accelerator", "h100-sxm", "--engine", "vllm", "--model",
                                    "llama-3.1-70b", "--tp", "4", "--database", database()});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("error: vllm--negative-ttft.json: median_ttft_ms: -3 must be "
                               "positive"),
              std::string::npos)
        << refused.err;
    EXPECT_NE(refused.err.find("Nothing was imported."), std::string::npos) << refused.err;

    refused =
        runCli({"catalog", "import", "--format", "vllm-bench",
                measurementFile("good/vllm-serve.json"), "--accelerator", "h100-sxm", "--engine",
                "vllm", "--model", "no-such-model", "--tp", "4", "--database", database()});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("error: --model: \"no-such-model\" is not a model in the "
                               "catalog's models table"),
              std::string::npos)
        << refused.err;

    const ProcessResult listed =
        runCli({"catalog", "list", "measurements", "--database", database()});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_EQ(nlohmann::json::parse(listed.out).at("rows").size(), 0u) << listed.out;
}

// evaluate and estimate with --database calibrate the estimate on the catalog's team
// measurements: the H100 option's estimate (TensorRT-LLM) counts the team's own points.
TEST_F(CliMeasurementImport, EvaluateWithTheDatabaseCalibratesOnTheTeamsMeasurements)
{
    const std::string file = scenario("llama33-70b-serving-estimated.json");
    const auto teamPoints = [&](const ProcessResult &result) {
        const nlohmann::json document = nlohmann::json::parse(result.out);
        for (const nlohmann::json &option : document.at("options")) {
            if (option.at("id") == "p5")
                return option.at("throughput_estimate")
                    .at("calibration")
                    .at("team_points")
                    .get<int>();
        }
        ADD_FAILURE() << "no option p5";
        return -1;
    };
    const ProcessResult before =
        runCli({"evaluate", file, "--format", "json", "--database", database()});
    ASSERT_EQ(before.exitCode, 0) << before.err;
    EXPECT_EQ(teamPoints(before), 0);

    const ProcessResult imported = importTrtllm();
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    const ProcessResult after =
        runCli({"evaluate", file, "--format", "json", "--database", database()});
    ASSERT_EQ(after.exitCode, 0) << after.err;
    EXPECT_GT(teamPoints(after), 0) << after.out.substr(0, 2000);

    const ProcessResult estimate =
        runCli({"estimate", file, "--option", "p5", "--format", "json", "--database", database()});
    ASSERT_EQ(estimate.exitCode, 0) << estimate.err;
    const nlohmann::json p5 = nlohmann::json::parse(estimate.out).at("p5");
    EXPECT_GT(p5.at("calibration").at("team_points").get<int>(), 0) << estimate.out;
    EXPECT_NE(p5.at("calibration").at("scope").get<std::string>().find("team"), std::string::npos)
        << estimate.out;

    // Without the catalog the built-in calibration, as before.
    const ProcessResult builtIn = runCli({"evaluate", file, "--format", "json"});
    ASSERT_EQ(builtIn.exitCode, 0) << builtIn.err;
    EXPECT_EQ(teamPoints(builtIn), 0);
}

} // namespace
// The calibration's held-out table with --database holds the team's own rows too, each
// predicted without itself and named as theirs; without it, only the shipped ones.
TEST_F(CliMeasurementImport, TheCalibrationTableWithTheDatabaseHoldsTheTeamsRows)
{
    ASSERT_EQ(importTrtllm().exitCode, 0);
    const ProcessResult withTeam = runCli({"estimate", "--calibration", "--database", database()});
    ASSERT_EQ(withTeam.exitCode, 0) << withTeam.err;
    EXPECT_NE(withTeam.out.find("126 measurements predicted"), std::string::npos)
        << withTeam.out.substr(0, 200);
    EXPECT_NE(withTeam.out.find("| the team's own |"), std::string::npos);
    const ProcessResult shipped = runCli({"estimate", "--calibration"});
    ASSERT_EQ(shipped.exitCode, 0) << shipped.err;
    EXPECT_NE(shipped.out.find("123 measurements predicted"), std::string::npos);
    EXPECT_EQ(shipped.out.find("the team's own"), std::string::npos);
}

} // namespace acceldecide::test
