#include "core/engine/CapacityBlockPlan.h"

#include "core/engine/OptionCostInputs.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

CapacityBlockPlan CapacityBlockPlan::make(const Workload &workload, int horizonMonths,
                                          const OptionCostInputs &option,
                                          double acceleratorHoursPerRun, double busyHoursPerMonth,
                                          double busyAccelerators)
{
    CapacityBlockPlan plan;
    plan.active = true;
    plan.horizonMonths = horizonMonths;
    plan.lastMonth = std::min(horizonMonths, workload.lastMonthWithUsage.value_or(horizonMonths));
    plan.usdPerInstanceHour = option.hourlyUsd * (1.0 - option.privateDiscountPercent / 100.0);
    const double perInstance = std::max(1.0, option.acceleratorsPerInstance);
    const int days = int(option.blockDays);
    switch (workload.kind) {
    case WorkloadKind::Training: {
        plan.perRun = true;
        const double cluster = option.clusterAccelerators > 0.0
                                   ? option.clusterAccelerators
                                   : std::max(1.0, option.blockInstances) * perInstance;
        plan.instances =
            option.blockInstances > 0.0 ? option.blockInstances : std::ceil(cluster / perInstance);
        plan.runs = workload.runs;
        plan.runCount = int(std::ceil(workload.runs));
        plan.runWallClockHours = acceleratorHoursPerRun / cluster;
        plan.run = CapacityBlockSizing::cover(plan.runWallClockHours, days);
        const double fraction = workload.runs - (plan.runCount - 1);
        plan.partialRun = fraction < 1.0
                              ? CapacityBlockSizing::cover(plan.runWallClockHours * fraction, days)
                              : plan.run;
        plan.servedUnitShare = plan.wholeRunsBought() + (plan.partialRunBought() ? fraction : 0.0);
        plan.busyHours = plan.servedUnitShare * plan.runWallClockHours;
        break;
    }
    case WorkloadKind::Inference:
    case WorkloadKind::Capacity: {
        if (option.blockInstances > 0.0)
            plan.instances = option.blockInstances;
        else if (workload.kind == WorkloadKind::Capacity)
            plan.instances = option.instances;
        else if (option.clusterAccelerators > 0.0)
            plan.instances = std::ceil(option.clusterAccelerators / perInstance);
        else
            plan.instances = std::max(1.0, std::ceil(busyAccelerators / perInstance - 1e-9));
        // Blocks are held through the busy months whatever hours of them are used.
        plan.span = CapacityBlockSizing::cover(plan.lastMonth * units::kHoursPerMonth, days);
        plan.servedUnitShare = plan.lastMonth;
        plan.busyHours = plan.lastMonth * busyHoursPerMonth;
        break;
    }
    }
    return plan;
}

int CapacityBlockPlan::runsStartedBy(int month) const
{
    // Run k starts in month floor(k x horizon / runs) + 1: it has started by `month`
    // when k < month x runs / horizon.
    if (month <= 0 || horizonMonths <= 0)
        return 0;
    const double started = std::ceil(double(month) * runs / horizonMonths);
    return int(std::min<double>(runCount, started));
}

bool CapacityBlockPlan::partialRunBought() const
{
    return perRun && runCount > 0 && runs < double(runCount) &&
           runsStartedBy(lastMonth) >= runCount;
}

int CapacityBlockPlan::wholeRunsBought() const
{
    const int started = runsStartedBy(lastMonth);
    return started - (partialRunBought() ? 1 : 0);
}

double CapacityBlockPlan::daysBoughtIn(int month) const
{
    if (!active || month < 1 || month > lastMonth)
        return 0.0;
    if (!perRun)
        return span.daysStartingIn((month - 1) * units::kHoursPerMonth,
                                   month * units::kHoursPerMonth);
    const int before = runsStartedBy(month - 1);
    const int by = runsStartedBy(month);
    const bool partial = runs < double(runCount) && before <= runCount - 1 && runCount - 1 < by;
    const int whole = by - before - (partial ? 1 : 0);
    return whole * run.days() + (partial ? partialRun.days() : 0.0);
}

double CapacityBlockPlan::daysBoughtThrough(int month) const
{
    month = std::min(month, lastMonth);
    if (!active || month < 1)
        return 0.0;
    if (!perRun)
        return span.daysStartingIn(0.0, month * units::kHoursPerMonth);
    // The fractional last run is the last to start: it is in once every run has started.
    const int started = runsStartedBy(month);
    const bool partial = runs < double(runCount) && started >= runCount;
    return (started - (partial ? 1 : 0)) * run.days() + (partial ? partialRun.days() : 0.0);
}

double CapacityBlockPlan::daysBought() const
{
    if (!active)
        return 0.0;
    if (!perRun)
        return span.days();
    return daysBoughtThrough(lastMonth);
}

double CapacityBlockPlan::blocksBought() const
{
    if (!active)
        return 0.0;
    if (!perRun)
        return span.blocks();
    return wholeRunsBought() * run.blocks() + (partialRunBought() ? partialRun.blocks() : 0.0);
}

double CapacityBlockPlan::blockHours() const
{
    return daysBought() * units::kHoursPerDay;
}

double CapacityBlockPlan::dayUsd() const
{
    return units::kHoursPerDay * instances * usdPerInstanceHour;
}

} // namespace acceldecide
