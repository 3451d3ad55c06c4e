#pragma once

#include "Scenario.h"

#include <optional>

namespace acceldecide {

// The steady-state economics of one option: rates, throughput, unit costs and the
// monthly bill once any port is finished. Allocation-free, because Monte Carlo and
// sensitivity call it millions of times.
struct OptionCostBasis
{
    std::optional<double> acceleratorHourlyUsd;
    double effectiveHourlyUsd = 0.0;
    double hoursMultiplier = 1.0;
    std::optional<double> tokensPerSecPerAccelerator;
    std::optional<double> impliedMfuPercent;
    std::optional<double> acceleratorHoursPerRun;
    std::optional<double> costPerRunUsd;
    std::optional<double> wallClockHoursPerRun;
    std::optional<double> costPerMillionTokensUsd;
    double monthlyComputeUsd = 0.0;
    double maintenanceUsdPerMonth = 0.0;
    double oneTimeUsd = 0.0;
    double portMonths = 0.0; // how long the port keeps the workload on the baseline
    double commitmentBeyondHorizonUsd = 0.0;
    // Cost of one unit of work for break-even: a run (training), a million tokens
    // (inference) or a month (capacity).
    double unitCostUsd = 0.0;
};

class OptionCostModel
{
public:
    // isBaseline: the baseline never ports, so its migration costs money but takes no
    // time away from running.
    static OptionCostBasis compute(const Scenario &scenario, const Option &option, bool isBaseline);

    // Units of work per month for break-even: runs, millions of tokens, or 1 month.
    static double unitsPerMonth(const Scenario &scenario);

    // Total over the horizon without building the monthly series: the port fraction
    // f(m) = clamp(p - (m - 1), 0, 1) sums to min(p, horizon) over the months.
    static double horizonTotalUsd(const OptionCostBasis &option, double baselineMonthlyComputeUsd,
                                  int horizonMonths);
};

} // namespace acceldecide
