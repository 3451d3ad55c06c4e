#pragma once

#include "core/export/WorkbookSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide {

// The "Cash flow" sheet: when each option's money leaves. One row per month, two columns
// per option: the month's cash out (the engine's CashFlow, a value: which month pays an
// upfront fee is a decision of the payment option, not a formula) and the cumulative
// cash as a running sum. Below them the annual discount rate, the monthly rate
// =POWER(1+rate/100,1/12)-1 and per option =NPV(monthly rate, the months), whose cached
// value is the engine's CashFlow::npvUsd; then what is still owed after the horizon.
class WorkbookCashFlowSheet
{
public:
    static int row(int month) { return month; } // row 0 holds the headings
    static int cashColumn(std::size_t option) { return 1 + 2 * static_cast<int>(option); }
    static int cumulativeColumn(std::size_t option) { return 2 + 2 * static_cast<int>(option); }
    static int rateRow(int horizonMonths) { return horizonMonths + 2; }
    static int monthlyRateRow(int horizonMonths) { return horizonMonths + 3; }
    static int npvRow(int horizonMonths) { return horizonMonths + 4; }
    static int owedRow(int horizonMonths) { return horizonMonths + 5; }

    static WorkbookSheet build(const Scenario &scenario, const Evaluation &evaluation);
};

} // namespace acceldecide
