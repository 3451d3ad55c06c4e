// EC2 Capacity Blocks for ML: the lengths AWS sells, how blocks cover a run or the busy
// months, and the fees through the whole engine (months, TCO, the totals sensitivity
// and Monte Carlo use, credits, the private discount, held commitments).
#include "core/engine/CapacityBlockSizing.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>
#include <string>
#include <vector>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

constexpr double kCent = 0.005;
constexpr double kRate = 31.46; // $ per instance-hour of the block

// One run of a 64-GPU cluster (8 instances x 8 GPUs) that needs 9.2 days: 14,131.2
// accelerator-hours at 1,000 tokens/s per GPU.
json trainingScenario(const json &purchase)
{
    json document = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "blocks",
      "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 50.87232, "runs": 1, "overhead_percent": 0},
      "baseline": "od",
      "options": [
        {"id": "od", "label": "On-demand", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32,
         "cluster_accelerators": 64, "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1000}},
        {"id": "cb", "label": "Capacity Block", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "cluster_accelerators": 64,
         "throughput": {"tokens_per_sec_per_accelerator": 1000}}
      ]})");
    document["options"][1]["purchase"] = purchase;
    return document;
}

json blockPurchase(std::optional<int> days)
{
    json purchase = {{"model", "capacity_block"}, {"hourly_usd", kRate}};
    if (days)
        purchase["block_days"] = *days;
    return purchase;
}

Scenario read(const json &document)
{
    ScenarioReadResult result = ScenarioReader::fromJson(document);
    if (!result) {
        std::string problems;
        for (const ValidationError &error : result.error())
            problems += error.path + ": " + error.message + "\n";
        ADD_FAILURE() << problems;
        return {};
    }
    return *result;
}

// "path: message" of every refusal, one a line.
std::string refusals(const json &document)
{
    ScenarioReadResult result = ScenarioReader::fromJson(document);
    if (result)
        return {};
    std::string text;
    for (const ValidationError &error : result.error())
        text += error.path + ": " + error.message + "\n";
    return text;
}

void expectTotalsMatchEvaluation(const Scenario &scenario)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    std::vector<double> totals(scenario.options.size());
    ScenarioTotals::compute(scenario, totals);
    for (std::size_t i = 0; i < totals.size(); ++i)
        EXPECT_NEAR(totals[i], evaluation.options[i].totalUsd(), kCent) << scenario.options[i].id;
}

} // namespace

TEST(CapacityBlockSizing, LengthsAreOneToFourteenDaysThenWeeksToHalfAYear)
{
    for (int days = 1; days <= 14; ++days)
        EXPECT_TRUE(CapacityBlockSizing::isValidLength(days)) << days;
    for (int days : {21, 28, 35, 91, 175, 182})
        EXPECT_TRUE(CapacityBlockSizing::isValidLength(days)) << days;
    for (int days : {0, -7, 15, 20, 22, 181, 183, 189})
        EXPECT_FALSE(CapacityBlockSizing::isValidLength(days)) << days;
}

TEST(CapacityBlockSizing, ANinePointTwoDayRunTakesOneFourteenDayBlockOrTwoSevenDayBlocks)
{
    const double hours = 9.2 * 24;
    const CapacityBlockCovering fourteen = CapacityBlockSizing::cover(hours, 14);
    EXPECT_EQ(fourteen.blocks(), 1.0);
    EXPECT_EQ(fourteen.days(), 14.0);
    const CapacityBlockCovering seven = CapacityBlockSizing::cover(hours, 7);
    EXPECT_EQ(seven.blocks(), 2.0);
    EXPECT_EQ(seven.days(), 14.0);
    // Unset: the cheapest covering is the ten whole days the run needs.
    const CapacityBlockCovering cheapest = CapacityBlockSizing::cover(hours, 0);
    EXPECT_EQ(cheapest.blocks(), 1.0);
    EXPECT_EQ(cheapest.days(), 10.0);
    EXPECT_EQ(CapacityBlockSizing::feeUsd(fourteen, 8, kRate), 8 * 14 * 24 * kRate);
}

