#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"
#include "core/model/SensitivitySwings.h"

#include <vector>

namespace acceldecide {

// One-at-a-time sensitivity (the tornado): every real-valued input moves to its low
// and high value -- its uncertainty range when the scenario gives one, else +/-20 %
// clamped to the field's valid range -- and each non-baseline option's saving
// (baseline total - option total, totals including commitment owed) is measured.
// Sorted by the largest swing, ties in input order.
class SensitivityAnalysis
{
public:
    static constexpr double kDefaultRelativeStep = 0.20;

    static std::vector<SensitivityEntry> run(const Scenario &scenario);
    // The same measurements, flat, without the entries' paths and lists (what every
    // evaluation needs for its recommendation).
    static SensitivitySwings swings(const Scenario &scenario);
};

} // namespace acceldecide
