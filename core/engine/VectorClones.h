#pragma once

// Loops over arrays of samples are compiled three times, for AVX-512, AVX2 and baseline
// x86-64, and the loader picks the best the CPU has. The files that use this are built
// with -ffp-contract=off, so no version fuses a multiply and an add: every version
// rounds the same operations the same way and gives the same bits.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define ACCELDECIDE_VECTOR_CLONES                                                                  \
    __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
// A step of a function compiled that way is always inlined into it, so each version runs
// the step with its own instruction set: a call would reach the one baseline version.
#define ACCELDECIDE_CLONE_INLINE [[gnu::always_inline]] inline
#else
#define ACCELDECIDE_VECTOR_CLONES
#define ACCELDECIDE_CLONE_INLINE inline
#endif
