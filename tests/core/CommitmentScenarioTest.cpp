// Commitments and usage patterns in whole scenarios: read from JSON, billed
// hour by hour in the TCO, the totals sensitivity and Monte Carlo compare, and the
// per-option commitment results. Hand-computed figures throughout.
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// 16 accelerators always on (2 instances of 8 at $80/h: $10 per accelerator-hour),
// on demand against the same capacity under a commitment.
json capacityScenario(const json &commitment, const json &usage = nullptr)
{
    json s = {
        {"format", "acceldecide.scenario"},
        {"version", 1},
        {"name", "commitment"},
        {"horizon_months", 24},
        {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
        {"baseline", "od"},
        {"options",
         {{{"id", "od"},
           {"label", "On demand"},
           {"stack", "cuda"},
           {"instance_type", "p5.48xlarge"},
           {"accelerators_per_instance", 8},
           {"instance_hourly_usd", 80},
           {"purchase", {{"model", "on_demand"}}},
           {"instances", 2}},
          {{"id", "sp"},
           {"label", "Committed"},
           {"stack", "cuda"},
           {"instance_type", "p5.48xlarge"},
           {"accelerators_per_instance", 8},
           {"instance_hourly_usd", 80},
           {"purchase", {{"model", "on_demand"}}},
           {"commitment", commitment},
           {"instances", 2}}}},
    };
    if (!usage.is_null())
        s["workload"]["usage"] = usage;
    return s;
}

json savingsPlan(int years, double usdPerHour, double discount)
{
    return {{"type", "savings_plan"},
            {"term_years", years},
            {"usd_per_hour", usdPerHour},
            {"discount_percent", discount}};
}

Scenario read(const json &s)
{
    ScenarioReadResult result = ScenarioReader::fromJson(s);
    EXPECT_TRUE(result.ok()) << result.error()[0].message;
    return result.ok() ? result.value() : Scenario{};
}

std::vector<std::string> errorsOf(const json &s)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(s);
    std::vector<std::string> messages;
    if (result.ok())
        return messages;
    for (const ValidationError &error : result.error())
        messages.push_back(error.path + ": " + error.message);
    return messages;
}

double totalOf(const Scenario &scenario, std::size_t index)
{
    std::vector<double> totals(scenario.options.size());
    ScenarioTotals::compute(scenario, totals);
    return totals[index];
}

constexpr double kFull = 16 * 6.0 * 730; // 16 accelerators at the committed $6/h: 70,080

} // namespace

TEST(CommitmentScenario, FullCoverageBillsTheCommittedRateEveryMonth)
{
    const Scenario scenario = read(capacityScenario(savingsPlan(1, 16 * 6.0, 40)));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &sp = evaluation.options[1];
    ASSERT_TRUE(sp.commitment);
    EXPECT_DOUBLE_EQ(sp.effectiveHourlyUsd, 6.0);
    EXPECT_DOUBLE_EQ(sp.monthlyUsd[0], kFull);
    EXPECT_DOUBLE_EQ(sp.tcoUsd, 24 * kFull);
    EXPECT_DOUBLE_EQ(sp.commitmentBeyondHorizonUsd, 0.0); // two 1-year terms end with it
    EXPECT_DOUBLE_EQ(evaluation.options[0].tcoUsd, 24 * 16 * 10.0 * 730);
    EXPECT_DOUBLE_EQ(sp.commitment->utilizationPercent, 100.0);
    EXPECT_DOUBLE_EQ(sp.commitment->breakEvenUtilizationPercent, 60.0);
    EXPECT_DOUBLE_EQ(sp.commitment->current.accelerators, 16.0);
    EXPECT_DOUBLE_EQ(sp.commitment->optimal.accelerators, 16.0);
    EXPECT_DOUBLE_EQ(sp.commitment->optimal.usdPerHour, 96.0);
    EXPECT_DOUBLE_EQ(sp.commitment->current.percentOfPeak, 100.0);
    // The totals Monte Carlo and sensitivity compare are the evaluation's.
    EXPECT_DOUBLE_EQ(totalOf(scenario, 1), sp.totalUsd());
}

