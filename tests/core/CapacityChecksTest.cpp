// The capacity facts in a scenario's evaluation, with the shipped tables: each option's
// findings are its warnings, its availability score fills a criterion scored_by
// capacity_facts, and an option bought where its provider does not sell it is set aside.
// The vCPU arithmetic is by hand: 4 trn2.48xlarge (64 chips / 16) x 192 vCPUs = 768 vCPUs
// of "All Trn Spot Instance Requests", whose default AWS states as 0.
#include "core/capacity/CapacityChecks.h"
#include "TestFiles.h"
#include "core/decision/RecommendationChecks.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>

namespace acceldecide {
namespace {

using json = nlohmann::json;

json scenarioJson()
{
    return json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "capacity", "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 10, "runs": 1, "overhead_percent": 0},
      "baseline": "p5",
      "options": [
        {"id": "p5", "label": "p5 on demand", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 55.04, "region": "us-east-1",
         "cluster_accelerators": 64, "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1000}},
        {"id": "trn2-ohio", "label": "trn2 blocks in Ohio", "stack": "neuron",
         "instance_type": "trn2.48xlarge", "accelerators_per_instance": 16,
         "region": "us-east-2", "cluster_accelerators": 64,
         "purchase": {"model": "capacity_block", "block_days": 14, "hourly_usd": 40},
         "throughput": {"tokens_per_sec_per_accelerator": 900}},
        {"id": "trn2-oregon", "label": "trn2 blocks in Oregon", "stack": "neuron",
         "instance_type": "trn2.48xlarge", "accelerators_per_instance": 16,
         "region": "us-west-2", "cluster_accelerators": 64,
         "purchase": {"model": "capacity_block", "block_days": 14, "hourly_usd": 30},
         "throughput": {"tokens_per_sec_per_accelerator": 900}},
        {"id": "trn2-spot", "label": "trn2 spot", "stack": "neuron",
         "instance_type": "trn2.48xlarge", "accelerators_per_instance": 16,
         "instance_hourly_usd": 60, "region": "us-east-2", "cluster_accelerators": 64,
         "purchase": {"model": "spot", "discount_percent": 60,
                      "interruption_overhead_percent": 5},
         "throughput": {"tokens_per_sec_per_accelerator": 900}}
      ],
      "criteria": [
        {"id": "availability", "label": "Availability", "weight": 1,
         "scored_by": "capacity_facts"}
      ]})");
}

const OptionResult &optionOf(const Evaluation &evaluation, const std::string &id)
{
    return *std::find_if(evaluation.options.begin(), evaluation.options.end(),
                         [&](const OptionResult &o) { return o.id == id; });
}

std::string codesOf(const OptionResult &option, const std::string &prefix)
{
    std::string codes;
    for (const Warning &w : option.warnings) {
        if (w.code.rfind(prefix, 0) == 0 || w.code == "service_quota")
            codes += (codes.empty() ? "" : " ") + w.code;
    }
    return codes;
}

TEST(CapacityChecks, EachOptionGetsItsScoreAndWarnings)
{
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(test::readValidScenario(scenarioJson()));
    EXPECT_EQ(optionOf(evaluation, "p5").availability.score, 4);
    EXPECT_EQ(optionOf(evaluation, "trn2-ohio").availability.score, 5);
    EXPECT_EQ(optionOf(evaluation, "trn2-oregon").availability.score, 1);
    EXPECT_EQ(optionOf(evaluation, "trn2-spot").availability.score, 2);

    // p5 on demand: its quota has no stated default, so it is a check, not a warning.
    EXPECT_EQ(codesOf(optionOf(evaluation, "p5"), "capacity"), "");
    ASSERT_EQ(optionOf(evaluation, "p5").availability.checks.size(), 1u);
    EXPECT_EQ(optionOf(evaluation, "p5").availability.checks[0],
              "8 p5.48xlarge at once need 1,536 vCPU of the \"Running On-Demand P instances\" "
              "quota; its value is set per account (AWS EC2 User Guide, On-Demand Instance "
              "quotas (awsdocs/amazon-ec2-user-guide, last changed 2023-05-11), read "
              "2026-11-29): check it before the run");
    EXPECT_EQ(codesOf(optionOf(evaluation, "trn2-ohio"), "capacity"), "");
    EXPECT_EQ(codesOf(optionOf(evaluation, "trn2-oregon"), "capacity"), "capacity_not_sold");
    const OptionResult &spot = optionOf(evaluation, "trn2-spot");
    ASSERT_EQ(codesOf(spot, "capacity"), "service_quota");
    const auto quota = std::find_if(spot.warnings.begin(), spot.warnings.end(),
                                    [](const Warning &w) { return w.code == "service_quota"; });
    EXPECT_EQ(quota->message,
              "4 trn2.48xlarge at once need 768 vCPU of the \"All Trn Spot Instance Requests\" "
              "quota, above its default of 0 (AWS EC2 User Guide, Spot Instance quotas (version "
              "with the P5 quota split out), read 2026-11-29): ask for the increase before the "
              "run");
}

TEST(CapacityChecks, TheCriterionTakesTheScores)
{
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(test::readValidScenario(scenarioJson()));
    ASSERT_TRUE(evaluation.matrix.has_value());
    // One criterion of weight 1: an option's total is (score - 1) / 4 x 100.
    std::map<std::string, double> totals;
    for (const MatrixTotal &total : evaluation.matrix->totals)
        totals[total.option] = total.total;
    EXPECT_NEAR(totals["trn2-ohio"], 100.0, 1e-9);
    EXPECT_NEAR(totals["p5"], 75.0, 1e-9);
    EXPECT_NEAR(totals["trn2-spot"], 25.0, 1e-9);
    EXPECT_NEAR(totals["trn2-oregon"], 0.0, 1e-9);
    EXPECT_FALSE(evaluation.matrix->incomplete);
}

TEST(CapacityChecks, AnOptionNotSoldIsSetAside)
{
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(test::readValidScenario(scenarioJson()));
    EXPECT_TRUE(RecommendationChecks::disqualifies("capacity_not_sold"));
    const std::vector<SetAsideOption> failing = RecommendationChecks::failing(evaluation);
    ASSERT_EQ(failing.size(), 1u);
    EXPECT_EQ(failing[0].option, "trn2-oregon");
    EXPECT_NE(failing[0].reasons[0].find("sold as Capacity Block only in us-east-2"),
              std::string::npos)
        << failing[0].reasons[0];
}

TEST(CapacityChecks, ScoredByRoundTripsAndRefusesScores)
{
    const Scenario scenario = test::readValidScenario(scenarioJson());
    ASSERT_TRUE(scenario.criteria.has_value());
    EXPECT_EQ(scenario.criteria->front().scoredBy, CriterionScoring::CapacityFacts);
    const json written = ScenarioWriter::toJson(scenario);
    EXPECT_EQ(written["criteria"][0]["scored_by"], "capacity_facts");
    EXPECT_FALSE(written["criteria"][0].contains("scores"));
    EXPECT_EQ(test::readValidScenario(written), scenario);

    json withScores = scenarioJson();
    withScores["criteria"][0]["scores"] = {{"p5", 3}};
    ScenarioReadResult refused = ScenarioReader::fromJson(withScores);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().front().path, "criteria[0].scores");
    EXPECT_EQ(refused.error().front().message,
              "scored_by capacity_facts takes its scores from the capacity facts; remove "
              "scores or scored_by");

    json unknown = scenarioJson();
    unknown["criteria"][0]["scored_by"] = "vibes";
    refused = ScenarioReader::fromJson(unknown);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().front().path, "criteria[0].scored_by");
    EXPECT_EQ(refused.error().front().message,
              "expected \"capacity_facts\" (or no scored_by: scores typed in), got \"vibes\"");
}

} // namespace
} // namespace acceldecide
