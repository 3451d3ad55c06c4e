#include "core/performance/RooflinePoints.h"

#include "core/performance/DecodeRoofline.h"
#include "core/performance/MemoryFit.h"

#include <algorithm>

namespace acceldecide::performance {

namespace {

RooflinePoint pointOf(double flops, double bytes, double seconds)
{
    RooflinePoint point;
    point.flopsPerByte = bytes > 0.0 ? flops / bytes : 0.0;
    point.tflops = seconds > 0.0 ? flops / seconds / 1e12 : 0.0;
    return point;
}

} // namespace

RooflinePoints rooflinePoints(const ServingSetup &setup)
{
    const TransformerModel &model = setup.model;
    const ServingRequest &request = setup.request;
    const Efficiencies &efficiency = setup.efficiencies;
    RooflinePoints roofline;
    roofline.peakTflops =
        peakTflops(setup.accelerator, request.layout.weights) * efficiency.compute;
    roofline.bandwidthTbPerS = setup.accelerator.memoryBandwidthTbPerS * efficiency.memory;

    const ServingEstimate times = estimateServing(model, setup.accelerator, request, efficiency);
    const double t = std::max(1, request.layout.tensorParallel);
    const double c = std::max(1, request.layout.concurrency);
    const double input = std::max(0, request.inputTokens);
    const double output = std::max(0, request.outputTokens);
    const double attentionUnit = double(model.layers) * model.attentionHeads * model.headDim;

    // The same step decodeStep() times: its bytes and FLOPs, not only its seconds.
    ServingLayout step = request.layout;
    step.contextTokens = int(input + output / 2.0);
    const MemoryNeed stepRead = servingMemory(model, setup.accelerator, step);
    const double stepFlops =
        (2.0 * model.activeParameters() + 4.0 * attentionUnit * step.contextTokens) * c / t;
    roofline.decode = pointOf(stepFlops, stepRead.weightsBytes + stepRead.cacheBytes,
                              times.secondsPerOutputToken);

    ServingLayout prefill = request.layout;
    prefill.concurrency = 1;
    prefill.contextTokens = int(input);
    const MemoryNeed prefillMoved = servingMemory(model, setup.accelerator, prefill);
    const double prefillFlops =
        (2.0 * model.activeParameters() * input + 2.0 * attentionUnit * input * input) / t;
    roofline.prefill = pointOf(prefillFlops, prefillMoved.weightsBytes + prefillMoved.cacheBytes,
                               times.prefillSeconds);
    return roofline;
}

} // namespace acceldecide::performance
