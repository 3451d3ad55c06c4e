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

    // The bin of `saving` when bins start at `lowest` and `scale` is kBins over the range:
    // the maximum maps to kBins exactly and belongs to the last bin; anything outside the
    // range (or not a number) goes to the nearer end. Clamped before the conversion, which
    // would be undefined for a value beyond int's range (a range far narrower than the
    // savings' own rounding). Branch-free, so loops over it vectorise.
    static int binOf(double saving, double lowest, double scale)
    {
        double bin = (saving - lowest) * scale;
        bin = bin >= 0.0 ? bin : 0.0;
        bin = bin <= double(kBins - 1) ? bin : double(kBins - 1);
        return static_cast<int>(bin);
    }
};

} // namespace acceldecide
