#pragma once

#include <span>
#include <string_view>

namespace acceldecide {

enum class FactorKind
{
    Number,
    Choice
};

struct FactorChoice
{
    std::string_view id;    // the JSON value, e.g. "standard_transformer"
    std::string_view label; // the seed's wording where it has one
};

// One question of the workload profile. `id` is the key under `profile` in the
// scenario JSON; numbers are checked against RangeTable as "profile.<id>".
struct ProfileFactor
{
    std::string_view id;
    std::string_view label;
    std::string_view question; // the seeds' wording, shown as help text
    FactorKind kind = FactorKind::Choice;
    std::string_view unit;                 // numbers only
    std::span<const FactorChoice> choices; // choices only, in the enum's order
};

class ProfileFactors
{
public:
    // In the order the GUI form asks them.
    static std::span<const ProfileFactor> all();
    static const ProfileFactor *find(std::string_view id);
    // The choice's index within its factor, or -1.
    static int choiceIndex(const ProfileFactor &factor, std::string_view choice);
};

} // namespace acceldecide
