#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace acceldecide {

// The exact output stream of std::mt19937_64(seed), produced a whole state (312 numbers)
// at a time: the twist and the tempering run as loops over arrays, which the compiler
// vectorises, where the standard engine twists and tempers one number per call. Monte
// Carlo draws every number of a block, so it takes them in bulk.
class MersenneTwister64
{
public:
    static constexpr std::size_t kStateSize = 312;

    explicit MersenneTwister64(std::uint64_t seed);

    // The next `count` numbers of the stream as unit-interval doubles
    // (MonteCarloSimulation::unitInterval of each).
    void unitIntervals(double *out, std::size_t count);

private:
    void twist();

    std::array<std::uint64_t, kStateSize> m_state{};
    std::array<std::uint64_t, kStateSize> m_tempered{};
    std::size_t m_next = kStateSize; // next unread in m_tempered
};

} // namespace acceldecide
