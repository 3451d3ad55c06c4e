#include "core/text/CsvTable.h"

#include <charconv>
#include <cmath>

namespace acceldecide {

std::optional<CsvTable> CsvTable::read(std::string_view name, std::string_view text,
                                       std::initializer_list<std::string_view> columns,
                                       std::vector<std::string> &errors)
{
    CsvTable table;
    table.m_name = std::string(name);
    std::string error;
    if (!CsvText::parse(text, table.m_rows, error)) {
        errors.push_back(table.m_name + ": " + error);
        return std::nullopt;
    }
    if (table.m_rows.empty()) {
        errors.push_back(table.m_name + ": no header line");
        return std::nullopt;
    }
    for (std::size_t i = 0; i < table.m_rows[0].size(); ++i)
        table.m_columns.emplace(table.m_rows[0][i], i);
    bool complete = true;
    for (std::string_view wanted : columns) {
        if (!table.m_columns.count(wanted)) {
            errors.push_back(table.m_name + ": no column \"" + std::string(wanted) + "\"");
            complete = false;
        }
    }
    if (!complete)
        return std::nullopt;
    return table;
}

std::string CsvTable::cell(std::size_t row, std::string_view column) const
{
    const auto at = m_columns.find(column);
    if (at == m_columns.end() || row >= m_rows.size())
        return {};
    const CsvText::Row &cells = m_rows[row];
    return at->second < cells.size() ? cells[at->second] : std::string();
}

std::string CsvTable::where(std::size_t row, std::string_view column) const
{
    return m_name + " line " + std::to_string(row + 1) + ", " + std::string(column) + ": ";
}

std::optional<int> CsvTable::integer(std::size_t row, std::string_view column, int minimum,
                                     int maximum, std::vector<std::string> &errors) const
{
    const std::string text = cell(row, column);
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error == std::errc() && end == text.data() + text.size() && value >= minimum &&
        value <= maximum)
        return value;
    errors.push_back(where(row, column) + "expected a whole number from " +
                     std::to_string(minimum) + " to " + std::to_string(maximum) + ", got \"" +
                     text + "\"");
    return std::nullopt;
}

std::optional<double> CsvTable::number(std::size_t row, std::string_view column, double minimum,
                                       bool minimumAllowed, std::vector<std::string> &errors) const
{
    const std::string text = cell(row, column);
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error == std::errc() && end == text.data() + text.size() && std::isfinite(value) &&
        (value > minimum || (minimumAllowed && value == minimum)))
        return value;
    errors.push_back(where(row, column) + "expected a number " +
                     (minimumAllowed ? "of at least " : "above ") + std::to_string(minimum) +
                     ", got \"" + text + "\"");
    return std::nullopt;
}

} // namespace acceldecide
