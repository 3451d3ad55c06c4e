#include "core/performance/TrainingStep.h"

#include "core/performance/Collectives.h"
#include "core/performance/DecodeRoofline.h"
#include "core/performance/TrainingFlops.h"

#include <algorithm>

namespace acceldecide::performance {

namespace {

constexpr double kActivationBytes = 2.0; // BF16 activations and gradients
constexpr double kBackwardShare = 2.0 / 3.0;
constexpr int kTensorParallelCollectivesPerLayer = 4;

// Bytes a second one accelerator sends to the others of its group, or 0 where the
// catalog lacks the figure the group's traffic crosses.
double groupBandwidth(const AcceleratorSpec &accelerator, const TrainingCluster &cluster,
                      bool spansInstances)
{
    if (!spansInstances)
        return linkBytesPerSecond(accelerator.linkGBytesPerS);
    if (cluster.acceleratorsPerInstance <= 0 || !(cluster.networkGbpsPerInstance > 0.0))
        return 0.0;
    return cluster.networkGbpsPerInstance / 8.0 * 1e9 / cluster.acceleratorsPerInstance *
           kCollectiveEfficiency;
}

} // namespace

TrainingStepEstimate estimateTrainingStep(const TransformerModel &model,
                                          const AcceleratorSpec &accelerator,
                                          const TrainingCluster &cluster, const TrainingRun &run,
                                          double computeEfficiency)
{
    TrainingStepEstimate step;
    const TrainingLayout &layout = run.layout;
    const int tp = std::max(1, layout.tensorParallel);
    const int pp = std::max(1, layout.pipelineParallel);
    const int dp = std::max(1, layout.dataParallel);
    const double peak = peakTflops(accelerator, run.dataType) * 1e12;
    if (!(peak > 0.0) || !(computeEfficiency > 0.0) || layout.sequenceLength <= 0)
        return step;
    const double accelerators = double(tp) * pp * dp;
    const double tokensPerStep = double(run.globalBatchSequences) * layout.sequenceLength;
    const double tokensPerReplica = tokensPerStep / dp;

    step.computeSeconds = trainingFlopsPerToken(model, layout.sequenceLength) * tokensPerStep /
                          (accelerators * peak * computeEfficiency);
    const double microBatches = std::max(1.0, double(run.globalBatchSequences) /
                                                  (dp * std::max(1, layout.microBatchSequences)));
    step.pipelineBubbleSeconds = step.computeSeconds * (pp - 1) / microBatches;

    // A tensor-parallel group sits in one instance where it fits in one.
    const bool tensorSpans =
        cluster.acceleratorsPerInstance > 0 && tp > cluster.acceleratorsPerInstance;
    const double tensorBandwidth = groupBandwidth(accelerator, cluster, tensorSpans);
    if (tp > 1 && tensorBandwidth > 0.0) {
        step.tensorParallelSeconds =
            kTensorParallelCollectivesPerLayer * double(model.layers) / pp *
            allReduceSeconds(tokensPerReplica * model.hiddenSize * kActivationBytes, tp,
                             tensorBandwidth);
    } else if (tp > 1) {
        (tensorSpans ? step.networkKnown : step.linkKnown) = false;
    }

    // Data-parallel replicas of a run larger than one instance sit in different ones.
    const bool dataSpans =
        cluster.acceleratorsPerInstance <= 0 || accelerators > cluster.acceleratorsPerInstance;
    const double dataBandwidth = groupBandwidth(accelerator, cluster, dataSpans);
    if (dp > 1 && dataBandwidth > 0.0) {
        step.dataParallelSeconds = allReduceSeconds(
            model.parameters() / (double(tp) * pp) * kActivationBytes, dp, dataBandwidth);
        step.dataParallelExposedSeconds =
            std::max(0.0, step.dataParallelSeconds - kBackwardShare * step.computeSeconds);
    } else if (dp > 1) {
        (dataSpans ? step.networkKnown : step.linkKnown) = false;
    }

    step.stepSeconds = step.computeSeconds + step.pipelineBubbleSeconds +
                       step.tensorParallelSeconds + step.dataParallelExposedSeconds;
    step.tokensPerSecondPerAccelerator = tokensPerStep / (accelerators * step.stepSeconds);
    step.impliedMfuPercent =
        step.tokensPerSecondPerAccelerator * 6.0 * model.activeParameters() / peak * 100.0;
    step.networkBound = step.tensorParallelSeconds + step.dataParallelExposedSeconds >
                        step.computeSeconds + step.pipelineBubbleSeconds;
    return step;
}

} // namespace acceldecide::performance
