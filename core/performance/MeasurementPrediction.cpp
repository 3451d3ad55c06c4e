#include "core/performance/MeasurementPrediction.h"

#include "core/performance/MemoryFit.h"
#include "core/performance/TrainingFlops.h"

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
                          int batch)
{
    if (m.isTraining()) {
        const TrainingRate rate =
            trainingRate(model, accelerator, m.dataType, m.inputTokens, efficiency.compute);
        return {rate.tokensPerSecondPerAccelerator, Bottleneck::Compute, batch};
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
        break;
    }
    return prediction;
}

std::optional<Prediction> predictMeasurement(const Measurement &measurement,
                                             const TransformerModel &model,
                                             const AcceleratorSpec &accelerator,
                                             const Efficiencies &efficiency)
{
    const std::optional<int> batch = measuredBatch(measurement, model, accelerator);
    if (!batch)
        return std::nullopt;
    return predictAtBatch(measurement, model, accelerator, efficiency, *batch);
}

} // namespace acceldecide::performance
