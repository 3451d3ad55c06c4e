#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace acceldecide {

// The distribution of one option's Monte Carlo saving, for the uncertainty chart:
// `counts[i]` samples fell in [low + i*width, low + (i+1)*width) (the last bin also
// holds the maximum). All samples equal: one bin of width 0.
struct SavingHistogram
{
    static constexpr int kBins = 40;

    double low = 0.0;
    double width = 0.0;
    std::vector<std::int64_t> counts;

    // Bins `savings`, whose extremes the caller already knows.
    static SavingHistogram of(std::span<const double> savings, double lowest, double highest);
};

} // namespace acceldecide
