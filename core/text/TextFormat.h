#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::text {

// Small formatting helpers for human-readable output (the CLI's table format and,
// later, reports): null-aware wrappers around MoneyFormat and a column-aligned table.

// Shown wherever a value does not apply (a JSON null).
inline constexpr std::string_view kNone = "—";

// "1,234,567.89" with the given number of decimals; "-1,234.50" for negatives.
std::string groupedNumber(double value, int decimals);
// "$1,234,567.89" / "-$1,234.50".
std::string money(double value, int decimals = 2);
std::string money(const std::optional<double> &value, int decimals = 2);
// Per-hour rates and per-token costs need more than cents: "$0.2778".
std::string rate(const std::optional<double> &value);
std::string number(const std::optional<double> &value, int decimals);
// Up to `maxDecimals` decimals without trailing zeros: "1,979", "53.5", "0.2778".
std::string compact(double value, int maxDecimals = 4);
// "-5", "1000000000", "0.1", "1e+20", "0.000001": exact (reads back to the same double),
// and short enough to read. What validation messages and rule texts quote.
std::string exactNumber(double value);
// "36.0 %"
std::string percent(const std::optional<double> &value, int decimals = 1);

// `text` without leading and trailing white space: what a typed name or label means.
std::string trimmed(std::string_view text);

// Width in terminal columns: UTF-8 code points, so "—" counts as one.
std::size_t displayWidth(std::string_view text);

enum class Align
{
    Left,
    Right
};

// A plain text table: a header row, a rule, and rows, each column padded to its
// widest cell.
class Table
{
public:
    explicit Table(std::vector<std::string> header, std::vector<Align> align = {});
    void addRow(std::vector<std::string> row);
    std::string render(std::string_view indent = "  ") const;

private:
    std::vector<std::string> m_header;
    std::vector<Align> m_align;
    std::vector<std::vector<std::string>> m_rows;
};

} // namespace acceldecide::text
