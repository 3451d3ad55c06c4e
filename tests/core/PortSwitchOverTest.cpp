// The months of a port billed as AWS bills them (core/engine/billing/PortWork.h and
// PortMonths.h): the work goes on on the baseline's hardware at its per-use price, never at
// a term the baseline would buy, and the option's own commitment is owed from its start.
// Every figure is worked by hand in the comments.
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/batch/BatchTotals.h"
#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace acceldecide {
namespace {

using json = nlohmann::json;

// One accelerator busy all 730 hours of each of 12 months. The baseline "gpu" is $10 an
// hour on demand; the option "trn" $5, with a 1-year savings plan of $3 an hour at 40 %
// off (it covers 3 / (5 x 0.6) = 1 accelerator), ported for 1,460 / 168 weeks = exactly 2
// months by one engineer, 42 h a week at $100 an hour: $36,500.
json scenario(const json &baselinePurchase, const json &baselineCommitment)
{
    json gpu = {{"id", "gpu"},
                {"label", "GPU"},
                {"stack", "cuda"},
                {"instance_type", "p5.48xlarge"},
                {"accelerators_per_instance", 1},
                {"instance_hourly_usd", 10},
                {"purchase", baselinePurchase},
                {"instances", 1}};
    if (!baselineCommitment.is_null())
        gpu["commitment"] = baselineCommitment;
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "switch-over"},
            {"horizon_months", 12},
            {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
            {"baseline", "gpu"},
            {"options",
             {gpu,
              {{"id", "trn"},
               {"label", "Trainium"},
               {"stack", "neuron"},
               {"instance_type", "trn1.32xlarge"},
               {"accelerators_per_instance", 1},
               {"instance_hourly_usd", 5},
               {"purchase", {{"model", "on_demand"}}},
               {"commitment",
                {{"type", "savings_plan"},
                 {"term_years", 1},
                 {"usd_per_hour", 3},
                 {"discount_percent", 40}}},
               {"migration",
                {{"weeks", 1460.0 / 168.0},
                 {"engineers", 1},
                 {"hours_per_week", 42},
                 {"hourly_rate_usd", 100}}},
               {"instances", 1}}}}};
}

Scenario read(const json &document)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(document);
    if (!result)
        ADD_FAILURE() << result.error()[0].path << ": " << result.error()[0].message;
    return result ? *result : Scenario{};
}

double optionTotal(const json &document)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(document));
    return evaluation.options.at(1).totalUsd();
}

const json kOnDemand = {{"model", "on_demand"}};
const json kBaselinePlan = {
    {"type", "savings_plan"}, {"term_years", 1}, {"usd_per_hour", 6}, {"discount_percent", 40}};

TEST(PortSwitchOver, ThePortsWorkIsBilledOnDemandAndThePlanFromItsStart)
{
    // By default the plan starts when the option's own usage does, month 3. One-time
    // $36,500; the two port months' work on the baseline on demand, 2 x $10 x 730 =
    // $14,600 (not at the baseline's own plan, $6 x 730 = $4,380 a month); the plan 12 x
    // $3 x 730 = $26,280 for months 3-14, covering the accelerator (nothing on demand),
    // its last two months owed after the horizon. Total $77,380.
    EXPECT_NEAR(optionTotal(scenario(kOnDemand, kBaselinePlan)), 77380.0, 1e-6);
    // Bought in month 1 instead, it is owed through the port, unused: the same 12 months
    // of fees, all within the horizon, the same $77,380.
    json early = scenario(kOnDemand, kBaselinePlan);
    early["options"][1]["commitment"]["start_month"] = 1;
    EXPECT_NEAR(optionTotal(early), 77380.0, 1e-6);
    // Bought for month 4: month 3 runs on Trainium on demand, $5 x 730 = $3,650, then
    // the plan's 12 months, 9 within the horizon: 77,380 + 3,650 = $81,030.
    json late = scenario(kOnDemand, kBaselinePlan);
    late["options"][1]["commitment"]["start_month"] = 4;
    EXPECT_NEAR(optionTotal(late), 81030.0, 1e-6);
}

