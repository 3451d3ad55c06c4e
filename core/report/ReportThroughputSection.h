#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <optional>

namespace acceldecide::report {

// "How throughput was estimated", for scenarios with an estimated option: each estimate's
// inputs (model, accelerator, number format, layout, requests), what bounds it, the band
// its calibration's held-out error gives, memory needed against held, and the nearest
// published measurement with how far the estimate is from it. None without an estimate.
class ReportThroughputSection
{
public:
    static std::optional<ReportSection> build(const Scenario &scenario,
                                              const Evaluation &evaluation);
};

} // namespace acceldecide::report
