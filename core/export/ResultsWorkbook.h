#pragma once

#include "core/export/WorkbookSheet.h"
#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <string>
#include <vector>

namespace acceldecide {

// The results of one evaluated scenario as a spreadsheet: "Inputs" (the scenario's
// numbers, each with its unit and source), "Key figures" (per option: rates, unit costs,
// migration, monthly compute, TCO, commitment, break-even, the recommendation) and
// "Monthly" (each option's monthly and cumulative cost), "Cash flow" (when the money
// leaves, and each option's net present value). Derived cells are formulas over
// the Inputs sheet that reproduce OptionCostModel, BreakEvenAnalysis and the evaluator's
// timeline; their cached values come from the Evaluation (or, for the few intermediates
// the Evaluation does not carry, from OptionCostModel itself), never from a second
// implementation. The CSV and XLSX exporters both render this one description.
class ResultsWorkbook
{
public:
    static constexpr const char *kInputsSheet = WorkbookSheet::kInputsName;
    static constexpr const char *kKeyFiguresSheet = WorkbookSheet::kKeyFiguresName;
    static constexpr const char *kMonthlySheet = WorkbookSheet::kMonthlyName;
    static constexpr const char *kCashFlowSheet = WorkbookSheet::kCashFlowName;

    // `scenario` must be the resolved scenario `evaluation` was computed from. Throws
    // std::invalid_argument when the two do not belong together.
    static ResultsWorkbook build(const Scenario &scenario, const Evaluation &evaluation);

    const std::vector<WorkbookSheet> &sheets() const { return m_sheets; }
    const WorkbookSheet *sheet(const std::string &name) const;

    // WorkbookSheet's, for readers of a built workbook.
    static std::string cellName(int row, int column, bool absolute = false)
    {
        return WorkbookSheet::cellName(row, column, absolute);
    }

private:
    std::vector<WorkbookSheet> m_sheets;
};

} // namespace acceldecide
