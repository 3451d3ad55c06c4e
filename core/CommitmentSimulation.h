#pragma once

#include <optional>
#include <vector>

namespace acceldecide {

// How a cluster is used over the horizon (issue 8): `accelerators` busy for
// `busyHoursPerMonth` of each month's 730 hours, growing (or, negative, declining) by
// `growthPercentPerMonth` compounded, until `lastMonthWithUsage` (1-based; unset: the
// whole horizon). After it nothing runs: the project ended or moved to a newer chip.
struct UsageProfile
{
    double accelerators = 0.0;
    double busyHoursPerMonth = 730.0;
    double growthPercentPerMonth = 0.0;
    std::optional<int> lastMonthWithUsage;

    // Accelerators busy in `month` (1-based): 0 after the last month with usage.
    double acceleratorsIn(int month) const;
    // The busiest month's accelerators over the horizon (a commitment level's 100 %).
    double peakAccelerators(int horizonMonths) const;
};

// A commitment in accelerators' worth of capacity (a Compute Savings Plan's $/hour is
// this times the committed rate; a reservation is this many accelerators) for `termMonths`
// from month 1, at `discountPercent` off `onDemandUsdPerAcceleratorHour`. Terms renew back
// to back at the same level while the workload still runs when one ends: nobody renews
// for a project that has stopped, and nobody knows it will stop before it does.
struct CommitmentTerms
{
    double committedAccelerators = 0.0;
    int termMonths = 12;
    double discountPercent = 0.0;
    double onDemandUsdPerAcceleratorHour = 0.0;

    double committedRate() const
    {
        return onDemandUsdPerAcceleratorHour * (1.0 - discountPercent / 100.0);
    }
    // The $/hour a Compute Savings Plan of this size commits to.
    double committedUsdPerHour() const { return committedAccelerators * committedRate(); }
};

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

// Savings plans and reservations apply hour by hour: in each busy hour, usage up to the
// commitment runs at the committed rate and the rest on demand; in idle hours the
// commitment is paid and wasted. Usage is flat within a month (busy hours all alike), so
// a month is its busy hours times the hourly split plus its idle hours.
class CommitmentSimulation
{
public:
    static CommitmentResult run(const UsageProfile &usage, const CommitmentTerms &terms,
                                int horizonMonths);

    // The last month the commitment is paid for (it may lie past the horizon): the end
    // of the last term started within the horizon while usage continued.
    static int commitmentEndMonth(std::optional<int> lastMonthWithUsage, int termMonths,
                                  int horizonMonths);
    // One month of it, given the usage that month (no allocation: the cost model calls
    // this for every month of every Monte Carlo sample).
    static CommitmentMonth month(double busyAccelerators, double busyHoursPerMonth,
                                 const CommitmentTerms &terms, bool committed);

    // run()'s totals without keeping the months or allocating: sizing prices thousands
    // of levels and samples, and the cost model calls it per Monte Carlo sample.
    static CommitmentTotals totals(const UsageProfile &usage, const CommitmentTerms &terms,
                                   int horizonMonths);
    // The horizon's cost plus what is owed after it.
    static double totalCost(const UsageProfile &usage, const CommitmentTerms &terms,
                            int horizonMonths)
    {
        return totals(usage, terms, horizonMonths).costUsd();
    }

    // The usage share below which a commitment costs more than on demand: 1 - d.
    static double breakEvenUtilizationPercent(double discountPercent)
    {
        return 100.0 - discountPercent;
    }

    // The commitment that minimises the horizon's cost plus what is owed after it. Cost
    // is piecewise linear in the level with kinks only at the monthly usage levels, so
    // the best level is 0 or one of them: exact, not a grid search.
    static double optimalCommittedAccelerators(const UsageProfile &usage,
                                               const CommitmentTerms &terms, int horizonMonths);
};

} // namespace acceldecide
