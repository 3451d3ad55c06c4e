#pragma once

// The working arrays of BatchTotals, shared by its implementation files (the flat
// closed forms and the month-by-month ones). Not part of the engine's interface; the
// class names them only by declaration, so this needs nothing of it.

#include "core/engine/batch/BatchColumns.h"
#include "core/engine/billing/ByValue.h"
#include "core/model/CommitmentTerms.h"

#include <algorithm>

namespace acceldecide {

// How an option's months are billed, fixed for every variant.
enum class BatchForm
{
    Steady,     // every month alike
    Stopping,   // alike until the last month with usage, nothing after it
    Commitment, // billed hour by hour against a commitment
    Growing,    // usage that grows or declines month by month, no commitment
};

// One option's figures for every variant of a batch: what its total and its months
// need, each an array over the batch (BatchTotals::Figures).
struct BatchFigures
{
    using Form = BatchForm;

    Form form = Form::Steady;
    bool varies = false;
    // Whether these differ between variants (else each array repeats its first value).
    bool rateVaries = false;        // rate, hoursMultiplier
    bool tokensVaries = false;      // tokensPerSec
    bool hoursPerRunVaries = false; // hoursPerRun (training)
    bool portVaries = false;        // oneTime, portMonths
    alignas(64) double rate[BatchColumns::kMaxBatch];
    alignas(64) double hoursMultiplier[BatchColumns::kMaxBatch];
    alignas(64) double tokensPerSec[BatchColumns::kMaxBatch];
    alignas(64) double hoursPerRun[BatchColumns::kMaxBatch]; // training: hours a run takes
    alignas(64) double monthly[BatchColumns::kMaxBatch];
    alignas(64) double maintenance[BatchColumns::kMaxBatch];
    alignas(64) double oneTime[BatchColumns::kMaxBatch];
    alignas(64) double portMonths[BatchColumns::kMaxBatch];
    alignas(64) double horizonCompute[BatchColumns::kMaxBatch];
    alignas(64) double beyond[BatchColumns::kMaxBatch];
    // Commitment: the usage, the rates and the level bought at each term's start.
    alignas(64) double busyAccelerators[BatchColumns::kMaxBatch];
    alignas(64) double busyHours[BatchColumns::kMaxBatch];
    alignas(64) double onDemand[BatchColumns::kMaxBatch];
    alignas(64) double committedRate[BatchColumns::kMaxBatch];
    alignas(64) double levels[kMaxTerms][BatchColumns::kMaxBatch];
    alignas(64) double endMonth[BatchColumns::kMaxBatch]; // a whole month; double so it vectorises
                                                          // with the rest
    int termMonths = 12;
    int termCount = 0;         // terms decided; levels[k] is written only below it
    int monthsBeforeStart = 0; // months before the first term (CommitmentTerms::startMonth)
    // The share of the start month before it starts (CommitmentTerms::startFraction): the
    // figures are then the blend of the grid from the start month (levels, endMonth) and
    // the grid from the month after, with the same levels.
    double startFraction = 0.0;
    int monthsBeforeLaterStart = 0; // monthsBeforeStart of the grid from the month after
};

namespace batch {

using billing::clampByValue;
using billing::lesser;

// How many variants a loop works out: all of them if any of its inputs varies, else the
// first, which repeatFirst() then copies to the others.
inline std::size_t extent(bool varies, std::size_t count)
{
    return varies ? count : std::min<std::size_t>(count, 1);
}
inline void repeatFirst(double *figures, std::size_t computed, std::size_t count)
{
    if (computed < count)
        std::fill(figures + computed, figures + count, figures[0]);
}

} // namespace batch

} // namespace acceldecide
