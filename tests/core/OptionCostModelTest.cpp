#include "core/engine/OptionCostModel.h"
#include "TestScenarios.h"
#include "core/engine/ScenarioEvaluator.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace acceldecide;

namespace {

double relativeError(double actual, double expected)
{
    return std::fabs(actual - expected) / std::fabs(expected);
}

} // namespace

TEST(OptionCostModel, Seed004CostPerMillionTokens)
{
    const Scenario scenario = test::seed004Inference();
    const auto trn3 = OptionCostModel::compute(scenario, scenario.options[1], false);
    const auto h200 = OptionCostModel::compute(scenario, scenario.options[0], true);
    // CPM = $/h / (tokens/s x 3600 / 1e6): seed 004 prints ~$0.28/M and $0.61/M.
    EXPECT_DOUBLE_EQ(*trn3.costPerMillionTokensUsd, 1.80 / (1800 * 3600 / 1e6));
    EXPECT_NEAR(*trn3.costPerMillionTokensUsd, 0.28, 0.005);
    EXPECT_NEAR(*h200.costPerMillionTokensUsd, 0.61, 0.005);
    // Seed 004: 3 weeks x 2 engineers x 40 h x $150 = $36,000.
    EXPECT_DOUBLE_EQ(trn3.oneTimeUsd, 36000.0);
    EXPECT_DOUBLE_EQ(trn3.portMonths, 3 * 168.0 / 730.0);
    EXPECT_DOUBLE_EQ(h200.portMonths, 0.0);
}

TEST(OptionCostModel, Seed001PerAcceleratorRatesAndSavingsPlans)
{
    struct Case
    {
        PurchaseModel model;
        double discount;
        double trn3;
        double h100;
    };
    // Seed 001's "Savings Plans and Spot" table: on-demand $2.97 / $12.29, 1-year
    // ~$1.78 / ~$7.38, 3-year ~$1.34 / ~$5.54, spot ~$0.89 / ~$3.69.
    const Case cases[] = {{PurchaseModel::OnDemand, 0, 2.97, 12.29},
                          {PurchaseModel::SavingsPlan1y, 40, 1.78, 7.38},
                          {PurchaseModel::SavingsPlan3y, 55, 1.34, 5.54},
                          {PurchaseModel::Spot, 70, 0.89, 3.69}};
    for (const Case &c : cases) {
        // The seed's rates are a commitment used every hour: a cluster kept busy.
        Scenario scenario = test::seed001Training(c.model, c.discount);
        scenario.workload.busyHoursPerMonth = 730;
        const auto h100 = OptionCostModel::compute(scenario, scenario.options[0], true);
        const auto trn3 = OptionCostModel::compute(scenario, scenario.options[1], false);
        EXPECT_DOUBLE_EQ(*trn3.acceleratorHourlyUsd, 47.50 / 16);
        EXPECT_DOUBLE_EQ(*h100.acceleratorHourlyUsd, 98.32 / 8);
        EXPECT_LE(relativeError(trn3.effectiveHourlyUsd, c.trn3), 0.02) << toString(c.model);
        EXPECT_LE(relativeError(h100.effectiveHourlyUsd, c.h100), 0.02) << toString(c.model);
        // The seed's own workload (four runs a year on a 256-accelerator cluster) leaves
        // the cluster idle most hours, and AWS bills a plan for those too.
        const Scenario idle = test::seed001Training(c.model, c.discount);
        const auto h100Idle = OptionCostModel::compute(idle, idle.options[0], true);
        if (isCommitment(c.model))
            EXPECT_GT(h100Idle.effectiveHourlyUsd, 98.32 / 8) << toString(c.model);
        else
            EXPECT_EQ(h100Idle.effectiveHourlyUsd, h100.effectiveHourlyUsd) << toString(c.model);
    }
}

TEST(OptionCostModel, TrainingFormulas)
{
    const Scenario scenario = test::seed001Training();
    const auto trn3 = OptionCostModel::compute(scenario, scenario.options[1], false);
    // Derived throughput = peak x 1e12 x MFU / (6 x params).
    const double tps = 2520e12 * 0.5 / (6 * 70e9);
    EXPECT_DOUBLE_EQ(*trn3.measuredOrDerivedTokensPerSec, tps);
    const double hours = 300e9 / tps / 3600 * 1.15;
    EXPECT_DOUBLE_EQ(*trn3.acceleratorHoursPerRun, hours);
    EXPECT_DOUBLE_EQ(*trn3.costPerRunUsd, hours * 47.50 / 16);
    EXPECT_DOUBLE_EQ(*trn3.wallClockHoursPerRun, hours / 256);
    EXPECT_DOUBLE_EQ(*trn3.costPerMillionTokensUsd, hours * 47.50 / 16 / 300000);
    EXPECT_DOUBLE_EQ(trn3.monthlyComputeUsd, 4.0 / 12 * hours * 47.50 / 16);
    EXPECT_FALSE(trn3.impliedMfuPercent.has_value()); // derived, not measured
}

