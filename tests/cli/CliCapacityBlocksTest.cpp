// `acceldecide-cli evaluate` on the shipped Capacity Blocks example, run as a process:
// the table's Capacity Blocks section and the JSON's capacity_blocks (blocks, block
// hours, idle hours, fees), and the refusals of a block length AWS does not sell and of
// more instances than a block holds.
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
