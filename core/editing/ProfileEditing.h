#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace acceldecide {

// The scenario edits behind the workload profile's controls. The scenario format gives a
// criterion the profile governs no scores of its own (one source for each number), so
// turning the profile on, off or to another preset has to move scores between
// `criteria` and `profile.overrides` to keep the scenario valid without losing what the
// user typed. Pure functions on a Scenario: callers run them inside
// ScenarioDocument::apply(), so each is one undo step.
class ProfileEditing
{
public:
    // The baseline's steady-state monthly compute cost, which the profile falls back on
    // for an unanswered monthly training spend (as the evaluator does).
    static std::optional<double> baselineMonthlyCompute(const Scenario &scenario,
                                                        const Evaluation &evaluation);

    // True when the scenario's profile scores this criterion.
    static bool governs(const Scenario &scenario, std::string_view criterion);

    // The preset a new profile should use: the one the scenario's criteria come from when
    // it has rules, else the default.
    static std::string suggestedMatrix(const Scenario &scenario);

    // Adds `profile`. Every typed score of a criterion it governs leaves `criteria`; one
    // that differs from the derived score (or has none, its factor unanswered) becomes an
    // override. Placeholder scores (an incomplete criterion) are dropped. Returns the
    // number of overrides added.
    static int enable(Scenario &scenario, WorkloadProfile profile,
                      std::optional<double> baselineMonthlyComputeUsd);
    // Removes the profile; its criteria keep the scores it gave them (derived or
    // overridden; an unanswered factor's stay at 3, marked incomplete). A scenario
    // without criteria of its own gets the preset's.
    static void disable(Scenario &scenario, std::optional<double> baselineMonthlyComputeUsd);
    // Switches the profile to another preset: criteria it stops governing keep the scores
    // they had, criteria it starts governing move to overrides as in enable(). Returns the
    // number of overrides the new preset needs.
    static int setMatrix(Scenario &scenario, const std::string &matrix,
                         std::optional<double> baselineMonthlyComputeUsd);

    // Sets one override, or removes it when `score` is nullopt or equals `derived`
    // (an override that agrees with the rules would hide later changes of the answer).
    static void setOverride(Scenario &scenario, const std::string &criterion,
                            const std::string &option, std::optional<int> score,
                            std::optional<int> derived);

    // With a profile and no criteria, the matrix is the preset's; editing its weights or
    // names needs them written out first (governed scores left empty).
    static void materializeCriteria(Scenario &scenario);
    // Empties the scores of governed criteria (after instantiating a preset).
    static void clearGovernedScores(Scenario &scenario);

private:
    using Cells = std::set<std::pair<std::string, std::string>>; // (criterion, option)

    // `placeholders`: cells whose score is the unanswered placeholder, not the user's.
    static int moveGovernedScores(Scenario &scenario,
                                  std::optional<double> baselineMonthlyComputeUsd,
                                  const Cells &placeholders);
};

} // namespace acceldecide
