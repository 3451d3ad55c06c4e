// Presentation mode's live bar: it shows the scenario's live inputs as sliders over their
// uncertainty ranges; moving one redraws the shown slide from a re-evaluated copy and
// leaves the document (and its undo history) alone; Reset returns to the scenario; a
// scenario without live inputs has no bar. The Uncertainty panel's Live column picks
// the inputs beforehand, one undoable edit each.

#include "ui/charts/ChartArea.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/present/LiveInputsBar.h"
#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/TcoOverTimeChart.h"
#include "ui/render/charts/UncertaintyChart.h"
#include "ui/uncertainty/UncertaintyRangesModel.h"

#include "core/model/ParameterPath.h"

#include "render/charts/ChartTestSupport.h"

#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

const std::string kExample = "seed001-decision-matrix-uncertainty.json";
const std::string kPorting = "options.trn3.migration.weeks";
const std::string kTrainiumMfu = "options.trn3.throughput.mfu_percent";

Scenario withLiveInputs(std::vector<std::string> live)
{
    Scenario scenario = test::seedScenario(kExample);
    scenario.presentation.liveInputs = std::move(live);
    return scenario;
}

// Every TCO line's points, in order: what the TCO slide draws.
std::vector<QPointF> tcoPoints(const EvaluationChart *chart)
{
    std::vector<QPointF> points;
    for (const QLineSeries *line : dynamic_cast<const TcoOverTimeChart &>(*chart).lines()) {
        const QList<QPointF> shown = line->points();
        points.insert(points.end(), shown.begin(), shown.end());
    }
    return points;
}

class PresentationLiveBarTest : public ::testing::Test
{
protected:
    void open(Scenario scenario)
    {
        m_document.reset(std::move(scenario));
        m_window = std::make_unique<PresentationWindow>(&m_area, &m_controller, 0);
        m_window->resize(1280, 720);
        m_window->show();
    }

    ScenarioDocument m_document;
    EvaluationController m_controller{&m_document};
    ChartArea m_area{&m_controller};
    std::unique_ptr<PresentationWindow> m_window;
};

TEST_F(PresentationLiveBarTest, ShowsTheScenariosLiveInputsOverTheirRanges)
{
    open(withLiveInputs({kTrainiumMfu, kPorting}));
    LiveInputsBar *bar = m_window->liveBar();
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->isVisible());
    ASSERT_EQ(bar->count(), 2);
    // In the scenario's order, each over its range, starting at the scenario's value.
    EXPECT_EQ(bar->inputs()[0].target, kTrainiumMfu);
    EXPECT_EQ(bar->inputs()[1].target, kPorting);
    EXPECT_EQ(bar->inputs()[1].low, 2.0);
    EXPECT_EQ(bar->inputs()[1].high, 6.0);
    EXPECT_EQ(bar->inputs()[1].label, QString::fromStdString(ParameterPath::describe(kPorting)));
    const double weeks = *ParameterPath::value(m_document.scenario(), kPorting);
    EXPECT_EQ(bar->valueAt(1, bar->sliderAt(1)->value()), weeks);
    EXPECT_EQ(bar->valueTextAt(1), QStringLiteral("%1 weeks").arg(weeks));
    EXPECT_FALSE(m_window->whatIf().active());
}

TEST_F(PresentationLiveBarTest, MovingASliderRedrawsTheSlideAndNotTheDocument)
{
    open(withLiveInputs({kPorting}));
    const Scenario before = m_document.scenario();
    const int undoSteps = m_document.undoStack()->count();
    m_window->showChart(0);
    const std::vector<QPointF> scenarioTco = tcoPoints(m_window->chartAt(0));
    const std::vector<QPointF> behindTco = tcoPoints(m_area.chartAt(0));
    ASSERT_FALSE(scenarioTco.empty());

    QSlider *slider = m_window->liveBar()->sliderAt(0);
    slider->setValue(LiveInputsBar::kSteps); // six weeks of porting
    EXPECT_EQ(m_window->whatIf().values().at(kPorting), 6.0);
    EXPECT_EQ(m_window->liveBar()->valueTextAt(0), QStringLiteral("6 weeks"));
    const std::vector<QPointF> movedTco = tcoPoints(m_window->chartAt(0));
    EXPECT_NE(movedTco, scenarioTco);

    // The what-if is a copy: the document, its history and the window behind stay.
    EXPECT_EQ(m_document.scenario(), before);
    EXPECT_EQ(m_document.undoStack()->count(), undoSteps);
    EXPECT_FALSE(m_document.isModified());
    EXPECT_EQ(tcoPoints(m_area.chartAt(0)), behindTco);

    // Keyboard: Tab reaches the slider; an arrow key moves it and the slide follows.
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Left);
    EXPECT_EQ(slider->value(), LiveInputsBar::kSteps - slider->singleStep());
    EXPECT_NE(tcoPoints(m_window->chartAt(0)), movedTco);
    // Esc from the bar hands the arrow keys back to the slides, and does not leave.
    QTest::keyClick(slider, Qt::Key_Escape);
    EXPECT_TRUE(m_window->isVisible());
    EXPECT_EQ(m_window->focusWidget(), m_window.get());
}

