// A commitment that starts within a month (CommitmentTerms::startFraction): its second
// whole-month grid's bill, and ladder()'s levels chosen on the blend of the two grids,
// the cost it is billed at.

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/LadderSearch.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace acceldecide {

namespace {

// The usage no held commitment covers in `month` (from 1).
double residualIn(const UsageProfile &usage, const HeldCommitments &held, int month)
{
    if (usage.lastMonthWithUsage && month > *usage.lastMonthWithUsage)
        return 0.0;
    const double busy =
        usage.growthPercentPerMonth == 0.0
            ? usage.accelerators
            : UsageProfile::compound(usage.accelerators, usage.growthPercentPerMonth, month - 1);
    return std::max(0.0, busy - held.acceleratorsIn(month));
}

} // namespace

CommitmentTotals CommitmentSimulation::billFromMonthAfter(
    const UsageProfile &usage, const CommitmentTerms &fromStart, const HeldCommitments &held,
    const TermLevels &levels, int horizonMonths, int decided, const CommitmentTotals &fromStartBill)
{
    // The two grids bill the same usage month by month at the same levels, except in the
    // months a term starts on the first: there the second still has the term before (none
    // before the first) and the first the new one (none after the last bought).
    CommitmentTotals later = fromStartBill;
    const int start = fromStart.startMonth;
    if (start > horizonMonths || fromStart.termMonths < 1)
        return later; // both start after the horizon: the same bill
    const double busyHours = std::clamp(usage.busyHoursPerMonth, 0.0, units::kHoursPerMonth);
    const double rate = fromStart.onDemandUsdPerAcceleratorHour;
    const double owedPerAccelerator = billing::owedPerAcceleratorUsd(fromStart.committedRate());
    const bool workContinues = fromStart.horizonTreatment == HorizonTreatment::WorkContinues;
    const int endMonth = fromStartBill.endMonth;
    const int laterEndMonth = endMonth > 0 ? endMonth + 1 : 0;
    const double growth = 1.0 + usage.growthPercentPerMonth / 100.0;
    double busy = usage.accelerators; // compounded a month at a time, as the bill walks it
    double owedChange = 0.0;
    double remainingChange = 0.0;
    int k = 0;
    for (int m = 1; k <= decided && k < kMaxTerms + 1; ++m, busy *= growth) {
        if (m != start + k * fromStart.termMonths)
            continue;
        const double current =
            usage.lastMonthWithUsage && m > *usage.lastMonthWithUsage ? 0.0 : busy;
        const double residual = current - std::min(current, held.acceleratorsIn(m));
        const double from =
            k < decided && k < kMaxTerms && m <= endMonth ? levels[std::size_t(k)] : 0.0;
        const double to = k > 0 && m <= laterEndMonth ? levels[std::size_t(k - 1)] : 0.0;
        const billing::TermBillUsd<double> change =
            billing::levelChangeUsd(m <= horizonMonths, workContinues, residual, from, to,
                                    owedPerAccelerator, busyHours, rate);
        later.horizonUsd += change.horizon;
        owedChange += change.owedAfter;
        remainingChange += change.remainingValue;
        if (k == 0) {
            // The second grid's first month is before its start.
            later.beforeStartUsd += billing::overflowUsd(residual, 0.0, busyHours, rate);
            later.beforeStartAcceleratorHours += current * busyHours;
        }
        ++k;
    }
    later.endMonth = laterEndMonth;
    later.owedAfterHorizonUsd += owedChange;
    later.remainingValueUsd += remainingChange;
    later.summedBeyondHorizonUsd =
        fromStartBill.beyondHorizonUsd() + (owedChange - remainingChange);
    return later;
}

TermLevels CommitmentSimulation::ladderWithinMonth(const UsageProfile &usage,
                                                   const CommitmentTerms &terms,
                                                   const HeldCommitments &held, int horizonMonths,
                                                   double wholeUnit)
{
    const CommitmentTerms fromStart = terms.fromStartMonth();
    const CommitmentTerms later = terms.fromMonthAfterStart();
    TermLevels levels{};
    const int count = termCount(fromStart, horizonMonths);
    const double busyHours = std::clamp(usage.busyHoursPerMonth, 0.0, units::kHoursPerMonth);
    const double committedPerAccelerator = billing::owedPerAcceleratorUsd(terms.committedRate());
    const bool valuePast = terms.horizonTreatment == HorizonTreatment::WorkContinues;
    std::vector<double> candidates;
    for (int k = 0; k < count; ++k) {
        // The kinks of either grid's term: the months either covers, as ladder() finds them.
        candidates.assign(1, 0.0);
        const int last = later.termStartMonth(k) + terms.termMonths - 1;
        for (int m = fromStart.termStartMonth(k); m <= last; ++m) {
            const double residual = residualIn(usage, held, m);
            if (m <= horizonMonths || valuePast)
                candidates.push_back(residual);
            if (m > horizonMonths && valuePast && committedPerAccelerator > 0.0)
                candidates.push_back(residual * busyHours * terms.onDemandUsdPerAcceleratorHour /
                                     committedPerAccelerator);
        }
        // Each grid's term cost is convex in the level, so their blend is too.
        const auto cost = [&](double level) {
            return blendStarts(termCost(usage, fromStart, held, horizonMonths, k, level),
                               termCost(usage, later, held, horizonMonths, k, level),
                               terms.startFraction);
        };
        const double best = bestLevelAmong(candidates, wholeUnit, cost);
        levels[std::size_t(k)] = best;
    }
    return levels;
}

} // namespace acceldecide
