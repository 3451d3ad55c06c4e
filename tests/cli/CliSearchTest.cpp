// `acceldecide-cli search`: the seeded catalog's offers for a scenario's workload, billed
// and ranked, each row with its price source and date; a row's option added to the
// scenario costs what the search said; bad options and objectives are refused by name.
#include "CliProcess.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

using acceldecide::test::runCli;

namespace {

const std::string kCapacity = std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed003-trn1-vs-p5.json";

class CliSearch : public ::testing::Test
{
protected:
    void SetUp() override
    {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "acceldecide-search-XXXXXX").string();
        ASSERT_NE(mkdtemp(pattern.data()), nullptr);
        m_dir = pattern;
        m_database = (m_dir / "catalog.sqlite").string();
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    nlohmann::json search(std::vector<std::string> extra)
    {
        std::vector<std::string> arguments = {"search",   kCapacity,  "--database",
                                              m_database, "--format", "json"};
        arguments.insert(arguments.end(), extra.begin(), extra.end());
        const auto result = runCli(arguments);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        return nlohmann::json::parse(result.out);
    }

    std::filesystem::path m_dir;
    std::string m_database;
};

TEST_F(CliSearch, RowsAreRankedCheapestFirstEachWithItsSource)
{
    const nlohmann::json found = search({"--limit", "5"});
    EXPECT_EQ(found.at("objective"), "tco");
    const nlohmann::json &rows = found.at("rows");
    ASSERT_EQ(rows.size(), 5u);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        EXPECT_FALSE(rows[i].at("price_source").get<std::string>().empty());
        EXPECT_EQ(rows[i].at("observed_date").get<std::string>().size(), 10u);
        if (i > 0) {
            EXPECT_LE(rows[i - 1].at("tco_usd").get<double>(), rows[i].at("tco_usd").get<double>());
        }
    }
    EXPECT_GE(found.at("candidates_billed").get<int>(), 5);
}

TEST_F(CliSearch, FiltersKeepOnlyWhatTheyName)
{
    const nlohmann::json found = search({"--stack", "neuron", "--purchase", "on_demand,spot"});
    ASSERT_FALSE(found.at("rows").empty());
    for (const nlohmann::json &row : found.at("rows")) {
        EXPECT_EQ(row.at("stack"), "neuron");
        const std::string model = row.at("purchase_model");
        EXPECT_TRUE(model == "on_demand" || model == "spot") << model;
    }
}

// The cheapest on-demand Trainium row's option, added to the scenario, is billed by
// `evaluate` at the total the search gave it.
TEST_F(CliSearch, ARowsOptionAddedToTheScenarioCostsWhatTheSearchSaid)
{
    const nlohmann::json found =
        search({"--stack", "neuron", "--purchase", "on_demand", "--limit", "1"});
    ASSERT_EQ(found.at("rows").size(), 1u);
    const nlohmann::json &row = found.at("rows")[0];
    std::ifstream in(kCapacity);
    nlohmann::json scenario = nlohmann::json::parse(in);
    scenario["options"].push_back(row.at("option"));
    const std::string path = (m_dir / "with-row.json").string();
    std::ofstream(path) << scenario.dump(2);
    const auto evaluated = runCli({"evaluate", path, "--format", "json"});
    ASSERT_EQ(evaluated.exitCode, 0) << evaluated.err;
    const nlohmann::json evaluation = nlohmann::json::parse(evaluated.out);
    const std::string id = row.at("option").at("id");
    int matched = 0;
    for (const nlohmann::json &option : evaluation.at("options")) {
        if (option.at("id") != id)
            continue;
        ++matched;
        EXPECT_NEAR(option.at("tco_usd").get<double>(), row.at("tco_usd").get<double>(), 1e-6);
    }
    EXPECT_EQ(matched, 1);
}

TEST_F(CliSearch, BadOptionsAndObjectivesAreRefusedByName)
{
    auto result = runCli({"search", kCapacity, "--database", m_database, "--purchase", "lease"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--purchase \"lease\""), std::string::npos) << result.err;
    result =
        runCli({"search", kCapacity, "--database", m_database, "--objective", "time-to-result"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("only a training workload"), std::string::npos) << result.err;
    result = runCli({"search", kCapacity, "--database", m_database, "--min-memory-gb", "-3"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--min-memory-gb \"-3\""), std::string::npos) << result.err;
}

TEST_F(CliSearch, HelpNamesEveryObjective)
{
    const auto result = runCli({"search", "--help"});
    EXPECT_EQ(result.exitCode, 0);
    EXPECT_NE(result.out.find("cost-per-million-tokens"), std::string::npos);
    EXPECT_NE(result.out.find("time-to-result"), std::string::npos);
}

} // namespace