TEST(CommitmentScenario, AThreeYearTermWhoseUsageStopsInMonth14Owes22Months)
{
    const Scenario scenario =
        read(capacityScenario(savingsPlan(3, 16 * 6.0, 40), {{"last_month_with_usage", 14}}));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &od = evaluation.options[0];
    const OptionResult &sp = evaluation.options[1];
    // On demand stops paying with the usage; the commitment does not.
    EXPECT_DOUBLE_EQ(od.tcoUsd, 14 * 16 * 10.0 * 730);
    EXPECT_DOUBLE_EQ(od.monthlyUsd[14], 0.0);
    EXPECT_DOUBLE_EQ(sp.monthlyUsd[14], kFull);
    EXPECT_DOUBLE_EQ(sp.tcoUsd, 24 * kFull);
    EXPECT_DOUBLE_EQ(sp.commitmentBeyondHorizonUsd, 12 * kFull);
    EXPECT_EQ(sp.commitment->monthsOwedAfterUsageStops, 22);
    EXPECT_DOUBLE_EQ(sp.commitment->owedAfterUsageStopsUsd, 22 * kFull);
    EXPECT_DOUBLE_EQ(sp.commitment->months[20].wastedUsd, kFull);
    // The best 3-year level under this usage is none at all.
    EXPECT_DOUBLE_EQ(sp.commitment->optimal.accelerators, 0.0);
    const auto has = [&](const char *code) {
        return std::any_of(sp.warnings.begin(), sp.warnings.end(),
                           [&](const Warning &w) { return w.code == code; });
    };
    EXPECT_TRUE(has("commitment_owed_after_usage_stops"));
    EXPECT_TRUE(has("commitment_beyond_horizon"));
    EXPECT_DOUBLE_EQ(totalOf(scenario, 1), sp.totalUsd());
    EXPECT_DOUBLE_EQ(totalOf(scenario, 0), od.totalUsd());
}

TEST(CommitmentScenario, OneYearAgainstThreeYearsUnderTheSameUsage)
{
    json commitment = savingsPlan(1, 16 * 7.0, 30);
    commitment["other_term_discount_percent"] = 50;
    // Usage for the whole horizon: the 3-year term's deeper discount wins.
    Evaluation evaluation = ScenarioEvaluator::evaluate(read(capacityScenario(commitment)));
    const std::vector<CommitmentTermResult> &steady = evaluation.options[1].commitment->terms;
    ASSERT_EQ(steady.size(), 2u);
    EXPECT_EQ(steady[0].termYears, 1);
    EXPECT_DOUBLE_EQ(steady[0].optimal.costUsd, 24 * 16 * 7.0 * 730);
    EXPECT_EQ(steady[1].termYears, 3);
    EXPECT_DOUBLE_EQ(steady[1].optimal.costUsd, 36 * 16 * 5.0 * 730); // 12 months owed after
    // Stopping after month 10 turns it round: the 3-year term is not worth committing.
    evaluation = ScenarioEvaluator::evaluate(
        read(capacityScenario(commitment, {{"last_month_with_usage", 10}})));
    const std::vector<CommitmentTermResult> &stops = evaluation.options[1].commitment->terms;
    EXPECT_DOUBLE_EQ(stops[1].optimal.accelerators, 0.0);
    EXPECT_EQ(stops[0].monthsOwedAfterUsageStops, 2);
    EXPECT_LT(stops[0].optimal.costUsd, stops[1].optimal.costUsd);
}

