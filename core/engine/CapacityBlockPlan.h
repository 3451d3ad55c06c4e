#pragma once

#include "core/engine/CapacityBlockSizing.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <array>
#include <span>

namespace acceldecide {

struct OptionCostInputs;

// The Capacity Blocks one option buys over the horizon and the month each is paid in.
// Training buys each run's covering when the run starts (runs start evenly over the
// horizon, as the engine spreads them); serving and capacity workloads buy blocks one
// after another over their busy months. Plain values: Monte Carlo builds one per sample.
struct CapacityBlockPlan
{
    bool active = false;
    bool perRun = false; // training
    double instances = 0.0;
    // AWS sells at most 64 instances a block: more are bought as blocks side by side for
    // the same days (CapacityBlockSizing::split). The fees are the same instance-hours.
    CapacityBlockSplit split;
    double usdPerInstanceHour = 0.0; // after any private discount
    // Training: the stated runs, how many start within the months with usage (the last
    // one partial when runs is fractional), and each run's covering.
    double runs = 0.0;
    int runCount = 0;
    int horizonMonths = 0;
    // The months the runs start in where the team lists them (workload.run_months), held
    // here so the plan copies without allocating; none listed: evenly spaced.
    std::array<int, Workload::kMaxListedRuns> runMonths{};
    int listedRuns = 0;
    std::span<const int> listedRunMonths() const
    {
        return {runMonths.data(), std::size_t(listedRuns)};
    }
    int lastMonth = 0;
    CapacityBlockCovering run;
    CapacityBlockCovering partialRun; // the fractional last run's
    double runWallClockHours = 0.0;
    // Serving and capacity: consecutive blocks over the busy months.
    CapacityBlockCovering span;
    double busyHours = 0.0;       // wall-clock hours the blocks serve within the horizon
    double servedUnitShare = 0.0; // runs served (training) or months (otherwise)

    // Builds the plan; `acceleratorHoursPerRun` matters for training only,
    // `busyHoursPerMonth` and `busyAccelerators` for the others.
    static CapacityBlockPlan make(const Workload &workload, int horizonMonths,
                                  const OptionCostInputs &option, double acceleratorHoursPerRun,
                                  double busyHoursPerMonth, double busyAccelerators);

    // Runs that start in months 1..month.
    int runsStartedBy(int month) const;
    // Runs that start before `months` months have passed (a port's end).
    int runsStartedBefore(double months) const;
    // Block-days bought in `month` (1-based) and what they cost.
    double daysBoughtIn(int month) const;
    double feeUsd(int month) const { return daysBoughtIn(month) * dayUsd(); }
    // Block-days bought in months 1..month: the sum of daysBoughtIn over them, in one step.
    double daysBoughtThrough(int month) const;
    // What the blocks bought in months first..last cost (the sum of feeUsd over them).
    double feesUsd(int first, int last) const
    {
        return (daysBoughtThrough(last) - daysBoughtThrough(first - 1)) * dayUsd();
    }
    // The fee of the blocks bought in `month` that start before `portMonths` months have
    // passed: a training run's whole covering (run k starts k x horizon / runs months in),
    // or a serving or capacity plan's consecutive blocks. A block is bought whole or not
    // at all, so while a port is under way a starting run or block is wholly the
    // baseline's: its blocks are not bought.
    double feeBeforeUsd(int month, double portMonths) const;
    // How long a port of `portMonths` keeps the work on the baseline: for consecutive
    // blocks, until the first block that starts once the port is over (the ones starting
    // before are not bought); for training runs, the port itself.
    double portEndMonths(double portMonths) const;
    // Over the horizon.
    double daysBought() const;
    double blocksBought() const;
    double feesUsd() const { return daysBought() * dayUsd(); }
    double blockHours() const;
    // One day of the blocks side by side, on all their instances.
    double dayUsd() const;
    // The most of `bought` training runs (evenly spaced, as the engine starts them)
    // whose blocks are held at the same time; 1 for serving and capacity workloads.
    double runsHeldAtOnce(int bought) const;
    bool partialRunBought() const;
    int wholeRunsBought() const;
    // The blocks bought, counted per length, as the evaluation reports them; for a
    // training option whose port lasts `portMonths`, without the runs that start before
    // it ends (they run on the baseline: OptionCostModel::portedComputeUsd).
    CapacityBlockResult result(double portMonths = 0.0) const;
};

} // namespace acceldecide
