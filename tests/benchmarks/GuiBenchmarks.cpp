// Budget from DESIGN.md: input change -> all charts redrawn <= 16 ms (one frame at 60 Hz),
// on the synthetic 12-option, 36-month scenario. Offscreen platform, the whole main window
// at 1400 x 900 as the user sees it.

#include "BenchmarkScenarios.h"

#include "ui/MainWindow.h"
#include "ui/charts/ChartArea.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/performance/PerformancePanel.h"
#include "ui/present/LiveInputsBar.h"
#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/search/FindOptionsDialog.h"
#include "ui/search/SearchFilterPanel.h"

#include "core/io/ScenarioReader.h"

#include <QApplication>
#include <QDockWidget>
#include <QListWidget>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>

#include <cstdio>

#include <benchmark/benchmark.h>

using namespace acceldecide;

namespace {

struct Window
{
    QTemporaryDir home;
    ui::MainWindow window;

    explicit Window(const Scenario &scenario = bench::makeScenario(12, 36))
    {
        // With the seeded catalog open, as in the app: every change also resolves
        // prices and looks up the purchase-model prices the charts compare.
        const auto loaded = window.loadCatalog(home.filePath(QStringLiteral("catalog.sqlite")));
        if (!loaded)
            std::fprintf(stderr, "no catalog: %s\n", qPrintable(loaded.error()));
        window.resize(1400, 900);
        window.show();
        window.document()->reset(scenario);
        QApplication::processEvents();
    }

