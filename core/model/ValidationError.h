#pragma once

#include <string>
#include <vector>

namespace acceldecide {

// One problem with a scenario, addressed by its 0-based JSON path
// (e.g. "options[1].throughput.tokens_per_sec_per_accelerator").
struct ValidationError
{
    std::string path;
    std::string message; // e.g. "must be > 0, got -5"

    std::string toString() const { return path.empty() ? message : path + ": " + message; }
};

// Every problem found in one pass, in document order; never empty when it is the reason
// an operation failed.
using ValidationErrors = std::vector<ValidationError>;

} // namespace acceldecide
