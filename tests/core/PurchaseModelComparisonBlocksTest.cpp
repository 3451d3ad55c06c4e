// The purchase-model comparison's Capacity Block column: the option bought in Capacity
// Blocks exactly as the scenario with its purchase switched to capacity_block, to the
// cent, with credits and a private discount as for every other column; "no price"
// (no bar) where nobody knows a block rate.

#include "core/engine/PurchaseModelComparison.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

namespace acceldecide {
namespace {

const std::size_t kBlock = std::size_t(comparedPurchaseModelIndex(PurchaseModel::CapacityBlock));

Scenario readExample()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? read.value() : Scenario{};
}

struct BlockCase
{
    const char *name;
    std::size_t option;
    double rate; // per instance-hour
    bool creditsAndPrivateDiscount;
};

class PurchaseModelBlockSwitchTest : public ::testing::TestWithParam<BlockCase>
{};

TEST_P(PurchaseModelBlockSwitchTest, EqualsEvaluatingTheScenarioSwitchedToCapacityBlocks)
{
    const BlockCase &c = GetParam();
    Scenario scenario = test::seed001Training();
    if (c.creditsAndPrivateDiscount) {
        scenario.privateDiscountPercent = 7.0;
        scenario.credits.push_back({"activate", "Activate", 100000.0, 1, 6, CreditScope::All, {}});
        scenario.credits.push_back(
            {"neuron", "Neuron migration", 60000.0, 2, 12, CreditScope::Neuron, {}});
    }
    std::vector<PurchaseModelDiscounts> discounts(2);
    discounts[c.option].blockUsdPerInstanceHour = c.rate;
    const std::vector<OptionPurchaseModels> compared =
        PurchaseModelComparison::compute(scenario, discounts);
    const std::optional<PurchaseModelCost> &cost = compared[c.option].models[kBlock];
    ASSERT_TRUE(cost.has_value());
    // Only the block column has a price.
    for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m)
        EXPECT_EQ(compared[c.option].models[m].has_value(), m == kBlock) << m;

    Purchase blocks;
    blocks.model = PurchaseModel::CapacityBlock;
    blocks.hourlyUsd = c.rate;
    scenario.options[c.option].purchase = blocks;
    const Evaluation switched = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &expected = switched.options[c.option];
    ASSERT_TRUE(expected.capacityBlocks.has_value());
    EXPECT_NEAR(cost->tcoUsd, expected.tcoUsd, 0.005);
    EXPECT_NEAR(cost->totalUsd(), expected.totalUsd(), 0.005);
    EXPECT_NEAR(cost->creditsUsd, expected.creditsUsedUsd, 0.005);
    if (c.creditsAndPrivateDiscount) {
        EXPECT_GT(expected.creditsUsedUsd, 0.0);
    }
    ASSERT_TRUE(cost->capacityBlocks.has_value());
    EXPECT_EQ(cost->capacityBlocks->describe(), expected.capacityBlocks->describe());
    EXPECT_NEAR(cost->capacityBlocks->feesUsd, expected.capacityBlocks->feesUsd, 0.005);
    EXPECT_NEAR(cost->capacityBlocks->idleHours, expected.capacityBlocks->idleHours, 1e-9);
}

INSTANTIATE_TEST_SUITE_P(Seed001Training, PurchaseModelBlockSwitchTest,
                         ::testing::Values(BlockCase{"trn3_ported", 1, 30.0, false},
                                           BlockCase{"h100_baseline", 0, 39.33, false},
                                           BlockCase{"trn3_ported_credits_private", 1, 30.0, true},
                                           BlockCase{"h100_baseline_credits_private", 0, 39.33,
                                                     true}),
                         [](const auto &info) { return std::string(info.param.name); });

// The shipped example: the H100 option buys 14-day blocks of 8 instances and has no
// on-demand price; its own rate gives it a block bar (its evaluation, to the cent) and
// nothing else. Trainium3 knows no block rate: "no price", exactly as spot without one.
TEST(PurchaseModelComparisonBlocksTest, OwnBlockRateReproducesTheOptionsEvaluation)
{
    const Scenario scenario = readExample();
    ASSERT_EQ(scenario.options.size(), 2u);
    std::vector<PurchaseModelDiscounts> discounts;
    for (const Option &option : scenario.options)
        discounts.push_back(PurchaseModelComparison::ownDiscounts(option));
    ASSERT_TRUE(discounts[0].blockUsdPerInstanceHour.has_value());
    EXPECT_EQ(*discounts[0].blockUsdPerInstanceHour, 39.33);
    EXPECT_FALSE(discounts[1].blockUsdPerInstanceHour.has_value());

    const auto compared = PurchaseModelComparison::compute(scenario, discounts);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m)
        EXPECT_EQ(compared[0].models[m].has_value(), m == kBlock) << m;
    const PurchaseModelCost &h100 = *compared[0].models[kBlock];
    EXPECT_NEAR(h100.tcoUsd, evaluation.options[0].tcoUsd, 0.005);
    EXPECT_NEAR(h100.creditsUsd, evaluation.options[0].creditsUsedUsd, 0.005);
    ASSERT_TRUE(h100.capacityBlocks.has_value());
    EXPECT_EQ(h100.capacityBlocks->instances, 8.0);
    EXPECT_EQ(h100.capacityBlocks->describe(), evaluation.options[0].capacityBlocks->describe());
    EXPECT_FALSE(compared[1].models[kBlock].has_value());
    EXPECT_TRUE(compared[1].models[0].has_value()); // on-demand
}

// A block option switched to another model and a discounted option switched to blocks
// keep their own settings apart: the discount never reaches the block column.
TEST(PurchaseModelComparisonBlocksTest, OwnDiscountIsNotABlockRate)
{
    Scenario scenario = test::seed001Training(PurchaseModel::Spot, 70.0);
    const PurchaseModelDiscounts own = PurchaseModelComparison::ownDiscounts(scenario.options[0]);
    EXPECT_FALSE(own.blockUsdPerInstanceHour.has_value());
    EXPECT_EQ(own.discountPercent[std::size_t(comparedPurchaseModelIndex(PurchaseModel::Spot))],
              70.0);
    EXPECT_FALSE(own.discountPercent[kBlock].has_value());
}

} // namespace
} // namespace acceldecide
