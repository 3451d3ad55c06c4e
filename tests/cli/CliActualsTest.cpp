// `acceldecide-cli actuals import|list`, run as a process against a catalog in a temporary
// directory with the bill fixtures of the database tests (tests/database/fixtures/bills,
// their totals worked by hand in BillImporterTest): the report's numbers, a file imported
// twice, refused files and filters with exit 2, and the list as JSON and as a table.
#include "CliProcess.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

std::string billFile(const std::string &name)
{
    return std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/database/fixtures/bills/" + name;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

class CliActuals : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (fs::temp_directory_path() / "acceldecide-cli-actuals-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string database(const std::string &name = "catalog.sqlite") const
    {
        return (m_dir / name).string();
    }

    ProcessResult import(const std::string &format, const std::string &file,
                         std::vector<std::string> extra = {},
                         const std::string &catalog = "catalog.sqlite") const
    {
        std::vector<std::string> arguments = {"actuals", "import",     "--format",       format,
                                              file,      "--database", database(catalog)};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        return runCli(arguments);
    }

    fs::path m_dir;
};

TEST_F(CliActuals, ImportsTheFocusFixtureAndPrintsItsReport)
{
    const ProcessResult result = import("focus", billFile("focus-1.2-2026-03.csv"));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.out, "Imported focus-1.2-2026-03.csv (focus)\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "14 rows read: 11 used, 3 skipped (1 not compute, 2 not an "
                                     "accelerated instance), 0 rejected;"))
        << result.out;
    EXPECT_TRUE(contains(result.out, "rows read:      14\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "rows used:      11\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "  not compute:                 1\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "  not an accelerated instance: 2\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "  outside the filter:          0\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "rows rejected:  0\n")) << result.out;
    EXPECT_EQ(result.err, "");
}

TEST_F(CliActuals, ImportsEachCurPartThePlainAndTheGzip)
{
    const ProcessResult first = import("cur2", billFile("cur2-2026-04-part1.csv"));
    ASSERT_EQ(first.exitCode, 0) << first.err;
    EXPECT_TRUE(contains(first.out, "5 rows read: 3 used, 2 skipped (1 not compute, 1 counted in "
                                    "another line), 0 rejected;"))
        << first.out;
    const ProcessResult second = import("cur2", billFile("cur2-2026-04-part2.csv.gz"));
    ASSERT_EQ(second.exitCode, 0) << second.err;
    EXPECT_TRUE(contains(second.out, "8 rows read: 6 used, 2 skipped (2 counted in another line), "
                                     "0 rejected;"))
        << second.out;
    EXPECT_TRUE(contains(second.out, "  counted in another line:     2\n")) << second.out;
}

TEST_F(CliActuals, TheSameFileAgainSaysItWasImportedBeforeAndAddsNothing)
{
    ASSERT_EQ(import("focus", billFile("focus-1.2-2026-03.csv")).exitCode, 0);
    const ProcessResult again = import("focus", billFile("focus-1.2-2026-03.csv"));
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_TRUE(contains(again.out, "focus-1.2-2026-03.csv was imported before (")) << again.out;
    EXPECT_TRUE(contains(again.out, "): nothing added.\n")) << again.out;
    EXPECT_FALSE(contains(again.out, "Imported ")) << again.out;
    const ProcessResult list = runCli({"actuals", "list", "--database", database()});
    ASSERT_EQ(list.exitCode, 0) << list.err;
    EXPECT_EQ(nlohmann::json::parse(list.out)["bills"].size(), 1u) << list.out;
}

TEST_F(CliActuals, AFileOfTheOtherFormatExitsTwoNamingTheMissingColumn)
{
    const ProcessResult result = import("cur2", billFile("focus-1.2-2026-03.csv"));
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "focus-1.2-2026-03.csv: the file is not a CUR 2.0 export: "
                                     "its header has no column line_item_line_item_type\n"))
        << result.err;
    EXPECT_TRUE(contains(result.err, "Nothing was imported.")) << result.err;
    EXPECT_EQ(result.out, "");
}

