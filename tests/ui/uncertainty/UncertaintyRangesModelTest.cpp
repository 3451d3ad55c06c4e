// Uncertainty ranges are edited through the document: adding one starts Monte Carlo on it,
// a range that leaves the field's valid range is refused with the field and the value.

#include "ui/uncertainty/UncertaintyRangesModel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include "TestScenarios.h"
#include "core/engine/MonteCarloSimulation.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(UncertaintyRangesModelTest, AddingARangeRunsMonteCarloOnIt)
{
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(20'000);
    UncertaintyRangesModel model(&document);
    document.reset(test::seed004Inference());
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_FALSE(controller.monteCarlo().has_value());

    ASSERT_TRUE(model.addRange("options.trn3.migration.weeks").ok());
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.index(0, UncertaintyRangesModel::LowColumn).data(Qt::EditRole).toDouble(), 2.4);
    EXPECT_EQ(model.index(0, UncertaintyRangesModel::HighColumn).data(Qt::EditRole).toDouble(),
              3.6);
    ASSERT_TRUE(model.setData(model.index(0, UncertaintyRangesModel::HighColumn), 6.0));
    ASSERT_TRUE(controller.waitForMonteCarlo());
    ASSERT_TRUE(controller.monteCarlo().has_value());
    const MonteCarloResult expected = MonteCarloSimulation::run(document.scenario(), 20'000, 1, 1);
    EXPECT_EQ(controller.monteCarlo()->options[0].savingP50, expected.options[0].savingP50);

    document.undoStack()->undo();
    document.undoStack()->undo();
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(UncertaintyRangesModelTest, ARangeOutsideTheFieldIsRefused)
{
    ScenarioDocument document;
    UncertaintyRangesModel model(&document);
    document.reset(test::seed004Inference());
    // Utilization is 100 %: its default range is clamped to the field's maximum.
    ASSERT_TRUE(model.addRange("workload.utilization_percent").ok());
    EXPECT_EQ(model.index(0, UncertaintyRangesModel::HighColumn).data(Qt::EditRole).toDouble(),
              100.0);
    QSignalSpy rejected(&model, &UncertaintyRangesModel::editRejected);
    EXPECT_FALSE(model.setData(model.index(0, UncertaintyRangesModel::HighColumn), 150.0));
    EXPECT_FALSE(model.setData(model.index(0, UncertaintyRangesModel::LowColumn), "lots"));
    ASSERT_EQ(rejected.count(), 2);
    EXPECT_TRUE(rejected[0][0].toString().contains("150"))
        << rejected[0][0].toString().toStdString();
    EXPECT_TRUE(rejected[1][0].toString().contains("\"lots\" is not a number"));
    EXPECT_EQ(document.scenario().uncertainty[0].high, 100.0);
}

} // namespace
} // namespace acceldecide::ui
