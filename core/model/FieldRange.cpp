#include "core/model/FieldRange.h"

#include <cmath>
#include <limits>
#include <sstream>

namespace acceldecide {

namespace {

std::string formatBound(double value)
{
    std::ostringstream out;
    // "0.000001" rather than "1e-06": a bound is read by people typing a number.
    if (value != 0.0 && std::abs(value) < 1e-4 && std::abs(value) >= 1e-12) {
        out << std::fixed;
        out.precision(12);
        out << value;
        std::string text = out.str();
        text.erase(text.find_last_not_of('0') + 1);
        return text;
    }
    out.precision(15);
    out << value;
    return out.str();
}

} // namespace

bool FieldRange::contains(double value) const
{
    if (!std::isfinite(value))
        return false;
    if (integer && std::floor(value) != value)
        return false;
    const bool aboveMin = minInclusive ? value >= min : value > min;
    const bool belowMax = maxInclusive ? value <= max : value < max;
    return aboveMin && belowMax;
}

double FieldRange::clamp(double value) const
{
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const double low = minInclusive ? min : std::nextafter(min, kInf);
    const double high = maxInclusive ? max : std::nextafter(max, -kInf);
    if (value < low)
        return low;
    if (value > high)
        return high;
    return value;
}

std::string FieldRange::requirement() const
{
    const std::string lowOp = minInclusive ? ">= " : "> ";
    const std::string highOp = maxInclusive ? "<= " : "< ";
    std::string text = "must be ";
    if (integer)
        text += "an integer ";
    text += lowOp + formatBound(min) + " and " + highOp + formatBound(max);
    return text;
}

std::string FieldRange::violation(double value) const
{
    if (contains(value))
        return {};
    if (!std::isfinite(value))
        return "must be a finite number";
    if (minInclusive ? value < min : value <= min)
        return (minInclusive ? "must be at least " : "must be more than ") + formatBound(min);
    if (maxInclusive ? value > max : value >= max)
        return (maxInclusive ? "must be at most " : "must be less than ") + formatBound(max);
    return "must be a whole number";
}

} // namespace acceldecide
