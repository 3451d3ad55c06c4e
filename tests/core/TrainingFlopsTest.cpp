#include "PerformanceFixtures.h"

#include "core/performance/TrainingFlops.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

TEST(TrainingFlops, AttentionAddsToSixTimesTheParameters)
{
    // Llama 3.1 70B on 8,192-token sequences: 6 x 70,553,706,496 = 423,322,238,976 plus
    // 12 x 80 x 64 x 128 x 8,192 = 64,424,509,440: 487,746,748,416 FLOPs a token, 15 %
    // more than the 6 x parameters rule.
    EXPECT_EQ(trainingFlopsPerToken(test::llama31_70b(), 8192), 487746748416.0);
    // At 40 % of an H100's 989.4 BF16 TFLOPS: 395.76e12 / 487,746,748,416 = 811.4 tokens/s,
    // which the seeds' rule reads as 34.7 % MFU.
    const TrainingRate rate =
        trainingRate(test::llama31_70b(), test::h100Sxm(), DataType::Bf16, 8192, 0.40);
    EXPECT_NEAR(rate.tokensPerSecondPerAccelerator, 989.4e12 * 0.4 / 487746748416.0, 1e-9);
    EXPECT_NEAR(rate.tokensPerSecondPerAccelerator, 811.4, 0.1);
    EXPECT_NEAR(rate.impliedMfuPercent, 40.0 * 423322238976.0 / 487746748416.0, 1e-9);
    EXPECT_NEAR(rate.impliedMfuPercent, 34.7, 0.05);
}
