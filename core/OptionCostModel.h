#pragma once

#include "OptionCostInputs.h"
#include "Scenario.h"

#include <optional>

namespace acceldecide {

// The steady-state money of one option: what totals, break-even and Monte Carlo
// need, and nothing else. Plain doubles, because Monte Carlo computes it for every
// option of every sample (millions of times).
struct OptionEconomics
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
    double commitmentBeyondHorizonUsd = 0.0;
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
    // The same money without the descriptive figures. Throws std::invalid_argument
    // when a training or inference option has no usable throughput.
    static OptionEconomics economics(const Scenario &scenario, const Option &option,
                                     bool isBaseline);
    // The hot path over pre-flattened inputs; never throws, never allocates.
    static OptionEconomics economics(const Workload &workload, int horizonMonths,
                                     const OptionCostInputs &option, bool isBaseline);

    // Units of work per month for break-even: runs, millions of tokens, or 1 month.
    static double unitsPerMonth(const Scenario &scenario);
    static double unitsPerMonth(const Workload &workload, int horizonMonths);

    // Total over the horizon without building the monthly series: the port fraction
    // f(m) = clamp(p - (m - 1), 0, 1) sums to min(p, horizon) over the months.
    static double horizonTotalUsd(const OptionEconomics &option, double baselineMonthlyComputeUsd,
                                  int horizonMonths);
};

} // namespace acceldecide
