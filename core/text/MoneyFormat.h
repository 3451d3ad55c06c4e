#pragma once

#include <string>

namespace acceldecide {

// Human-readable numbers for sentences and tables: "$1,234,567", "$0.2778",
// "107.4". Never used for arithmetic.
class MoneyFormat
{
public:
    // Dollars with thousands separators and `decimals` digits after the point.
    static std::string usd(double value, int decimals = 0);
    // A plain number with thousands separators.
    static std::string number(double value, int decimals = 0);
    // Dollars with precision suited to the magnitude: cents below $100, whole dollars
    // above, four decimals below $1 (per-token and per-hour prices).
    static std::string usdAuto(double value);
};

} // namespace acceldecide
