// `acceldecide-cli catalog import --format aws-spot-advisor`, run as a process against a
// catalog in a temporary directory (--database): the fixture's report, a bad file refused
// with exit status 2 naming the file and the field, nothing imported.
#include "CliProcess.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

std::string advisorFixture(const std::string &name)
{
    return std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/database/fixtures/spot-advisor/" + name;
}

class CliSpotAdvisorImport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern = (fs::temp_directory_path() / "acceldecide-cli-spot-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string database() const { return (m_dir / "catalog.sqlite").string(); }

    fs::path m_dir;
};

TEST_F(CliSpotAdvisorImport, ImportsTheAdvisorsFileAndPrintsTheReport)
{
    const ProcessResult result =
        runCli({"catalog", "import", "--format", "aws-spot-advisor",
                advisorFixture("spot-advisor-data.json"), "--database", database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("(aws-spot-advisor)\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("source:        AWS Spot Instance Advisor data"), std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("rows read:     9"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("rows imported: 9"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("9 entries of 5 buckets"), std::string::npos) << result.out;

    const ProcessResult again =
        runCli({"catalog", "import", "--format", "aws-spot-advisor",
                advisorFixture("spot-advisor-data.json"), "--database", database()});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(again.out.find("rows imported: 0"), std::string::npos) << again.out;
}

TEST_F(CliSpotAdvisorImport, ABadFileIsRefusedNamingTheFileAndTheField)
{
    const std::string file = advisorFixture("bad-range-label.json");
    const ProcessResult result = runCli(
        {"catalog", "import", "--format", "aws-spot-advisor", file, "--database", database()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.empty()) << result.out;
    EXPECT_NE(result.err.find("error: " + file + ": /ranges/1/label: must be"), std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("Nothing was imported."), std::string::npos) << result.err;
}

TEST_F(CliSpotAdvisorImport, HelpNamesTheFormat)
{
    const ProcessResult help = runCli({"catalog", "import", "--help"});
    ASSERT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("aws-spot-advisor    AWS Spot Instance Advisor data"),
              std::string::npos)
        << help.out;
}

// The advisor's file states no date: --observed-date dates the rows (a copy or a checkout
// resets the modification time); a date that is not one, or on another format, is refused.
TEST_F(CliSpotAdvisorImport, ObservedDateDatesTheRowsAndIsCheckedByName)
{
    const ProcessResult dated = runCli({"catalog", "import", "--format", "aws-spot-advisor",
                                        advisorFixture("spot-advisor-data.json"), "--observed-date",
                                        "2025-06-28", "--database", database()});
    ASSERT_EQ(dated.exitCode, 0) << dated.err;
    EXPECT_NE(dated.out.find("dated 2025-06-28"), std::string::npos) << dated.out;

    const ProcessResult notADate =
        runCli({"catalog", "import", "--format", "aws-spot-advisor",
                advisorFixture("spot-advisor-data.json"), "--observed-date", "2025-13-01",
                "--database", database()});
    EXPECT_EQ(notADate.exitCode, 2);
    EXPECT_NE(
        notADate.err.find("--observed-date: expected a date as YYYY-MM-DD, got \"2025-13-01\""),
        std::string::npos)
        << notADate.err;
    const ProcessResult otherFormat =
        runCli({"catalog", "import", "--format", "aws-pricelist", "prices.csv", "--observed-date",
                "2025-06-28", "--database", database()});
    EXPECT_EQ(otherFormat.exitCode, 2);
    EXPECT_NE(otherFormat.err.find("--observed-date: only --format aws-spot-advisor takes a date"),
              std::string::npos)
        << otherFormat.err;
}

} // namespace
} // namespace acceldecide::test
