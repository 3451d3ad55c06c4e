#pragma once

#include "core/export/WorkbookInputsSheet.h"
#include "core/export/WorkbookSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <map>
#include <string>
#include <vector>

namespace acceldecide {

// Where the per-option figures sit on the "Key figures" sheet: one row per figure
// ("monthly_compute", "one_time", "port_months", ...), one column per option.
struct KeyFiguresLayout
{
    std::map<std::string, int> rows;
    std::vector<int> columns; // per option, in option order
    int baselineColumn = 0;

    // "'Key figures'!$D$12": the figure `key` of option `option`, from another sheet.
    std::string reference(std::size_t option, const std::string &key) const;
};

// The "Key figures" sheet: per option the rates, throughput, unit costs, migration,
// monthly compute, TCO and commitment as formulas over the Inputs sheet that follow
// OptionCostModel step by step; break-even against the baseline as BreakEvenAnalysis
// computes it; and the recommendation sentence. TCO reads the last cumulative cost on the
// Monthly sheet (WorkbookMonthlySheet's fixed layout), which in turn reads this sheet.
class WorkbookKeyFiguresSheet
{
public:
    static WorkbookSheet build(const Scenario &scenario, const Evaluation &evaluation,
                               const InputsLayout &inputs, KeyFiguresLayout &layout);
};

} // namespace acceldecide
