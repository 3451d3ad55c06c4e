#pragma once

#include "core/model/Scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// A straight cost line per option for the break-even chart: cost(x) = fixedUsd +
// x * usdPerUnit, with x in the workload's display unit -- runs (training), billion
// tokens (inference) or months (capacity). The slope is the cost of a unit of work
// plus the maintenance that unit carries, the intercept the one-time cost: exactly
// the terms BreakEvenAnalysis weighs, so the lines cross where it says they do.
struct BreakEvenLine
{
    std::string option;
    double fixedUsd = 0.0;
    double usdPerUnit = 0.0;

    double costAt(double units) const { return fixedUsd + units * usdPerUnit; }
};

struct BreakEvenCrossing
{
    std::string option; // a non-baseline option
    // Where its line meets the baseline's, in display units (0 when it starts ahead);
    // nullopt when it never does (break-even not reached).
    std::optional<double> units;
    std::optional<double> costUsd; // the option's cost there
};

struct BreakEvenCurves
{
    WorkloadKind kind = WorkloadKind::Training;
    double horizonUnits = 0.0;                // the work the scenario plans over its horizon
    std::vector<BreakEvenLine> lines;         // every option, in option order
    std::vector<BreakEvenCrossing> crossings; // non-baseline options, in option order
};

class BreakEvenCurve
{
public:
    // Throws std::invalid_argument like OptionCostModel::economics for an option that
    // cannot be evaluated; a scenario that evaluated never does.
    static BreakEvenCurves compute(const Scenario &scenario);
};

} // namespace acceldecide