TEST(OptionCostModel, ImpliedMfuOfMeasuredThroughput)
{
    Scenario scenario = test::seed001Training();
    // Seed 001: Llama 3 70B at ~28,500 tok/s per Trainium3 with a 2.52 PFLOPS peak.
    scenario.options[1].throughput = Throughput::measured(28500.0);
    scenario.options[1].peakTflops = 2520.0;
    const auto trn3 = OptionCostModel::compute(scenario, scenario.options[1], false);
    EXPECT_NEAR(*trn3.impliedMfuPercent, 28500 * 6 * 70e9 / 2520e12 * 100, 1e-9);
    EXPECT_GT(*trn3.impliedMfuPercent, 400.0);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    ASSERT_FALSE(evaluation.options[1].warnings.empty());
    EXPECT_EQ(evaluation.options[1].warnings[0].code, "implied_mfu_impossible");
}

TEST(OptionCostModel, Seed000MonthlyCapacityCosts)
{
    const Scenario scenario = test::seed000Capacity();
    const auto onDemand = OptionCostModel::compute(scenario, scenario.options[0], true);
    const auto reserved = OptionCostModel::compute(scenario, scenario.options[1], false);
    EXPECT_DOUBLE_EQ(*onDemand.acceleratorHourlyUsd, 21.50 / 16); // seed 000: ~$1.34
    EXPECT_NEAR(onDemand.monthlyComputeUsd, 15695.0, 1e-9);       // seed 000: $15,695
    EXPECT_NEAR(reserved.monthlyComputeUsd, 9198.0, 1e-9);        // seed 000: ~$9,198
    EXPECT_FALSE(onDemand.costPerMillionTokensUsd.has_value());
}

TEST(OptionCostModel, ZeroDiscountEqualsOnDemand)
{
    for (PurchaseModel model :
         {PurchaseModel::SavingsPlan1y, PurchaseModel::SavingsPlan3y, PurchaseModel::Reserved1y,
          PurchaseModel::Reserved3y, PurchaseModel::Spot}) {
        // Used every hour, a commitment at no discount costs what on-demand does.
        Scenario discounted = test::seed001Training(model, 0.0);
        Scenario onDemand = test::seed001Training();
        discounted.workload.busyHoursPerMonth = 730;
        onDemand.workload.busyHoursPerMonth = 730;
        for (std::size_t i = 0; i < 2; ++i) {
            const auto a = OptionCostModel::compute(discounted, discounted.options[i], i == 0);
            const auto b = OptionCostModel::compute(onDemand, onDemand.options[i], i == 0);
            EXPECT_DOUBLE_EQ(a.effectiveHourlyUsd, b.effectiveHourlyUsd) << toString(model);
            EXPECT_DOUBLE_EQ(a.monthlyComputeUsd, b.monthlyComputeUsd) << toString(model);
        }
    }
}

TEST(OptionCostModel, SpotInterruptionOverheadAddsHours)
{
    Scenario scenario = test::seed001Training(PurchaseModel::Spot, 70.0);
    scenario.options[0].purchase.interruptionOverheadPercent = 10.0;
    const auto h100 = OptionCostModel::compute(scenario, scenario.options[0], true);
    EXPECT_DOUBLE_EQ(h100.hoursMultiplier, 1.15 * 1.10);
}

TEST(OptionCostModel, CommitmentOwedPastTheHorizon)
{
    Scenario scenario = test::seed001Training(PurchaseModel::SavingsPlan3y, 55.0);
    scenario.workload.busyHoursPerMonth = 730;
    // Terms from month 1 (no port): the port's own months are PortSwitchOverTest's.
    scenario.options[1].migration.reset();
    // A second 36-month term for the horizon's last 4 months would owe 32 more: not
    // bought while the project ends with the horizon (36 x 45 % of on-demand > 4 x 100 %).
    scenario.horizonMonths = 40;
    const auto trn3 = OptionCostModel::compute(scenario, scenario.options[1], false);
    EXPECT_DOUBLE_EQ(trn3.commitmentBeyondHorizonUsd, 0.0);
    EXPECT_EQ(trn3.commitmentEndMonth, 36);
    // When the work continues it is bought: 32 months owed, all of them used.
    scenario.horizonTreatment = HorizonTreatment::WorkContinues;
    const auto onward = OptionCostModel::compute(scenario, scenario.options[1], false);
    const double committedMonth = onward.commitment->committedUsdPerHour() * 730;
    EXPECT_EQ(onward.commitmentEndMonth, 72);
    EXPECT_NEAR(onward.commitmentOwedAfterHorizonUsd, 32 * committedMonth, 1e-6);
    EXPECT_NEAR(onward.commitmentRemainingValueUsd, 32 * committedMonth, 1e-6);
    EXPECT_NEAR(onward.commitmentBeyondHorizonUsd, 0.0, 1e-6);
    scenario.horizonTreatment = HorizonTreatment::ProjectEnds;
    scenario.horizonMonths = 36;
    const auto exact = OptionCostModel::compute(scenario, scenario.options[1], false);
    EXPECT_DOUBLE_EQ(exact.commitmentBeyondHorizonUsd, 0.0);
}
