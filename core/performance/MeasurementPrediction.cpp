#include "core/performance/MeasurementPrediction.h"

#include "core/performance/MemoryFit.h"
#include "core/performance/TrainingFlops.h"

namespace acceldecide::performance {

namespace {

DataType cacheTypeFor(DataType weights)
{
    return weights == DataType::Fp8 || weights == DataType::Fp4 ? DataType::Fp8 : DataType::Bf16;
}

std::optional<Prediction> predictServing(const Measurement &m, const TransformerModel &model,
                                         const AcceleratorSpec &accelerator,
                                         const Efficiencies &efficiency)
{
    ServingRequest request;
    request.layout.tensorParallel = m.tensorParallel * m.pipelineParallel;
    request.layout.weights = m.dataType;
    request.layout.kvCache = cacheTypeFor(m.dataType);
    request.layout.contextTokens = m.inputTokens + m.outputTokens;
    request.inputTokens = m.inputTokens;
    request.outputTokens = std::max(1, m.outputTokens);
    const std::optional<int> concurrency =
        m.concurrency
            ? m.concurrency
            : largestServingConcurrency(model, accelerator, request.layout, kLargestEngineBatch);
    if (!concurrency)
        return std::nullopt;
    request.layout.concurrency = *concurrency;
    if (!servingMemory(model, accelerator, request.layout).fits())
        return std::nullopt;
    const ServingEstimate estimate = estimateServing(model, accelerator, request, efficiency);
    Prediction prediction{0.0, estimate.decodeBottleneck, *concurrency};
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
        prediction.value = estimate.prefillSeconds * *concurrency * 1000.0;
        prediction.bottleneck = Bottleneck::Compute;
        break;
    case MeasuredMetric::TimePerOutputTokenMs:
        prediction.value = estimate.secondsPerOutputToken * 1000.0;
        break;
    case MeasuredMetric::TrainingTokensPerSecondPerAccelerator:
        return std::nullopt;
    }
    return prediction;
}

} // namespace

std::optional<Prediction> predictMeasurement(const Measurement &measurement,
                                             const TransformerModel &model,
                                             const AcceleratorSpec &accelerator,
                                             const Efficiencies &efficiency)
{
    if (!measurement.isTraining())
        return predictServing(measurement, model, accelerator, efficiency);
    const TrainingRate rate = trainingRate(model, accelerator, measurement.dataType,
                                           measurement.inputTokens, efficiency.compute);
    return Prediction{rate.tokensPerSecondPerAccelerator, Bottleneck::Compute,
                      measurement.concurrency.value_or(0)};
}

} // namespace acceldecide::performance
