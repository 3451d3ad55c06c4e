// CsvText is core's one CSV reader: the profile tables compiled into core and the test
// fixtures (seed-figures.csv) both go through it.
#include "core/text/CsvText.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace acceldecide {
namespace {

std::vector<CsvText::Row> parsed(std::string_view text)
{
    std::vector<CsvText::Row> rows;
    std::string error;
    EXPECT_TRUE(CsvText::parse(text, rows, error)) << error;
    return rows;
}

TEST(CsvText, SplitsRowsAndFields)
{
    const std::vector<CsvText::Row> expected{{"kind", "value"}, {"seed", "0.28"}};
    EXPECT_EQ(parsed("kind,value\nseed,0.28\n"), expected);
    EXPECT_EQ(parsed("kind,value\nseed,0.28"), expected); // no final line break
    EXPECT_EQ(parsed("kind,value\r\nseed,0.28\r\n"), expected);
}

TEST(CsvText, KeepsCommasQuotesAndLineBreaksInsideQuotedFields)
{
    const std::vector<CsvText::Row> expected{
        {"| H200 | $4.54/GPU | 1,500 |", "say \"hi\"", "two\nlines"}};
    EXPECT_EQ(parsed("\"| H200 | $4.54/GPU | 1,500 |\",\"say \"\"hi\"\"\",\"two\nlines\"\n"),
              expected);
}

TEST(CsvText, KeepsEmptyFieldsAndSkipsBlankLines)
{
    const std::vector<CsvText::Row> expected{{"a", "", ""}, {""}, {"b"}};
    EXPECT_EQ(parsed("a,,\n\n\"\"\n\r\nb\n"), expected);
    EXPECT_TRUE(parsed("").empty());
}

TEST(CsvText, RefusesAnUnclosedQuoteSayingWhereItOpened)
{
    std::vector<CsvText::Row> rows{{"stale"}};
    std::string error;
    EXPECT_FALSE(CsvText::parse("a,b\nc,\"open\nstill open", rows, error));
    EXPECT_EQ(error, "line 2: a quoted field is never closed");
}

} // namespace
} // namespace acceldecide
