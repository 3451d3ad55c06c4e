#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace acceldecide {

// Exact nearest-rank percentiles of large samples without sorting or reordering
// them. A random subsample brackets each wanted rank; one pass counts the values
// below the bracket and gathers those inside it; a small nth_element finishes.
// When a bracket misses (adversarial data), it falls back to a full selection, so
// the answer is always the exact order statistic.
class OrderStatistics
{
public:
    // The value of rank ceil(percent / 100 x n) (1-based; at least 1), n = values.size().
    static double nearestRank(std::span<const double> values, int percent);
    static std::vector<double> nearestRanks(std::span<const double> values,
                                            std::span<const int> percents);
    // The 0-based index nearestRank() selects.
    static std::size_t rankIndex(std::size_t count, int percent);
};

} // namespace acceldecide