TEST_F(PresentationLiveBarTest, ResetReturnsToTheScenario)
{
    open(withLiveInputs({kPorting, kTrainiumMfu}));
    m_window->showChart(0);
    const std::vector<QPointF> scenarioTco = tcoPoints(m_window->chartAt(0));
    LiveInputsBar *bar = m_window->liveBar();
    const int start = bar->sliderAt(0)->value();
    bar->sliderAt(0)->setValue(0);
    bar->sliderAt(1)->setValue(LiveInputsBar::kSteps);
    ASSERT_NE(tcoPoints(m_window->chartAt(0)), scenarioTco);

    QTest::mouseClick(bar->resetButton(), Qt::LeftButton);
    EXPECT_FALSE(m_window->whatIf().active());
    EXPECT_EQ(bar->sliderAt(0)->value(), start);
    EXPECT_EQ(tcoPoints(m_window->chartAt(0)), scenarioTco);
}

TEST_F(PresentationLiveBarTest, TheUncertaintySlideFollowsTheWhatIf)
{
    m_controller.setMonteCarloSamples(20'000);
    open(withLiveInputs({kPorting}));
    const int uncertainty = 5;
    ASSERT_NE(dynamic_cast<UncertaintyChart *>(m_window->chartAt(uncertainty)), nullptr);
    m_window->showChart(uncertainty);
    m_window->liveBar()->sliderAt(0)->setValue(LiveInputsBar::kSteps);
    // Its own quick run on the moved scenario, drawn at once rather than dimmed.
    ASSERT_TRUE(m_window->whatIf().current().evaluation.monteCarlo.has_value());
    EXPECT_EQ(m_window->whatIf().current().evaluation.monteCarlo->samples,
              m_controller.quickMonteCarloSamples());
    const auto *chart = dynamic_cast<UncertaintyChart *>(m_window->chartAt(uncertainty));
    EXPECT_GT(chart->histogram()->count(), 0);
}

TEST_F(PresentationLiveBarTest, AScenarioWithoutLiveInputsHasNoBar)
{
    open(withLiveInputs({}));
    EXPECT_EQ(m_window->liveBar(), nullptr);
    // Live inputs added behind the presentation bring the bar.
    UncertaintyRangesModel model(&m_document);
    ASSERT_TRUE(model.setLive(0, true).ok());
    ASSERT_NE(m_window->liveBar(), nullptr);
    EXPECT_EQ(m_window->liveBar()->count(), 1);
}

TEST(UncertaintyRangesModelLiveTest, TheLiveColumnPicksInputsOneUndoStepEach)
{
    ScenarioDocument document;
    UncertaintyRangesModel model(&document);
    Scenario scenario = withLiveInputs({});
    scenario.uncertainty.push_back({"workload.runs", 1, 4});
    scenario.uncertainty.push_back({"team.hourly_rate_usd", 100, 200});
    ASSERT_EQ(scenario.uncertainty.size(), 5u);
    document.reset(scenario);

    const QModelIndex live = model.index(1, UncertaintyRangesModel::LiveColumn);
    EXPECT_TRUE(model.flags(live) & Qt::ItemIsUserCheckable);
    EXPECT_EQ(live.data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    ASSERT_TRUE(model.setData(live, Qt::Checked, Qt::CheckStateRole));
    EXPECT_EQ(live.data(Qt::CheckStateRole).toInt(), Qt::Checked);
    EXPECT_EQ(document.scenario().presentation.liveInputs, std::vector<std::string>{kTrainiumMfu});
    document.undoStack()->undo();
    EXPECT_TRUE(document.scenario().presentation.liveInputs.empty());
    document.undoStack()->redo();

    for (int row : {0, 2, 3})
        ASSERT_TRUE(model.setLive(row, true).ok());
    ASSERT_EQ(document.scenario().presentation.liveInputs.size(), 4u);
    // A fifth does not fit the bar: refused, naming the field.
    QSignalSpy rejected(&model, &UncertaintyRangesModel::editRejected);
    EXPECT_FALSE(model.setData(model.index(4, UncertaintyRangesModel::LiveColumn), Qt::Checked,
                               Qt::CheckStateRole));
    ASSERT_EQ(rejected.count(), 1);
    EXPECT_TRUE(rejected[0][0].toString().startsWith("presentation.live_inputs: at most 4"));
    EXPECT_EQ(document.scenario().presentation.liveInputs.size(), 4u);

    // Removing a live input's range takes it out of the bar in the same undo step.
    const int steps = document.undoStack()->count();
    ASSERT_TRUE(model.removeRange(0).ok());
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    EXPECT_EQ(document.scenario().presentation.liveInputs.size(), 3u);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario().presentation.liveInputs.size(), 4u);
}

} // namespace
} // namespace acceldecide::ui
