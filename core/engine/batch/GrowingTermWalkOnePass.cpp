// The one-pass walk of growing commitment terms: where usage can never fall below +0,
// a term the renewal policy compares is decided and billed in the same walk over its
// months, both of its possible bills kept until the decision picks one. It gives what
// the two-pass walk (GrowingTermWalk.cpp) gives to the last bit; why, operation by
// operation, is said where each shortcut is taken.

#include "core/engine/batch/GrowingTermSettling.h"
#include "core/engine/batch/GrowingTermWalk.h"
#include "core/engine/billing/TermRenewal.h"

#include "core/model/Units.h"

#include <algorithm>

namespace acceldecide::batch {

namespace {

// bill() of one month within the horizon (withinHorizon()), for usage known to be at or
// above +0: its residual, usage - min(usage, 0), is then usage itself (+0 - +0 is +0,
// u - 0 is u, inf - 0 is inf), so it is not worked out.
template <typename V>
ACCELDECIDE_LANES_INLINE V billedWithin(const V &usage, const V &level, const V &zeroPlusOwed,
                                        const V &hours, const V &onDemand)
{
    return zeroPlusOwed +
           billing::overflowUsd(usage, billing::coveredBy(level, usage), hours, onDemand);
}

// One group's running bill: what bill() adds within the horizon and after it.
template <typename V> struct Bill
{
    V horizonUsd;
    V owedAfter;
    V remaining;
    // What each month within the horizon after usage stops adds to horizonUsd. Those
    // months come after every month with usage, and in one term only (the next ones buy
    // nothing and add +0), so they are added last, over the whole batch at once
    // (walkWith()): month by month for one group they were a chain of additions, each
    // waiting for the one before.
    V stoppedMonth;
};

// bill()'s months with usage within the horizon, first .. runningEnd, at levels known
// before the walk, for P groups side by side. Each group's month adds to a chain of
// additions (its bill) and of multiplications (its usage), each waiting for the month
// before: one group alone leaves the CPU idle most of each addition's latency, two
// interleaved fill it.
template <typename V, int P>
ACCELDECIDE_LANES_INLINE void billRunningMonths(const Group<V> *g, const V *level, int first,
                                                int runningEnd, V *usage, Bill<V> *bill)
{
    using namespace lanes;
    V zeroPlusOwed[P];
    V horizonUsd[P];
    V current[P];
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p) {
        zeroPlusOwed[p] = splat<V>(0.0) + level[p] * g[p].ratePerMonth;
        horizonUsd[p] = bill[p].horizonUsd;
        current[p] = usage[p];
    }
    for (int m = first; m <= runningEnd; ++m) {
#pragma GCC unroll 2
        for (int p = 0; p < P; ++p) {
            horizonUsd[p] +=
                billedWithin(current[p], level[p], zeroPlusOwed[p], g[p].hours, g[p].onDemand);
            current[p] *= g[p].factor;
        }
    }
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p) {
        bill[p].horizonUsd = horizonUsd[p];
        usage[p] = current[p];
    }
}

// The rest of bill() for one term at a level known before the walk, from month m, the
// first after its months with usage within the horizon: its months within the horizon
// after usage stops (added at the end, see Bill::stoppedMonth), then past the horizon
// where `pastToo` (a term that buys nothing adds exactly +0 there when usage is at or
// above +0, so those months are left out).
template <typename V>
ACCELDECIDE_LANES_INLINE void billAfterRunning(const GrowingShape &s, const Group<V> &g,
                                               const V &level, int m, int last, bool pastToo,
                                               V &usage, Bill<V> &bill)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V owed = level * g.ratePerMonth;
    const int inEnd = std::min(last, s.horizon);
    if (m <= inEnd) {
        bill.stoppedMonth = withinHorizon(zero, level, owed, g.hours, g.onDemand);
        m = inEnd + 1;
    }
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

