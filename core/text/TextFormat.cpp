#include "core/text/TextFormat.h"

#include <cctype>

#include "core/text/MoneyFormat.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace acceldecide::text {

// Numbers themselves come from MoneyFormat, so tables and the recommendation's
// sentence print the same value the same way.
std::string groupedNumber(double value, int decimals)
{
    return MoneyFormat::number(value, decimals);
}

std::string money(double value, int decimals)
{
    return MoneyFormat::usd(value, decimals);
}

std::string money(const std::optional<double> &value, int decimals)
{
    return value ? money(*value, decimals) : std::string(kNone);
}

std::string rate(const std::optional<double> &value)
{
    return money(value, 4);
}

std::string number(const std::optional<double> &value, int decimals)
{
    return value ? groupedNumber(*value, decimals) : std::string(kNone);
}

std::string compact(double value, int maxDecimals)
{
    std::string text = groupedNumber(value, maxDecimals);
    if (text.find('.') == std::string::npos)
        return text;
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text == "-0" ? "0" : text;
}

std::string percent(const std::optional<double> &value, int decimals)
{
    return value ? groupedNumber(*value, decimals) + " %" : std::string(kNone);
}

std::size_t displayWidth(std::string_view text)
{
    // Count bytes that start a code point (everything but UTF-8 continuation bytes).
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

Table::Table(std::vector<std::string> header, std::vector<Align> align)
    : m_header(std::move(header))
{
    // Default: first column (names) left, the rest (numbers) right.
    const bool useDefault = align.empty();
    m_align = std::move(align);
    m_align.resize(m_header.size(), Align::Right);
    if (useDefault && !m_align.empty())
        m_align.front() = Align::Left;
}

void Table::addRow(std::vector<std::string> row)
{
    row.resize(m_header.size());
    m_rows.push_back(std::move(row));
}

std::string Table::render(std::string_view indent) const
{
    std::vector<std::size_t> widths(m_header.size(), 0);
    auto measure = [&widths](const std::vector<std::string> &row) {
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));
    };
    measure(m_header);
    for (const auto &row : m_rows)
        measure(row);

    auto line = [&](const std::vector<std::string> &row) {
        std::string out(indent);
        for (std::size_t i = 0; i < row.size(); ++i) {
            const std::string padding(widths[i] - displayWidth(row[i]), ' ');
            if (i > 0)
                out += "  ";
            if (m_align[i] == Align::Right)
                out += padding + row[i];
            else if (i + 1 < row.size())
                out += row[i] + padding;
            else
                out += row[i]; // no trailing blanks
        }
        return out + "\n";
    };

    std::string out = line(m_header);
    std::size_t total = 0;
    for (std::size_t width : widths)
        total += width;
    total += widths.empty() ? 0 : 2 * (widths.size() - 1);
    out += std::string(indent) + std::string(total, '-') + "\n";
    for (const auto &row : m_rows)
        out += line(row);
    return out;
}

std::string exactNumber(double value)
{
    if (std::isnan(value))
        return "nan";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    // Whole numbers print in full ("1000000000", like FieldRange::requirement), the
    // rest in the shortest form that reads back to the same double.
    constexpr double kWholeLimit = 1e15;
    const bool whole = std::floor(value) == value && std::abs(value) < kWholeLimit;
    // Small bounds read as typed ("0.000001", not "1e-06"); tinier values stay short.
    const bool small = !whole && std::abs(value) >= 1e-12 && std::abs(value) < 1e-4;
    char buffer[400];
    const auto [end, ec] = whole || small ? std::to_chars(buffer, buffer + sizeof buffer, value,
                                                          std::chars_format::fixed)
                                          : std::to_chars(buffer, buffer + sizeof buffer, value);
    if (ec != std::errc())
        return "?";
    return std::string(buffer, end);
}

std::string trimmed(std::string_view text)
{
    const auto space = [](unsigned char c) {
        return std::isspace(c) != 0;
    };
    while (!text.empty() && space(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && space(text.back()))
        text.remove_suffix(1);
    return std::string(text);
}

} // namespace acceldecide::text
