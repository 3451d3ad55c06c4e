#pragma once

#include <optional>
#include <vector>

namespace acceldecide {

// What billing a commitment against a usage profile gives (CommitmentSimulation) and
// what sizing it finds (CommitmentSizing): values the evaluation carries.

struct CommitmentMonth
{
    double committedUsd = 0.0; // paid for the commitment, used or not
    double usedUsd = 0.0;      // the part of it that covered busy hours
    double wastedUsd = 0.0;    // committedUsd - usedUsd
    double overflowUsd = 0.0;  // busy hours beyond the commitment, billed on demand
    double acceleratorHours = 0.0;

    double totalUsd() const { return committedUsd + overflowUsd; }
};

// What run() totals, without the months.
struct CommitmentTotals
{
    double horizonUsd = 0.0;          // committed plus overflow over the horizon
    double owedAfterHorizonUsd = 0.0; // term months past the horizon
    double acceleratorHours = 0.0;    // busy accelerator-hours over the horizon
    int endMonth = 0;                 // last month paid for (0: nothing committed)

    double costUsd() const { return horizonUsd + owedAfterHorizonUsd; }
};

struct CommitmentResult
{
    std::vector<CommitmentMonth> months; // one per month of the horizon
    double totalUsd = 0.0;               // over the horizon
    double owedAfterHorizonUsd = 0.0;    // term months past the horizon, still owed
    double owedAfterUsageStopsUsd = 0.0; // term months after the last month with usage
    int monthsOwedAfterUsageStops = 0;
    double utilizationPercent = 0.0; // used / committed over the horizon (0 without a commitment)
    std::optional<double> effectiveUsdPerAcceleratorHour; // total / accelerator-hours
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
