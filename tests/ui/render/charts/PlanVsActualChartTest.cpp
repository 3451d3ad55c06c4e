// The plan-against-the-bill chart draws exactly core's comparison: each month's five
// variance parts as stacked bars and the cumulative planned and billed cost as lines, and
// says in words when there is no bill; its lines scale with the fonts, as on a slide.
#include "ui/render/charts/PlanVsActualChart.h"
#include "ui/render/charts/ChartPalette.h"

#include <QBarSet>
#include <QLineSeries>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

actuals::MonthComparison month(const char *name, double planned, double actual,
                               actuals::VarianceParts parts)
{
    actuals::MonthComparison m;
    m.month = name;
    m.plannedUsd = planned;
    m.actualUsd = actual;
    m.parts = parts;
    return m;
}

TEST(PlanVsActualChart, DrawsEachMonthsPartsAndTheCumulativeCosts)
{
    // March: +3,350.40 = 2,560 + 600 + 420.40 + 270 - 500; April: +500 of credits.
    actuals::PlanVsActual comparison;
    comparison.months = {
        month("2026-03", 10000.0, 13350.40, {2560.0, 600.0, 420.40, 270.0, -500.0}),
        month("2026-04", 8000.0, 8500.0, {0.0, 0.0, 0.0, 0.0, 500.0})};
    ChartInputs inputs;
    inputs.planVsActual = &comparison;
    PlanVsActualChart chart;
    ASSERT_TRUE(chart.hasContent(inputs));
    chart.update(inputs);
    ASSERT_EQ(chart.partSets().size(), 5u);
    EXPECT_DOUBLE_EQ(chart.partSets()[0]->at(0), 2560.0);
    EXPECT_DOUBLE_EQ(chart.partSets()[2]->at(0), 420.40);
    EXPECT_DOUBLE_EQ(chart.partSets()[4]->at(0), -500.0);
    EXPECT_DOUBLE_EQ(chart.partSets()[4]->at(1), 500.0);
    ASSERT_EQ(chart.plannedLine()->count(), 2);
    EXPECT_DOUBLE_EQ(chart.plannedLine()->at(1).y(), 18000.0);
    EXPECT_DOUBLE_EQ(chart.actualLine()->at(1).y(), 21850.40);
    EXPECT_TRUE(chart.message().isEmpty());
}

// On a slide (twice the font scale) the lines are twice as thick, as every other chart's
// are, so that they read from the back of the room as the slides around them do.
TEST(PlanVsActualChart, ItsLinesScaleWithTheFonts)
{
    PlanVsActualChart chart;
    chart.setPalette(ChartPalette(false, 1.0));
    const qreal planned = chart.plannedLine()->pen().widthF();
    const qreal actual = chart.actualLine()->pen().widthF();
    EXPECT_GT(planned, 0.0);
    chart.setPalette(ChartPalette(false, 2.0));
    EXPECT_DOUBLE_EQ(chart.plannedLine()->pen().widthF(), 2.0 * planned);
    EXPECT_DOUBLE_EQ(chart.actualLine()->pen().widthF(), 2.0 * actual);
    EXPECT_EQ(chart.plannedLine()->pen().style(), Qt::DashLine);
}

TEST(PlanVsActualChart, SaysSoWhenNoBillIsImported)
{
    PlanVsActualChart chart;
    const ChartInputs inputs;
    EXPECT_FALSE(chart.hasContent(inputs));
    chart.update(inputs);
    EXPECT_EQ(chart.message(),
              QStringLiteral("No bill is imported for this decision (File > Import Bill…)."));
}

} // namespace
} // namespace acceldecide::ui
