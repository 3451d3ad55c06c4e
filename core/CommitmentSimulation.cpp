#include "CommitmentSimulation.h"

#include "Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

double UsageProfile::acceleratorsIn(int month) const
{
    if (month < 1 || (lastMonthWithUsage && month > *lastMonthWithUsage))
        return 0.0;
    return accelerators * std::pow(1.0 + growthPercentPerMonth / 100.0, month - 1);
}

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
    double best = 0.0;
    double bestCost = 0.0;
    bool first = true;
    for (const double level : candidates) {
        CommitmentTerms trial = terms;
        trial.committedAccelerators = level;
        const CommitmentResult result = run(usage, trial, horizonMonths);
        const double cost = result.totalUsd + result.owedAfterHorizonUsd;
        // Ties go to the smaller commitment: less at risk for the same price.
        if (first || cost < bestCost || (cost == bestCost && level < best)) {
            best = level;
            bestCost = cost;
            first = false;
        }
    }
    return best;
}

} // namespace acceldecide
