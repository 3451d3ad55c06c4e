#include "core/decision/RecommendationChecks.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

#include <string>

using namespace acceldecide;

namespace {

Scenario example(const std::string &name)
{
    ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + name);
    if (!read)
        throw std::runtime_error(name + " does not read");
    return *read;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

// Seed 004 plus an H200 option far cheaper than anything, whose claimed throughput
// implies 200 % MFU (1,500 tokens/s of a 70 B model is 210 TFLOPS of work).
Scenario withImpossibleCheapOption()
{
    Scenario scenario = test::seed004Inference();
    Option cheap = test::effectiveOption("h200_claim", 0.50, 1500);
    cheap.label = "H200 vendor claim";
    cheap.peakTflops = 1500.0 * 2 * 70e9 / 1e12 / 2.0; // 2 x params per served token
    scenario.options.push_back(cheap);
    return scenario;
}

} // namespace

// Seed 001's published throughputs imply several hundred percent MFU on both stacks, so
// no option may be recommended; the summary says so and why, naming every option.
TEST(RecommendationChecks, Seed001SavingsPlansHasNoRecommendation)
{
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(example("seed001-trn3-vs-h100-savings-plans.json"));
    const Recommendation &recommendation = evaluation.recommendation;
    EXPECT_EQ(recommendation.option, "");
    ASSERT_EQ(recommendation.setAside.size(), evaluation.options.size());
    const std::string &summary = recommendation.summary;
    EXPECT_EQ(summary.rfind("No recommendation: no option passes the checks", 0), 0u) << summary;
    EXPECT_TRUE(contains(summary, "implies 568.8 % MFU, which is physically impossible"))
        << summary;
    EXPECT_TRUE(contains(summary, "implies 475.0 % MFU, which is physically impossible"))
        << summary;
    for (const OptionResult &option : evaluation.options)
        EXPECT_TRUE(contains(summary, option.label)) << option.label << " in " << summary;
    EXPECT_FALSE(contains(summary, "Choose")) << summary;
    EXPECT_TRUE(contains(summary, std::to_string(recommendation.facts.warningCount) +
                                      " warnings need attention."))
        << summary;
}

// The catalog's "not offered" finding arrives as a provenance warning; the option it
// concerns is set aside, and the next cheapest passing option is recommended.
TEST(RecommendationChecks, UnofferedPurchaseModelIsSetAsideWithItsReason)
{
    EvaluationRequest request;
    request.provenance["trn3"].warnings.push_back(
        {"purchase_model_unavailable", "EC2 Trn3 is not offered as spot according to the catalog"});
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed004Inference(), request);
    const Recommendation &recommendation = evaluation.recommendation;
    ASSERT_LT(evaluation.option("trn3")->totalUsd(), evaluation.option("h200_spot")->totalUsd());
    EXPECT_EQ(recommendation.option, "h200_spot");
    ASSERT_EQ(recommendation.setAside.size(), 1u);
    EXPECT_EQ(recommendation.setAside[0].option, "trn3");
    EXPECT_TRUE(contains(recommendation.summary, "Stay on h200_spot")) << recommendation.summary;
    EXPECT_TRUE(contains(recommendation.summary,
                         "Set aside although cheaper: trn3 (EC2 Trn3 is not offered as spot "
                         "according to the catalog)."))
        << recommendation.summary;
}

TEST(RecommendationChecks, ImpossibleClaimIsSetAsideForTheCheapestPassingOption)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(withImpossibleCheapOption());
    const OptionResult *claim = evaluation.option("h200_claim");
    ASSERT_TRUE(claim && claim->impliedMfuPercent);
    EXPECT_NEAR(*claim->impliedMfuPercent, 200.0, 1e-9);
    EXPECT_LT(claim->totalUsd(), evaluation.option("trn3")->totalUsd());
    const Recommendation &recommendation = evaluation.recommendation;
    EXPECT_EQ(recommendation.option, "trn3");
    EXPECT_EQ(recommendation.facts.optionId, "trn3");
    EXPECT_TRUE(contains(recommendation.summary, "Choose trn3")) << recommendation.summary;
    EXPECT_TRUE(contains(recommendation.summary,
                         "Set aside although cheaper: H200 vendor claim (the throughput claimed "
                         "implies 200.0 % MFU, which is physically impossible)."))
        << recommendation.summary;
}

// A failing option dearer than the recommendation is listed among the set-aside options
// but not called cheaper.
TEST(RecommendationChecks, DearerFailingOptionIsNotCalledCheaper)
{
    Scenario scenario = withImpossibleCheapOption();
    scenario.options.back().purchase.hourlyUsd = 30.0;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    EXPECT_EQ(evaluation.recommendation.option, "trn3");
    ASSERT_EQ(evaluation.recommendation.setAside.size(), 1u);
    EXPECT_FALSE(contains(evaluation.recommendation.summary, "Set aside"))
        << evaluation.recommendation.summary;
}

TEST(RecommendationChecks, DescribeGroupsOptionsWithTheSameReasonsAndCountsTheRest)
{
    const SetAsideOption a{"a", "A", {"reason one"}, 1.0};
    const SetAsideOption b{"b", "B", {"reason one"}, 2.0};
    const SetAsideOption c{"c", "C", {"reason two", "reason three"}, 3.0};
    const SetAsideOption d{"d", "D", {"reason four"}, 4.0};
    EXPECT_EQ(RecommendationChecks::describe({&a, &b, &c}, 10),
              "A and B (reason one); C (reason two; reason three)");
    EXPECT_EQ(RecommendationChecks::describe({&a, &c, &d}, 1),
              "A (reason one); and 2 more (see the warnings)");
    EXPECT_TRUE(RecommendationChecks::disqualifies("implied_mfu_impossible"));
    EXPECT_TRUE(RecommendationChecks::disqualifies("purchase_model_unavailable"));
    EXPECT_FALSE(RecommendationChecks::disqualifies("implied_mfu_implausible"));
}
