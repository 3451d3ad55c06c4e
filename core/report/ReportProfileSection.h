#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

namespace acceldecide::report {

// "Workload profile": the answers, the options it excludes and why, seed 000's checklist
// with its counts and verdict, the porting estimate with the seeds' rows, and the reason
// behind every score the profile gave the matrix.
class ReportProfileSection
{
public:
    // Requires evaluation.profile.
    static ReportSection build(const Scenario &scenario, const Evaluation &evaluation);
};

} // namespace acceldecide::report
