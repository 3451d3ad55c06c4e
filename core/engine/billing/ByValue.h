#pragma once

// std::min, std::max and std::clamp by value, for one double or a group of doubles side by
// side (core/engine/batch/SampleLanes.h). The standard ones return references, which the
// vectoriser cannot follow once inlined, and take no groups. The comparisons are theirs,
// operand for operand, so a tie or a NaN keeps the same operand and every result has the
// bits std::min, std::max or std::clamp would give.

#if defined(__GNUC__)
// Always inlined: a group passed or returned by value never crosses a call between
// versions of a kernel compiled for different instruction sets, so GCC's note that such a
// call's ABI differs between them does not apply (it is silenced for these functions).
#define ACCELDECIDE_BY_VALUE_INLINE [[gnu::always_inline]] inline
#else
#define ACCELDECIDE_BY_VALUE_INLINE inline
#endif

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace acceldecide::billing {

template <typename T> ACCELDECIDE_BY_VALUE_INLINE T lesser(const T &a, const T &b)
{
    return b < a ? b : a;
}

template <typename T> ACCELDECIDE_BY_VALUE_INLINE T greater(const T &a, const T &b)
{
    return a < b ? b : a;
}

ACCELDECIDE_BY_VALUE_INLINE constexpr double clampByValue(double v, double low, double high)
{
    return v < low ? low : high < v ? high : v;
}

} // namespace acceldecide::billing

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
