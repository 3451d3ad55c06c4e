#include "SavingHistogram.h"

#include <algorithm>

namespace acceldecide {

SavingHistogram SavingHistogram::of(std::span<const double> savings, double lowest, double highest)
{
    SavingHistogram histogram;
    histogram.low = lowest;
    if (savings.empty())
        return histogram;
    if (!(highest > lowest)) {
        histogram.counts.assign(1, std::int64_t(savings.size()));
        return histogram;
    }
    histogram.width = (highest - lowest) / kBins;
    histogram.counts.assign(kBins, 0);
    const double scale = kBins / (highest - lowest);
    for (double saving : savings) {
        // The maximum maps to kBins exactly; it belongs to the last bin.
        const int bin = std::min(kBins - 1, static_cast<int>((saving - lowest) * scale));
        ++histogram.counts[static_cast<std::size_t>(bin)];
    }
    return histogram;
}

} // namespace acceldecide
