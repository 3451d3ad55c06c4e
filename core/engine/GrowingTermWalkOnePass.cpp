// The one-pass walk of growing commitment terms: where usage can never fall below +0,
// a term the renewal policy compares is decided and billed in the same walk over its
// months, both of its possible bills kept until the decision picks one. It gives what
// the two-pass walk (GrowingTermWalk.cpp) gives to the last bit; why, operation by
// operation, is said where each shortcut is taken.

#include "core/engine/GrowingTermWalk.h"

#include "core/engine/VectorClones.h"
#include "core/model/Units.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <limits>

namespace acceldecide::batch {

namespace {

// The two-pass walk's bill of one month within the horizon (withinHorizon()), for usage
// known to be at or above +0: its residual, usage - min(usage, 0), is then usage itself
// (+0 - +0 is +0, u - 0 is u, inf - 0 is inf), so it is not worked out.
template <typename V>
ACCELDECIDE_LANES_INLINE V billedWithin(const V &usage, const V &level, const V &zeroPlusOwed,
                                        const V &hours, const V &onDemand)
{
    return zeroPlusOwed + (usage - lanes::lesser(usage, level)) * hours * onDemand;
}

// The two-pass walk's withinHorizon() and pastHorizon() as they are, for the months that
// are few (usage stopped, or past the horizon): no shortcut is worth its argument there.
template <typename V>
ACCELDECIDE_LANES_INLINE V withinHorizon(const V &current, const V &level, const V &owed,
                                         const V &hours, const V &onDemand)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V residual = current - lesser(current, zero);
    const V covered = lesser(residual, level);
    return zero + owed + (residual - covered) * hours * onDemand;
}
template <typename V>
ACCELDECIDE_LANES_INLINE V pastHorizon(bool valuePast, const V &current, const V &level,
                                       const V &owed, const V &hours, const V &onDemand)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V heldCovered = lesser(current, zero);
    const V residual = current - heldCovered;
    const V covered = lesser(residual, level);
    return (owed - pastValue(valuePast, owed, covered, hours, onDemand)) +
           (zero - pastValue(valuePast, zero, heldCovered, hours, onDemand));
}

// One group's running bill: what bill() adds within the horizon and after it.
template <typename V> struct Bill
{
    V horizonUsd;
    V owedAfter;
    V remaining;
};

// What a group of variants needs for every month, loaded once.
template <typename V> struct Group
{
    V stated;
    V factor;
    V hours;
    V onDemand;
    V ratePerMonth; // bill()'s committed rate times the hours of a month
};

// bill() for months first .. last of one term at a level known before the walk: within
// the horizon always; past it only where `pastToo` (a term that buys nothing adds exactly
// +0 there when usage is at or above +0, so those months are left out).
template <typename V>
ACCELDECIDE_LANES_INLINE void billKnownLevel(const GrowingShape &s, const Group<V> &g,
                                             const V &level, int first, int last, bool pastToo,
                                             V &usage, Bill<V> &bill)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V owed = level * g.ratePerMonth;
    const V zeroPlusOwed = zero + owed;
    const int inEnd = std::min(last, s.horizon);
    int m = first;
    for (; m <= std::min(inEnd, s.stop); ++m) {
        bill.horizonUsd += billedWithin(usage, level, zeroPlusOwed, g.hours, g.onDemand);
        usage *= g.factor;
    }
    for (; m <= inEnd; ++m)
        bill.horizonUsd += withinHorizon(zero, level, owed, g.hours, g.onDemand);
    if (!pastToo)
        return;
    for (; m <= std::min(last, s.stop); ++m) {
        bill.owedAfter += zero + owed;
        bill.remaining += pastHorizon(s.valuePast, usage, level, owed, g.hours, g.onDemand);
        usage *= g.factor;
    }
    for (; m <= last; ++m) {
        bill.owedAfter += zero + owed;
        bill.remaining += pastHorizon(s.valuePast, zero, level, owed, g.hours, g.onDemand);
    }
}

