#include "PerformanceFixtures.h"

#include "core/performance/DecodeBound.h"
#include "core/performance/DecodeRoofline.h"
#include "core/performance/MemoryFit.h"
#include "core/performance/ServingEstimate.h"
#include "core/performance/ThroughputEstimator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>

using namespace acceldecide;
using namespace acceldecide::performance;

TEST(DecodeBound, Llama8bInBf16OnOneH100WorkedByHand)
{
    // Llama 3.1 8B (8,030,261,248 parameters) in BF16 on one H100 SXM (80 GB, 3.35 TB/s,
    // 989.4 dense TFLOPS), requests of 1,000 tokens in and 1,000 out.
    // Weights: 8,030,261,248 x 2 bytes = 16,060,522,496 bytes.
    // KV cache a token: 2 x 32 layers x 8 KV heads x 128 x 2 bytes = 131,072 bytes.
    // In flight a request holds 1,000 + 1,000 / 2 = 1,500 tokens on average: 196,608,000
    // bytes. (80e9 - 16,060,522,496) / 196,608,000 = 325.2, so 325 requests fit.
    // A decode step at full bandwidth: (16,060,522,496 + 325 x 196,608,000) / 3.35e12 =
    // 23.868 ms; its arithmetic, 325 x (2 x 8,030,261,248 + 4 x 32 x 32 x 128 x 1,500) /
    // 989.4e12 = 5.534 ms, and the prefills, 325 x 16.498 ms, overlap it (10.90 s against
    // 23.87 s of memory time for 1,000 steps). 325 x 1,000 tokens / 23.868 s = 13,616.5
    // output tokens a second: the most an H100 can decode for it, where 50 % MFU by the
    // compute-bound rule claims 30,800 (throughput-model.md).
    const DecodeBound bound =
        decodeBound(test::llama31_8b(), test::h100Sxm(), 1, 1000, 1000, DataType::Bf16);
    ASSERT_TRUE(bound.fits());
    EXPECT_EQ(bound.tensorParallel, 1);
    EXPECT_EQ(bound.concurrency, 325);
    EXPECT_EQ(bound.dataType, DataType::Bf16);
    const double step = (16060522496.0 + 325 * 196608000.0) / 3.35e12;
    EXPECT_NEAR(step, 0.023868, 1e-6);
    EXPECT_NEAR(bound.tokensPerSecPerAccelerator, 325 * 1000.0 / (1000 * step), 1e-6);
    EXPECT_NEAR(bound.tokensPerSecPerAccelerator, 13616.5, 0.1);
}

TEST(DecodeBound, HoldsFourBitWeightsAtThePartsHighestPeak)
{
    // Half the bytes of FP8 and, on an H100 (no FP4 units), FP8's peak: above FP8's bound,
    // which is above BF16's.
    const DecodeBound bound = decodeBound(test::llama31_8b(), test::h100Sxm(), 1, 1000, 1000);
    EXPECT_EQ(bound.dataType, DataType::Fp4);
    const auto at = [](DataType type) {
        return decodeBound(test::llama31_8b(), test::h100Sxm(), 1, 1000, 1000, type)
            .tokensPerSecPerAccelerator;
    };
    EXPECT_GT(bound.tokensPerSecPerAccelerator, at(DataType::Fp8));
    EXPECT_GT(at(DataType::Fp8), at(DataType::Bf16));
    EXPECT_EQ(peakTflops(test::h100Sxm(), DataType::Fp4), 1978.9);
}

