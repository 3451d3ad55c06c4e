#include "core/export/WorkbookMonthlySheet.h"

#include "core/engine/OptionCostModel.h"
#include "core/engine/billing/PortMonths.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

bool computeVaries(const Scenario &scenario, const Option &option)
{
    return OptionCostModel::billsByTheMonth(scenario, option) ||
           scenario.workload.growthPercentPerMonth != 0.0 || scenario.workload.lastMonthWithUsage;
}

// The month's compute without any port, in its own column.
void writeComputeColumn(WorkbookSheet &sheet, const Scenario &scenario, std::size_t i,
                        const OptionResult &result, const KeyFiguresLayout &figures)
{
    const int column = WorkbookMonthlySheet::computeColumn(i, scenario.options.size());
    const bool committed = OptionCostModel::billsByTheMonth(scenario, scenario.options[i]);
    const OptionEconomics economics =
        committed ? OptionCostModel::economics(scenario, scenario.options[i],
                                               int(i) == scenario.baselineIndex())
                  : OptionEconomics{};
    sheet.at(0, column) =
        WorkbookCell::label(scenario.options[i].id + (committed ? ": compute $ (as billed)"
                                                                : ": compute $ (usage pattern)"),
                            CellFormat::Heading);
    const Workload &workload = scenario.workload;
    const std::string growth = text::compact(1.0 + workload.growthPercentPerMonth / 100.0, 12);
    for (int month = 1; month <= scenario.horizonMonths; ++month) {
        const int row = WorkbookMonthlySheet::row(month);
        if (committed) {
            sheet.at(row, column) = WorkbookCell::value(
                OptionCostModel::monthComputeUsd(economics, workload, month), CellFormat::Money);
            continue;
        }
        const std::string monthCell = WorkbookSheet::cellName(row, 0);
        std::string share = "POWER(" + growth + "," + monthCell + "-1)";
        if (workload.lastMonthWithUsage)
            share = "IF(" + monthCell + "<=" + std::to_string(*workload.lastMonthWithUsage) + "," +
                    share + ",0)";
        sheet.at(row, column) = WorkbookCell::computed(
            "=" + figures.reference(i, "monthly_compute") + "*" + share,
            result.monthlyComputeUsd * OptionCostModel::usageScale(workload, month),
            CellFormat::Money);
    }
}

// What the porting-share formula cannot say about a port month, carried as a value so the
// cell still reproduces the engine (OptionCostModel::portedComputeUsd): training runs and
// Capacity Blocks go whole to the side they start on; the port's work is billed at the
// baseline's per-use purchase, not at a term the baseline buys (billing/PortWork.h); and
// the option's own commitment is owed from its start, ported or not.
class PortCorrection
{
public:
    PortCorrection(const Scenario &scenario, std::size_t i, double portMonths)
        : m_workload(scenario.workload), m_horizonMonths(scenario.horizonMonths),
          m_portMonths(billing::portedShare(portMonths, scenario.horizonMonths))
    {
        const std::size_t b = std::size_t(scenario.baselineIndex());
        if (!(m_portMonths > 0.0) || i == b)
            return;
        m_option = OptionCostModel::economics(scenario, scenario.options[i], false);
        m_baseline = OptionCostModel::economics(scenario, scenario.options[b], true);
        const OptionCostInputs baselineInputs =
            OptionCostInputs::from(scenario, scenario.options[b]);
        m_portWork = OptionCostModel::portWorkEconomics(scenario.workload, scenario.horizonMonths,
                                                        baselineInputs, m_baseline);
        m_active = OptionCostModel::portsWholeRuns(m_option, m_baseline, scenario.workload) ||
                   baselineInputs.buysTerm() || m_option.commitment.has_value();
    }

    double shiftUsd(int month) const
    {
        const double porting = billing::portingShare(m_portMonths, month);
        if (!m_active || !(porting > 0.0))
            return 0.0;
        const double scale = OptionCostModel::usageScale(m_workload, month);
        const auto formulaShare = [&](const OptionEconomics &side) {
            return porting * OptionCostModel::monthComputeUsd(side, month, scale);
        };
        const double work =
            OptionCostModel::portedWorkShare(m_workload, m_horizonMonths, month, m_portMonths);
        return (OptionCostModel::portedComputeUsd(m_portWork, month, scale, m_portMonths, work) -
                formulaShare(m_baseline)) -
               (OptionCostModel::portedComputeUsd(m_option, month, scale, m_portMonths, work) -
                formulaShare(m_option));
    }

private:
    const Workload &m_workload;
    int m_horizonMonths;
    double m_portMonths;
    bool m_active = false;
    OptionEconomics m_option;
    OptionEconomics m_baseline;
    OptionEconomics m_portWork;
};

// Credits spent in each month (the engine's ledger, values), one column per option.
void writeCreditsColumns(WorkbookSheet &sheet, const Scenario &scenario,
                         const Evaluation &evaluation)
{
    const std::size_t count = scenario.options.size();
    for (std::size_t i = 0; i < count; ++i) {
        const int column = WorkbookMonthlySheet::creditsColumn(i, count);
        sheet.at(0, column) =
            WorkbookCell::label(scenario.options[i].id + ": credits $", CellFormat::Heading);
        for (int month = 1; month <= scenario.horizonMonths; ++month) {
            const std::vector<double> &used = evaluation.options[i].creditsByMonth;
            const std::size_t index = std::size_t(month - 1);
            sheet.at(WorkbookMonthlySheet::row(month), column) =
                WorkbookCell::value(index < used.size() ? used[index] : 0.0, CellFormat::Money);
        }
        sheet.columnWidths.resize(std::size_t(column) + 1, 20);
    }
}

