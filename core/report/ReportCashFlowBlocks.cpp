#include "core/report/ReportCashFlowBlocks.h"

#include "core/engine/CashFlowSchedule.h"
#include "core/report/ReportBlocks.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <optional>

namespace acceldecide::report {

namespace {

std::string upfrontText(const CashFlow &flow)
{
    if (flow.upfronts.empty())
        return "none";
    std::string text;
    for (const CashPayment &payment : flow.upfronts)
        text += (text.empty() ? "" : "; ") + std::string("month ") + std::to_string(payment.month) +
                " " + text::money(payment.usd, 0);
    return text;
}

std::string chartCaption(const Evaluation &evaluation)
{
    std::string text = "Cumulative cash out of each option by month (solid), against its "
                       "accrued TCO (dashed, the same colour). After month " +
                       std::to_string(evaluation.horizonMonths) + ":";
    for (const OptionResult &option : evaluation.options)
        text += " " + option.id + " " + text::money(option.cashFlow.totalUsd, 0) + " paid, " +
                text::money(option.tcoUsd, 0) + " accrued;";
    text.back() = '.';
    return text;
}

// From the total to the NPV with later payments, where that says more than the NPV
// column: some of the commitment owed after the horizon is used by the work after it, or
// something is paid after the horizon and discounted.
std::optional<ReportBlock> bridgeTable(const Evaluation &evaluation)
{
    const bool used =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &o) { return o.commitmentUsedAfterHorizonUsd > 0.0; });
    const bool discounted =
        !evaluation.options.empty() && evaluation.options.front().cashFlow.discountRatePercent > 0;
    const bool paidLater =
        std::any_of(evaluation.options.begin(), evaluation.options.end(),
                    [](const OptionResult &o) { return o.cashFlow.owedAfterHorizonUsd > 0.0; });
    if (!used && !(discounted && paidLater))
        return std::nullopt;
    ReportBlock table = blocks::table({"Option", "Total", "Used by work after the horizon",
                                       "Discounting", "NPV with later payments"},
                                      {false, true, true, true, true}, {1.5, 1.2, 1.5, 1.1, 1.4});
    for (const OptionResult &option : evaluation.options)
        table.table.rows.push_back({option.label, text::money(option.totalUsd(), 0),
                                    text::money(option.commitmentUsedAfterHorizonUsd, 0),
                                    text::money(option.npvDiscountingUsd(), 0),
                                    text::money(option.cashFlow.npvWithOwedUsd, 0)});
    return table;
}

} // namespace

std::vector<ReportBlock> ReportCashFlowBlocks::build(const Scenario &scenario,
                                                     const Evaluation &evaluation)
{
    std::vector<ReportBlock> out;
    const double rate = scenario.discountRatePercent;
    out.push_back(blocks::subheading("Cash flow and net present value"));
    out.push_back(blocks::paragraph(
        "The costs elsewhere in this report are accrued: a commitment's upfront fee spread over "
        "its term, a port's cost in month 1. In cash, an all-upfront commitment pays each "
        "term's whole fee in the term's first month (a renewal in its renewal month), partial "
        "upfront half of it then and the rest monthly, no upfront monthly; a port's cost is "
        "paid over the port's months. The net present value discounts each month's cash at " +
        text::compact(rate, 2) + " % a year (" +
        text::compact(CashFlowSchedule::monthlyRate(rate) * 100.0, 4) +
        " % a month), month 1 discounted once, as a spreadsheet's NPV() does; it covers the "
        "horizon, and what is still to be paid after it is listed beside it."));
    ReportBlock table = blocks::table(
        {"Option", "Upfront payments", "Cash over the horizon", "Paid after the horizon", "NPV"},
        {false, false, true, true, true}, {1.5, 1.9, 1.2, 1.2, 1.1});
    for (const OptionResult &option : evaluation.options)
        table.table.rows.push_back({option.label, upfrontText(option.cashFlow),
                                    text::money(option.cashFlow.totalUsd, 0),
                                    text::money(option.cashFlow.owedAfterHorizonUsd, 0),
                                    text::money(option.cashFlow.npvUsd, 0)});
    out.push_back(std::move(table));
    if (std::optional<ReportBlock> bridge = bridgeTable(evaluation)) {
        out.push_back(blocks::paragraph(
            "The recommendation's NPV ranking compares the cash over the horizon and after it, "
            "discounted: the total plus what the work continuing after the horizon uses of the "
            "commitment owed after it (paid, but no cost, so the total leaves it out), less what "
            "discounting takes off."));
        out.push_back(std::move(*bridge));
    }
    ReportBlock chart;
    chart.kind = ReportBlock::Kind::Chart;
    chart.chart = ChartKind::CashFlow;
    chart.text = chartCaption(evaluation);
    out.push_back(std::move(chart));
    return out;
}

} // namespace acceldecide::report
