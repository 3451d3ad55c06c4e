#pragma once

#include "core/model/Evaluation.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// An option's "commitment" object in the CLI's evaluate output: the monthly
// committed / used / wasted / overflow series, utilization, effective rate, the current
// and optimal levels, break-even utilization, what is owed, and 1-year against 3-year.
class CommitmentResultJson
{
public:
    static nlohmann::ordered_json toJson(const CommitmentOptionResult &commitment);
};

} // namespace acceldecide
