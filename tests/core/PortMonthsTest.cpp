// The port months' arithmetic (core/engine/billing/PortMonths.h), worked by hand: a port
// of 2.5 months in a 12-month horizon, the baseline's month $1,000, the option's $800 with
// $50 of maintenance, $10,000 paid once.
#include "core/engine/billing/PortMonths.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace acceldecide::billing {
namespace {

TEST(PortMonthsTest, HoldsThePortWithinTheHorizon)
{
    EXPECT_EQ(portedShare(2.5, 12), 2.5);
    EXPECT_EQ(portedShare(-1.0, 12), 0.0);
    EXPECT_EQ(portedShare(40.0, 12), 12.0);
    // A NaN is passed through, for the validation that reads it to refuse.
    EXPECT_TRUE(std::isnan(portedShare(std::numeric_limits<double>::quiet_NaN(), 12)));
}

TEST(PortMonthsTest, SharesEachMonthBetweenBaselineAndOption)
{
    // 2.5 months touch three: all of months 1 and 2, half of month 3, none of month 4.
    EXPECT_EQ(portMonthCount(2.5), 3);
    EXPECT_EQ(portMonthCount(2.0), 2);
    EXPECT_EQ(portMonthCount(0.0), 0);
    EXPECT_EQ(portingShare(2.5, 1), 1.0);
    EXPECT_EQ(portingShare(2.5, 2), 1.0);
    EXPECT_EQ(portingShare(2.5, 3), 0.5);
    EXPECT_EQ(portingShare(2.5, 4), 0.0);
}

TEST(PortMonthsTest, PricesAPortMonthByHand)
{
    // Month 3 is half on the baseline: against the option running from month 1 it adds
    // 0.5 x (1,000 - 800 - 50) = $75; on its own it costs 0.5 x 1,000 + 0.5 x 850 = $925.
    EXPECT_EQ(portShiftUsd(0.5, 1000.0, 800.0, 0.0, 50.0), 75.0);
    EXPECT_EQ(portMonthUsd(0.5, 1000.0, 800.0, 0.0, 50.0), 925.0);
    // A month wholly on the baseline costs the baseline's month, one wholly on the option
    // the option's with its maintenance.
    EXPECT_EQ(portMonthUsd(1.0, 1000.0, 800.0, 0.0, 50.0), 1000.0);
    EXPECT_EQ(portMonthUsd(0.0, 1000.0, 800.0, 0.0, 50.0), 850.0);
}

TEST(PortMonthsTest, TheOptionsOwnCommitmentIsOwedThroughThePort)
{
    // Of the option's $800 month, $600 is its savings plan's fee, owed every hour of the
    // term whatever runs. Half the month on the baseline: the plan's $600 stays and half of
    // the other $200 and of the $50 maintenance goes: 0.5 x (1,000 - 200 - 50) = $375 more
    // than the option running all month; on its own 500 + 600 + 0.5 x (200 + 50) = $1,225.
    EXPECT_EQ(portShiftUsd(0.5, 1000.0, 800.0, 600.0, 50.0), 375.0);
    EXPECT_EQ(portMonthUsd(0.5, 1000.0, 800.0, 600.0, 50.0), 1225.0);
    // Wholly on the baseline the plan is still owed: 1,000 + 600.
    EXPECT_EQ(portMonthUsd(1.0, 1000.0, 800.0, 600.0, 50.0), 1600.0);
    // The same $375 as the month's own bill less the option running all month (850).
    EXPECT_EQ(portMonthUsd(0.5, 1000.0, 800.0, 600.0, 50.0) - 850.0,
              portShiftUsd(0.5, 1000.0, 800.0, 600.0, 50.0));
}

TEST(PortMonthsTest, SteadyHorizonByHand)
{
    // 10,000 + 2.5 x 1,000 + (12 - 2.5) x (800 + 50) = 10,000 + 2,500 + 8,075 = $20,575:
    // the same as summing the months, 2 x 1,000 + 925 + 9 x 850 + 10,000.
    EXPECT_EQ(steadyHorizonUsd(10000.0, 2.5, 1000.0, 800.0, 50.0, 12), 20575.0);
    EXPECT_EQ(2 * 1000.0 + portMonthUsd(0.5, 1000.0, 800.0, 0.0, 50.0) + 9 * 850.0 + 10000.0,
              20575.0);
}

} // namespace
} // namespace acceldecide::billing
