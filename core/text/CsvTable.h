#pragma once

#include "core/text/CsvText.h"

#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// A data table compiled into core (RFC 4180 with a header row), its cells read by column
// name so a reordered file still reads, and every problem named with the file, line and
// column it is on. Rows are numbered from 1 after the header, as an editor shows them
// from line 2.
class CsvTable
{
public:
    // Parses `text` and checks that every name in `columns` heads a column; problems are
    // appended to `errors`. An empty optional where the table cannot be read at all.
    static std::optional<CsvTable> read(std::string_view name, std::string_view text,
                                        std::initializer_list<std::string_view> columns,
                                        std::vector<std::string> &errors);

    std::size_t rowCount() const { return m_rows.size() - 1; }
    // The cell of data row `row` (from 1) in `column`; empty where the row is short.
    std::string cell(std::size_t row, std::string_view column) const;
    // "models.csv line 3, layers: ", the prefix of a problem with that cell.
    std::string where(std::size_t row, std::string_view column) const;

    // A whole number in [minimum, maximum], or an error naming the cell and its text.
    std::optional<int> integer(std::size_t row, std::string_view column, int minimum, int maximum,
                               std::vector<std::string> &errors) const;
    // A finite number above `minimum` (or at it when `minimumAllowed`).
    std::optional<double> number(std::size_t row, std::string_view column, double minimum,
                                 bool minimumAllowed, std::vector<std::string> &errors) const;

private:
    std::string m_name;
    std::vector<CsvText::Row> m_rows; // the header first
    std::map<std::string, std::size_t, std::less<>> m_columns;
};

} // namespace acceldecide
