// The charts' series lists: rebuilt only when their length changes, pooled series reused
// and the surplus removed from the chart.

#include "ui/charts/ChartSeries.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(ChartSeriesHelpersTest, RebuildKeepsTheSeriesWhileTheCountIsTheSame)
{
    QChart chart;
    std::vector<QLineSeries *> lines;
    int prepared = 0;
    const auto prepare = [&](QLineSeries *line) {
        EXPECT_EQ(line->chart(), &chart); // added before it is prepared
        ++prepared;
    };
    ChartSeries::rebuild(&chart, lines, 3, prepare);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(chart.series().size(), 3);
    const std::vector<QLineSeries *> first = lines;
    ChartSeries::rebuild(&chart, lines, 3, prepare);
    EXPECT_EQ(lines, first);
    EXPECT_EQ(prepared, 3);
    ChartSeries::rebuild(&chart, lines, 2, prepare);
    EXPECT_EQ(lines.size(), 2u);
    EXPECT_EQ(chart.series().size(), 2);
    EXPECT_EQ(prepared, 5);
}

TEST(ChartSeriesHelpersTest, TakeReusesThePoolAndTrimRemovesTheRest)
{
    QChart chart;
    std::vector<QScatterSeries *> pool;
    int prepared = 0;
    const auto prepare = [&](QScatterSeries *) {
        ++prepared;
    };
    std::size_t used = 0;
    QScatterSeries *a = ChartSeries::take(&chart, pool, used, prepare);
    QScatterSeries *b = ChartSeries::take(&chart, pool, used, prepare);
    EXPECT_NE(a, b);
    EXPECT_EQ(used, 2u);
    EXPECT_EQ(prepared, 2);

    used = 0;
    EXPECT_EQ(ChartSeries::take(&chart, pool, used, prepare), a);
    EXPECT_EQ(prepared, 2);
    ChartSeries::trim(&chart, pool, used);
    EXPECT_EQ(pool, std::vector<QScatterSeries *>{a});
    EXPECT_EQ(chart.series().size(), 1);
}

} // namespace
} // namespace acceldecide::ui
