#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <vector>

namespace acceldecide::report {

// The cash side of "How it is paid": when each option's money leaves (upfront fees,
// cash over the horizon, what is still owed after it), its net present value at the
// scenario's discount rate, and the cash flow chart.
class ReportCashFlowBlocks
{
public:
    static std::vector<ReportBlock> build(const Scenario &scenario, const Evaluation &evaluation);
};

} // namespace acceldecide::report
