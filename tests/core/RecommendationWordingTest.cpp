#include "core/engine/ScenarioEvaluator.h"
#include "core/report/ReportWording.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

using namespace acceldecide;

// Seed 004: the three-week port keeps serving on H200 for 0.69 months; the summary says
// so beside the break-even, which counts those months.
TEST(RecommendationWording, ThePortKeepsTheBaselineFirst)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed004Inference());
    const std::string &summary = evaluation.recommendation.summary;
    EXPECT_NE(summary.find("pays for itself after 107.4 B tokens"), std::string::npos) << summary;
    EXPECT_NE(summary.find("Until the port is done (0.7 months) the workload stays on h200_spot, "
                           "which the break-even counts."),
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
