#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/DataType.h"
#include "core/performance/TransformerModel.h"

#include <optional>

namespace acceldecide::performance {

// What one accelerator must hold against what it has: a layout that does not fit is
// refused, named with both figures, never estimated.
struct MemoryNeed
{
    double weightsBytes = 0.0;
    double cacheBytes = 0.0;      // serving: the KV cache
    double gradientBytes = 0.0;   // training
    double optimizerBytes = 0.0;  // training
    double activationBytes = 0.0; // training
    double availableBytes = 0.0;

    double neededBytes() const
    {
        return weightsBytes + cacheBytes + gradientBytes + optimizerBytes + activationBytes;
    }
    bool fits() const { return neededBytes() <= availableBytes; }
};

// Serving: the weights split over `tensorParallel` accelerators, and each one's share of
// the KV cache of `concurrency` sequences of `contextTokens` tokens. Key/value heads are
// split with the rest; a tensor-parallel degree above the model's KV heads keeps a whole
// head on each accelerator (each copy held where it is used).
struct ServingLayout
{
    int tensorParallel = 1;
    int concurrency = 1;
    int contextTokens = 0; // input plus output, per sequence
    DataType weights = DataType::Bf16;
    DataType kvCache = DataType::Bf16;
};

MemoryNeed servingMemory(const TransformerModel &model, const AcceleratorSpec &accelerator,
                         const ServingLayout &layout);

// Training with mixed-precision Adam: 2-byte weights and gradients, and 12 bytes of
// optimizer state per parameter (the FP32 master weights and Adam's two moments), each
// split over tensor x pipeline parallel; the optimizer state also over data parallel
// when it is sharded (ZeRO stage 1). Activations with full recomputation and sequence
// parallelism: each layer keeps its 2-byte input, s x b x h / t, and the one layer being
// recomputed holds 34 s b h / t (Korthikanti et al., "Reducing Activation Recomputation in
// Large Transformer Models", 2022, with attention scores never stored).
struct TrainingLayout
{
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 1;
    int sequenceLength = 0;
    int microBatchSequences = 1;
    bool shardedOptimizer = false;
};

MemoryNeed trainingMemory(const TransformerModel &model, const AcceleratorSpec &accelerator,
                          const TrainingLayout &layout);

// The smallest tensor-parallel degree (a power of two up to `maxTensorParallel` that
// divides the attention heads) at which `layout` fits; nullopt where none does.
std::optional<int> smallestServingTensorParallel(const TransformerModel &model,
                                                 const AcceleratorSpec &accelerator,
                                                 ServingLayout layout, int maxTensorParallel);

// The most sequences (1 .. `maxConcurrency`) whose KV cache fits beside the weights at
// `layout`'s context; nullopt where not even one does. The cache grows with each
// sequence, so the answer is found by bisection.
std::optional<int> largestServingConcurrency(const TransformerModel &model,
                                             const AcceleratorSpec &accelerator,
                                             ServingLayout layout, int maxConcurrency);

} // namespace acceldecide::performance
