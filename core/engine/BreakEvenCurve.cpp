#include "core/engine/BreakEvenCurve.h"

#include "core/engine/OptionCostModel.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

// Break-even units (runs, million tokens, months) per display unit (runs, billion
// tokens, months).
double unitsPerDisplayUnit(WorkloadKind kind)
{
    return kind == WorkloadKind::Inference ? units::kBillion / units::kMillion : 1.0;
}

} // namespace

BreakEvenCurves BreakEvenCurve::compute(const Scenario &scenario)
{
    BreakEvenCurves curves;
    const WorkloadKind kind = scenario.workload.kind;
    curves.kind = kind;
    const double unitsPerMonth = OptionCostModel::unitsPerMonth(scenario);
    const double scale = unitsPerDisplayUnit(kind);
    curves.horizonUnits = unitsPerMonth * scenario.horizonMonths / scale;

    const int baselineIndex = scenario.baselineIndex();
    curves.lines.reserve(scenario.options.size());
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const OptionEconomics economics =
            OptionCostModel::economics(scenario, scenario.options[i], int(i) == baselineIndex);
        curves.lines.push_back(
            {scenario.options[i].id, economics.oneTimeUsd,
             (economics.unitCostUsd + economics.maintenanceUsdPerMonth / unitsPerMonth) * scale});
    }
    if (baselineIndex < 0)
        return curves;

    const BreakEvenLine &baseline = curves.lines[std::size_t(baselineIndex)];
    for (std::size_t i = 0; i < curves.lines.size(); ++i) {
        if (int(i) == baselineIndex)
            continue;
        const BreakEvenLine &line = curves.lines[i];
        BreakEvenCrossing crossing{line.option, std::nullopt, std::nullopt};
        const double netSaving = baseline.usdPerUnit - line.usdPerUnit;
        if (netSaving > 0.0) {
            const double units = std::max(0.0, line.fixedUsd - baseline.fixedUsd) / netSaving;
            // Beyond the largest double: never reached, as BreakEvenAnalysis says.
            if (std::isfinite(units) && std::isfinite(line.costAt(units))) {
                crossing.units = units;
                crossing.costUsd = line.costAt(units);
            }
        }
        curves.crossings.push_back(std::move(crossing));
    }
    return curves;
}

} // namespace acceldecide
