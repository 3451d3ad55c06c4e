#pragma once

#include "core/model/Scenario.h"
#include "core/model/StakeholderResult.h"

#include <string>
#include <vector>

namespace acceldecide {

// The matrix as each stakeholder weighs it, and as the group does.
//
// Each member's weights (direct, or the pairwise eigenvector scaled so the largest is
// 10) are first normalised to sum 1, so that the numbers a member happens to use (all
// 10s or all 5s) give no extra say: influence alone decides it. The group's weight of a
// criterion is then the influence-weighted arithmetic mean of the members' shares, or
// their weighted geometric mean renormalised (a member's 0 then vetoes the criterion).
// Every view is evaluated by DecisionMatrix over its own weights on the 0..10 scale
// (the group's scaled so its largest weight is 10); totals do not depend on the scale.
class StakeholderMatrix
{
public:
    static StakeholderResult evaluate(const std::vector<Stakeholder> &stakeholders,
                                      StakeholderMean mean, const std::vector<Criterion> &criteria,
                                      const std::vector<std::string> &optionIds,
                                      const std::vector<std::string> &excluded = {});
    // The member's weights per criterion in order, on the 0..10 scale (missing: 0).
    static std::vector<double> memberWeights(const Stakeholder &stakeholder,
                                             const std::vector<Criterion> &criteria);
    // The winner's total minus the best other eligible total; nullopt without a winner.
    static std::optional<double> margin(const MatrixResult &matrix,
                                        const std::vector<std::string> &excluded = {});
};

} // namespace acceldecide
