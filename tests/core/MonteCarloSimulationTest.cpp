#include "core/engine/MonteCarloSimulation.h"
#include "TestScenarios.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/model/ParameterPath.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <random>

using namespace acceldecide;

namespace {

Scenario uncertainSeed004()
{
    Scenario scenario = test::seed004Inference();
    // Seed 004: "2-6 weeks" of porting; the 30-50 % advantage as a throughput range.
    scenario.uncertainty = {{"options.trn3.migration.weeks", 2.0, 6.0},
                            {"options.trn3.throughput.tokens_per_sec_per_accelerator", 1200, 2000},
                            {"workload.tokens_per_day_billion", 0.2, 1.5}};
    return scenario;
}

// Each sample's saving against the baseline for option `optionIndex`, in sample order,
// drawn by the documented rule (one block: mt19937_64(seed)) and totalled one by one.
std::vector<double> savingsInOrder(const Scenario &scenario, std::size_t optionIndex,
                                   std::int64_t samples, std::uint64_t seed)
{
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    std::vector<std::vector<double *>> places;
    for (const UncertaintyRange &range : scenario.uncertainty)
        places.push_back(inputs.bind(scenario, range.target));
    std::mt19937_64 engine(seed);
    std::vector<double> totals(scenario.options.size());
    std::vector<double> savings;
    for (std::int64_t k = 0; k < samples; ++k) {
        for (std::size_t t = 0; t < places.size(); ++t) {
            const UncertaintyRange &range = scenario.uncertainty[t];
            const double value = MonteCarloSimulation::triangular(
                range.low, *ParameterPath::value(scenario, range.target), range.high,
                MonteCarloSimulation::unitInterval(engine()));
            for (double *place : places[t])
                *place = value;
        }
        ScenarioTotals::compute(inputs, totals);
        savings.push_back(totals[inputs.baselineIndex] - totals[optionIndex]);
    }
    return savings;
}

} // namespace

TEST(MonteCarloSimulation, TriangularInverseCdf)
{
    EXPECT_DOUBLE_EQ(MonteCarloSimulation::triangular(2, 3, 6, 0.0), 2.0);
    EXPECT_DOUBLE_EQ(MonteCarloSimulation::triangular(2, 3, 6, 0.25), 3.0); // F(mode) = 1/4
    EXPECT_NEAR(MonteCarloSimulation::triangular(2, 3, 6, 1.0), 6.0, 1e-12);
    EXPECT_DOUBLE_EQ(MonteCarloSimulation::triangular(4, 4, 4, 0.7), 4.0);
    EXPECT_DOUBLE_EQ(MonteCarloSimulation::unitInterval(~0ULL), 1.0 - 0x1.0p-53);
}

TEST(MonteCarloSimulation, FollowsTheBlockSeedingRule)
{
    // One target, 3 samples: sample k of block 0 uses draw k of mt19937_64(seed).
    Scenario scenario = test::seed004Inference();
    scenario.uncertainty = {{"options.trn3.migration.weeks", 2.0, 6.0}};
    std::mt19937_64 engine(7);
    std::vector<double> expected;
    for (int k = 0; k < 3; ++k) {
        Scenario sample = scenario;
        sample.options[1].migration->weeks =
            MonteCarloSimulation::triangular(2, 3, 6, MonteCarloSimulation::unitInterval(engine()));
        const Evaluation evaluation = ScenarioEvaluator::evaluate(sample);
        expected.push_back(evaluation.options[0].totalUsd() - evaluation.options[1].totalUsd());
    }
    std::sort(expected.begin(), expected.end());
    const MonteCarloResult result = MonteCarloSimulation::run(scenario, 3, 7, 1);
    ASSERT_EQ(result.options.size(), 1u);
    // Nearest rank with n = 3: P10 -> 1st, P50 -> 2nd, P90 -> 3rd.
    EXPECT_NEAR(result.options[0].savingP10, expected[0], 1e-6);
    EXPECT_NEAR(result.options[0].savingP50, expected[1], 1e-6);
    EXPECT_NEAR(result.options[0].savingP90, expected[2], 1e-6);
}

TEST(MonteCarloSimulation, SameSeedSameResultOnOneAndTwoThreads)
{
    const Scenario scenario = uncertainSeed004();
    const MonteCarloResult one = MonteCarloSimulation::run(scenario, 50000, 42, 1);
    const MonteCarloResult two = MonteCarloSimulation::run(scenario, 50000, 42, 2);
    ASSERT_EQ(one.options.size(), two.options.size());
    for (std::size_t i = 0; i < one.options.size(); ++i) {
        EXPECT_EQ(one.options[i].probabilityCheaper, two.options[i].probabilityCheaper);
        EXPECT_EQ(one.options[i].savingP10, two.options[i].savingP10);
        EXPECT_EQ(one.options[i].savingP50, two.options[i].savingP50);
        EXPECT_EQ(one.options[i].savingP90, two.options[i].savingP90);
    }
    const MonteCarloResult other = MonteCarloSimulation::run(scenario, 50000, 43, 2);
    EXPECT_NE(one.options[0].savingP50, other.options[0].savingP50);
}

