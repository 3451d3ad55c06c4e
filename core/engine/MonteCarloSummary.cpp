#include "core/engine/MonteCarloSummary.h"

#include "core/engine/OrderStatistics.h"
#include "core/engine/VectorClones.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
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

// Each key's possible bins (from, to) and its bucket, over a chunk.
ACCELDECIDE_VECTOR_CLONES
void placeKeys(const float *keys, std::size_t count, Binning binning, int *from, int *to,
               std::uint32_t *bucket)
{
    for (std::size_t i = 0; i < count; ++i) {
        const double key = keys[i];
        const double margin = roundingMargin(key);
        from[i] = binning.of(key - margin);
        to[i] = binning.of(key + margin);
        bucket[i] = bucketOf(keys[i]);
    }
}

ACCELDECIDE_VECTOR_CLONES
void bucketKeys(const float *keys, std::size_t count, std::uint32_t *bucket)
{
    for (std::size_t i = 0; i < count; ++i)
        bucket[i] = bucketOf(keys[i]);
}

} // namespace

void MonteCarloSummary::Tally::merge(const Tally &other)
{
    cheaper += other.cheaper;
    lowest = std::min(lowest, other.lowest);
    highest = std::max(highest, other.highest);
}

MonteCarloOptionResult MonteCarloSummary::of(std::string option, std::span<const float> keys,
                                             const Tally &tally, const ExactSavings &exact)
{
    MonteCarloOptionResult result;
    result.option = std::move(option);
    const std::size_t n = keys.size();
    result.probabilityCheaper = double(tally.cheaper) / double(n);
    SavingHistogram &histogram = result.histogram;
    histogram.low = tally.lowest;
    if (!(tally.highest > tally.lowest)) {
        // Every sample saved the same.
        histogram.counts.assign(1, std::int64_t(n));
        result.savingP10 = result.savingP50 = result.savingP90 = tally.lowest;
        return result;
    }

    // One pass: each key's bin as SavingHistogram::of() bins the exact savings (a key
    // whose rounding interval lies within one bin decides it; the others are recomputed),
    // and each key's radix bucket for the percentiles. The arithmetic runs over a chunk
    // of keys at a time so that it vectorises; only the tallies are done one by one.
    histogram.width = (tally.highest - tally.lowest) / kBins;
    const Binning binning{tally.lowest, kBins / (tally.highest - tally.lowest)};
    std::array<std::array<std::int64_t, kBins>, 2> tallies{};
    std::vector<std::uint32_t> buckets(std::size_t(1) << kBucketBits, 0);
    std::vector<std::int64_t> undecided;
    alignas(64) int from[kChunk];
    alignas(64) int to[kChunk];
    alignas(64) std::uint32_t bucket[kChunk];
    for (std::size_t first = 0; first < n; first += kChunk) {
        const std::size_t count = std::min(kChunk, n - first);
        const float *chunk = keys.data() + first;
        placeKeys(chunk, count, binning, from, to, bucket);
        for (std::size_t i = 0; i < count; ++i) {
            ++tallies[i & 1][std::size_t(from[i])];
            ++buckets[bucket[i]];
            if (from[i] != to[i]) {
                --tallies[i & 1][std::size_t(from[i])];
                undecided.push_back(std::int64_t(first + i));
            }
        }
    }
    if (!undecided.empty()) {
        for (double saving : exact(undecided))
            ++tallies[0][std::size_t(binning.of(saving))];
    }
    histogram.counts.assign(kBins, 0);
    for (const auto &part : tallies)
        for (std::size_t bin = 0; bin < std::size_t(kBins); ++bin)
            histogram.counts[bin] += part[bin];

    // Each percentile: the bucket holding its rank; that bucket's keys gathered in a second
    // pass; the key at the rank among them; the exact savings of the samples sharing that
    // key, ranked after every smaller key.
    constexpr int kPercents[] = {10, 50, 90};
    constexpr std::size_t kWanted = std::size(kPercents);
    std::array<std::size_t, kWanted> rank{};
    std::array<std::uint32_t, kWanted> wantedBucket{};
    std::array<std::size_t, kWanted> below{};
    for (std::size_t p = 0; p < kWanted; ++p) {
        rank[p] = OrderStatistics::rankIndex(n, kPercents[p]);
        std::size_t seen = 0;
        std::uint32_t b = 0;
        while (seen + buckets[b] <= rank[p])
            seen += buckets[b++];
        wantedBucket[p] = b;
        below[p] = seen;
    }
    std::array<std::vector<std::int64_t>, kWanted> gathered;
    for (std::size_t first = 0; first < n; first += kChunk) {
        const std::size_t count = std::min(kChunk, n - first);
        const float *chunk = keys.data() + first;
        bucketKeys(chunk, count, bucket);
        for (std::size_t i = 0; i < count; ++i) {
            for (std::size_t p = 0; p < kWanted; ++p) {
                if (bucket[i] == wantedBucket[p])
                    gathered[p].push_back(std::int64_t(first + i));
            }
        }
    }
    std::array<double, kWanted> values{};
    for (std::size_t p = 0; p < kWanted; ++p) {
        std::vector<float> inBucket;
        inBucket.reserve(gathered[p].size());
        for (std::int64_t i : gathered[p])
            inBucket.push_back(keys[std::size_t(i)]);
        const std::size_t within = rank[p] - below[p];
        std::nth_element(inBucket.begin(), inBucket.begin() + std::ptrdiff_t(within),
                         inBucket.end());
        const float key = inBucket[within];
        std::size_t smaller = 0;
        std::vector<std::int64_t> ties;
        for (std::int64_t i : gathered[p]) {
            const float other = keys[std::size_t(i)];
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

} // namespace acceldecide
