#pragma once

#include "core/engine/OptionCostModel.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide {

// When does an option's extra one-time cost (the port) pay for itself against the
// baseline? In units of work (runs, tokens, days) from the per-unit saving net of
// extra maintenance, and as the first month its phased cumulative cost drops to or
// below the baseline's.
class BreakEvenAnalysis
{
public:
    static BreakEvenResult compute(const Scenario &scenario, const OptionResult &option,
                                   const OptionCostBasis &optionBasis, const OptionResult &baseline,
                                   const OptionCostBasis &baselineBasis);
};

} // namespace acceldecide
