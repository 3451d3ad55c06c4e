#include "core/model/SavingHistogram.h"

#include <algorithm>
#include <array>

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
    const double scale = kBins / (highest - lowest);
    // Four interleaved tallies: neighbouring samples often land in the same bin, and one
    // tally would make every increment wait for the previous one (a million samples per
    // option, every Monte Carlo run).
    std::array<std::array<std::int64_t, kBins>, 4> tallies{};
    const std::size_t n = savings.size();
    const auto binOf = [&](double saving) {
        return static_cast<std::size_t>(SavingHistogram::binOf(saving, lowest, scale));
    };
    std::size_t i = 0;
    for (; i + 4 <= n; i += 4) {
        ++tallies[0][binOf(savings[i])];
        ++tallies[1][binOf(savings[i + 1])];
        ++tallies[2][binOf(savings[i + 2])];
        ++tallies[3][binOf(savings[i + 3])];
    }
    for (; i < n; ++i)
        ++tallies[0][binOf(savings[i])];
    histogram.counts.assign(kBins, 0);
    for (const auto &tally : tallies)
        for (std::size_t bin = 0; bin < std::size_t(kBins); ++bin)
            histogram.counts[bin] += tally[bin];
    return histogram;
}

} // namespace acceldecide
