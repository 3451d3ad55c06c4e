#include "core/engine/MonteCarloSummary.h"

#include "core/engine/OrderStatistics.h"
#include "core/engine/VectorClones.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <iterator>

namespace acceldecide {

namespace {

constexpr int kBins = SavingHistogram::kBins;
constexpr std::size_t kChunk = 1024;
// Keys are ranked by their top 16 bits first (sign, exponent, 7 bits of mantissa: 1/128 of
// a power of two), so a percentile is found among a bucket's few thousand keys.
constexpr int kBucketBits = 16;

// A float's bits as an unsigned number in the float's order (negatives flipped).
std::uint32_t bucketOf(float value)
{
    const auto bits = std::bit_cast<std::uint32_t>(value);
    // Negative: every bit flipped; otherwise the sign bit set.
    const auto negative = std::uint32_t(std::bit_cast<std::int32_t>(bits) >> 31);
    const std::uint32_t ordered = bits ^ (negative | 0x80000000u);
    return ordered >> (32 - kBucketBits);
}

// SavingHistogram::of()'s bin of a saving, clamped below too so that it also bounds the
// bins of values just under the lowest saving.
struct Binning
{
    double lowest;
    double scale;

    int of(double saving) const { return SavingHistogram::binOf(saving, lowest, scale); }
};

// Every double that rounds to the float `key` lies within this of it: half a float's unit
// in the last place is at most |key| x 2^-24; twice that, plus the smallest subnormal
// step for keys at or near zero, leaves room far beyond double rounding in key ± margin.
double roundingMargin(double key)
{
    return std::abs(key) * 0x1p-23 + 0x1p-149;
}

// Each key's lowest possible bin, whether it could lie in another one (its exact saving
// then decides), and its bucket, over a chunk.
ACCELDECIDE_VECTOR_CLONES
void placeKeys(const float *keys, std::size_t count, Binning binning, int *from,
               std::uint8_t *undecided, std::uint32_t *bucket)
{
    for (std::size_t i = 0; i < count; ++i) {
        const double key = keys[i];
        const double margin = roundingMargin(key);
        const int low = binning.of(key - margin);
        from[i] = low;
        undecided[i] = std::uint8_t(low != binning.of(key + margin));
        bucket[i] = bucketOf(keys[i]);
    }
}

// Whether any of the eight bytes from `at` is set.
bool anyOfEight(const std::uint8_t *at)
{
    std::uint64_t word;
    std::memcpy(&word, at, sizeof word);
    return word != 0;
}

// Which of the three wanted buckets each key of a chunk falls in, one bit per bucket (most
// keys fall in none), worked out without a branch so that it vectorises.
ACCELDECIDE_VECTOR_CLONES
void matchKeys(const float *keys, std::size_t count, std::uint32_t first, std::uint32_t second,
               std::uint32_t third, std::uint8_t *match)
{
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint32_t bucket = bucketOf(keys[i]);
        match[i] = std::uint8_t(int(bucket == first) | int(bucket == second) << 1 |
                                int(bucket == third) << 2);
    }
}

} // namespace

void MonteCarloSummary::Tally::merge(const Tally &other)
{
    cheaper += other.cheaper;
    lowest = std::min(lowest, other.lowest);
    highest = std::max(highest, other.highest);
}

MonteCarloSummary::MonteCarloSummary(std::span<const float> keys, const Tally &tally,
                                     std::size_t parts)
    : m_keys(keys), m_tally(tally)
{
    if (spread())
        m_scale = kBins / (tally.highest - tally.lowest);
    // Parts start on a chunk's boundary, so each is walked in whole chunks but its last.
    const std::size_t chunks = (keys.size() + kChunk - 1) / kChunk;
    parts = std::max<std::size_t>(1, parts);
    m_parts.resize(parts);
    for (std::size_t p = 0; p < parts; ++p) {
        m_parts[p].first = std::min(keys.size(), chunks * p / parts * kChunk);
        m_parts[p].end = std::min(keys.size(), chunks * (p + 1) / parts * kChunk);
    }
}

void MonteCarloSummary::count(std::size_t part)
{
    if (!spread())
        return;
    // Each key's bin as SavingHistogram::of() bins the exact savings (a key whose rounding
    // interval lies within one bin decides it; the others are recomputed), and each key's
    // radix bucket for the percentiles. The arithmetic runs over a chunk of keys at a time
    // so that it vectorises; only the tallies are done one by one.
    Part &mine = m_parts[part];
    const Binning binning{m_tally.lowest, m_scale};
    mine.buckets.assign(std::size_t(1) << kBucketBits, 0);
    // Every key is counted in its lowest possible bin; the few that could lie in another
    // are taken out again afterwards, eight keys' flags looked at as one word.
    constexpr std::size_t kWord = sizeof(std::uint64_t);
    alignas(64) int from[kChunk];
    alignas(64) std::uint8_t undecided[kChunk + kWord] = {};
    alignas(64) std::uint32_t bucket[kChunk];
    for (std::size_t first = mine.first; first < mine.end; first += kChunk) {
        const std::size_t count = std::min(kChunk, mine.end - first);
        placeKeys(m_keys.data() + first, count, binning, from, undecided, bucket);
        std::fill(undecided + count, undecided + count + kWord, std::uint8_t(0));
        for (std::size_t i = 0; i < count; ++i) {
            ++mine.bins[i & 1][std::size_t(from[i])];
            ++mine.buckets[bucket[i]];
        }
        for (std::size_t word = 0; word < count; word += kWord) {
            if (!anyOfEight(undecided + word))
                continue;
            for (std::size_t i = word; i < word + kWord; ++i) {
                if (undecided[i]) {
                    --mine.bins[i & 1][std::size_t(from[i])];
                    mine.undecided.push_back(std::int64_t(first + i));
                }
            }
        }
    }
}

