// The decision report's content, checked against the engine's own numbers for the seed
// examples: the title page's one-sentence recommendation and headline, the sections in
// order, the captions' figures, and the dating rule that makes reports reproducible.
#include "core/report/DecisionReportBuilder.h"

#include "TestFiles.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/report/FormulaReference.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace acceldecide::report {
namespace {

struct Built
{
    Scenario scenario;
    Evaluation evaluation;
    DecisionReport report;
};

Built build(const std::string &name, std::int64_t monteCarloSamples = 0)
{
    Built built;
    built.scenario = test::readExample(name);
    EvaluationRequest request;
    request.sensitivity = true;
    request.monteCarloSamples = monteCarloSamples;
    built.evaluation = ScenarioEvaluator::evaluate(built.scenario, request);
    built.report =
        DecisionReportBuilder::build(built.scenario, built.evaluation, {}, {"2026-07-02", "9.9.9"});
    return built;
}

const ReportSection *section(const DecisionReport &report, const std::string &title)
{
    for (const ReportSection &s : report.sections) {
        if (s.title == title)
            return &s;
    }
    return nullptr;
}

TEST(DecisionReportBuilderTest, TitlePageStatesSeed004sDecision)
{
    const Built built = build("seed004-trn3-vs-h200-inference");
    const ReportTitlePage &page = built.report.titlePage;
    EXPECT_EQ(page.recommendation, "Recommendation: move to Trainium 3 per NeuronCore (trn3).");
    // $223,731.48 - $144,427.78 = $79,303.70 (tests/core/SeedReproductionTest).
    EXPECT_EQ(page.headline, "Saving over 12 months: $79,304 (35.4 %) against h200-spot, "
                             "commitment owed after the horizon included.");
    EXPECT_EQ(page.breakEven,
              "Break-even: 107.4 B tokens, 107.4 days; cumulative costs cross in month 5.");
    EXPECT_EQ(page.date, "2026-07-02");
    EXPECT_EQ(built.report.version, "AccelDecide 9.9.9");
}

TEST(DecisionReportBuilderTest, SectionsInOrder)
{
    const Built built = build("seed001-decision-matrix-uncertainty");
    std::vector<std::string> titles;
    for (const ReportSection &s : built.report.sections)
        titles.push_back(s.title);
    // "How it is paid" is in every report: each option's cash flow and NPV. The flat
    // 1-year savings plans are commitments, analysed in "Savings-plan scenarios".
    EXPECT_EQ(titles, (std::vector<std::string>{
                          "Executive summary", "Inputs and assumptions", "Charts",
                          "Decision matrix", "Savings-plan scenarios", "How it is paid",
                          "Warnings and risks", "Appendix A: Sources", "Appendix B: Formulas"}));
}

TEST(DecisionReportBuilderTest, ExecutiveSummaryKeyFigures)
{
    const Built built = build("seed004-trn3-vs-h200-inference");
    const ReportSection *summary = section(built.report, "Executive summary");
    ASSERT_NE(summary, nullptr);
    ASSERT_EQ(summary->blocks.size(), 2u);
    EXPECT_EQ(summary->blocks[0].text, built.evaluation.recommendation.summary);
    const ReportTable &table = summary->blocks[1].table;
    ASSERT_EQ(table.rows.size(), 3u);
    EXPECT_EQ(table.rows[0], (std::vector<std::string>{"h200-spot (baseline)", "$223,731", "$0",
                                                       "$223,731", "—", "—"}));
    EXPECT_EQ(table.rows[2][0], "trn3");
    EXPECT_EQ(table.rows[2][1], "$144,428");
    EXPECT_EQ(table.rows[2][4], "$79,304");
}

TEST(DecisionReportBuilderTest, ChartsWithCaptionsAndMonteCarloOnlyWhenRun)
{
    const Built without = build("seed001-decision-matrix-uncertainty");
    const Built with = build("seed001-decision-matrix-uncertainty", 20'000);
    EXPECT_EQ(section(without.report, "Charts")->blocks.size(), 5u);
    const ReportSection *charts = section(with.report, "Charts");
    ASSERT_EQ(charts->blocks.size(), 6u);
    EXPECT_EQ(charts->blocks[0].chart, ChartKind::TcoOverTime);
    EXPECT_EQ(charts->blocks[0].text,
              "Cumulative cost of each option, month by month over 12 months, one-time porting "
              "costs included. After month 12: h100 $4,134,159, trn3 $1,437,249. trn3 crosses "
              "h100 in month 2.");
    EXPECT_EQ(charts->blocks[5].chart, ChartKind::MonteCarlo);
    EXPECT_NE(charts->blocks[5].text.find("over 20,000 samples"), std::string::npos);
    for (const ReportBlock &block : charts->blocks)
        EXPECT_FALSE(block.text.empty());
}

TEST(DecisionReportBuilderTest, MatrixTableHasEveryCriterionAndTheTotals)
{
    const Built built = build("seed001-decision-matrix-uncertainty");
    const ReportSection *matrix = section(built.report, "Decision matrix");
    ASSERT_NE(matrix, nullptr);
    const ReportTable &table = matrix->blocks[1].table;
    EXPECT_EQ(table.header, (std::vector<std::string>{"Criterion", "Weight", "h100", "trn3"}));
    EXPECT_EQ(table.rows.size(), built.scenario.criteria->size() + 1);
    EXPECT_EQ(table.rows.back(), (std::vector<std::string>{"Total (0–100)", "", "49.3", "77.9"}));
    EXPECT_EQ(matrix->blocks[2].text, "Winner: trn3. Flip margin: no single weight change within "
                                      "0–10 changes the winner.");
}

TEST(DecisionReportBuilderTest, NumbersEnteredInTheScenarioSayTheyWere)
{
    const Built built = build("seed003-trn1-vs-p5");
    const ReportSection *sources = section(built.report, "Appendix A: Sources");
    ASSERT_NE(sources, nullptr);
    const ReportTable &table = sources->blocks[1].table;
    ASSERT_EQ(table.rows.size(), 1u);
    EXPECT_EQ(table.rows[0][1], "User entry");
}

TEST(DecisionReportBuilderTest, CatalogSourcesAreListedWithStandingAndDate)
{
    Built built = build("seed004-trn3-vs-h200-inference");
    built.evaluation.options[0].priceSource =
        PriceSource{"Spheron GPU pricing", "2026-06-01", false, 12, "price_list"};
    built.evaluation.options[2].throughputSource =
        PriceSource{"AWS re:Invent claim", "", false, 7, "vendor_claim"};
    const DecisionReport report =
        DecisionReportBuilder::build(built.scenario, built.evaluation, {}, {"2026-07-02", "1"});
    const ReportTable &table = section(report, "Appendix A: Sources")->blocks[1].table;
    ASSERT_EQ(table.rows.size(), 3u); // two catalog sources, then the scenario file
    EXPECT_EQ(table.rows[0], (std::vector<std::string>{"AWS re:Invent claim", "Vendor claim", "—",
                                                       "trn3 throughput"}));
    EXPECT_EQ(table.rows[1], (std::vector<std::string>{"Spheron GPU pricing", "Price list",
                                                       "2026-06-01", "h200-spot price"}));
}

TEST(DecisionReportBuilderTest, ReportDateRule)
{
    EXPECT_EQ(DecisionReportBuilder::reportDate(std::string("2026-01-01"), "0", "2030-05-05"),
              "2026-01-01");
    // SOURCE_DATE_EPOCH 1767225600 is 2026-01-01T00:00:00Z; 1767311999 is its last second.
    EXPECT_EQ(DecisionReportBuilder::reportDate(std::nullopt, "1767225600", "2030-05-05"),
              "2026-01-01");
    EXPECT_EQ(DecisionReportBuilder::reportDate(std::nullopt, "1767311999", "2030-05-05"),
              "2026-01-01");
    EXPECT_EQ(DecisionReportBuilder::reportDate(std::nullopt, "soon", "2030-05-05"), "2030-05-05");
    EXPECT_EQ(DecisionReportBuilder::reportDate(std::nullopt, nullptr, "2030-05-05"), "2030-05-05");
}

TEST(DecisionReportBuilderTest, FormulaAppendixListsEveryFormulaWithAnExample)
{
    const Built built = build("seed004-trn3-vs-h200-inference");
    const ReportSection *formulas = section(built.report, "Appendix B: Formulas");
    ASSERT_NE(formulas, nullptr);
    EXPECT_EQ(formulas->blocks.size(), FormulaReference::all().size() + 1);
    for (const Formula &formula : FormulaReference::all()) {
        EXPECT_FALSE(formula.formula.empty()) << formula.name;
        EXPECT_FALSE(formula.example.empty()) << formula.name;
    }
}

// The report's warnings are sentences for readers: no internal codes such as
// "[unit_mismatch]", and each ends with a full stop.
TEST(DecisionReportBuilderTest, WarningsReadAsSentencesWithoutCodes)
{
    const Built built = build("seed004-trn3-vs-h200-inference");
    const ReportSection *risks = nullptr;
    for (const ReportSection &section : built.report.sections) {
        if (section.title == "Warnings and risks")
            risks = &section;
    }
    ASSERT_NE(risks, nullptr);
    bool sawUnitWarning = false;
    for (const ReportBlock &block : risks->blocks) {
        for (const std::string &item : block.items) {
            EXPECT_EQ(item.find("[unit_mismatch]"), std::string::npos) << item;
            EXPECT_EQ(item.find('['), std::string::npos) << item;
            EXPECT_EQ(item.back(), '.') << item;
            sawUnitWarning |= item.find("per NeuronCore") != std::string::npos;
        }
    }
    EXPECT_TRUE(sawUnitWarning);
}

} // namespace
} // namespace acceldecide::report
