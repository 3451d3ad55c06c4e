#include "core/engine/CommitmentSizing.h"

#include "core/engine/OrderStatistics.h"

#include <algorithm>

namespace acceldecide {

namespace {

constexpr int kGridPercentMax = 150;

} // namespace

double CommitmentSizing::cost(const UsageProfile &usage, const CommitmentTerms &terms,
                              int horizonMonths, const HeldCommitments &held)
{
    return CommitmentSimulation::totalCost(usage, terms, horizonMonths, held);
}

std::vector<TermComparison> CommitmentSizing::compareTerms(const UsageProfile &usage,
                                                           std::span<const CommitmentTerms> terms,
                                                           int horizonMonths)
{
    std::vector<TermComparison> comparisons;
    for (CommitmentTerms term : terms) {
        TermComparison comparison;
        comparison.termMonths = term.termMonths;
        term.committedAccelerators = 0.0;
        comparison.onDemandCostUsd = cost(usage, term, horizonMonths);
        const TermLevels ladder = CommitmentSimulation::ladder(usage, term, {}, horizonMonths);
        term.committedAccelerators = ladder[0];
        comparison.optimalAccelerators = ladder[0];
        const CommitmentResult result =
            CommitmentSimulation::run(usage, term, {}, ladder, horizonMonths);
        comparison.costUsd =
            result.totalUsd + result.owedAfterHorizonUsd - result.remainingValueUsd;
        comparison.monthsOwedAfterUsageStops = result.monthsOwedAfterUsageStops;
        comparison.owedAfterUsageStopsUsd = result.owedAfterUsageStopsUsd;
        comparisons.push_back(comparison);
    }
    return comparisons;
}

UncertainSizing CommitmentSizing::underUncertainty(const UsageProfile &expected,
                                                   std::span<const UsageProfile> samples,
                                                   const CommitmentTerms &terms, int horizonMonths)
{
    UncertainSizing sizing;
    if (samples.empty())
        return sizing;
    const double peak = expected.peakAccelerators(horizonMonths);

    std::vector<double> costs(samples.size());
    const auto percentilesAt = [&](double level, double &p50, double &p90) {
        CommitmentTerms trial = terms;
        trial.committedAccelerators = level;
        for (std::size_t i = 0; i < samples.size(); ++i)
            costs[i] = cost(samples[i], trial, horizonMonths);
        const int percents[] = {50, 90};
        const std::vector<double> ranks = OrderStatistics::nearestRanks(costs, percents);
        p50 = ranks[0];
        p90 = ranks[1];
    };

    double onDemandP50 = 0.0;
    percentilesAt(0.0, onDemandP50, sizing.onDemandP90Usd);
    sizing.p50AtThatLevelUsd = onDemandP50;
    for (int percent = 1; percent <= kGridPercentMax; ++percent) {
        const double level = peak * percent / 100.0;
        double p50 = 0.0;
        double p90 = 0.0;
        percentilesAt(level, p50, p90);
        if (p50 < sizing.p50AtThatLevelUsd) {
            sizing.p50AtThatLevelUsd = p50;
            sizing.levelMinimisingP50 = level;
        }
        if (p90 <= sizing.onDemandP90Usd)
            sizing.largestLevelKeepingP90 = level;
    }
    return sizing;
}

} // namespace acceldecide
