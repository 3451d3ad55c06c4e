#include "core/performance/EstimatorInUse.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

namespace {

// Puts the built-in estimator back whatever the test does: every other test expects it.
struct BuiltInAgainAfterwards
{
    ~BuiltInAgainAfterwards() { EstimatorInUse::use({}, {}); }
};

ThroughputEstimateInput llama33OnTwoH100s()
{
    ThroughputEstimateInput in;
    in.model = "llama-3.3-70b";
    in.accelerator = "h100-sxm";
    in.engine = "tensorrt-llm";
    in.dataType = "fp8";
    in.tensorParallel = 2;
    in.inputTokens = 1000;
    in.outputTokens = 1000;
    return in;
}

// The team ran the published TensorRT-LLM setups on its own H100s and got half of each
// published figure (a rate; a time would double).
std::vector<Measurement> teamAtHalfThePublishedRate()
{
    std::vector<Measurement> team;
    for (const Measurement &m : PerformanceCatalog::builtIn().measurements()) {
        if (m.acceleratorId != "h100-sxm" || m.engine != "tensorrt-llm" || !isRate(m.metric))
            continue;
        Measurement own = m;
        own.id = "team-" + m.id;
        own.value = m.value / 2.0;
        own.origin = MeasurementOrigin::Team;
        own.licence.clear();
        team.push_back(own);
    }
    return team;
}

} // namespace

TEST(EstimatorInUse, IsTheBuiltInEstimatorUntilACatalogBringsItsOwn)
{
    EXPECT_EQ(EstimatorInUse::current().get(), &ThroughputEstimator::builtIn());
}

TEST(EstimatorInUse, ATeamsOwnMeasurementsCalibrateTheEstimateAndItSaysSo)
{
    const BuiltInAgainAfterwards restore;
    const ThroughputEstimateResult published = ThroughputEstimator::builtIn().estimate(
        llama33OnTwoH100s(), "p5.48xlarge", 8, WorkloadKind::Inference);
    const std::vector<Measurement> team = teamAtHalfThePublishedRate();
    ASSERT_GE(team.size(), 3u);
    EstimatorInUse::use({}, team);
    const std::shared_ptr<const ThroughputEstimator> estimator = EstimatorInUse::current();
    EXPECT_NE(estimator.get(), &ThroughputEstimator::builtIn());
    const ThroughputEstimateResult own =
        estimator->estimate(llama33OnTwoH100s(), "p5.48xlarge", 8, WorkloadKind::Inference);
    EXPECT_EQ(own.calibrationScope, "h100-sxm on tensorrt-llm, the team's own");
    EXPECT_EQ(own.calibrationTeamPoints, int(team.size()));
    ASSERT_TRUE(own.nearest.has_value());
    EXPECT_TRUE(own.nearest->teamOwn);
    // Half the rate at every setup: the fitted estimate comes out near half as well.
    EXPECT_NEAR(own.tokensPerSecPerAccelerator / published.tokensPerSecPerAccelerator, 0.5, 0.1);
}

TEST(EstimatorInUse, AnEvaluationKeepsTheEstimatorItStartedWith)
{
    const BuiltInAgainAfterwards restore;
    EstimatorInUse::use({}, teamAtHalfThePublishedRate());
    const std::shared_ptr<const ThroughputEstimator> held = EstimatorInUse::current();
    EstimatorInUse::use({}, {});
    // The swap frees nothing a holder still uses.
    EXPECT_EQ(held->catalog().measurements().size(),
              PerformanceCatalog::builtIn().measurements().size() +
                  teamAtHalfThePublishedRate().size());
    EXPECT_EQ(EstimatorInUse::current().get(), &ThroughputEstimator::builtIn());
}
