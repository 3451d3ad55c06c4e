#include "core/decision/DecisionMatrix.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

Criterion criterion(std::string id, double weight, int a, int b)
{
    return Criterion{id, id, weight, {{"a", a}, {"b", b}}, false};
}

} // namespace

TEST(DecisionMatrix, TotalsAreNormalisedTo100)
{
    const MatrixResult result =
        DecisionMatrix::evaluate({criterion("c1", 5, 5, 1), criterion("c2", 3, 1, 5)}, {"a", "b"});
    ASSERT_EQ(result.totals.size(), 2u);
    EXPECT_DOUBLE_EQ(result.totals[0].total, 5 * 100.0 / 8); // 62.5
    EXPECT_DOUBLE_EQ(result.totals[1].total, 3 * 100.0 / 8); // 37.5
    EXPECT_EQ(result.winner, "a");
    EXPECT_FALSE(result.incomplete);
}

TEST(DecisionMatrix, FlipIsTheSmallestSingleWeightChange)
{
    // c1 at weight 3 or c2 at weight 5 makes b tie a; both are a change of 2, and the
    // first criterion wins the tie.
    const MatrixResult result =
        DecisionMatrix::evaluate({criterion("c1", 5, 5, 1), criterion("c2", 3, 1, 5)}, {"a", "b"});
    ASSERT_TRUE(result.flip.has_value());
    EXPECT_EQ(result.flip->criterion, "c1");
    EXPECT_DOUBLE_EQ(result.flip->currentWeight, 5.0);
    EXPECT_DOUBLE_EQ(result.flip->flipWeight, 3.0);
    EXPECT_EQ(result.flip->newWinner, "b");
}

TEST(DecisionMatrix, FlipWeightTiesTheTotals)
{
    std::vector<Criterion> criteria{criterion("cost", 7, 5, 2), criterion("ecosystem", 4, 2, 5),
                                    criterion("portability", 2, 1, 5)};
    const MatrixResult result = DecisionMatrix::evaluate(criteria, {"a", "b"});
    ASSERT_TRUE(result.flip.has_value());
    for (Criterion &c : criteria) {
        if (c.id == result.flip->criterion)
            c.weight = result.flip->flipWeight;
    }
    const MatrixResult flipped = DecisionMatrix::evaluate(criteria, {"a", "b"});
    EXPECT_NEAR(flipped.totals[0].total, flipped.totals[1].total, 1e-9);
}

TEST(DecisionMatrix, ExactTieHasNoWinner)
{
    const MatrixResult result = DecisionMatrix::evaluate({criterion("c1", 5, 3, 3)}, {"a", "b"});
    EXPECT_FALSE(result.winner.has_value());
    EXPECT_FALSE(result.flip.has_value());
}

TEST(DecisionMatrix, NoFlipWhenNoWeightInRangeCanTie)
{
    // a leads on both criteria: no weight in 0..10 on either lets b catch up.
    const MatrixResult result =
        DecisionMatrix::evaluate({criterion("c1", 5, 5, 1), criterion("c2", 3, 4, 2)}, {"a", "b"});
    EXPECT_EQ(result.winner, "a");
    EXPECT_FALSE(result.flip.has_value());
}

TEST(DecisionMatrix, IncompletePresetIsFlagged)
{
    Criterion preset = criterion("c1", 5, 3, 3);
    preset.incomplete = true;
    const MatrixResult result =
        DecisionMatrix::evaluate({preset, criterion("c2", 1, 4, 2)}, {"a", "b"});
    EXPECT_TRUE(result.incomplete);
}