TEST(PortSwitchOver, TheOptionsTotalDoesNotDependOnTheBaselinesTerm)
{
    // The same $77,380 whether the baseline buys on demand, holds a savings plan of its
    // own or buys a flat 1-year savings plan or reservation at 40 % off: the port's work
    // is billed at $10 an hour in every case.
    const double withPlan = optionTotal(scenario(kOnDemand, kBaselinePlan));
    EXPECT_EQ(optionTotal(scenario(kOnDemand, nullptr)), withPlan);
    EXPECT_EQ(
        optionTotal(scenario({{"model", "savings_plan_1y"}, {"discount_percent", 40}}, nullptr)),
        withPlan);
    EXPECT_EQ(optionTotal(scenario({{"model", "reserved_1y"}, {"discount_percent", 40}}, nullptr)),
              withPlan);
}

TEST(PortSwitchOver, TheTimelineSumsToTheTotal)
{
    // The plan from month 3 (the default): month 1: 36,500 + 7,300 = $43,800; month 2:
    // $7,300; months 3-12: the plan's $2,190 each. $73,000 within the horizon, and its two
    // months after it, $4,380, owed: $77,380.
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(read(scenario(kOnDemand, kBaselinePlan)));
    const OptionResult &trn = evaluation.options.at(1);
    ASSERT_EQ(trn.monthlyUsd.size(), 12u);
    EXPECT_NEAR(trn.monthlyUsd[0], 43800.0, 1e-6);
    EXPECT_NEAR(trn.monthlyUsd[1], 7300.0, 1e-6);
    for (std::size_t m = 2; m < 12; ++m)
        EXPECT_NEAR(trn.monthlyUsd[m], 2190.0, 1e-6) << "month " << m + 1;
    EXPECT_NEAR(trn.cumulativeUsd.back(), 73000.0, 1e-6);
    EXPECT_NEAR(trn.totalUsd(), 77380.0, 1e-6);

    // Bought in month 1: month 1: 36,500 + 7,300 + 2,190 = $45,990; month 2: 7,300 +
    // 2,190 = $9,490; months 3-12: $2,190 each, $77,380 all within the horizon.
    json early = scenario(kOnDemand, kBaselinePlan);
    early["options"][1]["commitment"]["start_month"] = 1;
    const Evaluation bought = ScenarioEvaluator::evaluate(read(early));
    const OptionResult &atStart = bought.options.at(1);
    EXPECT_NEAR(atStart.monthlyUsd[0], 45990.0, 1e-6);
    EXPECT_NEAR(atStart.monthlyUsd[1], 9490.0, 1e-6);
    EXPECT_NEAR(atStart.cumulativeUsd.back(), 77380.0, 1e-6);
}

TEST(PortSwitchOver, MonteCarloBatchesBillThePortAsEachVariantAlone)
{
    // The port's length and the baseline's plan sampled: every variant of a batch gets the
    // bits ScenarioTotals gives it alone.
    const Scenario base = read(scenario(kOnDemand, kBaselinePlan));
    const std::vector<std::string> targets = {"options.trn.migration.weeks",
                                              "options.gpu.commitment.usd_per_hour"};
    BatchTotals batch(base, targets);
    EXPECT_TRUE(batch.vectorised());
    const std::vector<double> weeks = {0.0, 1.0, 4.3, 1460.0 / 168.0, 13.0, 52.0, 60.0, 2.5};
    const std::vector<double> plans = {6.0, 0.5, 3.0, 9.0, 6.0, 1.0, 12.0, 4.0};
    const std::size_t count = weeks.size();
    std::vector<double> values(weeks);
    values.insert(values.end(), plans.begin(), plans.end());
    std::vector<double> totals(batch.optionCount() * count);
    batch.compute(values, count, totals);

    ScenarioCostInputs inputs = ScenarioCostInputs::from(base);
    const std::vector<double *> weekPlaces = inputs.bind(base, targets[0]);
    const std::vector<double *> planPlaces = inputs.bind(base, targets[1]);
    std::vector<double> expected(inputs.options.size());
    for (std::size_t i = 0; i < count; ++i) {
        for (double *place : weekPlaces)
            *place = weeks[i];
        for (double *place : planPlaces)
            *place = plans[i];
        ScenarioTotals::compute(inputs, expected);
        for (std::size_t o = 0; o < expected.size(); ++o)
            EXPECT_EQ(totals[o * count + i], expected[o]) << "option " << o << ", variant " << i;
    }
    // Variant 3 is the 2-month port above with the baseline's plan at $9 instead of $6:
    // the option's total is still $77,380.
    EXPECT_NEAR(totals[1 * count + 3], 77380.0, 1e-6);
}

