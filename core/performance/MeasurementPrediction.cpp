#include "core/performance/MeasurementPrediction.h"

#include "core/performance/MemoryFit.h"
#include "core/performance/TrainingFlops.h"

#include <algorithm>

namespace acceldecide::performance {

namespace {

ServingRequest requestFor(const Measurement &m)
{
    ServingRequest request;
    request.layout.tensorParallel = m.tensorParallel * m.pipelineParallel;
    request.layout.weights = m.dataType;
    request.layout.kvCache = cacheTypeFor(m.dataType);
    request.layout.contextTokens = m.inputTokens + m.outputTokens;
    request.inputTokens = m.inputTokens;
    request.outputTokens = std::max(1, m.outputTokens);
    // A measurement that leaves the batch to the engine ran it continuously (the
    // throughput benchmarks of TensorRT-LLM and vLLM do).
    request.continuousBatching = !m.concurrency.has_value();
    return request;
}

} // namespace

TrainingRun trainingRunOf(const Measurement &m)
{
    TrainingRun run;
    run.layout.tensorParallel = std::max(1, m.tensorParallel);
    run.layout.pipelineParallel = std::max(1, m.pipelineParallel);
    run.layout.dataParallel =
        std::max(1, m.accelerators / (run.layout.tensorParallel * run.layout.pipelineParallel));
    run.layout.sequenceLength = m.inputTokens;
    run.layout.shardedOptimizer = true;
    run.dataType = m.dataType;
    run.globalBatchSequences = m.concurrency.value_or(1);
    return run;
}

std::optional<int> measuredBatch(const Measurement &m, const TransformerModel &model,
                                 const AcceleratorSpec &accelerator)
{
    if (m.isTraining())
        return m.concurrency.value_or(1);
    ServingRequest request = requestFor(m);
    if (!m.concurrency)
        return largestServingConcurrency(model, accelerator, request.layout, kLargestEngineBatch);
    request.layout.concurrency = *m.concurrency;
    if (!servingMemory(model, accelerator, request.layout).fits())
        return std::nullopt;
    return m.concurrency;
}

Prediction predictAtBatch(const Measurement &m, const TransformerModel &model,
                          const AcceleratorSpec &accelerator, const Efficiencies &efficiency,
                          int batch, const TrainingCluster &cluster)
{
    if (m.isTraining()) {
        const TrainingStepEstimate step =
            estimateTrainingStep(model, accelerator, cluster, trainingRunOf(m), efficiency.compute);
        double value = step.tokensPerSecondPerAccelerator;
        if (m.metric == MeasuredMetric::TrainingSequencesPerSecond)
            value *= double(m.accelerators) / std::max(1, m.inputTokens);
        return {value, Bottleneck::Compute, batch};
    }
    ServingRequest request = requestFor(m);
    request.layout.concurrency = batch;
    const ServingEstimate estimate = estimateServing(model, accelerator, request, efficiency);
    Prediction prediction{0.0, estimate.decodeBottleneck, batch};
    const double perAccelerator = estimate.tokensPerSecondPerAccelerator;
    switch (m.metric) {
    case MeasuredMetric::OutputTokensPerSecond:
        prediction.value = perAccelerator * m.accelerators;
        break;
    case MeasuredMetric::OutputTokensPerSecondPerAccelerator:
        prediction.value = perAccelerator;
        break;
    case MeasuredMetric::TotalTokensPerSecond:
        prediction.value = perAccelerator * m.accelerators *
                           double(m.inputTokens + request.outputTokens) / request.outputTokens;
        break;
    case MeasuredMetric::TimeToFirstTokenMs:
        prediction.value = estimate.batchPrefillSeconds * 1000.0;
        prediction.bottleneck = Bottleneck::Compute;
        break;
    case MeasuredMetric::TimePerOutputTokenMs:
        prediction.value = estimate.secondsPerOutputToken * 1000.0;
        break;
    case MeasuredMetric::TrainingTokensPerSecondPerAccelerator:
    case MeasuredMetric::TrainingSequencesPerSecond:
        break;
    }
    return prediction;
}

std::optional<Prediction> predictMeasurement(const Measurement &measurement,
                                             const TransformerModel &model,
                                             const AcceleratorSpec &accelerator,
                                             const Efficiencies &efficiency,
                                             const TrainingCluster &cluster)
{
    const std::optional<int> batch = measuredBatch(measurement, model, accelerator);
    if (!batch)
        return std::nullopt;
    return predictAtBatch(measurement, model, accelerator, efficiency, *batch, cluster);
}

} // namespace acceldecide::performance
