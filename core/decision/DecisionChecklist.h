#pragma once

#include "core/decision/ProfileRules.h"
#include "core/model/ProfileResult.h"
#include "core/model/WorkloadProfile.h"

namespace acceldecide {

// Seed 000's "Practical Decision Checklist": for each of its nine factors, the column
// the profile falls in (read from the seed000-checklist rules: a higher Neuron score is
// the Trainium column, a higher CUDA score the H100 column, equal scores neither), the
// ticks per column, and the seed's verdict rule (5 or more in one column).
class DecisionChecklist
{
public:
    static constexpr std::string_view kMatrix = "seed000-checklist";
    static constexpr int kVerdictTicks = 5;

    static ChecklistResult evaluate(const WorkloadProfile &profile,
                                    const ProfileRules &rules = ProfileRules::builtIn());
    // The seed's words for the verdict.
    static std::string verdictText(ChecklistVerdict verdict);
};

} // namespace acceldecide