// The port of the scenario above made 1,095 / 168 weeks: exactly 1.5 months, one-time
// 1,095 / 168 x 42 x $100 = $27,375.
json halfMonthPort(const json &document)
{
    json shorter = document;
    shorter["options"][1]["migration"]["weeks"] = 1095.0 / 168.0;
    return shorter;
}

TEST(PortSwitchOver, APlanBoughtWhenThePortEndsMidMonthIsBilledFromThatHour)
{
    // The plan starts half-way through month 2, when the port ends, and runs 12 months to
    // half-way through month 14. Month 1: 27,375 + the baseline's 7,300 = $34,675.
    // Month 2: half on the baseline, 3,650, and half a month of the plan, 1,095, which
    // covers the accelerator: $4,745. Months 3-12: $2,190. Within the horizon $61,320;
    // owed after it, a month and a half of the plan, $3,285: $64,605.
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(read(halfMonthPort(scenario(kOnDemand, kBaselinePlan))));
    const OptionResult &trn = evaluation.options.at(1);
    ASSERT_EQ(trn.monthlyUsd.size(), 12u);
    EXPECT_NEAR(trn.monthlyUsd[0], 34675.0, 1e-6);
    EXPECT_NEAR(trn.monthlyUsd[1], 4745.0, 1e-6);
    for (std::size_t m = 2; m < 12; ++m)
        EXPECT_NEAR(trn.monthlyUsd[m], 2190.0, 1e-6) << "month " << m + 1;
    EXPECT_NEAR(trn.cumulativeUsd.back(), 61320.0, 1e-6);
    EXPECT_NEAR(trn.commitmentOwedAfterHorizonUsd, 3285.0, 1e-6);
    EXPECT_NEAR(trn.totalUsd(), 64605.0, 1e-6);
    // Bought at the start of month 2 instead, its whole first month is owed while half of
    // it still runs on the baseline: 27,375 + 7,300 + 3,650 + 11 x 2,190 = $62,415 within
    // the horizon, one month, $2,190, after it.
    json wholeMonth = halfMonthPort(scenario(kOnDemand, kBaselinePlan));
    wholeMonth["options"][1]["commitment"]["start_month"] = 2;
    const Evaluation bought = ScenarioEvaluator::evaluate(read(wholeMonth));
    EXPECT_NEAR(bought.options.at(1).cumulativeUsd.back(), 62415.0, 1e-6);
    EXPECT_NEAR(bought.options.at(1).commitmentOwedAfterHorizonUsd, 2190.0, 1e-6);
}

TEST(PortSwitchOver, APlanThatCoversLessWhileTheWorkGrowsIsBilledAsItsTwoGrids)
{
    // Usage growing 10 % a month from month 1 (1 accelerator; 1.1 in month 2, 1.21 in
    // month 3, ...): the $3 plan covers 1 accelerator, the rest is on demand at $5. The
    // port ends half-way through month 2. Month 2: half on the baseline, 0.5 x 1.1 x
    // 7,300 = 4,015; the plan's half month, 1,095, covers 1 of the 1.1 accelerators, the
    // other 0.1 on demand for half the month, 0.5 x 0.1 x 3,650 = 182.50: $5,292.50.
    // Month 3: the plan 2,190 + 0.21 x 3,650 = 766.50 on demand: $2,956.50.
    json growing = halfMonthPort(scenario(kOnDemand, kBaselinePlan));
    growing["workload"]["usage"] = {{"growth_percent_per_month", 10}};
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(growing));
    const OptionResult &trn = evaluation.options.at(1);
    EXPECT_NEAR(trn.monthlyUsd[1], 5292.5, 1e-6);
    EXPECT_NEAR(trn.monthlyUsd[2], 2956.5, 1e-6);
}