void MonteCarloSummary::locate()
{
    if (!spread())
        return;
    std::vector<std::uint32_t> &buckets = m_parts.front().buckets;
    for (std::size_t p = 1; p < m_parts.size(); ++p) {
        for (std::size_t b = 0; b < buckets.size(); ++b)
            buckets[b] += m_parts[p].buckets[b];
    }
    constexpr int kPercents[kWanted] = {10, 50, 90};
    for (std::size_t p = 0; p < kWanted; ++p) {
        m_rank[p] = OrderStatistics::rankIndex(m_keys.size(), kPercents[p]);
        std::size_t seen = 0;
        std::uint32_t b = 0;
        while (seen + buckets[b] <= m_rank[p])
            seen += buckets[b++];
        m_wantedBucket[p] = b;
        m_below[p] = seen;
    }
}

void MonteCarloSummary::gather(std::size_t part)
{
    if (!spread())
        return;
    static_assert(kWanted == 3, "matchKeys() takes three buckets");
    Part &mine = m_parts[part];
    // Eight keys' matches are looked at as one word, so the keys in no wanted bucket (all
    // but a few in a thousand) cost one test per eight.
    constexpr std::size_t kWord = sizeof(std::uint64_t);
    alignas(64) std::uint8_t match[kChunk + kWord] = {};
    for (std::size_t first = mine.first; first < mine.end; first += kChunk) {
        const std::size_t count = std::min(kChunk, mine.end - first);
        matchKeys(m_keys.data() + first, count, m_wantedBucket[0], m_wantedBucket[1],
                  m_wantedBucket[2], match);
        std::fill(match + count, match + count + kWord, std::uint8_t(0));
        for (std::size_t word = 0; word < count; word += kWord) {
            if (!anyOfEight(match + word))
                continue;
            for (std::size_t i = word; i < word + kWord; ++i) {
                for (std::size_t p = 0; p < kWanted; ++p) {
                    if (match[i] >> p & 1)
                        mine.gathered[p].push_back(std::int64_t(first + i));
                }
            }
        }
    }
}

MonteCarloOptionResult MonteCarloSummary::finish(std::string option,
                                                 const ExactSavings &exact) const
{
    MonteCarloOptionResult result;
    result.option = std::move(option);
    const std::size_t n = m_keys.size();
    result.probabilityCheaper = double(m_tally.cheaper) / double(n);
    SavingHistogram &histogram = result.histogram;
    histogram.low = m_tally.lowest;
    if (!spread()) {
        // Every sample saved the same.
        histogram.counts.assign(1, std::int64_t(n));
        result.savingP10 = result.savingP50 = result.savingP90 = m_tally.lowest;
        return result;
    }

    histogram.width = (m_tally.highest - m_tally.lowest) / kBins;
    histogram.counts.assign(kBins, 0);
    std::vector<std::int64_t> undecided;
    for (const Part &part : m_parts) {
        for (const auto &bins : part.bins)
            for (std::size_t bin = 0; bin < std::size_t(kBins); ++bin)
                histogram.counts[bin] += bins[bin];
        undecided.insert(undecided.end(), part.undecided.begin(), part.undecided.end());
    }
    if (!undecided.empty()) {
        const Binning binning{m_tally.lowest, m_scale};
        for (double saving : exact(undecided))
            ++histogram.counts[std::size_t(binning.of(saving))];
    }

    // Each percentile: the key at its rank among its bucket's keys; the exact savings of
    // the samples sharing that key, ranked after every smaller key.
    std::array<double, kWanted> values{};
    for (std::size_t p = 0; p < kWanted; ++p) {
        std::vector<std::int64_t> gathered;
        for (const Part &part : m_parts)
            gathered.insert(gathered.end(), part.gathered[p].begin(), part.gathered[p].end());
        std::vector<float> inBucket;
        inBucket.reserve(gathered.size());
        for (std::int64_t i : gathered)
            inBucket.push_back(m_keys[std::size_t(i)]);
        const std::size_t within = m_rank[p] - m_below[p];
        std::nth_element(inBucket.begin(), inBucket.begin() + std::ptrdiff_t(within),
                         inBucket.end());
        const float key = inBucket[within];
        std::size_t smaller = 0;
        std::vector<std::int64_t> ties;
        for (std::int64_t i : gathered) {
            const float other = m_keys[std::size_t(i)];
            smaller += other < key;
            if (other == key)
                ties.push_back(i);
        }
        std::vector<double> tied = exact(ties);
        const std::size_t offset = within - smaller;
        std::nth_element(tied.begin(), tied.begin() + std::ptrdiff_t(offset), tied.end());
        values[p] = tied[offset];
    }
    result.savingP10 = values[0];
    result.savingP50 = values[1];
    result.savingP90 = values[2];
    return result;
}

MonteCarloOptionResult MonteCarloSummary::of(std::string option, std::span<const float> keys,
                                             const Tally &tally, const ExactSavings &exact)
{
    MonteCarloSummary summary(keys, tally, 1);
    summary.count(0);
    summary.locate();
    summary.gather(0);
    return summary.finish(std::move(option), exact);
}

} // namespace acceldecide
