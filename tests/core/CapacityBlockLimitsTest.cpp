// AWS's limits on EC2 Capacity Blocks for ML: at most 64 instances in one block and at
// most 256 across a customer's blocks on any one date ("Capacity Blocks for ML", Amazon
// EC2 User Guide, read 2026-11-28). A cluster the engine sizes past 64 instances buys
// blocks side by side for the same days, at the same instance-hours and fee; one holding
// more than 256 at once is warned of. Every figure below is worked by hand in the
// comments: p5.48xlarge (8 GPUs an instance) at $31.46 per instance-hour, one training
// run in one 14-day block (14 x 24 = 336 block hours), so
//     fee = 336 h x instances x $31.46.
#include "TestFiles.h"
#include "core/decision/CapacityBlockChecks.h"
#include "core/decision/RecommendationChecks.h"
#include "core/engine/CapacityBlockSizing.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/batch/BatchTotals.h"
#include "core/io/ScenarioReader.h"
#include "core/model/ParameterPath.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

constexpr double kCent = 0.005;
constexpr double kRate = 31.46;         // $ per instance-hour of the block
constexpr double kBlockHours = 14 * 24; // one 14-day block: 336 h

// `runs` runs over `months` of a cluster of `gpus` H100s (8 to a p5.48xlarge) in 14-day
// blocks, the engine sizing the blocks (no block_instances). Each run is 14,131.2
// GPU-hours (50.87 B tokens at 1,000 tokens/s), which any cluster of 64 GPUs or more
// finishes inside one 14-day block.
json blockScenario(double gpus, double runs = 1, int months = 12)
{
    json document = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "block limits",
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 50.87232, "overhead_percent": 0},
      "baseline": "od",
      "options": [
        {"id": "od", "label": "On-demand", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1000}},
        {"id": "cb", "label": "Capacity Blocks", "stack": "cuda",
         "instance_type": "p5.48xlarge", "accelerators_per_instance": 8,
         "purchase": {"model": "capacity_block", "block_days": 14, "hourly_usd": 31.46},
         "throughput": {"tokens_per_sec_per_accelerator": 1000}}
      ]})");
    document["horizon_months"] = months;
    document["workload"]["runs"] = runs;
    for (json &option : document["options"])
        option["cluster_accelerators"] = gpus;
    return document;
}

std::vector<std::string> codes(const OptionResult &option)
{
    std::vector<std::string> found;
    for (const Warning &warning : option.warnings)
        found.push_back(warning.code);
    return found;
}

bool warned(const OptionResult &option, const std::string &code)
{
    const std::vector<std::string> found = codes(option);
    return std::find(found.begin(), found.end(), code) != found.end();
}

// One cluster, its blocks as worked by hand.
struct BlockCase
{
    const char *name;
    double gpus;
    double instances;   // gpus / 8
    int sideBySide;     // ceil(instances / 64)
    double largest;     // min(instances, 64)
    double smallest;    // instances - (sideBySide - 1) x 64
    const char *blocks; // the 14-day blocks, side by side counted
    const char *held;   // how the table and report say the instances
    double feeUsd;      // 336 h x instances x $31.46
    bool overLimit;     // more than 256 instances at once
};

class CapacityBlockSplitTest : public ::testing::TestWithParam<BlockCase>
{};

} // namespace

