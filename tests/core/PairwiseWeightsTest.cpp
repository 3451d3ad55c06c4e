#include "core/decision/PairwiseWeights.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace acceldecide;

// Published worked example: Rich Chih Lee, "Analytical Hierarchy Process Example"
// (https://sites.google.com/site/richchihlee/portal/mis-research/analytical-hierarchy-process):
// three restaurant criteria, price 1 1/3 1/5, decoration 3 1 1/4, dishes 5 4 1, with
// priority weights 0.1007, 0.2255, 0.6738, lambda-max 3.0858, CI 0.0429, CR 0.0739.
TEST(PairwiseWeights, ReproducesThePublishedRestaurantExample)
{
    const std::vector<std::vector<double>> matrix{
        {1.0, 1.0 / 3.0, 1.0 / 5.0}, {3.0, 1.0, 1.0 / 4.0}, {5.0, 4.0, 1.0}};
    const PairwiseWeights::Result result =
        PairwiseWeights::derive(matrix, {"price", "decoration", "dishes"});
    ASSERT_EQ(result.weights.size(), 3u);
    EXPECT_NEAR(result.weights[0], 0.1007, 0.00005);
    EXPECT_NEAR(result.weights[1], 0.2255, 0.00005);
    EXPECT_NEAR(result.weights[2], 0.6738, 0.00005);
    EXPECT_NEAR(result.consistency.lambdaMax, 3.0858, 0.00005);
    EXPECT_NEAR(result.consistency.consistencyIndex, 0.0429, 0.00005);
    EXPECT_NEAR(result.consistency.consistencyRatio, 0.0739, 0.00005);
    EXPECT_FALSE(result.consistency.inconsistent);
}

TEST(PairwiseWeights, AConsistentMatrixReproducesItsWeightsExactly)
{
    const std::vector<double> w{0.4, 0.3, 0.2, 0.1};
    std::vector<std::vector<double>> matrix(4, std::vector<double>(4));
    for (std::size_t i = 0; i < 4; ++i) {
        for (std::size_t j = 0; j < 4; ++j)
            matrix[i][j] = w[i] / w[j];
    }
    const PairwiseWeights::Result result = PairwiseWeights::derive(matrix, {"a", "b", "c", "d"});
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_NEAR(result.weights[i], w[i], 1e-12);
    EXPECT_NEAR(result.consistency.lambdaMax, 4.0, 1e-12);
    EXPECT_NEAR(result.consistency.consistencyRatio, 0.0, 1e-12);
    EXPECT_TRUE(result.consistency.worst.empty());
}

TEST(PairwiseWeights, AnInconsistentMatrixIsFlaggedAndItsWorstJudgementsNamed)
{
    // a > b (5), b > c (5), but c > a (3): a cycle.
    const std::vector<std::vector<double>> matrix{
        {1.0, 5.0, 1.0 / 3.0}, {1.0 / 5.0, 1.0, 5.0}, {3.0, 1.0 / 5.0, 1.0}};
    const PairwiseWeights::Result result = PairwiseWeights::derive(matrix, {"a", "b", "c"});
    EXPECT_GT(result.consistency.consistencyRatio, PairwiseWeights::kConsistencyLimit);
    EXPECT_TRUE(result.consistency.inconsistent);
    ASSERT_EQ(result.consistency.worst.size(), 3u);
    for (std::size_t k = 1; k < result.consistency.worst.size(); ++k)
        EXPECT_GE(result.consistency.worst[k - 1].deviation, result.consistency.worst[k].deviation);
    const PairwiseJudgement &worst = result.consistency.worst.front();
    EXPECT_NEAR(worst.deviation, std::fabs(std::log(worst.given / worst.implied)), 1e-12);
}

TEST(PairwiseWeights, RandomIndexFollowsSaatysTable)
{
    EXPECT_EQ(PairwiseWeights::randomIndex(1), 0.0);
    EXPECT_EQ(PairwiseWeights::randomIndex(2), 0.0);
    EXPECT_EQ(PairwiseWeights::randomIndex(3), 0.58);
    EXPECT_EQ(PairwiseWeights::randomIndex(4), 0.90);
    EXPECT_EQ(PairwiseWeights::randomIndex(10), 1.49);
    EXPECT_EQ(PairwiseWeights::randomIndex(12), 1.49);
}