TEST(PortSwitchOver, MonteCarloBatchesBillAPlanStartingMidMonthAsEachVariantAlone)
{
    // The stated port ends half-way through month 2 (the plan's start, fixed), or after
    // the horizon (60 weeks, 13.8 months: the plan starts after it), the port sampled
    // shorter and longer than that, flat and growing usage: every variant of a batch gets
    // the bits ScenarioTotals gives it alone.
    for (const double stated : {1095.0 / 168.0, 60.0})
        for (const double growth : {0.0, 3.0}) {
            json document = halfMonthPort(scenario(kOnDemand, kBaselinePlan));
            document["options"][1]["migration"]["weeks"] = stated;
            document["workload"]["usage"] = {{"growth_percent_per_month", growth}};
            const Scenario base = read(document);
            const std::vector<std::string> targets = {"options.trn.migration.weeks",
                                                      "options.trn.commitment.usd_per_hour"};
            BatchTotals batch(base, targets);
            EXPECT_TRUE(batch.vectorised());
            const std::vector<double> weeks = {0.0, 1.0,  4.3,  1095.0 / 168.0,
                                               7.0, 13.0, 52.0, 60.0};
            const std::vector<double> plans = {3.0, 0.5, 3.0, 3.0, 9.0, 6.0, 1.0, 12.0};
            const std::size_t count = weeks.size();
            std::vector<double> values(weeks);
            values.insert(values.end(), plans.begin(), plans.end());
            std::vector<double> totals(batch.optionCount() * count);
            batch.compute(values, count, totals);

            ScenarioCostInputs inputs = ScenarioCostInputs::from(base);
            const std::vector<double *> weekPlaces = inputs.bind(base, targets[0]);
            const std::vector<double *> planPlaces = inputs.bind(base, targets[1]);
            std::vector<double> expected(inputs.options.size());
            for (std::size_t i = 0; i < count; ++i) {
                for (double *place : weekPlaces)
                    *place = weeks[i];
                for (double *place : planPlaces)
                    *place = plans[i];
                ScenarioTotals::compute(inputs, expected);
                for (std::size_t o = 0; o < expected.size(); ++o)
                    EXPECT_EQ(totals[o * count + i], expected[o])
                        << "growth " << growth << ", option " << o << ", variant " << i;
            }
            if (growth == 0.0 && stated < 7.0) {
                EXPECT_NEAR(totals[1 * count + 3], 64605.0, 1e-6);
            }
        }
}

// Seed 002's startup: 6 training runs of a 70 B model on 150 B tokens (+15 % overhead) in
// 12 months, a run every 2 months from the start of month 1, a team of 2 at 40 h a week
// and $150 an hour. The port takes 4 weeks (0.92 months, $48,000): the first run starts
// before it ends and is done wholly on the baseline; the other five on the option.
json trainingScenario(const json &baseline, const json &option)
{
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "whole runs"},
            {"horizon_months", 12},
            {"workload",
             {{"kind", "training"},
              {"model_params_billion", 70},
              {"tokens_per_run_billion", 150},
              {"runs", 6},
              {"overhead_percent", 15}}},
            {"baseline", baseline["id"]},
            {"team", {{"engineers", 2}, {"hours_per_week", 40}, {"hourly_rate_usd", 150}}},
            {"options", {baseline, option}}};
}

const json kH100Blocks = {{"id", "h100-blocks"},
                          {"label", "H100 Capacity Blocks"},
                          {"stack", "cuda"},
                          {"instance_type", "p5.48xlarge"},
                          {"accelerators_per_instance", 8},
                          {"cluster_accelerators", 64},
                          {"purchase",
                           {{"model", "capacity_block"},
                            {"block_days", 14},
                            {"block_instances", 8},
                            {"hourly_usd", 39.33}}},
                          {"throughput", {{"peak_tflops", 1979}, {"mfu_percent", 53.5}}}};

