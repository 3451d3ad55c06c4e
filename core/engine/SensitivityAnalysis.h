#pragma once

#include "core/engine/SensitivityMeasurement.h"
#include "core/model/Evaluation.h"
#include "core/model/RiskiestInput.h"
#include "core/model/Scenario.h"
#include "core/model/SensitivitySwings.h"

#include <optional>
#include <vector>

namespace acceldecide {

// One-at-a-time sensitivity (the tornado): every real-valued input moves to its low
// and high value -- its uncertainty range when the scenario gives one, else +/-20 %
// clamped to the field's valid range (SensitivityMeasurement) -- and each non-baseline
// option's saving (baseline total - option total, totals including commitment owed) is
// measured. Sorted by the largest swing, ties in input order.
class SensitivityAnalysis
{
public:
    static constexpr double kDefaultRelativeStep = SensitivityMeasurement::kDefaultRelativeStep;

    static std::vector<SensitivityEntry> run(const Scenario &scenario);
    // The same measurements, flat, without the entries' paths and lists.
    static SensitivitySwings swings(const Scenario &scenario);

    // The input that moves compared option `column`'s saving most (any option's when
    // negative), as SensitivitySwings::riskiest() would name it from the whole tornado,
    // or nothing when no input moves it. For one option only the inputs that can move
    // its saving -- the workload's, the team's, its own and the baseline's -- are
    // measured, and only its and the baseline's totals: what every evaluation's
    // recommendation needs, at a fraction of the tornado's cost.
    static std::optional<RiskiestInput> riskiest(const Scenario &scenario, int column);
};

} // namespace acceldecide
