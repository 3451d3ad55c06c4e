#include "core/engine/MersenneTwister64.h"

#include "core/engine/VectorClones.h"

#include <algorithm>

namespace acceldecide {

namespace {

constexpr std::size_t kShift = 156; // the standard engine's m
constexpr std::uint64_t kMatrix = 0xb5026f5aa96619e9ULL;
constexpr std::uint64_t kUpper = ~std::uint64_t(0) << 31;
constexpr std::uint64_t kLower = ~kUpper;

inline std::uint64_t mix(std::uint64_t current, std::uint64_t next, std::uint64_t far)
{
    const std::uint64_t y = (current & kUpper) | (next & kLower);
    return far ^ (y >> 1) ^ ((std::uint64_t(0) - (y & 1)) & kMatrix);
}

// The standard engine's _M_gen_rand: the first 156 words read only words not yet
// replaced; the rest read words replaced 156 places earlier, so each loop vectorises.
ACCELDECIDE_VECTOR_CLONES
void twistState(std::uint64_t *x, std::uint64_t *tempered, std::size_t n)
{
    for (std::size_t k = 0; k < n - kShift; ++k)
        x[k] = mix(x[k], x[k + 1], x[k + kShift]);
    for (std::size_t k = n - kShift; k < n - 1; ++k)
        x[k] = mix(x[k], x[k + 1], x[k - (n - kShift)]);
    x[n - 1] = mix(x[n - 1], x[0], x[kShift - 1]);
    for (std::size_t k = 0; k < n; ++k) {
        std::uint64_t z = x[k];
        z ^= (z >> 29) & 0x5555555555555555ULL;
        z ^= (z << 17) & 0x71d67fffeda60000ULL;
        z ^= (z << 37) & 0xfff7eee000000000ULL;
        z ^= z >> 43;
        tempered[k] = z;
    }
}

} // namespace

MersenneTwister64::MersenneTwister64(std::uint64_t seed)
{
    m_state[0] = seed;
    for (std::size_t i = 1; i < kStateSize; ++i) {
        const std::uint64_t previous = m_state[i - 1];
        m_state[i] = 6364136223846793005ULL * (previous ^ (previous >> 62)) + i;
    }
}

void MersenneTwister64::twist()
{
    twistState(m_state.data(), m_tempered.data(), kStateSize);
    m_next = 0;
}

void MersenneTwister64::unitIntervals(double *out, std::size_t count)
{
    while (count > 0) {
        if (m_next == kStateSize)
            twist();
        const std::size_t take = std::min(count, kStateSize - m_next);
        const std::uint64_t *from = m_tempered.data() + m_next;
        for (std::size_t i = 0; i < take; ++i)
            out[i] = double(from[i] >> 11) * 0x1.0p-53;
        out += take;
        count -= take;
        m_next += take;
    }
}

} // namespace acceldecide