// bill() for months first .. last of one term at levels known before the walk, for P
// groups.
template <typename V, int P>
ACCELDECIDE_LANES_INLINE void billKnownLevel(const GrowingShape &s, const Group<V> *g,
                                             const V *level, int first, int last, bool pastToo,
                                             V *usage, Bill<V> *bill)
{
    const int runningEnd = std::min({last, s.horizon, s.stop});
    billRunningMonths<V, P>(g, level, first, runningEnd, usage, bill);
    const int after = std::max(first, runningEnd + 1);
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p)
        billAfterRunning(s, g[p], level[p], after, last, pastToo, usage[p], bill[p]);
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
    const V stated = g.stated;
    // decideTerms()'s amounts owed a month, at the stated level and at none ...
    const V comparedOwed = billing::owedUsd(stated, rate);
    const V noneOwed = billing::owedUsd(zero, rate);
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
        const V x =
            billing::overflowUsd(usage, billing::coveredBy(stated, usage), g.hours, g.onDemand);
        const V y = usage * g.hours * g.onDemand;
        atLevel += comparedOwed + x;
        atNone += y;
        bought.horizonUsd += zeroPlusBilledOwed + x;
        notBought.horizonUsd += y;
        usage *= g.factor;
    }
    for (; m <= inEnd; ++m) {
        const V residual = greater(zero, zero);
        const V covered = billing::coveredBy(stated, residual);
        atLevel += comparedOwed + billing::overflowUsd(residual, covered, g.hours, g.onDemand);
        atNone += noneOwed + residual * g.hours * g.onDemand;
    }
    if (first <= inEnd && s.stop < inEnd) {
        bought.stoppedMonth = withinHorizon(zero, stated, billedOwed, g.hours, g.onDemand);
        notBought.stoppedMonth = withinHorizon(zero, zero, noneBilledOwed, g.hours, g.onDemand);
    }
    for (; m <= std::min(last, s.stop); ++m) {
        const V residual = greater(zero, usage);
        const V covered = billing::coveredBy(stated, residual);
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
        const V covered = billing::coveredBy(stated, residual);
        atLevel += pastValue(s.valuePast, comparedOwed, covered, g.hours, g.onDemand);
        atNone += pastValue(s.valuePast, noneOwed, zero, g.hours, g.onDemand);
        bought.owedAfter += zero + billedOwed;
        bought.remaining += pastHorizon(s.valuePast, zero, stated, billedOwed, g.hours, g.onDemand);
        notBought.owedAfter += zero + noneBilledOwed;
        notBought.remaining +=
            pastHorizon(s.valuePast, zero, zero, noneBilledOwed, g.hours, g.onDemand);
    }
    const V compared = atLevel < atNone ? stated : zero;
    const V level = stated > zero ? compared : zero;
    bill.horizonUsd = level > zero ? bought.horizonUsd : notBought.horizonUsd;
    bill.owedAfter = level > zero ? bought.owedAfter : notBought.owedAfter;
    bill.remaining = level > zero ? bought.remaining : notBought.remaining;
    bill.stoppedMonth = level > zero ? bought.stoppedMonth : notBought.stoppedMonth;
    return level;
}

// Loads P groups' inputs at variant i into the walk's figures. Returns false where a
// variant's input is not finite or has a sign bit (walkTermsInOnePass()); otherwise works
// out, where the policy compares terms, what settling their comparisons needs.
template <typename V, int P>
ACCELDECIDE_LANES_INLINE bool loadGroups(const GrowingShape &s, const GrowingArrays &a,
                                         std::size_t i, V (&rate)[P], Group<V> (&g)[P],
                                         Comparison<V> (&c)[P], V (&usage)[P])
{
    using namespace lanes;
    constexpr std::size_t width = kWidthOf<V>;
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p) {
        const std::size_t at = i + std::size_t(p) * width;
        const GroupInputs<V> in = loadGroup<V>(a, at);
        rate[p] = in.rate;
        g[p] = {in.stated, in.factor, in.hours, in.onDemand,
                billing::owedPerAcceleratorUsd(in.rate)};
        usage[p] = in.busy;
    }
    bool usable = true;
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p)
        usable = usable && allFiniteWithoutSign(usage[p], g[p].factor, g[p].hours, g[p].onDemand,
                                                rate[p], g[p].stated);
    if (!usable)
        return false;
    if (s.renewal == RenewalPolicy::Optimal && s.count > 1) {
#pragma GCC unroll 2
        for (int p = 0; p < P; ++p)
            c[p] = comparisonOf(s, g[p], rate[p]);
    }
    return true;
}

// Term k's comparison as worked out a term ago (buys, settled: what buysAhead and
// settledAhead held), and the next term's, from month last + 1 on, worked out now from
// the usage at this term's start where the policy compares it and it can be settled.
template <typename V, int P>
ACCELDECIDE_LANES_INLINE void lookAhead(const GrowingShape &s, const Group<V> (&g)[P],
                                        const Comparison<V> (&c)[P], int k, int last,
                                        const V (&usage)[P], V (&buys)[P], V (&settled)[P],
                                        V (&buysAhead)[P], V (&settledAhead)[P])
{
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p) {
        buys[p] = buysAhead[p];
        settled[p] = settledAhead[p];
    }
    if (termChoice(s.renewal, k + 1, s.count, last + 1, s.running) == TermChoice::Compare &&
        boundable(s, last + 1, last + s.term)) {
#pragma GCC unroll 2
        for (int p = 0; p < P; ++p)
            settledAhead[p] =
                settledBy(s, g[p], c[p], last + 1, last + s.term, usage[p], buysAhead[p]);
    }
}