TEST(CapacityBlockSizing, TheCheapestCoveringBuysWholeDaysInTheFewestBlocks)
{
    // 15 days is no length AWS sells: 14 + 1 costs less than 21.
    const CapacityBlockCovering fifteen = CapacityBlockSizing::cover(15 * 24, 0);
    EXPECT_EQ(fifteen.blocks(), 2.0);
    EXPECT_EQ(fifteen.days(), 15.0);
    // Beyond 182 days: whole half-years, then a weekly length and a short one.
    const CapacityBlockCovering long_ = CapacityBlockSizing::cover(400 * 24 - 5, 0);
    EXPECT_EQ(long_.days(), 400.0);
    ASSERT_EQ(long_.groupCount, 3);
    EXPECT_EQ(long_.groups[0].count, 2.0);
    EXPECT_EQ(long_.groups[0].days, 182);
    EXPECT_EQ(long_.groups[1].days, 35);
    EXPECT_EQ(long_.groups[2].days, 1);
    // Exactly whole days buy no extra one.
    EXPECT_EQ(CapacityBlockSizing::cover(48.0, 0).days(), 2.0);
    EXPECT_EQ(CapacityBlockSizing::cover(0.0, 14).blocks(), 0.0);
    // Absurd but valid inputs (a run of 10^17 hours in 1-day blocks) stay finite.
    const CapacityBlockCovering huge = CapacityBlockSizing::cover(1e17, 1);
    EXPECT_EQ(huge.blocks(), std::ceil(1e17 / 24));
}

TEST(CapacityBlockScenario, TheFeeIsTheBlocksTimesDaysTimesHoursTimesInstancesTimesRate)
{
    const double fee = 8 * 14 * 24 * kRate;
    for (const int days : {14, 7}) {
        const Scenario scenario = read(trainingScenario(blockPurchase(days)));
        const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
        const OptionResult &cb = evaluation.options[1];
        ASSERT_TRUE(cb.capacityBlocks) << days;
        EXPECT_NEAR(cb.tcoUsd, fee, kCent) << days;
        // Paid upfront, in the month the run starts.
        ASSERT_EQ(cb.monthlyUsd.size(), 12u);
        EXPECT_NEAR(cb.monthlyUsd[0], fee, kCent);
        EXPECT_EQ(cb.monthlyUsd[1], 0.0);
        const CapacityBlockResult &blocks = *cb.capacityBlocks;
        EXPECT_EQ(blocks.blockCount, days == 14 ? 1 : 2);
        ASSERT_EQ(blocks.blocks.size(), 1u);
        EXPECT_EQ(blocks.blocks[0].days, days);
        EXPECT_EQ(blocks.instances, 8.0);
        EXPECT_EQ(blocks.blockHours, 14 * 24.0);
        EXPECT_NEAR(blocks.busyHours, 9.2 * 24, 1e-6);
        EXPECT_NEAR(blocks.idleHours, 4.8 * 24, 1e-6);
        EXPECT_NEAR(blocks.feesUsd, fee, kCent);
        ASSERT_TRUE(cb.wallClockHoursPerRun);
        EXPECT_NEAR(*cb.wallClockHoursPerRun, 9.2 * 24, 1e-6);
        expectTotalsMatchEvaluation(scenario);
    }
    // Unset: ten days.
    const Evaluation cheapest =
        ScenarioEvaluator::evaluate(read(trainingScenario(blockPurchase(std::nullopt))));
    EXPECT_NEAR(cheapest.options[1].tcoUsd, 8 * 10 * 24 * kRate, kCent);
}

TEST(CapacityBlockScenario, RunsSpreadOverTheHorizonEachBuyTheirBlocksWhenTheyStart)
{
    json document = trainingScenario(blockPurchase(14));
    document["workload"]["runs"] = 2.5; // starts in months 1, 5.8 -> 5 and 9.6 -> 9
    const Scenario scenario = read(document);
    const OptionResult cb = ScenarioEvaluator::evaluate(scenario).options[1];
    const double fee = 8 * 14 * 24 * kRate;
    EXPECT_NEAR(cb.monthlyUsd[0], fee, kCent);
    EXPECT_NEAR(cb.monthlyUsd[4], fee, kCent);
    // The half run needs 4.6 days: one 14-day block still.
    EXPECT_NEAR(cb.monthlyUsd[9], fee, kCent);
    EXPECT_NEAR(cb.tcoUsd, 3 * fee, kCent);
    EXPECT_EQ(cb.capacityBlocks->blockCount, 3);
    EXPECT_NEAR(cb.capacityBlocks->busyHours, 2.5 * 9.2 * 24, 1e-6);
    expectTotalsMatchEvaluation(scenario);
}

