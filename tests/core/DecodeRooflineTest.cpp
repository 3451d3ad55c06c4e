#include "PerformanceFixtures.h"

#include "core/performance/DecodeRoofline.h"

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::performance;

TEST(DecodeRoofline, ServingLlama70bInFp8OnTwoH100sIsBoundByMemory)
{
    // TensorRT-LLM's performance overview measures Llama 3.3 70B (Llama 3.1 70B's shapes)
    // in FP8 on two H100s at 1,000 input and 1,000 output tokens: 4,205 output tokens/s,
    // about 2,100 per GPU. The roofline at 256 sequences of 1,500 tokens on average: each
    // GPU reads 35,276,853,248 bytes of weights and 2 x 80 x 4 x 128 x 1,500 x 256 =
    // 31,457,280,000 of cache, 66,734,133,248 bytes at 3.35 TB/s: 19.92 ms; it computes
    // (2 x 70,553,706,496 + 4 x 80 x 64 x 128 x 1,500) x 256 / 2 = 1.8568e13 FLOPs at
    // 1,978.9 TFLOPS: 9.38 ms. Memory-bound: 256 / 19.921 ms / 2 = 6,425.5 tokens/s per GPU,
    // three times the measurement: the efficiency calibration is to state.
    const ServingLayout layout{2, 256, 1500, DataType::Fp8, DataType::Fp8};
    const DecodeStep step = decodeStep(test::llama31_70b(), test::h100Sxm(), layout);
    EXPECT_NEAR(step.memorySeconds, 66734133248.0 / 3.35e12, 1e-12);
    EXPECT_NEAR(step.computeSeconds,
                (2.0 * 70553706496.0 + 4.0 * 80 * 64 * 128 * 1500) * 256 / 2 / 1978.9e12, 1e-12);
    EXPECT_EQ(step.bottleneck(), Bottleneck::Memory);
    EXPECT_NEAR(step.tokensPerSecondPerAccelerator(), 6425.5, 0.1);
    EXPECT_GT(step.tokensPerSecondPerAccelerator(), 4205.0 / 2);
}

TEST(DecodeRoofline, OneSequenceAtATimeReadsEveryWeightForOneToken)
{
    // Llama 3.1 8B in BF16 on one H100, one sequence of 100 tokens: 16,060,522,496 bytes of
    // weights and 2 x 32 x 8 x 128 x 2 x 100 = 13,107,200 of cache at 3.35 TB/s is 4.798 ms
    // a token, 208.4 tokens/s: the compute-bound rule (989.4 TFLOPS x 50 % / (2 x 8.03e9))
    // would claim 30,800.
    const ServingLayout layout{1, 1, 100, DataType::Bf16, DataType::Bf16};
    const DecodeStep step = decodeStep(test::llama31_8b(), test::h100Sxm(), layout);
    EXPECT_EQ(step.bottleneck(), Bottleneck::Memory);
    EXPECT_NEAR(step.tokensPerSecondPerAccelerator(), 208.4, 0.1);
}

TEST(DecodeRoofline, PhysicalPropertiesHold)
{
    const auto model = test::llama31_70b();
    for (const int concurrency : {1, 8, 64, 256}) {
        const ServingLayout layout{2, concurrency, 2000, DataType::Fp8, DataType::Fp8};
        const DecodeStep step = decodeStep(model, test::h100Sxm(), layout);
        // Never above the compute bound nor the bandwidth bound.
        const double computeBound =
            test::h100Sxm().peakDenseTflopsFp8.value() * 1e12 / (2.0 * model.parameters());
        EXPECT_LE(step.tokensPerSecondPerAccelerator(), computeBound);
        // More bandwidth never lowers it.
        performance::AcceleratorSpec faster = test::h100Sxm();
        faster.memoryBandwidthTbPerS = 4.8;
        EXPECT_GE(decodeStep(model, faster, layout).tokensPerSecondPerAccelerator(),
                  step.tokensPerSecondPerAccelerator());
        // More sequences at once never lower it.
        const ServingLayout more{2, concurrency * 2, 2000, DataType::Fp8, DataType::Fp8};
        EXPECT_GE(decodeStep(model, test::h100Sxm(), more).tokensPerSecondPerAccelerator(),
                  step.tokensPerSecondPerAccelerator());
    }
}