TEST(PortSwitchOver, ARunThatStartsInThePortIsBoughtAsTheBaselinesBlock)
{
    // Trainium3 on demand at $47.50 / 16 an accelerator-hour; a run is
    // 6 x 70e9 x 150e9 / (2,520e12 x 0.58) / 3,600 x 1.15 = 13,769.3 accelerator-hours,
    // $40,877.19. The baseline's one 14-day block on 8 p5 instances: 336 h x 8 x $39.33 =
    // $105,719.04. Total 48,000 + 105,719.04 + 5 x 40,877.19 = $358,104.97 (the port's
    // share of a month of runs billed 6.54 runs for 6: $380,167.45).
    const json trn3 = {{"id", "trn3"},
                       {"label", "Trainium3 on demand"},
                       {"stack", "neuron"},
                       {"instance_type", "trn3.48xlarge"},
                       {"accelerators_per_instance", 16},
                       {"instance_hourly_usd", 47.5},
                       {"cluster_accelerators", 64},
                       {"purchase", {{"model", "on_demand"}}},
                       {"throughput", {{"peak_tflops", 2520}, {"mfu_percent", 58}}},
                       {"migration", {{"weeks", 4}}}};
    const double run = 6 * 70e9 * 150e9 / (2520e12 * 0.58) / 3600 * 1.15 * (47.5 / 16);
    EXPECT_NEAR(run, 40877.19, 0.01);
    const double total = 48000.0 + 336 * 8 * 39.33 + 5 * run;
    EXPECT_NEAR(total, 358104.97, 0.01);
    EXPECT_NEAR(optionTotal(trainingScenario(kH100Blocks, trn3)), total, 1e-6);
}

// The H100 on demand at $55.04 an instance-hour, a 64-GPU cluster.
const json kH100OnDemand = {{"id", "h100"},
                            {"label", "H100 on demand"},
                            {"stack", "cuda"},
                            {"instance_type", "p5.48xlarge"},
                            {"accelerators_per_instance", 8},
                            {"cluster_accelerators", 64},
                            {"instance_hourly_usd", 55.04},
                            {"purchase", {{"model", "on_demand"}}},
                            {"throughput", {{"peak_tflops", 1979}, {"mfu_percent", 53.5}}}};

TEST(PortSwitchOver, ARunThatStartsInThePortIsBilledInFullOnTheBaseline)
{
    // The reverse: the baseline on demand at $55.04 / 8 an accelerator-hour, a run
    // 6 x 70e9 x 150e9 / (1,979e12 x 0.535) / 3,600 x 1.15 x 6.88 = $130,775.01; the option
    // buys a 14-day block on 8 instances at $15 an instance-hour per run: 336 x 8 x 15 =
    // $40,320. Total 48,000 + 130,775.01 + 5 x 40,320 = $380,375.01 (the port's share of a
    // month, 0.46 of a run, billed $309,792.33).
    const json blocks = {{"id", "trn-blocks"},
                         {"label", "Trainium blocks"},
                         {"stack", "neuron"},
                         {"instance_type", "trn3.48xlarge"},
                         {"accelerators_per_instance", 16},
                         {"cluster_accelerators", 128},
                         {"purchase",
                          {{"model", "capacity_block"},
                           {"block_days", 14},
                           {"block_instances", 8},
                           {"hourly_usd", 15}}},
                         {"throughput", {{"peak_tflops", 2520}, {"mfu_percent", 58}}},
                         {"migration", {{"weeks", 4}}}};
    const double run = 6 * 70e9 * 150e9 / (1979e12 * 0.535) / 3600 * 1.15 * (55.04 / 8);
    EXPECT_NEAR(run, 130775.01, 0.01);
    const double total = 48000.0 + run + 5 * (336 * 8 * 15.0);
    EXPECT_NEAR(total, 380375.01, 0.01);
    EXPECT_NEAR(optionTotal(trainingScenario(kH100OnDemand, blocks)), total, 1e-6);
}

