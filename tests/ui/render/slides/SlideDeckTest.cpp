// The slides of a scenario and of a decision held to its bill: SlideDeck decides them for
// presentation mode and the PDF deck alike. A comparison opens the deck with the plan
// against the bill and leaves the scenario's own slides as they were, in their order;
// without one (or with one that has no month) the deck is the scenario's alone. The PDF
// has one page per slide.
#include "ui/render/slides/SlideDeck.h"
#include "ui/render/slides/SlideDeckPdf.h"

#include "render/charts/ChartTestSupport.h"
#include "ui/render/charts/EvaluationChart.h"
#include "ui/render/charts/EvaluationCharts.h"
#include "ui/render/charts/PlanVsActualChart.h"
#include "ui/render/evaluation/EvaluatedScenario.h"

#include <QBuffer>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace acceldecide::ui {
namespace {

// seed004: no uncertainty ranges, commitments or stakeholders, so six slides (TCO,
// break-even, purchase models, unit cost, tornado, cash flow), as `slides` writes it.
EvaluatedScenario seed004()
{
    return EvaluatedScenario::evaluate(test::seedScenario("seed004-trn3-vs-h200-inference.json"),
                                       {}, nullptr, 0, 1);
}

actuals::PlanVsActual twoBilledMonths()
{
    actuals::PlanVsActual comparison;
    for (const char *name : {"2026-03", "2026-04"}) {
        actuals::MonthComparison month;
        month.month = name;
        month.plannedUsd = 10000.0;
        month.actualUsd = 12000.0;
        month.parts.volumeUsd = 1500.0;
        month.parts.rateUsd = 500.0;
        comparison.months.push_back(month);
    }
    return comparison;
}

// The titles of the slides of `inputs`, in the deck's order.
std::vector<QString> slideTitles(const ChartInputs &inputs)
{
    const std::vector<std::unique_ptr<EvaluationChart>> charts = SlideDeck::charts(inputs);
    std::vector<QString> titles;
    for (const int index : SlideDeck::slides(charts, inputs))
        titles.push_back(charts[std::size_t(index)]->title());
    return titles;
}

// "/Type /Page" objects of a PDF, never the "/Type /Pages" tree nodes.
int pdfPageCount(const QByteArray &pdf)
{
    int pages = 0;
    const QByteArray type("/Type /Page");
    for (qsizetype at = pdf.indexOf(type); at >= 0; at = pdf.indexOf(type, at + type.size())) {
        if (pdf.mid(at + type.size(), 1) != "s")
            ++pages;
    }
    return pages;
}

TEST(SlideDeck, WithoutAComparisonTheSlidesAreTheScenariosCharts)
{
    const EvaluatedScenario evaluated = seed004();
    const ChartInputs inputs = evaluated.chartInputs();
    ASSERT_EQ(inputs.planVsActual, nullptr);
    const std::vector<std::unique_ptr<EvaluationChart>> charts = SlideDeck::charts(inputs);
    const std::vector<std::unique_ptr<EvaluationChart>> all = EvaluationCharts::createAll();
    // The same charts as the window's tabs, at the same positions (presentation mode starts
    // at the tab shown).
    ASSERT_EQ(charts.size(), all.size());
    for (std::size_t i = 0; i < charts.size(); ++i) {
        EXPECT_EQ(charts[i]->title(), all[i]->title()) << i;
        EXPECT_EQ(dynamic_cast<PlanVsActualChart *>(charts[i].get()), nullptr) << i;
    }
    const std::vector<QString> titles = slideTitles(inputs);
    ASSERT_EQ(titles.size(), 6u);
    EXPECT_EQ(titles.front(), all.front()->title());
    EXPECT_EQ(std::count(titles.begin(), titles.end(), PlanVsActualChart().title()), 0);
}

TEST(SlideDeck, AComparisonOpensTheDeckWithThePlanAgainstTheBill)
{
    const EvaluatedScenario evaluated = seed004();
    const std::vector<QString> scenarioSlides = slideTitles(evaluated.chartInputs());

    const actuals::PlanVsActual comparison = twoBilledMonths();
    ChartInputs inputs = evaluated.chartInputs();
    inputs.planVsActual = &comparison;
    const std::vector<std::unique_ptr<EvaluationChart>> charts = SlideDeck::charts(inputs);
    ASSERT_EQ(charts.size(), EvaluationCharts::createAll().size() + 1);
    ASSERT_NE(dynamic_cast<PlanVsActualChart *>(charts.front().get()), nullptr);
    const std::vector<int> slides = SlideDeck::slides(charts, inputs);
    ASSERT_FALSE(slides.empty());
    EXPECT_EQ(slides.front(), 0);

    // The plan against the bill, then the scenario's own slides unchanged and in order.
    std::vector<QString> expected{PlanVsActualChart().title()};
    expected.insert(expected.end(), scenarioSlides.begin(), scenarioSlides.end());
    EXPECT_EQ(slideTitles(inputs), expected);
}

TEST(SlideDeck, AComparisonWithoutABilledMonthIsNoSlide)
{
    const EvaluatedScenario evaluated = seed004();
    const actuals::PlanVsActual empty;
    ChartInputs inputs = evaluated.chartInputs();
    inputs.planVsActual = &empty;
    // Its chart would only say that no bill is imported: the deck passes over it.
    EXPECT_EQ(slideTitles(inputs), slideTitles(evaluated.chartInputs()));
}

TEST(SlideDeckPdf, AComparisonAddsItsSlideAsTheFirstPage)
{
    const EvaluatedScenario evaluated = seed004();
    const QSize size(SlideDeckPdf::kDefaultWidth, SlideDeckPdf::kDefaultHeight);
    QBuffer scenarioDeck;
    scenarioDeck.open(QIODevice::WriteOnly);
    const int scenarioPages = SlideDeckPdf::write(evaluated, scenarioDeck, size);
    EXPECT_EQ(scenarioPages, 6);
    EXPECT_EQ(pdfPageCount(scenarioDeck.data()), scenarioPages);

    const actuals::PlanVsActual comparison = twoBilledMonths();
    QBuffer comparisonDeck;
    comparisonDeck.open(QIODevice::WriteOnly);
    const int comparisonPages = SlideDeckPdf::write(evaluated, comparisonDeck, size, &comparison);
    EXPECT_EQ(comparisonPages, scenarioPages + 1);
    EXPECT_EQ(pdfPageCount(comparisonDeck.data()), comparisonPages);
}

} // namespace
} // namespace acceldecide::ui