TEST(DecodeBound, EveryDividingTensorParallelAndFewerRequestsNeverBeatIt)
{
    // Llama 3.1 70B in BF16 does not fit one H100; over up to 8 the bound picks the best
    // degree dividing its 64 heads, and no degree or concurrency that fits does better.
    const TransformerModel model = test::llama31_70b();
    const DecodeBound bound = decodeBound(model, test::h100Sxm(), 8, 1000, 1000, DataType::Bf16);
    ASSERT_TRUE(bound.fits());
    EXPECT_GE(bound.tensorParallel, 2);
    for (int t = 1; t <= 8; ++t) {
        if (model.attentionHeads % t != 0)
            continue;
        ServingRequest request{{t, 1, 1500, DataType::Bf16, DataType::Bf16}, 1000, 1000, true};
        const auto most =
            largestServingConcurrency(model, test::h100Sxm(), request.layout, 1 << 20);
        if (!most)
            continue;
        for (int c = 1; c <= *most; c = c * 2 + 1) {
            request.layout.concurrency = c;
            EXPECT_LE(
                estimateServing(model, test::h100Sxm(), request).tokensPerSecondPerAccelerator,
                bound.tokensPerSecPerAccelerator * (1 + 1e-12))
                << "tensor parallel " << t << ", " << c << " requests";
        }
    }
    // Nothing fits: no bound.
    EXPECT_FALSE(decodeBound(model, test::h100Sxm(), 1, 1000, 1000, DataType::Bf16).fits());
}

// The property the claim check rests on: for every model of the built-in catalog on every
// accelerator, at a few lengths, every number format and every tensor-parallel degree up to
// 16 whose latency-free estimate fits, the calibrated estimator's figure is never above the
// bound. Were it above, a throughput the tool itself estimates could be set aside.
TEST(DecodeBound, NeverBelowTheCalibratedEstimateOverTheCatalog)
{
    const ThroughputEstimator &estimator = ThroughputEstimator::builtIn();
    const PerformanceCatalog &catalog = estimator.catalog();
    constexpr int kMaxTensorParallel = 16;
    int checked = 0;
    for (const ModelCard &card : catalog.models()) {
        for (const std::string &id : catalog.acceleratorIds()) {
            const auto accelerator = catalog.accelerator(id);
            if (!accelerator)
                continue;
            for (const auto &[input, output] : {std::pair{128, 128}, std::pair{1000, 1000},
                                                std::pair{2048, 128}, std::pair{128, 2048}}) {
                const DecodeBound bound =
                    decodeBound(card.shapes, accelerator->spec, kMaxTensorParallel, input, output);
                for (const char *type : {"bf16", "fp8", "fp4"}) {
                    for (int t = 1; t <= kMaxTensorParallel; ++t) {
                        ThroughputEstimateInput in;
                        in.model = card.shapes.id;
                        in.accelerator = id;
                        in.dataType = type;
                        in.tensorParallel = t;
                        in.inputTokens = input;
                        in.outputTokens = output;
                        if (!estimator.problems(in, "", kMaxTensorParallel, WorkloadKind::Inference)
                                 .empty())
                            continue;
                        const ThroughputEstimateResult e =
                            estimator.estimate(in, "", kMaxTensorParallel, WorkloadKind::Inference);
                        if (!e.fits)
                            continue;
                        ASSERT_TRUE(bound.fits()) << card.shapes.id << " on " << id;
                        EXPECT_LE(e.tokensPerSecPerAccelerator, bound.tokensPerSecPerAccelerator)
                            << card.shapes.id << " on " << id << " in " << type << " at TP" << t
                            << ", " << input << "/" << output;
                        ++checked;
                    }
                }
            }
        }
    }
    EXPECT_GT(checked, 1000);
}

// Nor does any serving throughput the catalog ships as measured exceed it: a published
// figure would otherwise be called impossible.
TEST(DecodeBound, EveryPublishedServingThroughputIsUnderIt)
{
    const PerformanceCatalog &catalog = PerformanceCatalog::builtIn();
    int checked = 0;
    for (const Measurement &m : catalog.measurements()) {
        if (m.metric != MeasuredMetric::OutputTokensPerSecond &&
            m.metric != MeasuredMetric::OutputTokensPerSecondPerAccelerator)
            continue;
        const ModelCard *card = catalog.model(m.modelId);
        const auto accelerator = catalog.accelerator(m.acceleratorId);
        ASSERT_TRUE(card && accelerator) << m.id;
        const int group = std::max(1, m.accelerators);
        const double perAccelerator =
            m.metric == MeasuredMetric::OutputTokensPerSecond ? m.value / group : m.value;
        const DecodeBound bound =
            decodeBound(card->shapes, accelerator->spec, group, m.inputTokens, m.outputTokens);
        EXPECT_LE(perAccelerator, bound.tokensPerSecPerAccelerator) << m.id;
        ++checked;
    }
    EXPECT_GT(checked, 30);
}