TEST_P(CapacityBlockSplitTest, EngineSizedBlocksHoldAtMostSixtyFourInstancesEach)
{
    const BlockCase &c = GetParam();
    const Scenario scenario = test::readValidScenario(blockScenario(c.gpus));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &cb = evaluation.options[1];
    ASSERT_TRUE(cb.capacityBlocks);
    const CapacityBlockResult &blocks = *cb.capacityBlocks;

    EXPECT_EQ(blocks.instances, c.instances);
    EXPECT_EQ(blocks.blocksSideBySide, c.sideBySide);
    EXPECT_EQ(blocks.largestBlock, c.largest);
    EXPECT_EQ(blocks.smallestBlock, c.smallest);
    EXPECT_LE(blocks.largestBlock, CapacityBlockSizing::kMaxInstances);
    EXPECT_EQ(blocks.blockCount, c.sideBySide); // one run, one 14-day stretch
    EXPECT_EQ(blocks.describe(), c.blocks);
    EXPECT_EQ(blocks.describeInstances(), c.held);
    EXPECT_EQ(blocks.peakInstances, c.instances);
    // Side by side the blocks reserve the same wall-clock hours and instance-hours as one
    // block of every instance would: the fee does not move.
    EXPECT_EQ(blocks.blockHours, kBlockHours);
    EXPECT_NEAR(blocks.feesUsd, c.feeUsd, kCent);
    EXPECT_NEAR(cb.tcoUsd, c.feeUsd, kCent);
    EXPECT_NEAR(cb.monthlyUsd[0], c.feeUsd, kCent); // paid upfront, as the run starts
    EXPECT_EQ(warned(cb, CapacityBlockChecks::kInstanceLimit), c.overLimit);
    // The on-demand baseline buys no blocks and so earns no block warning.
    EXPECT_FALSE(warned(evaluation.options[0], CapacityBlockChecks::kInstanceLimit));

    // Sensitivity and Monte Carlo bill the same fee (ScenarioTotals), and the batch
    // engine agrees with them to the bit, here with the rate and the throughput varied
    // (a quarter of the throughput makes each run four times as long, in more blocks).
    std::vector<double> totals(scenario.options.size());
    ScenarioTotals::compute(scenario, totals);
    EXPECT_NEAR(totals[1], cb.totalUsd(), kCent);
    const std::vector<std::string> targets = {
        "options.cb.purchase.hourly_usd", "options.cb.throughput.tokens_per_sec_per_accelerator"};
    BatchTotals batch(scenario, targets);
    const std::vector<double> values = {kRate, kRate * 1.25, 1000, 250};
    std::vector<double> batched(batch.optionCount() * 2);
    batch.compute(values, 2, batched);
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    std::vector<double> expected(inputs.options.size());
    for (std::size_t v = 0; v < 2; ++v) {
        for (std::size_t t = 0; t < targets.size(); ++t)
            for (double *place : inputs.bind(scenario, targets[t]))
                *place = values[t * 2 + v];
        ScenarioTotals::compute(inputs, expected);
        EXPECT_EQ(batched[1 * 2 + v], expected[1]) << "variant " << v;
    }
}

