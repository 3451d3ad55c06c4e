#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/DataType.h"
#include "core/performance/MemoryFit.h"
#include "core/performance/TransformerModel.h"

namespace acceldecide::performance {

// The instances a training run spans, as far as the catalog knows them: 0 for what it
// does not know, and the traffic that would cross it is then not counted (the estimate
// says so).
struct TrainingCluster
{
    int acceleratorsPerInstance = 0;
    double networkGbpsPerInstance = 0.0; // between instances (EFA, InfiniBand), Gbit/s
};

// One optimizer step: the layout (tensor x pipeline x data parallel, sequence length,
// micro-batch), its number format and the global batch in sequences.
struct TrainingRun
{
    TrainingLayout layout;
    DataType dataType = DataType::Bf16;
    int globalBatchSequences = 1;
};

// Where a step's time goes, per accelerator, and the rate it gives.
struct TrainingStepEstimate
{
    double computeSeconds = 0.0;             // FLOPs at the fitted efficiency of the dense peak
    double pipelineBubbleSeconds = 0.0;      // (pp - 1) / micro-batches of the compute
    double tensorParallelSeconds = 0.0;      // activations' collectives, on the critical path
    double dataParallelSeconds = 0.0;        // the gradients' all-reduce, before overlap
    double dataParallelExposedSeconds = 0.0; // what backward compute does not hide
    bool linkKnown = true;                   // false: tensor-parallel traffic not counted
    bool networkKnown = true;                // false: traffic between instances not counted
    double stepSeconds = 0.0;
    double tokensPerSecondPerAccelerator = 0.0;
    double impliedMfuPercent = 0.0; // as the seeds count it: 6 x parameters a token
    bool networkBound = false;      // more time in collectives than in compute
};

// The step of `run` on accelerators of `accelerator` in `cluster`, at `computeEfficiency`
// of the dense peak: compute (trainingFlopsPerToken), the pipeline bubble of a 1F1B
// schedule (Narayanan et al., 2021), tensor parallelism's four collectives of each layer's
// activations forward and backward (Megatron-LM's sequence-parallel all-gather and
// reduce-scatter move as much as its all-reduce: 2 (t - 1) / t of the tensor), and data
// parallelism's gradient all-reduce (2-byte gradients, 2 (d - 1) / d of a replica's
// share), of which backward compute (two thirds of the FLOPs) hides what it can. Within
// an instance the link carries the traffic at half its stated two-way figure; across
// instances, the instance's network shared by its accelerators.
TrainingStepEstimate estimateTrainingStep(const TransformerModel &model,
                                          const AcceleratorSpec &accelerator,
                                          const TrainingCluster &cluster, const TrainingRun &run,
                                          double computeEfficiency);

} // namespace acceldecide::performance
