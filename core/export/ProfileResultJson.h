#pragma once

#include "core/model/ProfileResult.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// The "profile" object of the CLI's evaluate output: derived scores with their reasons,
// exclusions, the checklist with its counts and verdict, and the porting estimate.
class ProfileResultJson
{
public:
    static nlohmann::ordered_json toJson(const ProfileResult &profile);
};

} // namespace acceldecide
