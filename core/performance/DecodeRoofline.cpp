#include "core/performance/DecodeRoofline.h"

#include <algorithm>

namespace acceldecide::performance {

double DecodeStep::tokensPerSecondPerAccelerator() const
{
    const double step = seconds();
    return step > 0.0 ? double(concurrency) / step / std::max(1, tensorParallel) : 0.0;
}

double peakTflops(const AcceleratorSpec &accelerator, DataType type)
{
    switch (type) {
    case DataType::Fp8:
        return accelerator.peakDenseTflopsFp8.value_or(accelerator.peakDenseTflopsBf16);
    case DataType::Fp4:
        return accelerator.peakDenseTflopsFp4.value_or(
            accelerator.peakDenseTflopsFp8.value_or(accelerator.peakDenseTflopsBf16));
    case DataType::Fp32:
    case DataType::Bf16:
    case DataType::Fp16:
        break;
    }
    return accelerator.peakDenseTflopsBf16;
}

DecodeStep decodeStep(const TransformerModel &model, const AcceleratorSpec &accelerator,
                      const ServingLayout &layout)
{
    DecodeStep step;
    step.concurrency = std::max(1, layout.concurrency);
    step.tensorParallel = std::max(1, layout.tensorParallel);
    const MemoryNeed read = servingMemory(model, accelerator, layout);
    const double bandwidth = accelerator.memoryBandwidthTbPerS * 1e12;
    step.memorySeconds = bandwidth > 0.0 ? (read.weightsBytes + read.cacheBytes) / bandwidth : 0.0;
    const double attention = 4.0 * model.layers * double(model.attentionHeads) * model.headDim *
                             double(layout.contextTokens);
    const double flops =
        (2.0 * model.activeParameters() + attention) * step.concurrency / step.tensorParallel;
    const double peak = peakTflops(accelerator, layout.weights) * 1e12;
    step.computeSeconds = peak > 0.0 ? flops / peak : 0.0;
    return step;
}

} // namespace acceldecide::performance
