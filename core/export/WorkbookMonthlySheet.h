#pragma once

#include "core/export/ResultsWorkbook.h"
#include "core/export/WorkbookKeyFiguresSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide {

// The "Monthly" sheet: one row per month of the horizon, two columns per option (the
// month's cost and the cumulative cost). Each month is the evaluator's timeline as a
// formula over the Key figures sheet: while the port lasts the workload runs on the
// baseline, pro rata within the month; the one-time cost lands in month 1. With a usage
// pattern or a commitment a month's compute is its own cell: the steady figure times the
// month's usage share, or the commitment's hour-by-hour bill (an engine value).
class WorkbookMonthlySheet
{
public:
    // The layout is fixed so that Key figures can reference it before it is built.
    static int row(int month) { return month; } // row 0 holds the headings
    static int monthlyColumn(std::size_t option) { return 1 + 2 * static_cast<int>(option); }
    static int cumulativeColumn(std::size_t option) { return 2 + 2 * static_cast<int>(option); }
    // Options whose compute changes month to month (a usage pattern, a commitment) get a
    // compute column after every option's pair.
    static int computeColumn(std::size_t option, std::size_t optionCount)
    {
        return 1 + 2 * static_cast<int>(optionCount) + static_cast<int>(option);
    }

    // With credits, each option's credits spent per month, after the compute columns.
    static int creditsColumn(std::size_t option, std::size_t optionCount)
    {
        return 1 + 3 * static_cast<int>(optionCount) + static_cast<int>(option);
    }

    static WorkbookSheet build(const Scenario &scenario, const Evaluation &evaluation,
                               const KeyFiguresLayout &figures);
};

} // namespace acceldecide
