// Credits spent month by month (soonest to expire first, only on the spend they may
// pay) and a private pricing discount on what AWS bills, through the whole engine: the
// months, the TCO, the totals Monte Carlo and sensitivity use, and the break-even.
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/SensitivityAnalysis.h"
#include "core/engine/batch/BatchTotals.h"
#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// A capacity workload of 600 h a month: one GPU instance at $50/h is $30,000 a month,
// one Trainium instance at $40/h $24,000, after a 4-week port by 2 engineers at $100/h.
json baseScenario()
{
    return json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "credits",
      "horizon_months": 12,
      "workload": {"kind": "capacity", "hours_per_month": 600},
      "baseline": "gpu",
      "team": {"engineers": 2, "hours_per_week": 40, "hourly_rate_usd": 100},
      "options": [
        {"id": "gpu", "label": "GPU", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 1, "instance_hourly_usd": 50, "instances": 1,
         "purchase": {"model": "on_demand"}},
        {"id": "trn", "label": "Trainium", "stack": "neuron", "instance_type": "trn2.48xlarge",
         "accelerators_per_instance": 1, "instance_hourly_usd": 40, "instances": 1,
         "purchase": {"model": "on_demand"}, "migration": {"weeks": 4}}
      ]})");
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

// A copy: callers pass the evaluation as a temporary.
OptionResult optionOf(const Evaluation &evaluation, const std::string &id)
{
    for (const OptionResult &option : evaluation.options) {
        if (option.id == id)
            return option;
    }
    throw std::runtime_error("no option " + id);
}

json credit(double usd, int expires, const json &appliesTo = "all", int first = 1)
{
    return {{"id", "c" + std::to_string(int(usd)) + "_" + std::to_string(expires)},
            {"usd", usd},
            {"first_month", first},
            {"expires_month", expires},
            {"applies_to", appliesTo}};
}

// The totals sensitivity and Monte Carlo compare equal the evaluation's.
void expectTotalsMatchEvaluation(const Scenario &scenario)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    std::vector<double> totals(scenario.options.size());
    ScenarioTotals::compute(scenario, totals);
    for (std::size_t i = 0; i < totals.size(); ++i)
        EXPECT_NEAR(totals[i], evaluation.options[i].totalUsd(), 1e-6) << scenario.options[i].id;
}

} // namespace

TEST(Credits, AHundredThousandExpiringInMonthSixPaysMonthsOneToThreeAndPartOfFour)
{
    json document = baseScenario();
    document["credits"] = json::array({credit(100000, 6)});
    const Scenario scenario = read(document);
    const OptionResult &gpu = optionOf(ScenarioEvaluator::evaluate(scenario), "gpu");
    ASSERT_EQ(gpu.monthlyUsd.size(), 12u);
    EXPECT_EQ(gpu.monthlyUsd[0], 0.0);
    EXPECT_EQ(gpu.monthlyUsd[1], 0.0);
    EXPECT_EQ(gpu.monthlyUsd[2], 0.0);
    EXPECT_EQ(gpu.monthlyUsd[3], 20000.0); // $10,000 of the credit left for month 4
    EXPECT_EQ(gpu.monthlyUsd[4], 30000.0);
    EXPECT_EQ(gpu.creditsUsedUsd, 100000.0);
    ASSERT_EQ(gpu.credits.size(), 1u);
    EXPECT_EQ(gpu.credits[0].usedUsd, 100000.0);
    EXPECT_EQ(gpu.credits[0].expiredUsd, 0.0);
    EXPECT_EQ(gpu.tcoUsd, 12 * 30000.0 - 100000.0);
    expectTotalsMatchEvaluation(scenario);
}

TEST(Credits, WhatIsLeftAtExpiryIsLostAndReported)
{
    json document = baseScenario();
    document["credits"] = json::array({credit(100000, 2)});
    const OptionResult &gpu = optionOf(ScenarioEvaluator::evaluate(read(document)), "gpu");
    EXPECT_EQ(gpu.creditsUsedUsd, 60000.0);
    EXPECT_EQ(gpu.credits[0].expiredUsd, 40000.0);
    EXPECT_EQ(gpu.monthlyUsd[2], 30000.0);
}

TEST(Credits, TheSoonestToExpireIsSpentFirst)
{
    json document = baseScenario();
    // Listed late-expiring first; the month-3 credit must still go first, or it would
    // expire with money on it.
    document["credits"] = json::array({credit(50000, 12), credit(60000, 3)});
    const OptionResult &gpu = optionOf(ScenarioEvaluator::evaluate(read(document)), "gpu");
    EXPECT_EQ(gpu.creditsUsedUsd, 110000.0);
    ASSERT_EQ(gpu.credits.size(), 2u); // in the scenario's order
    EXPECT_EQ(gpu.credits[0].usedUsd, 50000.0);
    EXPECT_EQ(gpu.credits[1].usedUsd, 60000.0);
    EXPECT_EQ(gpu.credits[1].expiredUsd, 0.0);
    EXPECT_EQ(gpu.monthlyUsd[1], 0.0);
    EXPECT_EQ(gpu.monthlyUsd[3], 30000.0 - 20000.0); // 110,000 - 90,000 left for month 4
}

