#pragma once

#include "core/model/StakeholderResult.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// The "stakeholders" object of the CLI's evaluate output: which mean, each member's and
// the group's weights, totals, winner, margin and flip point, pairwise consistency, and
// the spread of weights per criterion.
class StakeholderResultJson
{
public:
    static nlohmann::ordered_json toJson(const StakeholderResult &result);
};

} // namespace acceldecide
