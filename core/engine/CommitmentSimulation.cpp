#include "core/engine/CommitmentSimulation.h"

#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

int CommitmentSimulation::commitmentEndMonth(std::optional<int> lastMonthWithUsage, int termMonths,
                                             int horizonMonths)
{
    if (termMonths < 1)
        return 0;
    const int lastRenewal =
        std::max(1, std::min(horizonMonths, lastMonthWithUsage.value_or(horizonMonths)));
    const int termsStarted = (lastRenewal - 1) / termMonths + 1;
    return termsStarted * termMonths;
}

CommitmentMonth CommitmentSimulation::month(double busyAccelerators, double busyHoursPerMonth,
                                            const CommitmentTerms &terms, bool committed)
{
    CommitmentMonth m;
    const double busyHours = std::clamp(busyHoursPerMonth, 0.0, units::kHoursPerMonth);
    const double covered =
        committed ? std::min(busyAccelerators, terms.committedAccelerators) : 0.0;
    m.acceleratorHours = busyAccelerators * busyHours;
    if (committed) {
        m.committedUsd = terms.committedUsdPerHour() * units::kHoursPerMonth;
        m.usedUsd = covered * terms.committedRate() * busyHours;
        m.wastedUsd = std::max(0.0, m.committedUsd - m.usedUsd);
    }
    m.overflowUsd = (busyAccelerators - covered) * busyHours * terms.onDemandUsdPerAcceleratorHour;
    return m;
}

CommitmentTotals CommitmentSimulation::totals(const UsageProfile &usage,
                                              const CommitmentTerms &terms, int horizonMonths)
{
    CommitmentTotals totals;
    const double level = terms.committedAccelerators;
    totals.endMonth =
        level > 0.0 ? commitmentEndMonth(usage.lastMonthWithUsage, terms.termMonths, horizonMonths)
                    : 0;
    const double committedPerMonth = terms.committedUsdPerHour() * units::kHoursPerMonth;
    const double busyHours = std::clamp(usage.busyHoursPerMonth, 0.0, units::kHoursPerMonth);
    const double rate = terms.onDemandUsdPerAcceleratorHour;
    const int running = std::min(horizonMonths, usage.lastMonthWithUsage.value_or(horizonMonths));
    const double growth = 1.0 + usage.growthPercentPerMonth / 100.0;
    if (usage.growthPercentPerMonth == 0.0) {
        // Flat usage: the months fall into three kinds (committed and running, running
        // only, neither), so the sum is three products.
        const double accelerators = usage.accelerators;
        const int committedMonths = std::min(totals.endMonth, horizonMonths);
        const int coveredMonths = std::min(committedMonths, std::max(0, running));
        totals.horizonUsd =
            committedPerMonth * committedMonths +
            (accelerators * std::max(0, running) - std::min(accelerators, level) * coveredMonths) *
                busyHours * rate;
        totals.acceleratorHours = accelerators * std::max(0, running) * busyHours;
        totals.owedAfterHorizonUsd =
            committedPerMonth * std::max(0, totals.endMonth - horizonMonths);
        return totals;
    }
    // month()'s products in month()'s order; growth compounds instead of a pow per month.
    double busyTotal = 0.0;
    double busy = usage.accelerators;
    for (int month = 1; month <= horizonMonths; ++month) {
        const double accelerators = month <= running ? busy : 0.0;
        const bool committed = month <= totals.endMonth;
        const double covered = committed ? std::min(accelerators, level) : 0.0;
        totals.horizonUsd +=
            (committed ? committedPerMonth : 0.0) + (accelerators - covered) * busyHours * rate;
        busyTotal += accelerators;
        busy *= growth;
    }
    totals.acceleratorHours = busyTotal * busyHours;
    totals.owedAfterHorizonUsd = committedPerMonth * std::max(0, totals.endMonth - horizonMonths);
    return totals;
}

CommitmentResult CommitmentSimulation::run(const UsageProfile &usage, const CommitmentTerms &terms,
                                           int horizonMonths)
{
    CommitmentResult result;
    const double committedPerMonth = terms.committedUsdPerHour() * units::kHoursPerMonth;
    const bool anyCommitment = terms.committedAccelerators > 0.0;
    const int end = anyCommitment ? commitmentEndMonth(usage.lastMonthWithUsage, terms.termMonths,
                                                       horizonMonths)
                                  : 0;
    double committedTotal = 0.0;
    double usedTotal = 0.0;
    double hoursTotal = 0.0;
    result.months.reserve(static_cast<std::size_t>(std::max(0, horizonMonths)));
    for (int month = 1; month <= horizonMonths; ++month) {
        const CommitmentMonth m = CommitmentSimulation::month(
            usage.acceleratorsIn(month), usage.busyHoursPerMonth, terms, month <= end);
        result.totalUsd += m.totalUsd();
        committedTotal += m.committedUsd;
        usedTotal += m.usedUsd;
        hoursTotal += m.acceleratorHours;
        result.months.push_back(m);
    }
    result.owedAfterHorizonUsd = committedPerMonth * std::max(0, end - horizonMonths);
    if (usage.lastMonthWithUsage && anyCommitment) {
        result.monthsOwedAfterUsageStops =
            std::max(0, end - std::max(0, *usage.lastMonthWithUsage));
        result.owedAfterUsageStopsUsd = committedPerMonth * result.monthsOwedAfterUsageStops;
    }
    result.utilizationPercent = committedTotal > 0.0 ? usedTotal / committedTotal * 100.0 : 0.0;
    if (hoursTotal > 0.0)
        result.effectiveUsdPerAcceleratorHour = result.totalUsd / hoursTotal;
    return result;
}

double CommitmentSimulation::optimalCommittedAccelerators(const UsageProfile &usage,
                                                          const CommitmentTerms &terms,
                                                          int horizonMonths)
{
    std::vector<double> candidates{0.0};
    const int end = commitmentEndMonth(usage.lastMonthWithUsage, terms.termMonths, horizonMonths);
    for (int month = 1; month <= std::min(horizonMonths, end); ++month)
        candidates.push_back(usage.acceleratorsIn(month));
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    const auto cost = [&](double level) {
        CommitmentTerms trial = terms;
        trial.committedAccelerators = level;
        return totalCost(usage, trial, horizonMonths);
    };
    // The cost is convex in the level: the committed spend is linear in it and each
    // month's overflow a maximum of linear terms (the months paid for do not depend on
    // the level). So a binary search over the sorted kinks finds the smallest best level.
    std::size_t low = 0;
    std::size_t high = candidates.size() - 1;
    while (low < high) {
        const std::size_t middle = (low + high) / 2;
        if (cost(candidates[middle + 1]) < cost(candidates[middle]))
            low = middle + 1;
        else
            high = middle;
    }
    return candidates[low];
}

} // namespace acceldecide