TEST(CommitmentScenario, ABurstyTrainingClusterSizedToTheAverageWastesMostOfIt)
{
    // One run a month on 256 accelerators at 1,000 tokens/s each, 221.184 B tokens per
    // run: 240 wall-clock hours, busy 240 of the month's 730.
    json s = capacityScenario(nullptr);
    s["horizon_months"] = 12;
    s["workload"] = {{"kind", "training"},
                     {"model_params_billion", 70},
                     {"tokens_per_run_billion", 221.184},
                     {"runs", 12}};
    const double average = 256.0 * 240.0 / 730.0;
    for (json &option : s["options"]) {
        option.erase("instances");
        option["throughput"] = {{"tokens_per_sec_per_accelerator", 1000}};
        option["cluster_accelerators"] = 256;
    }
    s["options"][1]["commitment"] = savingsPlan(1, average * 6.0, 40);
    const Scenario scenario = read(s);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const CommitmentOptionResult &c = *evaluation.options[1].commitment;
    EXPECT_NEAR(c.busyHoursPerMonth, 240.0, 1e-9);
    EXPECT_NEAR(c.busyAccelerators, 256.0, 1e-9);
    EXPECT_NEAR(c.months[0].wastedUsd / c.months[0].committedUsd, 490.0 / 730.0, 1e-9);
    EXPECT_NEAR(c.utilizationPercent, 240.0 / 730.0 * 100.0, 1e-9);
    EXPECT_EQ(c.optimal.accelerators, 0.0);
    EXPECT_GT(evaluation.options[1].tcoUsd, evaluation.options[0].tcoUsd);
    EXPECT_TRUE(
        std::any_of(evaluation.options[1].warnings.begin(), evaluation.options[1].warnings.end(),
                    [](const Warning &w) { return w.code == "commitment_below_break_even"; }));
}

TEST(CommitmentScenario, GrowthCompoundsMonthlyForEveryOption)
{
    const Scenario scenario =
        read(capacityScenario(savingsPlan(1, 0.0, 40), {{"growth_percent_per_month", 5}}));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    double expected = 0.0;
    for (int m = 0; m < 24; ++m)
        expected += 16 * 10.0 * 730 * std::pow(1.05, m);
    EXPECT_NEAR(evaluation.options[0].tcoUsd, expected, 1e-6);
    // Nothing committed: the commitment option is on demand too.
    EXPECT_NEAR(evaluation.options[1].tcoUsd, expected, 1e-6);
    EXPECT_NEAR(evaluation.options[0].monthlyUsd[23], 16 * 10.0 * 730 * std::pow(1.05, 23), 1e-6);
}

TEST(CommitmentScenario, APortedOptionsTotalsAgreeWithItsMonthlySeries)
{
    json s = capacityScenario(savingsPlan(3, 16 * 6.0, 40),
                              {{"growth_percent_per_month", -2}, {"last_month_with_usage", 20}});
    s["options"][1]["migration"] = {
        {"weeks", 10}, {"engineers", 2}, {"hours_per_week", 40}, {"hourly_rate_usd", 150}};
    s["options"][0]["commitment"] = savingsPlan(1, 10 * 6.0, 40);
    const Scenario scenario = read(s);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    for (std::size_t i = 0; i < 2; ++i) {
        const OptionResult &option = evaluation.options[i];
        EXPECT_NEAR(std::accumulate(option.monthlyUsd.begin(), option.monthlyUsd.end(), 0.0),
                    option.tcoUsd, 1e-6);
        EXPECT_NEAR(totalOf(scenario, i), option.totalUsd(), 1e-6) << option.id;
    }
    // Monte Carlo over a commitment's discount: its P50 saving is the point estimate's.
    Scenario uncertain = scenario;
    uncertain.uncertainty.push_back({"options.sp.commitment.discount_percent", 39.999, 40.001});
    const MonteCarloResult mc = MonteCarloSimulation::run(uncertain, 2000, 7, 1);
    EXPECT_NEAR(mc.options[0].savingP50,
                evaluation.options[0].totalUsd() - evaluation.options[1].totalUsd(), 100.0);
}

