#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

namespace acceldecide::report {

// "Inputs and assumptions": the workload, the team, every option's instance, price,
// purchase model and throughput, where each number came from, and the figures derived
// from them (the steps between the inputs and the totals); plus the appendix of sources.
class ReportInputsSection
{
public:
    static ReportSection build(const Scenario &scenario, const Evaluation &evaluation);
    static ReportSection sourcesAppendix(const Scenario &scenario, const Evaluation &evaluation);
};

} // namespace acceldecide::report
