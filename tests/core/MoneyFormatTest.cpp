#include "core/text/MoneyFormat.h"

#include <gtest/gtest.h>

using namespace acceldecide;

TEST(MoneyFormat, GroupsThousands)
{
    EXPECT_EQ(MoneyFormat::usd(15695), "$15,695");
    EXPECT_EQ(MoneyFormat::usd(1234567.891, 2), "$1,234,567.89");
    EXPECT_EQ(MoneyFormat::usd(-36000), "-$36,000");
    EXPECT_EQ(MoneyFormat::usd(999.4), "$999");
    EXPECT_EQ(MoneyFormat::number(107.4012, 1), "107.4");
    EXPECT_EQ(MoneyFormat::number(-0.01, 1), "0.0");
}

TEST(MoneyFormat, PicksPrecisionByMagnitude)
{
    EXPECT_EQ(MoneyFormat::usdAuto(0.27778), "$0.2778");
    EXPECT_EQ(MoneyFormat::usdAuto(12.29), "$12.29");
    EXPECT_EQ(MoneyFormat::usdAuto(308000.4), "$308,000");
}
