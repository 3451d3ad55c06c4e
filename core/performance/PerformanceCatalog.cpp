#include "core/performance/PerformanceCatalog.h"

#include "core/performance/PerformanceData.h"
#include "core/performance/PerformanceTables.h"

#include <algorithm>
#include <array>
#include <set>

namespace acceldecide::performance {

namespace {

int standingRank(std::string_view standing)
{
    constexpr std::array<std::string_view, 3> kOrder{"provider_page", "independent",
                                                     "vendor_estimate"};
    const auto at = std::find(kOrder.begin(), kOrder.end(), standing);
    return int(at - kOrder.begin());
}

// True where `a` is the better source for a figure: better standing, then a figure said
// to be dense before one that does not say, then newer; otherwise the row listed first.
bool preferred(const SpecObservation &a, const SpecObservation &b)
{
    const int rankA = standingRank(a.standing);
    const int rankB = standingRank(b.standing);
    if (rankA != rankB)
        return rankA < rankB;
    if ((a.sparsity == "dense") != (b.sparsity == "dense"))
        return a.sparsity == "dense";
    return a.publishedDate > b.publishedDate;
}

constexpr double kBytesPerGib = 1073741824.0;

struct BuiltIn
{
    std::vector<std::string> errors;
    PerformanceCatalog catalog;
};

const BuiltIn &builtInTables()
{
    static const BuiltIn parsed = [] {
        BuiltIn result;
        std::vector<Measurement> measurements = PerformanceTables::measurements(
            "measurements-tensorrt-llm.csv", performancedata::tensorRtLlmMeasurementsCsv(),
            "Apache-2.0", result.errors);
        const std::vector<Measurement> neuron = PerformanceTables::measurements(
            "measurements-aws-neuron.csv", performancedata::awsNeuronMeasurementsCsv(),
            "CC-BY-SA-4.0", result.errors);
        measurements.insert(measurements.end(), neuron.begin(), neuron.end());
        const std::vector<Measurement> megatron = PerformanceTables::measurements(
            "measurements-megatron-bridge.csv", performancedata::megatronBridgeMeasurementsCsv(),
            "Apache-2.0", result.errors);
        measurements.insert(measurements.end(), megatron.begin(), megatron.end());
        result.catalog = PerformanceCatalog(
            PerformanceTables::models("models.csv", performancedata::modelsCsv(), result.errors),
            PerformanceTables::specs("accelerator-specs.csv",
                                     performancedata::acceleratorSpecsCsv(), result.errors),
            std::move(measurements));
        result.catalog.setInstances(PerformanceTables::instances(
            "instance-networks.csv", performancedata::instanceNetworksCsv(), result.errors));
        return result;
    }();
    return parsed;
}

} // namespace

PerformanceCatalog::PerformanceCatalog(std::vector<ModelCard> models,
                                       std::vector<SpecObservation> specs,
                                       std::vector<Measurement> measurements)
    : m_models(std::move(models)), m_specs(std::move(specs)),
      m_measurements(std::move(measurements))
{}

const PerformanceCatalog &PerformanceCatalog::builtIn()
{
    return builtInTables().catalog;
}

const std::vector<std::string> &PerformanceCatalog::builtInErrors()
{
    return builtInTables().errors;
}

const ModelCard *PerformanceCatalog::model(std::string_view id) const
{
    for (const ModelCard &card : m_models) {
        if (card.shapes.id == id)
            return &card;
    }
    return nullptr;
}

std::optional<ResolvedFigure> PerformanceCatalog::resolve(std::string_view acceleratorId,
                                                          std::string_view spec) const
{
    const SpecObservation *stated = nullptr;
    const SpecObservation *sparse = nullptr;
    for (const SpecObservation &o : m_specs) {
        if (o.acceleratorId != acceleratorId || o.spec != spec)
            continue;
        const SpecObservation *&best = o.sparsity == "sparse_2_4" ? sparse : stated;
        if (!best || preferred(o, *best))
            best = &o;
    }
    if (stated)
        return ResolvedFigure{stated->value, stated, false};
    if (sparse)
        return ResolvedFigure{sparse->value / 2.0, sparse, true};
    return std::nullopt;
}

std::optional<ResolvedAccelerator> PerformanceCatalog::accelerator(std::string_view id) const
{
    const auto bf16 = resolve(id, "bf16_tflops");
    // A figure stated in GiB counts converted where no source states it in GB.
    auto memory = resolve(id, "hbm_gb");
    if (!memory && (memory = resolve(id, "hbm_gib")))
        memory->value *= kBytesPerGib / 1e9;
    auto bandwidth = resolve(id, "hbm_bandwidth_tbps");
    if (!bandwidth && (bandwidth = resolve(id, "hbm_bandwidth_gib_s")))
        bandwidth->value *= kBytesPerGib / 1e12;
    if (!bf16 || !memory || !bandwidth)
        return std::nullopt;
    ResolvedAccelerator resolved;
    resolved.bf16 = *bf16;
    resolved.memory = *memory;
    resolved.bandwidth = *bandwidth;
    resolved.fp8 = resolve(id, "fp8_tflops");
    resolved.fp4 = resolve(id, "fp4_tflops");
    resolved.spec.peakDenseTflopsBf16 = bf16->value;
    resolved.spec.memoryGb = memory->value;
    resolved.spec.memoryBandwidthTbPerS = bandwidth->value;
    if (resolved.fp8)
        resolved.spec.peakDenseTflopsFp8 = resolved.fp8->value;
    if (resolved.fp4)
        resolved.spec.peakDenseTflopsFp4 = resolved.fp4->value;
    if (const auto link = resolve(id, "interconnect_gbytes_per_s"))
        resolved.spec.linkGBytesPerS = link->value;
    return resolved;
}

std::vector<std::string> PerformanceCatalog::acceleratorIds() const
{
    std::set<std::string> ids;
    for (const SpecObservation &o : m_specs)
        ids.insert(o.acceleratorId);
    return {ids.begin(), ids.end()};
}

const InstanceFacts *PerformanceCatalog::instance(std::string_view instanceType) const
{
    for (const InstanceFacts &facts : m_instances) {
        if (facts.instanceType == instanceType)
            return &facts;
    }
    return nullptr;
}

void PerformanceCatalog::addMeasurements(const std::vector<Measurement> &measurements)
{
    m_measurements.insert(m_measurements.end(), measurements.begin(), measurements.end());
}

TrainingCluster clusterOf(const PerformanceCatalog &catalog, std::string_view instanceType)
{
    const InstanceFacts *facts = catalog.instance(instanceType);
    if (!facts)
        return {};
    return {facts->acceleratorsPerInstance, facts->networkGbps};
}

} // namespace acceldecide::performance
