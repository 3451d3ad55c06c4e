// Every chart's series hold exactly the numbers core computed for the seed scenarios,
// change when the scenario changes, and say in words what cannot be drawn.

#include "ChartTestSupport.h"

#include "ui/render/charts/BreakEvenChart.h"
#include "ui/render/charts/PurchaseModelsChart.h"
#include "ui/render/charts/SensitivityChart.h"
#include "ui/render/charts/TcoOverTimeChart.h"
#include "ui/render/charts/UncertaintyChart.h"
#include "ui/render/charts/UnitCostChart.h"

#include "core/engine/BreakEvenCurve.h"
#include "core/engine/HistogramBins.h"
#include "core/engine/TornadoRows.h"
#include "core/model/Units.h"
#include "core/text/MoneyFormat.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <algorithm>

namespace acceldecide::ui {
namespace {

using test::EvaluatedSeed;

class SeedChartTest : public ::testing::TestWithParam<std::string>
{};

TEST_P(SeedChartTest, TcoLinesAreTheCumulativeCostsAndMarkTheBreakEvenMonth)
{
    const EvaluatedSeed seed(test::seedScenario(GetParam()));
    TcoOverTimeChart chart;
    chart.update(seed.inputs());
    ASSERT_EQ(chart.lines().size(), seed.evaluation.options.size());
    for (std::size_t i = 0; i < chart.lines().size(); ++i) {
        const OptionResult &option = seed.evaluation.options[i];
        const QList<QPointF> points = chart.lines()[i]->points();
        ASSERT_EQ(points.size(), qsizetype(option.cumulativeUsd.size())) << option.id;
        for (qsizetype m = 0; m < points.size(); ++m) {
            EXPECT_EQ(points[m].x(), double(m + 1));
            EXPECT_EQ(points[m].y(), option.cumulativeUsd[std::size_t(m)]) << option.id << m;
        }
    }
    std::size_t marked = 0;
    for (const BreakEvenResult &breakEven : seed.evaluation.breakEven) {
        if (!breakEven.month)
            continue;
        ASSERT_LT(marked, chart.breakEvenMarkers().size());
        const QScatterSeries *marker = chart.breakEvenMarkers()[marked++];
        const OptionResult &option = *seed.evaluation.option(breakEven.option);
        ASSERT_EQ(marker->count(), 1);
        // The marker sits where the two drawn lines cross, within the break-even month.
        const OptionResult &baseline = *seed.evaluation.option(seed.evaluation.baseline);
        const int month = *breakEven.month;
        EXPECT_GT(marker->at(0).x(), double(month - 1));
        EXPECT_LE(marker->at(0).x(), double(month));
        EXPECT_EQ(marker->at(0), TcoOverTimeChart::crossing(option, baseline, month));
        if (month >= 2 && marker->at(0).x() < month) {
            // On the baseline's segment too.
            const double t = marker->at(0).x() - (month - 1);
            const double b0 = baseline.cumulativeUsd[std::size_t(month - 2)];
            const double b1 = baseline.cumulativeUsd[std::size_t(month - 1)];
            EXPECT_NEAR(marker->at(0).y(), b0 + t * (b1 - b0), 1e-6 * std::max(1.0, b1));
        }
        // Some label names the month.
        const QStringList texts = chart.labels().texts();
        const bool labelled = std::any_of(texts.begin(), texts.end(), [&](const QString &text) {
            return text.contains(QStringLiteral("month %1").arg(month));
        });
        EXPECT_TRUE(labelled) << breakEven.option;
    }
    EXPECT_EQ(marked, chart.breakEvenMarkers().size());
}

TEST_P(SeedChartTest, BreakEvenLinesAndCrossingsAreCores)
{
    const EvaluatedSeed seed(test::seedScenario(GetParam()));
    BreakEvenChart chart;
    chart.update(seed.inputs());
    const BreakEvenCurves curves = BreakEvenCurve::compute(seed.scenario);
    ASSERT_EQ(chart.lines().size(), curves.lines.size());
    for (std::size_t i = 0; i < curves.lines.size(); ++i) {
        const QList<QPointF> points = chart.lines()[i]->points();
        ASSERT_EQ(points.size(), 2);
        EXPECT_EQ(points[0], QPointF(0.0, curves.lines[i].fixedUsd));
        EXPECT_EQ(points[1].y(), curves.lines[i].costAt(points[1].x()));
        EXPECT_GE(points[1].x(), curves.horizonUnits);
    }
    std::size_t index = 0;
    bool anyNotReached = false;
    for (const BreakEvenResult &result : seed.evaluation.breakEven) {
        SCOPED_TRACE(result.option);
        if (!result.reached) {
            anyNotReached = true;
            continue;
        }
        ASSERT_LT(index, chart.crossings().size());
        const QScatterSeries *crossing = chart.crossings()[index];
        const QString label = chart.crossingLabel(index++);
        double units = 0.0;
        // Nothing to pay back: the label says so instead of "0.00 runs".
        const bool immediately = result.runs.value_or(0.0) == 0.0 &&
                                 result.tokensBillion.value_or(0.0) == 0.0 &&
                                 result.days.value_or(0.0) == 0.0;
        if (immediately) {
            EXPECT_TRUE(label.contains(QStringLiteral("immediately"))) << label.toStdString();
            EXPECT_EQ(crossing->at(0).x(), 0.0);
            continue;
        }
        switch (seed.scenario.workload.kind) {
        case WorkloadKind::Training:
            units = *result.runs;
            EXPECT_TRUE(label.contains(QString::fromStdString(MoneyFormat::number(units, 2))))
                << label.toStdString();
            break;
        case WorkloadKind::Inference:
            units = *result.tokensBillion;
            EXPECT_TRUE(label.contains(QString::fromStdString(MoneyFormat::number(units, 1))))
                << label.toStdString();
            EXPECT_TRUE(
                label.contains(QString::fromStdString(MoneyFormat::number(*result.days, 1))))
                << label.toStdString();
            break;
        case WorkloadKind::Capacity:
            units = *result.days / units::kDaysPerMonth;
            EXPECT_TRUE(
                label.contains(QString::fromStdString(MoneyFormat::number(*result.days, 1))))
                << label.toStdString();
            break;
        }
        EXPECT_NEAR(crossing->at(0).x(), units, 1e-9 * std::max(1.0, units));
    }
    EXPECT_EQ(index, chart.crossings().size());
    EXPECT_EQ(chart.message().contains(QStringLiteral("not reached")), anyNotReached)
        << chart.message().toStdString();
}

TEST_P(SeedChartTest, UnitCostBarsAreCoresUnitCosts)
{
    const EvaluatedSeed seed(test::seedScenario(GetParam()));
    UnitCostChart chart;
    chart.update(seed.inputs());
    ASSERT_EQ(chart.sets().size(), seed.evaluation.options.size());
    for (std::size_t i = 0; i < chart.sets().size(); ++i) {
        const OptionResult &option = seed.evaluation.options[i];
        double expected = 0.0;
        switch (seed.scenario.workload.kind) {
        case WorkloadKind::Training:
            expected = *option.costPerRunUsd;
            break;
        case WorkloadKind::Inference:
            expected = *option.costPerMillionTokensUsd;
            break;
        case WorkloadKind::Capacity:
            expected = option.monthlyComputeUsd;
            break;
        }
        EXPECT_EQ(chart.sets()[i]->at(qsizetype(i)), expected) << option.id;
        ASSERT_LT(qsizetype(i), chart.labels().texts().size());
        EXPECT_EQ(chart.labels().texts()[qsizetype(i)],
                  QString::fromStdString(MoneyFormat::usdAuto(expected)));
    }
}

TEST_P(SeedChartTest, TornadoBarsAreTheSensitivityEntries)
{
    const EvaluatedSeed seed(test::seedScenario(GetParam()));
    SensitivityChart chart;
    chart.update(seed.inputs());
    const std::string focus = TornadoRows::focusOption(seed.evaluation);
    const TornadoChartData expected =
        TornadoRows::of(seed.evaluation, focus, SensitivityChart::kRows);
    ASSERT_FALSE(expected.rows.empty());
    ASSERT_EQ(chart.lowBars().size(), expected.rows.size());
    ASSERT_LE(chart.lowBars().size(), SensitivityChart::kRows);
    for (std::size_t i = 0; i < expected.rows.size(); ++i) {
        SCOPED_TRACE(expected.rows[i].parameter);
        const QList<QPointF> low = chart.lowBars()[i]->points();
        const QList<QPointF> high = chart.highBars()[i]->points();
        ASSERT_EQ(low.size(), 2);
        ASSERT_EQ(high.size(), 2);
        EXPECT_EQ(low[0].x(), expected.baseSaving);
        EXPECT_EQ(low[1].x(), expected.rows[i].savingLow);
        EXPECT_EQ(high[1].x(), expected.rows[i].savingHigh);
        // Largest swing on top.
        EXPECT_EQ(low[1].y(), double(expected.rows.size() - 1 - i));
    }
    EXPECT_EQ(chart.baseLine()->at(0).x(), expected.baseSaving);
}

INSTANTIATE_TEST_SUITE_P(Seeds, SeedChartTest, ::testing::ValuesIn(test::seedNames()),
                         test::seedTestName);

TEST(PurchaseModelsChartTest, BarsAreTheComparisonAndMissingPricesAreNamed)
{
    const EvaluatedSeed seed(test::seedScenario("seed001-trn3-vs-h100-savings-plans.json"));
    PurchaseModelsChart chart;
    chart.update(seed.inputs());
    ASSERT_EQ(chart.tcoSets().size(), seed.scenario.options.size());
    ASSERT_NE(chart.commitmentSet(), nullptr);
    for (std::size_t i = 0; i < seed.purchaseModels.size(); ++i) {
        for (std::size_t m = 0; m < kComparedPurchaseModels.size(); ++m) {
            SCOPED_TRACE(seed.scenario.options[i].id + " " + toString(kComparedPurchaseModels[m]));
            const auto &cost = seed.purchaseModels[i].models[m];
            const qsizetype slot = chart.slot(i, m);
            EXPECT_EQ(chart.tcoSets()[i]->at(slot), cost ? cost->tcoUsd : 0.0);
            EXPECT_EQ(chart.commitmentSet()->at(slot),
                      cost ? cost->commitmentBeyondHorizonUsd : 0.0);
            // Every other option's set is empty in this slot: one bar per slot.
            for (std::size_t j = 0; j < chart.tcoSets().size(); ++j) {
                if (j != i) {
                    EXPECT_EQ(chart.tcoSets()[j]->at(slot), 0.0);
                }
            }
            const bool listed = std::find(chart.missing().begin(), chart.missing().end(),
                                          std::make_pair(i, m)) != chart.missing().end();
            EXPECT_EQ(listed, !cost.has_value());
        }
    }
    // The 3-year savings plan owes 24 months past the 12-month horizon.
    const std::size_t sp3y = std::size_t(seed.scenario.optionIndex("h100-sp3y"));
    const std::size_t model = std::size_t(comparedPurchaseModelIndex(PurchaseModel::SavingsPlan3y));
    EXPECT_GT(chart.commitmentSet()->at(chart.slot(sp3y, model)), 0.0);
    // Without a catalog nobody prices reserved instances: the axis says so.
    const QStringList groups = chart.groupLabels();
    ASSERT_EQ(groups.size(), 7);
    EXPECT_TRUE(groups.at(3).contains(QStringLiteral("no price")));
    // Nor Capacity Blocks: no option of seed 001 buys them or names a block rate.
    EXPECT_TRUE(groups.at(6).contains(QStringLiteral("no price")));
    EXPECT_FALSE(groups.at(0).contains(QStringLiteral("no price")));
    // Savings plan 1 y is priced for some options only: the message names the others.
    EXPECT_TRUE(chart.message().contains(QStringLiteral("Savings plan 1 y: no price for")))
        << chart.message().toStdString();
}

TEST(UncertaintyChartTest, HistogramAndPercentilesAreMonteCarlos)
{
    EvaluatedSeed seed(test::seedScenario("seed001-decision-matrix-uncertainty.json"));
    ASSERT_TRUE(seed.monteCarlo.has_value());
    UncertaintyChart chart;
    chart.update(seed.inputs());
    const std::string focus = TornadoRows::focusOption(seed.evaluation);
    const auto result =
        std::find_if(seed.monteCarlo->options.begin(), seed.monteCarlo->options.end(),
                     [&](const auto &o) { return o.option == focus; });
    ASSERT_NE(result, seed.monteCarlo->options.end());
    const std::vector<HistogramBin> bins = HistogramBins::of(result->histogram);
    const QList<QPointF> outline = chart.histogram()->points();
    ASSERT_EQ(outline.size(), qsizetype(bins.size() * 2));
    for (std::size_t i = 0; i < bins.size(); ++i) {
        EXPECT_EQ(outline[qsizetype(2 * i)], QPointF(bins[i].lowUsd, double(bins[i].count)));
        EXPECT_EQ(outline[qsizetype(2 * i + 1)], QPointF(bins[i].highUsd, double(bins[i].count)));
    }
    const double percentiles[] = {result->savingP10, result->savingP50, result->savingP90};
    ASSERT_EQ(chart.percentiles().size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_EQ(chart.percentiles()[i]->at(0).x(), percentiles[i]);
    EXPECT_TRUE(chart.chart()->title().contains(
        QString::fromStdString(MoneyFormat::number(result->probabilityCheaper * 100.0, 1) + " %")))
        << chart.chart()->title().toStdString();
    EXPECT_FALSE(chart.dimmed());
    EXPECT_EQ(chart.area()->opacity(), 1.0);

    // A new run going: the previous result stays, dimmed.
    seed.monteCarloCurrent = false;
    chart.update(seed.inputs());
    EXPECT_TRUE(chart.dimmed());
    EXPECT_EQ(chart.area()->opacity(), UncertaintyChart::kStaleOpacity);
    EXPECT_EQ(chart.histogram()->points(), outline);
}

TEST(UncertaintyChartTest, WithoutRangesSaysSoInWords)
{
    const EvaluatedSeed seed(test::seedScenario("seed004-trn3-vs-h200-inference.json"));
    ASSERT_TRUE(seed.scenario.uncertainty.empty());
    UncertaintyChart chart;
    chart.update(seed.inputs());
    EXPECT_TRUE(chart.message().contains(QStringLiteral("no uncertainty ranges")))
        << chart.message().toStdString();
    EXPECT_EQ(chart.histogram()->count(), 0);
}

TEST(BreakEvenChartTest, NotReachedIsStatedWhenTheOptionCostsMorePerUnit)
{
    EvaluatedSeed seed(test::seedScenario("seed004-trn3-vs-h200-inference.json"));
    BreakEvenChart chart;
    chart.update(seed.inputs());
    // Seed 004: H200 on-demand costs more per token than the spot baseline.
    EXPECT_TRUE(chart.message().contains(QStringLiteral("not reached")));
    EXPECT_TRUE(chart.message().contains(QStringLiteral("H200 SXM5 on-demand")))
        << chart.message().toStdString();
}

// Changing the scenario and updating moves the series to the new numbers, in place.
TEST(ChartUpdateTest, ChangingTheScenarioChangesTheSeries)
{
    EvaluatedSeed seed(test::seedScenario("seed004-trn3-vs-h200-inference.json"));
    TcoOverTimeChart tco;
    BreakEvenChart breakEven;
    UnitCostChart unitCost;
    tco.update(seed.inputs());
    breakEven.update(seed.inputs());
    unitCost.update(seed.inputs());
    const QLineSeries *line = tco.lines()[0];
    const QList<QPointF> before = line->points();
    const double unitBefore = unitCost.sets()[0]->at(0);
    ASSERT_GT(unitBefore, 0.0);

    seed.scenario.workload.tokensPerDayBillion *= 3.0;
    seed.scenario.options[0].purchase.hourlyUsd = *seed.scenario.options[0].purchase.hourlyUsd * 2;
    seed.evaluate();
    tco.update(seed.inputs());
    breakEven.update(seed.inputs());
    unitCost.update(seed.inputs());

    EXPECT_EQ(tco.lines()[0], line); // the same series object, new points
    EXPECT_NE(line->points(), before);
    for (std::size_t m = 0; m < seed.evaluation.options[0].cumulativeUsd.size(); ++m)
        EXPECT_EQ(line->at(qsizetype(m)).y(), seed.evaluation.options[0].cumulativeUsd[m]);
    EXPECT_NE(unitCost.sets()[0]->at(0), unitBefore);
    EXPECT_EQ(unitCost.sets()[0]->at(0), *seed.evaluation.options[0].costPerMillionTokensUsd);
    const BreakEvenCurves curves = BreakEvenCurve::compute(seed.scenario);
    EXPECT_EQ(breakEven.lines()[0]->at(1).y(),
              curves.lines[0].costAt(breakEven.lines()[0]->at(1).x()));
}

} // namespace
} // namespace acceldecide::ui
