#pragma once

#include "core/decision/ProfileRules.h"
#include "core/model/ProfileResult.h"
#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// The matrix as the profile fills it, and what the profile says about it.
struct ProfileApplication
{
    ProfileResult result;
    std::vector<Criterion> criteria;   // the matrix to evaluate: derived scores filled in
    std::vector<std::string> excluded; // option ids knocked out
};

// Turns a scenario's workload profile into decision-matrix scores. A criterion the
// profile's matrix preset governs (ProfileRules) gets each option's score from the rule
// whose band holds the answer, by the option's stack, unless the user overrode that
// cell; an unanswered factor leaves score 3 and the criterion incomplete. Criteria
// nobody governs keep their typed-in scores. Knock-out rules exclude whole stacks.
class ProfileScoring
{
public:
    // The profile with the fallbacks filled in: model size from the workload, time
    // horizon from the scenario, monthly training spend from the baseline's steady-state
    // monthly compute cost (training workloads; pass it when known). `fromScenario`
    // receives the factor ids that were filled this way.
    static WorkloadProfile effectiveProfile(const Scenario &scenario,
                                            std::optional<double> baselineMonthlyComputeUsd,
                                            std::vector<std::string> *fromScenario = nullptr);

    // Requires scenario.profile.
    static ProfileApplication apply(const Scenario &scenario,
                                    std::optional<double> baselineMonthlyComputeUsd,
                                    const ProfileRules &rules = ProfileRules::builtIn());
};

} // namespace acceldecide
