// The three savings-plan charts draw exactly core's numbers for seed 001's savings-plan
// example -- the cost curve per term with its optimum, the monthly split, the effective
// rate with the break-even utilization -- follow the chosen option, say in words when no
// option has a commitment, and place their labels inside the chart without overlaps.

#include "commitment/CommitmentTestSupport.h"
#include "render/charts/ChartTestSupport.h"
#include "ui/render/charts/EvaluationCharts.h"

#include "ui/charts/ChartArea.h"
#include "ui/render/charts/CashFlowChart.h"
#include "ui/render/charts/ChartRenderer.h"
#include "ui/render/charts/CommitmentLevelChart.h"
#include "ui/render/charts/CommitmentMonthlyChart.h"
#include "ui/render/charts/CommitmentUtilizationChart.h"
#include "ui/render/charts/StakeholderTotalsChart.h"

#include "core/editing/CommitmentEditing.h"
#include "core/engine/CommitmentAnalysis.h"

#include <QAreaSeries>
#include <QChart>
#include <QDir>
#include <QImage>
#include <QLineSeries>
#include <QScatterSeries>
#include <QXYSeries>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using test::EvaluatedSeed;

const QString kNoCommitment =
    QStringLiteral("No option has a commitment: add one in the Savings plan panel");

UsageProfile usageOf(const Scenario &scenario, const CommitmentOptionResult &c)
{
    return UsageProfile{c.busyAccelerators, c.busyHoursPerMonth,
                        scenario.workload.growthPercentPerMonth,
                        scenario.workload.lastMonthWithUsage};
}

const CommitmentOptionResult &commitmentOf(const EvaluatedSeed &seed, const std::string &id)
{
    const OptionResult *option = seed.evaluation.option(id);
    EXPECT_TRUE(option && option->commitment) << id;
    return *option->commitment;
}

TEST(CommitmentChartsTest, LevelChartDrawsCoresCostCurvesAndMarksEachTermsOptimum)
{
    const EvaluatedSeed seed(test::savingsPlanExample());
    CommitmentLevelChart chart;
    chart.update(seed.inputs());
    EXPECT_TRUE(chart.message().isEmpty()) << chart.message().toStdString();
    EXPECT_EQ(chart.focusIndex(), 0); // the first option with a commitment: H100
    EXPECT_EQ(chart.title(), "Savings plan: cost against commitment level \u2014 H100");

    const CommitmentOptionResult &c = commitmentOf(seed, "h100");
    ASSERT_EQ(c.terms.size(), 2u); // 1-year at 40 %, 3-year at 55 %
    for (std::size_t t = 0; t < c.terms.size(); ++t) {
        const CommitmentTermResult &term = c.terms[t];
        SCOPED_TRACE(term.termYears);
        const std::vector<CommitmentCurvePoint> expected = CommitmentAnalysis::costCurve(
            usageOf(seed.scenario, c),
            CommitmentTerms{0.0, term.termYears * 12, term.discountPercent,
                            c.onDemandUsdPerAcceleratorHour},
            seed.scenario.horizonMonths, 150.0, 150);
        const QList<QPointF> points = chart.curves()[t]->points();
        ASSERT_EQ(points.size(), qsizetype(expected.size()));
        for (qsizetype i = 0; i < points.size(); ++i) {
            EXPECT_EQ(points[i].x(), expected[std::size_t(i)].percentOfPeak);
            EXPECT_EQ(points[i].y(), expected[std::size_t(i)].costUsd);
        }
        EXPECT_TRUE(chart.curves()[t]->isVisible());
        ASSERT_EQ(chart.optima()[t]->count(), 1);
        EXPECT_EQ(chart.optima()[t]->at(0),
                  QPointF(term.optimal.percentOfPeak, term.optimal.costUsd));
    }
    // The 1-year optimum is the full peak ($471.94/h); the 3-year one commits nothing,
    // since usage stops after 18 of its 36 months.
    EXPECT_DOUBLE_EQ(c.terms[0].optimal.percentOfPeak, 100.0);
    EXPECT_EQ(c.terms[1].optimal.accelerators, 0.0);
    const QStringList labels = chart.callouts().texts();
    ASSERT_EQ(labels.size(), 3);
    EXPECT_EQ(labels[0], "current: 75 % of peak ($354.00/h), $7,305,418");
    EXPECT_EQ(labels[1], "1-year optimum: 100 % of peak ($471.94/h), $6,937,458");
    EXPECT_EQ(labels[2], "3-year optimum: commit nothing, $8,409,897");

    // The current level, and all-on-demand as a flat reference across the plot.
    EXPECT_EQ(chart.currentPoint()->at(0), QPointF(c.current.percentOfPeak, c.current.costUsd));
    EXPECT_EQ(chart.currentLine()->at(0).x(), c.current.percentOfPeak);
    EXPECT_EQ(chart.currentLine()->at(1).x(), c.current.percentOfPeak);
    ASSERT_EQ(chart.onDemandLine()->count(), 2);
    EXPECT_EQ(chart.onDemandLine()->at(0), QPointF(0.0, c.onDemandCostUsd));
    EXPECT_EQ(chart.onDemandLine()->at(1), QPointF(150.0, c.onDemandCostUsd));
}

