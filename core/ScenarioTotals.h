#pragma once

#include "Scenario.h"

#include <span>

namespace acceldecide {

// Each option's horizon total plus commitment owed past the horizon, in closed form
// (no monthly series): the quantity sensitivity and Monte Carlo compare. Writes one
// value per option into `totals` (size == scenario.options.size()); no allocation.
class ScenarioTotals
{
public:
    static void compute(const Scenario &scenario, std::span<double> totals);
    // The same with the baseline's index already looked up (the hot path).
    static void compute(const Scenario &scenario, std::size_t baselineIndex,
                        std::span<double> totals);
    // One non-baseline option's total, given the baseline's monthly compute (which
    // the option's port months are billed at).
    static double optionTotal(const Scenario &scenario, std::size_t index,
                              double baselineMonthlyComputeUsd);
};

} // namespace acceldecide
