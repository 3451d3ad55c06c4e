#pragma once

#include "core/model/Evaluation.h"

#include <array>
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
//
// The two passes over the keys can be split into parts (consecutive ranges of samples)
// run on different threads: count() every part, then locate(), then gather() every part,
// then finish(). Each part only adds to its own counts and lists, and the parts' lists
// are joined in sample order, so the result is the same for any number of parts.
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

    MonteCarloSummary(std::span<const float> keys, const Tally &tally, std::size_t parts);

    // The first pass over one part's keys: histogram bins and radix buckets.
    void count(std::size_t part);
    // Once every part is counted: the buckets holding the wanted ranks.
    void locate();
    // The second pass over one part's keys: the samples in those buckets.
    void gather(std::size_t part);
    // Once every part is gathered.
    MonteCarloOptionResult finish(std::string option, const ExactSavings &exact) const;

    // Every step in turn on this thread.
    static MonteCarloOptionResult of(std::string option, std::span<const float> keys,
                                     const Tally &tally, const ExactSavings &exact);

private:
    static constexpr std::size_t kWanted = 3; // P10, P50, P90

    struct Part
    {
        std::size_t first = 0;
        std::size_t end = 0;
        // Two sets of bins, alternating by key, so consecutive increments do not wait on
        // each other.
        std::array<std::array<std::int64_t, SavingHistogram::kBins>, 2> bins{};
        std::vector<std::uint32_t> buckets;
        std::vector<std::int64_t> undecided;
        std::array<std::vector<std::int64_t>, kWanted> gathered;
    };

    bool spread() const { return m_tally.highest > m_tally.lowest; }

    std::span<const float> m_keys;
    Tally m_tally;
    double m_scale = 0.0;
    std::vector<Part> m_parts;
    std::array<std::size_t, kWanted> m_rank{};
    std::array<std::uint32_t, kWanted> m_wantedBucket{};
    std::array<std::size_t, kWanted> m_below{};
};

} // namespace acceldecide
