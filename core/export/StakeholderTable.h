#pragma once

#include "core/model/StakeholderResult.h"

#include <string>

namespace acceldecide {

// The "Stakeholders" section of `acceldecide-cli evaluate`'s text output: each member's
// and the group's winner and margin, the flip sentence per view, pairwise consistency,
// and the spread of weights per criterion.
class StakeholderTable
{
public:
    static std::string format(const StakeholderResult &result);
};

} // namespace acceldecide
