#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/DataType.h"
#include "core/performance/TransformerModel.h"

namespace acceldecide::performance {

// The most output tokens a second one accelerator can decode for a model at given request
// lengths, whatever the engine: the serving roofline with nothing lost (the full dense
// peak, the full bandwidth, no time beyond either) at the layout most favourable to the
// claim. A stated throughput above it is physically impossible; the calibrated estimate
// of any layout that fits is never above it (DecodeBoundTest checks the whole catalog).
struct DecodeBound
{
    double tokensPerSecPerAccelerator = 0.0;
    // The layout the bound is reached at; tensorParallel 0 where not one request fits at
    // any degree (the model must span instances, which the bound does not cover).
    DataType dataType = DataType::Bf16;
    int tensorParallel = 0;
    int concurrency = 0;

    bool fits() const { return tensorParallel > 0; }
};

// The number format the bound holds weights and KV cache in: FP4, the fewest bytes any
// engine reads, on every part. A part without FP4 (or FP8) units still serves 4-bit weights
// (weight-only quantisation, as AWQ on A100 and H100 does, and the estimator accepts fp4 on
// any part), and peakTflops() gives FP4 the highest dense peak the part has. The format the
// part has a peak for would not do: the estimator's FP8 Llama 3.1 405B on eight A100 40GB
// fits where BF16 does not.
inline constexpr DataType kBoundFormat = DataType::Fp4;

// The bound over every tensor-parallel degree from 1 to `maxTensorParallel` that divides the
// attention heads, each at the most requests whose weights and KV cache fit, with weights
// and KV cache in `type`. Requests of `inputTokens` in and `outputTokens` (at least 1) out.
DecodeBound decodeBound(const TransformerModel &model, const AcceleratorSpec &accelerator,
                        int maxTensorParallel, int inputTokens, int outputTokens, DataType type);

// The same in kBoundFormat: the bound.
DecodeBound decodeBound(const TransformerModel &model, const AcceleratorSpec &accelerator,
                        int maxTensorParallel, int inputTokens, int outputTokens);

} // namespace acceldecide::performance
