#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace acceldecide {

// Weighted scoring: total(option) = sum of weight x (score - 1) / 4 x 100 over the
// sum of weights, so every total lies in 0..100. The flip point is the smallest
// single-weight change (within 0..10) at which another option ties the winner.
// Excluded options (knocked out by the workload profile) keep their totals but can
// neither win nor take the win at a flip point.
class DecisionMatrix
{
public:
    static MatrixResult evaluate(const std::vector<Criterion> &criteria,
                                 const std::vector<std::string> &optionIds,
                                 const std::vector<std::string> &excluded = {});
};

} // namespace acceldecide
