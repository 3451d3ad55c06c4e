#pragma once

// A month under a savings plan or reservation, split as AWS bills it, the one place the
// split is written: the scalar simulation, the level sweep and every batch kernel call
// these functions, on one double or on a group of doubles side by side
// (core/engine/batch/SampleLanes.h), so a variant priced in a batch gets the bits it gets
// alone.
//
// - committed (owed): the level is billed every hour of the month, busy or not;
// - covered: the busy accelerators up to the level, paid for by it (used);
// - overflow: the busy accelerators beyond the level, billed on demand for the busy hours.
//
// A month past the horizon is still owed; when the work goes on after the horizon, the
// part its usage would buy anyway (at on demand, up to what is owed) is not a cost of the
// plan. Each expression keeps its operands in the order the engines have always used:
// floating-point sums depend on it.

#include "core/engine/billing/ByValue.h"
#include "core/engine/billing/TermMonthCounts.h"
#include "core/model/Units.h"

#include <algorithm>

namespace acceldecide::billing {

// What one committed accelerator owes a month. Loops that bill many months at one rate
// work this out once and multiply by the level.
template <typename T> ACCELDECIDE_BY_VALUE_INLINE T owedPerAcceleratorUsd(const T &committedRate)
{
    return committedRate * units::kHoursPerMonth;
}

// What `level` committed accelerators owe a month, worked out from the hourly rate.
template <typename T> ACCELDECIDE_BY_VALUE_INLINE T owedUsd(const T &level, const T &committedRate)
{
    return level * committedRate * units::kHoursPerMonth;
}

// The busy accelerators a level covers.
template <typename T> ACCELDECIDE_BY_VALUE_INLINE T coveredBy(const T &level, const T &busy)
{
    return lesser(busy, level);
}

// What the busy accelerators beyond the level cost at on demand for the month's busy hours.
template <typename T>
ACCELDECIDE_BY_VALUE_INLINE T overflowUsd(const T &busy, const T &covered, const T &busyHours,
                                          const T &onDemandRate)
{
    return (busy - covered) * busyHours * onDemandRate;
}

// The part of what is owed that paid for busy hours.
template <typename T>
ACCELDECIDE_BY_VALUE_INLINE T usedUsd(const T &covered, const T &committedRate, const T &busyHours)
{
    return covered * committedRate * busyHours;
}

// What a month past the horizon costs the plan: owed in full when the project ends; when
// the work continues, only what its covered usage, at on demand, would not have bought.
template <typename T>
ACCELDECIDE_BY_VALUE_INLINE T pastHorizonCostUsd(bool workContinues, const T &owed,
                                                 const T &covered, const T &busyHours,
                                                 const T &onDemandRate)
{
    return workContinues ? owed - lesser(owed, covered * busyHours * onDemandRate) : owed;
}

// A counted term's cost at one level, as the renew-or-not rule compares it.
template <typename Count, typename T>
ACCELDECIDE_BY_VALUE_INLINE T countedTermCostUsd(const TermMonthCounts<Count> &n,
                                                 bool workContinues, const T &owed, const T &busy,
                                                 const T &covered, const T &busyHours,
                                                 const T &onDemandRate)
{
    const T none{};
    return n.inRunning * (owed + overflowUsd(busy, covered, busyHours, onDemandRate)) +
           n.inIdle * owed +
           n.pastRunning *
               pastHorizonCostUsd(workContinues, owed, covered, busyHours, onDemandRate) +
           n.pastIdle * pastHorizonCostUsd(workContinues, owed, none, busyHours, onDemandRate);
}

// A counted term's bill: within the horizon, owed after it, and the part of the latter the
// work after the horizon uses.
template <typename T> struct TermBillUsd
{
    T horizon;
    T owedAfter;
    T remainingValue;
};

template <typename Count, typename T>
ACCELDECIDE_BY_VALUE_INLINE TermBillUsd<T>
countedTermBillUsd(const TermMonthCounts<Count> &n, bool workContinues, const T &owed,
                   const T &busy, const T &covered, const T &busyHours, const T &onDemandRate)
{
    const T none{};
    const T horizon =
        (n.inRunning + n.inIdle) * owed + n.inRunning * (busy - covered) * busyHours * onDemandRate;
    const T owedAfter = (n.pastRunning + n.pastIdle) * owed;
    const T remainingValue =
        n.pastRunning *
            (owed - pastHorizonCostUsd(workContinues, owed, covered, busyHours, onDemandRate)) +
        n.pastIdle *
            (owed - pastHorizonCostUsd(workContinues, owed, none, busyHours, onDemandRate));
    return {horizon, owedAfter, remainingValue};
}

// A month before the option's own commitment starts (it is bought for when the option's
// own usage begins): what held commitments are owed, and the busy accelerators they leave
// billed at the option's rate.
template <typename T>
ACCELDECIDE_BY_VALUE_INLINE T beforeStartMonthUsd(const T &busy, const T &heldAccelerators,
                                                  const T &heldOwed, const T &busyHours,
                                                  const T &onDemandRate)
{
    const T none{};
    return heldOwed +
           overflowUsd(busy - lesser(busy, heldAccelerators), none, busyHours, onDemandRate);
}

// What a month's bill changes by when its new commitment's level goes from `fromLevel` to
// `toLevel` (held commitments cover `residual`'s complement either way): within the
// horizon its cost, past it what is owed and what the work after it would use. A start
// within a month (CommitmentTerms::startFraction) bills its second grid as the first with
// the months where the two differ changed so.
template <typename T>
ACCELDECIDE_BY_VALUE_INLINE TermBillUsd<T>
levelChangeUsd(bool withinHorizon, bool workContinues, const T &residual, const T &fromLevel,
               const T &toLevel, const T &owedPerAccelerator, const T &busyHours,
               const T &onDemandRate)
{
    const T none{};
    const T fromOwed = fromLevel * owedPerAccelerator;
    const T toOwed = toLevel * owedPerAccelerator;
    const T fromCovered = coveredBy(fromLevel, residual);
    const T toCovered = coveredBy(toLevel, residual);
    if (withinHorizon)
        return {(toOwed + overflowUsd(residual, toCovered, busyHours, onDemandRate)) -
                    (fromOwed + overflowUsd(residual, fromCovered, busyHours, onDemandRate)),
                none, none};
    return {
        none, toOwed - fromOwed,
        (toOwed - pastHorizonCostUsd(workContinues, toOwed, toCovered, busyHours, onDemandRate)) -
            (fromOwed -
             pastHorizonCostUsd(workContinues, fromOwed, fromCovered, busyHours, onDemandRate))};
}

// The same over `runningMonths` months of flat usage with nothing held.
template <typename T>
ACCELDECIDE_BY_VALUE_INLINE T beforeStartUsd(const T &runningMonths, const T &busy,
                                             const T &busyHours, const T &onDemandRate)
{
    const T none{};
    return runningMonths * overflowUsd(busy, none, busyHours, onDemandRate);
}

// Of the first `monthsBefore` months, those with usage (`stop`: the last month with usage,
// the largest int where it never stops).
constexpr int runningMonthsBefore(int monthsBefore, int stop)
{
    return std::clamp(stop, 0, std::max(0, monthsBefore));
}

} // namespace acceldecide::billing
