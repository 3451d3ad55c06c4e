#include "core/export/ResultsCsv.h"

#include "core/text/CsvFormulaGuard.h"

#include <array>
#include <charconv>

namespace acceldecide {

namespace {

constexpr const char *kLineEnd = "\r\n";

std::string cellText(const WorkbookCell &cell)
{
    switch (cell.kind) {
    case WorkbookCell::Kind::Empty:
        return {};
    case WorkbookCell::Kind::Number:
        return ResultsCsv::number(cell.number);
    case WorkbookCell::Kind::Text:
        return ResultsCsv::field(cell.text);
    case WorkbookCell::Kind::Formula:
        return cell.cachedIsText ? ResultsCsv::field(cell.text) : ResultsCsv::number(cell.number);
    }
    return {};
}

} // namespace

std::string ResultsCsv::field(const std::string &text)
{
    const bool formulaLike = CsvFormulaGuard::needsGuard(text);
    if (!formulaLike && text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : formulaLike ? CsvFormulaGuard::guard(text) : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string ResultsCsv::number(double value)
{
    // Shortest round-trip form: a spreadsheet or script reading the CSV gets the engine's
    // exact double back.
    std::array<char, 32> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    if (error != std::errc())
        return {};
    return std::string(buffer.data(), end);
}

std::string ResultsCsv::format(const ResultsWorkbook &workbook)
{
    std::string csv;
    bool first = true;
    for (const WorkbookSheet &sheet : workbook.sheets()) {
        if (!first)
            csv += kLineEnd;
        first = false;
        csv += field(sheet.name) + kLineEnd;
        for (const std::vector<WorkbookCell> &row : sheet.rows) {
            // Trailing empty cells carry nothing, and the sheets' spacer rows are dropped:
            // in the CSV a blank line means "next section".
            std::size_t used = row.size();
            while (used > 0 && row[used - 1].kind == WorkbookCell::Kind::Empty)
                --used;
            if (used == 0)
                continue;
            for (std::size_t c = 0; c < used; ++c) {
                if (c > 0)
                    csv += ',';
                csv += cellText(row[c]);
            }
            csv += kLineEnd;
        }
    }
    return csv;
}

} // namespace acceldecide
