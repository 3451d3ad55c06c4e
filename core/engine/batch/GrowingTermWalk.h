#pragma once

// The month-by-month walk of a growing commitment's terms over a batch of variants, as
// CommitmentSimulation decides (TermWalk) and bills (bill()) them one variant at a time:
// the same operations in the same order, so each variant gets the same bits. Shared by
// BatchTotals' month-by-month forms and the walk's two implementations. Not part of the
// engine's interface.

#include "core/engine/batch/BatchTotals.h"
#include "core/engine/batch/SampleLanes.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/model/CommitmentTerms.h"

#include <cstddef>

namespace acceldecide::batch {

// What a growing commitment's walk needs that is the same for every variant.
struct GrowingShape
{
    int horizon;
    int term;
    int count;   // terms decided
    int running; // the last month with usage within the horizon
    int stop;    // the last month with usage
    RenewalPolicy renewal;
    bool valuePast;
};

// Its per-variant inputs and outputs, each an array over the batch.
struct GrowingArrays
{
    const double *busy; // busy accelerators in month 1
    const double *factor;
    const double *hours;
    const double *committedRate;
    const double *onDemand;
    const double *stated;
    double (*levels)[BatchTotals::kMaxBatch];
    double *endMonth;
    double *horizonCompute;
    double *beyond;
};

// One group's inputs, loaded from the batch's arrays at variant i.
template <typename V> struct GroupInputs
{
    V busy;
    V factor;
    V hours;
    V onDemand;
    V rate; // committed
    V stated;
};
template <typename V>
ACCELDECIDE_LANES_INLINE GroupInputs<V> loadGroup(const GrowingArrays &a, std::size_t i)
{
    using lanes::load;
    return {load<V>(a.busy + i),     load<V>(a.factor + i),        load<V>(a.hours + i),
            load<V>(a.onDemand + i), load<V>(a.committedRate + i), load<V>(a.stated + i)};
}

// CommitmentSimulation's value of a term month past the horizon.
template <typename V>
ACCELDECIDE_LANES_INLINE V pastValue(bool valuePast, const V &owed, const V &covered,
                                     const V &hours, const V &rate)
{
    return billing::pastHorizonCostUsd(valuePast, owed, covered, hours, rate);
}

// What bill() adds for a month within the horizon with the given usage.
template <typename V>
ACCELDECIDE_LANES_INLINE V withinHorizon(const V &current, const V &level, const V &owed,
                                         const V &hours, const V &onDemand)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V residual = current - lesser(current, zero);
    const V covered = billing::coveredBy(level, residual);
    return zero + owed + billing::overflowUsd(residual, covered, hours, onDemand);
}

// What bill() takes off the amount owed after the horizon for a month past it.
template <typename V>
ACCELDECIDE_LANES_INLINE V pastHorizon(bool valuePast, const V &current, const V &level,
                                       const V &owed, const V &hours, const V &onDemand)
{
    using namespace lanes;
    const V zero = splat<V>(0.0);
    const V heldCovered = lesser(current, zero);
    const V residual = current - heldCovered;
    const V covered = billing::coveredBy(level, residual);
    return (owed - pastValue(valuePast, owed, covered, hours, onDemand)) +
           (zero - pastValue(valuePast, zero, heldCovered, hours, onDemand));
}

// Decides every term of every variant, then bills every month: the general walk, for any
// inputs, including negative or non-finite ones.
void walkTermsInTwoPasses(const GrowingShape &s, const GrowingArrays &a, std::size_t n);

// The same figures as walkTermsInTwoPasses() to the last bit, each compared term decided
// and billed in the same walk, where the term is at most 36 months (the months a renewal
// compares) and every variant's usage, growth factor, hours and rates are finite and not
// negative (no sign bit, so no -0), so that usage stays at or above +0 month after month.
// Returns false where they are not, with the figures half written: walkTermsInTwoPasses()
// then writes all of them. The inputs are checked as the walk loads them, rather than in
// a pass of their own before it.
bool walkTermsInOnePass(const GrowingShape &s, const GrowingArrays &a, std::size_t n);

} // namespace acceldecide::batch
