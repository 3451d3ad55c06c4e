#pragma once

#include "core/model/Evaluation.h"

#include <string>

namespace acceldecide {

// The Capacity Blocks each capacity_block option buys, as the CLI table prints them:
// empty when no option buys any.
class CapacityBlockTable
{
public:
    static std::string format(const Evaluation &evaluation);
};

} // namespace acceldecide
