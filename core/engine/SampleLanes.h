#pragma once

// A few samples side by side in one register, for loops that walk many months for each
// sample: with the months inside and the samples outside, each sample's running figures
// stay in registers for the whole walk instead of being stored and reloaded every month.
// Every operation is done lane by lane with the same IEEE operations as on one double,
// so a lane gives the bits a double would, whatever the group's width. With GCC on
// x86-64 a group fills one register of the instruction set the code is compiled for;
// elsewhere it is one double, the same code run one sample at a time.

#include <cstddef>
#include <cstring>
#include <type_traits>

namespace acceldecide::lanes {

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
// One group per instruction set, each as wide as its registers: a group wider than the
// registers is not split into whole registers for every operation but, for some, into
// single doubles. A kernel is compiled once per width (ACCELDECIDE_LANES_VERSIONS), and
// the loader picks the version for the CPU, as for VectorClones.h.
#define ACCELDECIDE_LANES_VERSIONS 1
using Lanes2 = double __attribute__((vector_size(16))); // SSE2, every x86-64
using Lanes4 = double __attribute__((vector_size(32))); // AVX2 (x86-64-v3)
using Lanes8 = double __attribute__((vector_size(64))); // AVX-512 (x86-64-v4)
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
template <typename V> ACCELDECIDE_LANES_INLINE V lesser(const V &a, const V &b)
{
    return b < a ? b : a;
}
template <typename V> ACCELDECIDE_LANES_INLINE V greater(const V &a, const V &b)
{
    return a < b ? b : a;
}

// Whether every lane of a group (for one double, the double) is above x; a NaN lane is
// not. The lanes' comparisons are combined as integers, without a branch: which lanes
// pass varies from group to group, and a branch per lane was mispredicted about as often
// as taken.
template <typename V> ACCELDECIDE_LANES_INLINE bool allAbove(const V &v, double x)
{
    if constexpr (std::is_same_v<V, double>) {
        return v > x;
    } else {
        const auto above = v > splat<V>(x); // each lane all ones or all zeros
        auto every = above[0];
        for (std::size_t j = 1; j < kWidthOf<V>; ++j)
            every &= above[j];
        return every != 0;
    }
}

} // namespace acceldecide::lanes
