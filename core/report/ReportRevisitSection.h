#pragma once

#include "core/decision/DecisionRecord.h"
#include "core/decision/DecisionRevisit.h"
#include "core/model/Evaluation.h"
#include "core/report/DecisionReport.h"

namespace acceldecide::report {

// The revisit report's first section: the recorded decision and today's evaluation side
// by side (each option's total then and now, the recommendation and matrix winner then
// and now) and every catalog number that changed, old and new with its source.
class ReportRevisitSection
{
public:
    static ReportSection build(const DecisionRecord &record, const RevisitResult &revisit,
                               const Evaluation &then, const Evaluation &now);
};

} // namespace acceldecide::report
