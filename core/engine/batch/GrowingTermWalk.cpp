// The general walk of growing commitment terms: every term of a group of variants
// decided first (TermWalk), then every month billed (bill()) to the last month any
// variant of the batch paid for.

#include "core/engine/batch/GrowingTermWalk.h"
#include "core/engine/billing/TermRenewal.h"

#include "core/model/Units.h"

#include <algorithm>

namespace acceldecide::batch {

namespace {

// decideTerms() for the variants i .. i + width - 1: the first term at the stated level;
// each later one by its policy, the optimal one comparing the term's cost at that level
// and at none (TermWalk).
template <typename V>
ACCELDECIDE_LANES_INLINE void decideTerms(const GrowingShape &s, const GrowingArrays &a,
                                          std::size_t i)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const auto [busy, factor, hours, onDemand, rate, stated] = loadGroup<V>(a, i);
    // What a compared term owes each month at the stated level and at none.
    const V owed = billing::owedUsd(stated, rate);
    const V noneOwed = billing::owedUsd(zero, rate);
    V endMonth = zero;
    // The usage compounded to month `carriedMonth`, carried from one compared term to the
    // next: the same multiplications in the same order as compounding from month 1 for
    // each term, without redoing the months before it (over ten terms, most of the work).
    V carried = busy;
    int carriedMonth = 1;
    for (int k = 0; k < s.count; ++k) {
        const int first = k * s.term + 1;
        V level = zero;
        const TermChoice choice = termChoice(s.renewal, k, s.count, first, s.running);
        if (choice == TermChoice::Buy) {
            level = stated;
        } else if (choice == TermChoice::Compare) {
            const int months = std::min(s.term, 36);
            const int inHorizon = std::clamp(s.horizon - first + 1, 0, months);
            for (int m = carriedMonth; m < first; ++m)
                carried *= factor;
            V walk = carried; // the usage of the term's first month
            V atLevel = zero;
            V atNone = zero;
            // TermWalk's residual is max(0, usage), never negative nor NaN, so at no level
            // nothing is covered: min(residual, 0) is +0 and residual - +0 is residual.
            // Months within the horizon, then past it; each with usage running (to month
            // `stop`), then stopped. The months are split where the month alone decides,
            // so no month tests it. Once usage stops it never restarts, so the usage
            // compounded through stopped months is never used and is not worked out.
            const int runningMonths = std::clamp(s.stop - first + 1, 0, months);
            const int inRunning = std::min(inHorizon, runningMonths);
            int j = 0;
            for (; j < inRunning; ++j) {
                const V residual = greater(zero, walk);
                const V covered = billing::coveredBy(stated, residual);
                atLevel += owed + billing::overflowUsd(residual, covered, hours, onDemand);
                atNone += noneOwed + residual * hours * onDemand;
                walk *= factor;
            }
            for (; j < inHorizon; ++j) {
                const V residual = greater(zero, zero);
                const V covered = billing::coveredBy(stated, residual);
                atLevel += owed + billing::overflowUsd(residual, covered, hours, onDemand);
                atNone += noneOwed + residual * hours * onDemand;
            }
            for (; j < runningMonths; ++j) {
                const V residual = greater(zero, walk);
                const V covered = billing::coveredBy(stated, residual);
                atLevel += pastValue(s.valuePast, owed, covered, hours, onDemand);
                atNone += pastValue(s.valuePast, noneOwed, zero, hours, onDemand);
                walk *= factor;
            }
            for (; j < months; ++j) {
                const V residual = greater(zero, zero);
                const V covered = billing::coveredBy(stated, residual);
                atLevel += pastValue(s.valuePast, owed, covered, hours, onDemand);
                atNone += pastValue(s.valuePast, noneOwed, zero, hours, onDemand);
            }
            carried = walk;
            carriedMonth = first + months;
            level = ((stated > zero) & (atLevel < atNone)) ? stated : zero;
        }
        // decideTerms() buys nothing at all when the stated level is none.
        level = stated > zero ? level : zero;
        store(a.levels[k] + i, level);
        endMonth = level > zero ? splat<V>(double((k + 1) * s.term)) : endMonth;
    }
    store(a.endMonth + i, endMonth);
}

// bill() for the variants i .. i + width - 1: every month to `last`, usage compounded from
// month 1; months within the horizon, then past it.
template <typename V>
ACCELDECIDE_LANES_INLINE void billTerms(const GrowingShape &s, int last, const GrowingArrays &a,
                                        std::size_t i)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const auto [busy, factor, hours, onDemand, rate, stated] = loadGroup<V>(a, i);
    const V ratePerMonth = billing::owedPerAcceleratorUsd(rate);
    V usage = busy;
    V horizonUsd = zero;
    V owedAfter = zero;
    V remaining = zero;
    for (int k = 0; (k * s.term) + 1 <= last; ++k) {
        // bill() holds a term's level to the variant's last month paid for. A decided
        // level is either positive, and then that month is at or past the term's end, or
        // +0, which is what bill() holds past it: the level holds for the whole term.
        const V level = k < s.count ? load<V>(a.levels[k] + i) : zero;
        const V owed = level * ratePerMonth;
        // The term's months within the horizon, then past it; each with usage running (to
        // month `stop`), then stopped: split where the month alone decides, so no month
        // tests it. Usage never restarts, so it is not compounded through stopped months.
        const int termEnd = std::min(last, (k + 1) * s.term);
        const int inEnd = std::min(termEnd, s.horizon);
        int m = k * s.term + 1;
        for (; m <= std::min(inEnd, s.stop); ++m) {
            horizonUsd += withinHorizon(usage, level, owed, hours, onDemand);
            usage *= factor;
        }
        for (; m <= inEnd; ++m)
            horizonUsd += withinHorizon(zero, level, owed, hours, onDemand);
        for (; m <= std::min(termEnd, s.stop); ++m) {
            owedAfter += zero + owed;
            remaining += pastHorizon(s.valuePast, usage, level, owed, hours, onDemand);
            usage *= factor;
        }
        for (; m <= termEnd; ++m) {
            owedAfter += zero + owed;
            remaining += pastHorizon(s.valuePast, zero, level, owed, hours, onDemand);
        }
    }
    store(a.horizonCompute + i, horizonUsd);
    store(a.beyond + i, owedAfter - remaining);
}

