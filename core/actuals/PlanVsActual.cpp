#include "core/actuals/PlanVsActual.h"

#include "core/actuals/CalendarMonth.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::actuals {

VarianceParts &VarianceParts::operator+=(const VarianceParts &other)
{
    volumeUsd += other.volumeUsd;
    rateUsd += other.rateUsd;
    mixUsd += other.mixUsd;
    commitmentWasteUsd += other.commitmentWasteUsd;
    creditsUsd += other.creditsUsd;
    return *this;
}

namespace {

std::optional<double> percent(double part, double whole)
{
    return whole > 0.0 ? std::optional<double>(part / whole * 100.0) : std::nullopt;
}

MonthComparison compareMonth(const PlannedMonths &plan, int index, const ActualMonth &bill)
{
    MonthComparison month;
    month.month = monthName(index);
    const int planMonth = index - plan.firstMonth + 1;
    const bool inPlan = planMonth >= 1 && planMonth <= int(plan.cloudUsd.size());
    month.planMonth = inPlan ? planMonth : 0;
    const double r = plan.ratePerAcceleratorHour;
    const double plannedCloud = inPlan ? plan.cloudUsd[std::size_t(planMonth - 1)] : 0.0;
    const double plannedCredits = inPlan ? plan.creditsUsd[std::size_t(planMonth - 1)] : 0.0;
    month.plannedUsd = plannedCloud - plannedCredits;
    month.plannedAcceleratorHours = r > 0.0 ? plannedCloud / r : 0.0;
    month.actualUsd = bill.comparedUsd();
    month.actualAcceleratorHours = bill.acceleratorHours;
    if (bill.acceleratorHours > 0.0)
        month.actualRatePerAcceleratorHour = bill.usageUsd / bill.acceleratorHours;
    month.commitmentCoveragePercent = percent(bill.committedHours, bill.acceleratorHours);
    month.commitmentUtilisationPercent =
        percent(bill.committedUsd, bill.committedUsd + bill.strandedUsd);
    month.strandedUsd = bill.strandedUsd;
    month.creditsUsedUsd = -bill.creditsUsd;
    month.taxUsd = bill.taxUsd;
    month.billedUsd = bill.billedUsd;

    const double otherHours = bill.acceleratorHours - bill.matchedHours;
    month.parts.volumeUsd = (bill.acceleratorHours - month.plannedAcceleratorHours) * r;
    month.parts.rateUsd = bill.matchedUsd - bill.matchedHours * r;
    month.parts.mixUsd = (bill.usageUsd - bill.matchedUsd) - otherHours * r;
    month.parts.commitmentWasteUsd = bill.strandedUsd;
    month.parts.creditsUsd = bill.creditsUsd + plannedCredits;
    // Without a rate the plan's hours are unknown: its whole cloud cost is set against the
    // hours run, which rate and mix then count at their own cost.
    if (!(r > 0.0))
        month.parts.volumeUsd = -plannedCloud;
    return month;
}

} // namespace

PlanVsActual comparePlanWithBill(const PlannedMonths &plan,
                                 const std::map<int, ActualMonth> &actual,
                                 const std::map<int, double> &tokensByMonth)
{
    PlanVsActual comparison;
    if (actual.empty())
        return comparison;
    const int first = std::min(plan.firstMonth, actual.begin()->first);
    const int last = actual.rbegin()->first;
    const ActualMonth nothing;
    for (int index = first; index <= last; ++index) {
        const auto found = actual.find(index);
        MonthComparison month =
            compareMonth(plan, index, found == actual.end() ? nothing : found->second);
        if (const auto tokens = tokensByMonth.find(index);
            tokens != tokensByMonth.end() && tokens->second > 0.0) {
            month.tokensMillions = tokens->second / 1e6;
            month.usdPerMillionTokens = month.actualUsd / *month.tokensMillions;
        }
        comparison.totals += month.parts;
        comparison.plannedUsd += month.plannedUsd;
        comparison.actualUsd += month.actualUsd;
        comparison.taxUsd += month.taxUsd;
        comparison.months.push_back(std::move(month));
    }
    return comparison;
}

} // namespace acceldecide::actuals