TEST(CommitmentScenario, SizingUnderUncertainUsageRunsWithMonteCarlo)
{
    Scenario scenario = read(capacityScenario(savingsPlan(1, 16 * 6.0, 40)));
    scenario.uncertainty.push_back({"workload.hours_per_month", 200, 730});
    EvaluationRequest request;
    request.monteCarloSamples = 500;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario, request);
    const std::optional<UncertainSizing> &sizing =
        evaluation.options[1].commitment->underUncertainty;
    ASSERT_TRUE(sizing);
    // Hours between 200 and 730 (mode 730): the median future is busy well above the
    // 60 % break-even, so the P50 wants a commitment, but no more than the cluster.
    EXPECT_GT(sizing->levelMinimisingP50, 0.0);
    EXPECT_LE(sizing->levelMinimisingP50, 16.0);
    EXPECT_LE(sizing->largestLevelKeepingP90, 24.0);
    // Without Monte Carlo it is not computed.
    EXPECT_FALSE(ScenarioEvaluator::evaluate(scenario).options[1].commitment->underUncertainty);
}

TEST(CommitmentScenario, RoundTripsThroughTheWriter)
{
    json commitment = {{"type", "reserved"},       {"term_years", 3},
                       {"payment", "all_upfront"}, {"instances", 1},
                       {"discount_percent", 55},   {"other_term_discount_percent", 35}};
    const Scenario scenario = read(capacityScenario(
        commitment, {{"growth_percent_per_month", 1.5}, {"last_month_with_usage", 18}}));
    ASSERT_TRUE(scenario.options[1].commitment);
    EXPECT_EQ(scenario.options[1].commitment->payment, PaymentOption::AllUpfront);
    EXPECT_EQ(scenario.options[1].commitment->purchaseModel(), PurchaseModel::Reserved3y);
    const ScenarioReadResult again = ScenarioReader::fromText(ScenarioWriter::toText(scenario));
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, scenario);
    // A reservation of 1 of the 2 instances covers 8 accelerators.
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    EXPECT_DOUBLE_EQ(evaluation.options[1].commitment->current.accelerators, 8.0);
    EXPECT_EQ(evaluation.options[1].commitment->current.instances, 1.0);
}

TEST(CommitmentScenario, BadCommitmentsAreRefusedNamingTheField)
{
    json s = capacityScenario(savingsPlan(2, 10, 40));
    EXPECT_EQ(errorsOf(s),
              std::vector<std::string>{"options[1].commitment.term_years: must be 1 or 3, got 2"});

    s = capacityScenario(savingsPlan(1, 10, 40));
    s["options"][1]["purchase"] = {{"model", "savings_plan_1y"}, {"discount_percent", 30}};
    EXPECT_EQ(errorsOf(s), std::vector<std::string>{
                               "options[1].commitment: needs purchase model \"on_demand\": the "
                               "commitment replaces the flat discount of \"savings_plan_1y\""});

    json commitment = savingsPlan(1, 10, 40);
    commitment["instances"] = 2;
    EXPECT_EQ(errorsOf(capacityScenario(commitment)),
              std::vector<std::string>{"options[1].commitment.instances: not allowed for a "
                                       "savings plan (it commits usd_per_hour)"});

    commitment = savingsPlan(1, 10, 40);
    commitment.erase("discount_percent");
    EXPECT_EQ(errorsOf(capacityScenario(commitment)),
              std::vector<std::string>{"options[1].commitment.discount_percent: missing"});

    EXPECT_EQ(errorsOf(capacityScenario(savingsPlan(1, 10, 40), {{"last_month_with_usage", 30}})),
              std::vector<std::string>{"workload.usage.last_month_with_usage: must be at most "
                                       "horizon_months (24), got 30"});
    EXPECT_EQ(
        errorsOf(capacityScenario(savingsPlan(1, 10, 40), {{"busy_hours_per_month", 100}})),
        std::vector<std::string>{"workload.usage.busy_hours_per_month: not allowed for a capacity "
                                 "workload (workload.hours_per_month are its busy hours)"});
    EXPECT_EQ(
        errorsOf(capacityScenario(savingsPlan(1, 10, 40), {{"growth_percent_per_month", -100}})),
        std::vector<std::string>{
            "workload.usage.growth_percent_per_month: must be >= -99, got -100"});
}
