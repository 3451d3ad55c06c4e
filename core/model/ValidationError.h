#pragma once

#include <string>

namespace acceldecide {

// One problem with a scenario, addressed by its 0-based JSON path
// (e.g. "options[1].throughput.tokens_per_sec_per_accelerator").
struct ValidationError
{
    std::string path;
    std::string message; // e.g. "must be > 0, got -5"

    std::string toString() const { return path.empty() ? message : path + ": " + message; }
};

} // namespace acceldecide