// Term k's level for P groups, decided and billed: none where every month has stopped,
// the policy's choice where it does not compare, and where it does, the comparison
// settled a term ahead (`settles`, buys, settled) or else walked with the bill.
template <typename V, int P>
ACCELDECIDE_LANES_INLINE void
decideAndBillTerm(const GrowingShape &s, const Group<V> (&g)[P], const V (&rate)[P], int k,
                  int first, int last, bool settles, const V (&buys)[P], const V (&settled)[P],
                  V (&usage)[P], Bill<V> (&bill)[P], V (&level)[P])
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p)
        level[p] = zero;
    const TermChoice choice = termChoice(s.renewal, k, s.count, first, s.running);
    if (k > 0 && first > s.stop) {
        // Every month stopped: no policy buys (the optimal one compares owing each
        // month with owing nothing; the others buy only while usage runs), and a
        // term at no level adds +0 to every figure.
    } else if (choice != TermChoice::Compare) {
        const bool buy = choice == TermChoice::Buy;
#pragma GCC unroll 2
        for (int p = 0; p < P; ++p) {
            const V bought = buy ? g[p].stated : zero;
            level[p] = g[p].stated > zero ? bought : zero;
        }
        billKnownLevel<V, P>(s, g, level, first, last, buy, usage, bill);
    } else {
        if (settles) {
#pragma GCC unroll 2
            for (int p = 0; p < P; ++p) {
                const V bought = buys[p] > zero ? g[p].stated : zero;
                level[p] = g[p].stated > zero ? bought : zero;
            }
        }
        if (settles && allAbove(settled, 0.0)) {
            billKnownLevel<V, P>(s, g, level, first, last, false, usage, bill);
        } else {
            for (int p = 0; p < P; ++p) {
                if (settles && allAbove(settled[p], 0.0))
                    billKnownLevel<V, 1>(s, &g[p], &level[p], first, last, false, &usage[p],
                                         &bill[p]);
                else
                    level[p] = decideAndBill(s, g[p], rate[p], first, last, usage[p], bill[p]);
            }
        }
    }
}

// decideTerms() then bill() for the variants i .. i + P x width - 1, P groups term by
// term. Returns false, having walked nothing, where a variant's input is not finite or
// has a sign bit (walkTermsInOnePass()).
template <typename V, int P>
ACCELDECIDE_LANES_INLINE bool walkGroups(const GrowingShape &s, const GrowingArrays &a,
                                         std::size_t i, double *stoppedMonth)
{
    using namespace lanes;
    constexpr std::size_t width = kWidthOf<V>;
    const V zero = splat<V>(0.0);
    V rate[P];
    Group<V> g[P];
    Comparison<V> c[P];
    V usage[P];
    Bill<V> bill[P];
    V endMonth[P];
    V buysAhead[P];
    V settledAhead[P];
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p) {
        bill[p] = {zero, zero, zero, zero};
        endMonth[p] = zero;
        buysAhead[p] = zero;
        settledAhead[p] = splat<V>(-1.0);
    }
    if (!loadGroups<V, P>(s, a, i, rate, g, c, usage))
        return false;
    // Every term with a month within the horizon; later ones buy nothing and bill()
    // adds exactly +0 for their months.
    const int termsInPlay = (s.horizon + s.term - 1) / s.term;
    for (int k = 0; k < termsInPlay; ++k) {
        const int first = k * s.term + 1;
        const int last = (k + 1) * s.term;
        V buys[P];
        V settled[P];
        const bool settles = k > 0 && boundable(s, first, last);
        lookAhead<V, P>(s, g, c, k, last, usage, buys, settled, buysAhead, settledAhead);
        V level[P];
        decideAndBillTerm<V, P>(s, g, rate, k, first, last, settles, buys, settled, usage, bill,
                                level);
        if (k < s.count) {
#pragma GCC unroll 2
            for (int p = 0; p < P; ++p) {
                store(a.levels[k] + i + std::size_t(p) * width, level[p]);
                endMonth[p] = level[p] > zero ? splat<V>(double(last)) : endMonth[p];
            }
        }
    }
#pragma GCC unroll 2
    for (int p = 0; p < P; ++p) {
        const std::size_t at = i + std::size_t(p) * width;
        store(a.endMonth + at, endMonth[p]);
        store(a.horizonCompute + at, bill[p].horizonUsd);
        store(stoppedMonth + at, bill[p].stoppedMonth);
        store(a.beyond + at, bill[p].owedAfter - bill[p].remaining);
    }
    return true;
}

