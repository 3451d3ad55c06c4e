#include "core/export/WorkbookCashFlowSheet.h"

#include "core/engine/CashFlowSchedule.h"

namespace acceldecide {

WorkbookSheet WorkbookCashFlowSheet::build(const Scenario &scenario, const Evaluation &evaluation)
{
    WorkbookSheet sheet;
    sheet.name = WorkbookSheet::kCashFlowName;
    sheet.at(0, 0) = WorkbookCell::label("Month", CellFormat::Heading);
    sheet.columnWidths = {26};
    const int horizon = scenario.horizonMonths;
    const int rate = rateRow(horizon);
    const int monthly = monthlyRateRow(horizon);
    sheet.at(rate, 0) = WorkbookCell::label("Annual discount rate", CellFormat::Heading);
    sheet.at(rate, 1) = WorkbookCell::value(scenario.discountRatePercent, CellFormat::Percent);
    sheet.at(monthly, 0) = WorkbookCell::label("Monthly rate", CellFormat::Heading);
    sheet.at(monthly, 1) = WorkbookCell::computed(
        "=POWER(1+" + WorkbookSheet::cellName(rate, 1, true) + "/100,1/12)-1",
        CashFlowSchedule::monthlyRate(scenario.discountRatePercent), CellFormat::General);
    sheet.at(npvRow(horizon), 0) =
        WorkbookCell::label("Net present value (month 1 discounted once)", CellFormat::Heading);
    sheet.at(owedRow(horizon), 0) =
        WorkbookCell::label("Still owed after the horizon", CellFormat::Heading);

    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        const CashFlow &flow = evaluation.options[i].cashFlow;
        const int cash = cashColumn(i);
        const int cumulative = cumulativeColumn(i);
        sheet.at(0, cash) =
            WorkbookCell::label(scenario.options[i].id + ": cash $", CellFormat::Heading);
        sheet.at(0, cumulative) = WorkbookCell::label(
            scenario.options[i].id + ": cumulative cash $", CellFormat::Heading);
        sheet.columnWidths.push_back(20);
        sheet.columnWidths.push_back(26);
        for (int month = 1; month <= horizon && std::size_t(month) <= flow.monthlyUsd.size();
             ++month) {
            const int r = row(month);
            const auto index = std::size_t(month - 1);
            if (i == 0)
                sheet.at(r, 0) = WorkbookCell::value(month, CellFormat::Integer);
            sheet.at(r, cash) = WorkbookCell::value(flow.monthlyUsd[index], CellFormat::Money);
            const std::string thisMonth = WorkbookSheet::cellName(r, cash);
            sheet.at(r, cumulative) = WorkbookCell::computed(
                month == 1 ? "=" + thisMonth
                           : "=" + WorkbookSheet::cellName(r - 1, cumulative) + "+" + thisMonth,
                flow.cumulativeUsd[index], CellFormat::Money);
        }
        if (horizon >= 1)
            sheet.at(npvRow(horizon), cash) =
                WorkbookCell::computed("=NPV(" + WorkbookSheet::cellName(monthly, 1, true) + "," +
                                           WorkbookSheet::cellName(row(1), cash) + ":" +
                                           WorkbookSheet::cellName(row(horizon), cash) + ")",
                                       flow.npvUsd, CellFormat::Money);
        sheet.at(owedRow(horizon), cash) =
            WorkbookCell::value(flow.owedAfterHorizonUsd, CellFormat::Money);
    }
    return sheet;
}

} // namespace acceldecide
