#include "core/performance/DecodeBound.h"

#include "core/performance/MemoryFit.h"
#include "core/performance/ServingEstimate.h"

#include <algorithm>

namespace acceldecide::performance {

namespace {

// Far above any engine's batch (kLargestEngineBatch is 2,048): the bound must not stop where
// an engine does. The bisection takes 24 steps.
constexpr int kMostRequests = 1 << 24;

} // namespace

DecodeBound decodeBound(const TransformerModel &model, const AcceleratorSpec &accelerator,
                        int maxTensorParallel, int inputTokens, int outputTokens, DataType type)
{
    ServingRequest request;
    request.inputTokens = std::max(0, inputTokens);
    request.outputTokens = std::max(1, outputTokens);
    // In-flight batching overlaps prefills with the decode steps' memory time, so it is
    // never slower than a static batch at the roofline: the favourable one.
    request.continuousBatching = true;
    request.layout.weights = type;
    // The KV cache in the same format as the weights, even FP4 (TensorRT-LLM offers an FP4
    // cache on Blackwell), where the estimator keeps FP8: the bound takes the fewest bytes.
    request.layout.kvCache = type;
    // Requests in flight are spread over their output, so the cache holds on average
    // input + output / 2 tokens of each (what the decode steps read, too); an engine with
    // paged attention admits requests by what they hold now. The estimator sizes its batch
    // by the full input + output, so this admits at least as many.
    request.layout.contextTokens = request.inputTokens + request.outputTokens / 2;

    DecodeBound best;
    best.dataType = type;
    for (int t = 1; t <= maxTensorParallel; ++t) {
        if (model.attentionHeads % t != 0)
            continue;
        request.layout.tensorParallel = t;
        // At the roofline the compute time grows in proportion to the requests and the
        // memory time by less (the weights are read once a step, however many share it), so
        // throughput never falls as requests are added: the most that fit is the best.
        const std::optional<int> most =
            largestServingConcurrency(model, accelerator, request.layout, kMostRequests);
        if (!most)
            continue;
        request.layout.concurrency = *most;
        const double rate =
            estimateServing(model, accelerator, request, Efficiencies{1.0, 1.0, 0.0})
                .tokensPerSecondPerAccelerator;
        if (rate > best.tokensPerSecPerAccelerator) {
            best.tokensPerSecPerAccelerator = rate;
            best.tensorParallel = t;
            best.concurrency = *most;
        }
    }
    return best;
}

DecodeBound decodeBound(const TransformerModel &model, const AcceleratorSpec &accelerator,
                        int maxTensorParallel, int inputTokens, int outputTokens)
{
    return decodeBound(model, accelerator, maxTensorParallel, inputTokens, outputTokens,
                       kBoundFormat);
}

} // namespace acceldecide::performance
