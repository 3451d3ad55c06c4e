#include "core/performance/ThroughputEstimator.h"

#include "core/performance/MeasurementPrediction.h"
#include "core/performance/MemoryFit.h"
#include "core/performance/ServingSetup.h"
#include "core/performance/TrainingStep.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace acceldecide::performance {

namespace {

constexpr double kBytesPerGb = 1e9;

std::string bottleneckName(Bottleneck bottleneck)
{
    return bottleneck == Bottleneck::Memory ? "memory" : "compute";
}

// How unlike a measurement's setup is to the estimate's: another model counts most, then
// another number format, then each doubling of the group or of a length apart.
double distance(const Measurement &m, const ThroughputEstimateInput &input, DataType type)
{
    const auto doublings = [](double a, double b) {
        return std::fabs(std::log2(std::max(1.0, a) / std::max(1.0, b)));
    };
    return (m.modelId == input.model ? 0.0 : 4.0) + (m.dataType == type ? 0.0 : 2.0) +
           doublings(m.tensorParallel * m.pipelineParallel,
                     input.tensorParallel * input.pipelineParallel) +
           0.5 * doublings(m.inputTokens + 1, input.inputTokens + 1) +
           0.5 * doublings(m.outputTokens + 1, input.outputTokens + 1);
}

std::string describe(const Measurement &m, const PerformanceCatalog &catalog)
{
    const ModelCard *card = catalog.model(m.modelId);
    std::string text = m.acceleratorId + ", " + m.engine;
    if (!m.engineVersion.empty())
        text += " " + m.engineVersion;
    text += ", " + (card ? card->name : m.modelId) + " " + std::string(nameOf(m.dataType)) +
            ", TP" + std::to_string(m.tensorParallel);
    if (m.concurrency)
        text += ", batch " + std::to_string(*m.concurrency);
    text += ", " + std::to_string(m.inputTokens) + "/" + std::to_string(m.outputTokens);
    return text;
}

} // namespace

ThroughputEstimator::ThroughputEstimator(const PerformanceCatalog &catalog)
    : m_catalog(catalog), m_calibration(Calibration::fit(catalog)),
      m_heldOut(Calibration::leaveOneOut(catalog))
{}

const ThroughputEstimator &ThroughputEstimator::builtIn()
{
    static const ThroughputEstimator estimator(PerformanceCatalog::builtIn());
    return estimator;
}

ThroughputEstimateResult ThroughputEstimator::estimateFor(const Option &option,
                                                          WorkloadKind kind) const
{
    const int accelerators = option.clusterAccelerators.value_or(option.acceleratorsPerInstance);
    return estimate(*option.throughput->estimate, option.instanceType, accelerators, kind);
}

std::string ThroughputEstimator::acceleratorOf(const ThroughputEstimateInput &input,
                                               const std::string &instanceType) const
{
    if (!input.accelerator.empty())
        return input.accelerator;
    const InstanceFacts *facts = m_catalog.instance(instanceType);
    return facts ? facts->acceleratorId : std::string();
}

