#include "core/export/ResultsWorkbook.h"

#include "core/export/WorkbookCashFlowSheet.h"
#include "core/export/WorkbookInputsSheet.h"
#include "core/export/WorkbookKeyFiguresSheet.h"
#include "core/export/WorkbookMonthlySheet.h"

#include <cctype>
#include <stdexcept>

namespace acceldecide {

ResultsWorkbook ResultsWorkbook::build(const Scenario &scenario, const Evaluation &evaluation)
{
    // A window can hold the last good evaluation next to a newer scenario; a workbook
    // mixing the two would be silently wrong.
    if (scenario.baselineIndex() < 0)
        throw std::invalid_argument("baseline: unknown option id '" + scenario.baseline + "'");
    if (evaluation.options.size() != scenario.options.size() ||
        evaluation.horizonMonths != scenario.horizonMonths ||
        evaluation.baseline != scenario.baseline)
        throw std::invalid_argument("the evaluation does not belong to this scenario");
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const OptionResult &result = evaluation.options[i];
        if (result.id != scenario.options[i].id ||
            result.monthlyUsd.size() != static_cast<std::size_t>(scenario.horizonMonths) ||
            result.cumulativeUsd.size() != result.monthlyUsd.size())
            throw std::invalid_argument("the evaluation does not belong to this scenario");
    }

    ResultsWorkbook workbook;
    InputsLayout inputs;
    KeyFiguresLayout figures;
    workbook.m_sheets.push_back(WorkbookInputsSheet::build(scenario, evaluation, inputs));
    workbook.m_sheets.push_back(
        WorkbookKeyFiguresSheet::build(scenario, evaluation, inputs, figures));
    workbook.m_sheets.push_back(WorkbookMonthlySheet::build(scenario, evaluation, figures));
    workbook.m_sheets.push_back(WorkbookCashFlowSheet::build(scenario, evaluation));
    return workbook;
}

const WorkbookSheet *ResultsWorkbook::sheet(const std::string &name) const
{
    for (const WorkbookSheet &sheet : m_sheets) {
        if (sheet.name == name)
            return &sheet;
    }
    return nullptr;
}

} // namespace acceldecide
