#pragma once

#include "core/model/CommitmentResult.h"
#include "core/model/CommitmentTerms.h"
#include "core/model/UsageProfile.h"

#include <optional>

namespace acceldecide {

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
