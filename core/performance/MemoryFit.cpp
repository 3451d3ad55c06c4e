#include "core/performance/MemoryFit.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::performance {

namespace {

constexpr double kBytesPerGb = 1e9;

// The key/value heads one accelerator holds.
double kvHeadsPerAccelerator(const TransformerModel &model, int tensorParallel)
{
    return std::ceil(double(model.kvHeads) / std::max(1, tensorParallel));
}

} // namespace

MemoryNeed servingMemory(const TransformerModel &model, const AcceleratorSpec &accelerator,
                         const ServingLayout &layout)
{
    MemoryNeed need;
    const int t = std::max(1, layout.tensorParallel);
    need.weightsBytes = model.parameters() * bytesPerElement(layout.weights) / t;
    need.cacheBytes = 2.0 * model.layers * kvHeadsPerAccelerator(model, t) * model.headDim *
                      bytesPerElement(layout.kvCache) * double(layout.contextTokens) *
                      double(layout.concurrency);
    need.availableBytes = accelerator.memoryGb * kBytesPerGb;
    return need;
}

MemoryNeed trainingMemory(const TransformerModel &model, const AcceleratorSpec &accelerator,
                          const TrainingLayout &layout)
{
    MemoryNeed need;
    const double t = std::max(1, layout.tensorParallel);
    const double p = std::max(1, layout.pipelineParallel);
    const double d = std::max(1, layout.dataParallel);
    const double perAccelerator = model.parameters() / (t * p);
    need.weightsBytes = 2.0 * perAccelerator;
    need.gradientBytes = 2.0 * perAccelerator;
    need.optimizerBytes = 12.0 * perAccelerator / (layout.shardedOptimizer ? d : 1.0);
    const double sbh =
        double(layout.sequenceLength) * layout.microBatchSequences * double(model.hiddenSize);
    const double layersHere = std::ceil(model.layers / p);
    need.activationBytes = (layersHere * 2.0 * sbh + 34.0 * sbh) / t;
    need.availableBytes = accelerator.memoryGb * kBytesPerGb;
    return need;
}

std::optional<int> smallestServingTensorParallel(const TransformerModel &model,
                                                 const AcceleratorSpec &accelerator,
                                                 ServingLayout layout, int maxTensorParallel)
{
    for (int t = 1; t <= maxTensorParallel; t *= 2) {
        if (model.attentionHeads % t != 0)
            continue;
        layout.tensorParallel = t;
        if (servingMemory(model, accelerator, layout).fits())
            return t;
    }
    return std::nullopt;
}

std::optional<int> largestServingConcurrency(const TransformerModel &model,
                                             const AcceleratorSpec &accelerator,
                                             ServingLayout layout, int maxConcurrency)
{
    const auto fits = [&](int concurrency) {
        layout.concurrency = concurrency;
        return servingMemory(model, accelerator, layout).fits();
    };
    if (maxConcurrency < 1 || !fits(1))
        return std::nullopt;
    int low = 1;                   // fits
    int high = maxConcurrency + 1; // beyond what is searched
    while (high - low > 1) {
        const int middle = low + (high - low) / 2;
        if (fits(middle))
            low = middle;
        else
            high = middle;
    }
    return low;
}

} // namespace acceldecide::performance
