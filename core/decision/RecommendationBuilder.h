#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/model/SensitivitySwings.h"

#include <vector>

namespace acceldecide {

// Picks the option with the lowest total (TCO plus commitment owed past the horizon;
// ties go to the first listed), notes a conflict with the decision matrix, and fills
// the summary template's facts and sentence.
class RecommendationBuilder
{
public:
    static Recommendation build(const Scenario &scenario, const Evaluation &evaluation,
                                const SensitivitySwings &sensitivity);

    // The summary sentence for a given set of facts; exposed so tests and the report
    // can check it against the facts. `portMonths`: how long the recommended option's
    // port keeps the workload on the baseline.
    static std::string summarize(const RecommendationFacts &facts, int horizonMonths,
                                 WorkloadKind kind, const std::optional<std::string> &conflictWith,
                                 double portMonths = 0.0);
};

} // namespace acceldecide
