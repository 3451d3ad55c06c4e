#include "core/text/MoneyFormat.h"

#include <charconv>
#include <cmath>

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
    const std::string digits(buffer, end);
    const auto point = digits.find('.');
    const std::string whole = digits.substr(0, point);
    const std::string fraction = point == std::string::npos ? "" : digits.substr(point);
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            grouped += ',';
        grouped += whole[i];
    }
    // "-0.0" reads as a sign error: only show the minus when a digit survives rounding.
    const bool negative = value < 0 && digits.find_first_not_of("0.") != std::string::npos;
    return (negative ? "-" : "") + grouped + fraction;
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
