#include "CliProcess.h"
#include "core/model/RangeTable.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using acceldecide::test::runCli;

namespace {

// The scenario format's range table (docs/scenario-format.md) sits between these markers;
// `acceldecide-cli ranges` regenerates it, so documentation and validation cannot drift apart.
constexpr std::string_view kBegin = "<!-- ranges:begin -->\n";
constexpr std::string_view kEnd = "<!-- ranges:end -->";

std::string documentedRangeTable()
{
    std::ifstream file(std::string(ACCELDECIDE_SOURCE_DIR) + "/docs/scenario-format.md");
    std::stringstream buffer;
    buffer << file.rdbuf();
    const std::string text = buffer.str();
    const auto begin = text.find(kBegin);
    const auto end = text.find(kEnd);
    if (begin == std::string::npos || end == std::string::npos || end < begin)
        return {};
    return text.substr(begin + kBegin.size(), end - begin - kBegin.size());
}

} // namespace

TEST(CliRanges, PrintsTheCoreRangeTable)
{
    const auto result = runCli({"ranges"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_EQ(result.out, acceldecide::RangeTable::markdown());
    EXPECT_NE(result.out.find("| `options[].purchase.discount_percent` | >= 0 and < 100 |"),
              std::string::npos);
    EXPECT_TRUE(result.err.empty());
}

TEST(CliRanges, TheFormatDocumentsExactlyTheRangeTable)
{
    EXPECT_EQ(documentedRangeTable(), acceldecide::RangeTable::markdown())
        << "regenerate the table in docs/scenario-format.md with: acceldecide-cli ranges";
}

TEST(CliRanges, RejectsArguments)
{
    const auto result = runCli({"ranges", "extra"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.empty());
}
