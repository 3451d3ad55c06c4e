#include "core/performance/Calibration.h"

#include "core/performance/MeasurementPrediction.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace acceldecide::performance {

namespace {

using Selector = std::function<bool(const Measurement &)>;

// The squared log ratios of the predictions at `efficiency` over the selected points;
// a point whose setup cannot be predicted is left out of every fit alike.
double misfit(const PerformanceCatalog &catalog, const std::vector<const Measurement *> &points,
              const Efficiencies &efficiency)
{
    double sum = 0.0;
    for (const Measurement *m : points) {
        const ModelCard *model = catalog.model(m->modelId);
        const auto accelerator = catalog.accelerator(m->acceleratorId);
        const auto predicted = predictMeasurement(*m, model->shapes, accelerator->spec, efficiency);
        if (!predicted || !(predicted->value > 0.0))
            continue;
        const double ratio = std::log(predicted->value / m->value);
        sum += ratio * ratio;
    }
    return sum;
}

// The grid around `centre`, `steps` either side of `step`, within (0, 1].
Efficiencies bestOnGrid(const PerformanceCatalog &catalog,
                        const std::vector<const Measurement *> &points, Efficiencies centre,
                        double step, int steps)
{
    Efficiencies best = centre;
    double bestMisfit = misfit(catalog, points, centre);
    for (int i = -steps; i <= steps; ++i) {
        for (int j = -steps; j <= steps; ++j) {
            const Efficiencies candidate{centre.compute + i * step, centre.memory + j * step};
            if (candidate.compute < step / 2 || candidate.compute > 1.0 ||
                candidate.memory < step / 2 || candidate.memory > 1.0)
                continue;
            const double value = misfit(catalog, points, candidate);
            if (value < bestMisfit) {
                bestMisfit = value;
                best = candidate;
            }
        }
    }
    return best;
}

Efficiencies fitPoints(const PerformanceCatalog &catalog,
                       const std::vector<const Measurement *> &points)
{
    Efficiencies best = bestOnGrid(catalog, points, {0.5, 0.5}, 0.05, 10);
    best = bestOnGrid(catalog, points, best, 0.01, 5);
    return bestOnGrid(catalog, points, best, 0.002, 5);
}

bool predictable(const PerformanceCatalog &catalog, const Measurement &m)
{
    const ModelCard *model = catalog.model(m.modelId);
    const auto accelerator = catalog.accelerator(m.acceleratorId);
    return model && accelerator &&
           predictMeasurement(m, model->shapes, accelerator->spec, Efficiencies{}).has_value();
}

} // namespace

Calibration Calibration::fit(const PerformanceCatalog &catalog)
{
    Calibration calibration;
    calibration.m_catalog = &catalog;
    return calibration;
}

FittedEfficiencies Calibration::forServing(std::string_view acceleratorId,
                                           std::string_view engine) const
{
    return forKind(false, acceleratorId, engine);
}

FittedEfficiencies Calibration::forTraining(std::string_view acceleratorId,
                                            std::string_view engine) const
{
    return forKind(true, acceleratorId, engine);
}

FittedEfficiencies Calibration::forKind(bool training, std::string_view acceleratorId,
                                        std::string_view engine) const
{
    const std::string kind = training ? "training" : "serving";
    const std::string onEngine = engine.empty() ? std::string() : " on " + std::string(engine);
    const std::vector<std::pair<std::string, Selector>> scopes = {
        {std::string(acceleratorId) + onEngine,
         [&](const Measurement &m) {
             return m.acceleratorId == acceleratorId && (engine.empty() || m.engine == engine);
         }},
        {engine.empty() ? std::string(acceleratorId) : std::string(engine),
         [&](const Measurement &m) {
             return engine.empty() ? m.acceleratorId == acceleratorId : m.engine == engine;
         }},
        {"every " + kind + " measurement",
         [](const Measurement &) {
             return true;
         }},
    };
    for (const auto &[scope, selects] : scopes) {
        std::vector<const Measurement *> points;
        for (const Measurement &m : m_catalog->measurements()) {
            if (&m != m_excluded && m.isTraining() == training && selects(m) &&
                predictable(*m_catalog, m))
                points.push_back(&m);
        }
        if (int(points.size()) >= kMinimumPoints)
            return {fitPoints(*m_catalog, points), scope, int(points.size())};
    }
    return {Efficiencies{}, "no measurements: the roofline itself", 0};
}

std::vector<HeldOutPoint> Calibration::leaveOneOut(const PerformanceCatalog &catalog)
{
    std::vector<HeldOutPoint> points;
    for (const Measurement &m : catalog.measurements()) {
        if (!predictable(catalog, m))
            continue;
        Calibration without = fit(catalog);
        without.m_excluded = &m;
        const FittedEfficiencies fitted = m.isTraining()
                                              ? without.forTraining(m.acceleratorId, m.engine)
                                              : without.forServing(m.acceleratorId, m.engine);
        const auto predicted =
            predictMeasurement(m, catalog.model(m.modelId)->shapes,
                               catalog.accelerator(m.acceleratorId)->spec, fitted.efficiencies);
        points.push_back(
            {&m, predicted->value, (predicted->value - m.value) / m.value * 100.0, fitted.scope});
    }
    return points;
}

CalibrationError Calibration::summarise(const std::vector<HeldOutPoint> &points,
                                        std::size_t measurements)
{
    CalibrationError error;
    error.points = int(points.size());
    error.unpredictable = int(measurements) - error.points;
    if (points.empty())
        return error;
    std::vector<double> absolute;
    for (const HeldOutPoint &point : points)
        absolute.push_back(std::fabs(point.errorPercent));
    std::sort(absolute.begin(), absolute.end());
    const std::size_t n = absolute.size();
    error.medianAbsolutePercent =
        n % 2 ? absolute[n / 2] : (absolute[n / 2 - 1] + absolute[n / 2]) / 2.0;
    error.worstAbsolutePercent = absolute.back();
    return error;
}

} // namespace acceldecide::performance
