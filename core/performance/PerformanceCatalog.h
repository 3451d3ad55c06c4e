#pragma once

#include "core/performance/AcceleratorSpec.h"
#include "core/performance/InstanceFacts.h"
#include "core/performance/Measurement.h"
#include "core/performance/ModelCard.h"
#include "core/performance/SpecObservation.h"
#include "core/performance/TrainingStep.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::performance {

// Which observation a resolved figure came from, and whether it was derived (a dense peak
// halved from a 2:4-sparse figure where no source states the dense one).
struct ResolvedFigure
{
    double value = 0.0;
    const SpecObservation *observation = nullptr;
    bool halvedFromSparse = false;
};

// An accelerator's roofline figures as the catalog resolves them, each with its source.
struct ResolvedAccelerator
{
    AcceleratorSpec spec;
    ResolvedFigure bf16;
    std::optional<ResolvedFigure> fp8;
    std::optional<ResolvedFigure> fp4;
    ResolvedFigure memory;
    ResolvedFigure bandwidth;
};

// The models, accelerator figures and measurements the throughput model works from: the
// built-in tables (resources/performance/, with their sources and licences), or a
// catalog's own rows in their place.
class PerformanceCatalog
{
public:
    PerformanceCatalog() = default;
    PerformanceCatalog(std::vector<ModelCard> models, std::vector<SpecObservation> specs,
                       std::vector<Measurement> measurements);

    // Parsed once; builtInErrors() lists rows that did not parse (none ship: a test says so).
    static const PerformanceCatalog &builtIn();
    static const std::vector<std::string> &builtInErrors();

    const std::vector<ModelCard> &models() const { return m_models; }
    const std::vector<SpecObservation> &specs() const { return m_specs; }
    const std::vector<Measurement> &measurements() const { return m_measurements; }

    const ModelCard *model(std::string_view id) const;
    // Where sources disagree the dense figure of the best-standing source wins (its
    // provider's own page before an independent one before a vendor's estimate), then
    // the newest; a 2:4-sparse figure counts only halved, where nothing else is stated.
    // nullopt where the catalog lacks the BF16 peak, the memory or its bandwidth.
    std::optional<ResolvedAccelerator> accelerator(std::string_view id) const;
    std::vector<std::string> acceleratorIds() const;
    // The instance type's facts; null where the catalog does not know it.
    const InstanceFacts *instance(std::string_view instanceType) const;
    void setInstances(std::vector<InstanceFacts> instances) { m_instances = std::move(instances); }

    // The other catalog with this one's measurements: a team's own beside the shipped.
    void addMeasurements(const std::vector<Measurement> &measurements);
    void setModels(std::vector<ModelCard> models) { m_models = std::move(models); }

private:
    std::optional<ResolvedFigure> resolve(std::string_view acceleratorId,
                                          std::string_view spec) const;

    std::vector<ModelCard> m_models;
    std::vector<SpecObservation> m_specs;
    std::vector<Measurement> m_measurements;
    std::vector<InstanceFacts> m_instances;
};

// The instances of `instanceType` as a training run sees them; empty where the catalog
// does not know the type.
TrainingCluster clusterOf(const PerformanceCatalog &catalog, std::string_view instanceType);

} // namespace acceldecide::performance
