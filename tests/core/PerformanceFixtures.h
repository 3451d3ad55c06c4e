#pragma once

// Published configurations and datasheet figures the performance model's tests work from.

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/TransformerModel.h"

namespace acceldecide::test {

// meta-llama/Llama-3.1-8B and -70B config.json (Hugging Face; the same shapes in oumi's
// configs/recipes/llama3_1/README.md): vocabulary 128,256, 8 KV heads of dimension 128,
// context 131,072, embeddings not tied.
inline performance::TransformerModel llama31_8b()
{
    return {"llama-3.1-8b", 32, 4096, 32, 8, 128, 14336, 128256, 1, 1, 131072, false};
}

inline performance::TransformerModel llama31_70b()
{
    return {"llama-3.1-70b", 80, 8192, 64, 8, 128, 28672, 128256, 1, 1, 131072, false};
}

// NVIDIA H100 SXM5 datasheet: 80 GB HBM3 at 3.35 TB/s; dense BF16 989.4 TFLOPS and FP8
// 1,978.9 TFLOPS (the datasheet's 1,979 and 3,958 are with 2:4 sparsity).
inline performance::AcceleratorSpec h100Sxm()
{
    performance::AcceleratorSpec spec;
    spec.peakDenseTflopsBf16 = 989.4;
    spec.peakDenseTflopsFp8 = 1978.9;
    spec.memoryGb = 80.0;
    spec.memoryBandwidthTbPerS = 3.35;
    return spec;
}

} // namespace acceldecide::test
