#include "PerformanceFixtures.h"

#include "core/performance/ServingEstimate.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

namespace {

ServingRequest llama70bFp8(int concurrency)
{
    return {{2, concurrency, 0, DataType::Fp8, DataType::Fp8}, 1000, 1000};
}

} // namespace

TEST(ServingEstimate, PrefillThenDecodeStepsAtTheRoofline)
{
    // Llama 3.1 70B in FP8 on two H100s, 64 requests of 1,000 tokens in and 1,000 out.
    // Prefill: (2 x 70,553,706,496 x 1,000 + 2 x 80 x 64 x 128 x 1,000^2) / 2 GPUs at
    // 1,978.9 TFLOPS = 35.98 ms, the time to first token. Decode at 1,500 tokens of context:
    // (35,276,853,248 + 64 x 2 x 80 x 4 x 128 x 1,500) bytes / 3.35 TB/s = 12.88 ms a token.
    // The group: 64 x 35.98 ms + 1,000 x 12.88 ms = 15.18 s for 64,000 tokens, 2,108 a
    // second per GPU (TensorRT-LLM measured 2,100 at its own, higher, concurrency).
    const ServingEstimate e =
        estimateServing(test::llama31_70b(), test::h100Sxm(), llama70bFp8(64));
    const double prefill = (2.0 * 70553706496.0 * 1000 + 2.0 * 80 * 64 * 128 * 1e6) / 2 / 1978.9e12;
    const double step = (35276853248.0 + 64 * 2.0 * 80 * 4 * 128 * 1500) / 3.35e12;
    EXPECT_NEAR(e.prefillSeconds, prefill, 1e-12);
    EXPECT_NEAR(e.secondsPerOutputToken, step, 1e-12);
    EXPECT_EQ(e.decodeBottleneck, Bottleneck::Memory);
    EXPECT_NEAR(e.tokensPerSecondPerAccelerator, 64000.0 / (64 * prefill + 1000 * step) / 2, 1e-9);
    EXPECT_NEAR(e.tokensPerSecondPerAccelerator, 2107.9, 0.1);
    // Half the bandwidth reached: each step twice as long.
    const ServingEstimate slower = estimateServing(test::llama31_70b(), test::h100Sxm(),
                                                   llama70bFp8(64), Efficiencies{1.0, 0.5});
    EXPECT_NEAR(slower.secondsPerOutputToken, 2 * step, 1e-12);
}

TEST(ServingEstimate, TheLatencyTargetCapsTheConcurrency)
{
    // A step of at most 20 ms: (35,276,853,248 + c x 122,880,000) / 3.35e12 <= 0.02 holds
    // up to c = 258 (the cache of 272 requests at their full 2,000 tokens still fits).
    EXPECT_EQ(
        highestConcurrencyWithin(test::llama31_70b(), test::h100Sxm(), llama70bFp8(1), 0.020, 1024),
        258);
    // 10 ms: reading the weights alone takes 10.53 ms.
    EXPECT_EQ(
        highestConcurrencyWithin(test::llama31_70b(), test::h100Sxm(), llama70bFp8(1), 0.010, 1024),
        std::nullopt);
    // 50 ms: memory caps it, at 272 requests of 2,000 tokens.
    EXPECT_EQ(
        highestConcurrencyWithin(test::llama31_70b(), test::h100Sxm(), llama70bFp8(1), 0.050, 1024),
        272);
}
