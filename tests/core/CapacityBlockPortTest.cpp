// A port next to Capacity Blocks: a block is bought whole or not at all, so a run that
// starts while the port is under way runs on the baseline (no block for it) and one that
// starts after it buys its blocks. The TCO, the monthly series, the credits and the cash
// flow all count it that way.
#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/SensitivityAnalysis.h"
#include "core/io/ScenarioReader.h"
#include "core/model/Units.h"

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

// Seed 004's serving with Trainium3 on consecutive 14-day Capacity Blocks after its
// 3-week port (504 hours): blocks would start at hours 0, 336 and 672, so the first two
// are not bought and the baseline serves until hour 672.
Scenario servedOnBlocks()
{
    Scenario scenario = test::seed004Inference();
    Purchase blocks;
    blocks.model = PurchaseModel::CapacityBlock;
    blocks.hourlyUsd = 30.0;
    blocks.blockDays = 14;
    scenario.options[1].purchase = blocks;
    scenario.options[1].instanceHourlyUsd = 40.0;
    scenario.options[1].maintenanceUsdPerMonth = 500.0;
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
    // Three runs' blocks; run 0 wholly on the on-demand baseline (a run is done on one
    // option's hardware: 12 / 4 = 3 months of the baseline's monthly compute), maintenance
    // once the port is over.
    ASSERT_TRUE(trn3.capacityBlocks.has_value());
    EXPECT_NEAR(trn3.capacityBlocks->feesUsd, 3.0 * runFee, kCent);
    EXPECT_EQ(trn3.capacityBlocks->blockCount, 3 * noPort.capacityBlocks->blockCount / 4);
    const double maintenance = scenario.options[1].maintenanceUsdPerMonth;
    const double expected = trn3.oneTimeUsd + 3.0 * runFee + 3.0 * h100.monthlyComputeUsd +
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
    // Month 1 holds no block fee but all of run 0 on the baseline (it starts then), month
    // 4 run 1's whole blocks.
    EXPECT_NEAR(trn3.monthlyUsd[0], trn3.oneTimeUsd + 3.0 * h100.monthlyComputeUsd, kCent);
    EXPECT_NEAR(trn3.monthlyUsd[3], runFee + maintenance, kCent);
}

TEST(CapacityBlockPortTest, ConsecutiveBlocksStartingDuringThePortAreNotBought)
{
    Scenario scenario = servedOnBlocks();
    Scenario unported = scenario;
    unported.options[1].migration.reset();
    const OptionResult noPort = ScenarioEvaluator::evaluate(unported).options[1];
    ASSERT_TRUE(noPort.capacityBlocks.has_value());
    ASSERT_EQ(noPort.capacityBlocks->blocks.size(), 1u);
    EXPECT_EQ(noPort.capacityBlocks->blocks[0].days, 14);
    const int allBlocks = noPort.capacityBlocks->blockCount; // 12 x 730 h in 336-hour blocks
    EXPECT_EQ(allBlocks, 27);
    const double blockFee = noPort.capacityBlocks->feesUsd / allBlocks;

    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &trn3 = evaluation.options[1];
    const OptionResult &h200 = evaluation.options[0];
    // The baseline serves until the block that starts at hour 672.
    const double p = 672.0 / units::kHoursPerMonth;
    EXPECT_DOUBLE_EQ(trn3.portMonths, p);
    ASSERT_TRUE(trn3.capacityBlocks.has_value());
    EXPECT_EQ(trn3.capacityBlocks->blockCount, allBlocks - 2);
    EXPECT_NEAR(trn3.capacityBlocks->feesUsd, (allBlocks - 2) * blockFee, kCent);
    const double maintenance = scenario.options[1].maintenanceUsdPerMonth;
    const double expected = trn3.oneTimeUsd + (allBlocks - 2) * blockFee +
                            p * h200.monthlyComputeUsd + (scenario.horizonMonths - p) * maintenance;
    EXPECT_NEAR(trn3.tcoUsd, expected, kCent);
    // Month 1: the port's engineering, the baseline until hour 672, and the whole block
    // that starts then; month 2 the blocks that start in it.
    EXPECT_NEAR(trn3.monthlyUsd[0],
                trn3.oneTimeUsd + p * h200.monthlyComputeUsd + blockFee + (1.0 - p) * maintenance,
                kCent);
    EXPECT_NEAR(trn3.monthlyUsd[1], 2.0 * blockFee + maintenance, kCent); // hours 1008, 1344

    const ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const OptionEconomics option =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, inputs.options[1], false);
    const OptionEconomics baseline =
        OptionCostModel::economics(inputs.workload, inputs.horizonMonths, inputs.options[0], true);
    EXPECT_NEAR(
        OptionCostModel::horizonTotalUsd(option, baseline, inputs.workload, inputs.horizonMonths),
        trn3.tcoUsd, kCent);
    EXPECT_NEAR(sum(trn3.monthlyUsd), trn3.tcoUsd, kCent);
    // The engineering is paid over the port's own three weeks, not the wait for a block.
    EXPECT_DOUBLE_EQ(option.portWorkMonths, 504.0 / units::kHoursPerMonth);
    EXPECT_NEAR(trn3.cashFlow.totalUsd + trn3.cashFlow.owedAfterHorizonUsd, trn3.totalUsd(), kCent);
}

