#pragma once

#include "core/engine/CapacityBlockPlan.h"
#include "core/engine/CommitmentSimulation.h"
#include "core/engine/OptionCostInputs.h"
#include "core/engine/billing/PortMonths.h"
#include "core/engine/billing/PortWork.h"
#include "core/model/Scenario.h"
#include "core/model/ValidationError.h"

#include <optional>

namespace acceldecide {

// The steady-state money of one option: what totals, break-even and Monte Carlo
// need when every month costs the same, and nothing else. Plain doubles, because Monte
// Carlo computes it for every option of every sample (millions of times).
struct SteadyEconomics
{
    double effectiveHourlyUsd = 0.0; // per accelerator
    double hoursMultiplier = 1.0;
    double tokensPerSecPerAccelerator = 0.0; // 0 for capacity workloads
    // Cost of one unit of work for break-even: a run (training), a million tokens
    // (inference) or a month (capacity).
    double unitCostUsd = 0.0;
    double monthlyComputeUsd = 0.0; // once any port is finished
    double maintenanceUsdPerMonth = 0.0;
    double oneTimeUsd = 0.0;
    double portMonths = 0.0; // how long the port keeps the workload on the baseline
    // What ranking adds to the horizon's cost: term months past it, owed, less what they
    // are worth when the work continues.
    double commitmentBeyondHorizonUsd = 0.0;
};

// The steady figures plus what months that differ need: a usage pattern
// (growth, a last month) or a commitment billed hour by hour.
struct OptionEconomics : SteadyEconomics
{
    // How the workload uses this option: accelerator-hours in month 1, spent
    // by `busyAccelerators` in `busyHoursPerMonth` of the month's 730 hours.
    double acceleratorHoursPerMonth = 0.0;
    double busyHoursPerMonth = 0.0;
    double busyAccelerators = 0.0;
    // Compute over the whole horizon as if there were no port (growth, stop and any
    // commitment included); the port's months are settled in horizonTotalUsd.
    double horizonComputeUsd = 0.0;
    // Month-by-month compute follows the usage pattern or a commitment; otherwise
    // every month costs monthlyComputeUsd and the closed forms apply.
    bool varies = false;
    // Set when the option is billed hour by hour against commitments (its own, a flat
    // savings-plan or reserved purchase at its peak, or one the team holds): the new
    // commitment's terms and rates, the level bought at each term's start, the last month
    // it is paid for (0: none), and the held commitments as they bill this option.
    std::optional<CommitmentTerms> commitment;
    TermLevels termLevels{};
    int commitmentEndMonth = 0;
    HeldCommitments held;
    double heldHorizonUsd = 0.0;                // owed on held commitments within the horizon
    double commitmentOwedAfterHorizonUsd = 0.0; // term months past the horizon, owed
    double commitmentRemainingValueUsd = 0.0;   // what they are worth if the work continues
    // Set (active) for a capacity-block purchase: the blocks bought and when; each month's
    // compute is the blocks bought in it plus any held commitments owed. On consecutive
    // blocks the work stays on the baseline until the first block after the port
    // (portMonths, CapacityBlockPlan::portEndMonths); the port's own engineering lasts
    // portWorkMonths.
    CapacityBlockPlan capacityBlocks;
    double portWorkMonths = 0.0;
};

// The economics plus the descriptive figures a person reads (per-run hours, cost
// per million tokens, implied MFU), with null where a figure does not apply.
struct OptionCostBasis : OptionEconomics
{
    std::optional<double> acceleratorHourlyUsd;
    std::optional<double> measuredOrDerivedTokensPerSec;
    std::optional<double> impliedMfuPercent;
    std::optional<double> acceleratorHoursPerRun;
    std::optional<double> costPerRunUsd;
    std::optional<double> wallClockHoursPerRun;
    std::optional<double> costPerMillionTokensUsd;
};

class OptionCostModel
{
public:
    // isBaseline: the baseline never ports, so its migration costs money but takes no
    // time away from running.
    static OptionCostBasis compute(const Scenario &scenario, const Option &option, bool isBaseline);
    // Why `option` cannot be priced, in a way a person can cause and mend: a price or
    // discount neither given nor resolved from a catalog, a field OptionCostInputs::read()
    // needs, or (training and inference) no usable throughput. nullopt: it can be.
    static std::optional<ValidationError> problemOf(const Scenario &scenario, const Option &option);
    // The same money without the descriptive figures, for an option problemOf() accepts;
    // throws std::invalid_argument with that problem otherwise (a broken invariant).
    static OptionEconomics economics(const Scenario &scenario, const Option &option,
                                     bool isBaseline);
    // The hot path over pre-flattened inputs; never throws, never allocates.
    static OptionEconomics economics(const Workload &workload, int horizonMonths,
                                     const OptionCostInputs &option, bool isBaseline);
    // The hotter path for scenarios whose every month is alike (no commitment, no usage
    // pattern: see isSteady): the steady figures alone.
    static SteadyEconomics steady(const Workload &workload, int horizonMonths,
                                  const OptionCostInputs &option, bool isBaseline);
    // The money around an option's bill: what its port costs and how many months it
    // keeps the work on the baseline (none for the baseline itself), and maintenance.
    struct PortMoney
    {
        double oneTimeUsd = 0.0;
        double portMonths = 0.0;
        double maintenanceUsdPerMonth = 0.0;
    };
    static PortMoney portMoney(const OptionCostInputs &option, bool isBaseline);
    // Every month alike: no usage pattern, no commitment billed against idle hours. A
    // flat savings-plan or reserved purchase qualifies only when it is used every hour
    // of whole terms that fill the horizon (its commitment then costs exactly the
    // discounted rate for the usage).
    static bool isSteady(const Workload &workload, int horizonMonths,
                         const OptionCostInputs &option, bool isBaseline);

