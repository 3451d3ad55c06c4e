#include "core/engine/CommitmentSizing.h"

#include "core/engine/CommitmentLevelSweep.h"
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

    // Every sample priced at every level of the grid (0, then 1 % to 150 % of the peak),
    // one sample at a time across the levels; then each level's percentiles.
    std::vector<double> levels(kGridPercentMax + 1);
    for (int percent = 1; percent <= kGridPercentMax; ++percent)
        levels[std::size_t(percent)] = peak * percent / 100.0;
    CommitmentLevelSweep sweep(terms, horizonMonths, levels);
    const std::size_t count = samples.size();
    std::vector<double> costs(levels.size() * count);
    std::vector<double> sampleCosts(levels.size());
    for (std::size_t s = 0; s < count; ++s) {
        sweep.costs(samples[s], sampleCosts);
        for (std::size_t l = 0; l < levels.size(); ++l)
            costs[l * count + s] = sampleCosts[l];
    }
    const auto percentilesAt = [&](int percent, double &p50, double &p90) {
        const int percents[] = {50, 90};
        const std::vector<double> ranks = OrderStatistics::nearestRanks(
            std::span<const double>(costs).subspan(std::size_t(percent) * count, count), percents);
        p50 = ranks[0];
        p90 = ranks[1];
    };

    double onDemandP50 = 0.0;
    percentilesAt(0, onDemandP50, sizing.onDemandP90Usd);
    sizing.p50AtThatLevelUsd = onDemandP50;
    for (int percent = 1; percent <= kGridPercentMax; ++percent) {
        const double level = levels[std::size_t(percent)];
        double p50 = 0.0;
        double p90 = 0.0;
        percentilesAt(percent, p50, p90);
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
