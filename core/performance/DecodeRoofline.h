#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/MemoryFit.h"
#include "core/performance/TransformerModel.h"

namespace acceldecide::performance {

// What limits a step: the arithmetic, or reading memory.
enum class Bottleneck
{
    Compute,
    Memory
};

// One decode step of `concurrency` sequences at `contextTokens` tokens each, on one
// accelerator of a tensor-parallel group, by the roofline: it reads the accelerator's
// share of the weights and of the KV cache, and does 2 FLOPs per active parameter per
// sequence plus attention's 4 x layers x heads x head dimension x context, split over
// the group. The step takes the longer of the two at the accelerator's peak and
// bandwidth: an upper bound on throughput, before any efficiency (all-reduce, kernels,
// scheduling) is fitted.
struct DecodeStep
{
    double memorySeconds = 0.0;
    double computeSeconds = 0.0;
    double seconds() const
    {
        return memorySeconds > computeSeconds ? memorySeconds : computeSeconds;
    }
    Bottleneck bottleneck() const
    {
        return memorySeconds >= computeSeconds ? Bottleneck::Memory : Bottleneck::Compute;
    }
    int concurrency = 1;
    int tensorParallel = 1;
    // Output tokens a second per accelerator: the step's tokens over its time and group.
    double tokensPerSecondPerAccelerator() const;
};

// The dense peak in TFLOPS the accelerator has for `type` (BF16's for FP16 and FP32,
// BF16's where the part has no FP8 or FP4 units).
double peakTflops(const AcceleratorSpec &accelerator, DataType type);

DecodeStep decodeStep(const TransformerModel &model, const AcceleratorSpec &accelerator,
                      const ServingLayout &layout);

} // namespace acceldecide::performance
