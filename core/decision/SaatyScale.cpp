#include "core/decision/SaatyScale.h"

#include "core/text/TextFormat.h"

#include <charconv>
#include <cmath>

namespace acceldecide {

namespace {

// 1/9 written with a few decimals (0.1111) is still the bottom of the scale.
constexpr double kRoundingTolerance = 1e-4;

std::optional<double> plainNumber(std::string_view text)
{
    const std::string trimmed = text::trimmed(text);
    if (trimmed.empty())
        return std::nullopt;
    double value = 0.0;
    const char *first = trimmed.data();
    const char *last = first + trimmed.size();
    if (*first == '+')
        ++first;
    const auto [end, error] = std::from_chars(first, last, value);
    if (error != std::errc() || end != last || !std::isfinite(value))
        return std::nullopt;
    return value;
}

} // namespace

std::optional<double> SaatyScale::parse(std::string_view text)
{
    std::optional<double> value;
    if (const std::size_t slash = text.find('/'); slash != std::string_view::npos) {
        const std::optional<double> numerator = plainNumber(text.substr(0, slash));
        const std::optional<double> denominator = plainNumber(text.substr(slash + 1));
        if (!numerator || !denominator || *denominator == 0.0)
            return std::nullopt;
        value = *numerator / *denominator;
    } else {
        value = plainNumber(text);
    }
    if (!value || !std::isfinite(*value))
        return std::nullopt;
    return value;
}

std::string SaatyScale::format(double value)
{
    if (!(value > 0.0) || !std::isfinite(value))
        return text::exactNumber(value);
    if (value >= 1.0 - 1e-9)
        return text::compact(value, 2);
    return "1/" + text::compact(1.0 / value, 2);
}

std::vector<double> SaatyScale::values()
{
    std::vector<double> values;
    for (int n = 9; n >= 2; --n)
        values.push_back(1.0 / n);
    for (int n = 1; n <= 9; ++n)
        values.push_back(n);
    return values;
}

bool SaatyScale::contains(double value)
{
    return value >= kMin * (1.0 - kRoundingTolerance) && value <= kMax;
}

} // namespace acceldecide