TEST(CommitmentChartsTest, ChartsDrawTheChosenOptionOrTheFirstWithACommitment)
{
    Scenario scenario = test::savingsPlanExample();
    const EvaluatedSeed both(scenario);
    const std::string trn3 = "trn3";
    ChartInputs inputs = both.inputs();
    inputs.commitmentOption = &trn3;
    CommitmentLevelChart level;
    CommitmentMonthlyChart monthly;
    CommitmentUtilizationChart utilization;
    for (EvaluationChart *chart :
         std::initializer_list<EvaluationChart *>{&level, &monthly, &utilization}) {
        chart->update(inputs);
        EXPECT_TRUE(chart->title().endsWith(QStringLiteral("\u2014 Trainium3")))
            << chart->title().toStdString();
        EXPECT_EQ(chart->titleFor(inputs), chart->title());
    }
    EXPECT_EQ(level.focusIndex(), 1);
    EXPECT_EQ(level.currentPoint()->at(0).x(), commitmentOf(both, "trn3").current.percentOfPeak);

    // An option without a commitment is passed over for the first one with one.
    ASSERT_TRUE(CommitmentEditing::setCommitment(scenario, "h100", std::nullopt));
    const EvaluatedSeed onlyTrn3(scenario);
    const std::string h100 = "h100";
    inputs = onlyTrn3.inputs();
    inputs.commitmentOption = &h100;
    level.update(inputs);
    EXPECT_EQ(level.focusIndex(), 1);
    monthly.update(inputs);
    EXPECT_EQ(monthly.focusIndex(), 1);
}

TEST(CommitmentChartsTest, MonthlyChartStacksHeldCommitmentsOnTopOnlyWhenThereAreAny)
{
    using Layer = CommitmentMonthlyChart::Layer;
    {
        const EvaluatedSeed none(test::savingsPlanExample());
        CommitmentMonthlyChart chart;
        chart.update(none.inputs());
        EXPECT_FALSE(chart.area(Layer::Held)->isVisible());
    }
    Scenario scenario = test::savingsPlanExample();
    ExistingCommitment held;
    held.id = "compute-2025";
    held.usdPerHour = 120.0;
    held.discountPercent = 28.0;
    held.monthsRemaining = 9;
    scenario.existingCommitments.push_back(held);
    const EvaluatedSeed seed(scenario);
    CommitmentMonthlyChart chart;
    chart.update(seed.inputs());
    EXPECT_TRUE(chart.area(Layer::Held)->isVisible());
    const std::vector<CommitmentMonth> &months = commitmentOf(seed, "h100").months;
    // Month 1 pays $120 x 730 on the held plan, on top of the month's other layers;
    // month 10 pays nothing more on it.
    EXPECT_DOUBLE_EQ(months[0].heldUsd, 120.0 * 730);
    EXPECT_DOUBLE_EQ(chart.upper(Layer::Held)->at(0).y() - chart.upper(Layer::Overflow)->at(0).y(),
                     months[0].heldUsd);
    EXPECT_DOUBLE_EQ(chart.upper(Layer::Held)->at(18).y(),
                     chart.upper(Layer::Overflow)->at(18).y());
}

