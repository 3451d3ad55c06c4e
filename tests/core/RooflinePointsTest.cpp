// The Performance panel's roofline: the roof at the fitted efficiencies and where an
// option's decode step and prefill sit under it, worked by hand on a one-layer model.
#include "core/performance/RooflinePoints.h"

#include <gtest/gtest.h>

using namespace acceldecide::performance;

namespace {

// H100 SXM: 989.4 dense BF16 TFLOPS, 80 GB at 3.35 TB/s (NVIDIA's datasheet).
AcceleratorSpec h100()
{
    AcceleratorSpec spec;
    spec.peakDenseTflopsBf16 = 989.4;
    spec.memoryGb = 80.0;
    spec.memoryBandwidthTbPerS = 3.35;
    return spec;
}

// One layer, hidden 1,024, 8 heads of 128 (as many KV heads), FFN 4,096, no vocabulary:
// 2 x 1,024 x 1,024 (query, output) + 2 x 1,024 x 1,024 (key, value) + 3 x 1,024 x 4,096
// + 2 x 1,024 norms + 1,024 final norm = 16,780,288 parameters, 33,560,576 bytes in BF16.
TransformerModel oneLayer()
{
    TransformerModel model;
    model.id = "one-layer";
    model.layers = 1;
    model.hiddenSize = 1024;
    model.attentionHeads = 8;
    model.kvHeads = 8;
    model.headDim = 128;
    model.ffnSize = 4096;
    model.vocabulary = 0;
    return model;
}

ServingSetup setup(int concurrency, int input, int output, Efficiencies efficiencies = {})
{
    ServingSetup s;
    s.model = oneLayer();
    s.accelerator = h100();
    s.request.layout.concurrency = concurrency;
    s.request.inputTokens = input;
    s.request.outputTokens = output;
    s.request.continuousBatching = true;
    s.efficiencies = efficiencies;
    return s;
}

} // namespace

TEST(RooflinePoints, TheModelHasTheParametersCountedByHand)
{
    EXPECT_DOUBLE_EQ(oneLayer().parameters(), 16'780'288.0);
}

TEST(RooflinePoints, TheRidgeIsPeakOverBandwidthAtTheFittedEfficiencies)
{
    // 989.4 TFLOP/s / 3.35 TB/s = 295.3 FLOP/byte.
    const RooflinePoints roof = rooflinePoints(setup(1, 0, 1));
    EXPECT_DOUBLE_EQ(roof.peakTflops, 989.4);
    EXPECT_DOUBLE_EQ(roof.bandwidthTbPerS, 3.35);
    EXPECT_NEAR(roof.ridgeFlopsPerByte(), 295.3, 0.05);
    // Half the peak and 80 % of the bandwidth: 494.7 / 2.68 = 184.6 FLOP/byte.
    const RooflinePoints fitted = rooflinePoints(setup(1, 0, 1, {0.5, 0.8, 0.0}));
    EXPECT_DOUBLE_EQ(fitted.peakTflops, 494.7);
    EXPECT_NEAR(fitted.ridgeFlopsPerByte(), 184.6, 0.05);
    // The roof: 3.35 x 10 = 33.5 below the ridge, the peak beyond it.
    EXPECT_NEAR(roof.attainableTflops(10.0), 33.5, 1e-9);
    EXPECT_DOUBLE_EQ(roof.attainableTflops(1000.0), 989.4);
}

TEST(RooflinePoints, ABf16DecodeStepDoesAsManyFlopsPerByteAsItHasSequences)
{
    // An empty cache (no input, one output token: context 0): each sequence does 2 FLOPs
    // per parameter for the 2 bytes each weight takes, so 64 sequences do 64 FLOPs a byte,
    // below the ridge: memory-bound at 3.35 x 64 = 214.4 TFLOP/s.
    const RooflinePoints roof = rooflinePoints(setup(64, 0, 1));
    EXPECT_DOUBLE_EQ(roof.decode.flopsPerByte, 64.0);
    EXPECT_NEAR(roof.decode.tflops, 214.4, 1e-6);
    // 512 sequences are beyond the ridge: at the peak.
    const RooflinePoints beyond = rooflinePoints(setup(512, 0, 1));
    EXPECT_DOUBLE_EQ(beyond.decode.flopsPerByte, 512.0);
    EXPECT_NEAR(beyond.decode.tflops, 989.4, 1e-6);
}

TEST(RooflinePoints, AttentionOverTheCacheKeepsOneSequenceAtOneFlopPerByte)
{
    // 1,000 in, 1,000 out: a step at the average context 1,500. Attention adds
    // 4 x 8 x 128 x 1,500 = 6,144,000 FLOPs, and the cache 2 x 8 x 128 x 2 bytes x 1,500 =
    // 6,144,000 bytes: with as many KV heads as heads, still one FLOP per byte.
    const RooflinePoints roof = rooflinePoints(setup(1, 1000, 1000));
    EXPECT_NEAR(roof.decode.flopsPerByte, 1.0, 1e-12);
    EXPECT_NEAR(roof.decode.tflops, 3.35, 1e-9);
}

TEST(RooflinePoints, APrefillIsComputeBound)
{
    // 2 x 16,780,288 x 1,000 + 2 x 8 x 128 x 1,000^2 = 35,608,576,000 FLOPs over the
    // weights read once and the input's cache written, 33,560,576 + 4,096,000 bytes:
    // 945.6 FLOP/byte, beyond the ridge, so at the peak.
    const RooflinePoints roof = rooflinePoints(setup(1, 1000, 1000));
    EXPECT_NEAR(roof.prefill.flopsPerByte, 945.61, 0.01);
    EXPECT_NEAR(roof.prefill.tflops, 989.4, 1e-6);
}

TEST(RooflinePoints, FixedPerLayerTimePutsThePointsUnderTheRoof)
{
    const RooflinePoints roof = rooflinePoints(setup(64, 1000, 1000, {0.6, 0.8, 20e-6}));
    EXPECT_LT(roof.decode.tflops, roof.attainableTflops(roof.decode.flopsPerByte));
    EXPECT_LT(roof.prefill.tflops, roof.attainableTflops(roof.prefill.flopsPerByte));
}
