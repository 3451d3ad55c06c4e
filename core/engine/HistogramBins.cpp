#include "core/engine/HistogramBins.h"

namespace acceldecide {

std::vector<HistogramBin> HistogramBins::of(const SavingHistogram &histogram)
{
    std::vector<HistogramBin> bins;
    bins.reserve(histogram.counts.size());
    for (std::size_t i = 0; i < histogram.counts.size(); ++i) {
        const double low = histogram.low + double(i) * histogram.width;
        bins.push_back({low, low + histogram.width, histogram.counts[i]});
    }
    return bins;
}

} // namespace acceldecide
