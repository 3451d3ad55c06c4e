#pragma once

#include <optional>

namespace acceldecide {

// How a cluster is used over the horizon: `accelerators` busy for
// `busyHoursPerMonth` of each month's 730 hours, growing (or, negative, declining) by
// `growthPercentPerMonth` compounded, until `lastMonthWithUsage` (1-based; unset: the
// whole horizon). After it nothing runs: the project ended or moved to a newer chip.
struct UsageProfile
{
    double accelerators = 0.0;
    double busyHoursPerMonth = 730.0;
    double growthPercentPerMonth = 0.0;
    std::optional<int> lastMonthWithUsage;

    // Accelerators busy in `month` (1-based): 0 after the last month with usage.
    double acceleratorsIn(int month) const;
    // `value` grown by `growthPercentPerMonth` for `months` months, one multiplication a
    // month: every walk of the usage compounds it this way (the bill, renewal decisions,
    // a port's months), so all of them see the same usage to the last bit, and a
    // commitment sized to the peak month covers that month's usage exactly.
    static double compound(double value, double growthPercentPerMonth, int months)
    {
        const double factor = 1.0 + growthPercentPerMonth / 100.0;
        for (int m = 0; m < months; ++m)
            value *= factor;
        return value;
    }
    // The busiest month's accelerators over the horizon (a commitment level's 100 %).
    double peakAccelerators(int horizonMonths) const;
};

} // namespace acceldecide
