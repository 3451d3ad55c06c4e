#include "core/decision/StakeholderMatrix.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace acceldecide;

namespace {

// Three options, three criteria: cost favours "trn", ecosystem "h100", lock-in "b200".
std::vector<Criterion> criteria()
{
    return {
        Criterion{"cost", "Cost", 5, {{"trn", 5}, {"h100", 2}, {"b200", 1}}, false},
        Criterion{"ecosystem", "Ecosystem", 5, {{"trn", 2}, {"h100", 5}, {"b200", 4}}, false},
        Criterion{"lockin", "Lock-in", 5, {{"trn", 1}, {"h100", 4}, {"b200", 5}}, false},
    };
}

const std::vector<std::string> kOptions{"trn", "h100", "b200"};

Stakeholder direct(std::string id, double cost, double ecosystem, double lockin,
                   double influence = 1.0)
{
    Stakeholder stakeholder;
    stakeholder.id = id;
    stakeholder.name = id;
    stakeholder.influence = influence;
    stakeholder.weights = {{"cost", cost}, {"ecosystem", ecosystem}, {"lockin", lockin}};
    return stakeholder;
}

std::vector<Stakeholder> members()
{
    Stakeholder ml;
    ml.id = "ml";
    ml.name = "ML lead";
    // ecosystem 3x cost and 3x lock-in, cost = lock-in: consistent.
    ml.pairwise = {{1.0, 1.0 / 3.0, 1.0}, {3.0, 1.0, 3.0}, {1.0, 1.0 / 3.0, 1.0}};
    return {direct("cfo", 10, 2, 1, 2.0), ml, direct("infra", 2, 4, 9)};
}

} // namespace

TEST(StakeholderMatrix, EachMemberHasTheirOwnTotalsWinnerAndMargin)
{
    const StakeholderResult result =
        StakeholderMatrix::evaluate(members(), StakeholderMean::Arithmetic, criteria(), kOptions);
    ASSERT_EQ(result.members.size(), 3u);
    EXPECT_EQ(result.members[0].matrix.winner, "trn");
    EXPECT_EQ(result.members[1].matrix.winner, "h100");
    EXPECT_EQ(result.members[2].matrix.winner, "b200");
    // The pairwise member's eigenvector, scaled to a largest weight of 10.
    EXPECT_NEAR(result.members[1].weights[0], 10.0 / 3.0, 1e-12);
    EXPECT_NEAR(result.members[1].weights[1], 10.0, 1e-12);
    ASSERT_TRUE(result.members[1].consistency.has_value());
    EXPECT_NEAR(result.members[1].consistency->consistencyRatio, 0.0, 1e-12);
    // CFO: trn (10*100 + 2*25 + 0) / 13, h100 (10*25 + 2*100 + 75) / 13.
    ASSERT_TRUE(result.members[0].margin.has_value());
    EXPECT_NEAR(*result.members[0].margin, (1050.0 - 525.0) / 13.0, 1e-9);
}

TEST(StakeholderMatrix, ArithmeticGroupTotalsLieBetweenTheMembersExtremes)
{
    for (double cfoInfluence : {0.5, 1.0, 3.0, 20.0}) {
        std::vector<Stakeholder> people = members();
        people[0].influence = cfoInfluence;
        const StakeholderResult result =
            StakeholderMatrix::evaluate(people, StakeholderMean::Arithmetic, criteria(), kOptions);
        for (std::size_t o = 0; o < kOptions.size(); ++o) {
            double low = 100.0, high = 0.0;
            for (const StakeholderView &member : result.members) {
                low = std::min(low, member.matrix.totals[o].total);
                high = std::max(high, member.matrix.totals[o].total);
            }
            EXPECT_GE(result.group.matrix.totals[o].total, low - 1e-9);
            EXPECT_LE(result.group.matrix.totals[o].total, high + 1e-9);
        }
    }
}

TEST(StakeholderMatrix, GroupWeightsAreTheInfluenceWeightedMeanOfShares)
{
    const std::vector<Stakeholder> people{direct("a", 10, 0, 0, 3.0), direct("b", 0, 5, 5, 1.0)};
    const StakeholderResult arithmetic =
        StakeholderMatrix::evaluate(people, StakeholderMean::Arithmetic, criteria(), kOptions);
    // Shares: a (1, 0, 0) x 3/4, b (0, .5, .5) x 1/4 -> (.75, .125, .125), scaled to 10.
    EXPECT_NEAR(arithmetic.group.weights[0], 10.0, 1e-12);
    EXPECT_NEAR(arithmetic.group.weights[1], 10.0 / 6.0, 1e-12);
    EXPECT_NEAR(arithmetic.group.weights[2], 10.0 / 6.0, 1e-12);

    const std::vector<Stakeholder> both{direct("a", 8, 4, 2, 1.0), direct("b", 2, 4, 8, 1.0)};
    const StakeholderResult geometric =
        StakeholderMatrix::evaluate(both, StakeholderMean::Geometric, criteria(), kOptions);
    // Equal influence: sqrt(8*2) = 4, sqrt(4*4) = 4, sqrt(2*8) = 4 -> all equal.
    for (double weight : geometric.group.weights)
        EXPECT_NEAR(weight, 10.0, 1e-12);
    EXPECT_EQ(geometric.mean, StakeholderMean::Geometric);
}

TEST(StakeholderMatrix, SpreadNamesWhoIsAtEachEnd)
{
    const StakeholderResult result =
        StakeholderMatrix::evaluate(members(), StakeholderMean::Arithmetic, criteria(), kOptions);
    ASSERT_EQ(result.spread.size(), 3u);
    EXPECT_EQ(result.spread[0].criterion, "cost");
    EXPECT_EQ(result.spread[0].maxMember, "cfo");
    EXPECT_EQ(result.spread[0].max, 10.0);
    EXPECT_EQ(result.spread[0].minMember, "infra");
    EXPECT_EQ(result.spread[2].maxMember, "infra");
    EXPECT_EQ(result.spread[2].minMember, "cfo");
}

TEST(StakeholderMatrix, GroupFlipPointIsOnItsOwnWeightScale)
{
    const StakeholderResult result =
        StakeholderMatrix::evaluate(members(), StakeholderMean::Arithmetic, criteria(), kOptions);
    ASSERT_TRUE(result.group.matrix.winner.has_value());
    ASSERT_TRUE(result.group.matrix.flip.has_value());
    EXPECT_GE(result.group.matrix.flip->flipWeight, 0.0);
    EXPECT_LE(result.group.matrix.flip->flipWeight, 10.0);
    EXPECT_EQ(result.group.id, "group");
}