std::vector<std::pair<std::string, std::string>>
ThroughputEstimator::problems(const ThroughputEstimateInput &input, const std::string &instanceType,
                              int accelerators, WorkloadKind kind) const
{
    std::vector<std::pair<std::string, std::string>> problems;
    const ModelCard *card = m_catalog.model(input.model);
    if (!card) {
        std::string known;
        for (const ModelCard &model : m_catalog.models())
            known += (known.empty() ? "" : ", ") + model.shapes.id;
        problems.push_back(
            {"model", "unknown model \"" + input.model + "\" (known: " + known + ")"});
    }
    const std::string accelerator = acceleratorOf(input, instanceType);
    if (accelerator.empty())
        problems.push_back(
            {"accelerator", "missing (the performance catalog does not know instance "
                            "type \"" +
                                instanceType + "\"; name its accelerator)"});
    else if (!m_catalog.accelerator(accelerator))
        problems.push_back(
            {"accelerator", "no peak, memory and bandwidth figures for \"" + accelerator + "\""});
    if (!dataTypeNamed(input.dataType))
        problems.push_back(
            {"dtype", "expected bf16, fp16, fp8 or fp4, got \"" + input.dataType + "\""});
    if (input.tensorParallel < 1)
        problems.push_back(
            {"tensor_parallel", "must be at least 1, got " + std::to_string(input.tensorParallel)});
    if (input.pipelineParallel < 1)
        problems.push_back({"pipeline_parallel",
                            "must be at least 1, got " + std::to_string(input.pipelineParallel)});
    if (input.tensorParallel < 1 || input.pipelineParallel < 1)
        return problems;
    const long long group = (long long)input.tensorParallel * input.pipelineParallel;
    if (card && card->shapes.attentionHeads % input.tensorParallel != 0)
        problems.push_back({"tensor_parallel",
                            std::to_string(input.tensorParallel) + " does not divide the model's " +
                                std::to_string(card->shapes.attentionHeads) + " attention heads"});
    if (accelerators > 0 && group > accelerators)
        problems.push_back({"tensor_parallel", "tensor x pipeline parallel " +
                                                   std::to_string(group) +
                                                   " exceeds the option's " +
                                                   std::to_string(accelerators) + " accelerators"});
    if (kind == WorkloadKind::Training) {
        if (input.sequenceLength < 1)
            problems.push_back({"sequence_length", "missing (training needs the sequence length)"});
    } else if (input.outputTokens < 1) {
        problems.push_back(
            {"output_tokens", "missing (serving needs the output tokens a request)"});
    }
    return problems;
}

ThroughputEstimateResult ThroughputEstimator::estimate(const ThroughputEstimateInput &input,
                                                       const std::string &instanceType,
                                                       int accelerators, WorkloadKind kind) const
{
    const std::string acceleratorId = acceleratorOf(input, instanceType);
    const bool training = kind == WorkloadKind::Training;
    // Without an engine named, the one measured most on this accelerator: its fit, band
    // and nearest measurement are then one engine's, never a mix.
    ThroughputEstimateInput chosen = input;
    if (chosen.engine.empty())
        chosen.engine = mostMeasuredEngine(acceleratorId, training);
    ThroughputEstimateResult result =
        training ? estimateTraining(chosen, acceleratorId, instanceType, accelerators)
                 : estimateServing(chosen, acceleratorId);
    addBand(result);
    addNearest(result, chosen, acceleratorId, training);
    return result;
}

std::string ThroughputEstimator::mostMeasuredEngine(const std::string &acceleratorId,
                                                    bool training) const
{
    std::map<std::string, int> counts;
    for (const Measurement &m : m_catalog.measurements()) {
        if (m.acceleratorId == acceleratorId && m.isTraining() == training)
            ++counts[m.engine];
    }
    std::string engine;
    int most = 0;
    for (const auto &[name, count] : counts) {
        if (count > most) {
            engine = name;
            most = count;
        }
    }
    return engine;
}

