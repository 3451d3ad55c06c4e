#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace acceldecide {

// The edits of the stakeholders' weight sets (Scenario::stakeholders), as pure functions
// in the manner of CreditEditing: the GUI wraps each in one undoable document command,
// and the scenario format's own validation (a write/read round trip) still has the last
// word. These refuse what they can judge alone -- a member that does not exist, a weight
// outside 0-10, an influence that is not positive, weights on a member who compares
// pairwise -- with a message naming the field and the value, as the format would.
class StakeholderEditing
{
public:
    // The first id "stakeholder-N" no member uses.
    static std::string freeId(const Scenario &scenario);

    // A new member named `name` (a free "Stakeholder N" when blank) who starts from the
    // criteria's own weights, so that adding someone changes nothing until they disagree.
    // Refused without criteria: a member weighs the matrix's criteria.
    static Expected<Stakeholder, std::string> suggested(const Scenario &scenario,
                                                        std::string_view name);
    static void add(Scenario &scenario, Stakeholder stakeholder);
    static Expected<void, std::string> remove(Scenario &scenario, std::size_t index);

    static Expected<void, std::string> rename(Scenario &scenario, std::size_t index,
                                              std::string_view name);
    static Expected<void, std::string> setRole(Scenario &scenario, std::size_t index,
                                               std::string_view role);
    static Expected<void, std::string> setInfluence(Scenario &scenario, std::size_t index,
                                                    double influence);
    // One criterion's weight, 0-10, of a member with direct weights.
    static Expected<void, std::string> setWeight(Scenario &scenario, std::size_t index,
                                                 const std::string &criterionId, double weight);
    static void setMean(Scenario &scenario, StakeholderMean mean);

    // After an edit from `before` to `after` that added, removed or reordered criteria:
    // every member keeps their weights of the criteria that remain and weighs a new one
    // as the criterion itself does; a pairwise comparison keeps the judgements between
    // remaining criteria and judges a new one equal to every other (1), which keeps it
    // reciprocal. Without criteria left the members stay as they were (for the format to
    // refuse, naming why).
    static void followCriteria(const Scenario &before, Scenario &after);

    // "stakeholders[2].influence": the path the format's messages use.
    static std::string fieldPath(std::size_t index, std::string_view key);
};

} // namespace acceldecide
