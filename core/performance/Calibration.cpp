#include "core/performance/Calibration.h"

#include "core/performance/MeasurementPrediction.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <tuple>

namespace acceldecide::performance {

namespace {

using Selector = std::function<bool(const Measurement &)>;

// A measurement with what every prediction of it needs worked out once: its model, its
// accelerator's figures and the batch it ran at.
struct PreparedPoint
{
    const Measurement *measurement = nullptr;
    const TransformerModel *model = nullptr;
    AcceleratorSpec accelerator;
    int batch = 1;
    TrainingCluster cluster;
    double weight = 1.0;
};

// How much more one of a team's own measurements counts than a published one where the
// two are fitted together: the team ran its own model, engine build and settings.
constexpr double kTeamWeight = 10.0;

std::optional<PreparedPoint> prepare(const PerformanceCatalog &catalog, const Measurement &m)
{
    const ModelCard *model = catalog.model(m.modelId);
    const auto accelerator = catalog.accelerator(m.acceleratorId);
    if (!model || !accelerator || !(m.value > 0.0))
        return std::nullopt;
    const std::optional<int> batch = measuredBatch(m, model->shapes, accelerator->spec);
    if (!batch)
        return std::nullopt;
    return PreparedPoint{&m, &model->shapes, accelerator->spec, *batch,
                         clusterOf(catalog, m.instanceType)};
}

// The runs among `points`: measurements of one setup (model, format, layout, batch,
// lengths, engine version) count once, whatever figures each gives.
int distinctRuns(const std::vector<PreparedPoint> &points)
{
    std::set<std::tuple<std::string, int, int, int, int, int, int, std::string>> runs;
    for (const PreparedPoint &p : points) {
        const Measurement &m = *p.measurement;
        runs.emplace(m.modelId, int(m.dataType), m.tensorParallel, m.pipelineParallel,
                     m.concurrency.value_or(0), m.inputTokens, m.outputTokens, m.engineVersion);
    }
    return int(runs.size());
}

double predicted(const PreparedPoint &p, const Efficiencies &efficiency)
{
    return predictAtBatch(*p.measurement, *p.model, p.accelerator, efficiency, p.batch, p.cluster)
        .value;
}

// The squared log ratios of the predictions at `efficiency` to the measurements.
double misfit(const std::vector<PreparedPoint> &points, const Efficiencies &efficiency)
{
    double sum = 0.0;
    for (const PreparedPoint &p : points) {
        const double value = predicted(p, efficiency);
        const double ratio = value > 0.0 ? std::log(value / p.measurement->value) : 50.0;
        sum += p.weight * ratio * ratio;
    }
    return sum;
}

struct Search
{
    std::vector<double> compute;
    std::vector<double> memory;
    std::vector<double> overhead;
};

Efficiencies bestOf(const std::vector<PreparedPoint> &points, const Search &search,
                    Efficiencies best)
{
    double bestMisfit = misfit(points, best);
    for (double c : search.compute) {
        for (double m : search.memory) {
            for (double o : search.overhead) {
                if (c <= 0.0 || c > 1.0 || m <= 0.0 || m > 1.0 || o < 0.0)
                    continue;
                const Efficiencies candidate{c, m, o};
                const double value = misfit(points, candidate);
                if (value < bestMisfit) {
                    bestMisfit = value;
                    best = candidate;
                }
            }
        }
    }
    return best;
}

// A coarse grid over the three, then a pattern search: from the best point, move to the
// best of its 26 neighbours at a step while one is better, then halve the step.
Efficiencies fitPoints(const std::vector<PreparedPoint> &points)
{
    Search coarse;
    for (int i = 1; i <= 10; ++i) {
        coarse.compute.push_back(i / 10.0);
        coarse.memory.push_back(i / 10.0);
    }
    coarse.overhead = {0.0, 2e-6, 5e-6, 1e-5, 2e-5, 4e-5, 8e-5, 1.6e-4, 3.2e-4};
    Efficiencies best = bestOf(points, coarse, {1.0, 1.0, 0.0});
    for (double step = 0.05; step >= 0.001; step /= 2.0) {
        for (int moves = 0; moves < 100; ++moves) {
            const double o = best.layerOverheadSeconds;
            const double overheadStep = std::max(o * step * 4.0, 1e-7);
            const Efficiencies moved =
                bestOf(points,
                       {{best.compute - step, best.compute, best.compute + step},
                        {best.memory - step, best.memory, best.memory + step},
                        {o - overheadStep, o, o + overheadStep}},
                       best);
            if (moved.compute == best.compute && moved.memory == best.memory &&
                moved.layerOverheadSeconds == best.layerOverheadSeconds)
                break;
            best = moved;
        }
    }
    return best;
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
    const std::string key = std::string(training ? "t:" : "s:") + std::string(acceleratorId) + "|" +
                            std::string(engine);
    if (!m_excluded) {
        std::lock_guard<std::mutex> lock(m_cache->mutex);
        if (const auto known = m_cache->fits.find(key); known != m_cache->fits.end())
            return known->second;
    }
    FittedEfficiencies fitted = fitScope(training, acceleratorId, engine);
    if (!m_excluded) {
        std::lock_guard<std::mutex> lock(m_cache->mutex);
        m_cache->fits.emplace(key, fitted);
    }
    return fitted;
}

FittedEfficiencies Calibration::fitScope(bool training, std::string_view acceleratorId,
                                         std::string_view engine) const
{
    const std::string kind = training ? "training" : "serving";
    const std::string onEngine = engine.empty() ? std::string() : " on " + std::string(engine);
    const auto sameSetup = [&](const Measurement &m) {
        return m.acceleratorId == acceleratorId && (engine.empty() || m.engine == engine);
    };
    // The team's own measurements of this accelerator and engine, where there are enough,
    // are fitted alone; fewer join the first scope that has enough, each counting more.
    const std::vector<std::pair<std::string, Selector>> scopes = {
        {std::string(acceleratorId) + onEngine + ", the team's own",
         [&](const Measurement &m) {
             return m.origin == MeasurementOrigin::Team && sameSetup(m);
         }},
        {std::string(acceleratorId) + onEngine, sameSetup},
        {engine.empty() ? std::string(acceleratorId) : std::string(engine),
         [&](const Measurement &m) {
             return engine.empty() ? m.acceleratorId == acceleratorId : m.engine == engine;
         }},
        {"every " + kind + " measurement",
         [](const Measurement &) {
             return true;
         }},
    };
    for (std::size_t index = 0; index < scopes.size(); ++index) {
        const auto &[scope, selects] = scopes[index];
        std::vector<PreparedPoint> points;
        int team = 0;
        for (const Measurement &m : m_catalog->measurements()) {
            if (&m == m_excluded || m.isTraining() != training || !selects(m))
                continue;
            std::optional<PreparedPoint> point = prepare(*m_catalog, m);
            if (!point)
                continue;
            if (m.origin == MeasurementOrigin::Team && sameSetup(m)) {
                point->weight = kTeamWeight;
                ++team;
            }
            points.push_back(*point);
        }
        if (int(points.size()) < kMinimumPoints)
            continue;
        // One run's throughput, first-token and per-token times are three figures of one
        // setup: fitted alone they would fit that run and nothing else.
        if (index == 0 && distinctRuns(points) < kMinimumPoints)
            continue;
        const bool teamAlone = team == int(points.size());
        const std::string label =
            team > 0 && !teamAlone ? scope + ", with " + std::to_string(team) + " of the team's own"
                                   : scope;
        return {fitPoints(points), label, int(points.size()), team};
    }
    return {Efficiencies{}, "no measurements: the roofline itself", 0, 0};
}

std::vector<HeldOutPoint> Calibration::leaveOneOut(const PerformanceCatalog &catalog)
{
    std::vector<HeldOutPoint> points;
    for (const Measurement &m : catalog.measurements()) {
        const std::optional<PreparedPoint> point = prepare(catalog, m);
        if (!point)
            continue;
        Calibration without = fit(catalog);
        without.m_excluded = &m;
        const FittedEfficiencies fitted = m.isTraining()
                                              ? without.forTraining(m.acceleratorId, m.engine)
                                              : without.forServing(m.acceleratorId, m.engine);
        const double value = predicted(*point, fitted.efficiencies);
        points.push_back({&m, value, (value - m.value) / m.value * 100.0, fitted.scope});
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