INSTANTIATE_TEST_SUITE_P(
    ClusterSizes, CapacityBlockSplitTest,
    ::testing::Values(
        // 64 GPUs / 8 = 8 instances: one block. 336 x 8 x 31.46 = $84,564.48.
        BlockCase{"Gpus64", 64, 8, 1, 8, 8, "1 x 14 d", "8", 84564.48, false},
        // 512 / 8 = 64 instances: exactly one full block. 336 x 64 x 31.46 = $676,515.84.
        BlockCase{"Gpus512", 512, 64, 1, 64, 64, "1 x 14 d", "64", 676515.84, false},
        // 520 / 8 = 65 instances: 64 + 1. 336 x 65 x 31.46 = 21,840 x 31.46 = $687,086.40.
        BlockCase{"Gpus520", 520, 65, 2, 64, 1, "2 x 14 d", "65 (64 + 1)", 687086.40, false},
        // The issue's 1,024 GPUs: 128 instances, two 64-instance blocks (not one of 128).
        // 336 x 128 x 31.46 = 43,008 x 31.46 = $1,353,031.68, as one block of 128 would.
        BlockCase{"Gpus1024", 1024, 128, 2, 64, 64, "2 x 14 d", "128 (2 x 64)", 1353031.68, false},
        // 2,048 / 8 = 256 instances: four blocks of 64, exactly AWS's 256: no warning.
        // 336 x 256 x 31.46 = 86,016 x 31.46 = $2,706,063.36.
        BlockCase{"Gpus2048", 2048, 256, 4, 64, 64, "4 x 14 d", "256 (4 x 64)", 2706063.36, false},
        // 2,056 / 8 = 257 instances: 4 x 64 + 1, one past 256: warned.
        // 336 x 257 x 31.46 = 86,352 x 31.46 = $2,716,633.92.
        BlockCase{"Gpus2056", 2056, 257, 5, 64, 1, "5 x 14 d", "257 (4 x 64 + 1)", 2716633.92,
                  true},
        // The issue's 4,096 GPUs: 512 instances, eight blocks of 64 (not one of 512), and
        // twice the 256 AWS sells: warned. 336 x 512 x 31.46 = 172,032 x 31.46 =
        // $5,412,126.72.
        BlockCase{"Gpus4096", 4096, 512, 8, 64, 64, "8 x 14 d", "512 (8 x 64)", 5412126.72, true}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(CapacityBlockSplit, FullBlocksOfSixtyFourThenTheRestCostWhatOneBlockWould)
{
    const CapacityBlockSplit eight = CapacityBlockSizing::split(8);
    EXPECT_EQ(eight.blocks, 1.0);
    EXPECT_EQ(eight.largest, 8.0);
    EXPECT_EQ(eight.smallest, 8.0);
    // 100 = 64 + 36.
    const CapacityBlockSplit hundred = CapacityBlockSizing::split(100);
    EXPECT_EQ(hundred.blocks, 2.0);
    EXPECT_EQ(hundred.largest, 64.0);
    EXPECT_EQ(hundred.smallest, 36.0);
    // 512 = 8 x 64.
    const CapacityBlockSplit fiveTwelve = CapacityBlockSizing::split(512);
    EXPECT_EQ(fiveTwelve.blocks, 8.0);
    EXPECT_EQ(fiveTwelve.smallest, 64.0);
    EXPECT_EQ(CapacityBlockSizing::split(0).blocks, 0.0);
    // Each block's fee is its own instances' hours: 64 + 36 instances for 14 days cost
    // 336 x 64 x 31.46 + 336 x 36 x 31.46 = $676,515.84 + $380,540.16 = $1,057,056.00,
    // what 336 x 100 x 31.46 is.
    const CapacityBlockCovering fourteen = CapacityBlockSizing::cover(100.0, 14);
    EXPECT_NEAR(CapacityBlockSizing::feeUsd(fourteen, 64, kRate) +
                    CapacityBlockSizing::feeUsd(fourteen, 36, kRate),
                1057056.00, kCent);
    EXPECT_NEAR(CapacityBlockSizing::feeUsd(fourteen, 100, kRate), 1057056.00, kCent);
}

// Runs whose blocks overlap in time hold their instances at once: 36 runs over 12 months
// start every 12 x 730 / 36 = 243.3 h, each holding a 14-day block (336 h), so at one
// instant ceil(336 / 243.3) = ceil(1.38) = 2 runs hold blocks.
TEST(CapacityBlockLimit, OverlappingRunsCountTowardTheTwoHundredFiftySixInstances)
{
    // 1,024 GPUs: 2 runs x 128 instances = 256 at once, AWS's limit exactly.
    const OptionResult within =
        ScenarioEvaluator::evaluate(test::readValidScenario(blockScenario(1024, 36))).options[1];
    EXPECT_EQ(within.capacityBlocks->peakInstances, 256.0);
    EXPECT_FALSE(warned(within, CapacityBlockChecks::kInstanceLimit));
    // 36 runs x 2 blocks side by side = 72 blocks of 14 days.
    EXPECT_EQ(within.capacityBlocks->blockCount, 72);
    // 1,032 GPUs: 129 instances (64 + 65 is not sold: 2 x 64 + 1), 2 x 129 = 258 at once.
    const OptionResult over =
        ScenarioEvaluator::evaluate(test::readValidScenario(blockScenario(1032, 36))).options[1];
    EXPECT_EQ(over.capacityBlocks->peakInstances, 258.0);
    EXPECT_EQ(over.capacityBlocks->blocksSideBySide, 3);
    ASSERT_TRUE(warned(over, CapacityBlockChecks::kInstanceLimit));
    // Six runs over the same year start every 1,460 h: their 336-h blocks never overlap.
    const OptionResult apart =
        ScenarioEvaluator::evaluate(test::readValidScenario(blockScenario(1032, 6))).options[1];
    EXPECT_EQ(apart.capacityBlocks->peakInstances, 129.0);
    EXPECT_FALSE(warned(apart, CapacityBlockChecks::kInstanceLimit));
}

TEST(CapacityBlockLimit, TheWarningNamesTheLimitAndHowTheInstancesAddUp)
{
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(test::readValidScenario(blockScenario(4096)));
    const OptionResult &cb = evaluation.options[1];
    const auto limit = std::find_if(cb.warnings.begin(), cb.warnings.end(), [](const Warning &w) {
        return w.code == CapacityBlockChecks::kInstanceLimit;
    });
    ASSERT_NE(limit, cb.warnings.end());
    EXPECT_EQ(limit->message,
              "These Capacity Blocks hold 512 instances at once (8 blocks of up to 64 side by "
              "side): AWS allows at most 256 instances across all of an organization's "
              "Capacity Blocks on any one date, so it would not sell this purchase as "
              "modelled.");
    // A warning to look at, not a check that sets the option aside.
    EXPECT_FALSE(RecommendationChecks::disqualifies(CapacityBlockChecks::kInstanceLimit));
    EXPECT_TRUE(RecommendationChecks::failing(evaluation).empty());
}

// A capacity workload's own instance count is sized the same way: 100 instances are
// 64 + 36 side by side, consecutive blocks over the busy months as before.
TEST(CapacityBlockLimit, ACapacityWorkloadOfOneHundredInstancesBuysSixtyFourPlusThirtySix)
{
    json document = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "capacity blocks",
      "horizon_months": 1,
      "workload": {"kind": "capacity", "hours_per_month": 730},
      "baseline": "od",
      "options": [
        {"id": "od", "label": "On-demand", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32, "instances": 100,
         "purchase": {"model": "on_demand"}},
        {"id": "cb", "label": "Blocks", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instances": 100,
         "purchase": {"model": "capacity_block", "hourly_usd": 31.46}}
      ]})");
    const OptionResult cb =
        ScenarioEvaluator::evaluate(test::readValidScenario(document)).options[1];
    // 730 h = 30.42 days: the cheapest covering is 31 days, 28 + 3 (two lengths), each
    // bought as a block of 64 and one of 36: 4 blocks. Fee 31 x 24 x 100 x 31.46 =
    // 74,400 x 31.46 = $2,340,624.00.
    const CapacityBlockResult &blocks = *cb.capacityBlocks;
    EXPECT_EQ(blocks.describe(), "2 x 28 d + 2 x 3 d");
    EXPECT_EQ(blocks.blockCount, 4);
    EXPECT_EQ(blocks.describeInstances(), "100 (64 + 36)");
    EXPECT_NEAR(blocks.feesUsd, 2340624.00, kCent);
    EXPECT_FALSE(warned(cb, CapacityBlockChecks::kInstanceLimit));
}

