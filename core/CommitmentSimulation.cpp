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

CommitmentResult CommitmentSimulation::run(const UsageProfile &usage, const CommitmentTerms &terms,
                                           int horizonMonths)
{
    CommitmentResult result;
    const double rate = terms.committedRate();
    const double committedPerMonth = terms.committedUsdPerHour() * units::kHoursPerMonth;
    const double busyHours = std::clamp(usage.busyHoursPerMonth, 0.0, units::kHoursPerMonth);
    double committedTotal = 0.0;
    double usedTotal = 0.0;
    double hoursTotal = 0.0;
    for (int month = 1; month <= horizonMonths; ++month) {
        CommitmentMonth m;
        const double busy = usage.acceleratorsIn(month);
        const bool inTerm = month <= terms.termMonths;
        const double covered = inTerm ? std::min(busy, terms.committedAccelerators) : 0.0;
        m.acceleratorHours = busy * busyHours;
        if (inTerm) {
            m.committedUsd = committedPerMonth;
            m.usedUsd = covered * rate * busyHours;
            m.wastedUsd = std::max(0.0, m.committedUsd - m.usedUsd);
        }
        m.overflowUsd = (busy - covered) * busyHours * terms.onDemandUsdPerAcceleratorHour;
        result.totalUsd += m.totalUsd();
        committedTotal += m.committedUsd;
        usedTotal += m.usedUsd;
        hoursTotal += m.acceleratorHours;
        result.months.push_back(m);
    }
    if (terms.termMonths > horizonMonths)
        result.owedAfterHorizonUsd = committedPerMonth * (terms.termMonths - horizonMonths);
    if (usage.lastMonthWithUsage && *usage.lastMonthWithUsage < terms.termMonths &&
        terms.committedAccelerators > 0.0) {
        result.monthsOwedAfterUsageStops =
            terms.termMonths - std::max(0, *usage.lastMonthWithUsage);
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
    for (int month = 1; month <= std::min(horizonMonths, terms.termMonths); ++month)
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