    // One input change as a spin box makes it: the document validates and records it, the
    // controller evaluates, every chart updates its series.
    void change(int iteration)
    {
        const double runs = 24.0 + double(iteration % 2);
        window.document()->apply(QStringLiteral("workload.runs"), QStringLiteral("Runs"),
                                 [&](Scenario &s) { s.workload.runs = runs; });
    }
};

// Input change -> models, the visible chart's series and every panel updated (no
// painting; hidden chart tabs are redrawn when shown).
void BM_InputChangeUpdatesModelsAndVisibleChart(benchmark::State &state)
{
    Window w;
    int iteration = 0;
    for (auto _ : state)
        w.change(iteration++);
}
BENCHMARK(BM_InputChangeUpdatesModelsAndVisibleChart)->Unit(benchmark::kMillisecond)->UseRealTime();

// Input change -> the whole window repainted synchronously: the visible chart, the
// tables, the matrix and the banner, i.e. what reaches the screen. This is the figure
// the 16 ms budget is judged by.
void BM_InputChangeRepaintsWindow(benchmark::State &state)
{
    Window w;
    int iteration = 0;
    for (auto _ : state) {
        w.change(iteration++);
        w.window.repaint();
    }
}
BENCHMARK(BM_InputChangeRepaintsWindow)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same, looking at each chart tab in turn (tabs differ: the histogram and the grouped
// bars are the heaviest to paint).
void BM_InputChangeRepaintsChartTab(benchmark::State &state)
{
    Window w;
    w.window.chartArea()->setCurrentIndex(int(state.range(0)));
    QApplication::processEvents();
    int iteration = 0;
    for (auto _ : state) {
        w.change(iteration++);
        w.window.repaint();
    }
    state.SetLabel(w.window.chartArea()->tabText(int(state.range(0))).toStdString());
}
BENCHMARK(BM_InputChangeRepaintsChartTab)
    ->DenseRange(0, 5)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Input change with uncertainty ranges and the uncertainty chart showing: the quick Monte
// Carlo run (sized by the controller to fit a frame) lands in the same turn, the histogram
// and the banner's chances follow, the window repaints. The full count refines after the
// input rests, outside this loop (each change restarts the wait).
void BM_InputChangeUpdatesUncertaintyChart(benchmark::State &state)
{
    Scenario scenario = bench::makeScenario(int(state.range(0)), 36);
    scenario.uncertainty = {
        {"options.option1.migration.weeks", 1.0, 8.0},
        {"options.option1.throughput.mfu_percent", 30.0, 50.0},
        {"workload.runs", 12.0, 36.0},
    };
    Window w(scenario);
    ui::ChartArea *area = w.window.chartArea();
    area->setCurrentIndex(5); // the uncertainty chart
    QApplication::processEvents();
    int iteration = 0;
    for (auto _ : state) {
        w.change(iteration++);
        w.window.repaint();
    }
    state.counters["quick_samples"] = double(w.window.controller()->quickMonteCarloSamples());
    state.SetLabel(area->tabText(area->currentIndex()).toStdString());
}
BENCHMARK(BM_InputChangeUpdatesUncertaintyChart)
    ->Arg(4)
    ->Arg(12)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// Presentation mode's live bar: one slider move re-evaluates a copy of the scenario
// (sensitivity and the purchase-model comparison included; on the uncertainty slide a
// quick Monte Carlo run as well), redraws the shown slide and repaints the full-screen
// window. The document is not edited, so nothing else in the main window updates.
void BM_PresentationLiveSliderMove(benchmark::State &state)
{
    Scenario scenario = bench::makeScenario(4, 36);
    scenario.uncertainty = {
        {"options.option1.migration.weeks", 1.0, 8.0},
        {"workload.runs", 12.0, 36.0},
    };
    scenario.presentation.liveInputs = {"workload.runs", "options.option1.migration.weeks"};
    Window w(scenario);
    ui::PresentationWindow presentation(w.window.chartArea(), w.window.controller(),
                                        int(state.range(0)));
    presentation.resize(1920, 1080);
    presentation.show();
    QApplication::processEvents();
    QSlider *slider = presentation.liveBar()->sliderAt(0);
    int iteration = 0;
    for (auto _ : state) {
        slider->setValue(iteration++ % 2 == 0 ? 200 : 800);
        presentation.repaint();
    }
    state.SetLabel(presentation.chartAt(int(state.range(0)))->title().toStdString());
}
BENCHMARK(BM_PresentationLiveSliderMove)
    ->Arg(0)
    ->Arg(5)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// A Performance panel control dragged (the concurrency box stepping, as a held arrow key
// or a wheel does): the document records the option's new estimate input, the controller
// re-evaluates the shipped serving example (every option estimated), the panel redraws its
// roofline and concurrency sweep, and the window repaints. Budget: one frame, 16 ms.
void BM_PerformanceControlStep(benchmark::State &state)
{
    const ScenarioReadResult read =
        ScenarioReader::fromFile(ACCELDECIDE_EXAMPLES_DIR "/llama33-70b-serving-estimated.json");
    if (!read.ok()) {
        state.SkipWithError("the serving example does not read");
        return;
    }
    Window w(*read);
    auto *panel = w.window.findChild<ui::PerformancePanel *>();
    auto *dock = w.window.findChild<QDockWidget *>(QStringLiteral("performanceDock"));
    if (!panel || !dock) {
        state.SkipWithError("no Performance panel");
        return;
    }
    dock->raise();
    panel->selectOption("p5");
    QApplication::processEvents();
    int iteration = 0;
    for (auto _ : state) {
        panel->concurrencySpin()->setValue(32 + iteration++ % 8);
        QApplication::processEvents();
        w.window.repaint();
    }
    state.SetLabel(panel->resultText().left(40).toStdString());
}
BENCHMARK(BM_PerformanceControlStep)->Unit(benchmark::kMillisecond)->UseRealTime();

// Scenario → Find Options…: one filter ticked or unticked (the first purchase model, every
// other iteration) on the shipped pre-training example and the seeded catalog: core's
// searchMarket bills every candidate again, the table and the chart are rebuilt and the
// dialog repaints. Budget: "the dialog's table and chart update within a frame", 16 ms.
void BM_FindOptionsFilterChange(benchmark::State &state)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        ACCELDECIDE_EXAMPLES_DIR "/llama31-70b-pretraining-estimated.json");
    if (!read.ok()) {
        state.SkipWithError("the pre-training example does not read");
        return;
    }
    Window w(*read);
    if (!w.window.catalog()) {
        state.SkipWithError("no catalog");
        return;
    }
    ui::FindOptionsDialog dialog(*w.window.catalog(), w.window.document(),
                                 w.window.controller()->resolvedScenario(), &w.window);
    dialog.resize(1180, 800);
    dialog.show();
    QApplication::processEvents();
    QListWidgetItem *purchase = dialog.filters()->purchaseList()->item(0);
    if (!purchase) {
        state.SkipWithError("no offers");
        return;
    }
    int iteration = 0;
    for (auto _ : state) {
        purchase->setCheckState(iteration++ % 2 ? Qt::Checked : Qt::Unchecked);
        QApplication::processEvents();
        dialog.repaint();
    }
    state.counters["offers"] = double(dialog.offers().size());
    state.counters["candidates"] = dialog.result().candidatesBilled;
    state.counters["load_ms"] = double(dialog.loadMilliseconds());
}
BENCHMARK(BM_FindOptionsFilterChange)->Unit(benchmark::kMillisecond)->UseRealTime();

// Where the time goes: one chart's update() alone, per tab.
void BM_ChartUpdate(benchmark::State &state)
{
    Window w;
    ui::ChartArea *area = w.window.chartArea();
    const int index = int(state.range(0));
    for (auto _ : state)
        area->chartAt(index)->update(area->inputs());
    state.SetLabel(area->tabText(index).toStdString());
}
BENCHMARK(BM_ChartUpdate)->DenseRange(0, 5)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AccelDecideBenchmarks"));
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
