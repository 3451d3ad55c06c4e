// `acceldecide-cli catalog import` and `catalog export`, run as a process against a
// catalog in a temporary directory (--database), never the user's own.
#include "CliProcess.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace acceldecide::test {
namespace {

namespace fs = std::filesystem;

std::string databaseFixture(const std::string &name)
{
    return std::string(ACCELDECIDE_SOURCE_DIR) + "/tests/database/fixtures/" + name;
}

std::string readFile(const fs::path &path)
{
    std::ifstream file(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

class CliCatalogImport : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (fs::temp_directory_path() / "acceldecide-cli-import-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { fs::remove_all(m_dir); }

    std::string database() const { return (m_dir / "catalog.sqlite").string(); }

    fs::path m_dir;
};

TEST_F(CliCatalogImport, ImportsSkyPilotAndPrintsTheReport)
{
    const ProcessResult result =
        runCli({"catalog", "import", "--format", "skypilot", "--cloud", "aws",
                databaseFixture("skypilot-aws-vms.csv"), "--database", database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("(skypilot, aws, billed by AWS)\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("rows read:     10"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("rows imported: 7"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("rows rejected: 2"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("line 8: SpotPrice"), std::string::npos) << result.out;

    // Same file again: nothing new.
    const ProcessResult again =
        runCli({"catalog", "import", "--format=skypilot", "--region", "us-east-1", "--cloud=AWS",
                databaseFixture("skypilot-aws-vms.csv"), "--database=" + database()});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(again.out.find("0 price observations added"), std::string::npos) << again.out;
}

// An older price list without CapacityStatus, MarketOption and Pre Installed S/W: the
// report says those filters were not applied; a missing required column is refused.
TEST_F(CliCatalogImport, OlderPriceListSaysWhichFiltersItLacks)
{
    const ProcessResult result =
        runCli({"catalog", "import", "--format", "aws-pricelist",
                databaseFixture("aws-pricelist-2019-layout.csv"), "--database", database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("rows imported: 8\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("filters not applied (no such column in the file; every row "
                              "passes): Pre Installed S/W, CapacityStatus, MarketOption\n"),
              std::string::npos)
        << result.out;

    const ProcessResult refused = runCli(
        {"catalog", "import", "--format", "aws-pricelist",
         databaseFixture("aws-pricelist-2019-no-operating-system.csv"), "--database", database()});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("missing column(s) Operating System"), std::string::npos)
        << refused.err;
}

TEST_F(CliCatalogImport, RefusedFileExitsTwoAndSaysWhatWasExpected)
{
    const ProcessResult result =
        runCli({"catalog", "import", "--format", "aws-savings-plans", "--database", database(),
                databaseFixture("skypilot-aws-vms.csv")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.empty()) << result.out;
    EXPECT_NE(result.err.find("expected an AWS Savings Plans offer CSV"), std::string::npos)
        << result.err;
}

TEST_F(CliCatalogImport, UsageErrorsExitTwo)
{
    for (const std::vector<std::string> &arguments :
         {std::vector<std::string>{"catalog", "import", "file.csv"},
          {"catalog", "import", "--format", "xml", "file.csv"},
          {"catalog", "import", "--format", "csv"},
          {"catalog", "import", "--format", "csv", "a", "b"},
          {"catalog", "import", "--bogus"},
          {"catalog", "export"},
          {"catalog", "export", "--database"}}) {
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << arguments.back() << result.err;
        EXPECT_NE(result.err.find("error:"), std::string::npos);
    }
    const ProcessResult help = runCli({"catalog", "import", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("aws-savings-plans"), std::string::npos);
}

TEST_F(CliCatalogImport, ExportThenImportIntoAnotherCatalogRoundTrips)
{
    ASSERT_EQ(runCli({"catalog", "import", "--format", "skypilot", "--cloud", "aws",
                      databaseFixture("skypilot-aws-vms.csv"), "--database", database()})
                  .exitCode,
              0);
    const ProcessResult exported =
        runCli({"catalog", "export", (m_dir / "first").string(), "--database", database()});
    ASSERT_EQ(exported.exitCode, 0) << exported.err;
    EXPECT_TRUE(fs::exists(m_dir / "first" / "price_observations.csv"));

    const std::string other = (m_dir / "other.sqlite").string();
    const ProcessResult imported = runCli(
        {"catalog", "import", "--format", "csv", (m_dir / "first").string(), "--database", other});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    EXPECT_NE(imported.out.find("rows rejected: 0"), std::string::npos) << imported.out;
    ASSERT_EQ(
        runCli({"catalog", "export", (m_dir / "second").string(), "--database", other}).exitCode,
        0);
    for (const auto &entry : fs::directory_iterator(m_dir / "first"))
        EXPECT_EQ(readFile(entry.path()), readFile(m_dir / "second" / entry.path().filename()))
            << entry.path();
}

// The cloud from the catalog's layout: catalogs/v7/gcp/vms.csv is GCP's, its GPUs priced
// with their host VM.
TEST_F(CliCatalogImport, TakesTheCloudFromTheCatalogsLayout)
{
    const ProcessResult result =
        runCli({"catalog", "import", "--format", "skypilot",
                databaseFixture("skypilot/v7/gcp/vms.csv"), "--database", database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("vms.csv (skypilot, gcp, billed by GCP)\n"), std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("rows imported: 5\n"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("4 instance types and 9 price observations added (observations "
                              "already in the catalog are kept once); prices billed by GCP\n"),
              std::string::npos)
        << result.out;

    const ProcessResult listed =
        runCli({"catalog", "list", "prices", "--format", "json", "--database", database()});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_NE(listed.out.find("n1-highmem-4+T4:1"), std::string::npos) << listed.out;
    EXPECT_NE(listed.out.find("\"GCP\""), std::string::npos) << listed.out;
}

// A SkyPilot file whose cloud is neither named nor told by its path is refused, naming
// the option; so are an unknown cloud, a cloud the path contradicts and a cloud for
// another format. Nothing is written, nothing printed on standard output.
TEST_F(CliCatalogImport, RefusesASkyPilotCatalogWithoutItsCloud)
{
    const std::string names = "aws, azure, cudo, do, fluidstack, gcp, hyperbolic, lambda, "
                              "nebius, oci, paperspace, primeintellect, runpod, seeweb, "
                              "shadeform, vast";
    const std::string legacy = databaseFixture("skypilot-aws-vms.csv");
    const std::string gcp = databaseFixture("skypilot/v7/gcp/vms.csv");
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--format", "skypilot", legacy},
         "error: catalog import: --cloud is required for --format skypilot: " + legacy +
             " is not laid out as a SkyPilot catalog's <cloud>/vms.csv, so its cloud cannot "
             "be told (one of " +
             names + ")\n"},
        {{"--format", "skypilot", "--cloud", "gpc", legacy},
         "error: --cloud: must be one of " + names + ", got \"gpc\"\n"},
        {{"--format", "skypilot", "--cloud", "lambda", gcp},
         "error: --cloud: lambda, but " + gcp + " is the catalog's gcp/vms.csv\n"},
        {{"--format", "aws-pricelist", "--cloud", "aws", legacy},
         "error: --cloud: only --format skypilot takes a cloud\n"},
    };
    for (const auto &[options, message] : cases) {
        std::vector<std::string> arguments{"catalog", "import"};
        arguments.insert(arguments.end(), options.begin(), options.end());
        arguments.insert(arguments.end(), {"--database", database()});
        const ProcessResult result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 2) << message;
        EXPECT_TRUE(result.out.empty()) << result.out;
        EXPECT_EQ(result.err.substr(0, result.err.find('\n') + 1), message);
    }
    EXPECT_FALSE(fs::exists(database()));
}

// A hostile GpuInfo is data: its rows are rejected with the file, the line, the field and
// the column, and the rest of the file is imported.
TEST_F(CliCatalogImport, AHostileGpuInfoIsRejectedWithFileLineAndField)
{
    const std::string file = databaseFixture("skypilot/bad/hostile-gpuinfo.csv");
    const ProcessResult result = runCli({"catalog", "import", "--format", "skypilot", "--cloud",
                                         "lambda", file, "--database", database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(result.out.find("Imported " + file + " (skypilot, lambda, billed by Lambda)\n"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("rows imported: 2\nrows skipped:  0 (filtered out or already "
                              "present)\nrows rejected: 5\n"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("  line 3: GpuInfo: column 1: unexpected name '__import__': only "
                              "True, False and None are allowed, so it is not read\n"),
              std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("  line 5: GpuInfo: column 4097: longer than 4096 bytes"),
              std::string::npos)
        << result.out;
}

TEST_F(CliCatalogImport, HelpNamesTheCloudOption)
{
    const ProcessResult help = runCli({"catalog", "import", "--help"});
    ASSERT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("  --cloud NAME         The cloud of a SkyPilot catalog, who bills "
                            "its prices;\n"
                            "                       one of aws, azure, cudo, do, fluidstack, "
                            "gcp, hyperbolic,\n"
                            "                       lambda, nebius, oci, paperspace, "
                            "primeintellect, runpod,\n"
                            "                       seeweb, shadeform, vast.\n"
                            "                       Required unless FILE is laid out as in the "
                            "catalog,\n"),
              std::string::npos)
        << help.out;
}

} // namespace
} // namespace acceldecide::test
