#include "core/actuals/TokensByMonthCsv.h"

#include "core/actuals/CalendarMonth.h"
#include "core/text/TextFormat.h"

#include <charconv>
#include <cmath>

namespace acceldecide::actuals {

namespace {

// What a suffix multiplies by; 1 without one. Case-insensitive but for "m", which a
// person typing a token count means as millions, never as milli-.
double suffixScale(std::string_view &text)
{
    if (text.empty())
        return 1.0;
    switch (text.back()) {
    case 'k':
    case 'K':
        text.remove_suffix(1);
        return 1e3;
    case 'm':
    case 'M':
        text.remove_suffix(1);
        return 1e6;
    case 'b':
    case 'B':
        text.remove_suffix(1);
        return 1e9;
    default:
        return 1.0;
    }
}

bool isSeparator(char c)
{
    return c == ',' || c == '_' || c == ' ' || c == '\'';
}

} // namespace

std::string tokensByMonthCsv(const std::map<int, double> &tokensByMonth)
{
    std::string out = "month,tokens\n";
    for (const auto &[month, tokens] : tokensByMonth)
        out += monthName(month) + "," + text::exactNumber(tokens) + "\n";
    return out;
}

std::optional<double> parseTokenCount(std::string_view text)
{
    const std::string trimmed = text::trimmed(text);
    std::string_view rest = trimmed;
    const double scale = suffixScale(rest);
    // Group separators are dropped wherever they are: a count has no decimal comma.
    std::string digits;
    for (const char c : rest)
        if (!isSeparator(c))
            digits += c;
    if (digits.empty() || digits.front() == '+' || digits.front() == '-')
        return std::nullopt;
    double value = 0.0;
    const char *end = digits.data() + digits.size();
    const auto [stop, error] = std::from_chars(digits.data(), end, value);
    if (error != std::errc() || stop != end)
        return std::nullopt;
    value *= scale;
    if (!std::isfinite(value) || value < 0.0)
        return std::nullopt;
    return value;
}

} // namespace acceldecide::actuals
