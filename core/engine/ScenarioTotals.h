#pragma once

#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"
#include "core/model/Scenario.h"

#include <span>

namespace acceldecide {

// Each option's horizon total plus commitment owed past the horizon, less the credits
// it spends, in closed form where it can (credits are spent month by month): the
// quantity sensitivity and Monte Carlo compare. Writes one
// value per option into `totals` (size == number of options).
class ScenarioTotals
{
public:
    static void compute(const Scenario &scenario, std::span<double> totals);
    // The hot path: no allocation, no lookups. With `wanted` (one flag per option), only
    // the flagged options' totals are written.
    static void compute(const ScenarioCostInputs &inputs, std::span<double> totals,
                        std::span<const char> wanted = {});
    // One non-baseline option's total, given the economics of the port's work
    // (OptionCostModel::portWorkEconomics(): what the option's port months are billed at).
    static double optionTotal(const ScenarioCostInputs &inputs, std::size_t index,
                              const OptionEconomics &baseline);
    // The credits option `index`'s plan spends (0 without credits).
    static double creditsUsd(const ScenarioCostInputs &inputs, std::size_t index,
                             const OptionEconomics &economics, const OptionEconomics &baseline);
};

} // namespace acceldecide
