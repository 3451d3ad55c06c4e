// The renew-or-not rule every commitment engine asks (core/engine/billing/TermRenewal.h):
// each case is worked by hand from the rule's wording. A 36-month horizon with 12-month
// terms has three terms starting in months 1, 13 and 25; usage running to month 20 makes
// the second term start while the work runs and the third after it stopped.
#include "core/engine/billing/TermRenewal.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>

namespace acceldecide {
namespace {

struct RenewalCase
{
    std::string name;
    RenewalPolicy policy;
    int term;
    int termsBought;
    int firstMonth;
    int lastRunningMonth;
    TermChoice expected;
};

void PrintTo(const RenewalCase &c, std::ostream *out)
{
    *out << c.name;
}

class TermRenewalTest : public testing::TestWithParam<RenewalCase>
{};

TEST_P(TermRenewalTest, ChoosesAsTheRuleSays)
{
    const RenewalCase &c = GetParam();
    EXPECT_EQ(termChoice(c.policy, c.term, c.termsBought, c.firstMonth, c.lastRunningMonth),
              c.expected);
}

using enum RenewalPolicy;
INSTANTIATE_TEST_SUITE_P(
    Cases, TermRenewalTest,
    testing::Values(
        // The first term is what the team signed, whatever the policy.
        RenewalCase{"FirstTermOptimal", Optimal, 0, 3, 1, 20, TermChoice::Buy},
        RenewalCase{"FirstTermNever", Never, 0, 3, 1, 20, TermChoice::Buy},
        RenewalCase{"FirstTermAfterUsageStopped", WhileUsageContinues, 0, 3, 1, 0, TermChoice::Buy},
        // A term from the last one starting within the horizon on buys nothing, not even
        // the first when no term starts within it.
        RenewalCase{"PastTheTermsBought", Optimal, 3, 3, 37, 20, TermChoice::Skip},
        RenewalCase{"NoTermBought", WhileUsageContinues, 0, 0, 1, 20, TermChoice::Skip},
        // Never lets the commitment lapse after its first term.
        RenewalCase{"NeverRenews", Never, 1, 3, 13, 20, TermChoice::Skip},
        // While usage continues: renewed when the term starts on or before the last
        // month with usage (month 13 <= 20; month 20 itself counts), not after (25 > 20).
        RenewalCase{"WhileRunning", WhileUsageContinues, 1, 3, 13, 20, TermChoice::Buy},
        RenewalCase{"StartsInTheLastRunningMonth", WhileUsageContinues, 1, 3, 20, 20,
                    TermChoice::Buy},
        RenewalCase{"StartsAfterUsageStopped", WhileUsageContinues, 2, 3, 25, 20, TermChoice::Skip},
        // Optimal leaves every renewal to the cost comparison, usage or not.
        RenewalCase{"OptimalCompares", Optimal, 1, 3, 13, 20, TermChoice::Compare},
        RenewalCase{"OptimalComparesAfterUsageStopped", Optimal, 2, 3, 25, 20,
                    TermChoice::Compare}),
    [](const testing::TestParamInfo<RenewalCase> &info) { return info.param.name; });

TEST(TermRenewalTest, BuysOnlyWhereTheComparisonSaysTheLevelCostsLess)
{
    int asked = 0;
    // A term costing 100 $ at the stated level of 2 and 150 $ at none: buying saves 50 $.
    const auto cheaperWithLevel = [&](double level) {
        ++asked;
        return level > 0.0 ? 100.0 : 150.0;
    };
    EXPECT_TRUE(termBuys(TermChoice::Compare, 2.0, cheaperWithLevel));
    EXPECT_EQ(asked, 2);
    // The same two costs the other way round: buying would waste 50 $.
    const auto dearerWithLevel = [](double level) {
        return level > 0.0 ? 150.0 : 100.0;
    };
    EXPECT_FALSE(termBuys(TermChoice::Compare, 2.0, dearerWithLevel));
    // A tie buys nothing: a commitment is bought only where it saves.
    EXPECT_FALSE(termBuys(TermChoice::Compare, 2.0, [](double) { return 100.0; }));
    // Buy and Skip never look at the costs.
    asked = 0;
    EXPECT_TRUE(termBuys(TermChoice::Buy, 2.0, cheaperWithLevel));
    EXPECT_FALSE(termBuys(TermChoice::Skip, 2.0, cheaperWithLevel));
    EXPECT_EQ(asked, 0);
}

} // namespace
} // namespace acceldecide