// No AWS page says whether promotional credits pay Capacity Block fees, and AWS's credit
// terms rule out upfront fees: every option whose credits may have paid block fees says
// so, with what is at stake. The shipped example: six 14-day blocks of 8 p5.48xlarge at
// $39.33, 6 x 336 x 8 x 39.33 = $634,314.24, and $100,000 of credits.
TEST(CapacityBlockCredits, EveryOptionWhoseCreditsMayPayBlockFeesSaysItIsAnAssumption)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json");
    ASSERT_TRUE(read.ok());
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const OptionResult &blocks = evaluation.options[0];
    ASSERT_EQ(blocks.id, "h100-blocks");
    const auto message = [](const OptionResult &option) {
        for (const Warning &warning : option.warnings)
            if (warning.code == CapacityBlockChecks::kCreditsAssumed)
                return warning.message;
        return std::string();
    };
    // The credits ($100,000) are less than the fees: all of them are at stake.
    EXPECT_EQ(message(blocks),
              "Credits pay $100,000 here, counting this option's $634,314 of Capacity Block "
              "fees as eligible. That is an assumption: AWS's Promotional Credit Terms rule out "
              "credits for \"any upfront fee for any Services\", Capacity Block fees are paid "
              "upfront, and no AWS page says whether credits pay them. If they do not, this "
              "option costs up to $100,000 more.");
    // Trainium3's first run starts during its 4-week port, on the baseline's blocks.
    const OptionResult &trainium = evaluation.options[1];
    EXPECT_NE(message(trainium).find("the baseline's Capacity Block fees while the port runs"),
              std::string::npos)
        << message(trainium);
    EXPECT_FALSE(RecommendationChecks::disqualifies(CapacityBlockChecks::kCreditsAssumed));

    // Without credits nothing is assumed.
    Scenario scenario = *read;
    scenario.credits.clear();
    for (const OptionResult &option : ScenarioEvaluator::evaluate(scenario).options)
        EXPECT_FALSE(warned(option, CapacityBlockChecks::kCreditsAssumed)) << option.id;
}
