#include "core/export/ResultsWorkbook.h"

#include "core/export/WorkbookCashFlowSheet.h"
#include "core/export/WorkbookInputsSheet.h"
#include "core/export/WorkbookKeyFiguresSheet.h"
#include "core/export/WorkbookMonthlySheet.h"

#include <cctype>
#include <stdexcept>

namespace acceldecide {

WorkbookCell WorkbookCell::value(double number, CellFormat format)
{
    WorkbookCell cell;
    cell.kind = Kind::Number;
    cell.number = number;
    cell.format = format;
    return cell;
}

WorkbookCell WorkbookCell::label(std::string text, CellFormat format)
{
    WorkbookCell cell;
    cell.kind = Kind::Text;
    cell.text = std::move(text);
    cell.format = format;
    return cell;
}

WorkbookCell WorkbookCell::computed(std::string formula, double cached, CellFormat format)
{
    WorkbookCell cell;
    cell.kind = Kind::Formula;
    cell.formula = std::move(formula);
    cell.number = cached;
    cell.format = format;
    return cell;
}

WorkbookCell WorkbookCell::computedText(std::string formula, std::string cached)
{
    WorkbookCell cell;
    cell.kind = Kind::Formula;
    cell.formula = std::move(formula);
    cell.text = std::move(cached);
    cell.cachedIsText = true;
    return cell;
}

WorkbookCell &WorkbookSheet::at(int row, int column)
{
    if (row < 0 || column < 0)
        throw std::out_of_range("WorkbookSheet::at: negative cell index");
    const auto r = static_cast<std::size_t>(row);
    const auto c = static_cast<std::size_t>(column);
    if (rows.size() <= r)
        rows.resize(r + 1);
    if (rows[r].size() <= c)
        rows[r].resize(c + 1);
    return rows[r][c];
}

const WorkbookCell *WorkbookSheet::find(int row, int column) const
{
    if (row < 0 || column < 0 || static_cast<std::size_t>(row) >= rows.size())
        return nullptr;
    const auto &cells = rows[static_cast<std::size_t>(row)];
    return static_cast<std::size_t>(column) < cells.size()
               ? &cells[static_cast<std::size_t>(column)]
               : nullptr;
}

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

std::string ResultsWorkbook::cellName(int row, int column, bool absolute)
{
    // Bijective base 26: A..Z, AA..AZ, ...
    std::string letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
    const std::string dollar = absolute ? "$" : "";
    return dollar + letters + dollar + std::to_string(row + 1);
}

std::string ResultsWorkbook::reference(const std::string &sheet, int row, int column)
{
    // Excel quotes sheet names that are not plain identifiers.
    bool plain = !sheet.empty();
    for (const char c : sheet)
        plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    const std::string name = plain ? sheet : "'" + sheet + "'";
    return name + "!" + cellName(row, column, true);
}

} // namespace acceldecide
