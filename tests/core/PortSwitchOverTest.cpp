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
    // One-time $36,500; the plan 12 x $3 x 730 = $26,280, owed in the port months too;
    // the two port months' work on the baseline on demand, 2 x $10 x 730 = $14,600 (not
    // at the baseline's own plan, $6 x 730 = $4,380 a month); months 3-12 the plan covers
    // the accelerator, nothing on demand. Total $77,380.
    EXPECT_NEAR(optionTotal(scenario(kOnDemand, kBaselinePlan)), 77380.0, 1e-6);
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
    // Month 1: 36,500 + 7,300 + 2,190 = $45,990; month 2: 7,300 + 2,190 = $9,490; months
    // 3-12: the plan's $2,190 each.
    const Evaluation evaluation =
        ScenarioEvaluator::evaluate(read(scenario(kOnDemand, kBaselinePlan)));
    const OptionResult &trn = evaluation.options.at(1);
    ASSERT_EQ(trn.monthlyUsd.size(), 12u);
    EXPECT_NEAR(trn.monthlyUsd[0], 45990.0, 1e-6);
    EXPECT_NEAR(trn.monthlyUsd[1], 9490.0, 1e-6);
    for (std::size_t m = 2; m < 12; ++m)
        EXPECT_NEAR(trn.monthlyUsd[m], 2190.0, 1e-6) << "month " << m + 1;
    EXPECT_NEAR(trn.cumulativeUsd.back(), 77380.0, 1e-6);
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

} // namespace
} // namespace acceldecide
