// The tokens the window's Plan vs actual dialog is typed and saves: a count read as a person
// types it, and the month,tokens CSV written so that parseTokensByMonth reads it back exactly.
#include "core/actuals/TokensByMonthCsv.h"
#include "core/actuals/CalendarMonth.h"
#include "core/actuals/TokensByMonth.h"

#include <gtest/gtest.h>

namespace acceldecide::actuals {
namespace {

TEST(TokensByMonthCsv, ReadsACountAsTypedWithSeparatorsAndSuffixes)
{
    EXPECT_EQ(parseTokenCount("1000000000"), 1e9);
    EXPECT_EQ(parseTokenCount(" 1,000,000,000 "), 1e9);
    EXPECT_EQ(parseTokenCount("1 000 000 000"), 1e9);
    EXPECT_EQ(parseTokenCount("1_000_000_000"), 1e9);
    EXPECT_EQ(parseTokenCount("1e9"), 1e9);
    EXPECT_EQ(parseTokenCount("2.5M"), 2.5e6);
    EXPECT_EQ(parseTokenCount("1 B"), 1e9);
    EXPECT_EQ(parseTokenCount("750k"), 750e3);
    EXPECT_EQ(parseTokenCount("0"), 0.0);
    for (const char *bad : {"", "  ", "-5", "+5", "lots", "1.2.3", "M", "1e999", "nan", "1x"})
        EXPECT_FALSE(parseTokenCount(bad).has_value()) << bad;
}

TEST(TokensByMonthCsv, WritesWhatParseTokensByMonthReadsBackExactly)
{
    const std::map<int, double> tokens{{monthIndex("2026-04").value(), 1e9},
                                       {monthIndex("2026-03").value(), 2400000000.5},
                                       {monthIndex("2027-01").value(), 1e20}};
    const std::string csv = tokensByMonthCsv(tokens);
    EXPECT_EQ(csv.substr(0, csv.find('\n', 13) + 1), "month,tokens\n2026-03,2400000000.5\n");
    const auto read = parseTokensByMonth(csv);
    ASSERT_TRUE(read.ok()) << read.error();
    EXPECT_EQ(*read, tokens);
    EXPECT_EQ(tokensByMonthCsv({}), "month,tokens\n");
}

} // namespace
} // namespace acceldecide::actuals
