#include "core/engine/CommitmentSizing.h"

#include <gtest/gtest.h>

#include <vector>

using namespace acceldecide;

namespace {

CommitmentTerms terms(int termMonths, double discountPercent)
{
    return CommitmentTerms{0.0, termMonths, discountPercent, 10.0};
}

} // namespace

TEST(CommitmentSizing, ThreeYearsWinWhileUsageLastsAndLoseWhenItStops)
{
    const std::vector<CommitmentTerms> both{terms(12, 30), terms(36, 50)};
    // Always-on for the whole 36-month horizon: the 1-year term renews twice, and the
    // deeper 3-year discount wins.
    const UsageProfile steady{16, 730, 0, std::nullopt};
    std::vector<TermComparison> compared = CommitmentSizing::compareTerms(steady, both, 36);
    ASSERT_EQ(compared.size(), 2u);
    EXPECT_EQ(compared[0].optimalAccelerators, 16.0);
    EXPECT_DOUBLE_EQ(compared[0].costUsd, 36 * 16 * 7.0 * 730);
    EXPECT_DOUBLE_EQ(compared[1].costUsd, 36 * 16 * 5.0 * 730);
    EXPECT_LT(compared[1].costUsd, compared[0].costUsd);

    // The project stops after month 10: the 3-year term would owe 26 months, so the
    // best 3-year level is none, and the 1-year term (2 months owed) is cheaper.
    const UsageProfile stops{16, 730, 0, 10};
    compared = CommitmentSizing::compareTerms(stops, both, 36);
    EXPECT_EQ(compared[1].optimalAccelerators, 0.0);
    EXPECT_EQ(compared[0].optimalAccelerators, 16.0);
    EXPECT_EQ(compared[0].monthsOwedAfterUsageStops, 2);
    EXPECT_DOUBLE_EQ(compared[0].costUsd, 12 * 16 * 7.0 * 730); // 10 used, 2 wasted
    EXPECT_DOUBLE_EQ(compared[1].costUsd, compared[1].onDemandCostUsd);
    EXPECT_LT(compared[0].costUsd, compared[1].costUsd);
}

TEST(CommitmentSizing, UnderUncertaintyTheP50LevelAndTheP90GuardFollowTheSamples)
{
    // Nine of ten futures keep 10 accelerators busy all year; one stops after month 2.
    std::vector<UsageProfile> samples(9, UsageProfile{10, 730, 0, std::nullopt});
    samples.push_back(UsageProfile{10, 730, 0, 2});
    const UsageProfile expected{10, 730, 0, std::nullopt};
    // 20 % off: $8/h committed against $10/h on demand.
    const UncertainSizing sizing =
        CommitmentSizing::underUncertainty(expected, samples, terms(12, 20), 12);
    // The median future is always-on: commit to all 10.
    EXPECT_DOUBLE_EQ(sizing.levelMinimisingP50, 10.0);
    EXPECT_DOUBLE_EQ(sizing.p50AtThatLevelUsd, 12 * 10 * 8.0 * 730);
    // A commitment is paid in every future alike, so the P90 cost at level L is
    // 12 x L x 8 x 730 (for L >= 10) against on-demand's P90 of 12 x 10 x 10 x 730 (the
    // ninth-ranked future is always-on): L may grow to 12.5 and no further.
    EXPECT_DOUBLE_EQ(sizing.onDemandP90Usd, 12 * 10 * 10.0 * 730);
    EXPECT_DOUBLE_EQ(sizing.largestLevelKeepingP90, 12.5);
}
