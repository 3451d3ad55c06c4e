// A value no scenario can hold is refused where it was typed: the field turns red, keeps
// the typed text and says why under it, using the field's label; the status bar hears it
// too. Correcting the value clears all of that.

#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/ScenarioPanel.h"
#include "ui/widgets/RangeSpinBox.h"
#include "ui/widgets/RefusedInput.h"

#include "TestScenarios.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

Scenario trainingScenario()
{
    Scenario scenario = test::seed004Inference();
    scenario.workload.kind = WorkloadKind::Training;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerRunBillion = 1000;
    scenario.workload.runs = 30;
    return scenario;
}

// Replaces the editor's text the way a person does: select all, type.
void type(RangeSpinBox *editor, const QString &text)
{
    editor->selectAll();
    QTest::keyClicks(editor, text);
}

TEST(ScenarioPanelRefusalTest, DiscountRateIsOneUndoStepAndRefusedAboveAHundred)
{
    ScenarioDocument document;
    document.reset(trainingScenario());
    ScenarioPanel panel(&document);
    auto *rate = qobject_cast<RangeSpinBox *>(panel.fieldEditor("discount_rate_percent"));
    ASSERT_NE(rate, nullptr);
    EXPECT_EQ(rate->value(), 0.0);

    type(rate, QStringLiteral("8"));
    EXPECT_EQ(document.scenario().discountRatePercent, 8.0);
    EXPECT_EQ(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario().discountRatePercent, 0.0);
    EXPECT_EQ(rate->value(), 0.0) << "the panel follows the undo";

    rate->setValue(150);
    EXPECT_EQ(document.scenario().discountRatePercent, 0.0);
    EXPECT_TRUE(RefusedInput::isMarked(rate));
    EXPECT_EQ(panel.refusal("discount_rate_percent"),
              QStringLiteral("Discount rate must be at most 100."));
}

TEST(ScenarioPanelRefusalTest, RunsOfZeroIsRefusedInlineKeepingTheTypedText)
{
    ScenarioDocument document;
    document.reset(trainingScenario());
    ScenarioPanel panel(&document);
    QSignalSpy rejected(&document, &ScenarioDocument::editRejected);
    auto *runs = qobject_cast<RangeSpinBox *>(panel.fieldEditor("workload.runs"));
    ASSERT_NE(runs, nullptr);

    type(runs, QStringLiteral("0"));
    EXPECT_EQ(document.scenario().workload.runs, 30.0);
    EXPECT_EQ(runs->value(), 0.0) << "the typed value stays";
    EXPECT_EQ(runs->cleanText(), QStringLiteral("0"));
    EXPECT_TRUE(RefusedInput::isMarked(runs));
    EXPECT_EQ(runs->palette().color(QPalette::Base), RefusedInput::background());
    EXPECT_EQ(panel.refusal("workload.runs"), QStringLiteral("Runs must be more than 0.000001."));
    ASSERT_FALSE(rejected.isEmpty());
    EXPECT_EQ(rejected.last().at(0).toString(), QStringLiteral("Runs must be more than 0.000001."));
    EXPECT_EQ(document.undoStack()->count(), 0);

    // Another field's edit leaves the refused text where it is.
    panel.fieldEditor("workload.overhead_percent")->setValue(5);
    EXPECT_EQ(runs->cleanText(), QStringLiteral("0"));

    type(runs, QStringLiteral("6"));
    EXPECT_EQ(document.scenario().workload.runs, 6.0);
    EXPECT_FALSE(RefusedInput::isMarked(runs));
    EXPECT_TRUE(panel.refusal("workload.runs").isEmpty());
}

TEST(ScenarioPanelRefusalTest, AHorizonOfZeroSaysWhyItWasRefused)
{
    ScenarioDocument document;
    document.reset(trainingScenario());
    const int horizon = document.scenario().horizonMonths;
    ScenarioPanel panel(&document);
    auto *editor = qobject_cast<RangeSpinBox *>(panel.fieldEditor("horizon_months"));
    ASSERT_NE(editor, nullptr);

    type(editor, QStringLiteral("0"));
    EXPECT_EQ(document.scenario().horizonMonths, horizon);
    EXPECT_TRUE(RefusedInput::isMarked(editor));
    const QString message = panel.refusal("horizon_months");
    EXPECT_TRUE(message.startsWith(QStringLiteral("Horizon must be at least 1: ")))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("month by month"))) << message.toStdString();

    // Opening another scenario clears the refusal and shows its horizon.
    document.reset(trainingScenario());
    EXPECT_FALSE(RefusedInput::isMarked(editor));
    EXPECT_EQ(editor->value(), horizon);
}

TEST(ScenarioPanelRefusalTest, ATooLargeValueNamesTheUpperBound)
{
    ScenarioDocument document;
    document.reset(trainingScenario());
    ScenarioPanel panel(&document);
    panel.fieldEditor("workload.overhead_percent")->setValue(1500);
    EXPECT_EQ(panel.refusal("workload.overhead_percent"),
              QStringLiteral("Overhead must be at most 1000."));
    EXPECT_NE(document.scenario().workload.overheadPercent, 1500.0);
}

} // namespace
} // namespace acceldecide::ui