// The same credit restricted to Neuron options pays nothing of the GPU baseline (and
// nothing of the port months the Trainium plan still runs on it): the Trainium
// figures and break-even move, the GPU's stay exactly as without credits.
TEST(Credits, ANeuronCreditMovesTheTrainiumBreakEvenAndNothingElse)
{
    const Scenario plain = read(baseScenario());
    json document = baseScenario();
    document["credits"] = json::array({credit(100000, 6, "neuron")});
    const Scenario withCredit = read(document);

    const Evaluation before = ScenarioEvaluator::evaluate(plain);
    const Evaluation after = ScenarioEvaluator::evaluate(withCredit);
    const OptionResult &gpuBefore = optionOf(before, "gpu");
    const OptionResult &gpuAfter = optionOf(after, "gpu");
    EXPECT_EQ(gpuAfter.monthlyUsd, gpuBefore.monthlyUsd);
    EXPECT_EQ(gpuAfter.tcoUsd, gpuBefore.tcoUsd);
    EXPECT_EQ(gpuAfter.creditsUsedUsd, 0.0);

    const OptionResult &trnBefore = optionOf(before, "trn");
    const OptionResult &trnAfter = optionOf(after, "trn");
    // Month 1 is mostly port (4 weeks of 730 h months): on the GPU, which the credit
    // cannot pay; Trainium's own share of it and the months after are paid.
    const double portMonths = 4 * 168.0 / 730.0;
    const double ownShare = 1.0 - portMonths;
    EXPECT_NEAR(trnAfter.monthlyUsd[0], trnBefore.monthlyUsd[0] - ownShare * 24000.0, 1e-6);
    EXPECT_EQ(trnAfter.monthlyUsd[1], 0.0);
    EXPECT_EQ(trnAfter.creditsUsedUsd, 100000.0);
    EXPECT_NEAR(trnAfter.tcoUsd, trnBefore.tcoUsd - 100000.0, 1e-6);

    ASSERT_EQ(before.breakEven.size(), 1u);
    ASSERT_EQ(after.breakEven.size(), 1u);
    ASSERT_TRUE(before.breakEven[0].month);
    ASSERT_TRUE(after.breakEven[0].month);
    // $32,000 of porting and most of month 1 on the GPU, then $6,000 a month saved:
    // month 7 without credits; with Trainium's months 2-5 paid, month 2.
    EXPECT_EQ(*before.breakEven[0].month, 7);
    EXPECT_EQ(*after.breakEven[0].month, 2);
    expectTotalsMatchEvaluation(withCredit);
}

TEST(Credits, ACreditForNamedOptionsAndOneOutsideAwsPayNothingElse)
{
    json document = baseScenario();
    document["options"][1]["provider"] = "Spheron";
    document["credits"] = json::array({credit(100000, 12, json::array({"trn"}))});
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(document));
    EXPECT_EQ(optionOf(evaluation, "gpu").creditsUsedUsd, 0.0);
    // Named, but its spend is not AWS's.
    EXPECT_EQ(optionOf(evaluation, "trn").creditsUsedUsd, 0.0);
}

// AWS: promotional credits do not pay the upfront part of a reservation or savings plan.
TEST(Credits, AnAllUpfrontCommitmentsFeeIsNotPaidByCredits)
{
    json document = baseScenario();
    document["options"][0]["commitment"] = {{"type", "savings_plan"},
                                            {"term_years", 1},
                                            {"payment", "all_upfront"},
                                            {"usd_per_hour", 20},
                                            {"discount_percent", 60}};
    document["credits"] = json::array({credit(1000000, 12)});
    const Scenario scenario = read(document);
    const OptionResult &gpu = optionOf(ScenarioEvaluator::evaluate(scenario), "gpu");
    // $20/h at 60 % off covers one $50/h accelerator: nothing runs on demand, and the
    // whole bill is the plan's fee, paid upfront.
    EXPECT_EQ(gpu.creditsUsedUsd, 0.0);

    document["options"][0]["commitment"]["payment"] = "no_upfront";
    const OptionResult &monthly = optionOf(ScenarioEvaluator::evaluate(read(document)), "gpu");
    EXPECT_NEAR(monthly.creditsUsedUsd, 12 * 20.0 * 730.0, 1e-6);
    expectTotalsMatchEvaluation(scenario);
}

