#include "core/engine/MonteCarloSimulation.h"

#include "core/engine/MersenneTwister64.h"
#include "core/engine/MonteCarloSummary.h"
#include "core/engine/SavingsColumnStore.h"
#include "core/engine/VectorClones.h"
#include "core/engine/batch/BatchTotals.h"
#include "core/engine/batch/SampleLanes.h"
#include "core/model/ParameterPath.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <stdexcept>
#include <thread>
#include <vector>

namespace acceldecide {

namespace {

// triangular(low, mode, high) with the inverse CDF's constants worked out once; the
// arithmetic is the same as MonteCarloSimulation::triangular(), so the two agree bit
// for bit.
struct Target
{
    double low;
    double mode;
    double high;
    double modeShare;
    double lowArea;  // width x (mode - low)
    double highArea; // width x (high - mode)

    Target(double low_, double mode_, double high_) : low(low_), mode(mode_), high(high_)
    {
        const double width = high - low;
        modeShare = width > 0.0 ? (mode - low) / width : 0.0;
        lowArea = width * (mode - low);
        highArea = width * (high - mode);
    }

    double sample(double u) const
    {
        if (!(high - low > 0.0))
            return mode;
        if (u < modeShare)
            return low + std::sqrt(u * lowArea);
        return high - std::sqrt((1.0 - u) * highArea);
    }

