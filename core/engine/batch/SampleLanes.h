#pragma once

// A few samples side by side in one register, for loops that walk many months for each
// sample: with the months inside and the samples outside, each sample's running figures
// stay in registers for the whole walk instead of being stored and reloaded every month.
// Every operation is done lane by lane with the same IEEE operations as on one double,
// so a lane gives the bits a double would, whatever the group's width. With GCC on
// x86-64 a group fills one register of the instruction set the code is compiled for;
// elsewhere it is one double, the same code run one sample at a time.

#include "core/engine/billing/ByValue.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace acceldecide::lanes {

// The unsigned integer counterpart of a group of doubles (below, where there are groups).
template <typename V> struct PatternsOf;

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
// One group per instruction set, each as wide as its registers: a group wider than the
// registers is not split into whole registers for every operation but, for some, into
// single doubles. A kernel is compiled once per width (ACCELDECIDE_LANES_VERSIONS), and
// the loader picks the version for the CPU, as for VectorClones.h.
#define ACCELDECIDE_LANES_VERSIONS 1
using Lanes2 = double __attribute__((vector_size(16))); // SSE2, every x86-64
using Lanes4 = double __attribute__((vector_size(32))); // AVX2 (x86-64-v3)
using Lanes8 = double __attribute__((vector_size(64))); // AVX-512 (x86-64-v4)
// Each group's lanes as unsigned integers of the same bits (a cast between vectors of one
// size keeps the bits). Spelled out per width: GCC drops a vector_size that depends on a
// template parameter.
template <> struct PatternsOf<Lanes2>
{
    using type = std::uint64_t __attribute__((vector_size(16)));
};
template <> struct PatternsOf<Lanes4>
{
    using type = std::uint64_t __attribute__((vector_size(32)));
};
template <> struct PatternsOf<Lanes8>
{
    using type = std::uint64_t __attribute__((vector_size(64)));
};
#define ACCELDECIDE_LANES_INLINE [[gnu::always_inline]] inline
// Functions that pass groups by value are always inlined, so no call between differently
// compiled versions ever passes a group and GCC's note that such a call's ABI differs
// between them does not apply. GCC gives the note at the end of the including file, so
// it is silenced for the rest of that file (only the batch kernels include this).
#pragma GCC diagnostic ignored "-Wpsabi"
#else
#define ACCELDECIDE_LANES_INLINE inline
#endif

// V is a group of doubles or one double (the batch's remainder, or every sample where
// there are no groups).
template <typename V> inline constexpr std::size_t kWidthOf = sizeof(V) / sizeof(double);

template <typename V> ACCELDECIDE_LANES_INLINE V load(const double *from)
{
    V v;
    std::memcpy(&v, from, sizeof v);
    return v;
}

template <typename V> ACCELDECIDE_LANES_INLINE void store(double *to, const V &v)
{
    std::memcpy(to, &v, sizeof v);
}

template <typename V> ACCELDECIDE_LANES_INLINE V splat(double x)
{
    if constexpr (std::is_same_v<V, double>) {
        return x;
    } else {
        V v;
        for (std::size_t j = 0; j < kWidthOf<V>; ++j)
            v[j] = x;
        return v;
    }
}

// std::min(a, b) and std::max(a, b), lane by lane: the same comparison, the same operand
// kept on a tie or a NaN.
using billing::greater;
using billing::lesser;

// Whether every lane of a comparison's result (each lane all ones or all zeros) is set:
// the lanes are folded in halves, each step one shuffle and one AND within the register,
// rather than each lane moved out to be tested on its own.
template <typename Mask> ACCELDECIDE_LANES_INLINE bool everyLane(Mask m)
{
    constexpr std::size_t width = sizeof(Mask) / sizeof(m[0]);
    if constexpr (width == 8) {
        m &= __builtin_shufflevector(m, m, 4, 5, 6, 7, 0, 1, 2, 3);
        m &= __builtin_shufflevector(m, m, 2, 3, 0, 1, 6, 7, 4, 5);
        m &= __builtin_shufflevector(m, m, 1, 0, 3, 2, 5, 4, 7, 6);
    } else if constexpr (width == 4) {
        m &= __builtin_shufflevector(m, m, 2, 3, 0, 1);
        m &= __builtin_shufflevector(m, m, 1, 0, 3, 2);
    } else {
        static_assert(width == 2, "groups of 2, 4 or 8 lanes");
        m &= __builtin_shufflevector(m, m, 1, 0);
    }
    return m[0] != 0;
}

// Whether every lane of each of P groups (for doubles, each double) is above x; a NaN
// lane is not. The lanes' comparisons are combined as integers, without a branch: which
// lanes pass varies from group to group, and a branch per lane was mispredicted about as
// often as taken.
template <typename V, std::size_t P>
ACCELDECIDE_LANES_INLINE bool allAbove(const V (&groups)[P], double x)
{
    if constexpr (std::is_same_v<V, double>) {
        bool every = true;
        for (std::size_t p = 0; p < P; ++p)
            every = every && groups[p] > x;
        return every;
    } else {
        auto above = groups[0] > splat<V>(x); // each lane all ones or all zeros
        for (std::size_t p = 1; p < P; ++p)
            above &= groups[p] > splat<V>(x);
        return everyLane(above);
    }
}
template <typename V> ACCELDECIDE_LANES_INLINE bool allAbove(const V &v, double x)
{
    const V groups[1] = {v};
    return allAbove(groups, x);
}

// Whether every lane of every group given is finite and without a sign bit (+0 or above,
// never -0, NaN or infinity): its bit pattern read as an unsigned integer is then below
// that of +infinity, the order IEEE 754 gives those doubles' patterns.
template <typename V, typename... More>
ACCELDECIDE_LANES_INLINE bool allFiniteWithoutSign(const V &v, const More &...more)
{
    constexpr std::uint64_t kInfinity = 0x7ff0000000000000;
    if constexpr (std::is_same_v<V, double>) {
        return ((std::bit_cast<std::uint64_t>(v) < kInfinity) && ... &&
                (std::bit_cast<std::uint64_t>(more) < kInfinity));
    } else {
        using Patterns = typename PatternsOf<V>::type;
        const Patterns infinity = Patterns{} + kInfinity;
        Patterns largest = (Patterns)v;
        ((largest = largest < (Patterns)more ? (Patterns)more : largest), ...);
        return everyLane(largest < infinity);
    }
}

} // namespace acceldecide::lanes
