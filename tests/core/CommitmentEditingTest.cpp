// The savings-plan panel's scenario edits and chart curves, by hand.
#include "core/editing/CommitmentEditing.h"
#include "core/engine/CommitmentAnalysis.h"
#include "core/engine/ScenarioEvaluator.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

// 16 accelerators always on: 2 instances of 8 at $80/h ($10 per accelerator-hour).
Scenario capacity()
{
    Scenario scenario;
    scenario.name = "editing";
    scenario.horizonMonths = 24;
    scenario.workload.kind = WorkloadKind::Capacity;
    Option option;
    option.id = "gpu";
    option.label = "GPU";
    option.instanceType = "p5.48xlarge";
    option.acceleratorsPerInstance = 8;
    option.instanceHourlyUsd = 80.0;
    option.instances = 2;
    option.purchase.model = PurchaseModel::SavingsPlan3y;
    option.purchase.discountPercent = 45.0;
    Option other = option;
    other.id = "other";
    other.purchase = Purchase{};
    scenario.options = {option, other};
    scenario.baseline = "other";
    return scenario;
}

} // namespace

TEST(CommitmentEditing, AFirstCommitmentTakesOverTheFlatDiscountAndCoversThePeak)
{
    Scenario scenario = capacity();
    const Commitment suggested = CommitmentEditing::suggested(scenario.options[0], 16.0);
    EXPECT_EQ(suggested.kind, CommitmentKind::SavingsPlan);
    EXPECT_EQ(suggested.termYears, 3);
    EXPECT_DOUBLE_EQ(suggested.discountPercent, 45.0);
    EXPECT_DOUBLE_EQ(suggested.usdPerHour, 16 * 5.5); // 16 accelerators at $5.50 committed
    ASSERT_TRUE(CommitmentEditing::setCommitment(scenario, "gpu", suggested));
    EXPECT_EQ(scenario.options[0].purchase.model, PurchaseModel::OnDemand);
    EXPECT_FALSE(CommitmentEditing::setCommitment(scenario, "nope", suggested));

    // Same cost as the flat 3-year discount it replaced: fully used, nothing owed after
    // the 24-month horizon... but 12 months of the 3-year term are.
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    EXPECT_DOUBLE_EQ(evaluation.options[0].tcoUsd, 24 * 16 * 5.5 * 730);
    EXPECT_DOUBLE_EQ(evaluation.options[0].commitmentBeyondHorizonUsd, 12 * 16 * 5.5 * 730);

    // Removing it leaves the on-demand purchase.
    CommitmentEditing::setCommitment(scenario, "gpu", std::nullopt);
    EXPECT_FALSE(scenario.options[0].commitment);
}

TEST(CommitmentEditing, ALevelInPercentOfThePeakBecomesDollarsPerHourOrInstances)
{
    Scenario scenario = capacity();
    CommitmentEditing::setCommitment(scenario, "gpu",
                                     CommitmentEditing::suggested(scenario.options[0], 16.0));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const CommitmentOptionResult &result = *evaluation.options[0].commitment;
    Commitment half = CommitmentEditing::atLevel(*scenario.options[0].commitment,
                                                 scenario.options[0], result, 50.0);
    EXPECT_DOUBLE_EQ(half.usdPerHour, 8 * 5.5);
    Commitment reserved = half;
    reserved.kind = CommitmentKind::Reserved;
    EXPECT_DOUBLE_EQ(
        CommitmentEditing::atLevel(reserved, scenario.options[0], result, 80.0).instances,
        2.0); // 12.8 accelerators round to 2 instances of 8
    CommitmentEditing::setUsage(scenario, -3.0, 18);
    EXPECT_EQ(scenario.workload.growthPercentPerMonth, -3.0);
    EXPECT_EQ(scenario.workload.lastMonthWithUsage, 18);
}

TEST(CommitmentEditing, CurvesForTheChart)
{
    const CommitmentTerms terms{0.0, 12, 40.0, 10.0};
    const std::vector<UtilizationPoint> rate =
        CommitmentAnalysis::effectiveRateCurve(terms, 10, 90);
    ASSERT_EQ(rate.size(), 91u);
    EXPECT_DOUBLE_EQ(rate.front().effectiveUsdPerAcceleratorHour, 60.0); // $6 over 10 %
    EXPECT_DOUBLE_EQ(rate.back().effectiveUsdPerAcceleratorHour, 6.0);
    EXPECT_DOUBLE_EQ(rate[50].utilizationPercent, 60.0); // the break-even: on-demand's $10
    EXPECT_DOUBLE_EQ(rate[50].effectiveUsdPerAcceleratorHour, 10.0);

    const UsageProfile usage{16, 730, 0, std::nullopt};
    const std::vector<CommitmentCurvePoint> cost =
        CommitmentAnalysis::costCurve(usage, terms, 12, 150.0, 150);
    ASSERT_EQ(cost.size(), 151u);
    EXPECT_DOUBLE_EQ(cost[0].costUsd, 12 * 16 * 10.0 * 730);  // all on demand
    EXPECT_DOUBLE_EQ(cost[100].costUsd, 12 * 16 * 6.0 * 730); // the peak, fully used
    EXPECT_DOUBLE_EQ(cost[150].costUsd, 12 * 24 * 6.0 * 730); // 8 accelerators idle
    EXPECT_DOUBLE_EQ(cost[100].accelerators, 16.0);
}

TEST(CommitmentEditing, APlanTypeIsASavingsPlansAndAnOfferingClassAReservations)
{
    Commitment plan;
    EXPECT_EQ(CommitmentEditing::withPlan(plan, SavingsPlanType::Ec2Instance).plan,
              SavingsPlanType::Ec2Instance);
    EXPECT_EQ(CommitmentEditing::withOfferingClass(plan, OfferingClass::Convertible), plan);

    Commitment reserved;
    reserved.kind = CommitmentKind::Reserved;
    reserved.instances = 2;
    EXPECT_EQ(CommitmentEditing::withPlan(reserved, SavingsPlanType::Ec2Instance), reserved);
    EXPECT_EQ(
        CommitmentEditing::withOfferingClass(reserved, OfferingClass::Convertible).offeringClass,
        OfferingClass::Convertible);
}
