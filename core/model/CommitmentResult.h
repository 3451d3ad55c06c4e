#pragma once

#include "core/model/CommitmentTerms.h"

#include <optional>
#include <vector>

namespace acceldecide {

// What billing a commitment against a usage profile gives (CommitmentSimulation) and
// what sizing it finds (CommitmentSizing): values the evaluation carries.

struct CommitmentMonth
{
    double heldUsd = 0.0;      // owed on commitments the team already holds
    double committedUsd = 0.0; // paid for the new commitment, used or not
    double usedUsd = 0.0;      // the part of it that covered busy hours
    double wastedUsd = 0.0;    // committedUsd - usedUsd
    double overflowUsd = 0.0;  // busy hours beyond every commitment, billed on demand
    double acceleratorHours = 0.0;
    double heldCoveredAcceleratorHours = 0.0; // busy hours the held commitments paid for
    double levelAccelerators = 0.0;           // the new commitment's level this month

    double totalUsd() const { return heldUsd + committedUsd + overflowUsd; }

    // `later`'s share of each figure and the rest of this one's (a commitment that
    // starts within a month: CommitmentTerms::startFraction).
    CommitmentMonth blendedWith(const CommitmentMonth &later, double laterShare) const;
};

// What run() totals, without the months.
struct CommitmentTotals
{
    double horizonUsd = 0.0;          // held, committed and overflow over the horizon
    double heldHorizonUsd = 0.0;      // the held commitments' part of horizonUsd
    double owedAfterHorizonUsd = 0.0; // term months past the horizon (held ones too)
    // With HorizonTreatment::WorkContinues, what those months are worth to the work
    // that goes on: the usage they cover at on-demand, up to what each month is owed.
    // 0 when the project ends with the horizon.
    double remainingValueUsd = 0.0;
    double acceleratorHours = 0.0; // busy accelerator-hours over the horizon
    // The months before a commitment's later start (CommitmentTerms::startMonth): their
    // part of horizonUsd and of acceleratorHours (held commitments' charges left out).
    double beforeStartUsd = 0.0;
    double beforeStartAcceleratorHours = 0.0;
    int endMonth = 0;    // last month the new commitment is paid for (0: none)
    TermLevels levels{}; // the level bought at each term's start
    // What beyondHorizonUsd() is where it was summed in another order than owed less
    // remaining: a blend's, or a grid's worked out from another's (every engine sums it so).
    std::optional<double> summedBeyondHorizonUsd;

    // What the months past the horizon cost: owed after it less what they are worth.
    double beyondHorizonUsd() const
    {
        return summedBeyondHorizonUsd ? *summedBeyondHorizonUsd
                                      : owedAfterHorizonUsd - remainingValueUsd;
    }

    // What ranking and sizing compare: the horizon plus what is owed after it, less
    // what that is worth when the work continues.
    double costUsd() const { return horizonUsd + owedAfterHorizonUsd - remainingValueUsd; }

    // As CommitmentMonth::blendedWith(); the levels and the end month stay this one's.
    CommitmentTotals blendedWith(const CommitmentTotals &later, double laterShare) const;
};

struct CommitmentResult
{
    std::vector<CommitmentMonth> months; // one per month of the horizon
    double totalUsd = 0.0;               // over the horizon
    double owedAfterHorizonUsd = 0.0;    // term months past the horizon, still owed
    double remainingValueUsd = 0.0;      // what they are worth (see CommitmentTotals)
    TermLevels levels{};                 // the level bought at each term's start
    double owedAfterUsageStopsUsd = 0.0; // term months after the last month with usage
    int monthsOwedAfterUsageStops = 0;
    double utilizationPercent = 0.0; // used / committed over the horizon (0 without a commitment)
    std::optional<double> effectiveUsdPerAcceleratorHour; // total / accelerator-hours
};

// The commitment bought at the start of each term, each the level that minimises that
// term's cost given the plan's usage (0: buy nothing then): "month 1: 64
// accelerators, month 13: nothing".
struct LadderStep
{
    int startMonth = 1;
    double accelerators = 0.0;
    double usdPerHour = 0.0; // accelerators x the committed rate
};

struct CommitmentLadder
{
    std::vector<LadderStep> steps; // one per term starting within the horizon
    double costUsd = 0.0;          // as CommitmentTotals::costUsd
};

// One commitment term priced against a usage profile at its best level.
struct TermComparison
{
    int termMonths = 12;
    double optimalAccelerators = 0.0;
    double costUsd = 0.0;         // horizon cost plus what is owed after it, at the optimum
    double onDemandCostUsd = 0.0; // the same usage with no commitment
    int monthsOwedAfterUsageStops = 0;
    double owedAfterUsageStopsUsd = 0.0;
};

// What level to commit to when usage is uncertain: each sample is one possible usage
// profile (from the scenario's uncertainty ranges), levels run from 0 to 150 % of the
// expected peak in 1 % steps.
struct UncertainSizing
{
    double levelMinimisingP50 = 0.0;
    double p50AtThatLevelUsd = 0.0;
    // The largest level whose P90 cost stays at or below the all-on-demand P90: the most
    // one can commit without making the bad case worse.
    double largestLevelKeepingP90 = 0.0;
    double onDemandP90Usd = 0.0;
};

} // namespace acceldecide