// A term the optimal renewal compares, months first .. last: TermWalk's cost at the
// stated level and at none, and bill()'s figures for either level, in one walk. Returns
// the level decided; `bill` is then the bill at that level.
template <typename V>
ACCELDECIDE_LANES_INLINE V decideAndBill(const GrowingShape &s, const Group<V> &g, const V &rate,
                                         int first, int last, V &usage, Bill<V> &bill)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V hoursPerMonth = splat<V>(units::kHoursPerMonth);
    const V stated = g.stated;
    // decideTerms()'s amounts owed a month, at the stated level and at none ...
    const V comparedOwed = stated * rate * hoursPerMonth;
    const V noneOwed = zero * rate * hoursPerMonth;
    // ... and bill()'s, grouped as bill() groups them.
    const V billedOwed = stated * g.ratePerMonth;
    const V noneBilledOwed = zero * g.ratePerMonth;
    const V zeroPlusBilledOwed = zero + billedOwed;
    V atLevel = zero;
    V atNone = zero;
    Bill<V> bought = bill;
    Bill<V> notBought = bill;
    const int inEnd = std::min(last, s.horizon);
    int m = first;
    for (; m <= std::min(inEnd, s.stop); ++m) {
        // With usage at or above +0, TermWalk's residual max(0, usage) and bill()'s
        // usage - min(usage, 0) are both usage, so the amounts above the level (x) and
        // the whole usage (y) are the same products in the decision and in the bill.
        // At no level, bill() adds (+0 + +0 x rate) + (usage - min(usage, +0)) x hours x
        // rate, which is y: +0 x a finite rate is +0, usage - min(usage, +0) is usage, and
        // +0 + y is y for y, a product of factors without a sign bit, is never -0.
        // TermWalk adds noneOwed + y, +0 + y, the same y.
        const V x = (usage - lesser(usage, stated)) * g.hours * g.onDemand;
        const V y = usage * g.hours * g.onDemand;
        atLevel += comparedOwed + x;
        atNone += y;
        bought.horizonUsd += zeroPlusBilledOwed + x;
        notBought.horizonUsd += y;
        usage *= g.factor;
    }
    for (; m <= inEnd; ++m) {
        const V residual = greater(zero, zero);
        const V covered = lesser(residual, stated);
        atLevel += comparedOwed + (residual - covered) * g.hours * g.onDemand;
        atNone += noneOwed + residual * g.hours * g.onDemand;
        bought.horizonUsd += withinHorizon(zero, stated, billedOwed, g.hours, g.onDemand);
        notBought.horizonUsd += withinHorizon(zero, zero, noneBilledOwed, g.hours, g.onDemand);
    }
    for (; m <= std::min(last, s.stop); ++m) {
        const V residual = greater(zero, usage);
        const V covered = lesser(residual, stated);
        atLevel += pastValue(s.valuePast, comparedOwed, covered, g.hours, g.onDemand);
        atNone += pastValue(s.valuePast, noneOwed, zero, g.hours, g.onDemand);
        bought.owedAfter += zero + billedOwed;
        bought.remaining +=
            pastHorizon(s.valuePast, usage, stated, billedOwed, g.hours, g.onDemand);
        notBought.owedAfter += zero + noneBilledOwed;
        notBought.remaining +=
            pastHorizon(s.valuePast, usage, zero, noneBilledOwed, g.hours, g.onDemand);
        usage *= g.factor;
    }
    for (; m <= last; ++m) {
        const V residual = greater(zero, zero);
        const V covered = lesser(residual, stated);
        atLevel += pastValue(s.valuePast, comparedOwed, covered, g.hours, g.onDemand);
        atNone += pastValue(s.valuePast, noneOwed, zero, g.hours, g.onDemand);
        bought.owedAfter += zero + billedOwed;
        bought.remaining += pastHorizon(s.valuePast, zero, stated, billedOwed, g.hours, g.onDemand);
        notBought.owedAfter += zero + noneBilledOwed;
        notBought.remaining +=
            pastHorizon(s.valuePast, zero, zero, noneBilledOwed, g.hours, g.onDemand);
    }
    const V level = select((stated > zero) & (atLevel < atNone), stated, zero);
    const auto buys = level > zero;
    bill.horizonUsd = select(buys, bought.horizonUsd, notBought.horizonUsd);
    bill.owedAfter = select(buys, bought.owedAfter, notBought.owedAfter);
    bill.remaining = select(buys, bought.remaining, notBought.remaining);
    return level;
}

