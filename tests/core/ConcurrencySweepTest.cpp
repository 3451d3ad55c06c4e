// The Performance panel's second chart: throughput per accelerator against concurrency up
// to the largest that fits, and where a per-token latency target cuts it.
#include "core/performance/ConcurrencySweep.h"

#include "core/performance/MeasurementPrediction.h"
#include "core/performance/ThroughputEstimator.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

namespace {

// The one-layer model of RooflinePointsTest (16,780,288 parameters, 33,560,576 bytes in
// BF16) on an H100 SXM (989.4 TFLOPS, 3.35 TB/s, 80 GB), at the roofline.
ServingSetup oneLayerOnH100(std::optional<double> maxSecondsPerToken)
{
    ServingSetup s;
    s.model.id = "one-layer";
    s.model.layers = 1;
    s.model.hiddenSize = 1024;
    s.model.attentionHeads = 8;
    s.model.kvHeads = 8;
    s.model.headDim = 128;
    s.model.ffnSize = 4096;
    s.accelerator.peakDenseTflopsBf16 = 989.4;
    s.accelerator.memoryGb = 80.0;
    s.accelerator.memoryBandwidthTbPerS = 3.35;
    s.request.inputTokens = 0;
    s.request.outputTokens = 1;
    s.request.continuousBatching = true;
    s.maxSecondsPerOutputToken = maxSecondsPerToken;
    return s;
}

} // namespace

TEST(ConcurrencySweep, DoublesUpToTheLargestThatFits)
{
    // A sequence of one token caches 2 x 8 x 128 x 2 bytes = 4 KB: all 2,048 fit.
    const ConcurrencySweep sweep = sweepConcurrency(oneLayerOnH100(std::nullopt), 2048);
    ASSERT_EQ(sweep.largestFitting, 2048);
    ASSERT_EQ(sweep.points.size(), 12u); // 1, 2, 4, ..., 2,048
    EXPECT_EQ(sweep.points.front().concurrency, 1);
    EXPECT_EQ(sweep.points.back().concurrency, 2048);
    EXPECT_EQ(sweep.highestWithinTarget, std::nullopt);
    // One request reads the weights each step: 3.35e12 / 33,560,576 = 99,819.5 tokens/s,
    // 0.01002 ms a token.
    EXPECT_NEAR(sweep.points.front().tokensPerSecPerAccelerator, 99'819.5, 0.1);
    EXPECT_NEAR(sweep.points.front().msPerOutputToken, 0.010018, 1e-6);
    // 2,048 are compute-bound: 989.4e12 / 33,560,576 = 29,481,020 tokens/s, and a step
    // of 33,560,576 x 2,048 / 989.4e12 s = 0.06947 ms.
    EXPECT_NEAR(sweep.points.back().tokensPerSecPerAccelerator, 29'481'020.0, 1.0);
    EXPECT_NEAR(sweep.points.back().msPerOutputToken, 0.069468, 1e-6);
}

TEST(ConcurrencySweep, EndsOnALargestThatIsNoPowerOfTwo)
{
    ServingSetup setup = oneLayerOnH100(std::nullopt);
    const ConcurrencySweep sweep = sweepConcurrency(setup, 100);
    ASSERT_EQ(sweep.largestFitting, 100);
    ASSERT_EQ(sweep.points.size(), 8u); // 1 ... 64, then 100
    EXPECT_EQ(sweep.points.back().concurrency, 100);
}

TEST(ConcurrencySweep, TheTargetCutsWhereTheStepReachesIt)
{
    // Within 0.015 ms a token: 0.015e-3 x 989.4e12 / 33,560,576 = 442.2 sequences.
    const ConcurrencySweep sweep = sweepConcurrency(oneLayerOnH100(0.015e-3), 2048);
    EXPECT_EQ(sweep.highestWithinTarget, 442);
    // Below the memory-bound step (0.01002 ms) not even one request meets it.
    EXPECT_EQ(sweepConcurrency(oneLayerOnH100(0.01e-3), 2048).highestWithinTarget, std::nullopt);
}

TEST(ConcurrencySweep, NothingFitsNoPoints)
{
    ServingSetup setup = oneLayerOnH100(std::nullopt);
    setup.accelerator.memoryGb = 0.01; // 10 MB, less than the 33.6 MB of weights
    const ConcurrencySweep sweep = sweepConcurrency(setup, 2048);
    EXPECT_EQ(sweep.largestFitting, std::nullopt);
    EXPECT_TRUE(sweep.points.empty());
}

TEST(ConcurrencySweep, TheEstimatorsOwnConcurrencyIsWhereItsTargetCuts)
{
    // The serving fixture's p5 option: Llama 3.3 70B FP8 on two H100s within 50 ms a token.
    ThroughputEstimateInput input;
    input.model = "llama-3.3-70b";
    input.accelerator = "h100-sxm";
    input.engine = "tensorrt-llm";
    input.dataType = "fp8";
    input.tensorParallel = 2;
    input.inputTokens = 1000;
    input.outputTokens = 1000;
    input.maxMsPerOutputToken = 50.0;
    const ThroughputEstimator &estimator = ThroughputEstimator::builtIn();
    const ThroughputEstimateResult result =
        estimator.estimate(input, "p5.48xlarge", 8, WorkloadKind::Inference);
    const std::optional<ServingSetup> setup =
        servingSetup(estimator.catalog(), "h100-sxm", input, result);
    ASSERT_TRUE(setup);
    EXPECT_EQ(setup->request.layout.concurrency, result.concurrency);
    const ConcurrencySweep sweep = sweepConcurrency(*setup, kLargestEngineBatch);
    EXPECT_EQ(sweep.highestWithinTarget, result.concurrency);
    // And the estimate's throughput is the curve's at that concurrency.
    const ServingEstimate at =
        estimateServing(setup->model, setup->accelerator, setup->request, setup->efficiencies);
    EXPECT_DOUBLE_EQ(at.tokensPerSecondPerAccelerator, result.tokensPerSecPerAccelerator);
}