    // sample() over an array of uniform draws, in place: both sides computed and one
    // kept, so the loop has no branch to mispredict (the side is a coin flip).
    ACCELDECIDE_VECTOR_CLONES void sampleInPlace(double *draws, std::size_t count) const
    {
        if (!(high - low > 0.0)) {
            std::fill(draws, draws + count, mode);
            return;
        }
        const double from = low, to = high, split = modeShare, left = lowArea, right = highArea;
        for (std::size_t i = 0; i < count; ++i) {
            const double u = draws[i];
            const double below = from + std::sqrt(u * left);
            const double above = to - std::sqrt((1.0 - u) * right);
            draws[i] = u < split ? below : above;
        }
    }
};

// Per non-baseline option, one saving (baseline total - option total) per sample, as a
// float (MonteCarloSummary recovers the exact figures). Left uninitialised on purpose:
// every slot is written by exactly one block, and zero-filling 4 MB per option first
// would cost more than some whole blocks.
using SavingsTable = std::vector<SavingsColumnStore::Column>;
using Tallies = std::vector<MonteCarloSummary::Tally>; // one per column

// The savings of variants first .. end - 1 in groups of V's width (SampleLanes.h), each
// lane keeping its own running extremes: lane by lane the loop has no chain through
// every saving, which one running minimum would be.
template <typename V>
ACCELDECIDE_LANES_INLINE std::int64_t savingsInLanes(const double *baseline, const double *option,
                                                     std::size_t end, float *out, double &lowest,
                                                     double &highest)
{
    using namespace lanes;
    constexpr std::size_t width = kWidthOf<V>;
    V low = splat<V>(lowest);
    V high = splat<V>(highest);
    V cheaper = splat<V>(0.0);
    const V zero = splat<V>(0.0);
    const V one = splat<V>(1.0);
    std::size_t first = 0;
    for (; first + width <= end; first += width) {
        const V saving = load<V>(baseline + first) - load<V>(option + first);
        for (std::size_t j = 0; j < width; ++j)
            out[first + j] = static_cast<float>(saving[j]);
        cheaper += zero < saving ? one : zero;
        low = saving < low ? saving : low;
        high = high < saving ? saving : high;
    }
    double counted = 0.0;
    for (std::size_t j = 0; j < width; ++j) {
        counted += cheaper[j]; // whole numbers below 2^53: exact in any order
        lowest = std::min(lowest, low[j]);
        highest = std::max(highest, high[j]);
    }
    return std::int64_t(counted);
}

#if defined(ACCELDECIDE_LANES_VERSIONS)
[[gnu::target("default")]] std::int64_t savingsInLanes(const double *baseline, const double *option,
                                                       std::size_t end, float *out, double &lowest,
                                                       double &highest)
{
    return savingsInLanes<lanes::Lanes2>(baseline, option, end, out, lowest, highest);
}
[[gnu::target("arch=x86-64-v3")]] std::int64_t savingsInLanes(const double *baseline,
                                                              const double *option, std::size_t end,
                                                              float *out, double &lowest,
                                                              double &highest)
{
    return savingsInLanes<lanes::Lanes4>(baseline, option, end, out, lowest, highest);
}
[[gnu::target("arch=x86-64-v4")]] std::int64_t savingsInLanes(const double *baseline,
                                                              const double *option, std::size_t end,
                                                              float *out, double &lowest,
                                                              double &highest)
{
    return savingsInLanes<lanes::Lanes8>(baseline, option, end, out, lowest, highest);
}
#else
std::int64_t savingsInLanes(const double *, const double *, std::size_t, float *, double &,
                            double &)
{
    return 0; // no groups: tallySavings() takes every saving one by one
}
#endif

// One option's savings over a batch (baseline total - option total), kept as floats and
// tallied on the exact doubles. The extremes are std::min and std::max taken in order:
// taken in lanes and then across them, they are the same values, and the same bits except
// for a zero, where the first of +0 and -0 seen wins; a zero extreme is retaken in order.
void tallySavings(const double *baseline, const double *option, std::size_t count, float *out,
                  MonteCarloSummary::Tally &tally)
{
    double lowest = tally.lowest, highest = tally.highest;
#if defined(ACCELDECIDE_LANES_VERSIONS)
    const std::size_t whole = count / 8 * 8; // a whole number of groups of any width
#else
    const std::size_t whole = 0;
#endif
    std::int64_t cheaper = savingsInLanes(baseline, option, whole, out, lowest, highest);
    for (std::size_t i = whole; i < count; ++i) {
        const double saving = baseline[i] - option[i];
        out[i] = static_cast<float>(saving);
        cheaper += saving > 0.0;
        lowest = std::min(lowest, saving);
        highest = std::max(highest, saving);
    }
    if (lowest == 0.0 || highest == 0.0) {
        lowest = tally.lowest;
        highest = tally.highest;
        for (std::size_t i = 0; i < count; ++i) {
            const double saving = baseline[i] - option[i];
            lowest = std::min(lowest, saving);
            highest = std::max(highest, saving);
        }
    }
    tally.cheaper += cheaper;
    tally.lowest = lowest;
    tally.highest = highest;
}

// The parameter paths of the scenario's uncertain inputs, in order.
std::vector<std::string> uncertainPaths(const Scenario &scenario)
{
    std::vector<std::string> paths;
    for (const UncertaintyRange &range : scenario.uncertainty)
        paths.push_back(range.target);
    return paths;
}

void simulateBlocks(const Scenario &scenario, const std::vector<Target> &targets,
                    std::int64_t samples, std::uint64_t seed, int threadIndex, int threadCount,
                    SavingsTable &savings, Tallies &tallies, const std::atomic<bool> *cancel)
{
    // Each thread totals its samples a batch at a time (BatchTotals holds the batch's
    // working arrays, so it is the thread's own).
    BatchTotals batch(scenario, uncertainPaths(scenario));

    const std::size_t optionCount = batch.optionCount();
    const std::size_t baselineIndex = batch.baselineIndex();
    constexpr std::size_t kBatch = BatchTotals::kMaxBatch;
    std::vector<double> values(targets.size() * kBatch);
    std::vector<double> draws(targets.size() * kBatch);
    std::vector<double> totals(optionCount * kBatch);
    const std::int64_t blocks =
        (samples + MonteCarloSimulation::kBlockSize - 1) / MonteCarloSimulation::kBlockSize;

    for (std::int64_t block = threadIndex; block < blocks; block += threadCount) {
        // Checked once per block (~0.1 ms of work), so a cancelled run stops promptly
        // without slowing the sample loop.
        if (cancel && cancel->load(std::memory_order_relaxed))
            return;
        MersenneTwister64 engine(seed + static_cast<std::uint64_t>(block));
        const std::int64_t blockEnd =
            std::min(samples, (block + 1) * MonteCarloSimulation::kBlockSize);
        for (std::int64_t first = block * MonteCarloSimulation::kBlockSize; first < blockEnd;
             first += std::int64_t(kBatch)) {
            const auto count = std::size_t(std::min<std::int64_t>(kBatch, blockEnd - first));
            // Draws in the documented order, sample by sample, each target in turn; then
            // each target's inverse CDF over the batch.
            const std::size_t targetCount = targets.size();
            engine.unitIntervals(draws.data(), count * targetCount);
            for (std::size_t t = 0; t < targetCount; ++t) {
                for (std::size_t i = 0; i < count; ++i)
                    values[t * count + i] = draws[i * targetCount + t];
            }
            for (std::size_t t = 0; t < targets.size(); ++t)
                targets[t].sampleInPlace(values.data() + t * count, count);
            batch.compute(values, count, totals);
            const double *baseline = totals.data() + baselineIndex * count;
            std::size_t column = 0;
            for (std::size_t o = 0; o < optionCount; ++o) {
                if (o == baselineIndex)
                    continue;
                const double *option = totals.data() + o * count;
                float *out = savings[column].data() + first;
                tallySavings(baseline, option, count, out, tallies[column++]);
            }
        }
    }
}

// The exact savings of column `column` for the given samples (ascending), drawn and
// totalled as simulateBlocks() does: the same draws, and BatchTotals gives every variant
// the same bits whatever else is in its batch.
std::vector<double> exactSavings(BatchTotals &batch, const std::vector<Target> &targets,
                                 std::uint64_t seed, std::size_t column,
                                 std::span<const std::int64_t> samples)
{
    std::vector<double> exact;
    exact.reserve(samples.size());
    if (samples.empty())
        return exact;
    const std::size_t baselineIndex = batch.baselineIndex();
    const std::size_t optionIndex = column < baselineIndex ? column : column + 1;
    constexpr std::size_t kBatch = BatchTotals::kMaxBatch;
    const std::size_t targetCount = targets.size();
    std::vector<double> values(targetCount * kBatch);
    std::vector<double> totals(batch.optionCount() * kBatch);
    std::vector<double> draws;
    std::size_t next = 0;
    while (next < samples.size()) {
        // One block's draws, then its wanted samples a batch at a time.
        const std::int64_t block = samples[next] / MonteCarloSimulation::kBlockSize;
        const std::int64_t blockFirst = block * MonteCarloSimulation::kBlockSize;
        std::size_t end = next;
        while (end < samples.size() && samples[end] / MonteCarloSimulation::kBlockSize == block)
            ++end;
        const auto lastPosition = std::size_t(samples[end - 1] - blockFirst);
        MersenneTwister64 engine(seed + static_cast<std::uint64_t>(block));
        draws.resize((lastPosition + 1) * targetCount);
        engine.unitIntervals(draws.data(), draws.size());
        for (std::size_t from = next; from < end; from += kBatch) {
            const std::size_t count = std::min(kBatch, end - from);
            for (std::size_t i = 0; i < count; ++i) {
                const auto position = std::size_t(samples[from + i] - blockFirst);
                for (std::size_t t = 0; t < targetCount; ++t)
                    values[t * count + i] = draws[position * targetCount + t];
            }
            for (std::size_t t = 0; t < targetCount; ++t)
                targets[t].sampleInPlace(values.data() + t * count, count);
            batch.compute(values, count, totals);
            for (std::size_t i = 0; i < count; ++i)
                exact.push_back(totals[baselineIndex * count + i] -
                                totals[optionIndex * count + i]);
        }
        next = end;
    }
    return exact;
}

template <typename Work> void runParallel(int threadCount, Work work)
{
    std::vector<std::jthread> workers;
    std::exception_ptr failure;
    std::mutex failureMutex;
    for (int t = 1; t < threadCount; ++t) {
        workers.emplace_back([&, t] {
            try {
                work(t);
            } catch (...) {
                std::lock_guard lock(failureMutex);
                failure = std::current_exception();
            }
        });
    }
    work(0);
    workers.clear(); // joins
    if (failure)
        std::rethrow_exception(failure);
}

// Each uncertain input's distribution, its mode the scenario's value.
std::vector<Target> targetsOf(const Scenario &scenario)
{
    std::vector<Target> targets;
    for (const UncertaintyRange &range : scenario.uncertainty) {
        const auto mode = ParameterPath::value(scenario, range.target);
        if (!mode)
            throw std::invalid_argument("unknown uncertainty target " + range.target);
        targets.emplace_back(range.low, *mode, range.high);
    }
    return targets;
}

// The ids of the options compared with the baseline, one savings column each.
std::vector<std::string> comparedOptionIds(const Scenario &scenario)
{
    const auto baselineIndex = static_cast<std::size_t>(scenario.baselineIndex());
    std::vector<std::string> optionIds;
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        if (i != baselineIndex)
            optionIds.push_back(scenario.options[i].id);
    }
    return optionIds;
}

// Each column's summary with its keys counted and gathered. The summary's passes over
// the keys are split by samples, each thread taking its share of every column, so the
// threads do even work whatever the number of columns (by whole columns, 3 columns on 2
// threads left one thread two of them). What is left per column once the keys are
// counted is small and goes by column.
std::vector<MonteCarloSummary> summariesOf(const SavingsTable &savings,
                                           const std::vector<Tallies> &tallies,
                                           std::int64_t samples, int threadCount)
{
    std::vector<MonteCarloSummary> summaries;
    summaries.reserve(savings.size());
    for (std::size_t j = 0; j < savings.size(); ++j) {
        MonteCarloSummary::Tally tally;
        for (const Tallies &part : tallies)
            tally.merge(part[j]);
        summaries.emplace_back(std::span<const float>(savings[j].data(), std::size_t(samples)),
                               tally, std::size_t(threadCount));
    }
    runParallel(threadCount, [&](int t) {
        for (MonteCarloSummary &summary : summaries)
            summary.count(std::size_t(t));
    });
    for (MonteCarloSummary &summary : summaries)
        summary.locate();
    runParallel(threadCount, [&](int t) {
        for (MonteCarloSummary &summary : summaries)
            summary.gather(std::size_t(t));
    });
    return summaries;
}

// Each column's result from its summary, the columns shared among the threads. The
// figures the summary cannot take from the float keys are totalled again exactly.
std::vector<MonteCarloOptionResult>
finishColumns(const Scenario &scenario, const std::vector<Target> &targets, std::uint64_t seed,
              const std::vector<std::string> &optionIds,
              const std::vector<MonteCarloSummary> &summaries, int threadCount)
{
    const std::size_t columns = optionIds.size();
    std::vector<MonteCarloOptionResult> results(columns);
    const int finishThreads =
        std::max(1, int(std::min<std::size_t>(std::size_t(threadCount), columns)));
    // One BatchTotals per thread for every column's exact savings: setting one up costs
    // more than the few samples each column asks for.
    std::vector<std::optional<BatchTotals>> exactBatches(static_cast<std::size_t>(finishThreads));
    runParallel(finishThreads, [&](int t) {
        for (std::size_t j = std::size_t(t); j < columns; j += std::size_t(finishThreads)) {
            const auto exact = [&](std::span<const std::int64_t> wanted) {
                std::optional<BatchTotals> &batch = exactBatches[std::size_t(t)];
                if (!batch)
                    batch.emplace(scenario, uncertainPaths(scenario));
                return exactSavings(*batch, targets, seed, j, wanted);
            };
            results[j] = summaries[j].finish(optionIds[j], exact);
        }
    });
    return results;
}

} // namespace

