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
};

} // namespace acceldecide
