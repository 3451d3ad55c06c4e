#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Saaty's scale of pairwise judgements: 1 (equal) to 9 (extremely more important), and
// the reciprocals 1/2 ... 1/9 for "less important". People read and write the lower half
// as fractions, so judgements are shown as "1/3" rather than 0.333 and read back from
// either spelling; the scenario format stores the plain number.
class SaatyScale
{
public:
    static constexpr double kMin = 1.0 / 9.0;
    static constexpr double kMax = 9.0;

    // "3", "1/3", "1 / 3", "0.5", "2.5": the judgement, or nullopt when the text is not a
    // positive finite number or fraction. The range is not judged here, so that a value
    // outside it can be refused naming the value.
    static std::optional<double> parse(std::string_view text);
    // 3 -> "3", 1/3 -> "1/3", 2.5 -> "2.5", 0.4 -> "1/2.5": at most two decimals.
    static std::string format(double value);
    // 1/9, 1/8, ... 1/2, 1, 2, ... 9: the values a judgement is picked from.
    static std::vector<double> values();
    // True inside 1/9 .. 9 (with the rounding of a reciprocal written as a decimal).
    static bool contains(double value);
};

} // namespace acceldecide
