#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/DecodeRoofline.h"
#include "core/performance/Measurement.h"
#include "core/performance/ServingEstimate.h"
#include "core/performance/TrainingStep.h"
#include "core/performance/TransformerModel.h"

#include <optional>

namespace acceldecide::performance {

// The batch an engine chooses for its highest throughput when a measurement does not say:
// the most sequences whose KV cache fits, up to this many (an assumption of this model,
// not a figure any engine publishes).
inline constexpr int kLargestEngineBatch = 2048;

// What the estimator predicts for a measurement's setup, in the measurement's own metric
// and units, at `efficiency`; nullopt where the setup does not fit the accelerator.
struct Prediction
{
    double value = 0.0;
    Bottleneck bottleneck = Bottleneck::Memory;
    int concurrency = 0; // the batch it was predicted at (serving)
};

// Serving setups split the weights over tensor x pipeline parallel accelerators and keep
// the KV cache in FP8 where the weights are FP8 or FP4 (as the engines measured do),
// in BF16 otherwise. A time to first token is the batch's prefill, its prompts processed
// together. A training run is the step of its layout on `cluster` (the instances it ran
// on, as far as the catalog knows them) with its global batch in one micro-batch each.
std::optional<Prediction> predictMeasurement(const Measurement &measurement,
                                             const TransformerModel &model,
                                             const AcceleratorSpec &accelerator,
                                             const Efficiencies &efficiency,
                                             const TrainingCluster &cluster = {});

// The batch a serving measurement ran at: the one it states, or the engine's own choice
// (see kLargestEngineBatch); nullopt where the setup does not fit. It does not depend on
// the efficiencies, so a fit works it out once per measurement.
std::optional<int> measuredBatch(const Measurement &measurement, const TransformerModel &model,
                                 const AcceleratorSpec &accelerator);
// predictMeasurement() at a batch already known to fit.
Prediction predictAtBatch(const Measurement &measurement, const TransformerModel &model,
                          const AcceleratorSpec &accelerator, const Efficiencies &efficiency,
                          int batch, const TrainingCluster &cluster = {});

// The training run a training measurement states.
TrainingRun trainingRunOf(const Measurement &measurement);

} // namespace acceldecide::performance
