#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/report/DecisionReport.h"

#include <optional>

namespace acceldecide::report {

// "Savings-plan scenarios": per option with a commitment, what it is, how
// much of it the usage uses against the break-even, its cost against all-on-demand and
// the best level, what is owed once usage stops, 1-year against 3-year, and the three
// savings-plan charts. nullopt when no option has a commitment.
class ReportCommitmentSection
{
public:
    static std::optional<ReportSection> build(const Scenario &scenario,
                                              const Evaluation &evaluation);
};

} // namespace acceldecide::report
