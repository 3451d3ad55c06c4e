#pragma once

// Invariant checks inside the fuzz targets. A failed check is a bug in our code, not in
// the input: it says what was violated on stderr and aborts, so libFuzzer keeps the input
// as a crash artifact (build/fuzz/artifacts/ under scripts/fuzz.sh).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace acceldecide::fuzz {

[[noreturn]] inline void fail(const char *file, int line, const char *condition,
                              const std::string &detail)
{
    std::fprintf(stderr, "\nFUZZ INVARIANT FAILED at %s:%d: %s\n  %s\n", file, line, condition,
                 detail.c_str());
    std::fflush(stderr);
    std::abort();
}

// Equal within a relative tolerance, or an absolute one near zero (sums of many terms
// that cancel to ~0 keep rounding noise of the size of the terms, not of the sum).
inline bool nearlyEqual(double a, double b, double scale, double relative = 1e-9)
{
    const double tolerance = relative * std::max({std::fabs(a), std::fabs(b), scale, 1.0});
    return std::fabs(a - b) <= tolerance;
}

} // namespace acceldecide::fuzz

// FUZZ_CHECK(condition, detail): `detail` is only built when the check fails.
#define FUZZ_CHECK(condition, detail)                                                              \
    do {                                                                                           \
        if (!(condition))                                                                          \
            ::acceldecide::fuzz::fail(__FILE__, __LINE__, #condition, (detail));                   \
    } while (false)
