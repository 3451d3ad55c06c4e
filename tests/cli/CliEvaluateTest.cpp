// End-to-end tests of acceldecide-cli run as a separate process: outputs, exit codes
// and messages, exactly as a script calling the CLI would see them.
#include "CliProcess.h"

#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::string scenarioPath(const std::string &name)
{
    return std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + name;
}

std::string fixturePath(const std::string &name)
{
    return std::string(ACCELDECIDE_TEST_FIXTURES) + "/" + name;
}

std::string readFile(const std::string &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream stream(text);
    for (std::string line; std::getline(stream, line);)
        out.push_back(line);
    return out;
}

const std::string kSeed004 = "seed004-trn3-vs-h200-inference.json";
const std::string kWithUncertainty = "seed001-decision-matrix-uncertainty.json";

void expectKeys(const json &object, std::initializer_list<const char *> keys,
                const std::string &where)
{
    ASSERT_TRUE(object.is_object()) << where;
    for (const char *key : keys)
        EXPECT_TRUE(object.contains(key)) << where << " lacks \"" << key << "\"";
}

// The field names the CLI contract fixes.
void expectContractShape(const json &doc)
{
    expectKeys(doc, {"scenario", "options", "break_even", "matrix", "recommendation"}, "top");
    ASSERT_TRUE(doc["options"].is_array());
    ASSERT_FALSE(doc["options"].empty());
    for (const json &option : doc["options"]) {
        expectKeys(option,
                   {"id",
                    "label",
                    "accelerator_hourly_usd",
                    "effective_hourly_usd",
                    "tokens_per_sec_per_accelerator",
                    "implied_mfu_percent",
                    "accelerator_hours_per_run",
                    "cost_per_run_usd",
                    "wall_clock_hours_per_run",
                    "cost_per_million_tokens_usd",
                    "one_time_usd",
                    "monthly_compute_usd",
                    "port_months",
                    "monthly_usd",
                    "cumulative_usd",
                    "tco_usd",
                    "commitment_beyond_horizon_usd",
                    "warnings",
                    "cash_flow",
                    "npv_usd"},
                   "option");
        expectKeys(option["cash_flow"],
                   {"monthly_usd", "cumulative_usd", "total_usd", "owed_after_horizon_usd",
                    "upfront_payments", "discount_rate_percent", "npv_with_owed_usd"},
                   "cash_flow");
        EXPECT_EQ(option["cash_flow"]["monthly_usd"].size(), option["monthly_usd"].size());
        EXPECT_TRUE(option["monthly_usd"].is_array());
        EXPECT_EQ(option["monthly_usd"].size(), option["cumulative_usd"].size());
        for (const json &warning : option["warnings"])
            expectKeys(warning, {"code", "message"}, "warning");
    }
    ASSERT_TRUE(doc["break_even"].is_array());
    EXPECT_EQ(doc["break_even"].size(), doc["options"].size() - 1);
    for (const json &entry : doc["break_even"])
        expectKeys(entry,
                   {"option", "baseline", "reached", "tokens_billion", "runs", "days", "month"},
                   "break_even");
    if (!doc["matrix"].is_null()) {
        expectKeys(doc["matrix"], {"totals", "winner", "flip", "incomplete"}, "matrix");
        EXPECT_TRUE(doc["matrix"]["totals"].is_object());
    }
    expectKeys(doc["recommendation"], {"option", "conflict", "summary", "matrix_winner", "slots"},
               "recommendation");
}

TEST(CliEvaluate, EveryExampleScenarioEvaluatesToTheContractShape)
{
    int count = 0;
    for (const auto &entry : fs::directory_iterator(ACCELDECIDE_SCENARIOS_DIR)) {
        if (entry.path().extension() != ".json")
            continue;
        ++count;
        SCOPED_TRACE(entry.path().string());
        const ProcessResult result = runCli({"evaluate", entry.path().string()});
        ASSERT_EQ(result.exitCode, 0) << result.err;
        EXPECT_TRUE(result.err.empty()) << result.err;
        const json doc = json::parse(result.out);
        expectContractShape(doc);
        EXPECT_FALSE(doc.contains("sensitivity"));
        EXPECT_FALSE(doc.contains("monte_carlo"));
    }
    EXPECT_GE(count, 5);
}

