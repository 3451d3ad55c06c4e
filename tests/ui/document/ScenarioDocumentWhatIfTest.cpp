// What-ifs are never blocked by an uncertainty range elsewhere: the range follows the
// edit in the same undo step and the document says what changed.

#include "ui/document/ScenarioDocument.h"

#include "TestScenarios.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

Scenario withRunsRange()
{
    Scenario scenario = test::seed001Training();
    scenario.workload.runs = 12;
    scenario.uncertainty.push_back({"workload.runs", 12, 30});
    return scenario;
}

TEST(ScenarioDocumentWhatIfTest, ARangeWidensInTheSameUndoStep)
{
    ScenarioDocument document;
    document.reset(withRunsRange());
    QSignalSpy adjusted(&document, &ScenarioDocument::adjusted);
    QSignalSpy rejected(&document, &ScenarioDocument::editRejected);
    const auto result =
        document.apply("workload.runs", "Runs", [](Scenario &s) { s.workload.runs = 6; });
    ASSERT_TRUE(result.ok()) << result.error().toStdString();
    EXPECT_EQ(rejected.count(), 0);
    EXPECT_EQ(document.scenario().workload.runs, 6.0);
    EXPECT_EQ(document.scenario().uncertainty.at(0).low, 6.0);
    ASSERT_EQ(adjusted.count(), 1);
    EXPECT_TRUE(adjusted.at(0).at(0).toString().endsWith(
        QStringLiteral(": uncertainty range widened to 6–30.")))
        << adjusted.at(0).at(0).toString().toStdString();

    EXPECT_EQ(document.undoStack()->count(), 1);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), withRunsRange());
}

TEST(ScenarioDocumentWhatIfTest, MeasuredThroughputDropsAnMfuRange)
{
    Scenario scenario = test::seed001Training();
    scenario.uncertainty.push_back({"options.h100.throughput.mfu_percent", 40, 60});
    ScenarioDocument document;
    document.reset(scenario);
    QSignalSpy adjusted(&document, &ScenarioDocument::adjusted);
    const auto result = document.apply("options.h100.throughput", "Throughput", [](Scenario &s) {
        s.options[0].throughput = Throughput::measured(26800.0);
    });
    ASSERT_TRUE(result.ok()) << result.error().toStdString();
    EXPECT_TRUE(document.scenario().uncertainty.empty());
    ASSERT_EQ(adjusted.count(), 1);
    EXPECT_TRUE(adjusted.at(0).at(0).toString().contains(QStringLiteral("range removed")));
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), scenario);
}

// Values no scenario can hold are still refused.
TEST(ScenarioDocumentWhatIfTest, AnImpossibleValueIsStillRefused)
{
    ScenarioDocument document;
    document.reset(withRunsRange());
    const auto result =
        document.apply("workload.runs", "Runs", [](Scenario &s) { s.workload.runs = 0; });
    EXPECT_FALSE(result.ok());
    EXPECT_EQ(document.scenario(), withRunsRange());
}

} // namespace
} // namespace acceldecide::ui
