// The document: every edit validated by core, undoable, merged per field; the controller
// re-evaluates synchronously and runs Monte Carlo on a worker, newest input winning.

#include "ui/document/ScenarioDocument.h"
#include "ui/document/EvaluationController.h"

#include "TestScenarios.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(ScenarioDocumentTest, AValidEditIsAppliedAndUndoable)
{
    ScenarioDocument document;
    document.reset(test::seed004Inference());
    EXPECT_FALSE(document.isModified());

    const auto problem = document.apply("workload.tokens_per_day_billion", "Tokens per day",
                                        [](Scenario &s) { s.workload.tokensPerDayBillion = 2.0; });
    EXPECT_TRUE(problem.ok());
    EXPECT_EQ(document.scenario().workload.tokensPerDayBillion, 2.0);
    EXPECT_TRUE(document.isModified());

    document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), test::seed004Inference());
    EXPECT_FALSE(document.isModified());
    document.undoStack()->redo();
    EXPECT_EQ(document.scenario().workload.tokensPerDayBillion, 2.0);
}

TEST(ScenarioDocumentTest, AnInvalidEditIsRefusedWithTheFieldAndValue)
{
    ScenarioDocument document;
    document.reset(test::seed004Inference());
    QSignalSpy rejected(&document, &ScenarioDocument::editRejected);
    const auto problem =
        document.apply("horizon_months", "Horizon", [](Scenario &s) { s.horizonMonths = 0; });
    ASSERT_FALSE(problem.ok());
    EXPECT_TRUE(problem.error().contains("horizon_months")) << problem.error().toStdString();
    EXPECT_TRUE(problem.error().contains("0")) << problem.error().toStdString();
    EXPECT_EQ(document.scenario(), test::seed004Inference());
    EXPECT_EQ(document.undoStack()->count(), 0);
    EXPECT_EQ(rejected.count(), 1);
}

TEST(ScenarioDocumentTest, ConsecutiveEditsOfOneFieldAreOneUndoStep)
{
    ScenarioDocument document;
    document.reset(test::seed004Inference());
    for (double weeks : {4.0, 5.0, 6.0})
        document.apply("options.trn3.migration.weeks", "Port weeks",
                       [&](Scenario &s) { s.options[1].migration->weeks = weeks; });
    document.apply("workload.utilization_percent", "Utilization",
                   [](Scenario &s) { s.workload.utilizationPercent = 80.0; });
    EXPECT_EQ(document.undoStack()->count(), 2);
    document.undoStack()->undo();
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), test::seed004Inference());
}

TEST(ScenarioDocumentTest, EditingBackToTheOriginalValueLeavesNoUndoStep)
{
    ScenarioDocument document;
    document.reset(test::seed004Inference());
    const double original = document.scenario().options[1].migration->weeks;
    document.apply("options.trn3.migration.weeks", "Port weeks",
                   [](Scenario &s) { s.options[1].migration->weeks = 9.0; });
    document.apply("options.trn3.migration.weeks", "Port weeks",
                   [&](Scenario &s) { s.options[1].migration->weeks = original; });
    EXPECT_EQ(document.undoStack()->count(), 0);
    EXPECT_FALSE(document.isModified());
}

// A field nobody set that pricing needs is the user's to mend: the controller names it
// among its problems and keeps showing the last good evaluation, and setting the field
// clears it.
TEST(EvaluationControllerTest, AnUnpriceableScenarioIsAProblemNamingTheField)
{
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(0);
    document.reset(test::seed004Inference());
    ASSERT_TRUE(controller.problems().isEmpty());
    const double goodTco = controller.evaluation().options.at(1).tcoUsd;

    Scenario noEngineers = test::seed004Inference();
    noEngineers.team->engineers = std::nullopt;
    document.reset(noEngineers);
    ASSERT_EQ(controller.problems().size(), 1);
    EXPECT_EQ(controller.problems().front(),
              QStringLiteral("The scenario could not be evaluated: options.trn3.migration."
                             "engineers: missing (set it on the option or in team)"));
    EXPECT_EQ(controller.evaluation().options.at(1).tcoUsd, goodTco);

    document.apply("team.engineers", "Engineers", [](Scenario &s) { s.team->engineers = 2.0; });
    EXPECT_TRUE(controller.problems().isEmpty());
}