// Cash flow in the JSON: at the default 0 % the NPV is the cash total; at 8 % less; cash
// plus what is owed after the horizon is the accrued total.
TEST(CliEvaluate, CashFlowAndNpvFollowTheDiscountRate)
{
    json scenario = json::parse(readFile(scenarioPath(kSeed004)));
    const ProcessResult plain = runCli({"evaluate", "-"}, scenario.dump());
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    // The parsed document is named: a range-for over a temporary's member would read it
    // after it is destroyed.
    const json plainDoc = json::parse(plain.out);
    for (const json &option : plainDoc["options"]) {
        const json &cash = option["cash_flow"];
        EXPECT_NEAR(option["npv_usd"].get<double>(), cash["total_usd"].get<double>(), 0.005);
        EXPECT_NEAR(cash["total_usd"].get<double>() + cash["owed_after_horizon_usd"].get<double>(),
                    option["total_usd"].get<double>(), 0.005);
        EXPECT_EQ(cash["discount_rate_percent"], 0.0);
    }
    scenario["discount_rate_percent"] = 8;
    const ProcessResult discounted = runCli({"evaluate", "-"}, scenario.dump());
    ASSERT_EQ(discounted.exitCode, 0) << discounted.err;
    const json discountedDoc = json::parse(discounted.out);
    for (const json &option : discountedDoc["options"]) {
        EXPECT_LT(option["npv_usd"].get<double>(), option["cash_flow"]["total_usd"].get<double>());
        EXPECT_EQ(option["cash_flow"]["discount_rate_percent"], 8.0);
    }
    scenario["discount_rate_percent"] = -1;
    const ProcessResult refused = runCli({"evaluate", "-"}, scenario.dump());
    EXPECT_NE(refused.exitCode, 0);
    EXPECT_NE(refused.err.find("discount_rate_percent"), std::string::npos) << refused.err;
}

TEST(CliEvaluate, JsonIsIndentedByTwoSpaces)
{
    const ProcessResult result = runCli({"evaluate", scenarioPath(kSeed004)});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(result.out.rfind("{\n  \"", 0), 0u) << result.out.substr(0, 40);
}

TEST(CliEvaluate, NullsAreJsonNull)
{
    const ProcessResult result = runCli({"evaluate", scenarioPath(kSeed004)});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const json doc = json::parse(result.out);
    // Inference has no per-run figures; no matrix in this scenario.
    EXPECT_TRUE(doc["options"][0]["cost_per_run_usd"].is_null());
    EXPECT_TRUE(doc["matrix"].is_null());
    EXPECT_TRUE(doc["options"][0]["cost_per_million_tokens_usd"].is_number());
}