TEST(CommitmentChartsTest, MonthlyChartStacksUsedWastedAndOverflowPerMonth)
{
    const EvaluatedSeed seed(test::savingsPlanExample());
    CommitmentMonthlyChart chart;
    chart.update(seed.inputs());
    EXPECT_TRUE(chart.message().isEmpty()) << chart.message().toStdString();
    EXPECT_EQ(chart.title(), "Savings plan: month by month \u2014 H100");
    const std::vector<CommitmentMonth> &months = commitmentOf(seed, "h100").months;
    ASSERT_EQ(months.size(), 24u);
    using Layer = CommitmentMonthlyChart::Layer;
    for (const Layer layer : {Layer::Used, Layer::Wasted, Layer::Overflow})
        ASSERT_EQ(chart.upper(layer)->count(), qsizetype(2 * months.size()));
    for (std::size_t m = 0; m < months.size(); ++m) {
        SCOPED_TRACE(m + 1);
        const CommitmentMonth &month = months[m];
        const double used = month.usedUsd;
        const double committed = month.usedUsd + month.wastedUsd;
        const double total = month.usedUsd + month.wastedUsd + month.overflowUsd;
        // Each month a flat step from m - 0.5 to m + 0.5.
        for (const qsizetype at : {qsizetype(2 * m), qsizetype(2 * m + 1)}) {
            EXPECT_DOUBLE_EQ(chart.upper(Layer::Used)->at(at).y(), used);
            EXPECT_DOUBLE_EQ(chart.upper(Layer::Wasted)->at(at).y(), committed);
            EXPECT_DOUBLE_EQ(chart.upper(Layer::Overflow)->at(at).y(), total);
        }
        EXPECT_EQ(chart.upper(Layer::Overflow)->at(qsizetype(2 * m)).x(), double(m) + 0.5);
        EXPECT_EQ(chart.upper(Layer::Overflow)->at(qsizetype(2 * m + 1)).x(), double(m) + 1.5);
        // The wasted layer sits on the used one, the overflow on the commitment.
        EXPECT_EQ(chart.area(Layer::Wasted)->lowerSeries()->at(qsizetype(2 * m)).y(),
                  chart.upper(Layer::Used)->at(qsizetype(2 * m)).y());
        EXPECT_EQ(chart.area(Layer::Overflow)->lowerSeries()->at(qsizetype(2 * m)).y(),
                  chart.upper(Layer::Wasted)->at(qsizetype(2 * m)).y());
    }
    // After month 18 nothing is used: the whole commitment is wasted.
    EXPECT_EQ(months[18].usedUsd, 0.0);
    EXPECT_EQ(months[18].wastedUsd, months[18].committedUsd);

    // Usage stops after month 18: marked between months 18 and 19.
    ASSERT_TRUE(chart.stopLine()->isVisible());
    ASSERT_EQ(chart.stopLine()->count(), 2);
    EXPECT_EQ(chart.stopLine()->at(0).x(), 18.5);
    // Then each term start: month 1's term is bought, month 13's not renewed (six months
    // of work left for twelve paid ones), as core's currentLevels say.
    const CommitmentOptionResult &c = commitmentOf(seed, "h100");
    EXPECT_GT(c.currentLevels[0], 0.0);
    EXPECT_EQ(c.currentLevels[1], 0.0);
    const QStringList terms = {"month 1: bought", "month 13: not renewed"};
    EXPECT_EQ(chart.termTexts(), terms);
    EXPECT_EQ(chart.callouts().texts(), QStringList{"usage stops after month 18"} + terms);
    for (const auto &[index, x] : {std::pair{0, 0.5}, std::pair{1, 12.5}}) {
        ASSERT_TRUE(chart.termLine(index)->isVisible()) << index;
        ASSERT_EQ(chart.termLine(index)->count(), 2);
        EXPECT_EQ(chart.termLine(index)->at(0).x(), x);
        EXPECT_EQ(chart.termLine(index)->at(1).x(), x);
    }
    EXPECT_FALSE(chart.termLine(2)->isVisible()); // month 25 is past the horizon
    EXPECT_EQ(chart.termLabels()->count(), 2);

    // Usage through the horizon: no stop, and the renewal buys month 13's term too.
    Scenario whole = test::savingsPlanExample();
    CommitmentEditing::setUsage(whole, 0.0, std::nullopt);
    const EvaluatedSeed lasting(whole);
    chart.update(lasting.inputs());
    EXPECT_FALSE(chart.stopLine()->isVisible());
    EXPECT_EQ(chart.callouts().texts(), chart.termTexts());
    ASSERT_EQ(chart.termTexts().size(), 2);
    EXPECT_GT(commitmentOf(lasting, "h100").currentLevels[1], 0.0);
    EXPECT_EQ(chart.termTexts()[1], "month 13: renewed");
}