ThroughputEstimateResult
ThroughputEstimator::estimateServing(const ThroughputEstimateInput &input,
                                     const std::string &acceleratorId) const
{
    const TransformerModel &model = m_catalog.model(input.model)->shapes;
    const AcceleratorSpec spec = m_catalog.accelerator(acceleratorId)->spec;
    const DataType type = dataTypeNamed(input.dataType).value_or(DataType::Bf16);
    const FittedEfficiencies fitted = m_calibration.forServing(acceleratorId, input.engine);
    ServingRequest request = servingRequestFor(input, type);

    ThroughputEstimateResult result;
    int concurrency = 1;
    if (input.concurrency)
        concurrency = *input.concurrency;
    else if (input.maxMsPerOutputToken)
        concurrency =
            highestConcurrencyWithin(model, spec, request, *input.maxMsPerOutputToken / 1000.0,
                                     kLargestEngineBatch, fitted.efficiencies)
                .value_or(1);
    else
        concurrency =
            largestServingConcurrency(model, spec, request.layout, kLargestEngineBatch).value_or(1);
    request.layout.concurrency = concurrency;
    const MemoryNeed memory = servingMemory(model, spec, request.layout);
    const ServingEstimate estimate =
        performance::estimateServing(model, spec, request, fitted.efficiencies);
    result.tokensPerSecPerAccelerator = estimate.tokensPerSecondPerAccelerator;
    result.bottleneck = bottleneckName(estimate.decodeBottleneck);
    result.concurrency = concurrency;
    result.timeToFirstTokenMs = estimate.prefillSeconds * 1000.0;
    result.msPerOutputToken = estimate.secondsPerOutputToken * 1000.0;
    result.fits = memory.fits();
    result.neededGb = memory.neededBytes() / kBytesPerGb;
    result.availableGb = memory.availableBytes / kBytesPerGb;
    if (!result.fits) {
        ServingLayout one = request.layout;
        one.concurrency = 1;
        result.smallestFittingTensorParallel = smallestServingTensorParallel(model, spec, one, 64);
    }
    result.calibrationScope = fitted.scope;
    result.calibrationPoints = fitted.points;
    result.calibrationTeamPoints = fitted.teamPoints;
    result.computeEfficiency = fitted.efficiencies.compute;
    result.memoryEfficiency = fitted.efficiencies.memory;
    result.layerOverheadUs = fitted.efficiencies.layerOverheadSeconds * 1e6;
    return result;
}

ThroughputEstimateResult ThroughputEstimator::estimateTraining(const ThroughputEstimateInput &input,
                                                               const std::string &acceleratorId,
                                                               const std::string &instanceType,
                                                               int accelerators) const
{
    const TransformerModel &model = m_catalog.model(input.model)->shapes;
    const AcceleratorSpec spec = m_catalog.accelerator(acceleratorId)->spec;
    const FittedEfficiencies fitted = m_calibration.forTraining(acceleratorId, input.engine);
    const TrainingCluster cluster = clusterOf(m_catalog, instanceType);
    TrainingRun run;
    run.dataType = dataTypeNamed(input.dataType).value_or(DataType::Bf16);
    run.globalBatchSequences = std::max(1, input.globalBatchSequences);
    run.layout.tensorParallel = input.tensorParallel;
    run.layout.pipelineParallel = input.pipelineParallel;
    run.layout.dataParallel =
        std::max(1, accelerators / std::max(1, input.tensorParallel * input.pipelineParallel));
    run.layout.sequenceLength = input.sequenceLength;
    run.layout.shardedOptimizer = true;
    const TrainingStepEstimate step =
        estimateTrainingStep(model, spec, cluster, run, fitted.efficiencies.compute);
    const MemoryNeed memory = trainingMemory(model, spec, run.layout);

    ThroughputEstimateResult result;
    result.training = true;
    result.tokensPerSecPerAccelerator = step.tokensPerSecondPerAccelerator;
    result.impliedMfuPercent = step.impliedMfuPercent;
    result.bottleneck = step.networkBound ? "network" : "compute";
    result.trainingStep = TrainingStepTimes{
        step.stepSeconds,
        step.computeSeconds,
        step.pipelineBubbleSeconds,
        step.tensorParallelSeconds,
        step.dataParallelExposedSeconds,
        run.layout.dataParallel,
        step.linkKnown,
        step.networkKnown,
        "mixed-precision Adam (16 bytes a parameter), optimizer state sharded over data "
        "parallel (ZeRO-1), full activation recomputation"};
    result.fits = memory.fits();
    result.neededGb = memory.neededBytes() / kBytesPerGb;
    result.availableGb = memory.availableBytes / kBytesPerGb;
    if (!result.fits)
        addSmallestTrainingLayout(result, model, spec, run.layout, accelerators, cluster);
    result.calibrationScope = fitted.scope;
    result.calibrationPoints = fitted.points;
    result.calibrationTeamPoints = fitted.teamPoints;
    result.computeEfficiency = fitted.efficiencies.compute;
    result.memoryEfficiency = fitted.efficiencies.memory;
    return result;
}