TEST(PrivateDiscount, TakesItsPercentOffWhatAwsBillsAndNothingOutsideAws)
{
    const Scenario plain = read(baseScenario());
    json document = baseScenario();
    document["private_discount_percent"] = 10;
    document["options"][1]["private_discount_percent"] = 25;
    const Evaluation plainEvaluation = ScenarioEvaluator::evaluate(plain);
    const Evaluation discounted = ScenarioEvaluator::evaluate(read(document));
    EXPECT_NEAR(optionOf(discounted, "gpu").monthlyComputeUsd, 27000.0, 1e-9);
    EXPECT_NEAR(optionOf(discounted, "trn").monthlyComputeUsd, 18000.0, 1e-9);
    // The port's cost is engineering time: no discount.
    EXPECT_EQ(optionOf(discounted, "trn").oneTimeUsd, optionOf(plainEvaluation, "trn").oneTimeUsd);

    document["options"][1]["provider"] = "spheron";
    document["options"][1].erase("private_discount_percent");
    const Evaluation outside = ScenarioEvaluator::evaluate(read(document));
    EXPECT_EQ(optionOf(outside, "trn").monthlyComputeUsd, 24000.0);

    // An option outside AWS cannot carry one.
    document["options"][1]["private_discount_percent"] = 5;
    const ScenarioReadResult refused = ScenarioReader::fromJson(document);
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error()[0].path, "options[1].private_discount_percent");
}

// A commitment is billed at the discounted rates but covers what its list dollars buy:
// the whole bill of a committed, partly idle plan is the discount off the same bill.
TEST(PrivateDiscount, ACommittedPlanCostsTheDiscountOffTheSameBill)
{
    json document = baseScenario();
    document["workload"]["hours_per_month"] = 400;
    document["options"][0]["commitment"] = {{"type", "savings_plan"},
                                            {"term_years", 1},
                                            {"usd_per_hour", 15},
                                            {"discount_percent", 40}};
    const Scenario plain = read(document);
    document["private_discount_percent"] = 8;
    const Scenario discounted = read(document);
    std::vector<double> before(2), after(2);
    ScenarioTotals::compute(plain, before);
    ScenarioTotals::compute(discounted, after);
    EXPECT_NEAR(after[0], before[0] * 0.92, 0.005);
    expectTotalsMatchEvaluation(discounted);
}

// Monte Carlo's batches and sensitivity's points recompute credits per variant.
TEST(Credits, BatchesAndSensitivityRecomputeTheLedger)
{
    json document = baseScenario();
    document["credits"] = json::array({credit(100000, 6, "neuron"), credit(20000, 3)});
    document["private_discount_percent"] = 5;
    const Scenario scenario = read(document);

    const std::vector<std::string> targets{"options.trn.instance_hourly_usd"};
    BatchTotals batch(scenario, targets);
    EXPECT_FALSE(batch.vectorised());
    const std::vector<double> prices{30.0, 40.0, 55.0};
    std::vector<double> totals(2 * prices.size());
    batch.compute(prices, prices.size(), totals);
    for (std::size_t v = 0; v < prices.size(); ++v) {
        Scenario variant = scenario;
        variant.options[1].instanceHourlyUsd = prices[v];
        std::vector<double> expected(2);
        ScenarioTotals::compute(variant, expected);
        EXPECT_EQ(totals[0 * prices.size() + v], expected[0]);
        EXPECT_EQ(totals[1 * prices.size() + v], expected[1]);
    }

    for (const SensitivityEntry &entry : SensitivityAnalysis::run(scenario)) {
        if (entry.parameter != "options.trn.instance_hourly_usd")
            continue;
        Scenario low = scenario;
        low.options[1].instanceHourlyUsd = entry.lowValue;
        std::vector<double> lowTotals(2);
        ScenarioTotals::compute(low, lowTotals);
        ASSERT_EQ(entry.options.size(), 1u);
        EXPECT_EQ(entry.options[0].savingLow, lowTotals[0] - lowTotals[1]);
    }
}

TEST(Credits, BadCreditsAreRefusedNamingTheField)
{
    const auto firstError = [](json document) {
        const ScenarioReadResult result = ScenarioReader::fromJson(document);
        EXPECT_FALSE(result);
        return result ? ValidationError{} : result.error()[0];
    };
    json document = baseScenario();
    document["credits"] = json::array({credit(1000, 3, "tpu")});
    ValidationError error = firstError(document);
    EXPECT_EQ(error.path, "credits[0].applies_to");
    EXPECT_EQ(error.message,
              "must be \"all\", \"neuron\", \"cuda\" or a list of option ids, got \"tpu\"");

    document["credits"] = json::array({credit(1000, 3, json::array({"gpu", "nope"}))});
    error = firstError(document);
    EXPECT_EQ(error.path, "credits[0].applies_to[1]");
    EXPECT_EQ(error.message, "unknown option id \"nope\"");

    document["credits"] = json::array({credit(1000, 3, "all", 5)});
    error = firstError(document);
    EXPECT_EQ(error.path, "credits[0].expires_month");
    EXPECT_EQ(error.message, "must be >= first_month 5, got 3");

    document["credits"] = json::array({credit(-1, 3)});
    EXPECT_EQ(firstError(document).path, "credits[0].usd");
}
