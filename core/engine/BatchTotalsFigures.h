#pragma once

// The working arrays of BatchTotals, shared by its two implementation files (the flat
// closed forms and the month-by-month ones). Not part of the engine's interface.

#include "core/engine/BatchTotals.h"
#include "core/model/CommitmentTerms.h"

namespace acceldecide {

// One option's figures for every variant of a batch: what its total and its months
// need, each an array over the batch.
struct BatchTotals::Figures
{
    Form form = Form::Steady;
    bool varies = false;
    alignas(64) double rate[BatchTotals::kMaxBatch];
    alignas(64) double hoursMultiplier[BatchTotals::kMaxBatch];
    alignas(64) double tokensPerSec[BatchTotals::kMaxBatch];
    alignas(64) double monthly[BatchTotals::kMaxBatch];
    alignas(64) double maintenance[BatchTotals::kMaxBatch];
    alignas(64) double oneTime[BatchTotals::kMaxBatch];
    alignas(64) double portMonths[BatchTotals::kMaxBatch];
    alignas(64) double horizonCompute[BatchTotals::kMaxBatch];
    alignas(64) double beyond[BatchTotals::kMaxBatch];
    // Commitment: the usage, the rates and the level bought at each term's start.
    alignas(64) double busyAccelerators[BatchTotals::kMaxBatch];
    alignas(64) double busyHours[BatchTotals::kMaxBatch];
    alignas(64) double onDemand[BatchTotals::kMaxBatch];
    alignas(64) double committedRate[BatchTotals::kMaxBatch];
    alignas(64) double levels[kMaxTerms][BatchTotals::kMaxBatch];
    alignas(64) double endMonth[BatchTotals::kMaxBatch]; // a whole month; double so it vectorises
                                                         // with the rest
    int termMonths = 12;
    int termCount = 0; // terms decided; levels[k] is written only below it
};

} // namespace acceldecide
