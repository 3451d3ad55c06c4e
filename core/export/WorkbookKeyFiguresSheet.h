#pragma once

#include "core/export/WorkbookInputsSheet.h"
#include "core/export/WorkbookKeyFiguresLayout.h"
#include "core/export/WorkbookSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

namespace acceldecide {

// The "Key figures" sheet: per option the rates, throughput, unit costs, migration,
// monthly compute, held commitments, TCO and what is owed after the horizon as formulas over the
// Inputs sheet that follow OptionCostModel step by step; break-even against the baseline as
// BreakEvenAnalysis computes it; and the recommendation sentence. TCO reads the last cumulative
// cost on the Monthly sheet (WorkbookMonthlySheet's fixed layout), which in turn reads this sheet.
class WorkbookKeyFiguresSheet
{
public:
    static WorkbookSheet build(const Scenario &scenario, const Evaluation &evaluation,
                               const InputsLayout &inputs, KeyFiguresLayout &layout);
};

} // namespace acceldecide
