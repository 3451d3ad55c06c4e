#include "core/performance/ServingSetup.h"

#include <algorithm>

namespace acceldecide::performance {

ServingRequest servingRequestFor(const ThroughputEstimateInput &input, DataType type)
{
    ServingRequest request;
    request.layout.tensorParallel = input.tensorParallel * input.pipelineParallel;
    request.layout.weights = type;
    request.layout.kvCache = cacheTypeFor(type);
    request.layout.contextTokens = input.inputTokens + input.outputTokens;
    request.inputTokens = input.inputTokens;
    request.outputTokens = std::max(1, input.outputTokens);
    request.continuousBatching = true;
    return request;
}

std::optional<ServingSetup> servingSetup(const PerformanceCatalog &catalog,
                                         const std::string &acceleratorId,
                                         const ThroughputEstimateInput &input,
                                         const ThroughputEstimateResult &result)
{
    const ModelCard *card = catalog.model(input.model);
    const std::optional<ResolvedAccelerator> accelerator = catalog.accelerator(acceleratorId);
    if (result.training || !card || !accelerator)
        return std::nullopt;
    ServingSetup setup;
    setup.model = card->shapes;
    setup.accelerator = accelerator->spec;
    setup.request =
        servingRequestFor(input, dataTypeNamed(input.dataType).value_or(DataType::Bf16));
    setup.request.layout.concurrency = std::max(1, result.concurrency);
    setup.efficiencies = {result.computeEfficiency, result.memoryEfficiency,
                          result.layerOverheadUs / 1e6};
    if (input.maxMsPerOutputToken)
        setup.maxSecondsPerOutputToken = *input.maxMsPerOutputToken / 1000.0;
    return setup;
}

} // namespace acceldecide::performance
