#include "core/engine/MonteCarloSummary.h"
#include "core/engine/OrderStatistics.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

using namespace acceldecide;

namespace {

// The summary from floats and recomputed samples must equal the one taken directly over
// the exact doubles, to the last bit and the last count.
void expectExact(const std::vector<double> &savings, const std::string &label)
{
    std::vector<float> keys;
    MonteCarloSummary::Tally tally;
    for (double saving : savings) {
        keys.push_back(static_cast<float>(saving));
        tally.cheaper += saving > 0.0;
        tally.lowest = std::min(tally.lowest, saving);
        tally.highest = std::max(tally.highest, saving);
    }
    std::int64_t recomputed = 0;
    const auto exact = [&](std::span<const std::int64_t> samples) {
        std::vector<double> values;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            if (i > 0) {
                EXPECT_LT(samples[i - 1], samples[i]) << label << ": samples ascend";
            }
            values.push_back(savings[std::size_t(samples[i])]);
        }
        recomputed += std::int64_t(samples.size());
        return values;
    };
    const MonteCarloOptionResult got = MonteCarloSummary::of("o", keys, tally, exact);

    const SavingHistogram histogram = SavingHistogram::of(savings, tally.lowest, tally.highest);
    constexpr int kPercents[] = {10, 50, 90};
    const std::vector<double> ranks = OrderStatistics::nearestRanks(savings, kPercents);
    EXPECT_EQ(got.histogram.low, histogram.low) << label;
    EXPECT_EQ(got.histogram.width, histogram.width) << label;
    EXPECT_EQ(got.histogram.counts, histogram.counts) << label;
    EXPECT_EQ(got.savingP10, ranks[0]) << label;
    EXPECT_EQ(got.savingP50, ranks[1]) << label;
    EXPECT_EQ(got.savingP90, ranks[2]) << label;
    EXPECT_EQ(got.probabilityCheaper, double(tally.cheaper) / double(savings.size())) << label;
    // Recomputing is for the few samples a float cannot place, never a second pass.
    if (label == "continuous") {
        EXPECT_LT(recomputed, 100) << label;
    }

    // Split into parts (as threads run it), counted and gathered last part first, the
    // summary is the same; with more parts than chunks of keys some parts are empty.
    for (std::size_t parts : {2u, 3u, 64u}) {
        MonteCarloSummary summary(keys, tally, parts);
        for (std::size_t part = parts; part-- > 0;)
            summary.count(part);
        summary.locate();
        for (std::size_t part = parts; part-- > 0;)
            summary.gather(part);
        const MonteCarloOptionResult split = summary.finish("o", exact);
        const std::string splitLabel = label + ", " + std::to_string(parts) + " parts";
        EXPECT_EQ(split.histogram.low, got.histogram.low) << splitLabel;
        EXPECT_EQ(split.histogram.width, got.histogram.width) << splitLabel;
        EXPECT_EQ(split.histogram.counts, got.histogram.counts) << splitLabel;
        EXPECT_EQ(split.savingP10, got.savingP10) << splitLabel;
        EXPECT_EQ(split.savingP50, got.savingP50) << splitLabel;
        EXPECT_EQ(split.savingP90, got.savingP90) << splitLabel;
        EXPECT_EQ(split.probabilityCheaper, got.probabilityCheaper) << splitLabel;
    }
}

} // namespace

TEST(MonteCarloSummary, ContinuousSavingsMatchTheExactSummary)
{
    std::mt19937_64 engine(42);
    std::normal_distribution<double> saving(250'000.0, 1'000'000.0);
    std::vector<double> savings(300'000);
    for (double &value : savings)
        value = saving(engine);
    expectExact(savings, "continuous");
}

TEST(MonteCarloSummary, SavingsOnAndAroundBinEdgesAreBinnedExactly)
{
    // Values a float cannot tell apart, sitting on every bin edge and one double either
    // side of it.
    std::vector<double> savings = {-1'234'567.0, 8'765'432.1};
    const double width = (savings[1] - savings[0]) / SavingHistogram::kBins;
    for (int edge = 1; edge < SavingHistogram::kBins; ++edge) {
        const double at = savings[0] + edge * width;
        savings.push_back(at);
        savings.push_back(std::nextafter(at, -INFINITY));
        savings.push_back(std::nextafter(at, INFINITY));
        savings.push_back(at + 0.01);
        savings.push_back(at - 0.01);
    }
    std::mt19937_64 engine(7);
    std::uniform_real_distribution<double> uniform(savings[0], savings[1]);
    while (savings.size() < 20'000)
        savings.push_back(uniform(engine));
    std::shuffle(savings.begin(), savings.end(), engine);
    expectExact(savings, "edges");
}

TEST(MonteCarloSummary, ManyEqualSavingsAndNearTiesRankExactly)
{
    // A commitment that covers all the usage gives many futures the same cost; doubles a
    // cent apart share a float.
    std::mt19937_64 engine(3);
    std::uniform_int_distribution<int> pick(0, 9);
    std::vector<double> savings;
    for (int i = 0; i < 50'000; ++i)
        savings.push_back(pick(engine) < 6 ? 1'500'000.25 : 1'500'000.0 + 0.001 * pick(engine));
    expectExact(savings, "ties");
    for (double &value : savings)
        value = -value;
    expectExact(savings, "negative ties");
}

TEST(MonteCarloSummary, EqualSavingsMakeOneBin)
{
    const std::vector<double> savings(5'000, -42.5);
    expectExact(savings, "equal");
}

TEST(MonteCarloSummary, SavingsAcrossZeroAndTinyValues)
{
    std::mt19937_64 engine(11);
    std::normal_distribution<double> saving(0.0, 1e-3);
    std::vector<double> savings(10'000);
    for (double &value : savings)
        value = saving(engine);
    savings[17] = 0.0;
    savings[18] = 1e-300;
    savings[19] = -1e-300;
    expectExact(savings, "around zero");
}

// A trillion-dollar saving that varies by a thousandth of a dollar: a float key lies
// billions of bins outside the range, which the binning must clamp before it becomes an
// int (found by fuzz_scenario as a float-to-int overflow).
TEST(MonteCarloSummary, ARangeFarNarrowerThanAFloatsRoundingIsBinnedExactly)
{
    std::vector<double> savings;
    for (int i = 0; i < 3'000; ++i)
        savings.push_back(1e12 + (i % 7) * 1.5e-4);
    expectExact(savings, "narrow range, large magnitude");
}

TEST(SavingHistogram, BinOfClampsOutOfRangeAndNotANumberToTheNearerEnd)
{
    const double lowest = 100.0;
    const double scale = SavingHistogram::kBins / 40.0; // one bin per dollar
    EXPECT_EQ(SavingHistogram::binOf(100.0, lowest, scale), 0);
    EXPECT_EQ(SavingHistogram::binOf(112.5, lowest, scale), 12);
    EXPECT_EQ(SavingHistogram::binOf(140.0, lowest, scale), SavingHistogram::kBins - 1);
    EXPECT_EQ(SavingHistogram::binOf(-1e30, lowest, scale), 0);
    EXPECT_EQ(SavingHistogram::binOf(1e30, lowest, scale), SavingHistogram::kBins - 1);
    EXPECT_EQ(SavingHistogram::binOf(std::nan(""), lowest, scale), 0);
    EXPECT_EQ(SavingHistogram::binOf(100.5, lowest, 1e300 * 1e300), SavingHistogram::kBins - 1);
}
