#pragma once

#include "core/performance/ServingSetup.h"

namespace acceldecide::performance {

// A point of a roofline plot: how many FLOPs a pass does per byte it moves, and the
// FLOP/s it attains (its FLOPs over the time the serving estimate gives it, fixed
// per-layer costs included, so it sits on or below the roof).
struct RooflinePoint
{
    double flopsPerByte = 0.0;
    double tflops = 0.0;
};

// One accelerator's roofline at the efficiencies fitted for it: attainable TFLOP/s =
// min(peak, bandwidth x intensity), with the option's decode step and prefill placed on
// it. Units: TFLOP/s over TB/s is FLOPs per byte, so the ridge needs no factor.
struct RooflinePoints
{
    double peakTflops = 0.0;      // dense peak for the data type x compute efficiency
    double bandwidthTbPerS = 0.0; // memory bandwidth x memory efficiency
    RooflinePoint decode;         // one step of the estimate's concurrency
    RooflinePoint prefill;        // one request's input, weights read once

    // Where the bandwidth's slope meets the peak: below it a pass waits on memory.
    double ridgeFlopsPerByte() const
    {
        return bandwidthTbPerS > 0.0 ? peakTflops / bandwidthTbPerS : 0.0;
    }
    double attainableTflops(double flopsPerByte) const
    {
        const double sloped = bandwidthTbPerS * flopsPerByte;
        return sloped < peakTflops ? sloped : peakTflops;
    }
};

// The decode step reads each accelerator's share of the weights and of the KV cache at
// the average context (input + output / 2, as estimateServing steps) and does 2 FLOPs per
// active parameter per sequence plus attention's; a prefill reads the weights once,
// writes its input's KV cache and does 2 FLOPs per active parameter per input token plus
// causal attention's. Both split over the tensor-parallel group.
RooflinePoints rooflinePoints(const ServingSetup &setup);

} // namespace acceldecide::performance
