#include "WorkbookMonthlySheet.h"

namespace acceldecide {

WorkbookSheet WorkbookMonthlySheet::build(const Scenario &scenario, const Evaluation &evaluation,
                                          const KeyFiguresLayout &figures)
{
    WorkbookSheet sheet;
    sheet.name = ResultsWorkbook::kMonthlySheet;
    sheet.at(0, 0) = WorkbookCell::label("Month", CellFormat::Heading);
    sheet.columnWidths = {8};
    const std::size_t baseline = static_cast<std::size_t>(scenario.baselineIndex());
    // The baseline's compute is what a porting option pays while its port lasts.
    const std::string baselineCompute = figures.reference(baseline, "monthly_compute");

    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const OptionResult &result = evaluation.options[i];
        const int monthlyColumn = WorkbookMonthlySheet::monthlyColumn(i);
        const int cumulativeColumn = WorkbookMonthlySheet::cumulativeColumn(i);
        sheet.at(0, monthlyColumn) =
            WorkbookCell::label(scenario.options[i].id + ": month $", CellFormat::Heading);
        sheet.at(0, cumulativeColumn) =
            WorkbookCell::label(scenario.options[i].id + ": cumulative $", CellFormat::Heading);
        sheet.columnWidths.push_back(20);
        sheet.columnWidths.push_back(22);

        const std::string port = figures.reference(i, "port_months");
        const std::string steady = "(" + figures.reference(i, "monthly_compute") + "+" +
                                   figures.reference(i, "maintenance") + ")";
        for (int month = 1; month <= scenario.horizonMonths; ++month) {
            const int row = WorkbookMonthlySheet::row(month);
            const std::size_t index = static_cast<std::size_t>(month - 1);
            if (i == 0)
                sheet.at(row, 0) = WorkbookCell::value(month, CellFormat::Integer);
            // The evaluator's porting share of month m: clamp(port - (m - 1), 0, 1).
            const std::string porting =
                "MAX(0,MIN(1," + port + "-(" + ResultsWorkbook::cellName(row, 0) + "-1)))";
            std::string formula =
                "=" + porting + "*" + baselineCompute + "+(1-" + porting + ")*" + steady;
            if (month == 1)
                formula += "+" + figures.reference(i, "one_time");
            sheet.at(row, monthlyColumn) =
                WorkbookCell::computed(formula, result.monthlyUsd.at(index), CellFormat::Money);
            const std::string thisMonth = ResultsWorkbook::cellName(row, monthlyColumn);
            sheet.at(row, cumulativeColumn) = WorkbookCell::computed(
                month == 1
                    ? "=" + thisMonth
                    : "=" + ResultsWorkbook::cellName(row - 1, cumulativeColumn) + "+" + thisMonth,
                result.cumulativeUsd.at(index), CellFormat::Money);
        }
    }
    return sheet;
}

} // namespace acceldecide
