#pragma once

#include "core/model/ProfileResult.h"

#include <string>

namespace acceldecide {

// The "Workload profile" section of `acceldecide-cli evaluate`'s text output: excluded
// options, each derived score with its answer and reason, seed 000's checklist with
// counts and verdict, and the porting estimate.
class ProfileTable
{
public:
    static std::string format(const ProfileResult &profile);
};

} // namespace acceldecide
