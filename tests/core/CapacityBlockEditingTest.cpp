// The options table's Capacity Block edits: length, instances and rate per instance-hour,
// with the scenario reader's rules, refused on other purchase models; and an edit is a
// whole-option value, so undoing it (the previous value back) restores the evaluation
// to the cent and redoing it gives the edited one again.
#include "core/editing/OptionEditing.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/model/CapacityBlockLengths.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

using Refusal = OptionEditing::Refusal;

Option blocks()
{
    Option option;
    option.id = "h100-blocks";
    option.instanceType = "p5.48xlarge";
    option.acceleratorsPerInstance = 8;
    option.clusterAccelerators = 64;
    option.purchase.model = PurchaseModel::CapacityBlock;
    option.purchase.hourlyUsd = 39.33;
    option.purchase.blockDays = 14;
    option.purchase.blockInstances = 8;
    return option;
}

Scenario example()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? read.value() : Scenario{};
}

} // namespace

TEST(CapacityBlockEditing, EveryLengthAwsSellsIsAcceptedAndNoOther)
{
    for (int days = 0; days <= 200; ++days) {
        Option option = blocks();
        const OptionEditing::Result result = OptionEditing::setBlockDays(option, days);
        EXPECT_EQ(bool(result), CapacityBlockLengths::isValid(days)) << days;
        if (result) {
            EXPECT_EQ(option.purchase.blockDays, days);
        } else {
            EXPECT_EQ(result.error(), Refusal::BlockLengthNotSold) << days;
        }
    }
    Option option = blocks();
    EXPECT_EQ(OptionEditing::setBlockDays(option, 14.5).error(), Refusal::BlockLengthNotSold);
    EXPECT_EQ(OptionEditing::setBlockDays(option, 15).error(), Refusal::BlockLengthNotSold);
    ASSERT_TRUE(OptionEditing::setBlockDays(option, std::nullopt));
    EXPECT_FALSE(option.purchase.blockDays.has_value()); // the cheapest covering
}

TEST(CapacityBlockEditing, InstancesAreAWholeOneToSixtyFour)
{
    Option option = blocks();
    ASSERT_TRUE(OptionEditing::setBlockInstances(option, 64));
    EXPECT_EQ(option.purchase.blockInstances, 64);
    ASSERT_TRUE(OptionEditing::setBlockInstances(option, 1));
    EXPECT_EQ(option.purchase.blockInstances, 1);
    for (double bad : {0.0, 65.0, 2.5, -1.0})
        EXPECT_EQ(OptionEditing::setBlockInstances(option, bad).error(),
                  Refusal::BlockInstancesOutOfRange)
            << bad;
    ASSERT_TRUE(OptionEditing::setBlockInstances(option, std::nullopt));
    EXPECT_FALSE(option.purchase.blockInstances.has_value()); // what the cluster needs
}

TEST(CapacityBlockEditing, AnEmptyRateIsTheCatalogsWhichItNeeds)
{
    Option option = blocks();
    ASSERT_TRUE(OptionEditing::setBlockRate(option, 31.5, {}));
    EXPECT_EQ(option.purchase.hourlyUsd, 31.5);
    EXPECT_FALSE(option.purchase.rateFromCatalog);
    EXPECT_EQ(OptionEditing::setBlockRate(option, std::nullopt, {}).error(),
              Refusal::BlockRateRequiredWithoutCatalog);
    EXPECT_EQ(OptionEditing::setBlockRate(option, 0.0, {}).error(), Refusal::BlockRateNotPositive);
    Option fromCatalog = blocks();
    ASSERT_TRUE(OptionEditing::setBlockRate(fromCatalog, std::nullopt, {true, std::nullopt}));
    EXPECT_FALSE(fromCatalog.purchase.hourlyUsd.has_value());
    EXPECT_TRUE(fromCatalog.purchase.rateFromCatalog);
}

TEST(CapacityBlockEditing, OtherPurchaseModelsHaveNoBlockFields)
{
    Option option = blocks();
    option.purchase = Purchase{};
    const Option before = option;
    EXPECT_EQ(OptionEditing::setBlockDays(option, 14).error(), Refusal::NotCapacityBlock);
    EXPECT_EQ(OptionEditing::setBlockInstances(option, 8).error(), Refusal::NotCapacityBlock);
    EXPECT_EQ(OptionEditing::setBlockRate(option, 39.33, {}).error(), Refusal::NotCapacityBlock);
    EXPECT_EQ(option, before);
}

// The GUI's undo history holds whole scenarios: an edit pushes the edited one, undo goes
// back to the previous. Each block edit moves the evaluation, undo restores it to the
// cent, redo gives the edited figure again, and the edited scenario round-trips the file
// format (what a saved file holds after the edit).
TEST(CapacityBlockEditing, UndoAndRedoOfEachBlockEditRestoreTheEvaluation)
{
    const Scenario original = example();
    ASSERT_EQ(original.options[0].purchase.model, PurchaseModel::CapacityBlock);
    const double before = ScenarioEvaluator::evaluate(original).options[0].tcoUsd;

    using Edit = OptionEditing::Result (*)(Option &);
    const Edit edits[] = {
        [](Option &o) { return OptionEditing::setBlockDays(o, 21); },
        [](Option &o) { return OptionEditing::setBlockInstances(o, 16); },
        [](Option &o) { return OptionEditing::setBlockRate(o, 30.0, {}); },
    };
    std::vector<Scenario> history{original};
    for (const Edit edit : edits) {
        Scenario next = history.back();
        ASSERT_TRUE(edit(next.options[0]));
        history.push_back(next);
    }
    std::vector<double> tco;
    for (const Scenario &scenario : history)
        tco.push_back(ScenarioEvaluator::evaluate(scenario).options[0].tcoUsd);
    for (std::size_t k = 1; k < tco.size(); ++k)
        EXPECT_NE(tco[k], tco[k - 1]) << "edit " << k << " moved nothing";

    // Undo all, then redo all.
    for (std::size_t k = history.size() - 1; k > 0; --k)
        EXPECT_EQ(ScenarioEvaluator::evaluate(history[k - 1]).options[0].tcoUsd, tco[k - 1]);
    EXPECT_EQ(tco.front(), before);
    EXPECT_EQ(history.front(), original);
    const Scenario &edited = history.back();
    EXPECT_EQ(edited.options[0].purchase.blockDays, 21);
    EXPECT_EQ(edited.options[0].purchase.blockInstances, 16);
    EXPECT_EQ(edited.options[0].purchase.hourlyUsd, 30.0);
    const ScenarioReadResult reread = ScenarioReader::fromText(ScenarioWriter::toText(edited));
    ASSERT_TRUE(reread.ok());
    EXPECT_EQ(reread.value().options[0].purchase, edited.options[0].purchase);
    EXPECT_NEAR(ScenarioEvaluator::evaluate(reread.value()).options[0].tcoUsd, tco.back(), 0.005);
}
