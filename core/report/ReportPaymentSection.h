#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <optional>

namespace acceldecide::report {

// "How it is paid": a private pricing discount and the credits each option's plan
// spends (and lets expire), then the cash flow and each option's net present value
// (ReportCashFlowBlocks). Every scenario has the cash part; the optional stays so a
// section with nothing to say can still be left out.
class ReportPaymentSection
{
public:
    static std::optional<ReportSection> build(const Scenario &scenario,
                                              const Evaluation &evaluation);
};

} // namespace acceldecide::report
