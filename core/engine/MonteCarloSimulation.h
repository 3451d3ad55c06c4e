#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <atomic>
#include <cstdint>
#include <optional>

namespace acceldecide {

// Monte Carlo over the scenario's uncertainty ranges. Every sample draws each target
// once, in listed order, from triangular(low, scenario value, high) by inverse CDF,
// shared by all options. Samples come in blocks of kBlockSize; block b uses
// std::mt19937_64(seed + b) and sample k of a block takes that engine's draws
// k*T .. k*T+T-1 (T = number of targets). Because a block's draws never depend on
// which thread runs it, the result is bit-identical for any thread count.
class MonteCarloSimulation
{
public:
    static constexpr std::int64_t kBlockSize = 4096;
    static constexpr std::int64_t kMaxSamples = 10'000'000;

    // threads = 0 uses every core.
    static MonteCarloResult run(const Scenario &scenario, std::int64_t samples, std::uint64_t seed,
                                int threads = 0);
    // The same, abandoned (nullopt) as soon as `cancel` becomes true: a newer input in
    // the GUI makes an older run worthless.
    static std::optional<MonteCarloResult> run(const Scenario &scenario, std::int64_t samples,
                                               std::uint64_t seed, int threads,
                                               const std::atomic<bool> &cancel);

    // Inverse CDF of the triangular distribution with the given low, mode and high.
    static double triangular(double low, double mode, double high, double u);
    // 53 random bits to a double in [0, 1).
    static double unitInterval(std::uint64_t bits) { return double(bits >> 11) * 0x1.0p-53; }

private:
    static std::optional<MonteCarloResult> runCancellable(const Scenario &scenario,
                                                          std::int64_t samples, std::uint64_t seed,
                                                          int threads,
                                                          const std::atomic<bool> *cancel);
};

} // namespace acceldecide