TEST(CommitmentChartsTest, UtilizationChartMarksTheBreakEvenAtOneHundredMinusTheDiscount)
{
    const EvaluatedSeed seed(test::savingsPlanExample());
    CommitmentUtilizationChart chart;
    chart.update(seed.inputs());
    EXPECT_TRUE(chart.message().isEmpty()) << chart.message().toStdString();
    const CommitmentOptionResult &c = commitmentOf(seed, "h100");
    const CommitmentTerms terms{0.0, 12, c.discountPercent, c.onDemandUsdPerAcceleratorHour};

    const std::vector<UtilizationPoint> expected =
        CommitmentAnalysis::effectiveRateCurve(terms, 10.0, 90);
    ASSERT_EQ(chart.curve()->count(), qsizetype(expected.size()));
    for (qsizetype i = 0; i < chart.curve()->count(); ++i) {
        EXPECT_EQ(chart.curve()->at(i).x(), expected[std::size_t(i)].utilizationPercent);
        EXPECT_EQ(chart.curve()->at(i).y(),
                  expected[std::size_t(i)].effectiveUsdPerAcceleratorHour);
    }
    // Break-even: 100 % - 40 % discount = 60 %, a vertical line with its label.
    EXPECT_EQ(c.breakEvenUtilizationPercent, 100.0 - c.discountPercent);
    ASSERT_EQ(chart.breakEvenLine()->count(), 2);
    EXPECT_EQ(chart.breakEvenLine()->at(0).x(), 60.0);
    EXPECT_EQ(chart.breakEvenLine()->at(1).x(), 60.0);
    EXPECT_TRUE(chart.callouts().texts().contains("break-even 60 %"));
    // On demand as a horizontal line at the option's rate.
    EXPECT_EQ(chart.onDemandLine()->at(0).y(), c.onDemandUsdPerAcceleratorHour);
    EXPECT_EQ(chart.onDemandLine()->at(1).y(), c.onDemandUsdPerAcceleratorHour);
    // The current utilization sits on the curve.
    ASSERT_EQ(chart.currentPoint()->count(), 1);
    EXPECT_EQ(chart.currentPoint()->at(0).x(), c.utilizationPercent);
    EXPECT_DOUBLE_EQ(chart.currentPoint()->at(0).y(),
                     CommitmentAnalysis::effectiveRateCurve(terms, c.utilizationPercent, 1)
                         .front()
                         .effectiveUsdPerAcceleratorHour);
    EXPECT_EQ(chart.callouts().texts().front(),
              "current: 81.4 % used, $9.06 per used committed hour");
}

