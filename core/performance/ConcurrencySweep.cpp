#include "core/performance/ConcurrencySweep.h"

#include "core/performance/MemoryFit.h"

namespace acceldecide::performance {

ConcurrencySweep sweepConcurrency(const ServingSetup &setup, int maxConcurrency)
{
    ConcurrencySweep sweep;
    ServingRequest request = setup.request;
    // A sequence's cache at its longest: its whole input and output.
    ServingLayout peak = request.layout;
    peak.contextTokens = request.inputTokens + request.outputTokens;
    sweep.largestFitting =
        largestServingConcurrency(setup.model, setup.accelerator, peak, maxConcurrency);
    if (!sweep.largestFitting)
        return sweep;
    const auto at = [&](int concurrency) {
        request.layout.concurrency = concurrency;
        const ServingEstimate estimate =
            estimateServing(setup.model, setup.accelerator, request, setup.efficiencies);
        return ConcurrencyPoint{concurrency, estimate.tokensPerSecondPerAccelerator,
                                estimate.secondsPerOutputToken * 1000.0};
    };
    for (int c = 1; c < *sweep.largestFitting; c *= 2)
        sweep.points.push_back(at(c));
    sweep.points.push_back(at(*sweep.largestFitting));
    if (setup.maxSecondsPerOutputToken)
        sweep.highestWithinTarget = highestConcurrencyWithin(
            setup.model, setup.accelerator, setup.request, *setup.maxSecondsPerOutputToken,
            maxConcurrency, setup.efficiencies);
    return sweep;
}

} // namespace acceldecide::performance
