// The Performance panel shows an estimated option's inputs, core's figures and two charts,
// and edits the estimate through the document: one undo step per change, refusals said.

#include "ui/performance/PerformancePanel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/render/charts/ConcurrencyChart.h"
#include "ui/render/charts/RooflineChart.h"

#include "core/io/ScenarioReader.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

Scenario servingFixture()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/cli/fixtures/serving-estimates.json");
    EXPECT_TRUE(read.has_value());
    return read.has_value() ? *read : Scenario{};
}

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    PerformancePanel panel{&document, &controller};

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
    }
    const ThroughputEstimateInput &estimate(const std::string &id) const
    {
        const Scenario &s = document.scenario();
        return *s.options[std::size_t(s.optionIndex(id))].throughput->estimate;
    }
};

TEST(PerformancePanelTest, ShowsTheFirstEstimatedOptionsInputsAndFigures)
{
    Workspace w(servingFixture());
    EXPECT_EQ(w.panel.optionId(), "p5");
    EXPECT_EQ(w.panel.modelCombo()->currentData().toString(), QStringLiteral("llama-3.3-70b"));
    EXPECT_EQ(w.panel.dataTypeCombo()->currentData().toString(), QStringLiteral("fp8"));
    EXPECT_EQ(w.panel.tensorParallelSpin()->value(), 2);
    // Concurrency unset: "auto", within the 50 ms target.
    EXPECT_EQ(w.panel.concurrencySpin()->text(), QStringLiteral("auto"));
    EXPECT_TRUE(w.panel.resultText().contains(QStringLiteral("output tokens/s per accelerator")));
    EXPECT_TRUE(w.panel.memoryText().startsWith(QStringLiteral("Memory: ")));
    EXPECT_TRUE(w.panel.noEstimateText().isEmpty());
    // Both charts drawn: the roof's three corners and the two passes; the sweep and the
    // target line.
    EXPECT_EQ(w.panel.rooflineChart()->roof()->count(), 3);
    EXPECT_EQ(w.panel.rooflineChart()->decodePoint()->count(), 1);
    EXPECT_EQ(w.panel.rooflineChart()->prefillPoint()->count(), 1);
    EXPECT_GT(w.panel.concurrencyChart()->curve()->count(), 3);
    EXPECT_EQ(w.panel.concurrencyChart()->targetLine()->count(), 2);
    EXPECT_TRUE(w.panel.rooflineChart()->message().isEmpty());
}

TEST(PerformancePanelTest, TensorParallelIsOneUndoableEdit)
{
    Workspace w(servingFixture());
    w.panel.selectOption("trn2");
    ASSERT_EQ(w.panel.tensorParallelSpin()->value(), 16);
    const QString before = w.panel.resultText();
    const int steps = w.document.undoStack()->count();
    w.panel.tensorParallelSpin()->setValue(8);
    EXPECT_EQ(w.estimate("trn2").tensorParallel, 8);
    EXPECT_EQ(w.document.undoStack()->count(), steps + 1);
    EXPECT_NE(w.panel.resultText(), before); // re-evaluated live
    w.document.undoStack()->undo();
    EXPECT_EQ(w.estimate("trn2").tensorParallel, 16);
    EXPECT_EQ(w.panel.tensorParallelSpin()->value(), 16);
    EXPECT_EQ(w.panel.resultText(), before);
}

TEST(PerformancePanelTest, RefusesATensorParallelThatDoesNotDivideTheHeads)
{
    Workspace w(servingFixture());
    w.panel.selectOption("trn2");
    const int steps = w.document.undoStack()->count();
    w.panel.tensorParallelSpin()->setValue(3); // Llama 3.3 70B has 64 attention heads
    EXPECT_EQ(w.document.undoStack()->count(), steps);
    EXPECT_EQ(w.estimate("trn2").tensorParallel, 16);
    EXPECT_EQ(w.panel.tensorParallelSpin()->value(), 16);
    EXPECT_TRUE(w.panel.statusText().contains(QStringLiteral("tensor_parallel")))
        << w.panel.statusText().toStdString();
}

TEST(PerformancePanelTest, AutoConcurrencyIsUnset)
{
    Workspace w(servingFixture());
    w.panel.concurrencySpin()->setValue(32);
    EXPECT_EQ(w.estimate("p5").concurrency, 32);
    w.panel.concurrencySpin()->setValue(w.panel.concurrencySpin()->minimum());
    EXPECT_EQ(w.estimate("p5").concurrency, std::nullopt);
}

TEST(PerformancePanelTest, AnOptionWithoutAnEstimateSaysHowToAddOne)
{
    Scenario scenario = servingFixture();
    scenario.options[1].throughput = Throughput::measured(900.0);
    Workspace w(std::move(scenario));
    w.panel.selectOption("trn2");
    EXPECT_TRUE(w.panel.noEstimateText().contains(QStringLiteral("\"estimate\"")));
}

// Not a check: the panel as someone sees it, for a review (ACCELDECIDE_SCREENSHOT_DIR).
TEST(PerformancePanelTest, Screenshot)
{
    const QString directory = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set ACCELDECIDE_SCREENSHOT_DIR to write performance-*.png";
    Workspace w(servingFixture());
    w.panel.resize(1500, 560);
    w.panel.show();
    QDir().mkpath(directory);
    QCoreApplication::processEvents(); // the legends follow the series' names on layout
    EXPECT_TRUE(w.panel.grab().save(directory + QStringLiteral("/performance-p5.png")));
    w.panel.selectOption("trn2");
    QCoreApplication::processEvents();
    EXPECT_TRUE(w.panel.grab().save(directory + QStringLiteral("/performance-trn2.png")));
}

} // namespace
} // namespace acceldecide::ui