TEST(PortSwitchOver, ARunThatStartsInThePortRunsWhollyOnTheBaselineWithoutBlocks)
{
    // Neither side buys blocks: the H100 on demand at $130,775.01 a run (above), Trainium3
    // on demand at $47.50 / 16 an accelerator-hour, a run 6 x 70e9 x 150e9 / (2,520e12 x
    // 0.58) / 3,600 x 1.15 x 2.96875 = $40,877.19. Six runs in 12 months start in months
    // 1, 3, 5, ...; the 4-week port (0.92 months) holds run 1, which runs wholly on the
    // H100: 48,000 + 130,775.01 + 5 x 40,877.19 = $383,160.93 (by the port's share of each
    // month, 0.46 of a run, it was billed $334,640.74).
    const json trn = {{"id", "trn"},
                      {"label", "Trainium3 on demand"},
                      {"stack", "neuron"},
                      {"instance_type", "trn3.48xlarge"},
                      {"accelerators_per_instance", 16},
                      {"cluster_accelerators", 128},
                      {"instance_hourly_usd", 47.5},
                      {"purchase", {{"model", "on_demand"}}},
                      {"throughput", {{"peak_tflops", 2520}, {"mfu_percent", 58}}},
                      {"migration", {{"weeks", 4}}}};
    const double h100Run = 6 * 70e9 * 150e9 / (1979e12 * 0.535) / 3600 * 1.15 * (55.04 / 8);
    const double trnRun = 6 * 70e9 * 150e9 / (2520e12 * 0.58) / 3600 * 1.15 * (47.5 / 16);
    EXPECT_NEAR(trnRun, 40877.19, 0.01);
    const double total = 48000.0 + h100Run + 5 * trnRun;
    EXPECT_NEAR(total, 383160.93, 0.01);
    const json document = trainingScenario(kH100OnDemand, trn);
    EXPECT_NEAR(optionTotal(document), total, 1e-6);
    // The month-by-month cost sums to the same total.
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read(document));
    EXPECT_NEAR(evaluation.options.at(1).cumulativeUsd.back(), total, 1e-6);

    // The team's own run months: none before the port ends in month 1, all six on
    // Trainium: 48,000 + 6 x 40,877.19 = $293,263.11.
    json listed = document;
    listed["workload"]["run_months"] = {2, 3, 5, 7, 9, 11};
    EXPECT_NEAR(optionTotal(listed), 48000.0 + 6 * trnRun, 1e-6);
    EXPECT_NEAR(48000.0 + 6 * trnRun, 293263.11, 0.01);
    // Two runs at the start of month 1, both in the port: 48,000 + 2 x 130,775.01 +
    // 4 x 40,877.19 = $473,058.75.
    listed["workload"]["run_months"] = {1, 1, 5, 7, 9, 11};
    EXPECT_NEAR(optionTotal(listed), 48000.0 + 2 * h100Run + 4 * trnRun, 1e-6);
    EXPECT_NEAR(48000.0 + 2 * h100Run + 4 * trnRun, 473058.75, 0.01);

    // Monte Carlo over the port's length and the run count bills each variant as it is
    // billed alone (a sampled run past the list starts with the last one listed).
    const Scenario scenario = read(listed);
    const std::vector<std::string> targets = {"options.trn.migration.weeks", "workload.runs"};
    BatchTotals batch(scenario, targets);
    EXPECT_TRUE(batch.vectorised());
    const std::vector<double> weeks = {1.0, 4.0, 5.0, 9.0, 13.0, 30.0};
    const std::vector<double> runs = {6.0, 6.0, 7.5, 3.0, 6.0, 9.0};
    std::vector<double> values(weeks);
    values.insert(values.end(), runs.begin(), runs.end());
    std::vector<double> totals(batch.optionCount() * weeks.size());
    batch.compute(values, weeks.size(), totals);
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    const std::vector<double *> weekPlaces = inputs.bind(scenario, targets[0]);
    const std::vector<double *> runPlaces = inputs.bind(scenario, targets[1]);
    std::vector<double> expected(inputs.options.size());
    for (std::size_t i = 0; i < weeks.size(); ++i) {
        for (double *place : weekPlaces)
            *place = weeks[i];
        for (double *place : runPlaces)
            *place = runs[i];
        ScenarioTotals::compute(inputs, expected);
        for (std::size_t o = 0; o < expected.size(); ++o)
            EXPECT_EQ(totals[o * weeks.size() + i], expected[o]) << "option " << o << ", " << i;
    }
}

} // namespace
} // namespace acceldecide
