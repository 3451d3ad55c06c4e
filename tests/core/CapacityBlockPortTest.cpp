// A port next to Capacity Blocks: a block is bought whole or not at all, so a run that
// starts while the port is under way runs on the baseline (no block for it) and one that
// starts after it buys its blocks. The TCO, the monthly series, the credits and the cash
// flow all count it that way.
#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

#include <numeric>

namespace acceldecide {
namespace {

constexpr double kCent = 0.005;

// Seed 001's training (4 runs over 12 months: starting at months 0, 3, 6 and 9) with
// Trainium3 bought in 14-day Capacity Blocks after a 6-week port (1.38 months): run 0
// starts during the port.
Scenario portedBlocks()
{
    Scenario scenario = test::seed001Training();
    Purchase blocks;
    blocks.model = PurchaseModel::CapacityBlock;
    blocks.hourlyUsd = 30.0;
    scenario.options[1].purchase = blocks;
    return scenario;
}

double sum(const std::vector<double> &values)
{
    return std::accumulate(values.begin(), values.end(), 0.0);
}

TEST(CapacityBlockPortTest, ARunStartingDuringThePortBuysNoBlock)
{
    Scenario scenario = portedBlocks();
    Scenario unported = scenario;
    unported.options[1].migration.reset();
    const OptionResult noPort = ScenarioEvaluator::evaluate(unported).options[1];
    ASSERT_TRUE(noPort.capacityBlocks.has_value());
    const double runFee = noPort.capacityBlocks->feesUsd / 4.0;

    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &trn3 = evaluation.options[1];
    const OptionResult &h100 = evaluation.options[0];
    const double p = trn3.portMonths;
    ASSERT_GT(p, 1.0);
    ASSERT_LT(p, 3.0); // only run 0 starts during the port
    // Three runs' blocks; run 0 on the baseline for the port's months (the on-demand
    // baseline bills by the hour), maintenance once the port is over.
    ASSERT_TRUE(trn3.capacityBlocks.has_value());
    EXPECT_NEAR(trn3.capacityBlocks->feesUsd, 3.0 * runFee, kCent);
    EXPECT_EQ(trn3.capacityBlocks->blockCount, 3 * noPort.capacityBlocks->blockCount / 4);
    const double maintenance = scenario.options[1].maintenanceUsdPerMonth;
    const double expected = trn3.oneTimeUsd + 3.0 * runFee + p * h100.monthlyComputeUsd +
                            (scenario.horizonMonths - p) * maintenance;
    EXPECT_NEAR(trn3.tcoUsd, expected, kCent);

    // The closed form and the series agree, to the cent.
    const ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const OptionEconomics option =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, inputs.options[1], false);
    const OptionEconomics baseline =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, inputs.options[0], true);
    EXPECT_NEAR(
        OptionCostModel::horizonTotalUsd(option, baseline, inputs.workload, inputs.horizonMonths),
        trn3.tcoUsd, kCent);
    EXPECT_NEAR(sum(trn3.monthlyUsd), trn3.tcoUsd, kCent);
    // Month 1 holds no block fee (run 0 is the baseline's), month 4 run 1's whole blocks.
    EXPECT_NEAR(trn3.monthlyUsd[0], trn3.oneTimeUsd + h100.monthlyComputeUsd, kCent);
    EXPECT_NEAR(trn3.monthlyUsd[3], runFee + maintenance, kCent);
}

// At a 0 % discount rate the cash flow pays exactly the TCO, with and without credits.
TEST(CapacityBlockPortTest, SeriesAndCashFlowAddUpToTheTco)
{
    for (bool credits : {false, true}) {
        SCOPED_TRACE(credits ? "with credits" : "without credits");
        Scenario scenario = portedBlocks();
        if (credits) {
            scenario.credits.push_back(
                {"activate", "Activate", 150000.0, 1, 6, CreditScope::All, {}});
            scenario.credits.push_back(
                {"neuron", "Neuron migration", 90000.0, 1, 12, CreditScope::Neuron, {}});
        }
        const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
        for (const OptionResult &option : evaluation.options) {
            SCOPED_TRACE(option.id);
            if (credits) {
                EXPECT_GT(option.creditsUsedUsd, 0.0);
            }
            EXPECT_NEAR(sum(option.monthlyUsd), option.tcoUsd, kCent);
            EXPECT_NEAR(option.cumulativeUsd.back(), option.tcoUsd, kCent);
            EXPECT_NEAR(option.cashFlow.totalUsd + option.cashFlow.owedAfterHorizonUsd,
                        option.totalUsd(), kCent);
            if (option.cashFlow.discountRatePercent == 0.0) {
                EXPECT_NEAR(option.cashFlow.npvWithOwedUsd, option.totalUsd(), kCent);
            }
        }
    }
}

// The baseline never ports; when it is the block option, the run that starts while
// another option ports is still bought whole on the baseline's side: the ported option
// pays that run's whole blocks, not the port's share of the month's fees.
TEST(CapacityBlockPortTest, ABlockBaselineBillsWholeRunsDuringAnotherOptionsPort)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json");
    ASSERT_TRUE(read.ok());
    Scenario scenario = read.value();
    scenario.credits.clear();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &h100 = evaluation.options[0];
    const OptionResult &trn3 = evaluation.options[1];
    ASSERT_TRUE(h100.capacityBlocks.has_value());
    EXPECT_EQ(h100.portMonths, 0.0);
    const double runFee = h100.capacityBlocks->feesUsd / 6.0; // six runs, each its blocks
    const double p = trn3.portMonths;
    ASSERT_GT(p, 0.0);
    ASSERT_LT(p, 2.0); // run 0 (month 0) starts during the port, run 1 (month 2) after
    const double expected =
        trn3.oneTimeUsd + runFee + (scenario.horizonMonths - p) * trn3.monthlyComputeUsd;
    EXPECT_NEAR(trn3.tcoUsd, expected, kCent);
    EXPECT_NEAR(sum(trn3.monthlyUsd), trn3.tcoUsd, kCent);
    EXPECT_NEAR(trn3.monthlyUsd[0], trn3.oneTimeUsd + runFee + (1.0 - p) * trn3.monthlyComputeUsd,
                kCent);
    EXPECT_NEAR(trn3.cashFlow.totalUsd + trn3.cashFlow.owedAfterHorizonUsd, trn3.totalUsd(), kCent);
}

} // namespace
} // namespace acceldecide