TEST(CommitmentChartsTest, WithoutACommitmentEveryChartSaysWhereToAddOne)
{
    const EvaluatedSeed seed(test::seedScenario("seed004-trn3-vs-h200-inference.json"));
    CommitmentLevelChart level;
    CommitmentMonthlyChart monthly;
    CommitmentUtilizationChart utilization;
    // Drawn once with a commitment first: the series must empty, not keep old points.
    const EvaluatedSeed committed(test::savingsPlanExample());
    for (EvaluationChart *chart :
         std::initializer_list<EvaluationChart *>{&level, &monthly, &utilization}) {
        chart->update(committed.inputs());
        chart->update(seed.inputs());
        EXPECT_EQ(chart->message(), kNoCommitment);
        EXPECT_TRUE(chart->title().startsWith(QStringLiteral("Savings plan: ")))
            << chart->title().toStdString();
        EXPECT_FALSE(chart->title().contains(QChar(0x2014)));
        for (QAbstractSeries *series : chart->chart()->series()) {
            if (auto *xy = qobject_cast<QXYSeries *>(series)) {
                EXPECT_EQ(xy->count(), 0) << chart->title().toStdString();
            }
            if (auto *area = qobject_cast<QAreaSeries *>(series)) {
                EXPECT_EQ(area->upperSeries()->count(), 0);
            }
        }
    }
    EXPECT_EQ(level.focusIndex(), -1);
    EXPECT_EQ(level.callouts().count(), 0u);
}

// Rendered at two sizes in both palettes: every label inside the plot, none on another
// (set ACCELDECIDE_CHART_PNG_DIR to keep the PNGs for people to look at).
TEST(CommitmentChartsTest, LabelsStayInsideThePlotAndNeverOverlap)
{
    const EvaluatedSeed seed(test::savingsPlanExample());
    for (const bool dark : {false, true}) {
        for (const QSize size : {QSize(1200, 700), QSize(800, 480)}) {
            CommitmentLevelChart level;
            CommitmentMonthlyChart monthly;
            CommitmentUtilizationChart utilization;
            const std::vector<std::pair<EvaluationChart *, const ChartCallouts *>> charts = {
                {&level, &level.callouts()},
                {&monthly, &monthly.callouts()},
                {&utilization, &utilization.callouts()}};
            for (const auto &[chart, callouts] : charts) {
                SCOPED_TRACE(chart->title().toStdString() + (dark ? " dark " : " light ") +
                             std::to_string(size.width()));
                chart->setPalette(ChartPalette(dark));
                chart->update(seed.inputs());
                const QImage image = ChartRenderer::toImage(*chart, size);
                ASSERT_FALSE(image.isNull());
                if (const QString keep = qEnvironmentVariable("ACCELDECIDE_CHART_PNG_DIR");
                    !keep.isEmpty())
                    image.save(QDir(keep).filePath(
                        QStringLiteral("commitment-%1-%2-%3.png")
                            .arg(chart == &level     ? "level"
                                 : chart == &monthly ? "monthly"
                                                     : "utilization")
                            .arg(size.width())
                            .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
                const QRectF plot = chart->chart()->plotArea();
                ASSERT_GT(callouts->count(), 0u);
                for (std::size_t i = 0; i < callouts->count(); ++i) {
                    const QRectF rect = callouts->placedRect(i);
                    ASSERT_FALSE(rect.isEmpty()) << i;
                    EXPECT_TRUE(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect)) << i;
                    for (std::size_t j = 0; j < i; ++j)
                        EXPECT_FALSE(rect.intersects(callouts->placedRect(j))) << i << " " << j;
                }
            }
        }
    }
}

TEST(CommitmentChartsTest, TheThreeChartsComeAfterTheSixExistingOnes)
{
    const std::vector<std::unique_ptr<EvaluationChart>> charts = EvaluationCharts::createAll();
    ASSERT_EQ(charts.size(), 11u);
    // Indexes 0-5 are the report's and the CLI's: the new charts come after them.
    EXPECT_NE(dynamic_cast<CommitmentLevelChart *>(charts[6].get()), nullptr);
    EXPECT_NE(dynamic_cast<CommitmentMonthlyChart *>(charts[7].get()), nullptr);
    EXPECT_NE(dynamic_cast<CommitmentUtilizationChart *>(charts[8].get()), nullptr);
    // The cash flow chart is appended after them, so their indexes stay.
    EXPECT_NE(dynamic_cast<CashFlowChart *>(charts[9].get()), nullptr);
    // And the stakeholders' totals after the cash flow.
    EXPECT_NE(dynamic_cast<StakeholderTotalsChart *>(charts[10].get()), nullptr);
}

} // namespace
} // namespace acceldecide::ui
