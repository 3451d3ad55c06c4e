#pragma once

#include "core/model/Evaluation.h"

#include <string>

namespace acceldecide {

// How each estimated option's throughput was worked out, as the CLI table prints it:
// empty when no option's throughput is estimated.
class ThroughputEstimateTable
{
public:
    static std::string format(const Evaluation &evaluation);
};

} // namespace acceldecide
