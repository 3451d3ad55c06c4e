#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <cstddef>
#include <string>

namespace acceldecide {

// The edits of a stakeholder's pairwise comparison of the criteria, as pure functions in
// the manner of StakeholderEditing (the GUI wraps each in one undoable document command).
// A judgement is set on one side of the diagonal and its reciprocal follows on the other,
// so the matrix stays what the format accepts; a value off Saaty's scale, a cell on the
// diagonal or a member with direct weights is refused with a message naming the field
// ("stakeholders[2].pairwise[0][1]") and the value.
class PairwiseEditing
{
public:
    // a_rc = value and a_cr = 1 / value, for a member who compares pairwise.
    static Expected<void, std::string> setJudgement(Scenario &scenario, std::size_t index,
                                                    std::size_t row, std::size_t column,
                                                    double value);
    // From direct weights to a pairwise comparison that gives the same weights: a_ij is
    // w_i / w_j, held to Saaty's 1/9 .. 9 (a weight of 0 becomes the scale's end), so that
    // switching changes nothing until the member judges differently.
    static Expected<void, std::string> comparePairwise(Scenario &scenario, std::size_t index);
    // Back to direct weights: the ones the comparison derives (scaled so the largest is
    // 10, to the two decimals the weights table edits), so the group's weights move only
    // by that rounding.
    static Expected<void, std::string> weighDirectly(Scenario &scenario, std::size_t index);

    // "stakeholders[2].pairwise[0][1]".
    static std::string cellPath(std::size_t index, std::size_t row, std::size_t column);
};

} // namespace acceldecide