// Every variant of the batch: groups of V's width, then the rest one by one.
template <typename V>
ACCELDECIDE_LANES_INLINE void walkTermsWith(const GrowingShape &s, const GrowingArrays &a,
                                            std::size_t n)
{
    const std::size_t width = lanes::kWidthOf<V>;
    const std::size_t whole = n / width * width;
    for (std::size_t i = 0; i < whole; i += width)
        decideTerms<V>(s, a, i);
    for (std::size_t i = whole; i < n; ++i)
        decideTerms<double>(s, a, i);
    // bill() walks to the last month paid for by any variant (a month past a variant's
    // own adds nothing to it).
    double lastPaid = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        lastPaid = std::max(lastPaid, a.endMonth[i]);
    const int last = std::max(s.horizon, int(lastPaid));
    for (std::size_t i = 0; i < whole; i += width)
        billTerms<V>(s, last, a, i);
    for (std::size_t i = whole; i < n; ++i)
        billTerms<double>(s, last, a, i);
}

// One version per instruction set, picked by the loader (SampleLanes.h). They are
// called from this file only: a caller elsewhere would see one plain declaration and
// always get the baseline version.
#if defined(ACCELDECIDE_LANES_VERSIONS)
[[gnu::target("default")]] void walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                              std::size_t n)
{
    walkTermsWith<lanes::Lanes2>(s, a, n);
}
[[gnu::target("arch=x86-64-v3")]] void walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                                     std::size_t n)
{
    walkTermsWith<lanes::Lanes4>(s, a, n);
}
[[gnu::target("arch=x86-64-v4")]] void walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                                     std::size_t n)
{
    walkTermsWith<lanes::Lanes8>(s, a, n);
}
#else
void walkVersioned(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    walkTermsWith<double>(s, a, n);
}
#endif

} // namespace

void walkTermsInTwoPasses(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    walkVersioned(s, a, n);
}

} // namespace acceldecide::batch
