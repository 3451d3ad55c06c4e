#pragma once

// fuzz_scenario's invariants for stakeholders' weight sets and pairwise weights, apart
// so the target's main file stays readable.
#include "FuzzCheck.h"

#include "core/decision/PairwiseWeights.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace acceldecide::fuzz {

inline void checkStakeholders(const Scenario &scenario, const Evaluation &evaluation)
{
    FUZZ_CHECK(evaluation.stakeholders.has_value() ==
                   (!scenario.stakeholders.empty() && evaluation.matrix.has_value()),
               "stakeholder results exactly when the scenario has stakeholders and a matrix");
    if (!evaluation.stakeholders)
        return;
    const StakeholderResult &result = *evaluation.stakeholders;
    FUZZ_CHECK(result.members.size() == scenario.stakeholders.size(), "a view per stakeholder");
    // With the arithmetic mean the group's totals are a convex combination of the
    // members' (the weights are shares summing to 1), so each lies between them.
    if (result.mean == StakeholderMean::Arithmetic) {
        for (std::size_t o = 0; o < result.group.matrix.totals.size(); ++o) {
            double low = INFINITY, high = -INFINITY;
            for (const StakeholderView &member : result.members) {
                low = std::min(low, member.matrix.totals[o].total);
                high = std::max(high, member.matrix.totals[o].total);
            }
            const double total = result.group.matrix.totals[o].total;
            FUZZ_CHECK(total >= low - 1e-9 && total <= high + 1e-9,
                       "group total of " + result.group.matrix.totals[o].option +
                           " outside the members' range");
        }
    }
    // Weights from a consistent matrix (a_ij = w_i / w_j) reproduce w, with CR 0: rebuild
    // one from each pairwise member's derived weights.
    for (const StakeholderView &member : result.members) {
        if (!member.consistency)
            continue;
        FUZZ_CHECK(std::isfinite(member.consistency->consistencyRatio) &&
                       member.consistency->consistencyRatio >= 0.0,
                   "consistency ratio of " + member.id + " is not a finite non-negative number");
        const std::vector<double> &w = member.weights;
        if (std::any_of(w.begin(), w.end(), [](double v) { return !(v > 0.0); }))
            continue;
        std::vector<std::vector<double>> consistent(w.size(), std::vector<double>(w.size()));
        for (std::size_t i = 0; i < w.size(); ++i) {
            for (std::size_t j = 0; j < w.size(); ++j)
                consistent[i][j] = w[i] / w[j];
        }
        const PairwiseWeights::Result again = PairwiseWeights::derive(consistent, result.criteria);
        const double largest = *std::max_element(again.weights.begin(), again.weights.end());
        for (std::size_t i = 0; i < w.size(); ++i)
            FUZZ_CHECK(std::fabs(again.weights[i] / largest * 10.0 - w[i]) <= 1e-9 * 10.0,
                       "a consistent matrix does not reproduce " + member.id + "'s weights");
        FUZZ_CHECK(again.consistency.consistencyRatio <= 1e-9,
                   "a consistent matrix has a consistency ratio above 0");
    }
}

} // namespace acceldecide::fuzz