// Three saving columns, which the summary splits by samples among the threads: every
// figure, the histogram's counts included, is the same on any number of threads.
TEST(MonteCarloSimulation, ThreeColumnsGiveTheSameResultOnAnyNumberOfThreads)
{
    Scenario scenario = uncertainSeed004();
    Option cheaper = scenario.options[1];
    cheaper.id = "trn3_cheaper";
    Option slower = scenario.options[1];
    slower.id = "trn3_longer_port";
    slower.migration = Migration{5.0, std::nullopt, std::nullopt, std::nullopt};
    scenario.options.push_back(cheaper);
    scenario.options.push_back(slower);
    scenario.uncertainty.push_back({"options.trn3_cheaper.migration.weeks", 1.0, 4.0});
    const std::int64_t samples = 3 * MonteCarloSimulation::kBlockSize + 123;
    const MonteCarloResult one = MonteCarloSimulation::run(scenario, samples, 5, 1);
    ASSERT_EQ(one.options.size(), 3u);
    for (int threads : {2, 3, 4}) {
        const MonteCarloResult many = MonteCarloSimulation::run(scenario, samples, 5, threads);
        ASSERT_EQ(many.options.size(), one.options.size());
        for (std::size_t i = 0; i < one.options.size(); ++i) {
            EXPECT_EQ(many.options[i].option, one.options[i].option);
            EXPECT_EQ(many.options[i].probabilityCheaper, one.options[i].probabilityCheaper);
            EXPECT_EQ(many.options[i].savingP10, one.options[i].savingP10);
            EXPECT_EQ(many.options[i].savingP50, one.options[i].savingP50);
            EXPECT_EQ(many.options[i].savingP90, one.options[i].savingP90);
            EXPECT_EQ(many.options[i].histogram.low, one.options[i].histogram.low);
            EXPECT_EQ(many.options[i].histogram.width, one.options[i].histogram.width);
            EXPECT_EQ(many.options[i].histogram.counts, one.options[i].histogram.counts);
        }
    }
}

TEST(MonteCarloSimulation, ZeroWidthRangesReproduceThePointEstimate)
{
    Scenario scenario = test::seed004Inference();
    scenario.uncertainty = {{"options.trn3.migration.weeks", 3.0, 3.0},
                            {"team.hourly_rate_usd", 150.0, 150.0}};
    const Evaluation point = ScenarioEvaluator::evaluate(scenario);
    const double saving = point.options[0].totalUsd() - point.options[1].totalUsd();
    const MonteCarloResult result = MonteCarloSimulation::run(scenario, 10000, 1, 2);
    EXPECT_NEAR(result.options[0].savingP10, saving, 1e-9 * saving);
    EXPECT_NEAR(result.options[0].savingP50, saving, 1e-9 * saving);
    EXPECT_NEAR(result.options[0].savingP90, saving, 1e-9 * saving);
    EXPECT_EQ(result.options[0].probabilityCheaper, 1.0);
}

TEST(MonteCarloSimulation, PercentilesAreOrderedAndProbabilityIsAShare)
{
    const MonteCarloResult result = MonteCarloSimulation::run(uncertainSeed004(), 20000, 1, 2);
    const MonteCarloOptionResult &trn3 = result.options[0];
    EXPECT_EQ(result.samples, 20000);
    EXPECT_LE(trn3.savingP10, trn3.savingP50);
    EXPECT_LE(trn3.savingP50, trn3.savingP90);
    EXPECT_GT(trn3.probabilityCheaper, 0.0);
    EXPECT_LT(trn3.probabilityCheaper, 1.0); // at 0.2 B tokens/day the port does not pay off
}

TEST(MonteCarloSimulation, RejectsSampleCountsOutOfRange)
{
    EXPECT_THROW(MonteCarloSimulation::run(uncertainSeed004(), 0, 1), std::invalid_argument);
    EXPECT_THROW(
        MonteCarloSimulation::run(uncertainSeed004(), MonteCarloSimulation::kMaxSamples + 1, 1),
        std::invalid_argument);
}

