#pragma once

#include "core/export/ResultsWorkbook.h"

#include <string>

namespace acceldecide {

// The results workbook as one CSV text (RFC 4180: comma-separated, CRLF line ends,
// fields with a comma, quote or line break quoted, quotes doubled). Each sheet becomes a
// section: a title row with the sheet's name, its rows, then a blank line before the next.
// Formula cells give their values (the engine's), not their formulas; numbers are written
// with the fewest digits that read back to the same double.
class ResultsCsv
{
public:
    static std::string format(const ResultsWorkbook &workbook);
    // One text field, quoted when RFC 4180 requires it. A text a spreadsheet would run
    // as a formula is neutralised (CsvFormulaGuard) and quoted; numbers go through
    // number(), never here, so a negative figure stays a number.
    static std::string field(const std::string &text);
    static std::string number(double value);
};

} // namespace acceldecide