// horizonUsd[i] += stoppedMonth[i], `months` times over, each variant's additions in
// order: a variant's running sum stays in a register rather than being stored and loaded
// again for every month, and four groups' sums are added side by side, since each
// addition waits for the one before.
template <typename V>
ACCELDECIDE_LANES_INLINE void addStoppedMonths(int months, std::size_t n,
                                               const double *stoppedMonth, double *horizonUsd)
{
    using namespace lanes;
    if (months < 1)
        return;
    constexpr std::size_t kSideBySide = 4;
    constexpr std::size_t width = kWidthOf<V>;
    std::size_t i = 0;
    for (; i + kSideBySide * width <= n; i += kSideBySide * width) {
        V month[kSideBySide];
        V sum[kSideBySide];
#pragma GCC unroll 4
        for (std::size_t g = 0; g < kSideBySide; ++g) {
            month[g] = load<V>(stoppedMonth + i + g * width);
            sum[g] = load<V>(horizonUsd + i + g * width);
        }
        for (int m = 0; m < months; ++m) {
#pragma GCC unroll 4
            for (std::size_t g = 0; g < kSideBySide; ++g)
                sum[g] += month[g];
        }
#pragma GCC unroll 4
        for (std::size_t g = 0; g < kSideBySide; ++g)
            store(horizonUsd + i + g * width, sum[g]);
    }
    for (; i < n; ++i) {
        double sum = horizonUsd[i];
        for (int m = 0; m < months; ++m)
            sum += stoppedMonth[i];
        horizonUsd[i] = sum;
    }
}

template <typename V>
ACCELDECIDE_LANES_INLINE bool walkWith(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    // Groups two by two (see billRunningMonths()), then the rest one by one.
    const std::size_t width = lanes::kWidthOf<V>;
    const std::size_t pairs = n / (2 * width) * (2 * width);
    const std::size_t whole = n / width * width;
    alignas(64) double stoppedMonth[BatchTotals::kMaxBatch];
    for (std::size_t i = 0; i < pairs; i += 2 * width) {
        if (!walkGroups<V, 2>(s, a, i, stoppedMonth))
            return false;
    }
    for (std::size_t i = pairs; i < whole; i += width) {
        if (!walkGroups<V, 1>(s, a, i, stoppedMonth))
            return false;
    }
    for (std::size_t i = whole; i < n; ++i) {
        if (!walkGroups<double, 1>(s, a, i, stoppedMonth))
            return false;
    }
    // The months within the horizon after usage stops, in the one term that has both
    // (walkGroup() skips the terms after it): each adds its stoppedMonth to
    // horizonUsd, month after month as bill() adds them, the batch's variants side by
    // side.
    // (Usage that never stops has s.stop at the largest int: nothing to add, and no month
    // arithmetic on it.)
    int stoppedMonths = 0;
    if (s.stop < s.horizon) {
        const int stoppedTerm = s.stop / s.term;
        const int stoppedFrom = std::max(s.stop + 1, stoppedTerm * s.term + 1);
        const int stoppedTo = std::min((stoppedTerm + 1) * s.term, s.horizon);
        const bool termWalked = stoppedTerm == 0 || stoppedTerm * s.term + 1 <= s.stop;
        stoppedMonths = termWalked ? std::max(0, stoppedTo - stoppedFrom + 1) : 0;
    }
    addStoppedMonths<V>(stoppedMonths, n, stoppedMonth, a.horizonCompute);
    return true;
}

// One version per instruction set, picked by the loader (SampleLanes.h). They are
// called from this file only: a caller elsewhere would see one plain declaration and
// always get the baseline version.
#if defined(ACCELDECIDE_LANES_VERSIONS)
[[gnu::target("default")]] bool walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                              std::size_t n)
{
    return walkWith<lanes::Lanes2>(s, a, n);
}
[[gnu::target("arch=x86-64-v3")]] bool walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                                     std::size_t n)
{
    return walkWith<lanes::Lanes4>(s, a, n);
}
[[gnu::target("arch=x86-64-v4")]] bool walkVersioned(const GrowingShape &s, const GrowingArrays &a,
                                                     std::size_t n)
{
    return walkWith<lanes::Lanes4>(s, a, n);
}
#else
bool walkVersioned(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    return walkWith<double>(s, a, n);
}
#endif

} // namespace

bool walkTermsInOnePass(const GrowingShape &s, const GrowingArrays &a, std::size_t n)
{
    if (s.term < 1 || s.term > 36)
        return false;
    return walkVersioned(s, a, n);
}

} // namespace acceldecide::batch
