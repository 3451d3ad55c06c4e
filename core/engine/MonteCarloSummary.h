#pragma once

#include "core/model/Evaluation.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <span>
#include <string>
#include <vector>

namespace acceldecide {

// One option's Monte Carlo summary (P(cheaper), histogram, P10/P50/P90) from its savings
// kept as floats: half the memory of doubles, which is most of a million-sample run's
// footprint. The figures are still the exact doubles': rounding to float never reorders
// values, so a float ranks the samples up to ties, and the few samples whose float
// cannot decide (ties at a wanted rank, a histogram edge within rounding) have their
// exact saving recomputed.
class MonteCarloSummary
{
public:
    // Counted while sampling, on the exact savings.
    struct Tally
    {
        std::int64_t cheaper = 0;
        double lowest = std::numeric_limits<double>::infinity();
        double highest = -std::numeric_limits<double>::infinity();

        void merge(const Tally &other);
    };
    // The exact savings of the given samples (ascending sample numbers), in that order.
    using ExactSavings = std::function<std::vector<double>(std::span<const std::int64_t>)>;

    static MonteCarloOptionResult of(std::string option, std::span<const float> keys,
                                     const Tally &tally, const ExactSavings &exact);
};

} // namespace acceldecide
