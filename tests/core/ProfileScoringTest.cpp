#include "core/decision/ProfileScoring.h"
#include "core/decision/PortingEstimator.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

json baseScenario()
{
    return json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "profile", "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 300, "runs": 2},
      "baseline": "gpu",
      "team": {"engineers": 2, "hours_per_week": 40, "hourly_rate_usd": 150},
      "options": [
        {"id": "gpu", "label": "H100", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 55.04,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1500}},
        {"id": "trn", "label": "Trainium", "stack": "neuron", "instance_type": "trn2.48xlarge",
         "accelerators_per_instance": 16, "instance_hourly_usd": 30,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1500},
         "migration": {"weeks": 3}}
      ],
      "profile": {"architecture": "standard_transformer", "workload_pattern": "sustained"}
    })");
}

Scenario read(const json &document)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(document);
    EXPECT_TRUE(result.ok()) << (result.error().empty() ? "" : result.error()[0].toString());
    return result.ok() ? result.value() : Scenario{};
}

std::vector<std::string> errorsOf(const json &document)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(document);
    std::vector<std::string> messages;
    if (result.ok())
        return messages;
    for (const ValidationError &error : result.error())
        messages.push_back(error.toString());
    return messages;
}

const DerivedScore *cell(const ProfileResult &result, const std::string &criterion,
                         const std::string &option)
{
    for (const DerivedScore &score : result.scores) {
        if (score.criterion == criterion && score.option == option)
            return &score;
    }
    return nullptr;
}

} // namespace

TEST(ProfileScoring, ScoresFollowTheRuleForEachStackWithItsReason)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(baseScenario()), {});
    ASSERT_TRUE(evaluation.profile);
    const ProfileResult &profile = *evaluation.profile;
    EXPECT_EQ(profile.matrix, "seed001-decision-matrix");
    // Ten seed-001 criteria x two options.
    EXPECT_EQ(profile.scores.size(), 20u);
    const DerivedScore *trn = cell(profile, "architecture_novelty", "trn");
    const DerivedScore *gpu = cell(profile, "architecture_novelty", "gpu");
    ASSERT_TRUE(trn && gpu);
    EXPECT_EQ(trn->score, 5);
    EXPECT_EQ(gpu->score, 4);
    EXPECT_EQ(trn->answer, "Standard transformer (HuggingFace-style)");
    EXPECT_EQ(trn->reason.rfind("Standard transformers: Neuron SDK supports them well", 0), 0u);
    EXPECT_EQ(trn->source.rfind("seed001:", 0), 0u);
    // Model size and horizon fall back to the scenario's and say so.
    const DerivedScore *size = cell(profile, "model_size", "trn");
    ASSERT_TRUE(size);
    EXPECT_EQ(size->score, 5);
    EXPECT_EQ(size->answer, "70 B params (from the scenario)");
}

TEST(ProfileScoring, AnUnansweredFactorLeavesItsCriterionAtThreeAndIncomplete)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(baseScenario()), {});
    const DerivedScore *budget = cell(*evaluation.profile, "training_budget", "trn");
    ASSERT_TRUE(budget);
    EXPECT_EQ(budget->score, 3);
    EXPECT_FALSE(budget->derived.has_value());
    EXPECT_EQ(budget->reason, "not answered: training_budget");
    EXPECT_TRUE(evaluation.matrix->incomplete);
    const auto &unanswered = evaluation.profile->unanswered;
    EXPECT_NE(std::find(unanswered.begin(), unanswered.end(), "training_budget"), unanswered.end());
    EXPECT_EQ(std::find(unanswered.begin(), unanswered.end(), "model_params_billion"),
              unanswered.end());
}

TEST(ProfileScoring, AnOverrideIsKeptMarkedAndSurvivesTheFile)
{
    json document = baseScenario();
    document["profile"]["overrides"] = {
        {{"criterion", "architecture_novelty"}, {"option", "trn"}, {"score", 2}}};
    const Scenario scenario = read(document);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario, {});
    const DerivedScore *trn = cell(*evaluation.profile, "architecture_novelty", "trn");
    ASSERT_TRUE(trn);
    EXPECT_EQ(trn->score, 2);
    EXPECT_EQ(trn->derived, 5);
    EXPECT_TRUE(trn->overridden);
    EXPECT_FALSE(cell(*evaluation.profile, "architecture_novelty", "gpu")->overridden);

    const ScenarioReadResult again = ScenarioReader::fromText(ScenarioWriter::toText(scenario));
    ASSERT_TRUE(again.ok()) << again.error()[0].toString();
    EXPECT_EQ(*again, scenario);
}

