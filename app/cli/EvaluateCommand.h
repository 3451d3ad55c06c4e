#pragma once

#include "app/cli/CliOptions.h"

#include <iosfwd>

namespace acceldecide::cli {

// Runs `evaluate`: reads and validates the scenario, evaluates it and prints the
// result. Returns the exit code. Nothing reaches `out` unless the whole evaluation
// succeeded, so a failed run never leaves half a JSON document on standard output.
int runEvaluate(const EvaluateOptions &options, std::istream &in, std::ostream &out,
                std::ostream &err);

} // namespace acceldecide::cli
