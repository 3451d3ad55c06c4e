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
    // "2 x 14 d + 1 x 1 d": the blocks of each length, longest first.
    static std::string blocksText(const CapacityBlockResult &blocks);
};

} // namespace acceldecide