// decideTerms() then bill() for the variants i .. i + width - 1, term by term.
template <typename V>
ACCELDECIDE_LANES_INLINE void walkGroup(const GrowingShape &s, const GrowingArrays &a,
                                        std::size_t i)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V rate = load<V>(a.committedRate + i);
    const Group<V> g{load<V>(a.stated + i), load<V>(a.factor + i), load<V>(a.hours + i),
                     load<V>(a.onDemand + i), rate * splat<V>(units::kHoursPerMonth)};
    V usage = load<V>(a.busy + i);
    Bill<V> bill{zero, zero, zero};
    V endMonth = zero;
    // Every term with a month within the horizon; later ones buy nothing and bill()
    // adds exactly +0 for their months.
    const int termsInPlay = (s.horizon + s.term - 1) / s.term;
    for (int k = 0; k < termsInPlay; ++k) {
        const int first = k * s.term + 1;
        const int last = (k + 1) * s.term;
        V level = zero;
        if (k >= s.count || (k > 0 && s.renewal == RenewalPolicy::Never)) {
            billKnownLevel(s, g, zero, first, last, false, usage, bill);
        } else if (k == 0 || s.renewal == RenewalPolicy::WhileUsageContinues) {
            const bool buy = k == 0 || first <= s.running;
            level = select(buy, g.stated, zero);
            level = select(g.stated > zero, level, zero);
            billKnownLevel(s, g, level, first, last, buy, usage, bill);
        } else {
            level = decideAndBill(s, g, rate, first, last, usage, bill);
        }
        if (k < s.count) {
            store(a.levels[k] + i, level);
            endMonth = select(level > zero, splat<V>(double(last)), endMonth);
        }
    }
    store(a.endMonth + i, endMonth);
    store(a.horizonCompute + i, bill.horizonUsd);
    store(a.beyond + i, bill.owedAfter - bill.remaining);
}

template <typename V>
ACCELDECIDE_LANES_INLINE void walkWith(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    const std::size_t width = lanes::kWidthOf<V>;
    const std::size_t whole = n / width * width;
    for (std::size_t i = 0; i < whole; i += width)
        walkGroup<V>(s, a, i);
    for (std::size_t i = whole; i < n; ++i)
        walkGroup<double>(s, a, i);
}

// One version per instruction set, picked by the loader (SampleLanes.h). They are
// called from this file only: a caller elsewhere would see one plain declaration and
// always get the baseline version.
#if defined(ACCELDECIDE_LANES_VERSIONS)
[[gnu::target("default")]] void walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                              std::size_t n)
{
    walkWith<lanes::Lanes2>(s, a, n);
}
[[gnu::target("arch=x86-64-v3")]] void walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                                     std::size_t n)
{
    walkWith<lanes::Lanes4>(s, a, n);
}
[[gnu::target("arch=x86-64-v4")]] void walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                                     std::size_t n)
{
    walkWith<lanes::Lanes4>(s, a, n);
}
#else
void walkVersioned(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    walkWith<double>(s, a, n);
}
#endif

// The largest of the doubles' bit patterns read as unsigned integers: below that of
// +infinity exactly when every one is finite and without a sign bit (+0 or positive,
// never -0, NaN or infinity), the order IEEE 754 gives non-negative doubles' patterns.
ACCELDECIDE_VECTOR_CLONES
std::uint64_t largestPattern(const double *values, std::size_t n)
{
    std::uint64_t largest = 0;
    for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t pattern;
        std::memcpy(&pattern, values + i, sizeof pattern);
        largest = std::max(largest, pattern);
    }
    return largest;
}

} // namespace

bool walksInOnePass(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    if (s.term < 1 || s.term > 36)
        return false;
    const std::uint64_t infinity =
        std::bit_cast<std::uint64_t>(std::numeric_limits<double>::infinity());
    for (const double *values :
         {a.busy, a.factor, a.hours, a.onDemand, a.committedRate, a.stated}) {
        if (largestPattern(values, n) >= infinity)
            return false;
    }
    return true;
}

void walkTermsInOnePass(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    walkVersioned(s, a, n);
}

} // namespace acceldecide::batch