TEST(ProfileScoring, AMultiCloudMandateExcludesTrainiumFromTheMatrixAndTheRecommendation)
{
    json document = baseScenario();
    document["profile"]["cloud_strategy"] = "multi_cloud_required";
    // Trainium is far cheaper here: only the knock-out keeps it from being recommended.
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(document), {});
    ASSERT_EQ(evaluation.profile->exclusions.size(), 1u);
    EXPECT_EQ(evaluation.profile->exclusions[0].option, "trn");
    EXPECT_EQ(evaluation.profile->exclusions[0].reason,
              "a multi-cloud mandate eliminates Trainium: it exists only on AWS");
    EXPECT_LT(evaluation.option("trn")->totalUsd(), evaluation.option("gpu")->totalUsd());
    EXPECT_EQ(evaluation.recommendation.option, "gpu");
    EXPECT_EQ(evaluation.matrix->winner, "gpu");
    // Cheaper than the recommendation, so the summary says it was set aside and why.
    EXPECT_NE(evaluation.recommendation.summary.find(
                  "Set aside although cheaper: Trainium (excluded by the workload profile: a "
                  "multi-cloud mandate"),
              std::string::npos)
        << evaluation.recommendation.summary;
    // The excluded option stays visible with its total.
    EXPECT_EQ(evaluation.matrix->totals.size(), 2u);
}

TEST(ProfileScoring, OnPremisesWithOnlyTrainiumLeavesNothingToRecommend)
{
    json document = baseScenario();
    document["profile"]["cloud_strategy"] = "on_premises";
    document["options"][0]["stack"] = "neuron";
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(document), {});
    EXPECT_EQ(evaluation.profile->exclusions.size(), 2u);
    EXPECT_EQ(evaluation.recommendation.option, "");
    EXPECT_FALSE(evaluation.matrix->winner.has_value());
    EXPECT_EQ(evaluation.recommendation.summary.rfind("No recommendation", 0), 0u);
    EXPECT_NE(evaluation.recommendation.summary.find("excluded by the workload profile"),
              std::string::npos)
        << evaluation.recommendation.summary;
}

TEST(ProfileScoring, CriteriaOfTheScenarioKeepTheirWeightsAndUngovernedScores)
{
    json document = baseScenario();
    document["criteria"] = json::parse(R"([
      {"id": "architecture_novelty", "label": "Architecture", "weight": 10},
      {"id": "vendor_relationship", "label": "Vendor relationship", "weight": 1,
       "scores": {"gpu": 5, "trn": 1}}
    ])");
    const Scenario scenario = read(document);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario, {});
    EXPECT_EQ(evaluation.profile->scores.size(), 2u); // only the governed criterion
    // (10 x (5-1)/4 + 1 x 0) / 11 x 100 for Trainium; (10 x 3/4 + 1) / 11 x 100 for H100.
    EXPECT_DOUBLE_EQ(evaluation.matrix->totals[1].total, 10.0 * 100.0 / 11.0);
    EXPECT_DOUBLE_EQ(evaluation.matrix->totals[0].total, (10.0 * 75.0 + 100.0) / 11.0);
    const ScenarioReadResult again = ScenarioReader::fromText(ScenarioWriter::toText(scenario));
    ASSERT_TRUE(again.ok()) << again.error()[0].toString();
    EXPECT_EQ(*again, scenario);
}

TEST(ProfileScoring, MonthlySpendFallsBackToTheBaselinesComputeCost)
{
    const Scenario scenario = read(baseScenario());
    std::vector<std::string> filled;
    const WorkloadProfile profile = ProfileScoring::effectiveProfile(scenario, 123456.0, &filled);
    EXPECT_EQ(profile.monthlyTrainingSpendUsd, 123456.0);
    EXPECT_EQ(profile.timeHorizonMonths, 12.0);
    EXPECT_EQ(filled, (std::vector<std::string>{"model_params_billion", "time_horizon_months",
                                                "monthly_training_spend_usd"}));
}

