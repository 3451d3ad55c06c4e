#pragma once

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <vector>

namespace acceldecide {

// Whether an inference option's throughput can be what its accelerator serves. Serving
// decodes a token per request per step and each step reads the weights and the KV cache,
// so it is bound by memory bandwidth long before the compute-bound rule (2 x parameters
// FLOPs a token) says; a figure from that rule, or a stated one from elsewhere, can be
// several times too good. Checked against the model the workload names
// (workload.model, input_tokens, output_tokens) on the accelerator the performance
// catalog gives the option's instance type. An estimated throughput needs no check: it is
// the performance model's own figure, never above the bound.
class ServingClaimCheck
{
public:
    // For an option billed at `tokensPerSecPerAccelerator`:
    // - a stated throughput above the decode bound: throughput_above_decode_bound, which
    //   RecommendationChecks disqualifies (physically impossible);
    // - a peak x MFU one: compute_bound_assumed, a note giving the performance model's
    //   estimate beside it (or asking for workload.model).
    // Nothing for training or capacity, an estimated throughput, an instance type the
    // performance catalog does not know, or an option counted in UltraServers (which span
    // instances).
    static std::vector<Warning> warningsFor(const Scenario &scenario, const Option &option,
                                            double tokensPerSecPerAccelerator);
};

} // namespace acceldecide
