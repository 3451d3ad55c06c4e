// The charts' series lists: rebuilt only when their length changes, pooled series reused
// and the surplus removed from the chart, bar sets replaced by zeroed ones.

#include "ui/render/charts/ChartSeries.h"

#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>

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

TEST(ChartSeriesHelpersTest, ResetSetsReplacesEverySetWithZeroedOnes)
{
    QStackedBarSeries series;
    auto *other = new QBarSet(QStringLiteral("kept apart"));
    other->append(QList<qreal>{5.0});
    series.append(other);
    std::vector<QBarSet *> sets;
    ChartSeries::resetSets(&series, sets, 3, 4);
    ASSERT_EQ(sets.size(), 3u);
    EXPECT_EQ(series.count(), 3); // the other set went too
    for (std::size_t i = 0; i < sets.size(); ++i) {
        EXPECT_EQ(series.barSets().at(qsizetype(i)), sets[i]);
        EXPECT_TRUE(sets[i]->label().isEmpty());
        ASSERT_EQ(sets[i]->count(), 4);
        for (qsizetype k = 0; k < 4; ++k)
            EXPECT_EQ(sets[i]->at(k), 0.0);
    }
    ChartSeries::resetSets(&series, sets, 1, 2);
    ASSERT_EQ(sets.size(), 1u);
    EXPECT_EQ(series.count(), 1);
    EXPECT_EQ(sets[0]->count(), 2);
}

} // namespace
} // namespace acceldecide::ui