TEST_F(CliActuals, ATruncatedGzipExitsTwoNamingTheByte)
{
    std::ifstream in(billFile("cur2-2026-04-part2.csv.gz"), std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string cut = (m_dir / "cut.csv.gz").string();
    std::ofstream(cut, std::ios::binary) << bytes.substr(0, 500);
    const ProcessResult result = import("cur2", cut);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "error: cut.csv.gz: ")) << result.err;
    EXPECT_TRUE(contains(result.err, "500")) << result.err;
}

TEST_F(CliActuals, ATagWithoutAnEqualsSignExitsTwoNamingTheText)
{
    const ProcessResult result =
        import("focus", billFile("focus-1.2-2026-03.csv"), {"--tag", "project"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(contains(result.err, "--tag: tag \"project\" is not key=value")) << result.err;
    EXPECT_EQ(result.out, "");
    // Refused before the catalog is opened: nothing was created.
    EXPECT_FALSE(fs::exists(database()));
}

TEST_F(CliActuals, UsageErrorsExitTwo)
{
    const std::string focus = billFile("focus-1.2-2026-03.csv");
    for (const std::vector<std::string> &arguments : std::vector<std::vector<std::string>>{
             {"actuals"},
             {"actuals", "frobnicate"},
             {"actuals", "import", focus},
             {"actuals", "import", "--format", "parquet", focus},
             {"actuals", "import", "--format", "focus"},
             {"actuals", "import", "--format", "focus", focus, focus},
             {"actuals", "import", "--format", "focus", focus, "--tag", "a=b", "--tag", "c=d"},
             {"actuals", "import", "--format", "focus", focus, "--account"},
             {"actuals", "list", "--format", "yaml"},
             {"actuals", "list", "bills"}}) {
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.back() << ": " << result.out;
        EXPECT_EQ(result.err.rfind("error: ", 0), 0u) << result.err;
    }
}

TEST_F(CliActuals, ATagKeepsTheWorkloadsOwnLines)
{
    const ProcessResult result =
        import("focus", billFile("focus-1.2-2026-03.csv"), {"--tag", "project=llm-train"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(contains(result.out, "rows used:      10\n")) << result.out;
    EXPECT_TRUE(contains(result.out, "  outside the filter:          1\n")) << result.out;
}

TEST_F(CliActuals, RepeatedFiltersEachKeepTheirLines)
{
    // us-east-1 alone sets the Capacity Block in us-east-2 aside; both regions keep it.
    const ProcessResult one =
        import("focus", billFile("focus-1.2-2026-03.csv"), {"--region", "us-east-1"});
    ASSERT_EQ(one.exitCode, 0) << one.err;
    EXPECT_TRUE(contains(one.out, "rows used:      10\n")) << one.out;
    EXPECT_TRUE(contains(one.out, "  outside the filter:          1\n")) << one.out;
    const ProcessResult both =
        import("focus", billFile("focus-1.2-2026-03.csv"),
               {"--region", "us-east-1", "--region", "us-east-2"}, "both-regions.sqlite");
    ASSERT_EQ(both.exitCode, 0) << both.err;
    EXPECT_TRUE(contains(both.out, "rows used:      11\n")) << both.out;
    // The p5 family alone sets the Trainium line aside.
    const ProcessResult family =
        import("focus", billFile("focus-1.2-2026-03.csv"), {"--family", "p5"}, "p5.sqlite");
    ASSERT_EQ(family.exitCode, 0) << family.err;
    EXPECT_TRUE(contains(family.out, "  outside the filter:          1\n")) << family.out;
}

TEST_F(CliActuals, TheListOfBothCurPartsSumsTheMonthWorkedByHand)
{
    ASSERT_EQ(import("cur2", billFile("cur2-2026-04-part1.csv")).exitCode, 0);
    ASSERT_EQ(import("cur2", billFile("cur2-2026-04-part2.csv.gz")).exitCode, 0);
    const ProcessResult list =
        runCli({"actuals", "list", "--format", "json", "--database", database()});
    ASSERT_EQ(list.exitCode, 0) << list.err;
    const nlohmann::json bills = nlohmann::json::parse(list.out)["bills"];
    ASSERT_EQ(bills.size(), 2u) << list.out;
    double effective = 0.0;
    for (const nlohmann::json &bill : bills) {
        EXPECT_EQ(bill["months"], nlohmann::json::array({"2026-04"})) << bill.dump();
        EXPECT_EQ(bill["format"], "cur2");
        effective += bill["effective_usd"].get<double>();
    }
    EXPECT_EQ(bills[0]["file_name"], "cur2-2026-04-part1.csv");
    EXPECT_EQ(bills[0]["rows_read"], 5);
    EXPECT_EQ(bills[0]["rows_used"], 3);
    EXPECT_EQ(bills[0]["rows_skipped"], 2);
    EXPECT_EQ(bills[0]["rows_rejected"], 0);
    EXPECT_EQ(bills[1]["file_name"], "cur2-2026-04-part2.csv.gz");
    EXPECT_NEAR(effective, 3581.76, 1e-9);

    const ProcessResult table =
        runCli({"actuals", "list", "--format", "table", "--database", database()});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_TRUE(contains(table.out, "cur2-2026-04-part2.csv.gz")) << table.out;
    EXPECT_TRUE(contains(table.out, "2026-04")) << table.out;
    EXPECT_TRUE(contains(table.out, "\n2 bills\n")) << table.out;
}

TEST_F(CliActuals, AnEmptyCatalogListsNoBills)
{
    const ProcessResult json = runCli({"actuals", "list", "--database", database()});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    EXPECT_EQ(nlohmann::json::parse(json.out), nlohmann::json::parse(R"({"bills": []})"));
    const ProcessResult table =
        runCli({"actuals", "list", "--format", "table", "--database", database()});
    EXPECT_EQ(table.out, "no bills imported\n");
}

// A file name is the bill's text: the table shows a control character in it as text, the
// JSON escapes it.
TEST_F(CliActuals, ABillsFileNameIsShownAsTextAndEscapedInJson)
{
    const std::string named = (m_dir / "april\x1b[31mred.csv").string();
    fs::copy_file(billFile("cur2-2026-04-part1.csv"), named);
    const ProcessResult imported = import("cur2", named);
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_FALSE(contains(imported.out, "\x1b")) << imported.out;
    EXPECT_TRUE(contains(imported.out, "april\\x1B[31mred.csv")) << imported.out;
    const ProcessResult table =
        runCli({"actuals", "list", "--format", "table", "--database", database()});
    EXPECT_FALSE(contains(table.out, "\x1b")) << table.out;
    EXPECT_TRUE(contains(table.out, "april\\x1B[31mred.csv")) << table.out;
    const ProcessResult json = runCli({"actuals", "list", "--database", database()});
    EXPECT_TRUE(contains(json.out, "\"april\\u001b[31mred.csv\"")) << json.out;
    EXPECT_EQ(nlohmann::json::parse(json.out)["bills"][0]["file_name"], "april\x1b[31mred.csv");
}

TEST_F(CliActuals, HelpAndTheManPageDescribeBothSubcommands)
{
    for (const std::vector<std::string> &arguments : std::vector<std::vector<std::string>>{
             {"actuals", "import", "--help"}, {"help", "actuals"}, {"actuals", "--help"}}) {
        const ProcessResult help = runCli(arguments);
        ASSERT_EQ(help.exitCode, 0) << help.err;
        EXPECT_EQ(help.out.rfind("Usage: acceldecide-cli actuals import", 0), 0u) << help.out;
    }
    const ProcessResult list = runCli({"actuals", "list", "--help"});
    ASSERT_EQ(list.exitCode, 0) << list.err;
    EXPECT_EQ(list.out.rfind("Usage: acceldecide-cli actuals list", 0), 0u) << list.out;
    const ProcessResult top = runCli({"--help"});
    EXPECT_TRUE(contains(top.out, "  actuals import FILE")) << top.out;
    const ProcessResult man = runCli({"--man"});
    EXPECT_TRUE(contains(man.out, ".SS actuals import\n")) << man.out;
    EXPECT_TRUE(contains(man.out, ".SS actuals list\n")) << man.out;
    EXPECT_TRUE(contains(man.out, ".B \\-\\-tag KEY=VALUE\n")) << man.out;
}

} // namespace
} // namespace acceldecide::test
