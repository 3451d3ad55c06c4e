#pragma once

#include "core/performance/ServingSetup.h"

#include <optional>
#include <vector>

namespace acceldecide::performance {

// One concurrency of a sweep: the serving estimate's throughput and time per output
// token there.
struct ConcurrencyPoint
{
    int concurrency = 1;
    double tokensPerSecPerAccelerator = 0.0;
    double msPerOutputToken = 0.0;
};

// Throughput per accelerator against concurrency at 1, 2, 4, ... and the largest whose KV
// cache fits (the last point, a power of two or not), and where a per-token latency
// target cuts the curve: the highest concurrency within it (highestConcurrencyWithin's
// answer), nullopt without a target or where even one request misses it.
struct ConcurrencySweep
{
    std::vector<ConcurrencyPoint> points;
    std::optional<int> largestFitting; // nullopt: not one request fits; no points then
    std::optional<int> highestWithinTarget;
};

// Every point is estimateServing() at the setup's efficiencies, so the estimate's own
// concurrency lies on the curve.
ConcurrencySweep sweepConcurrency(const ServingSetup &setup, int maxConcurrency);

} // namespace acceldecide::performance
