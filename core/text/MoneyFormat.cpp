#include "core/text/MoneyFormat.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>

namespace acceldecide {

std::string MoneyFormat::number(double value, int decimals)
{
    if (!std::isfinite(value))
        return "n/a";
    // std::to_chars ignores the C locale, which Qt sets from the environment: under
    // de_DE a printf would write "1234,56" and break the grouping below.
    char buffer[400];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, std::fabs(value),
                                            std::chars_format::fixed, decimals);
    if (error != std::errc())
        return "n/a";
    // One string, written once: every table, warning and chart label goes through here.
    const std::string_view digits(buffer, std::size_t(end - buffer));
    const std::size_t point = std::min(digits.find('.'), digits.size());
    // "-0.0" reads as a sign error: only show the minus when a digit survives rounding.
    const bool negative = value < 0 && digits.find_first_not_of("0.") != std::string_view::npos;
    std::string grouped;
    grouped.reserve(digits.size() + point / 3 + 1);
    if (negative)
        grouped += '-';
    for (std::size_t i = 0; i < point; ++i) {
        if (i > 0 && (point - i) % 3 == 0)
            grouped += ',';
        grouped += digits[i];
    }
    grouped.append(digits.substr(point));
    return grouped;
}

std::string MoneyFormat::usd(double value, int decimals)
{
    std::string text = number(value, decimals);
    if (!text.empty() && text.front() == '-')
        return "-$" + text.substr(1);
    return "$" + text;
}

std::string MoneyFormat::usdAuto(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude < 1.0)
        return usd(value, 4);
    if (magnitude < 100.0)
        return usd(value, 2);
    return usd(value, 0);
}

} // namespace acceldecide
