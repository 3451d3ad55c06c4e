#pragma once

#include <string>
#include <vector>

namespace acceldecide {

// How obtainable an option is as priced, on the decision matrix's 1-5 scale, and why:
// from the capacity facts (resources/capacity/). What the facts find wrong is also a
// warning; what they only ask the reader to check (a quota whose default no source
// states) is in `checks`.
struct OptionAvailability
{
    int score = 5;
    std::string reason;
    std::vector<std::string> checks;

    friend bool operator==(const OptionAvailability &, const OptionAvailability &) = default;
};

} // namespace acceldecide