// The layout with the fewest accelerators per model copy that fits: tensor parallelism
// within an instance first (a power of two dividing the heads), then pipeline stages.
void ThroughputEstimator::addSmallestTrainingLayout(ThroughputEstimateResult &result,
                                                    const TransformerModel &model,
                                                    const AcceleratorSpec &spec,
                                                    TrainingLayout layout, int accelerators,
                                                    const TrainingCluster &cluster)
{
    const int perInstance =
        cluster.acceleratorsPerInstance > 0 ? cluster.acceleratorsPerInstance : accelerators;
    for (int copy = 1; copy <= accelerators; copy *= 2) {
        for (int tp = std::min(copy, perInstance); tp >= 1; tp /= 2) {
            if (copy % tp != 0 || model.attentionHeads % tp != 0 || model.layers < copy / tp)
                continue;
            layout.tensorParallel = tp;
            layout.pipelineParallel = copy / tp;
            layout.dataParallel = std::max(1, accelerators / copy);
            if (trainingMemory(model, spec, layout).fits()) {
                result.smallestFittingTensorParallel = tp;
                result.smallestFittingPipelineParallel = copy / tp;
                return;
            }
        }
    }
}

// The band is where the held-out errors of the same calibration scope put the truth: a
// point predicted e % high means the truth is the estimate / (1 + e). Where the scope has
// fewer than three held-out points, every point's error counts.
void ThroughputEstimator::addBand(ThroughputEstimateResult &result) const
{
    result.lowTokensPerSec = result.highTokensPerSec = result.tokensPerSecPerAccelerator;
    // Nothing measured of this kind: the roofline is an upper bound, and no other kind's
    // error says how far below it the truth lies.
    if (result.calibrationPoints == 0)
        return;
    std::vector<double> errors;
    for (const HeldOutPoint &point : m_heldOut) {
        if (point.scope == result.calibrationScope)
            errors.push_back(point.errorPercent / 100.0);
    }
    if (errors.size() < 3) {
        errors.clear();
        for (const HeldOutPoint &point : m_heldOut)
            errors.push_back(point.errorPercent / 100.0);
    }
    if (errors.empty())
        return;
    const auto [lowest, highest] = std::minmax_element(errors.begin(), errors.end());
    result.lowTokensPerSec = result.tokensPerSecPerAccelerator / (1.0 + *highest);
    result.highTokensPerSec = result.tokensPerSecPerAccelerator / (1.0 + *lowest);
}

void ThroughputEstimator::addNearest(ThroughputEstimateResult &result,
                                     const ThroughputEstimateInput &input,
                                     const std::string &acceleratorId, bool training) const
{
    const DataType type = dataTypeNamed(input.dataType).value_or(DataType::Bf16);
    const Measurement *nearest = nullptr;
    double best = 0.0;
    for (const Measurement &m : m_catalog.measurements()) {
        if (m.acceleratorId != acceleratorId || m.isTraining() != training ||
            (!input.engine.empty() && m.engine != input.engine))
            continue;
        // The team's own run of a setup is nearer than a published one of it.
        const double d =
            distance(m, input, type) - (m.origin == MeasurementOrigin::Team ? 0.5 : 0.0);
        if (!nearest || d < best) {
            nearest = &m;
            best = d;
        }
    }
    if (!nearest)
        return;
    const ModelCard *card = m_catalog.model(nearest->modelId);
    const auto accelerator = m_catalog.accelerator(nearest->acceleratorId);
    if (!card || !accelerator)
        return;
    const FittedEfficiencies fitted =
        training ? m_calibration.forTraining(acceleratorId, nearest->engine)
                 : m_calibration.forServing(acceleratorId, nearest->engine);
    const auto predicted =
        predictMeasurement(*nearest, card->shapes, accelerator->spec, fitted.efficiencies,
                           clusterOf(m_catalog, nearest->instanceType));
    if (!predicted)
        return;
    result.nearest = NearestMeasurement{nearest->id,
                                        describe(*nearest, m_catalog),
                                        nearest->value,
                                        predicted->value,
                                        std::string(nameOf(nearest->metric)),
                                        nearest->origin == MeasurementOrigin::Team};
}

} // namespace acceldecide::performance
