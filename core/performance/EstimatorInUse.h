#pragma once

#include "core/performance/Measurement.h"
#include "core/performance/ModelCard.h"
#include "core/performance/ThroughputEstimator.h"

#include <memory>
#include <vector>

namespace acceldecide::performance {

// The throughput estimator every engine estimates with: the built-in catalog's until the
// window or the command line opens a catalog database holding models of its own or a
// team's own measurements, then one calibrated on those as well. Swapped whole, so an
// evaluation running in another thread keeps the estimator it started with.
class EstimatorInUse
{
public:
    static std::shared_ptr<const ThroughputEstimator> current();

    // From now on: the built-in accelerator figures and published measurements, with
    // `models` in place of the built-in models (none: the built-in ones) and `team`
    // beside the published measurements. Both empty: the built-in estimator again.
    // Calibrating takes a few hundred milliseconds.
    static void use(std::vector<ModelCard> models, std::vector<Measurement> team);
};

} // namespace acceldecide::performance
