#include "PerformanceFixtures.h"

#include "core/performance/Calibration.h"
#include "core/performance/MeasurementPrediction.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace acceldecide;
using namespace acceldecide::performance;

namespace {

std::vector<SpecObservation> h100Observations()
{
    const auto figure = [](std::string spec, double value, std::string sparsity) {
        return SpecObservation{"h100-sxm",
                               std::move(spec),
                               value,
                               std::move(sparsity),
                               "https://example.org/h100",
                               "datasheet",
                               "2023-01-01",
                               "provider_page",
                               "q"};
    };
    return {figure("bf16_tflops", 989.4, "dense"), figure("fp8_tflops", 1978.9, "dense"),
            figure("hbm_gb", 80.0, ""), figure("hbm_bandwidth_tbps", 3.35, "")};
}

std::vector<ModelCard> models()
{
    return {{test::llama31_8b(), "Llama 3.1 8B", 8.03, "https://x", "config", "2026-11-28"},
            {test::llama31_70b(), "Llama 3.1 70B", 70.6, "https://x", "config", "2026-11-28"}};
}

Measurement setup(std::string id, std::string model, DataType type, int tensorParallel,
                  std::optional<int> concurrency, int input, int output, MeasuredMetric metric)
{
    Measurement m;
    m.id = std::move(id);
    m.acceleratorId = "h100-sxm";
    m.accelerators = tensorParallel;
    m.engine = "engine-a";
    m.modelId = std::move(model);
    m.dataType = type;
    m.tensorParallel = tensorParallel;
    m.concurrency = concurrency;
    m.inputTokens = input;
    m.outputTokens = output;
    m.metric = metric;
    m.sourceUrl = "https://x";
    return m;
}

// Measurements a hypothetical engine would publish if it ran at exactly `truth`: the
// estimator's own predictions, so a fit must find `truth` again.
std::vector<Measurement> measuredAt(const Efficiencies &truth)
{
    std::vector<Measurement> points = {
        setup("a", "llama-3.1-8b", DataType::Bf16, 1, 1, 128, 128,
              MeasuredMetric::TimePerOutputTokenMs),
        setup("b", "llama-3.1-8b", DataType::Bf16, 1, 64, 2048, 128,
              MeasuredMetric::TimeToFirstTokenMs),
        setup("c", "llama-3.1-70b", DataType::Fp8, 2, std::nullopt, 1000, 1000,
              MeasuredMetric::OutputTokensPerSecond),
        setup("d", "llama-3.1-70b", DataType::Fp8, 4, 16, 500, 2000,
              MeasuredMetric::OutputTokensPerSecond),
        setup("e", "llama-3.1-8b", DataType::Fp8, 1, 256, 1000, 1000,
              MeasuredMetric::OutputTokensPerSecondPerAccelerator),
        setup("f", "llama-3.1-70b", DataType::Fp8, 2, 1, 2000, 200,
              MeasuredMetric::TimeToFirstTokenMs),
        setup("g", "llama-3.1-70b", DataType::Bf16, 4, 4, 500, 500,
              MeasuredMetric::TimePerOutputTokenMs),
        setup("h", "llama-3.1-8b", DataType::Bf16, 1, std::nullopt, 2048, 128,
              MeasuredMetric::OutputTokensPerSecond),
    };
    for (Measurement &m : points)
        m.value = predictMeasurement(
                      m, m.modelId == "llama-3.1-8b" ? test::llama31_8b() : test::llama31_70b(),
                      test::h100Sxm(), truth)
                      ->value;
    return points;
}

} // namespace

TEST(Calibration, AFitFindsTheEfficienciesTheMeasurementsWereMadeAt)
{
    const PerformanceCatalog catalog(models(), h100Observations(), measuredAt({0.62, 0.74, 8e-6}));
    const FittedEfficiencies fitted = Calibration::fit(catalog).forServing("h100-sxm", "engine-a");
    EXPECT_EQ(fitted.points, 8);
    EXPECT_EQ(fitted.scope, "h100-sxm on engine-a");
    // Within a few steps of the finest grid (0.002, and 1 % of the overhead).
    EXPECT_NEAR(fitted.efficiencies.compute, 0.62, 0.01);
    EXPECT_NEAR(fitted.efficiencies.memory, 0.74, 0.01);
    EXPECT_NEAR(fitted.efficiencies.layerOverheadSeconds, 8e-6, 0.4e-6);
}

TEST(Calibration, EveryHeldOutPointIsPredictedByAFitThatNeverSawIt)
{
    const PerformanceCatalog catalog(models(), h100Observations(), measuredAt({0.62, 0.74, 8e-6}));
    const std::vector<HeldOutPoint> points = Calibration::leaveOneOut(catalog);
    ASSERT_EQ(points.size(), 8u);
    for (const HeldOutPoint &point : points)
        EXPECT_NEAR(point.errorPercent, 0.0, 1.0) << point.measurement->id;
    const CalibrationError error = Calibration::summarise(points, 8);
    EXPECT_EQ(error.unpredictable, 0);
    EXPECT_LT(error.worstAbsolutePercent, 1.0);
}