// A month's compute for option i: the steady figure, or the month's own cell.
std::string computeIn(const Scenario &scenario, std::size_t i, int row, const std::string &steady)
{
    return computeVaries(scenario, scenario.options[i])
               ? WorkbookSheet::cellName(
                     row, WorkbookMonthlySheet::computeColumn(i, scenario.options.size()))
               : steady;
}

// Option i's month and cumulative columns: each month's bill as a formula of the Key
// figures (the port's share on the baseline, the one-time cost in month 1, whole runs
// moved by a port, credits taken off), with the engine's figure as its value.
void writeMonthColumns(WorkbookSheet &sheet, const Scenario &scenario, std::size_t i,
                       const OptionResult &result, const KeyFiguresLayout &figures)
{
    const std::size_t count = scenario.options.size();
    const std::size_t baseline = static_cast<std::size_t>(scenario.baselineIndex());
    // The baseline's compute is what a porting option pays while its port lasts.
    const std::string baselineCompute = figures.reference(baseline, "monthly_compute");
    const bool credits = !scenario.credits.empty();
    const int monthlyColumn = WorkbookMonthlySheet::monthlyColumn(i);
    const int cumulativeColumn = WorkbookMonthlySheet::cumulativeColumn(i);
    sheet.at(0, monthlyColumn) =
        WorkbookCell::label(scenario.options[i].id + ": month $", CellFormat::Heading);
    sheet.at(0, cumulativeColumn) =
        WorkbookCell::label(scenario.options[i].id + ": cumulative $", CellFormat::Heading);
    sheet.columnWidths.push_back(20);
    sheet.columnWidths.push_back(22);

    const std::string port = figures.reference(i, "port_months");
    const PortCorrection wholeRuns(scenario, i, result.portMonths);
    for (int month = 1; month <= scenario.horizonMonths; ++month) {
        const int row = WorkbookMonthlySheet::row(month);
        const std::string steady =
            "(" + computeIn(scenario, i, row, figures.reference(i, "monthly_compute")) + "+" +
            figures.reference(i, "maintenance") + ")";
        const std::size_t index = static_cast<std::size_t>(month - 1);
        if (i == 0)
            sheet.at(row, 0) = WorkbookCell::value(month, CellFormat::Integer);
        // The evaluator's porting share of month m: clamp(port - (m - 1), 0, 1).
        const std::string porting =
            "MAX(0,MIN(1," + port + "-(" + WorkbookSheet::cellName(row, 0) + "-1)))";
        std::string formula = "=" + porting + "*" +
                              computeIn(scenario, baseline, row, baselineCompute) + "+(1-" +
                              porting + ")*" + steady;
        if (month == 1)
            formula += "+" + figures.reference(i, "one_time");
        if (const double shift = wholeRuns.shiftUsd(month); shift != 0.0)
            formula += (shift > 0.0 ? "+" : "-") + text::exactNumber(std::abs(shift));
        // What the engine moved between months so that none is below nothing.
        if (index < result.carriedUsd.size() && result.carriedUsd[index] != 0.0)
            formula += (result.carriedUsd[index] > 0.0 ? "+" : "-") +
                       text::exactNumber(std::abs(result.carriedUsd[index]));
        if (credits)
            formula = "=MAX(0," + formula.substr(1) + "-" +
                      WorkbookSheet::cellName(row, WorkbookMonthlySheet::creditsColumn(i, count)) +
                      ")";
        sheet.at(row, monthlyColumn) =
            WorkbookCell::computed(formula, result.monthlyUsd.at(index), CellFormat::Money);
        const std::string thisMonth = WorkbookSheet::cellName(row, monthlyColumn);
        sheet.at(row, cumulativeColumn) = WorkbookCell::computed(
            month == 1 ? "=" + thisMonth
                       : "=" + WorkbookSheet::cellName(row - 1, cumulativeColumn) + "+" + thisMonth,
            result.cumulativeUsd.at(index), CellFormat::Money);
    }
}

} // namespace

WorkbookSheet WorkbookMonthlySheet::build(const Scenario &scenario, const Evaluation &evaluation,
                                          const KeyFiguresLayout &figures)
{
    WorkbookSheet sheet;
    sheet.name = WorkbookSheet::kMonthlyName;
    sheet.at(0, 0) = WorkbookCell::label("Month", CellFormat::Heading);
    sheet.columnWidths = {8};
    const std::size_t count = scenario.options.size();
    for (std::size_t i = 0; i < count; ++i) {
        if (computeVaries(scenario, scenario.options[i])) {
            writeComputeColumn(sheet, scenario, i, evaluation.options[i], figures);
            sheet.columnWidths.resize(std::size_t(computeColumn(i, count)) + 1, 20);
        }
    }
    // Credits are taken off the month's bill, never below nothing.
    if (!scenario.credits.empty())
        writeCreditsColumns(sheet, scenario, evaluation);
    for (std::size_t i = 0; i < count; ++i)
        writeMonthColumns(sheet, scenario, i, evaluation.options[i], figures);
    return sheet;
}

} // namespace acceldecide
