#pragma once

#include "core/performance/PerformanceCatalog.h"
#include "core/performance/ServingEstimate.h"

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::performance {

// Efficiencies fitted to measurements, and which measurements they were fitted to: the
// team's own of the accelerator on the engine where they hold three runs or more, else
// those of the accelerator on the engine, else the engine's on every accelerator, else
// every measurement of that kind (serving or training). A team's own point in a wider
// scope counts ten times a published one.
struct FittedEfficiencies
{
    Efficiencies efficiencies;
    std::string scope; // "h100-sxm on tensorrt-llm", "tensorrt-llm", "every serving measurement"
    int points = 0;
    int teamPoints = 0; // of `points`, the team's own (MeasurementOrigin::Team)
};

// One measurement predicted by a fit that never saw it.
struct HeldOutPoint
{
    const Measurement *measurement = nullptr;
    double predicted = 0.0;
    double errorPercent = 0.0; // (predicted - measured) / measured
    std::string scope;
};

struct CalibrationError
{
    int points = 0;
    int unpredictable = 0; // setups that do not fit their accelerator, or lack its figures
    double medianAbsolutePercent = 0.0;
    double worstAbsolutePercent = 0.0;
};

// The roofline's efficiencies fitted per accelerator and engine to the catalog's
// measurements, minimising the squared log ratio of predicted to measured (so a point
// 2x high weighs as one 2x low), by a coarse grid refined twice.
class Calibration
{
public:
    // A group needs this many measurements to be fitted on its own.
    static constexpr int kMinimumPoints = 3;

    // The catalog must outlive the calibration.
    static Calibration fit(const PerformanceCatalog &catalog);

    // The efficiencies for serving (or training) on `acceleratorId` with `engine` (empty:
    // any engine).
    FittedEfficiencies forServing(std::string_view acceleratorId, std::string_view engine) const;
    FittedEfficiencies forTraining(std::string_view acceleratorId, std::string_view engine) const;

    // Each measurement predicted from a fit of the catalog without it.
    static std::vector<HeldOutPoint> leaveOneOut(const PerformanceCatalog &catalog);
    static CalibrationError summarise(const std::vector<HeldOutPoint> &points,
                                      std::size_t measurements);

private:
    FittedEfficiencies forKind(bool training, std::string_view acceleratorId,
                               std::string_view engine) const;
    FittedEfficiencies fitScope(bool training, std::string_view acceleratorId,
                                std::string_view engine) const;

    // Fits already made, by kind, accelerator and engine: a fit takes milliseconds and the
    // window estimates on every edit. Shared by copies; guarded for the evaluation threads.
    struct Cache
    {
        std::mutex mutex;
        std::map<std::string, FittedEfficiencies> fits;
    };

    const PerformanceCatalog *m_catalog = nullptr;
    const Measurement *m_excluded = nullptr;
    std::shared_ptr<Cache> m_cache = std::make_shared<Cache>();
};

} // namespace acceldecide::performance
