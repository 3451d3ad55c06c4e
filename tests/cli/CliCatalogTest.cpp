// `acceldecide-cli catalog list`, run as a process against a catalog in a temporary
// directory (never the user's own).
#include "CliProcess.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

using acceldecide::test::runCli;

namespace {

const std::vector<std::string> kListings = {"instances", "accelerators", "prices", "benchmarks",
                                            "sources",   "porting",      "models", "measurements"};

class CliCatalog : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "acceldecide-cli-catalog-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string database() const { return (m_dir / "catalog.sqlite").string(); }

    std::filesystem::path m_dir;
};

} // namespace

TEST_F(CliCatalog, ListsEveryTableAsJson)
{
    for (const std::string &listing : kListings) {
        const auto result = runCli({"catalog", "list", listing, "--database", database()});
        ASSERT_EQ(result.exitCode, 0) << listing << ": " << result.err;
        EXPECT_TRUE(result.err.empty()) << result.err;
        const auto document = nlohmann::json::parse(result.out);
        EXPECT_EQ(document.at("listing"), listing);
        // Only a team's own imports fill the measurements; the seed fills everything else.
        EXPECT_EQ(document.at("rows").empty(), listing == "measurements") << listing;
    }
}

TEST_F(CliCatalog, ListsEveryTableAsATable)
{
    for (const std::string &listing : kListings) {
        const auto result =
            runCli({"catalog", "list", listing, "--format", "table", "--database", database()});
        ASSERT_EQ(result.exitCode, 0) << listing << ": " << result.err;
        EXPECT_NE(result.out.find(" rows\n"), std::string::npos) << listing;
    }
}

TEST_F(CliCatalog, PricesNameTheirSourceAndKeepEveryObservation)
{
    const auto result = runCli({"catalog", "list", "prices", "--database=" + database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::vector<double> p5;
    const auto document = nlohmann::json::parse(result.out);
    for (const auto &row : document.at("rows")) {
        EXPECT_FALSE(row.at("source").get<std::string>().empty());
        EXPECT_FALSE(row.at("observed_date").get<std::string>().empty());
        if (row.at("instance_type") == "p5.48xlarge" && row.at("purchase_model") == "on_demand")
            p5.push_back(row.at("hourly_usd").get<double>());
    }
    for (const double expected : {98.32, 38.06, 55.04})
        EXPECT_NE(std::find(p5.begin(), p5.end(), expected), p5.end()) << expected;
}

TEST_F(CliCatalog, DefaultsToInstances)
{
    const auto result = runCli({"catalog", "list", "--database", database()});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(nlohmann::json::parse(result.out).at("listing"), "instances");
}

TEST_F(CliCatalog, AnUnknownListingIsInvalidInputAndCreatesNoFile)
{
    const auto result = runCli({"catalog", "list", "gpus", "--database", database()});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.empty());
    EXPECT_NE(result.err.find("unknown listing \"gpus\""), std::string::npos) << result.err;
    EXPECT_FALSE(std::filesystem::exists(database()));
}

TEST_F(CliCatalog, AnUnopenableDatabaseIsInvalidInputNamingTheFile)
{
    const std::string bad = (m_dir / "not-a-catalog.sqlite").string();
    {
        std::FILE *file = std::fopen(bad.c_str(), "wb");
        ASSERT_NE(file, nullptr);
        std::fputs("this is not an SQLite database, just some text long enough to be read", file);
        std::fclose(file);
    }
    const auto result = runCli({"catalog", "list", "--database", bad});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.out.empty());
    EXPECT_NE(result.err.find(bad), std::string::npos) << result.err;
}

TEST_F(CliCatalog, UsageErrorsAreInvalidInput)
{
    EXPECT_EQ(runCli({"catalog"}).exitCode, 2);
    EXPECT_EQ(runCli({"catalog", "frobnicate"}).exitCode, 2);
    EXPECT_EQ(runCli({"catalog", "list", "--format", "xml"}).exitCode, 2);
    EXPECT_EQ(runCli({"catalog", "list", "prices", "sources"}).exitCode, 2);
    const auto help = runCli({"catalog", "--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("catalog list"), std::string::npos);
}