TEST(Calibration, AnEngineWithTooFewPointsBorrowsAWiderScope)
{
    std::vector<Measurement> points = measuredAt({0.5, 0.8, 0.0});
    points.resize(2);
    const PerformanceCatalog catalog(models(), h100Observations(), points);
    const FittedEfficiencies fitted = Calibration::fit(catalog).forServing("h100-sxm", "engine-a");
    EXPECT_EQ(fitted.points, 0);
    EXPECT_EQ(fitted.scope, "no measurements: the roofline itself");
    EXPECT_EQ(fitted.efficiencies.compute, 1.0);
}

TEST(Calibration, ASetupThatDoesNotFitItsAcceleratorIsNotPredicted)
{
    // Llama 3.1 70B in BF16 (141 GB of weights) on one 80 GB H100.
    const Measurement m = setup("big", "llama-3.1-70b", DataType::Bf16, 1, 1, 128, 128,
                                MeasuredMetric::TimePerOutputTokenMs);
    EXPECT_FALSE(predictMeasurement(m, test::llama31_70b(), test::h100Sxm(), {}).has_value());
}

namespace {

// The published table at one efficiency and a team's own runs of the same setups at
// another: the team's engine build is slower than the published one.
std::vector<Measurement> publishedAndTeam(int teamPoints)
{
    std::vector<Measurement> points = measuredAt({0.62, 0.74, 8e-6});
    std::vector<Measurement> team = measuredAt({0.40, 0.50, 8e-6});
    team.resize(std::size_t(teamPoints));
    for (Measurement &m : team) {
        m.id = "team-" + m.id;
        m.origin = MeasurementOrigin::Team;
        points.push_back(m);
    }
    return points;
}

} // namespace

TEST(Calibration, ATeamsOwnMeasurementsAreFittedAloneWhereThereAreEnough)
{
    const PerformanceCatalog catalog(models(), h100Observations(), publishedAndTeam(8));
    const FittedEfficiencies fitted = Calibration::fit(catalog).forServing("h100-sxm", "engine-a");
    EXPECT_EQ(fitted.scope, "h100-sxm on engine-a, the team's own");
    EXPECT_EQ(fitted.points, 8);
    EXPECT_EQ(fitted.teamPoints, 8);
    EXPECT_NEAR(fitted.efficiencies.compute, 0.40, 0.01);
    EXPECT_NEAR(fitted.efficiencies.memory, 0.50, 0.01);
}

TEST(Calibration, AFewTeamMeasurementsCountTenTimesAPublishedOne)
{
    const PerformanceCatalog catalog(models(), h100Observations(), publishedAndTeam(2));
    const FittedEfficiencies fitted = Calibration::fit(catalog).forServing("h100-sxm", "engine-a");
    EXPECT_EQ(fitted.scope, "h100-sxm on engine-a, with 2 of the team's own");
    EXPECT_EQ(fitted.points, 10);
    EXPECT_EQ(fitted.teamPoints, 2);
    // Without the team's points the fit is the published 0.62 / 0.74. The team's two,
    // ten times as heavy as the published eight, pull it most of the way to theirs.
    const PerformanceCatalog published(models(), h100Observations(),
                                       measuredAt({0.62, 0.74, 8e-6}));
    const FittedEfficiencies alone = Calibration::fit(published).forServing("h100-sxm", "engine-a");
    const auto teamValue = [](const Measurement &m) {
        return predictMeasurement(
                   m, m.modelId == "llama-3.1-8b" ? test::llama31_8b() : test::llama31_70b(),
                   test::h100Sxm(), {0.40, 0.50, 8e-6})
            ->value;
    };
    const Measurement &first = catalog.measurements()[8];
    const double measured = teamValue(first);
    const auto predictedWith = [&](const Efficiencies &e) {
        return predictMeasurement(first, test::llama31_8b(), test::h100Sxm(), e)->value;
    };
    EXPECT_LT(std::fabs(std::log(predictedWith(fitted.efficiencies) / measured)),
              0.5 * std::fabs(std::log(predictedWith(alone.efficiencies) / measured)));
}

// A team's one run gives three figures (throughput, first token, per token) of one setup:
// fitted alone they would fit that run and nothing else, so they join the published ones.
TEST(Calibration, OneRunOfTheTeamsIsWeightedNotFittedAlone)
{
    std::vector<Measurement> points = measuredAt({0.62, 0.74, 8e-6});
    const std::vector<Measurement> team = measuredAt({0.40, 0.50, 8e-6});
    for (MeasuredMetric metric :
         {MeasuredMetric::OutputTokensPerSecond, MeasuredMetric::TimeToFirstTokenMs,
          MeasuredMetric::TimePerOutputTokenMs}) {
        Measurement m = team[3]; // Llama 3.1 70B FP8, TP4, batch 16, 500 in, 2,000 out
        m.id = "team-" + std::string(nameOf(metric));
        m.metric = metric;
        m.value =
            predictMeasurement(m, test::llama31_70b(), test::h100Sxm(), {0.40, 0.50, 8e-6})->value;
        m.origin = MeasurementOrigin::Team;
        points.push_back(m);
    }
    const PerformanceCatalog catalog(models(), h100Observations(), points);
    const FittedEfficiencies fitted = Calibration::fit(catalog).forServing("h100-sxm", "engine-a");
    EXPECT_EQ(fitted.scope, "h100-sxm on engine-a, with 3 of the team's own");
    EXPECT_EQ(fitted.points, 11);
    EXPECT_EQ(fitted.teamPoints, 3);
}
