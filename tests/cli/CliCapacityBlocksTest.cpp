// `acceldecide-cli evaluate` on the shipped Capacity Blocks example, run as a process:
// the table's Capacity Blocks section and the JSON's capacity_blocks (blocks, block
// hours, idle hours, fees), a bigger cluster bought as blocks of at most 64 side by side
// (and warned of past AWS's 256), and the refusals of a block length AWS does not sell
// and of more instances than a block holds.
#include "CliProcess.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace acceldecide::test {
namespace {

using nlohmann::json;

const std::string kExample =
    std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json";

json example()
{
    std::ifstream file(kExample, std::ios::binary);
    std::ostringstream buffer;
    buffer << file.rdbuf();
    return json::parse(buffer.str());
}

// Six runs, each covered by one 14-day block of 8 p5.48xlarge at $39.33 per
// instance-hour: 6 x 14 x 24 = 2,016 block hours, 2,016 x 8 x 39.33 = $634,314.24.
constexpr double kBlockHours = 2016.0;
constexpr double kFeesUsd = 634314.24;

TEST(CliCapacityBlocks, JsonListsTheBlocksHoursAndFees)
{
    const ProcessResult result = runCli({"evaluate", kExample, "--format", "json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const json doc = json::parse(result.out);
    const json &options = doc["options"];
    ASSERT_EQ(options.size(), 2u);
    ASSERT_EQ(options[0]["id"], "h100-blocks");
    ASSERT_TRUE(options[0].contains("capacity_blocks")) << options[0].dump(2);
    EXPECT_FALSE(options[1].contains("capacity_blocks")); // Trainium3 on-demand

    const json &blocks = options[0]["capacity_blocks"];
    EXPECT_EQ(blocks["blocks"], json::parse(R"([{"count": 6, "days": 14}])"));
    EXPECT_EQ(blocks["block_count"], 6);
    EXPECT_EQ(blocks["instances"], 8.0);
    EXPECT_EQ(blocks["usd_per_instance_hour"], 39.33);
    EXPECT_DOUBLE_EQ(blocks["block_hours"].get<double>(), kBlockHours);
    EXPECT_NEAR(blocks["fees_usd"].get<double>(), kFeesUsd, 0.005);
    const double busy = blocks["busy_hours"].get<double>();
    EXPECT_GT(busy, 0.0);
    EXPECT_LT(busy, kBlockHours); // each run is shorter than its 14 days
    EXPECT_NEAR(blocks["idle_hours"].get<double>(), kBlockHours - busy, 1e-9);
    // The fees, less the $100k of credits they spend, are the baseline's TCO.
    EXPECT_NEAR(options[0]["tco_usd"].get<double>(),
                kFeesUsd - options[0]["credits_used_usd"].get<double>(), 0.005);
}

TEST(CliCapacityBlocks, TableHasACapacityBlocksSection)
{
    const ProcessResult result = runCli({"evaluate", kExample, "--format", "table"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string &out = result.out;
    const std::size_t section = out.find("Capacity Blocks\n===============\n");
    ASSERT_NE(section, std::string::npos) << out;
    const std::size_t row = out.find("h100-blocks", section);
    ASSERT_NE(row, std::string::npos) << out;
    const std::string line = out.substr(row, out.find('\n', row) - row);
    for (const char *cell : {"6 x 14 d", "$39.33", "2,016.0", "$634,314"})
        EXPECT_NE(line.find(cell), std::string::npos) << cell << " in: " << line;
    // Trainium3 buys no blocks: the section's table ends with the H100 row.
    const std::size_t next = out.find('\n', row) + 1;
    EXPECT_NE(out.substr(next, out.find('\n', next) - next).find("trn3-on-demand"), 0u)
        << out.substr(section, next - section);
}

// The example's H100 option with a bigger cluster and no block_instances: the engine
// sizes the blocks, at most 64 instances each, side by side for the same 14 days. Six
// runs, one 14-day stretch each: 6 x 336 = 2,016 block hours.
struct BigCluster
{
    const char *name;
    int gpus;
    double instances; // gpus / 8
    int sideBySide;   // ceil(instances / 64)
    int blockCount;   // 6 runs x sideBySide
    const char *held; // the table's Instances cell
    double feesUsd;   // 2,016 h x instances x $39.33
    bool overLimit;   // more than 256 instances at once
};

class CliCapacityBlocksBigCluster : public ::testing::TestWithParam<BigCluster>
{};

TEST_P(CliCapacityBlocksBigCluster, BuysBlocksOfAtMostSixtyFourSideBySide)
{
    const BigCluster &big = GetParam();
    json scenario = example();
    scenario["options"][0]["cluster_accelerators"] = big.gpus;
    scenario["options"][0]["purchase"].erase("block_instances");
    const ProcessResult result = runCli({"evaluate", "-", "--format", "json"}, scenario.dump());
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const json option = json::parse(result.out)["options"][0];
    const json &blocks = option["capacity_blocks"];
    EXPECT_EQ(blocks["blocks"], json::array({{{"count", big.blockCount}, {"days", 14}}}));
    EXPECT_EQ(blocks["block_count"], big.blockCount);
    EXPECT_EQ(blocks["instances"], big.instances);
    EXPECT_EQ(blocks["blocks_side_by_side"], big.sideBySide);
    EXPECT_EQ(blocks["largest_block_instances"], 64.0);
    EXPECT_EQ(blocks["peak_instances"], big.instances); // six runs 2 months apart
    EXPECT_DOUBLE_EQ(blocks["block_hours"].get<double>(), kBlockHours);
    EXPECT_NEAR(blocks["fees_usd"].get<double>(), big.feesUsd, 0.005);
    bool warned = false;
    for (const json &warning : option["warnings"])
        warned = warned || warning["code"] == "capacity_block_instance_limit";
    EXPECT_EQ(warned, big.overLimit) << option["warnings"].dump(2);

    const ProcessResult table = runCli({"evaluate", "-", "--format", "table"}, scenario.dump());
    ASSERT_EQ(table.exitCode, 0) << table.err;
    const std::size_t section = table.out.find("Capacity Blocks\n===============\n");
    const std::size_t row = table.out.find("h100-blocks", section);
    ASSERT_NE(row, std::string::npos) << table.out;
    const std::string line = table.out.substr(row, table.out.find('\n', row) - row);
    EXPECT_NE(line.find(big.held), std::string::npos) << line;
    EXPECT_EQ(table.out.find("AWS allows at most 256 instances") != std::string::npos,
              big.overLimit)
        << table.out;
}

INSTANTIATE_TEST_SUITE_P(
    Example, CliCapacityBlocksBigCluster,
    ::testing::Values(
        // 1,024 / 8 = 128 instances: 2 x 64, 12 blocks; 2,016 x 128 x 39.33 = 258,048 x
        // 39.33 = $10,149,027.84.
        BigCluster{"Gpus1024", 1024, 128, 2, 12, "128 (2 x 64)", 10149027.84, false},
        // 4,096 / 8 = 512 instances: 8 x 64, 48 blocks, twice AWS's 256: warned;
        // 2,016 x 512 x 39.33 = 1,032,192 x 39.33 = $40,596,111.36.
        BigCluster{"Gpus4096", 4096, 512, 8, 48, "512 (8 x 64)", 40596111.36, true}),
    [](const auto &info) { return std::string(info.param.name); });

struct BadBlock
{
    const char *field;
    int value;
    std::vector<std::string> expected;
};

class CliCapacityBlockRefusal : public ::testing::TestWithParam<BadBlock>
{};

TEST_P(CliCapacityBlockRefusal, NamesTheFieldAndValue)
{
    const BadBlock &bad = GetParam();
    json scenario = example();
    scenario["options"][0]["purchase"][bad.field] = bad.value;
    const ProcessResult result = runCli({"evaluate", "-"}, scenario.dump());
    EXPECT_EQ(result.exitCode, 2) << result.err;
    EXPECT_TRUE(result.out.empty()) << result.out;
    for (const std::string &part : bad.expected)
        EXPECT_NE(result.err.find(part), std::string::npos) << part << " in: " << result.err;
}

INSTANTIATE_TEST_SUITE_P(Example, CliCapacityBlockRefusal,
                         ::testing::Values(BadBlock{"block_days",
                                                    15,
                                                    {"options[0].purchase.block_days", "15",
                                                     "1 to 14 days, then 21, 28, ..., 182 days"}},
                                           BadBlock{"block_instances",
                                                    65,
                                                    {"options[0].purchase.block_instances", "65"}}),
                         [](const auto &info) { return std::string(info.param.field); });

} // namespace
} // namespace acceldecide::test