TEST(CapacityBlockScenario, ACapacityWorkloadBuysConsecutiveBlocksOverItsBusyMonths)
{
    json document = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "capacity blocks",
      "horizon_months": 3,
      "workload": {"kind": "capacity", "hours_per_month": 730},
      "baseline": "od",
      "options": [
        {"id": "od", "label": "On-demand", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32, "instances": 2,
         "purchase": {"model": "on_demand"}},
        {"id": "cb", "label": "Blocks", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instances": 2,
         "purchase": {"model": "capacity_block", "hourly_usd": 39.33}}
      ]})");
    const Scenario scenario = read(document);
    const OptionResult cb = ScenarioEvaluator::evaluate(scenario).options[1];
    // 3 x 730 h = 91.25 days: a 91-day block from hour 0 and a 1-day block from hour 2,184
    // (month 3), two instances each.
    const double day = 24 * 2 * 39.33;
    EXPECT_NEAR(cb.monthlyUsd[0], 91 * day, kCent);
    EXPECT_EQ(cb.monthlyUsd[1], 0.0);
    EXPECT_NEAR(cb.monthlyUsd[2], 1 * day, kCent);
    EXPECT_NEAR(cb.tcoUsd, 92 * day, kCent);
    ASSERT_EQ(cb.capacityBlocks->blocks.size(), 2u);
    EXPECT_EQ(cb.capacityBlocks->blocks[0].days, 91);
    EXPECT_EQ(cb.capacityBlocks->blocks[1].days, 1);
    EXPECT_NEAR(cb.capacityBlocks->idleHours, 92 * 24 - 3 * 730.0, 1e-6);
    expectTotalsMatchEvaluation(scenario);
}

TEST(CapacityBlockScenario, CreditsPayBlockFeesAndThePrivateDiscountApplies)
{
    json document = trainingScenario(blockPurchase(14));
    document["private_discount_percent"] = 10;
    document["credits"] = json::array({{{"id", "promo"},
                                        {"usd", 20000},
                                        {"first_month", 1},
                                        {"expires_month", 12},
                                        {"applies_to", "all"}}});
    const Scenario scenario = read(document);
    const OptionResult cb = ScenarioEvaluator::evaluate(scenario).options[1];
    const double fee = 8 * 14 * 24 * kRate * 0.9;
    EXPECT_NEAR(cb.capacityBlocks->feesUsd, fee, kCent);
    EXPECT_NEAR(cb.creditsUsedUsd, 20000.0, kCent);
    EXPECT_NEAR(cb.monthlyUsd[0], fee - 20000.0, kCent);
    EXPECT_NEAR(cb.tcoUsd, fee - 20000.0, kCent);
    expectTotalsMatchEvaluation(scenario);
}

// The totals spend a credit over a run of months at once (the fees' sum over them);
// the evaluation spends it month by month. A credit whose window spans several runs'
// purchases, starting after the first, must land on the same cent either way.
TEST(CapacityBlockScenario, ACreditSpentOverManyRunsMatchesMonthByMonthSpending)
{
    for (const double runs : {2.0, 5.5, 11.0}) {
        for (const double usd : {30000.0, 150000.0, 1000000.0}) {
            json document = trainingScenario(blockPurchase(7));
            document["workload"]["runs"] = runs;
            document["credits"] = json::array({{{"id", "promo"},
                                                {"usd", usd},
                                                {"first_month", 2},
                                                {"expires_month", 11},
                                                {"applies_to", "all"}}});
            const Scenario scenario = read(document);
            const OptionResult cb = ScenarioEvaluator::evaluate(scenario).options[1];
            double spentMonthByMonth = 0.0;
            for (const double month : cb.creditsByMonth)
                spentMonthByMonth += month;
            EXPECT_NEAR(cb.creditsUsedUsd, spentMonthByMonth, kCent) << runs << " " << usd;
            expectTotalsMatchEvaluation(scenario);
        }
    }
}

