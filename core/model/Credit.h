#pragma once

#include <string>
#include <vector>

namespace acceldecide {

// Which options' AWS spend a credit may pay: all of them, those on one stack, or the
// options named.
enum class CreditScope
{
    All,
    Neuron,
    Cuda,
    Options
};

// Promotional credits a team has on AWS: `usd` to spend from `firstMonth` to
// `expiresMonth` (1-based, inclusive) on eligible spend; what is left after
// `expiresMonth` is lost.
struct Credit
{
    std::string id;
    std::string label;
    double usd = 0.0;
    int firstMonth = 1;
    int expiresMonth = 1;
    CreditScope scope = CreditScope::All;
    std::vector<std::string> optionIds; // CreditScope::Options

    friend bool operator==(const Credit &, const Credit &) = default;
};

} // namespace acceldecide
