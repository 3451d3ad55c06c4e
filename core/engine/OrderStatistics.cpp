#include "core/engine/OrderStatistics.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

namespace acceldecide {

namespace {

constexpr std::size_t kSmallInput = 4096;     // below this, just select directly
constexpr std::size_t kSubsampleSize = 2048;  // random sample that brackets the rank
constexpr std::size_t kBracketHalfWidth = 96; // subsample positions each side of the estimate

double selectDirectly(std::span<const double> values, std::size_t index)
{
    std::vector<double> copy(values.begin(), values.end());
    std::nth_element(copy.begin(), copy.begin() + std::ptrdiff_t(index), copy.end());
    return copy[index];
}

// kSubsampleSize values at positions drawn at random (with a fixed seed, so a run is
// repeatable), sorted: a strided subsample aliases with values laid out in periodic
// blocks, as Monte Carlo's columns are, and then brackets the wrong ranks.
std::vector<double> sortedSubsample(std::span<const double> values)
{
    std::mt19937_64 pick(0x0DDBA11);
    std::uniform_int_distribution<std::size_t> position(0, values.size() - 1);
    std::vector<double> subsample;
    subsample.reserve(kSubsampleSize);
    for (std::size_t i = 0; i < kSubsampleSize; ++i)
        subsample.push_back(values[position(pick)]);
    std::sort(subsample.begin(), subsample.end());
    return subsample;
}

// The values around one wanted rank, between two of the subsample's. Values equal to an
// end are counted, not stored: a column with many equal values (every future in which a
// commitment covers all the usage costs the same) would otherwise overflow the bracket
// and fall back to a full selection.
struct Bracket
{
    std::size_t index;
    double low;
    double high;
    std::size_t below = 0;
    std::size_t atLow = 0;
    std::size_t atHigh = 0; // 0 when low == high (counted in atLow)
    std::size_t count = 0;  // values strictly inside, possibly more than fit in `inside`
    // Not zero-filled: only the slots written are read, and most of the buffer's
    // pages are never touched.
    std::unique_ptr<double[]> inside;
};

// The bracket around rank `index` of n values: kBracketHalfWidth subsample positions
// either side of where the rank falls in the subsample, with room for `capacity` values.
Bracket bracketAround(std::size_t index, std::size_t n, const std::vector<double> &subsample,
                      std::size_t capacity)
{
    const auto estimate =
        static_cast<std::ptrdiff_t>(double(index) / double(n) * double(kSubsampleSize));
    const auto lowPos = std::max<std::ptrdiff_t>(0, estimate - std::ptrdiff_t(kBracketHalfWidth));
    const auto highPos = std::min<std::ptrdiff_t>(std::ptrdiff_t(kSubsampleSize) - 1,
                                                  estimate + std::ptrdiff_t(kBracketHalfWidth));
    // The bracket is open at the ends of the subsample so the extremes are covered.
    const double low = lowPos == 0 ? -INFINITY : subsample[std::size_t(lowPos)];
    const double high =
        highPos == std::ptrdiff_t(kSubsampleSize) - 1 ? INFINITY : subsample[std::size_t(highPos)];
    return {index, low, high, 0, 0, 0, 0, std::make_unique_for_overwrite<double[]>(capacity + 1)};
}

// One pass over the values: those below the bracket and at its ends counted, those
// inside gathered (up to `capacity`). The pass is branch-free: around the median,
// "below or inside?" is a coin flip the branch predictor loses half the time, which
// made the pass several times slower.
void fillBracket(std::span<const double> values, std::size_t capacity, Bracket &bracket)
{
    double *slots = bracket.inside.get();
    std::size_t below = 0, atLow = 0, atHigh = 0, count = 0;
    const double low = bracket.low;
    const double high = bracket.high;
    const bool distinctEnds = low != high;
    for (double value : values) {
        below += value < low;
        atLow += value == low;
        atHigh += distinctEnds & (value == high);
        // Always store, then keep the value by advancing only when it is inside;
        // the spare last slot absorbs stores once the buffer is full.
        slots[std::min(count, capacity)] = value;
        count += (value > low) & (value < high);
    }
    bracket.below = below;
    bracket.atLow = atLow;
    bracket.atHigh = atHigh;
    bracket.count = count;
}

// The value of the bracket's rank: an end of it, a selection among the values gathered
// inside it, or, where the rank fell outside it or too many values inside, a selection
// among all the values.
double rankedValue(std::span<const double> values, std::size_t capacity, Bracket &bracket)
{
    // Ranks in order: below, equal to low, strictly inside, equal to high.
    const std::size_t insideFrom = bracket.below + bracket.atLow;
    const std::size_t highFrom = insideFrom + bracket.count;
    if (bracket.index < bracket.below || bracket.index >= highFrom + bracket.atHigh)
        return selectDirectly(values, bracket.index);
    if (bracket.index < insideFrom)
        return bracket.low;
    if (bracket.index >= highFrom)
        return bracket.high;
    if (bracket.count <= capacity) {
        const auto offset = std::ptrdiff_t(bracket.index - insideFrom);
        double *inside = bracket.inside.get();
        std::nth_element(inside, inside + offset, inside + bracket.count);
        return inside[std::size_t(offset)];
    }
    return selectDirectly(values, bracket.index);
}

} // namespace

std::size_t OrderStatistics::rankIndex(std::size_t count, int percent)
{
    // Integer arithmetic keeps ceil() exact: rank = ceil(percent x n / 100).
    const auto n = static_cast<std::uint64_t>(count);
    const std::uint64_t rank = std::max<std::uint64_t>(1, (std::uint64_t(percent) * n + 99) / 100);
    return static_cast<std::size_t>(std::min<std::uint64_t>(rank, n) - 1);
}

double OrderStatistics::nearestRank(std::span<const double> values, int percent)
{
    const int percents[] = {percent};
    return nearestRanks(values, percents).front();
}

std::vector<double> OrderStatistics::nearestRanks(std::span<const double> values,
                                                  std::span<const int> percents)
{
    std::vector<double> results;
    results.reserve(percents.size());
    const std::size_t n = values.size();
    if (n == 0) {
        results.assign(percents.size(), 0.0);
        return results;
    }
    if (n < kSmallInput) {
        for (int percent : percents)
            results.push_back(selectDirectly(values, rankIndex(n, percent)));
        return results;
    }

    const std::vector<double> subsample = sortedSubsample(values);
    // One bracket per wanted rank, each filled by a pass over the values. A bracket
    // spans about 2 x kBracketHalfWidth subsample steps of the values; twice that leaves
    // room for unlucky subsamples before falling back.
    const std::size_t capacity = 2 * (n / kSubsampleSize + 1) * (2 * kBracketHalfWidth + 2);
    std::vector<Bracket> brackets;
    brackets.reserve(percents.size());
    for (int percent : percents)
        brackets.push_back(bracketAround(rankIndex(n, percent), n, subsample, capacity));
    for (Bracket &bracket : brackets)
        fillBracket(values, capacity, bracket);
    for (Bracket &bracket : brackets)
        results.push_back(rankedValue(values, capacity, bracket));
    return results;
}

} // namespace acceldecide
