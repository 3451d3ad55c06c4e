#pragma once

#include "core/actuals/PlanVsActual.h"
#include "core/actuals/PlannedMonths.h"
#include "core/decision/DecisionRecord.h"
#include "core/report/DecisionReport.h"

#include <string>

namespace acceldecide::report {

// "Plan against the bill", the first section of a compare report: which decision, held to
// which lines of which bill, what the variance comes to in sentences, the chart of
// cumulative cost and the variance's parts, the months side by side, and the parts.
class ReportPlanVsActualSection
{
public:
    // `tag` is the cost-allocation tag the bill's lines were kept by; empty: every line.
    static ReportSection build(const DecisionRecord &record,
                               const actuals::PlanVsActual &comparison,
                               const actuals::PlannedMonths &plan, const std::string &tag);
};

} // namespace acceldecide::report
