#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <optional>

namespace acceldecide::report {

// "Stakeholders": which mean made the group's weights, each member's and the group's
// winner and flip point, pairwise consistency, and the spread of weights per criterion.
// nullopt when the scenario has no stakeholders.
class ReportStakeholderSection
{
public:
    static std::optional<ReportSection> build(const Scenario &scenario,
                                              const Evaluation &evaluation);
};

} // namespace acceldecide::report
