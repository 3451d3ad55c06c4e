#include "core/engine/ScenarioEvaluator.h"
#include "TestScenarios.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/billing/RunSchedule.h"
#include "core/model/ParameterPath.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

using namespace acceldecide;

TEST(ScenarioEvaluator, TcoIsTheSumOfTheMonths)
{
    for (const Scenario &scenario :
         {test::seed004Inference(), test::seed001Training(), test::seed000Capacity()}) {
        const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
        std::vector<double> closedForm(scenario.options.size());
        ScenarioTotals::compute(scenario, closedForm);
        for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
            const OptionResult &option = evaluation.options[i];
            ASSERT_EQ(option.monthlyUsd.size(), std::size_t(scenario.horizonMonths));
            const double sum =
                std::accumulate(option.monthlyUsd.begin(), option.monthlyUsd.end(), 0.0);
            EXPECT_DOUBLE_EQ(option.tcoUsd, sum);
            EXPECT_DOUBLE_EQ(option.cumulativeUsd.back(), option.tcoUsd);
            EXPECT_NEAR(closedForm[i], option.totalUsd(), 1e-9 * option.totalUsd());
        }
    }
}

TEST(ScenarioEvaluator, PortBlendsBaselineAndOptionPerMonth)
{
    const Scenario scenario = test::seed004Inference();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &h200 = evaluation.options[0];
    const OptionResult &trn3 = evaluation.options[1];
    const double p = 3 * 168.0 / 730.0; // the port takes 0.69 months
    EXPECT_DOUBLE_EQ(trn3.monthlyUsd[0],
                     36000 + p * h200.monthlyComputeUsd + (1 - p) * trn3.monthlyComputeUsd);
    EXPECT_DOUBLE_EQ(trn3.monthlyUsd[1], trn3.monthlyComputeUsd);
    EXPECT_DOUBLE_EQ(h200.monthlyUsd[0], h200.monthlyComputeUsd);
}

TEST(ScenarioEvaluator, Seed004BreakEvenIn107BillionTokens)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed004Inference());
    ASSERT_EQ(evaluation.breakEven.size(), 1u);
    const BreakEvenResult &breakEven = evaluation.breakEven[0];
    EXPECT_TRUE(breakEven.reached);
    EXPECT_EQ(breakEven.option, "trn3");
    EXPECT_EQ(breakEven.baseline, "h200_spot");
    // $36,000 / ($0.6130 - $0.2778) per M = 107.4 B tokens; the seed's "109" comes from
    // rounding both CPMs first (see seed-discrepancies.md).
    const double net = 3.31 / 5.4 - 1.80 / 6.48;
    EXPECT_NEAR(*breakEven.tokensBillion, 36000 / net / 1000, 1e-9);
    EXPECT_NEAR(*breakEven.tokensBillion, 107.4, 0.05);
    EXPECT_NEAR(*breakEven.days, 107.4, 0.05); // at 1 B tokens/day
    EXPECT_FALSE(breakEven.runs.has_value());
    EXPECT_EQ(breakEven.month, 5); // the port's 0.69 months on H200 push it past month 4
    EXPECT_EQ(evaluation.recommendation.option, "trn3");
}

TEST(ScenarioEvaluator, BreakEvenNotReachedWhenMaintenanceEatsTheSaving)
{
    Scenario scenario = test::seed004Inference();
    scenario.options[1].maintenanceUsdPerMonth = 20000; // more than the ~$10k/month saving
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const BreakEvenResult &breakEven = evaluation.breakEven[0];
    EXPECT_FALSE(breakEven.reached);
    EXPECT_FALSE(breakEven.tokensBillion.has_value());
    EXPECT_FALSE(breakEven.days.has_value());
    EXPECT_FALSE(breakEven.month.has_value());
    EXPECT_EQ(evaluation.recommendation.option, "h200_spot");
}

// More runs never delay break-even, unless more of the work starts during the port: a
// run that starts before the port ends runs wholly on the baseline. The 6-week port
// (1.38 months of 12) keeps run 1 of 8 (runs every 1.5 months) on the baseline, 12.5 %
// of the work, but runs 1 and 2 of 13 (every 0.92 months), 15.4 %.
TEST(ScenarioEvaluator, MoreRunsNeverDelayBreakEvenUnlessMoreOfTheWorkStartsInThePort)
{
    std::optional<int> previousMonth;
    double previousRuns = 1e300;
    double previousPortedShare = 1.0;
    for (double runs : {1.0, 2.0, 3.0, 5.0, 8.0, 13.0, 40.0}) {
        Scenario scenario = test::seed001Training();
        scenario.workload.runs = runs;
        const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
        const BreakEvenResult breakEven = evaluation.breakEven[0];
        ASSERT_TRUE(breakEven.reached) << runs;
        EXPECT_LE(*breakEven.runs, previousRuns) << runs;
        const double portedShare =
            billing::runsStartedBefore(evaluation.options[1].portMonths, runs,
                                       scenario.horizonMonths, int(std::ceil(runs))) /
            runs;
        if (previousMonth && portedShare <= previousPortedShare) {
            EXPECT_TRUE(breakEven.month && *breakEven.month <= *previousMonth) << runs;
        }
        previousMonth = breakEven.month;
        previousRuns = *breakEven.runs;
        previousPortedShare = portedShare;
    }
}