TEST(MonteCarloSimulation, HistogramCountsEverySampleBetweenItsExtremes)
{
    const MonteCarloResult result = MonteCarloSimulation::run(uncertainSeed004(), 10'000, 3, 2);
    ASSERT_EQ(result.options.size(), 1u);
    const SavingHistogram &histogram = result.options[0].histogram;
    ASSERT_EQ(histogram.counts.size(), std::size_t(SavingHistogram::kBins));
    std::int64_t total = 0;
    for (std::int64_t count : histogram.counts)
        total += count;
    EXPECT_EQ(total, 10'000);
    EXPECT_GT(histogram.width, 0.0);
    // The percentiles lie inside the binned range.
    EXPECT_LE(histogram.low, result.options[0].savingP10);
    EXPECT_GE(histogram.low + histogram.width * SavingHistogram::kBins,
              result.options[0].savingP90);
}

TEST(SavingHistogram, BinsByValueAndKeepsTheMaximumInTheLastBin)
{
    const std::vector<double> savings = {0.0, 1.0, 39.5, 40.0};
    const SavingHistogram histogram = SavingHistogram::of(savings, 0.0, 40.0);
    EXPECT_EQ(histogram.width, 1.0);
    EXPECT_EQ(histogram.counts[0], 1);
    EXPECT_EQ(histogram.counts[1], 1);
    EXPECT_EQ(histogram.counts[39], 2);
    const SavingHistogram flat = SavingHistogram::of(std::vector<double>{5.0, 5.0}, 5.0, 5.0);
    EXPECT_EQ(flat.counts, std::vector<std::int64_t>{2});
    EXPECT_EQ(flat.width, 0.0);
}

TEST(MonteCarloSimulation, ACancelledRunReturnsNothing)
{
    std::atomic<bool> cancel{true};
    EXPECT_FALSE(MonteCarloSimulation::run(uncertainSeed004(), 100'000, 1, 2, cancel));
    cancel = false;
    const auto finished = MonteCarloSimulation::run(uncertainSeed004(), 100'000, 1, 2, cancel);
    ASSERT_TRUE(finished);
    const MonteCarloResult plain = MonteCarloSimulation::run(uncertainSeed004(), 100'000, 1, 2);
    EXPECT_EQ(finished->options[0].savingP50, plain.options[0].savingP50);
    EXPECT_EQ(finished->options[0].histogram.counts, plain.options[0].histogram.counts);
}

// The extremes and the count of cheaper samples are tallied in lanes over a batch; they
// equal std::min, std::max and the count taken over the savings in sample order, to the
// bit, also for a sample count that leaves a ragged last group.
TEST(MonteCarloSimulation, ExtremesAndChancesAreThoseOfTheSavingsInOrder)
{
    const Scenario scenario = uncertainSeed004();
    const std::int64_t samples = 1003;
    const std::vector<double> savings = savingsInOrder(scenario, 1, samples, 11);
    double lowest = std::numeric_limits<double>::infinity();
    double highest = -lowest;
    std::int64_t cheaper = 0;
    for (double saving : savings) {
        lowest = std::min(lowest, saving);
        highest = std::max(highest, saving);
        cheaper += saving > 0.0;
    }
    ASSERT_LT(lowest, highest);
    const MonteCarloResult result = MonteCarloSimulation::run(scenario, samples, 11, 1);
    ASSERT_EQ(result.options.size(), 1u);
    const MonteCarloOptionResult &option = result.options[0];
    EXPECT_EQ(option.histogram.low, lowest);
    EXPECT_EQ(option.histogram.width, (highest - lowest) / SavingHistogram::kBins);
    EXPECT_EQ(option.probabilityCheaper, double(cheaper) / double(samples));
}

// An option that costs what the baseline costs saves +0 in every sample: the zero extremes
// are taken in order too.
TEST(MonteCarloSimulation, AnOptionLikeTheBaselineSavesZeroEverywhere)
{
    Scenario scenario = uncertainSeed004();
    Option twin = scenario.options[0];
    twin.id = "twin";
    scenario.options.push_back(twin);
    const MonteCarloResult result = MonteCarloSimulation::run(scenario, 1003, 11, 1);
    const auto found = std::find_if(result.options.begin(), result.options.end(),
                                    [](const auto &option) { return option.option == "twin"; });
    ASSERT_NE(found, result.options.end());
    EXPECT_EQ(found->probabilityCheaper, 0.0);
    EXPECT_EQ(found->histogram.low, 0.0);
    EXPECT_FALSE(std::signbit(found->histogram.low));
    EXPECT_EQ(found->histogram.counts, std::vector<std::int64_t>{1003});
    EXPECT_EQ(found->savingP50, 0.0);
}
