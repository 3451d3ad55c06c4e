#pragma once

#include "core/model/Evaluation.h"
#include "core/model/RiskiestInput.h"
#include "core/model/Scenario.h"

#include <functional>
#include <optional>

namespace acceldecide {

// Picks the option with the lowest total (TCO plus commitment owed past the horizon;
// ties go to the first listed), notes a conflict with the decision matrix, and fills
// the summary template's facts and sentence.
class RecommendationBuilder
{
public:
    // The input that moves compared option `column`'s saving most (any option's when
    // negative): sensitivity's answer, asked for the recommended option only.
    using RiskiestInputSource = std::function<std::optional<RiskiestInput>(int column)>;

    static Recommendation build(const Scenario &scenario, const Evaluation &evaluation,
                                const RiskiestInputSource &riskiestFor);

    // The summary sentence for a given set of facts; exposed so tests and the report
    // can check it against the facts. `portMonths`: how long the recommended option's
    // port keeps the workload on the baseline.
    static std::string summarize(const RecommendationFacts &facts, int horizonMonths,
                                 WorkloadKind kind, const std::optional<std::string> &conflictWith,
                                 double portMonths = 0.0);
};

} // namespace acceldecide
