#include "PerformanceFixtures.h"

#include <gtest/gtest.h>

using namespace acceldecide;

TEST(TransformerModel, ParametersAreCountedFromThePublishedShapes)
{
    // Llama 3.1 70B: embeddings 2 x 128,256 x 8,192 = 2,101,346,304; per layer attention
    // 2 x 8,192 x 64 x 128 + 2 x 8,192 x 8 x 128 = 150,994,944, feed-forward 3 x 8,192 x
    // 28,672 = 704,643,072, norms 16,384: 855,654,400 x 80 = 68,452,352,000; final norm
    // 8,192. 70,553,706,496 (Meta: "70B", the model card's 70.6 B).
    EXPECT_EQ(test::llama31_70b().parameters(), 70553706496.0);
    // Llama 3.1 8B: 1,050,673,152 + 32 x 218,112,000 + 4,096 = 8,030,261,248 (8.03 B).
    EXPECT_EQ(test::llama31_8b().parameters(), 8030261248.0);
    // Dense: every parameter is active.
    EXPECT_EQ(test::llama31_70b().activeParameters(), test::llama31_70b().parameters());
}

TEST(TransformerModel, AMixtureOfExpertsCountsOnlyTheExpertsATokenUses)
{
    // Mixtral 8x7B's shapes (32 layers, hidden 4,096, 32 heads, 8 KV heads, FFN 14,336,
    // vocabulary 32,000, 8 experts, 2 per token): embeddings 262,144,000; per layer
    // attention 41,943,040, router 32,768, norms 8,192, and 8 x 176,160,768 experts:
    // 1,451,270,144 x 32 + 4,096 = 46,702,792,704 (Mistral: 46.7 B); 2 experts a token:
    // 12,879,925,248 (12.9 B).
    performance::TransformerModel mixtral{"mixtral-8x7b", 32,    4096, 32, 8,     128,
                                          14336,          32000, 8,    2,  32768, false};
    EXPECT_EQ(mixtral.parameters(), 46702792704.0);
    EXPECT_EQ(mixtral.activeParameters(), 12879925248.0);
}

TEST(TransformerModel, ATokensKeysAndValuesAreTwoPerKvHeadPerLayer)
{
    // 2 x 80 x 8 x 128 = 163,840 elements: 320 KiB a token in BF16.
    EXPECT_EQ(test::llama31_70b().kvElementsPerToken(), 163840.0);
}

TEST(TransformerModel, APlainFeedForwardNetworkHasTwoMatrices)
{
    // GPT-3 175B (Brown et al., 2020, Table 2.1: 96 layers, d_model 12,288, 96 heads of
    // 128; FFN 4 x d_model; GPT-2's 50,257-token vocabulary, embeddings tied): per layer
    // attention 4 x 12,288^2 = 603,979,776, a plain MLP 2 x 12,288 x 49,152 =
    // 1,207,959,552, norms 24,576: 1,811,963,904 x 96 = 173,948,534,784; embeddings
    // 617,558,016; final norm 12,288. 174,566,105,088, 0.25 % under the paper's 175.0 B
    // (which also counts biases and 2,048 learned positions, left out here).
    performance::TransformerModel gpt3{"gpt-3-175b", 96,    12288, 96, 96,   128,
                                       49152,        50257, 1,     1,  2048, true};
    gpt3.ffnMatrices = 2;
    EXPECT_EQ(gpt3.parameters(), 174566105088.0);
    EXPECT_NEAR(gpt3.parameters() / 175.0e9, 1.0, 0.005);
}
