#pragma once

// Loops over arrays of samples are compiled three times, for AVX-512, AVX2 and baseline
// x86-64, and the loader picks the best the CPU has. The files that use this are built
// with -ffp-contract=off, so no version fuses a multiply and an add: every version
// rounds the same operations the same way and gives the same bits.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define ACCELDECIDE_VECTOR_CLONES                                                                  \
    __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))
#else
#define ACCELDECIDE_VECTOR_CLONES
#endif