TEST(ScenarioEvaluator, CapacityBreakEvenInDays)
{
    Scenario scenario = test::seed000Capacity();
    scenario.options[1].maintenanceUsdPerMonth = 497; // net saving $6,000/month
    scenario.team = Team{1.0, 40.0, 150.0};
    scenario.options[1].migration = Migration{1.0, std::nullopt, std::nullopt, std::nullopt};
    const BreakEvenResult breakEven = ScenarioEvaluator::evaluate(scenario).breakEven[0];
    ASSERT_TRUE(breakEven.reached);
    EXPECT_NEAR(*breakEven.days, 6000.0 / 6000.0 * 730 / 24, 1e-9);
}

TEST(ScenarioEvaluator, RecommendationRanksTotalsIncludingCommitment)
{
    Scenario scenario = test::seed000Capacity();
    scenario.horizonMonths = 13;
    // A 3-year reservation on a 13-month horizon owes 23 more months.
    scenario.options[1].instanceHourlyUsd = 21.50;
    scenario.options[1].purchase = Purchase{PurchaseModel::Reserved3y, 10.0, 0.0, std::nullopt};
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &reserved = evaluation.options[1];
    EXPECT_LT(reserved.tcoUsd, evaluation.options[0].tcoUsd);
    EXPECT_DOUBLE_EQ(reserved.commitmentBeyondHorizonUsd, 23 * reserved.monthlyComputeUsd);
    EXPECT_EQ(evaluation.recommendation.option, "trn1_on_demand");
    EXPECT_EQ(reserved.warnings.at(0).code, "commitment_beyond_horizon");
}

TEST(ScenarioEvaluator, RecommendationFacts)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(test::seed004Inference());
    const RecommendationFacts &facts = evaluation.recommendation.facts;
    const double baselineTotal = evaluation.options[0].totalUsd();
    const double optionTotal = evaluation.options[1].totalUsd();
    EXPECT_EQ(facts.optionId, "trn3");
    EXPECT_EQ(facts.baselineId, "h200_spot");
    EXPECT_DOUBLE_EQ(facts.savingUsd, baselineTotal - optionTotal);
    EXPECT_DOUBLE_EQ(facts.savingPercent, (baselineTotal - optionTotal) / baselineTotal * 100);
    ASSERT_TRUE(facts.breakEven.has_value());
    EXPECT_EQ(facts.breakEven->month, 5);
    ASSERT_TRUE(facts.biggestRisk.has_value());
    EXPECT_EQ(facts.warningCount, 0);
    EXPECT_FALSE(evaluation.recommendation.conflict);
    const std::string &summary = evaluation.recommendation.summary;
    EXPECT_NE(summary.find("Choose trn3"), std::string::npos) << summary;
    EXPECT_NE(summary.find("against h200_spot"), std::string::npos) << summary;
    EXPECT_NE(summary.find("in month 5"), std::string::npos) << summary;
    EXPECT_NE(summary.find(facts.biggestRiskLabel->substr(1)), std::string::npos) << summary;
    EXPECT_EQ(*facts.biggestRiskLabel, ParameterPath::describe(*facts.biggestRisk));
}

TEST(ScenarioEvaluator, MatrixConflictIsReported)
{
    Scenario scenario = test::seed004Inference();
    scenario.criteria = std::vector<Criterion>{
        {"portability", "Portability", 5.0, {{"h200_spot", 5}, {"trn3", 1}}, false}};
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    ASSERT_TRUE(evaluation.matrix.has_value());
    EXPECT_EQ(evaluation.matrix->winner, "h200_spot");
    EXPECT_TRUE(evaluation.recommendation.conflict);
    EXPECT_NE(evaluation.recommendation.summary.find("decision matrix favours h200_spot"),
              std::string::npos);
}

namespace {

EvaluationRequest sensitivityRequest()
{
    EvaluationRequest request;
    request.sensitivity = true;
    return request;
}

} // namespace

TEST(ScenarioEvaluator, BiggestRiskIsTheRecommendedOptionsOwn)
{
    Scenario scenario = test::seed004Inference();
    // A third option whose throughput swings its own saving far more than anything
    // moves trn3's: it must not be named as the risk to choosing trn3.
    Option onDemand = test::effectiveOption("h200_on_demand", 4.54, 1500);
    scenario.options.push_back(onDemand);
    scenario.workload.tokensPerDayBillion = 10;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario, sensitivityRequest());
    ASSERT_EQ(evaluation.recommendation.option, "trn3");
    const RecommendationFacts &facts = evaluation.recommendation.facts;
    ASSERT_TRUE(facts.biggestRisk.has_value());
    EXPECT_EQ(facts.biggestRisk->find("h200_on_demand"), std::string::npos) << *facts.biggestRisk;
    double largestTrn3Swing = 0.0;
    const int trn3 = evaluation.comparedColumn("trn3");
    ASSERT_GE(trn3, 0);
    for (const SensitivityEntry &entry : *evaluation.sensitivity) {
        const SensitivityOptionSwing &swing = entry.options[std::size_t(trn3)];
        largestTrn3Swing =
            std::max(largestTrn3Swing, std::fabs(swing.savingHigh - swing.savingLow));
    }
    EXPECT_DOUBLE_EQ(facts.biggestRiskSwingUsd, largestTrn3Swing);
}

TEST(ScenarioEvaluator, SummaryWithoutExtraUpFrontCost)
{
    Scenario scenario = test::seed000Capacity(); // reserved vs on-demand: no port
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const RecommendationFacts &facts = evaluation.recommendation.facts;
    ASSERT_EQ(facts.optionId, "trn1_reserved_1y");
    ASSERT_TRUE(facts.breakEven && facts.breakEven->reached);
    EXPECT_EQ(facts.breakEven->days, 0.0);
    EXPECT_NE(evaluation.recommendation.summary.find("costs nothing extra up front, so it is "
                                                     "ahead from month 1."),
              std::string::npos)
        << evaluation.recommendation.summary;
}
