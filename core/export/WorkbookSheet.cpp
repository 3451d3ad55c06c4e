#include "core/export/WorkbookSheet.h"

#include <cctype>
#include <stdexcept>
#include <utility>

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

std::string WorkbookSheet::cellName(int row, int column, bool absolute)
{
    // Bijective base 26: A..Z, AA..AZ, ...
    std::string letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        letters.insert(letters.begin(), static_cast<char>('A' + (c - 1) % 26));
    const std::string dollar = absolute ? "$" : "";
    return dollar + letters + dollar + std::to_string(row + 1);
}

std::string WorkbookSheet::reference(const std::string &sheet, int row, int column)
{
    // Excel quotes sheet names that are not plain identifiers.
    bool plain = !sheet.empty();
    for (const char c : sheet)
        plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
    const std::string name = plain ? sheet : "'" + sheet + "'";
    return name + "!" + cellName(row, column, true);
}

} // namespace acceldecide