TEST(CliEvaluate, TableFormatIsForHumans)
{
    const ProcessResult result = runCli({"evaluate", scenarioPath(kSeed004), "--format", "table"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(result.err.empty());
    EXPECT_TRUE(std::regex_search(result.out, std::regex(R"(\$\d{1,3}(,\d{3})+\.\d{2})")))
        << "no money with thousands separators:\n"
        << result.out;
    EXPECT_NE(result.out.find("$36,000.00"), std::string::npos) << result.out; // one-time
    EXPECT_NE(result.out.find("$0.2778"), std::string::npos) << result.out;    // trn3 CPM
    EXPECT_NE(result.out.find("—"), std::string::npos);                        // a null
    EXPECT_NE(result.out.find("not reached"), std::string::npos);              // h200-od vs spot
    EXPECT_NE(result.out.find("Cash flow (NPV at 0 % a year)"), std::string::npos) << result.out;
    EXPECT_EQ(result.out.find('{'), std::string::npos) << "table output must not be JSON";
}

TEST(CliEvaluate, TableShowsMatrixSensitivityAndMonteCarloWhenPresent)
{
    const ProcessResult result =
        runCli({"evaluate", scenarioPath(kWithUncertainty), "--format=table", "--sensitivity",
                "--monte-carlo", "2000"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    for (const char *section : {"Decision matrix", "Winner:", "Flip:", "Recommendation",
                                "Sensitivity", "Monte Carlo", "P(cheaper)", "2,000 samples"})
        EXPECT_NE(result.out.find(section), std::string::npos) << section << "\n" << result.out;
}

TEST(CliEvaluate, StdinDashGivesTheSameOutputAsTheFile)
{
    const ProcessResult fromFile = runCli({"evaluate", scenarioPath(kSeed004)});
    const ProcessResult fromStdin = runCli({"evaluate", "-"}, readFile(scenarioPath(kSeed004)));
    ASSERT_EQ(fromStdin.exitCode, 0) << fromStdin.err;
    EXPECT_EQ(fromStdin.out, fromFile.out);
}

TEST(CliEvaluate, SensitivityOnlyWhenAsked)
{
    const ProcessResult plain = runCli({"evaluate", scenarioPath(kWithUncertainty)});
    const ProcessResult asked =
        runCli({"evaluate", scenarioPath(kWithUncertainty), "--sensitivity"});
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    ASSERT_EQ(asked.exitCode, 0) << asked.err;
    EXPECT_FALSE(json::parse(plain.out).contains("sensitivity"));
    const json doc = json::parse(asked.out);
    ASSERT_TRUE(doc.contains("sensitivity"));
    EXPECT_FALSE(doc.contains("monte_carlo"));
    ASSERT_TRUE(doc["sensitivity"].is_array());
    ASSERT_FALSE(doc["sensitivity"].empty());
    for (const json &entry : doc["sensitivity"]) {
        expectKeys(entry,
                   {"parameter", "base_value", "low_value", "high_value", "from_uncertainty",
                    "swing", "options"},
                   "sensitivity");
        EXPECT_TRUE(entry["options"].contains("trn3")) << entry.dump();
    }
}

TEST(CliEvaluate, MonteCarloWithSeedIsDeterministic)
{
    const std::vector<std::string> arguments{
        "evaluate", scenarioPath(kWithUncertainty), "--monte-carlo", "5000", "--seed", "42"};
    const ProcessResult first = runCli(arguments);
    const ProcessResult second = runCli(arguments);
    ASSERT_EQ(first.exitCode, 0) << first.err;
    EXPECT_EQ(first.out, second.out);

    const json doc = json::parse(first.out);
    ASSERT_TRUE(doc.contains("monte_carlo"));
    EXPECT_FALSE(doc.contains("sensitivity"));
    const json &mc = doc["monte_carlo"];
    EXPECT_EQ(mc["samples"], 5000);
    EXPECT_EQ(mc["seed"], 42);
    ASSERT_TRUE(mc["options"].contains("trn3"));
    expectKeys(mc["options"]["trn3"],
               {"probability_cheaper", "saving_p10", "saving_p50", "saving_p90"},
               "monte_carlo option");
    const double p = mc["options"]["trn3"]["probability_cheaper"];
    EXPECT_GE(p, 0.0);
    EXPECT_LE(p, 1.0);
    EXPECT_LE(mc["options"]["trn3"]["saving_p10"].get<double>(),
              mc["options"]["trn3"]["saving_p90"].get<double>());
}

TEST(CliEvaluate, MonteCarloDefaultSeedIsOne)
{
    const ProcessResult result =
        runCli({"evaluate", scenarioPath(kWithUncertainty), "--monte-carlo", "100"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(json::parse(result.out)["monte_carlo"]["seed"], 1);
}

// ---- invalid scenarios: exit 2, messages on stderr, nothing on stdout --------------

void expectInvalid(const ProcessResult &result)
{
    EXPECT_EQ(result.exitCode, 2) << result.err;
    EXPECT_TRUE(result.out.empty()) << "stdout must stay empty, got:\n" << result.out;
    EXPECT_FALSE(result.err.empty());
    for (const std::string &line : lines(result.err))
        EXPECT_EQ(line.rfind("error: ", 0), 0u) << line;
}

TEST(CliInvalidScenario, NamesThePathAndTheValue)
{
    const ProcessResult result =
        runCli({"evaluate", fixturePath("invalid-negative-throughput.json")});
    expectInvalid(result);
    EXPECT_NE(result.err.find("error: options[2].throughput.tokens_per_sec_per_accelerator: "),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("-5"), std::string::npos) << result.err;
}

TEST(CliInvalidScenario, OneLinePerValidationError)
{
    const std::string path = fixturePath("invalid-two-errors.json");
    const ScenarioReadResult read = ScenarioReader::fromText(readFile(path));
    ASSERT_FALSE(read.ok());
    const ProcessResult result = runCli({"evaluate", path});
    expectInvalid(result);
    const std::vector<std::string> errLines = lines(result.err);
    ASSERT_EQ(errLines.size(), read.error().size()) << result.err;
    for (std::size_t i = 0; i < errLines.size(); ++i)
        EXPECT_EQ(errLines[i], "error: " + read.error()[i].toString());
}

TEST(CliInvalidScenario, UnknownKeyIsRejected)
{
    const ProcessResult result = runCli({"evaluate", fixturePath("invalid-unknown-key.json")});
    expectInvalid(result);
    EXPECT_NE(result.err.find("colour"), std::string::npos) << result.err;
}

TEST(CliInvalidScenario, MalformedJsonIsRejected)
{
    expectInvalid(runCli({"evaluate", fixturePath("invalid-truncated.json")}));
    expectInvalid(runCli({"evaluate", "-"}, "not json at all"));
    expectInvalid(runCli({"evaluate", "-"}, ""));
}

TEST(CliInvalidScenario, MissingFileIsInvalidInput)
{
    const ProcessResult result = runCli({"evaluate", fixturePath("does-not-exist.json")});
    expectInvalid(result);
    EXPECT_NE(result.err.find("does-not-exist.json"), std::string::npos) << result.err;
}

// ---- bad command lines: exit 2, nothing on stdout ----------------------------------

TEST(CliCommandLine, BadFlagsExitWithTwo)
{
    const std::string file = scenarioPath(kWithUncertainty);
    const std::vector<std::vector<std::string>> cases{
        {},
        {"frobnicate"},
        {"--frobnicate"},
        {"evaluate"},
        {"evaluate", file, "--unknown"},
        {"evaluate", file, file},
        {"evaluate", file, "--monte-carlo"},
        {"evaluate", file, "--monte-carlo", "abc"},
        {"evaluate", file, "--monte-carlo", "-5"},
        {"evaluate", file, "--monte-carlo", "0"},
        {"evaluate", file, "--monte-carlo", "10000001"},
        {"evaluate", file, "--monte-carlo", "1e6"},
        {"evaluate", file, "--monte-carlo", "99999999999999999999999"},
        {"evaluate", file, "--seed", "-1"},
        {"evaluate", file, "--seed", "1.5"},
        {"evaluate", file, "--seed", "abc"},
        {"evaluate", file, "--seed", "18446744073709551616"},
        {"evaluate", file, "--seed="},
        {"evaluate", file, "--format", "xml"},
        {"evaluate", file, "--format"},
        {"help", "frobnicate"},
    };
    for (const auto &arguments : cases) {
        std::string joined;
        for (const std::string &argument : arguments)
            joined += argument + " ";
        SCOPED_TRACE(joined);
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_NE(result.err.find("error: "), std::string::npos) << result.err;
    }
}

TEST(CliCommandLine, LimitsAreAccepted)
{
    const std::string file = scenarioPath(kWithUncertainty);
    const ProcessResult result = runCli(
        {"evaluate", file, "--monte-carlo=1", "--seed", "18446744073709551615", "--format=json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(json::parse(result.out)["monte_carlo"]["seed"].get<std::uint64_t>(),
              18446744073709551615ULL);
}

TEST(CliCommandLine, HelpOnEveryCommand)
{
    const std::vector<std::vector<std::string>> cases{
        {"--help"},
        {"-h"},
        {"help"},
        {"help", "evaluate"},
        {"evaluate", "--help"},
        {"evaluate", "-h"},
        {"evaluate", "some-file.json", "--monte-carlo", "abc", "--help"},
    };
    for (const auto &arguments : cases) {
        SCOPED_TRACE(arguments.back());
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        EXPECT_NE(result.out.find("Usage: acceldecide-cli"), std::string::npos) << result.out;
        EXPECT_TRUE(result.err.empty());
    }
    EXPECT_NE(runCli({"evaluate", "--help"}).out.find("--monte-carlo N"), std::string::npos);
    EXPECT_NE(runCli({"--help"}).out.find("evaluate"), std::string::npos);
}

TEST(CliCommandLine, VersionPrintsTheProjectVersion)
{
    const ProcessResult result = runCli({"--version"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.out, std::string("acceldecide-cli ") + ACCELDECIDE_VERSION + "\n");
}

// A scenario described by a workload profile reports what the profile derived.
TEST(CliEvaluate, AProfileScenarioReportsScoresChecklistAndPortingEstimate)
{
    const std::string file = scenarioPath("seed001-startup-70b-profile.json");
    const ProcessResult asJson = runCli({"evaluate", file});
    ASSERT_EQ(asJson.exitCode, 0) << asJson.err;
    const json doc = json::parse(asJson.out);
    const json &profile = doc.at("profile");
    EXPECT_EQ(profile.at("matrix"), "seed001-decision-matrix");
    EXPECT_EQ(profile.at("scores").size(), 20u); // ten criteria x two options
    EXPECT_EQ(profile.at("scores")[1].at("option"), "trn3");
    EXPECT_EQ(profile.at("scores")[1].at("score"), 5);
    EXPECT_EQ(profile.at("checklist").at("trainium"), 7);
    EXPECT_EQ(profile.at("checklist").at("verdict"), "proof_of_concept");
    EXPECT_EQ(profile.at("porting_estimate").at("low_weeks"), 0.4);
    EXPECT_EQ(profile.at("porting_estimate").at("high_weeks"), 3.0);
    EXPECT_EQ(doc.at("matrix").at("winner"), "trn3");

    const ProcessResult table = runCli({"evaluate", file, "--format", "table"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    for (const char *text :
         {"Workload profile (matrix seed001-decision-matrix)", "Trainium column: 7, H100 column: 0",
          "Porting estimate (standard_transformer): 0.4-3 weeks, midpoint 1.7"})
        EXPECT_NE(table.out.find(text), std::string::npos) << text << "\n" << table.out;
}

// Per-option commitment results, in JSON and in the table.
TEST(CliEvaluate, ACommitmentScenarioReportsItsMonthlySplitOptimumAndTerms)
{
    const std::string file = scenarioPath("seed001-startup-70b-savings-plan-scenarios.json");
    const ProcessResult asJson = runCli({"evaluate", file, "--monte-carlo", "300"});
    ASSERT_EQ(asJson.exitCode, 0) << asJson.err;
    const json doc = json::parse(asJson.out);
    const json &h100 = doc.at("options")[0].at("commitment");
    EXPECT_EQ(h100.at("type"), "savings_plan");
    EXPECT_EQ(h100.at("break_even_utilization_percent"), 60.0);
    EXPECT_EQ(h100.at("current").at("usd_per_hour"), 354.0);
    EXPECT_EQ(h100.at("monthly").at("wasted_usd").size(), 24u);
    // Usage ends after month 18. Renewing in month 13 would buy 12 months for 6 months
    // of work, so the optimal renewal does not: months 13-18 run on demand, nothing is
    // committed after month 12, nothing is owed.
    EXPECT_EQ(h100.at("renewal"), "optimal");
    EXPECT_EQ(h100.at("current_terms")[1].at("bought"), false);
    EXPECT_EQ(h100.at("monthly").at("committed_usd")[12], 0.0);
    EXPECT_GT(h100.at("monthly").at("overflow_usd")[12].get<double>(), 0.0);
    EXPECT_EQ(h100.at("monthly").at("committed_usd")[18], 0.0);
    EXPECT_EQ(h100.at("months_owed_after_usage_stops"), 0);
    // The optimal ladder: the whole cluster for the first year, nothing in month 13.
    const json &ladder = h100.at("optimal_ladder").at("steps");
    ASSERT_EQ(ladder.size(), 2u);
    EXPECT_EQ(ladder[0].at("start_month"), 1);
    EXPECT_DOUBLE_EQ(ladder[0].at("accelerators").get<double>(),
                     h100.at("peak_accelerators").get<double>());
    EXPECT_EQ(ladder[1].at("start_month"), 13);
    EXPECT_EQ(ladder[1].at("accelerators"), 0.0);
    // Busy 81 % of the month, above the break-even: the best 1-year level is the peak.
    EXPECT_NEAR(h100.at("optimal").at("percent_of_peak").get<double>(), 100.0, 1e-9);
    EXPECT_EQ(h100.at("terms").size(), 2u);
    EXPECT_FALSE(h100.at("under_uncertainty").is_null());
    // Trainium3 is busy 59 %, just below it: no commitment is best.
    EXPECT_EQ(doc.at("options")[1].at("commitment").at("optimal").at("accelerators"), 0.0);
    EXPECT_TRUE(doc.at("options")[1].at("commitment").at("utilization_percent") < 60.0);

    const ProcessResult table = runCli({"evaluate", file, "--format", "table"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    for (const char *text :
         {"Savings-plan commitments", "savings plan 1 y, no_upfront", "$354.00/h (48 accel.)",
          "1-year against 3-year", "h100 month by month"})
        EXPECT_NE(table.out.find(text), std::string::npos) << text << "\n" << table.out;
}

} // namespace
} // namespace acceldecide::test
