#include "core/engine/CapacityBlockPlan.h"
#include "core/engine/billing/RunSchedule.h"

#include "core/engine/OptionCostInputs.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace acceldecide {

namespace {

// A count of blocks as the report holds it; beyond any real plan (absurd but valid
// inputs) it saturates, while the hours and fees stay exact doubles.
int blockCount(double count)
{
    return int(std::min(count, double(std::numeric_limits<int>::max())));
}

} // namespace

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
        plan.listedRuns =
            int(std::min<std::size_t>(workload.runMonths.size(), Workload::kMaxListedRuns));
        std::copy_n(workload.runMonths.begin(), plan.listedRuns, plan.runMonths.begin());
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
    plan.split = CapacityBlockSizing::split(plan.instances);
    return plan;
}

int CapacityBlockPlan::runsStartedBy(int month) const
{
    return billing::runsStartedBy(month, runs, horizonMonths, runCount, listedRunMonths());
}

int CapacityBlockPlan::runsStartedBefore(double months) const
{
    return billing::runsStartedBefore(months, runs, horizonMonths, runCount, listedRunMonths());
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

double CapacityBlockPlan::feeBeforeUsd(int month, double portMonths) const
{
    if (!active || month < 1 || month > lastMonth || !(portMonths > 0.0) || horizonMonths <= 0)
        return 0.0;
    if (!perRun) {
        const double from = (month - 1) * units::kHoursPerMonth;
        const double to =
            std::min(month * units::kHoursPerMonth, portMonths * units::kHoursPerMonth);
        return to > from ? span.daysStartingIn(from, to) * dayUsd() : 0.0;
    }
    const int startedBefore = runsStartedBefore(portMonths);
    const int before = runsStartedBy(month - 1);
    const int by = std::min(runsStartedBy(month), startedBefore);
    if (by <= before)
        return 0.0;
    const bool partial = runs < double(runCount) && before <= runCount - 1 && runCount - 1 < by;
    const int whole = by - before - (partial ? 1 : 0);
    return (whole * run.days() + (partial ? partialRun.days() : 0.0)) * dayUsd();
}

double CapacityBlockPlan::portEndMonths(double portMonths) const
{
    if (!active || perRun || !(portMonths > 0.0))
        return portMonths;
    const double start = span.firstStartAtOrAfter(portMonths * units::kHoursPerMonth);
    return std::max(portMonths, start / units::kHoursPerMonth);
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
        return span.blocks() * split.blocks;
    return (wholeRunsBought() * run.blocks() + (partialRunBought() ? partialRun.blocks() : 0.0)) *
           split.blocks;
}

double CapacityBlockPlan::blockHours() const
{
    return daysBought() * units::kHoursPerDay;
}

double CapacityBlockPlan::dayUsd() const
{
    return units::kHoursPerDay * instances * usdPerInstanceHour;
}

double CapacityBlockPlan::runsHeldAtOnce(int bought) const
{
    if (!perRun || bought <= 1 || !(runs > 0.0) || horizonMonths <= 0)
        return std::min(1, std::max(0, bought));
    if (listedRuns > 0) {
        // Listed runs start at their months' starts: the most whose coverings overlap.
        const double length = run.hours();
        int most = 1;
        for (int k = 0; k < bought; ++k) {
            const double start =
                (billing::listedRunMonth(listedRunMonths(), k) - 1) * units::kHoursPerMonth;
            int holding = 0;
            for (int j = 0; j < bought; ++j) {
                const double other =
                    (billing::listedRunMonth(listedRunMonths(), j) - 1) * units::kHoursPerMonth;
                holding += other <= start && start < other + length ? 1 : 0;
            }
            most = std::max(most, holding);
        }
        return double(most);
    }
    // Run k starts k x spacing hours in and holds its covering's hours: the runs holding
    // blocks at one instant are those started within one covering's length before it,
    // ceil(length / spacing) of them (exactly length / spacing when it divides evenly).
    const double spacing = horizonMonths * units::kHoursPerMonth / runs;
    const double overlapping = std::ceil(run.hours() / spacing - 1e-9);
    return std::clamp(overlapping, 1.0, double(bought));
}

// The blocks a plan buys, counted per length (runs buy the same covering each).
CapacityBlockResult CapacityBlockPlan::result(double portMonths) const
{
    const CapacityBlockPlan &plan = *this;
    CapacityBlockResult result;
    const auto add = [&](const CapacityBlockCovering &covering, int times) {
        for (int g = 0; g < covering.groupCount && times > 0; ++g) {
            const CapacityBlockGroup &group = covering.groups[std::size_t(g)];
            auto same =
                std::find_if(result.blocks.begin(), result.blocks.end(),
                             [&](const CapacityBlockCount &c) { return c.days == group.days; });
            if (same == result.blocks.end())
                result.blocks.push_back(
                    {blockCount(group.count * times * plan.split.blocks), group.days});
            else
                same->count = blockCount(same->count + group.count * times * plan.split.blocks);
        }
    };
    double blocks = plan.blocksBought();
    double days = plan.daysBought();
    double busyHours = plan.busyHours;
    int runsBought = plan.perRun ? plan.wholeRunsBought() + (plan.partialRunBought() ? 1 : 0) : 1;
    if (plan.perRun) {
        // Runs that start while a port is under way run on the baseline: no blocks.
        const int onBaseline = plan.runsStartedBefore(portMonths);
        const int whole = plan.wholeRunsBought();
        const int wholeLeft = std::max(0, whole - onBaseline);
        const bool partialLeft = plan.partialRunBought() && onBaseline <= plan.runCount - 1;
        add(plan.run, wholeLeft);
        add(plan.partialRun, partialLeft ? 1 : 0);
        if (wholeLeft < whole || (plan.partialRunBought() && !partialLeft)) {
            const double fraction = plan.runs - (plan.runCount - 1);
            blocks =
                (wholeLeft * plan.run.blocks() + (partialLeft ? plan.partialRun.blocks() : 0.0)) *
                plan.split.blocks;
            runsBought = wholeLeft + (partialLeft ? 1 : 0);
            days = wholeLeft * plan.run.days() + (partialLeft ? plan.partialRun.days() : 0.0);
            busyHours = (wholeLeft + (partialLeft ? fraction : 0.0)) * plan.runWallClockHours;
        }
    } else if (portMonths > 0.0) {
        // Blocks that would start while a port is under way are not bought: the baseline
        // serves until the first one that starts after it (portEndMonths).
        const CapacityBlockCovering bought =
            plan.span.startingFrom(portMonths * units::kHoursPerMonth);
        add(bought, 1);
        blocks = bought.blocks() * plan.split.blocks;
        days = bought.days();
        const double served = std::clamp(1.0 - portMonths / double(plan.lastMonth), 0.0, 1.0);
        busyHours = plan.lastMonth > 0 ? plan.busyHours * served : 0.0;
    } else {
        add(plan.span, 1);
    }
    std::sort(
        result.blocks.begin(), result.blocks.end(),
        [](const CapacityBlockCount &a, const CapacityBlockCount &b) { return a.days > b.days; });
    result.blockCount = blockCount(blocks);
    result.instances = plan.instances;
    result.blocksSideBySide = std::max(1, blockCount(plan.split.blocks));
    result.largestBlock = plan.split.largest;
    result.smallestBlock = plan.split.smallest;
    result.peakInstances = days > 0.0 ? plan.instances * plan.runsHeldAtOnce(runsBought) : 0.0;
    result.usdPerInstanceHour = plan.usdPerInstanceHour;
    result.blockHours = days * units::kHoursPerDay;
    result.busyHours = busyHours;
    result.idleHours = std::max(0.0, result.blockHours - result.busyHours);
    result.feesUsd = days * plan.dayUsd();
    return result;
}

} // namespace acceldecide
