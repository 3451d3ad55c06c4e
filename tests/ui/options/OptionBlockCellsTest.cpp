// The options table's Capacity Block cells: a capacity_block option shows and edits its
// block length, instances and rate per instance-hour (each edit re-evaluates, undo
// restores); any other option shows them empty and read-only; a length AWS does not sell
// is refused naming the field, the value and the lengths it sells.

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/options/OptionInputsModel.h"

#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

Scenario example()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? read.value() : Scenario{};
}

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    OptionInputsModel model{&document, &controller};

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
    }
    QModelIndex cell(int row, int column) const { return model.index(row, column); }
};

TEST(OptionBlockCellsTest, OnlyTheBlockOptionShowsAndEditsItsBlockFields)
{
    Workspace w(example());
    EXPECT_EQ(w.cell(0, OptionInputsModel::BlockDaysColumn).data().toString(), "14");
    EXPECT_EQ(w.cell(0, OptionInputsModel::BlockInstancesColumn).data().toString(), "8");
    EXPECT_EQ(w.cell(0, OptionInputsModel::BlockRateColumn).data().toString(), "$39.33");
    for (int column :
         {int(OptionInputsModel::BlockDaysColumn), int(OptionInputsModel::BlockInstancesColumn),
          int(OptionInputsModel::BlockRateColumn)}) {
        EXPECT_TRUE(w.model.flags(w.cell(0, column)).testFlag(Qt::ItemIsEditable)) << column;
        EXPECT_FALSE(w.model.flags(w.cell(1, column)).testFlag(Qt::ItemIsEditable)) << column;
        EXPECT_EQ(w.cell(1, column).data().toString(), QString()) << column;
        EXPECT_EQ(w.model.headerData(column, Qt::Horizontal).toString().isEmpty(), false);
    }
}

TEST(OptionBlockCellsTest, EachBlockEditChangesTheEvaluationAndUndoRestoresIt)
{
    const Scenario original = example();
    Workspace w(original);
    const double before = w.controller.evaluation().options[0].tcoUsd;

    ASSERT_TRUE(w.model.setData(w.cell(0, OptionInputsModel::BlockDaysColumn), "21"));
    EXPECT_EQ(w.document.scenario().options[0].purchase.blockDays, 21);
    const double longer = w.controller.evaluation().options[0].tcoUsd;
    EXPECT_GT(longer, before); // 21-day blocks for 12-day runs leave more idle hours
    EXPECT_EQ(longer, ScenarioEvaluator::evaluate(w.document.scenario()).options[0].tcoUsd);

    ASSERT_TRUE(w.model.setData(w.cell(0, OptionInputsModel::BlockRateColumn), "30"));
    EXPECT_EQ(w.document.scenario().options[0].purchase.hourlyUsd, 30.0);
    EXPECT_LT(w.controller.evaluation().options[0].tcoUsd, longer);

    ASSERT_TRUE(w.model.setData(w.cell(0, OptionInputsModel::BlockInstancesColumn), ""));
    EXPECT_FALSE(w.document.scenario().options[0].purchase.blockInstances.has_value());
    EXPECT_EQ(w.cell(0, OptionInputsModel::BlockInstancesColumn).data().toString(),
              "cluster: 8"); // 64 accelerators on 8-GPU instances

    w.document.undoStack()->undo();
    w.document.undoStack()->undo();
    EXPECT_EQ(w.controller.evaluation().options[0].tcoUsd, longer);
    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), original);
    EXPECT_EQ(w.controller.evaluation().options[0].tcoUsd, before);
    w.document.undoStack()->redo();
    EXPECT_EQ(w.controller.evaluation().options[0].tcoUsd, longer);
}

struct BadBlockCell
{
    int column;
    const char *text;
    std::vector<const char *> expected;
};

class OptionBlockCellRefusalTest : public ::testing::TestWithParam<BadBlockCell>
{};

TEST_P(OptionBlockCellRefusalTest, IsRefusedNamingTheFieldAndValue)
{
    const Scenario original = example();
    Workspace w(original);
    QSignalSpy rejected(&w.model, &OptionInputsModel::editRejected);
    const BadBlockCell &bad = GetParam();
    EXPECT_FALSE(w.model.setData(w.cell(0, bad.column), QString::fromUtf8(bad.text)));
    EXPECT_EQ(w.document.scenario(), original);
    ASSERT_EQ(rejected.count(), 1);
    const QString message = rejected.first().first().toString();
    for (const char *part : bad.expected)
        EXPECT_TRUE(message.contains(QString::fromUtf8(part))) << message.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    BadBlockCells, OptionBlockCellRefusalTest,
    ::testing::Values(
        BadBlockCell{OptionInputsModel::BlockDaysColumn,
                     "15",
                     {"options[0].purchase.block_days", "15", "1 to 14 days, then 21"}},
        BadBlockCell{OptionInputsModel::BlockInstancesColumn,
                     "65",
                     {"options[0].purchase.block_instances", "65"}},
        BadBlockCell{OptionInputsModel::BlockRateColumn, "0", {"options[0].purchase.hourly_usd"}},
        // Without a catalog an empty rate cannot be looked up.
        BadBlockCell{OptionInputsModel::BlockRateColumn, "", {"without a catalog"}}));

} // namespace
} // namespace acceldecide::ui
