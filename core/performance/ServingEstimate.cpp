#include "core/performance/ServingEstimate.h"

#include "core/performance/Collectives.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::performance {

namespace {

ServingLayout atContext(ServingLayout layout, int contextTokens)
{
    layout.contextTokens = contextTokens;
    return layout;
}

// Tensor parallelism all-reduces each layer's output twice a forward pass (after
// attention and after the MLP): `tokens` x hidden 2-byte activations over the link.
double allReduceSecondsPerPass(const TransformerModel &model, const AcceleratorSpec &accelerator,
                               int tensorParallel, double tokens)
{
    constexpr double kActivationBytes = 2.0;
    return 2.0 * model.layers *
           allReduceSeconds(tokens * model.hiddenSize * kActivationBytes, tensorParallel,
                            linkBytesPerSecond(accelerator.linkGBytesPerS));
}

} // namespace

ServingEstimate estimateServing(const TransformerModel &model, const AcceleratorSpec &accelerator,
                                const ServingRequest &request, const Efficiencies &efficiency)
{
    ServingEstimate estimate;
    const int t = std::max(1, request.layout.tensorParallel);
    const int c = std::max(1, request.layout.concurrency);
    const double input = std::max(0, request.inputTokens);
    const double output = std::max(0, request.outputTokens);
    const double peak = peakTflops(accelerator, request.layout.weights) * 1e12 * efficiency.compute;
    const double prefillFlops =
        2.0 * model.activeParameters() * input +
        2.0 * model.layers * double(model.attentionHeads) * model.headDim * input * input;
    // Every forward pass, a prefill's or a decode step's, pays the per-layer time beyond
    // the roofline, more with each doubling of the tensor-parallel group (an all-reduce
    // by recursive doubling takes log2(t) exchanges).
    const double overhead =
        model.layers * efficiency.layerOverheadSeconds * (1.0 + std::log2(double(t)));
    const double prefillCompute = peak > 0.0 ? prefillFlops / t / peak : 0.0;
    const double prefillAllReduce = allReduceSecondsPerPass(model, accelerator, t, input);
    estimate.prefillSeconds = prefillCompute + prefillAllReduce + overhead;
    estimate.batchPrefillSeconds = c * (prefillCompute + prefillAllReduce) + overhead;

    const int context = int(input + output / 2.0);
    DecodeStep step = decodeStep(model, accelerator, atContext(request.layout, context));
    step.memorySeconds /= efficiency.memory;
    step.computeSeconds /= efficiency.compute;
    // A decode step all-reduces one token a sequence; it waits on the step's output.
    const double decodeAllReduce = allReduceSecondsPerPass(model, accelerator, t, c);
    estimate.secondsPerOutputToken = step.seconds() + decodeAllReduce + overhead;
    estimate.decodeBottleneck = step.bottleneck();
    const double computeSeconds = c * prefillCompute + output * step.computeSeconds;
    const double memorySeconds = output * step.memorySeconds;
    const double groupSeconds =
        request.continuousBatching
            ? std::max(computeSeconds, memorySeconds) + c * prefillAllReduce +
                  output * (decodeAllReduce + overhead)
            : estimate.batchPrefillSeconds + output * estimate.secondsPerOutputToken;
    estimate.tokensPerSecondPerAccelerator =
        groupSeconds > 0.0 ? c * output / groupSeconds / t : 0.0;
    return estimate;
}

std::optional<int> highestConcurrencyWithin(const TransformerModel &model,
                                            const AcceleratorSpec &accelerator,
                                            ServingRequest request, double maxSecondsPerOutputToken,
                                            int maxConcurrency, const Efficiencies &efficiency)
{
    const auto meets = [&](int concurrency) {
        request.layout.concurrency = concurrency;
        const int peakContext = request.inputTokens + request.outputTokens;
        if (!servingMemory(model, accelerator, atContext(request.layout, peakContext)).fits())
            return false;
        return estimateServing(model, accelerator, request, efficiency).secondsPerOutputToken <=
               maxSecondsPerOutputToken;
    };
    if (maxConcurrency < 1 || !meets(1))
        return std::nullopt;
    int low = 1;                   // meets
    int high = maxConcurrency + 1; // beyond what is searched
    while (high - low > 1) {
        const int middle = low + (high - low) / 2;
        if (meets(middle))
            low = middle;
        else
            high = middle;
    }
    return low;
}

} // namespace acceldecide::performance
