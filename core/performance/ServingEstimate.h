#pragma once

#include "core/performance/DecodeRoofline.h"

#include <optional>

namespace acceldecide::performance {

// How well the kernels reach the roofline: the share of the dense peak a prefill attains,
// the share of the memory bandwidth a decode step does, and the time every step spends
// per layer beyond both (kernel launches, the tensor-parallel all-reduces, scheduling),
// which no roofline shows and which dominates small batches. {1, 1, 0} is the roofline
// itself, an upper bound; the calibration fits all three per accelerator and engine.
struct Efficiencies
{
    double compute = 1.0;
    double memory = 1.0;
    double layerOverheadSeconds = 0.0;
};

// A tensor-parallel group serving `concurrency` requests of `inputTokens` in and
// `outputTokens` out, by the roofline at those efficiencies: each request's prefill is
// compute-bound (2 FLOPs per active parameter per input token, plus causal attention's
// 2 x layers x heads x head dimension x input^2), then the requests decode together, a
// step per output token at their average context (input + output / 2).
struct ServingRequest
{
    ServingLayout layout;
    int inputTokens = 0;
    int outputTokens = 0;
    // An engine that batches continuously (in-flight) runs new requests' prefills beside
    // the others' decode steps, so the arithmetic of both shares the time the steps spend
    // reading memory; a static batch prefills its requests first, then decodes them.
    bool continuousBatching = false;
};

struct ServingEstimate
{
    double prefillSeconds = 0.0;        // one request's input: its time to first token
    double batchPrefillSeconds = 0.0;   // the whole batch's inputs in one pass
    double secondsPerOutputToken = 0.0; // a decode step
    Bottleneck decodeBottleneck = Bottleneck::Memory;
    // Output tokens a second per accelerator: the group's requests' output over the time
    // their prefills and decode steps take.
    double tokensPerSecondPerAccelerator = 0.0;
};

ServingEstimate estimateServing(const TransformerModel &model, const AcceleratorSpec &accelerator,
                                const ServingRequest &request, const Efficiencies &efficiency = {});

// The concurrency (1 .. `maxConcurrency`) with the highest throughput whose time per output
// token is at most `maxSecondsPerOutputToken` and whose KV cache fits; nullopt where even
// one request misses the target or does not fit. The step grows with the concurrency, so
// the answer is the largest such concurrency, found by bisection.
std::optional<int> highestConcurrencyWithin(const TransformerModel &model,
                                            const AcceleratorSpec &accelerator,
                                            ServingRequest request, double maxSecondsPerOutputToken,
                                            int maxConcurrency,
                                            const Efficiencies &efficiency = {});

} // namespace acceldecide::performance
