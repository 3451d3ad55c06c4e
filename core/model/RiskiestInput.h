#pragma once

#include <string>

namespace acceldecide {

// The input that moves a saving most, as a recommendation names it: its ParameterPath
// and by how much its low and high value move the saving apart.
struct RiskiestInput
{
    std::string path;
    double swingUsd = 0.0;
};

} // namespace acceldecide
