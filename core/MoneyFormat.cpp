#include "MoneyFormat.h"

#include <cmath>
#include <cstdio>

namespace acceldecide {

std::string MoneyFormat::number(double value, int decimals)
{
    if (!std::isfinite(value))
        return "n/a";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, std::fabs(value));
    std::string digits(buffer);
    const auto point = digits.find('.');
    std::string whole = digits.substr(0, point);
    const std::string fraction = point == std::string::npos ? "" : digits.substr(point);
    std::string grouped;
    for (std::size_t i = 0; i < whole.size(); ++i) {
        if (i > 0 && (whole.size() - i) % 3 == 0)
            grouped += ',';
        grouped += whole[i];
    }
    const bool negative = value < 0 && std::stod(digits) != 0.0;
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
