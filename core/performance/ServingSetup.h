#pragma once

#include "core/model/ThroughputEstimateInput.h"
#include "core/model/ThroughputEstimateResult.h"
#include "core/performance/AcceleratorSpec.h"
#include "core/performance/DataType.h"
#include "core/performance/PerformanceCatalog.h"
#include "core/performance/ServingEstimate.h"
#include "core/performance/TransformerModel.h"

#include <optional>
#include <string>

namespace acceldecide::performance {

// The request a serving estimate works out: the tensor x pipeline group, the weights in
// `type` with the KV cache the engines keep beside them, and continuous batching (every
// engine the calibration measured batches in flight). At least one output token, so a
// step always exists.
ServingRequest servingRequestFor(const ThroughputEstimateInput &input, DataType type);

// Everything the serving roofline of one estimated option is drawn from: the model and
// accelerator the estimate named, its request at the concurrency it was worked out for,
// and the efficiencies its calibration fitted (the result carries them).
struct ServingSetup
{
    TransformerModel model;
    AcceleratorSpec accelerator;
    ServingRequest request;
    Efficiencies efficiencies;
    std::optional<double> maxSecondsPerOutputToken;
};

// nullopt for a training estimate, or where the catalog lacks the model or the
// accelerator's figures (the scenario reader refuses both, so only a stale result).
std::optional<ServingSetup> servingSetup(const PerformanceCatalog &catalog,
                                         const std::string &acceleratorId,
                                         const ThroughputEstimateInput &input,
                                         const ThroughputEstimateResult &result);

} // namespace acceldecide::performance
