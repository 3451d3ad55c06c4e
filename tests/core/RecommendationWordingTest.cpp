#include "core/engine/ScenarioEvaluator.h"
#include "core/report/ReportWording.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

using namespace acceldecide;

// Seed 004: the three-week port keeps serving on H200 for 0.69 months, at its pay-per-use
// (spot) price; the summary says so beside the break-even, which counts those months.
TEST(RecommendationWording, ThePortKeepsTheBaselineFirst)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed004Inference());
    const std::string &summary = evaluation.recommendation.summary;
    EXPECT_NE(summary.find("pays for itself after 107.4 B tokens"), std::string::npos) << summary;
    EXPECT_NE(summary.find("Until the port is done (0.7 months) the workload stays on h200_spot "
                           "at its pay-per-use price, which the break-even counts."),
              std::string::npos)
        << summary;
}

TEST(RecommendationWording, NoExtraUpFrontCostPaysForItselfImmediately)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed000Capacity());
    const std::string &summary = evaluation.recommendation.summary;
    EXPECT_NE(summary.find("It pays for itself immediately: it costs nothing extra up front, so "
                           "it is ahead from month 1."),
              std::string::npos)
        << summary;
    EXPECT_EQ(summary.find("Until the port"), std::string::npos) << summary;
    ASSERT_TRUE(evaluation.recommendation.facts.breakEven);
    EXPECT_EQ(report::wording::breakEven(*evaluation.recommendation.facts.breakEven),
              "immediately (no extra one-time cost); cumulative costs cross in month 1");
}

// A break-even of a fraction of a run keeps two significant digits: "0.0 runs" would say
// it costs nothing extra, which is not what happened.
TEST(RecommendationWording, ASmallBreakEvenIsNotRoundedToNothing)
{
    Scenario scenario = test::seed001Training();
    scenario.workload.runs = 48.0; // a short port against many runs: break-even early
    scenario.options[1].migration = Migration{0.5, std::nullopt, std::nullopt, std::nullopt};
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const std::string &summary = evaluation.recommendation.summary;
    ASSERT_TRUE(evaluation.recommendation.facts.breakEven);
    const BreakEvenResult &breakEven = *evaluation.recommendation.facts.breakEven;
    ASSERT_TRUE(breakEven.runs);
    ASSERT_GT(*breakEven.runs, 0.0);
    ASSERT_LT(*breakEven.runs, 0.1);
    EXPECT_EQ(summary.find("after 0.0 runs"), std::string::npos) << summary;
    const int decimals = int(std::ceil(-std::log10(*breakEven.runs))) + 1;
    char expected[64];
    std::snprintf(expected, sizeof expected, "after %.*f runs", decimals, *breakEven.runs);
    EXPECT_NE(summary.find(expected), std::string::npos) << summary;
}