    // Whether the option's months are billed hour by hour against commitments (its own,
    // a flat savings-plan or reserved purchase that is not steady, or held ones): its
    // monthly figures are then the billing's, not a formula over a rate.
    static bool billsHourByHour(const Scenario &scenario, const Option &option);
    // Whether the option's months are its bill's own figures rather than a rate times
    // hours: billed hour by hour against commitments, or Capacity Blocks paid in the
    // month they are bought.
    static bool billsByTheMonth(const Scenario &scenario, const Option &option)
    {
        return option.purchase.model == PurchaseModel::CapacityBlock ||
               billsHourByHour(scenario, option);
    }

    // Units of work per month for break-even: runs, millions of tokens, or 1 month.
    static double unitsPerMonth(const Scenario &scenario);
    static double unitsPerMonth(const Workload &workload, int horizonMonths);

    // Compute in `month` (1-based) with no port: the usage pattern's share of the
    // steady month, or the commitment's month (committed plus on-demand overflow).
    static double monthComputeUsd(const OptionEconomics &option, const Workload &workload,
                                  int month)
    {
        return monthComputeUsd(option, month, usageScale(workload, month));
    }
    // The same with the month's usageScale() already known (a timeline computes each
    // month's once for every option).
    static double monthComputeUsd(const OptionEconomics &option, int month, double usageScale);
    // FLOPs a token takes: 6 x parameters trained (forward and backward), 2 x served.
    static double flopsPerToken(const Workload &workload);
    // The workload's share of its month-1 usage in `month`: what a re-forecast observed in
    // the bill for that month, else compounded growth, 0 after the last month with usage.
    static double usageScale(const Workload &workload, int month);

    // Of this side's compute in `month`, what falls to a port lasting `portMonths` (the
    // option's months the work still runs on the baseline, or the baseline's own bill for
    // that work): the month's porting share clamp(p - (m - 1), 0, 1), except that
    // Capacity Blocks go whole (a block is bought whole or not at all): a run or block that
    // starts before the port ends wholly on the baseline, one that starts after it wholly
    // on the option. Held commitments are owed by the hour: shared by time.
    static double portedComputeUsd(const OptionEconomics &option, int month, double usageScale,
                                   double portMonths, double workShare);
    // The share of month `month`'s work a port of `portMonths` moves to the baseline, as
    // months of work: for training, the whole runs that start in that month before the
    // port ends (billing/RunSchedule.h); otherwise the month's porting share of time.
    static double portedWorkShare(const Workload &workload, int horizonMonths, int month,
                                  double portMonths);
    // What the option owes in `month` whatever runs: its own commitment's fee, billed
    // every hour of its terms (0 without one). A port leaves it on the option's bill.
    static double ownCommitmentOwedUsd(const OptionEconomics &option, int month);
    // What a port that moves `movedShare` of the option's work in `month` leaves on its
    // bill whatever the share (the owed-anyway argument of billing::portShiftUsd()): its
    // own commitment's fee, or for a commitment that starts within the month what
    // billing::keptWithinStartUsd() says.
    static double portKeptUsd(const OptionEconomics &option, int month, double usageScale,
                              double movedShare);
    // The economics the port's work is billed by (billing/PortWork.h): the baseline's own
    // where it buys no term, else those of its per-use purchase.
    static OptionEconomics portWorkEconomics(const Workload &workload, int horizonMonths,
                                             const OptionCostInputs &baseline,
                                             const OptionEconomics &baselineEconomics);
    // Whether portedComputeUsd() is not simply the porting share of the month.
    static bool portsWholeBlocks(const OptionEconomics &option)
    {
        return option.capacityBlocks.active;
    }
    // Whether a port moves whole pieces of work rather than its share of each month: a
    // training run is done on one option's hardware (billing/RunSchedule.h), and a
    // Capacity Block is bought whole.
    static bool portsWholeRuns(const OptionEconomics &option, const OptionEconomics &baseline,
                               const Workload &workload)
    {
        return workload.kind == WorkloadKind::Training || portsWholeBlocks(option) ||
               portsWholeBlocks(baseline);
    }

    // Total over the horizon without building the monthly series. Month m of a port
    // lasting p months runs on the baseline for the fraction f(m) = clamp(p - (m - 1),
    // 0, 1) (runs bought in Capacity Blocks go whole: portedComputeUsd); with flat months
    // those sum to min(p, horizon), a closed form.
    static double horizonTotalUsd(const OptionEconomics &option, const OptionEconomics &baseline,
                                  const Workload &workload, int horizonMonths);
    // The closed form when both are steady.
    static double steadyTotalUsd(const SteadyEconomics &option, double baselineMonthlyComputeUsd,
                                 int horizonMonths)
    {
        return billing::steadyHorizonUsd(option.oneTimeUsd,
                                         billing::portedShare(option.portMonths, horizonMonths),
                                         baselineMonthlyComputeUsd, option.monthlyComputeUsd,
                                         option.maintenanceUsdPerMonth, horizonMonths);
    }
};

} // namespace acceldecide
