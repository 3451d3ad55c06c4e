#pragma once

#include "CommitmentSimulation.h"

#include <span>
#include <vector>

namespace acceldecide {

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

class CommitmentSizing
{
public:
    // Cost that sizing minimises: the horizon's total plus the commitment still owed.
    static double cost(const UsageProfile &usage, const CommitmentTerms &terms, int horizonMonths);

    // The same usage under each term (discounts differ by term), each at its own optimum.
    static std::vector<TermComparison> compareTerms(const UsageProfile &usage,
                                                    std::span<const CommitmentTerms> terms,
                                                    int horizonMonths);

    // `expected` sets the level grid; `samples` are the possible usages (at least one).
    static UncertainSizing underUncertainty(const UsageProfile &expected,
                                            std::span<const UsageProfile> samples,
                                            const CommitmentTerms &terms, int horizonMonths);
};

} // namespace acceldecide
