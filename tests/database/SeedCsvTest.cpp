#include "database/schema/SeedCsv.h"

#include <gtest/gtest.h>

using acceldecide::db::SeedCsv;

TEST(SeedCsv, ParsesQuotesCommasLineBreaksBomAndCrlf)
{
    const SeedCsv csv = SeedCsv::parse(QString::fromUtf8("\xEF\xBB\xBF"
                                                         "a,b,c\r\n"
                                                         "1,\"x, \"\"y\"\"\",\"two\nlines\"\r\n"
                                                         ",,\n"));
    ASSERT_FALSE(csv.error);
    ASSERT_EQ(csv.rows.size(), 3u);
    EXPECT_EQ(csv.rows[0].fields, (QStringList{"a", "b", "c"}));
    EXPECT_EQ(csv.rows[1].fields, (QStringList{"1", "x, \"y\"", "two\nlines"}));
    EXPECT_EQ(csv.rows[1].line, 2);
    EXPECT_EQ(csv.rows[2].fields, (QStringList{"", "", ""}));
    EXPECT_EQ(csv.rows[2].line, 4);
}

TEST(SeedCsv, ReportsAnUnterminatedQuoteWithItsLine)
{
    const SeedCsv csv = SeedCsv::parse(QStringLiteral("a,b\n1,\"open\n"));
    ASSERT_TRUE(csv.error);
    EXPECT_EQ(csv.errorLine, 2);
}

TEST(SeedCsv, ReportsTextAfterAClosingQuote)
{
    const SeedCsv csv = SeedCsv::parse(QStringLiteral("a,b\n\"x\"y,1\n"));
    ASSERT_TRUE(csv.error);
    EXPECT_EQ(csv.errorLine, 2);
}
