#pragma once

#include <string>
#include <string_view>

namespace acceldecide {

// The valid range of one numeric scenario field. The one table of these
// (RangeTable) drives validation, the GUI's spin boxes, sensitivity clamping and
// the fuzzers, so a limit is written down exactly once.
struct FieldRange
{
    std::string_view path; // generic path: "workload.runs", "options[].purchase.discount_percent"
    double min = 0.0;
    double max = 0.0;
    bool minInclusive = true;
    bool maxInclusive = true;
    bool integer = false;
    std::string_view unit;
    std::string_view description;

    bool contains(double value) const;
    // The nearest value inside the range (for exclusive bounds, the nearest
    // representable value inside).
    double clamp(double value) const;
    // "must be > 0", "must be an integer in [1, 120]", "must be >= 0 and < 100" ...
    std::string requirement() const;
    // What a person is told when `value` is outside the range, naming only the bound it
    // breaks, in words: "must be more than 0.000001", "must be at least 1", "must be at
    // most 120", "must be less than 100", "must be a whole number". Empty when the range
    // contains the value.
    std::string violation(double value) const;
};

} // namespace acceldecide
