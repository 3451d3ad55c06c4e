#include "core/performance/EstimatorInUse.h"

#include <mutex>

namespace acceldecide::performance {

namespace {

// The estimator keeps a reference to its catalog, so the two live and die together.
struct CatalogAndEstimator
{
    explicit CatalogAndEstimator(PerformanceCatalog own)
        : catalog(std::move(own)), estimator(catalog)
    {}

    const PerformanceCatalog catalog;
    const ThroughputEstimator estimator;
};

std::mutex &inUseMutex()
{
    static std::mutex mutex;
    return mutex;
}

std::shared_ptr<const ThroughputEstimator> &inUse()
{
    static std::shared_ptr<const ThroughputEstimator> estimator;
    return estimator;
}

} // namespace

std::shared_ptr<const ThroughputEstimator> EstimatorInUse::current()
{
    {
        std::lock_guard<std::mutex> lock(inUseMutex());
        if (inUse())
            return inUse();
    }
    // The built-in estimator lives as long as the program: shared without an owner.
    return {std::shared_ptr<const ThroughputEstimator>(), &ThroughputEstimator::builtIn()};
}

void EstimatorInUse::use(std::vector<ModelCard> models, std::vector<Measurement> team)
{
    std::shared_ptr<const ThroughputEstimator> estimator;
    if (!models.empty() || !team.empty()) {
        PerformanceCatalog catalog = PerformanceCatalog::builtIn();
        if (!models.empty())
            catalog.setModels(std::move(models));
        catalog.addMeasurements(team);
        auto both = std::make_shared<const CatalogAndEstimator>(std::move(catalog));
        estimator = {both, &both->estimator};
    }
    std::lock_guard<std::mutex> lock(inUseMutex());
    inUse() = std::move(estimator);
}

} // namespace acceldecide::performance