double MonteCarloSimulation::triangular(double low, double mode, double high, double u)
{
    return Target(low, mode, high).sample(u);
}

MonteCarloResult MonteCarloSimulation::run(const Scenario &scenario, std::int64_t samples,
                                           std::uint64_t seed, int threads)
{
    return *runCancellable(scenario, samples, seed, threads, nullptr);
}

std::optional<MonteCarloResult> MonteCarloSimulation::run(const Scenario &scenario,
                                                          std::int64_t samples, std::uint64_t seed,
                                                          int threads,
                                                          const std::atomic<bool> &cancel)
{
    return runCancellable(scenario, samples, seed, threads, &cancel);
}

std::optional<MonteCarloResult>
MonteCarloSimulation::runCancellable(const Scenario &scenario, std::int64_t samples,
                                     std::uint64_t seed, int threads,
                                     const std::atomic<bool> *cancel)
{
    if (samples < 1 || samples > kMaxSamples)
        throw std::invalid_argument("Monte Carlo samples must be between 1 and " +
                                    std::to_string(kMaxSamples));
    // The batch walks usage from the profile alone: a re-forecast's billed months are facts,
    // not something to sample.
    if (!scenario.workload.observedUsageScales.empty())
        throw std::invalid_argument("Monte Carlo does not sample a re-forecast's billed usage");
    const std::vector<Target> targets = targetsOf(scenario);
    const std::vector<std::string> optionIds = comparedOptionIds(scenario);
    SavingsTable savings;
    std::vector<Tallies> tallies; // per thread
    for (std::size_t j = 0; j < optionIds.size(); ++j)
        savings.push_back(SavingsColumnStore::take(std::size_t(samples)));

    const std::int64_t blocks = (samples + kBlockSize - 1) / kBlockSize;
    int threadCount =
        threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()));
    threadCount = int(std::min<std::int64_t>(threadCount, blocks));
    tallies.assign(std::size_t(threadCount), Tallies(optionIds.size()));
    runParallel(threadCount, [&](int t) {
        simulateBlocks(scenario, targets, samples, seed, t, threadCount, savings,
                       tallies[std::size_t(t)], cancel);
    });
    if (cancel && cancel->load())
        return std::nullopt;

    MonteCarloResult result;
    result.samples = samples;
    result.seed = seed;
    const std::vector<MonteCarloSummary> summaries =
        summariesOf(savings, tallies, samples, threadCount);
    result.options = finishColumns(scenario, targets, seed, optionIds, summaries, threadCount);
    return result;
}

} // namespace acceldecide