// Moving the port moves which blocks are bought: sensitivity's figures are the whole
// scenario's, recomputed, for every input.
TEST(CapacityBlockPortTest, SensitivityFollowsTheBlocksAPortLeavesUnbought)
{
    for (bool credits : {false, true}) {
        SCOPED_TRACE(credits ? "with credits" : "without credits");
        Scenario scenario = servedOnBlocks();
        if (credits)
            scenario.credits.push_back(
                {"activate", "Activate", 9000.0, 1, 6, CreditScope::All, {}});
        scenario.uncertainty.push_back({"options.trn3.migration.weeks", 1.0, 7.0});
        const std::vector<SensitivityEntry> entries = SensitivityAnalysis::run(scenario);
        ASSERT_FALSE(entries.empty());
        bool sawWeeks = false;
        for (const SensitivityEntry &entry : entries) {
            ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
            const std::vector<double *> places = inputs.bind(scenario, entry.parameter);
            std::vector<double> low(inputs.options.size());
            std::vector<double> high(inputs.options.size());
            for (double *place : places)
                *place = entry.lowValue;
            ScenarioTotals::compute(inputs, low);
            for (double *place : places)
                *place = entry.highValue;
            ScenarioTotals::compute(inputs, high);
            EXPECT_EQ(entry.options[0].savingLow, low[0] - low[1]) << entry.parameter;
            EXPECT_EQ(entry.options[0].savingHigh, high[0] - high[1]) << entry.parameter;
            sawWeeks = sawWeeks || entry.parameter == "options.trn3.migration.weeks";
        }
        EXPECT_TRUE(sawWeeks);
    }
}

// At a 0 % discount rate the cash flow pays exactly the TCO, with and without credits.
TEST(CapacityBlockPortTest, SeriesAndCashFlowAddUpToTheTco)
{
    for (bool credits : {false, true})
        for (bool serving : {false, true}) {
            SCOPED_TRACE(credits ? "with credits" : "without credits");
            SCOPED_TRACE(serving ? "serving" : "training");
            Scenario scenario = serving ? servedOnBlocks() : portedBlocks();
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
// pays that run's whole blocks, not the port's share of the month's fees, and runs the
// other five on its own hardware ($358,104.97: PortSwitchOverTest works it by hand).
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
    // Six runs in 12 months: a run is 2 months of the option's monthly compute.
    const double optionRun = 2.0 * trn3.monthlyComputeUsd;
    const double expected = trn3.oneTimeUsd + runFee + 5.0 * optionRun;
    EXPECT_NEAR(trn3.tcoUsd, expected, kCent);
    EXPECT_NEAR(trn3.tcoUsd, 358104.97, kCent);
    EXPECT_NEAR(sum(trn3.monthlyUsd), trn3.tcoUsd, kCent);
    // Month 1: the port, run 0's block, and the option's month less the whole run it gave
    // way (month 1 carries the run that starts in it).
    EXPECT_NEAR(trn3.monthlyUsd[0], trn3.oneTimeUsd + runFee + trn3.monthlyComputeUsd - optionRun,
                kCent);
    EXPECT_NEAR(trn3.cashFlow.totalUsd + trn3.cashFlow.owedAfterHorizonUsd, trn3.totalUsd(), kCent);
}

} // namespace
} // namespace acceldecide
