// What the three savings-plan charts share through CommitmentChart: the same focus and
// title scheme, axes and legend shown only with something to plot, and one shared
// setting of stepped axes (ChartAxes::setSteps).

#include "ChartTestSupport.h"
#include "commitment/CommitmentTestSupport.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/CommitmentLevelChart.h"
#include "ui/render/charts/CommitmentMonthlyChart.h"
#include "ui/render/charts/CommitmentUtilizationChart.h"

#include <QChart>
#include <QLegend>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

using test::EvaluatedSeed;

std::vector<std::unique_ptr<CommitmentChart>> allCommitmentCharts()
{
    std::vector<std::unique_ptr<CommitmentChart>> charts;
    charts.push_back(std::make_unique<CommitmentLevelChart>());
    charts.push_back(std::make_unique<CommitmentMonthlyChart>());
    charts.push_back(std::make_unique<CommitmentUtilizationChart>());
    return charts;
}

bool axesVisible(const QChart *chart)
{
    const auto axes = chart->axes();
    bool visible = !axes.isEmpty();
    for (const QAbstractAxis *axis : axes)
        visible = visible && axis->isVisible();
    return visible;
}

TEST(CommitmentChartTest, EveryChartFocusesTheSameOptionWithAxesAndLegendShown)
{
    const EvaluatedSeed seed(test::savingsPlanExample());
    for (const auto &chart : allCommitmentCharts()) {
        chart->update(seed.inputs());
        EXPECT_EQ(chart->focusIndex(), 0);
        EXPECT_TRUE(chart->title().endsWith(QStringLiteral("\u2014 H100")))
            << chart->title().toStdString();
        EXPECT_EQ(chart->titleFor(seed.inputs()), chart->title());
        EXPECT_EQ(chart->chart()->axes().size(), 2);
        EXPECT_TRUE(axesVisible(chart->chart()));
        EXPECT_TRUE(chart->chart()->legend()->isVisible());
        EXPECT_GT(chart->callouts().count(), 0u);
    }
}

TEST(CommitmentChartTest, WithoutACommitmentAxesAndLegendHideAndTheTitleNamesNoOption)
{
    const EvaluatedSeed committed(test::savingsPlanExample());
    const EvaluatedSeed seed(test::seedScenario("seed004-trn3-vs-h200-inference.json"));
    for (const auto &chart : allCommitmentCharts()) {
        const QString untitled = chart->title(); // before any update: no option named
        chart->update(committed.inputs());
        chart->update(seed.inputs());
        EXPECT_EQ(chart->focusIndex(), -1);
        EXPECT_EQ(chart->title(), untitled);
        EXPECT_EQ(chart->titleFor(seed.inputs()), untitled);
        EXPECT_FALSE(axesVisible(chart->chart()));
        EXPECT_FALSE(chart->chart()->legend()->isVisible());
        EXPECT_EQ(chart->callouts().count(), 0u);
    }
}

TEST(CommitmentChartTest, IncompleteInputsKeepWhatTheChartShows)
{
    const EvaluatedSeed seed(test::savingsPlanExample());
    for (const auto &chart : allCommitmentCharts()) {
        chart->update(seed.inputs());
        const QString title = chart->title();
        chart->update(ChartInputs{});
        EXPECT_EQ(chart->focusIndex(), 0);
        EXPECT_EQ(chart->title(), title);
    }
}

TEST(ChartAxesTest, SetStepsFixesTheRangeAndTicksEveryIntervalFromTheAnchor)
{
    QValueAxis axis;
    axis.setMinorTickCount(3);
    ChartAxes::setSteps(&axis, 0.5, 24.5, 0.0, 3.0);
    EXPECT_EQ(axis.min(), 0.5);
    EXPECT_EQ(axis.max(), 24.5);
    EXPECT_EQ(axis.tickType(), QValueAxis::TicksDynamic);
    EXPECT_EQ(axis.tickAnchor(), 0.0);
    EXPECT_EQ(axis.tickInterval(), 3.0);
    EXPECT_EQ(axis.minorTickCount(), 0);
}

} // namespace
} // namespace acceldecide::ui
