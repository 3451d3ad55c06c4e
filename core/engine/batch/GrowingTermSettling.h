#pragma once

// Settling a growing commitment's compared term without walking its months: rigorous
// bounds on its usage decide TermWalk's comparison wherever they leave it clear of a
// tie. Used by the one-pass walk (GrowingTermWalkOnePass.cpp). Not part of the engine's
// interface.

#include "core/engine/batch/GrowingTermWalk.h"
#include "core/engine/batch/SampleLanes.h"
#include "core/model/Units.h"

#include <algorithm>
#include <limits>

namespace acceldecide::batch {

// What a group of variants needs for every month, loaded once.
template <typename V> struct Group
{
    V stated;
    V factor;
    V hours;
    V onDemand;
    V ratePerMonth; // bill()'s committed rate times the hours of a month
};

// factor^exponent by squaring, a power too large for a double held at the largest one
// (so that usage of 0 times it is 0, not NaN).
template <typename V> ACCELDECIDE_LANES_INLINE V powerOf(const V &factor, int exponent)
{
    using namespace lanes;
    V power = splat<V>(1.0);
    V base = factor;
    for (int e = exponent; e > 0; e >>= 1) {
        if (e & 1)
            power *= base;
        base *= base;
    }
    return lesser(power, splat<V>(std::numeric_limits<double>::max()));
}

// What settling a compared term needs that is the same for every term of a group, worked
// out once: a term's comparison is a few dozen operations, and there are a few for each
// group of every option and batch.
template <typename V> struct Comparison
{
    V perMonth;     // the on-demand cost of an accelerator-month: hours x rate
    V owedPerMonth; // TermWalk's amount owed a month at the stated level
    V termPower;    // factor^(term - 1), from a whole term's first month to its last
};
template <typename V>
ACCELDECIDE_LANES_INLINE Comparison<V> comparisonOf(const GrowingShape &s, const Group<V> &g,
                                                    const V &rate)
{
    using namespace lanes;
    return {g.hours * g.onDemand, billing::owedUsd(g.stated, rate), powerOf(g.factor, s.term - 1)};
}

// Bounds on the usage of `months` running months from `usage` on: usage moves one way
// (each month times the same factor, and rounding keeps the order), so it lies between
// this month's and the last month's. Both are estimated by powers of the factor worked
// out by squaring (settledBy()), from the walk's usage at most two terms, 72 months,
// earlier: fewer than 100 roundings either way, so the estimates differ from the walk's
// month-by-month products by less than 1e-13 of them while those are normal doubles
// (settledBy() sees to that). The bounds are widened by 1e-12 either way.
template <typename V> struct UsageRange
{
    V lowest;
    V highest;
};
template <typename V>
ACCELDECIDE_LANES_INLINE UsageRange<V> usageRange(const GrowingShape &s, const Group<V> &g,
                                                  const Comparison<V> &c, const V &usage,
                                                  int months)
{
    using namespace lanes;
    const V last = usage * (months == s.term ? c.termPower : powerOf(g.factor, months - 1));
    return {lesser(usage, last) * splat<V>(1.0 - 1e-12),
            greater(usage, last) * splat<V>(1.0 + 1e-12)};
}

// Whether TermWalk's comparison of a term, months first .. last, can be settled without
// walking it: only where it lies within the horizon and has months with usage.
inline bool boundable(const GrowingShape &s, int first, int last)
{
    return last <= s.horizon && std::min(last, s.stop) >= first;
}

// Where boundable(), how clearly TermWalk's comparison of the term is settled, for each
// variant of the group: positive where it is settled without walking the term, `buys`
// then positive where the stated level is bought. `before` is the usage a whole term
// before the term's first month: the walk looks a term ahead, so that the comparison is
// worked out while the term before it is walked instead of holding up its own term's
// walk, which needs its outcome from the first month on. In exact arithmetic the term costs
// less with the stated level S than without iff D = A x sum(min(u_j, S)) - T x owed > 0,
// over the T months and the usage u_j of its R running months (stopped months add owed
// at S and nothing at none), A the on-demand cost of an accelerator-month (hours x
// rate). Every u_j lies within usageRange(), and D between the bounds from its ends. The
// walk's sums of at most 36 months differ from the exact ones by far less than 1e-12 of
// T x owed + A x R x max(u): where the bounds leave D clear of 0 by 1e-9 of that, the
// walk's comparison comes out the same. Anything near a tie (S = 0 is one: the term costs
// the same either way), or too large to bound (a bound that overflowed to infinity, or
// NaN), is not positive, and is walked.
template <typename V>
ACCELDECIDE_LANES_INLINE V settledBy(const GrowingShape &s, const Group<V> &g,
                                     const Comparison<V> &c, int first, int last, const V &before,
                                     V &buys)
{
    using namespace lanes;
    const int running = std::min(last, s.stop) - first + 1;
    const V zero = splat<V>(0.0);
    const V stated = g.stated;
    const V usage = before * c.termPower * g.factor;
    const auto [lowest, highest] = usageRange(s, g, c, usage, running);
    const V months = splat<V>(double(last - first + 1));
    const V runningMonths = splat<V>(double(running));
    const V owedInAll = months * c.owedPerMonth;
    const V size = owedInAll + c.perMonth * runningMonths * highest;
    const V margin = size * splat<V>(1e-9);
    const V least = c.perMonth * runningMonths * lesser(lowest, stated) - owedInAll;
    const V most = c.perMonth * runningMonths * lesser(highest, stated) - owedInAll;
    // Positive where the term certainly buys, and where it certainly does not.
    const V buyGap = least - margin;
    const V skipGap = zero - (most + margin);
    buys = buyGap;
    // The error bounds above are relative ones: they hold while the walk's usage stays a
    // normal double, and its sums' rounding stays far below the margin. Usage of exactly
    // 0 stays 0, with no rounding at all.
    const V normal = splat<V>(0x1p-1000);
    const V lowestUsed = before > zero ? lowest : splat<V>(1.0);
    return lesser(margin, lowestUsed) >= normal ? greater(buyGap, skipGap) : splat<V>(-1.0);
}

} // namespace acceldecide::batch