TEST(ProfileReader, ReportsBadAnswersOverridesAndScoresThatTheProfileOwns)
{
    json document = baseScenario();
    document["profile"]["architecture"] = "quantum";
    document["profile"]["migration_budget_weeks"] = -1;
    document["profile"]["colour"] = "blue";
    document["profile"]["matrix"] = "seed999";
    EXPECT_EQ(errorsOf(document),
              (std::vector<std::string>{
                  "profile.colour: unknown key",
                  "profile.matrix: must be one of \"seed001-decision-matrix\", "
                  "\"seed000-checklist\", \"seed002-four-axes\", got \"seed999\"",
                  "profile.architecture: must be \"standard_transformer\", \"custom_ops\", "
                  "\"custom_cuda_kernels\", \"triton_kernels\" or \"multimodal_pipeline\", got "
                  "\"quantum\"",
                  "profile.migration_budget_weeks: must be >= 0, got -1"}));

    document = baseScenario();
    document["profile"]["overrides"] = json::parse(R"([
      {"criterion": "vendor_relationship", "option": "trn", "score": 2},
      {"criterion": "model_size", "option": "tpu", "score": 2},
      {"criterion": "model_size", "option": "trn", "score": 6},
      {"criterion": "duration", "option": "trn", "score": 1},
      {"criterion": "duration", "option": "trn", "score": 2}
    ])");
    document["criteria"] = json::parse(
        R"([{"id": "model_size", "label": "Model size", "weight": 5, "scores": {"gpu": 1, "trn": 5}}])");
    EXPECT_EQ(errorsOf(document),
              (std::vector<std::string>{
                  "profile.overrides[0].criterion: the profile does not score "
                  "\"vendor_relationship\" in matrix \"seed001-decision-matrix\" (set its scores "
                  "in criteria instead)",
                  "profile.overrides[1].option: no option has id \"tpu\"",
                  "profile.overrides[2].score: must be an integer >= 1 and <= 5, got 6",
                  "profile.overrides[4]: a second override of \"duration\" for option \"trn\"",
                  "criteria[0].scores: derived from the workload profile (matrix "
                  "seed001-decision-matrix); set a different score in profile.overrides instead"}));
}

TEST(PortingEstimator, TheArchitectureAndTeamSelectRowsAndTheRangeHoldsBoth)
{
    WorkloadProfile profile;
    profile.architecture = Architecture::StandardTransformer;
    auto estimate = PortingEstimator::builtIn().estimate(profile);
    ASSERT_TRUE(estimate);
    ASSERT_EQ(estimate->rows.size(), 1u); // seed 000 only: no team answer
    EXPECT_EQ(estimate->lowWeeks, 0.4);
    EXPECT_EQ(estimate->highWeeks, 1.0);

    // Seed 000 says "Days", seed 004 says 2-3 weeks for a team new to Neuron: both.
    profile.teamExpertise = TeamExpertise::DeepCuda;
    estimate = PortingEstimator::builtIn().estimate(profile);
    ASSERT_EQ(estimate->rows.size(), 2u);
    EXPECT_EQ(estimate->lowWeeks, 0.4);
    EXPECT_EQ(estimate->highWeeks, 3.0);
    EXPECT_DOUBLE_EQ(estimate->midpointWeeks(), 1.7);
    EXPECT_EQ(estimate->rows[1].source, "seed004: Realistic time estimates");

    profile.architecture = Architecture::TritonKernels;
    estimate = PortingEstimator::builtIn().estimate(profile);
    EXPECT_EQ(estimate->lowWeeks, 4.0);
    EXPECT_EQ(estimate->highWeeks, 26.0);
    EXPECT_TRUE(estimate->mayBeInfeasible);

    profile.architecture = Architecture::CustomOps;
    profile.teamExpertise = TeamExpertise::NeuronExperienced;
    estimate = PortingEstimator::builtIn().estimate(profile);
    EXPECT_EQ(estimate->lowWeeks, 1.0);
    EXPECT_EQ(estimate->highWeeks, 6.0);
}

TEST(PortingEstimator, ApplyingPrefillsNeuronWeeksAndTheirUncertaintyRange)
{
    json document = baseScenario();
    document["options"].push_back(json::parse(R"({"id": "trn1", "label": "trn1",
        "stack": "neuron", "instance_type": "trn1.32xlarge", "accelerators_per_instance": 16,
        "instance_hourly_usd": 21.5, "purchase": {"model": "on_demand"},
        "throughput": {"tokens_per_sec_per_accelerator": 900}})"));
    Scenario scenario = read(document);
    PortingEstimate estimate;
    estimate.lowWeeks = 2;
    estimate.highWeeks = 6;
    const std::vector<std::string> notes = PortingEstimator::applyTo(scenario, estimate);
    EXPECT_EQ(notes, (std::vector<std::string>{"trn: migration weeks 4, uncertainty 2-6 weeks",
                                               "trn1: migration weeks 4, uncertainty 2-6 weeks"}));
    EXPECT_FALSE(scenario.options[0].migration.has_value()); // the GPU needs no port
    EXPECT_EQ(scenario.options[1].migration->weeks, 4.0);
    EXPECT_EQ(scenario.options[2].migration->weeks, 4.0);
    ASSERT_EQ(scenario.uncertainty.size(), 2u);
    EXPECT_EQ(scenario.uncertainty[0].target, "options.trn.migration.weeks");
    // The result is still a valid scenario.
    const ScenarioReadResult again = ScenarioReader::fromText(ScenarioWriter::toText(scenario));
    EXPECT_TRUE(again.ok()) << again.error()[0].toString();

    scenario.team.reset();
    scenario.options[2].migration.reset();
    EXPECT_EQ(PortingEstimator::applyTo(scenario, estimate)[1],
              "trn1: skipped (no migration section and no complete team to cost the port)");
}
