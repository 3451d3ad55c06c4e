#pragma once

#include <array>

namespace acceldecide {

// One commitment the team already holds, as it bills a given option: owed every month
// it has left, whatever the option; covering `accelerators` of this option's usage in
// its busy hours (0: the option is not something it can pay for, so it is stranded).
struct HeldCoverage
{
    double accelerators = 0.0;
    double owedUsdPerMonth = 0.0;
    int months = 0; // months remaining, counted from month 1
};

// The held commitments of a scenario as one option sees them, in the order AWS applies
// them (reservations, then EC2 Instance plans, then Compute plans). Fixed capacity, so
// the Monte Carlo hot path copies it without allocating.
struct HeldCommitments
{
    static constexpr int kMax = 8;
    std::array<HeldCoverage, kMax> items{};
    int count = 0;

    bool empty() const { return count == 0; }
    double acceleratorsIn(int month) const
    {
        double total = 0.0;
        for (int i = 0; i < count; ++i)
            total +=
                month <= items[std::size_t(i)].months ? items[std::size_t(i)].accelerators : 0.0;
        return total;
    }
    double owedIn(int month) const
    {
        double total = 0.0;
        for (int i = 0; i < count; ++i)
            total +=
                month <= items[std::size_t(i)].months ? items[std::size_t(i)].owedUsdPerMonth : 0.0;
        return total;
    }
    int lastMonth() const
    {
        int last = 0;
        for (int i = 0; i < count; ++i)
            last = last > items[std::size_t(i)].months ? last : items[std::size_t(i)].months;
        return last;
    }
};

} // namespace acceldecide
