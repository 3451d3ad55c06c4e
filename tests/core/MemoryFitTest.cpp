#include "PerformanceFixtures.h"

#include "core/performance/MemoryFit.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

TEST(MemoryFit, Llama70bInBf16DoesNotFitOne80GbGpuForServing)
{
    // Weights alone: 70,553,706,496 x 2 bytes = 141.1 GB against 80 GB.
    ServingLayout layout;
    layout.concurrency = 1;
    layout.contextTokens = 2000;
    const MemoryNeed one = servingMemory(test::llama31_70b(), test::h100Sxm(), layout);
    EXPECT_EQ(one.weightsBytes, 141107412992.0);
    EXPECT_EQ(one.availableBytes, 80e9);
    EXPECT_FALSE(one.fits());
    // Over two: 70.55 GB of weights and 4 of the 8 KV heads each, 2 x 80 x 4 x 128 x 2 bytes
    // x 2,000 tokens = 327,680,000 bytes of cache: 70.88 GB, it fits.
    layout.tensorParallel = 2;
    const MemoryNeed two = servingMemory(test::llama31_70b(), test::h100Sxm(), layout);
    EXPECT_EQ(two.cacheBytes, 327680000.0);
    EXPECT_TRUE(two.fits());
    EXPECT_EQ(smallestServingTensorParallel(test::llama31_70b(), test::h100Sxm(), layout, 8), 2);
}

TEST(MemoryFit, TheKvCacheDecidesHowManySequencesFit)
{
    // FP8 weights over two H100s: 35.28 GB each, 44.72 GB left; a sequence of 2,000 tokens
    // holds 2 x 80 x 4 x 128 x 1 byte x 2,000 = 163,840,000 bytes: 272 fit, 273 do not.
    ServingLayout layout{2, 272, 2000, DataType::Fp8, DataType::Fp8};
    EXPECT_TRUE(servingMemory(test::llama31_70b(), test::h100Sxm(), layout).fits());
    layout.concurrency = 273;
    EXPECT_FALSE(servingMemory(test::llama31_70b(), test::h100Sxm(), layout).fits());
    // More tensor parallelism than KV heads keeps a whole head on each accelerator.
    layout.tensorParallel = 16;
    layout.concurrency = 1;
    EXPECT_EQ(servingMemory(test::llama31_70b(), test::h100Sxm(), layout).cacheBytes,
              2.0 * 80 * 1 * 128 * 1 * 2000);
}

TEST(MemoryFit, Llama70bTrainingWithAdamDoesNotFitOne8GpuInstanceUnsharded)
{
    // 16 bytes a parameter over 8 GPUs of tensor parallelism: 70,553,706,496 / 8 x 16 =
    // 141.1 GB each before any activation, against 80 GB. One instance has no data
    // parallelism to shard the optimizer over, so sharding does not help.
    TrainingLayout layout{8, 1, 1, 8192, 1, false};
    const MemoryNeed need = trainingMemory(test::llama31_70b(), test::h100Sxm(), layout);
    EXPECT_EQ(need.weightsBytes + need.gradientBytes + need.optimizerBytes, 141107412992.0);
    EXPECT_FALSE(need.fits());
    layout.shardedOptimizer = true;
    EXPECT_FALSE(trainingMemory(test::llama31_70b(), test::h100Sxm(), layout).fits());
    // Four instances in a pipeline, the optimizer sharded over 4 data-parallel copies
    // (128 GPUs): weights and gradients 70.55e9 / 32 x 4 = 8.82 GB, the optimizer 70.55e9
    // / 32 x 12 / 4 = 6.61 GB, activations (20 layers x 2 + 34) x 8,192 x 8,192 / 8 =
    // 620.8 MB: 16.05 GB, it fits.
    TrainingLayout spread{8, 4, 4, 8192, 1, true};
    const MemoryNeed fits = trainingMemory(test::llama31_70b(), test::h100Sxm(), spread);
    EXPECT_NEAR(fits.optimizerBytes, 70553706496.0 / 32 * 12 / 4, 1.0);
    EXPECT_NEAR(fits.activationBytes, (20 * 2.0 + 34.0) * 8192 * 8192 / 8, 1.0);
    EXPECT_TRUE(fits.fits());
}