TEST(EvaluationControllerTest, EveryChangeIsEvaluatedAtOnceWithCoresNumbers)
{
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(0);
    QSignalSpy evaluated(&controller, &EvaluationController::evaluated);
    document.reset(test::seed004Inference());
    ASSERT_EQ(evaluated.count(), 1);
    EXPECT_TRUE(controller.problems().isEmpty());

    document.apply("workload.tokens_per_day_billion", "Tokens per day",
                   [](Scenario &s) { s.workload.tokensPerDayBillion = 3.0; });
    EXPECT_EQ(evaluated.count(), 2);
    EvaluationRequest request;
    request.sensitivity = true;
    const Evaluation expected = ScenarioEvaluator::evaluate(document.scenario(), request);
    ASSERT_EQ(controller.evaluation().options.size(), expected.options.size());
    for (std::size_t i = 0; i < expected.options.size(); ++i)
        EXPECT_EQ(controller.evaluation().options[i].cumulativeUsd,
                  expected.options[i].cumulativeUsd);
    ASSERT_TRUE(controller.evaluation().sensitivity.has_value());
    EXPECT_EQ(controller.evaluation().sensitivity->size(), expected.sensitivity->size());
}

TEST(EvaluationControllerTest, MonteCarloArrivesFromTheWorkerAndTheNewestInputWins)
{
    Scenario scenario = test::seed004Inference();
    scenario.uncertainty = {{"options.trn3.migration.weeks", 2.0, 6.0},
                            {"workload.tokens_per_day_billion", 0.2, 1.5}};
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(50'000);
    document.reset(scenario);
    // A second input before the first run is delivered: only its result may arrive.
    document.apply("workload.tokens_per_day_billion", "Tokens per day",
                   [](Scenario &s) { s.workload.tokensPerDayBillion = 1.2; });
    EXPECT_FALSE(controller.isMonteCarloCurrent());
    ASSERT_TRUE(controller.waitForMonteCarlo());
    ASSERT_TRUE(controller.monteCarlo().has_value());

    const MonteCarloResult expected = MonteCarloSimulation::run(document.scenario(), 50'000, 1, 1);
    ASSERT_EQ(controller.monteCarlo()->options.size(), expected.options.size());
    EXPECT_EQ(controller.monteCarlo()->options[0].savingP50, expected.options[0].savingP50);
    EXPECT_EQ(controller.monteCarlo()->options[0].histogram.counts,
              expected.options[0].histogram.counts);
}

// While an input is dragged the uncertainty chart follows it: a quick run's result is
// there as soon as the change is applied, for that input; once the input rests the full
// count replaces it on its own, with the same seed.
TEST(EvaluationControllerTest, QuickMonteCarloArrivesAtOnceAndIsRefinedWhenTheInputRests)
{
    Scenario scenario = test::seed004Inference();
    scenario.uncertainty = {{"options.trn3.migration.weeks", 2.0, 6.0},
                            {"workload.tokens_per_day_billion", 0.2, 1.5}};
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(200'000);
    const std::int64_t quick = controller.quickMonteCarloSamples();
    EXPECT_EQ(quick, EvaluationController::kQuickMonteCarloSamples);
    QSignalSpy finished(&controller, &EvaluationController::monteCarloFinished);
    document.reset(scenario);

    ASSERT_TRUE(controller.monteCarlo().has_value());
    EXPECT_EQ(finished.count(), 1);
    EXPECT_TRUE(controller.isMonteCarloForCurrentInput());
    EXPECT_FALSE(controller.isMonteCarloCurrent());
    EXPECT_EQ(controller.monteCarlo()->samples, quick);
    const MonteCarloResult quickExpected = MonteCarloSimulation::run(scenario, quick, 1, 1);
    EXPECT_EQ(controller.monteCarlo()->options[0].savingP50, quickExpected.options[0].savingP50);
    EXPECT_EQ(controller.monteCarlo()->options[0].histogram.counts,
              quickExpected.options[0].histogram.counts);

    // No waitForMonteCarlo(): the rest timer alone starts the full run.
    QElapsedTimer clock;
    clock.start();
    while (!controller.isMonteCarloCurrent() && clock.elapsed() < 30'000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    ASSERT_TRUE(controller.isMonteCarloCurrent());
    EXPECT_GE(clock.elapsed(), EvaluationController::kRefineDelayMs - 20);
    ASSERT_TRUE(controller.monteCarlo().has_value());
    EXPECT_EQ(controller.monteCarlo()->samples, 200'000);
    const MonteCarloResult full = MonteCarloSimulation::run(scenario, 200'000, 1, 1);
    EXPECT_EQ(controller.monteCarlo()->options[0].savingP50, full.options[0].savingP50);
    EXPECT_EQ(controller.monteCarlo()->options[0].histogram.counts,
              full.options[0].histogram.counts);
    EXPECT_EQ(finished.count(), 2);
}

} // namespace
} // namespace acceldecide::ui
