#pragma once

#include "core/export/WorkbookKeyFiguresSheet.h"
#include "core/export/WorkbookMonthlyLayout.h"
#include "core/export/WorkbookSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide {

// The "Monthly" sheet: one row per month of the horizon, two columns per option (the
// month's cost and the cumulative cost). Each month is the evaluator's timeline as a
// formula over the Key figures sheet: while the port lasts the workload runs on the
// baseline, pro rata within the month; the one-time cost lands in month 1. With a usage
// pattern or a commitment a month's compute is its own cell: the steady figure times the
// month's usage share, or the commitment's hour-by-hour bill (an engine value).
class WorkbookMonthlySheet : public WorkbookMonthlyLayout
{
public:
    static WorkbookSheet build(const Scenario &scenario, const Evaluation &evaluation,
                               const KeyFiguresLayout &figures);
};

} // namespace acceldecide
