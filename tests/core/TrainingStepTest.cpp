#include "PerformanceFixtures.h"

#include "core/performance/TrainingStep.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

namespace {

AcceleratorSpec h100WithNvlink()
{
    AcceleratorSpec spec = test::h100Sxm();
    spec.linkGBytesPerS = 900.0; // NVLink 4, both directions together
    return spec;
}

// p5.48xlarge: eight H100s and 3,200 Gbit/s of EFA.
const TrainingCluster kP5{8, 3200.0};

TrainingRun run(int tp, int pp, int dp, int sequence, int globalBatch)
{
    TrainingRun r;
    r.layout.tensorParallel = tp;
    r.layout.pipelineParallel = pp;
    r.layout.dataParallel = dp;
    r.layout.sequenceLength = sequence;
    r.layout.shardedOptimizer = true;
    r.globalBatchSequences = globalBatch;
    return r;
}

} // namespace

// Llama 3.1 70B (70,553,706,496 parameters), TP8 x DP4 over four p5 instances, 64
// sequences of 4,096 tokens, BF16 at 50 % of 989.4 TFLOPS:
//   FLOPs a token  6 x 70,553,706,496 + 12 x 80 x 64 x 128 x 4,096 = 455,534,493,696
//   compute        455,534,493,696 x 262,144 / (32 x 989.4e12 x 0.5)        = 7.54344 s
//   tensor par.    4 x 80 layers x 2 x 7/8 x 65,536 tokens x 8,192 x 2 bytes
//                  over 450 GB/s x 0.7                                     = 1.90887 s
//   data par.      70,553,706,496 / 8 x 2 bytes x 2 x 3/4 over
//                  3,200 / 8 GB/s / 8 accelerators x 0.7                    = 0.75593 s,
//                  hidden behind two thirds of the compute (5.03 s)
//   tokens/s each  262,144 / (32 x (7.54344 + 1.90887))                     = 866.67
TEST(TrainingStep, ComputeAndTheActivationsCollectivesMakeTheStep)
{
    const TrainingStepEstimate step = estimateTrainingStep(test::llama31_70b(), h100WithNvlink(),
                                                           kP5, run(8, 1, 4, 4096, 64), 0.5);
    EXPECT_NEAR(step.computeSeconds, 7.5434376, 1e-6);
    EXPECT_NEAR(step.tensorParallelSeconds, 1.9088744, 1e-6);
    EXPECT_NEAR(step.dataParallelSeconds, 0.7559326, 1e-6);
    EXPECT_EQ(step.dataParallelExposedSeconds, 0.0);
    EXPECT_EQ(step.pipelineBubbleSeconds, 0.0);
    EXPECT_NEAR(step.tokensPerSecondPerAccelerator, 866.66628, 1e-4);
    EXPECT_FALSE(step.networkBound);
    EXPECT_TRUE(step.linkKnown);
    EXPECT_TRUE(step.networkKnown);
}

// Llama 3.1 8B, pure data parallelism over two p5 instances, 16 sequences of 1,024:
// compute 0.10307 s, the gradients' all-reduce 8,030,261,248 x 2 x 2 x 15/16 bytes over
// 35 GB/s = 0.86039 s, of which 0.79167 s is left after backward compute: the network
// bounds the step, at 16,384 / (16 x 0.89474) = 1,144.47 tokens/s each.
TEST(TrainingStep, ASmallBatchOverManyInstancesWaitsOnTheNetwork)
{
    const TrainingStepEstimate step = estimateTrainingStep(test::llama31_8b(), h100WithNvlink(),
                                                           kP5, run(1, 1, 16, 1024, 16), 0.5);
    EXPECT_NEAR(step.dataParallelExposedSeconds, 0.7916739, 1e-6);
    EXPECT_NEAR(step.tokensPerSecondPerAccelerator, 1144.4656, 1e-3);
    EXPECT_TRUE(step.networkBound);
}

TEST(TrainingStep, PipelineStagesWaitForTheFirstAndLastMicroBatches)
{
    // Eight stages and 16 micro-batches a replica: the bubble is 7/16 of the compute.
    const TrainingStepEstimate step = estimateTrainingStep(test::llama31_70b(), h100WithNvlink(),
                                                           kP5, run(1, 8, 4, 4096, 64), 0.5);
    EXPECT_NEAR(step.pipelineBubbleSeconds, step.computeSeconds * 7.0 / 16.0, 1e-9);
}

TEST(TrainingStep, TrafficOverALinkOrNetworkTheCatalogLacksIsNotCountedAndSaysSo)
{
    const TrainingStepEstimate noLink = estimateTrainingStep(test::llama31_70b(), test::h100Sxm(),
                                                             kP5, run(8, 1, 1, 4096, 64), 0.5);
    EXPECT_FALSE(noLink.linkKnown);
    EXPECT_EQ(noLink.tensorParallelSeconds, 0.0);
    const TrainingStepEstimate noNetwork = estimateTrainingStep(
        test::llama31_8b(), h100WithNvlink(), TrainingCluster{}, run(1, 1, 16, 1024, 16), 0.5);
    EXPECT_FALSE(noNetwork.networkKnown);
    EXPECT_EQ(noNetwork.dataParallelExposedSeconds, 0.0);
}