TEST(CapacityBlockScenario, HeldSavingsPlansAreOwedButCoverNoBlockFee)
{
    json document = trainingScenario(blockPurchase(14));
    document["existing_commitments"] = json::array({{{"id", "held"},
                                                     {"type", "savings_plan"},
                                                     {"plan", "compute"},
                                                     {"instance_type", "p5.48xlarge"},
                                                     {"usd_per_hour", 10},
                                                     {"discount_percent", 30},
                                                     {"months_remaining", 6}}});
    const Scenario scenario = read(document);
    const OptionResult cb = ScenarioEvaluator::evaluate(scenario).options[1];
    // The plan is paid in full ($10 x 730 x 6) and the block fee on top of it.
    const double owed = 10.0 * 730 * 6;
    EXPECT_NEAR(cb.tcoUsd, 8 * 14 * 24 * kRate + owed, kCent);
    EXPECT_NEAR(cb.capacityBlocks->feesUsd, 8 * 14 * 24 * kRate, kCent);
    expectTotalsMatchEvaluation(scenario);
}

TEST(CapacityBlockParser, RefusesLengthsAwsDoesNotSellNamingTheFieldAndTheValidLengths)
{
    const std::string text = refusals(trainingScenario(blockPurchase(15)));
    EXPECT_NE(text.find("options[1].purchase.block_days: must be a length AWS sells, 1 to 14 "
                        "days, then 21, 28, ..., 182 days (7-day steps), got 15"),
              std::string::npos)
        << text;
    EXPECT_NE(refusals(trainingScenario(blockPurchase(189))).find("options[1].purchase.block_days"),
              std::string::npos);
}

TEST(CapacityBlockParser, RefusesMoreThanSixtyFourInstancesAndTooFewForTheCluster)
{
    json purchase = blockPurchase(14);
    purchase["block_instances"] = 65;
    EXPECT_NE(refusals(trainingScenario(purchase)).find("options[1].purchase.block_instances"),
              std::string::npos);
    purchase["block_instances"] = 4;
    const std::string text = refusals(trainingScenario(purchase));
    EXPECT_NE(text.find("options[1].purchase.block_instances: 4 instances hold 32 accelerators, "
                        "fewer than cluster_accelerators 64"),
              std::string::npos)
        << text;
}

TEST(CapacityBlockParser, RefusesACommitmentAMissingRateAndBlockFieldsOnOtherModels)
{
    json document = trainingScenario(blockPurchase(14));
    document["options"][1]["commitment"] = {{"type", "savings_plan"},
                                            {"term_years", 1},
                                            {"usd_per_hour", 10},
                                            {"discount_percent", 30}};
    EXPECT_NE(refusals(document).find("options[1].commitment: not allowed with purchase model "
                                      "\"capacity_block\""),
              std::string::npos)
        << refusals(document);

    json noRate = trainingScenario({{"model", "capacity_block"}});
    EXPECT_NE(refusals(noRate).find("options[1].purchase.hourly_usd: missing"), std::string::npos)
        << refusals(noRate);

    json onDemand = trainingScenario({{"model", "on_demand"}, {"block_days", 14}});
    onDemand["options"][1]["instance_hourly_usd"] = 98.32;
    EXPECT_NE(refusals(onDemand).find("options[1].purchase.block_days: not allowed with purchase "
                                      "model \"on_demand\" (only capacity_block)"),
              std::string::npos)
        << refusals(onDemand);

    json growing = trainingScenario(blockPurchase(14));
    growing["workload"]["usage"] = {{"growth_percent_per_month", 5}};
    EXPECT_NE(refusals(growing).find("options[1].purchase.model"), std::string::npos);
}

TEST(CapacityBlockParser, BlockFieldsSurviveWritingAndReading)
{
    json purchase = blockPurchase(21);
    purchase["block_instances"] = 8;
    const Scenario scenario = read(trainingScenario(purchase));
    ASSERT_EQ(scenario.options[1].purchase.model, PurchaseModel::CapacityBlock);
    EXPECT_EQ(scenario.options[1].purchase.blockDays, 21);
    EXPECT_EQ(scenario.options[1].purchase.blockInstances, 8);
    EXPECT_EQ(scenario.options[1].purchase.hourlyUsd, kRate);
    const ScenarioReadResult again = ScenarioReader::fromJson(ScenarioWriter::toJson(scenario));
    ASSERT_TRUE(again);
    EXPECT_EQ(*again, scenario);
}
