#pragma once

#include <string>
#include <vector>

namespace acceldecide {

// How a cell's number reads in a spreadsheet; the writer maps each to a number format.
enum class CellFormat
{
    General,
    Integer,  // counts: accelerators, months, runs
    Decimal,  // plain quantities with fractions: tokens/s, hours, weeks
    Money,    // $#,##0.00
    Rate,     // $0.0000: hourly rates and per-unit costs
    Percent,  // a number already in percent (15 means 15 %)
    Heading,  // bold text
    LongText, // wrapped text (the recommendation sentence)
};

// One cell of the results workbook. A formula cell carries the engine's value as its
// cached result, so a spreadsheet shows the engine's number before recalculating and an
// auditor can compare the two.
struct WorkbookCell
{
    enum class Kind
    {
        Empty,
        Number,
        Text,
        Formula
    };

    Kind kind = Kind::Empty;
    double number = 0.0; // a Number, or a Formula's numeric result
    std::string text;    // a Text, or a Formula's text result (when cachedIsText)
    std::string formula; // Excel syntax with the leading '=' (Formula only)
    bool cachedIsText = false;
    CellFormat format = CellFormat::General;

    static WorkbookCell value(double number, CellFormat format = CellFormat::General);
    static WorkbookCell label(std::string text, CellFormat format = CellFormat::General);
    static WorkbookCell computed(std::string formula, double cached,
                                 CellFormat format = CellFormat::General);
    static WorkbookCell computedText(std::string formula, std::string cached);

    bool isFormula() const { return kind == Kind::Formula; }
};

struct WorkbookSheet
{
    std::string name;
    std::vector<std::vector<WorkbookCell>> rows; // ragged: short rows end early
    std::vector<double> columnWidths;            // in characters, per column from A
    // Headings that stay in view while scrolling (rows from the top, columns from A).
    int frozenRows = 1;
    int frozenColumns = 1;

    // Grows the grid as needed; row and column are 0-based.
    WorkbookCell &at(int row, int column);
    // Null when the cell is outside the grid.
    const WorkbookCell *find(int row, int column) const;

    // The names every sheet's formulas refer to each other by.
    static constexpr const char *kInputsName = "Inputs";
    static constexpr const char *kKeyFiguresName = "Key figures";
    static constexpr const char *kMonthlyName = "Monthly";
    static constexpr const char *kCashFlowName = "Cash flow";

    // "C5" for (4, 2); with `absolute`, "$C$5". Rows and columns are 0-based.
    static std::string cellName(int row, int column, bool absolute = false);
    // "Inputs!$C$5" or "'Key figures'!$C$5": a reference from another sheet.
    static std::string reference(const std::string &sheet, int row, int column);
};

} // namespace acceldecide
