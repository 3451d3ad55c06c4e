// A flat savings-plan or reserved purchase (purchase.model savings_plan_1y/3y, reserved_1y/3y)
// is a commitment to the option's peak usage, billed like the explicit commitment of that
// size (BillingModelTest). It also gets that commitment's analysis: the same `commitment`
// object (utilization, break-even, the optimal ladder, the months) and the same warnings.
#include "core/engine/CommitmentAnalysis.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/io/ScenarioReader.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// One p5.48xlarge: 8 GPUs at $98.32/h, $12.29 a GPU-hour on demand.
json p5(const std::string &id, const json &purchase, const json &commitment = nullptr)
{
    json o = {{"id", id},
              {"label", id},
              {"stack", "cuda"},
              {"instance_type", "p5.48xlarge"},
              {"accelerators_per_instance", 8},
              {"instance_hourly_usd", 98.32},
              {"purchase", purchase},
              {"instances", 1}};
    if (!commitment.is_null())
        o["commitment"] = commitment;
    return o;
}

json capacity(int horizon, const json &usage, double hoursPerMonth, const json &options)
{
    json s = {{"format", "acceldecide.scenario"},
              {"version", 1},
              {"name", "flat"},
              {"horizon_months", horizon},
              {"workload", {{"kind", "capacity"}, {"hours_per_month", hoursPerMonth}}},
              {"baseline", "od"},
              {"options", options}};
    if (!usage.is_null())
        s["workload"]["usage"] = usage;
    return s;
}

Evaluation evaluate(const json &document)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(document);
    EXPECT_TRUE(read.ok()) << (read.ok() ? "" : read.error()[0].toString());
    return read.ok() ? ScenarioEvaluator::evaluate(*read) : Evaluation{};
}

std::vector<std::string> codes(const OptionResult &option)
{
    std::vector<std::string> out;
    for (const Warning &warning : option.warnings)
        out.push_back(warning.code);
    return out;
}

} // namespace

// The case: a 1-year savings plan at 40 % off bought flat for a p5 used in month 1
// only of a 12-month horizon. Its level is the peak, 8 GPUs, at $12.29 x 0.6 = $7.374 a
// GPU-hour: 8 x $7.374 x 730 = $43,064.16 a month, $516,769.92 for the year, for 8 x 730 =
// 5,840 GPU-hours used: $88.488 a used GPU-hour against $12.29 on demand, 1/12 = 8.33 %
// utilized against a 60 % break-even. The 11 idle months owe 11 x $43,064.16 =
// $473,705.76 after usage stops; the best level is nothing ($71,773.60, on demand).
TEST(FlatCommitmentAnalysis, AFlatPlanUsedOneMonthOfItsYearIsAnalysedAndWarnedAbout)
{
    const Evaluation evaluation =
        evaluate(capacity(12, {{"last_month_with_usage", 1}}, 730,
                          {p5("od", {{"model", "on_demand"}}),
                           p5("flat", {{"model", "savings_plan_1y"}, {"discount_percent", 40}})}));
    const OptionResult &flat = evaluation.options[1];
    ASSERT_TRUE(flat.commitment);
    const CommitmentOptionResult &c = *flat.commitment;
    EXPECT_TRUE(c.fromPurchaseModel);
    EXPECT_EQ(c.kind, CommitmentKind::SavingsPlan);
    EXPECT_EQ(c.termYears, 1);
    EXPECT_EQ(c.discountPercent, 40.0);
    EXPECT_EQ(c.current.accelerators, 8.0);
    EXPECT_EQ(c.current.percentOfPeak, 100.0);
    EXPECT_NEAR(c.current.costUsd, 516769.92, 0.005);
    EXPECT_NEAR(c.utilizationPercent, 100.0 / 12.0, 1e-9);
    EXPECT_EQ(c.breakEvenUtilizationPercent, 60.0);
    ASSERT_TRUE(c.effectiveUsdPerAcceleratorHour);
    EXPECT_NEAR(*c.effectiveUsdPerAcceleratorHour, 88.488, 1e-9);
    EXPECT_EQ(c.monthsOwedAfterUsageStops, 11);
    EXPECT_NEAR(c.owedAfterUsageStopsUsd, 473705.76, 0.005);
    ASSERT_EQ(c.ladder.steps.size(), 1u);
    EXPECT_EQ(c.ladder.steps[0].accelerators, 0.0);
    EXPECT_NEAR(c.optimal.costUsd, 71773.60, 0.005);
    ASSERT_EQ(c.months.size(), 12u);
    EXPECT_NEAR(c.months[1].wastedUsd, 43064.16, 0.005);
    EXPECT_EQ(codes(flat), (std::vector<std::string>{"commitment_owed_after_usage_stops",
                                                     "commitment_below_break_even"}));
    EXPECT_EQ(EvaluationJson::toJson(evaluation)["options"][1]["commitment"]["from_purchase_model"],
              true);
}

// Seed 000's 1-year reservation at 41.4 % off one trn1.32xlarge ($21.50/h, 16 chips) used
// every hour of 36 months is priced by the steady closed form, which keeps no months; its
// analysis bills it as the commitment it is: 1 instance, 100 % used, $21.50 / 16 x 0.586
// = $0.78744 a chip-hour, x 16 x 730 x 36 = $331,101.72, the TCO, and no warning.
TEST(FlatCommitmentAnalysis, AFlatReservationUsedEveryHourIsAnalysedToo)
{
    json trn1 = p5("ri", {{"model", "reserved_1y"}, {"discount_percent", 41.4}});
    trn1["accelerators_per_instance"] = 16;
    trn1["instance_hourly_usd"] = 21.5;
    trn1["instance_type"] = "trn1.32xlarge";
    json od = trn1;
    od["id"] = "od";
    od["purchase"] = {{"model", "on_demand"}};
    const Evaluation evaluation = evaluate(capacity(36, nullptr, 730, {od, trn1}));
    const OptionResult &ri = evaluation.options[1];
    ASSERT_TRUE(ri.commitment);
    EXPECT_EQ(ri.commitment->kind, CommitmentKind::Reserved);
    ASSERT_TRUE(ri.commitment->current.instances);
    EXPECT_EQ(*ri.commitment->current.instances, 1.0);
    EXPECT_EQ(ri.commitment->utilizationPercent, 100.0);
    EXPECT_NEAR(ri.commitment->current.costUsd, 331101.72, 0.005);
    EXPECT_NEAR(ri.tcoUsd, 331101.72, 0.005);
    EXPECT_TRUE(ri.warnings.empty());
}

// Serving 2 B tokens a day at 2,500 tokens/s keeps 2e9 x 30.4167 / (2,500 x 3,600) / 730
// = 9.26 GPUs busy: a flat 1-year reservation commits to 1.16 p5 instances, a level no
// stated reservation can have. Its ladder is searched as finely as it is billed, so the
// best level never costs more than the level it has (here it is that level: the GPUs
// are busy every hour).
TEST(FlatCommitmentAnalysis, AFlatReservationBetweenWholeInstancesSearchesAsFinelyAsItsBill)
{
    json document = capacity(12, nullptr, 730,
                             {p5("od", {{"model", "on_demand"}}),
                              p5("flat", {{"model", "reserved_1y"}, {"discount_percent", 35}})});
    document["workload"] = {
        {"kind", "inference"}, {"model_params_billion", 70}, {"tokens_per_day_billion", 2}};
    for (json &option : document["options"]) {
        option.erase("instances");
        option["throughput"] = {{"tokens_per_sec_per_accelerator", 2500}};
    }
    const Evaluation evaluation = evaluate(document);
    ASSERT_TRUE(evaluation.options[1].commitment);
    const CommitmentOptionResult &c = *evaluation.options[1].commitment;
    const double busy = 2e9 * (730.0 / 24.0) / (2500.0 * 3600.0) / 730.0;
    EXPECT_NEAR(c.current.accelerators, busy, 1e-9);
    ASSERT_TRUE(c.current.instances);
    EXPECT_NEAR(*c.current.instances, busy / 8.0, 1e-9);
    EXPECT_LE(c.optimal.costUsd, c.current.costUsd + 1e-6);
    EXPECT_NEAR(c.optimal.accelerators, busy, 1e-9);
}

// The same scenario with the flat purchase and the explicit commitment of its peak
// written out: every figure of the two analyses agrees, and so do the warnings.
struct FlatCase
{
    const char *name;
    const char *model;
    int horizon;
    double hoursPerMonth; // a capacity workload's busy hours
    json usage;
};

class FlatEqualsStated : public ::testing::TestWithParam<FlatCase>
{};

TEST_P(FlatEqualsStated, SameCommitmentObjectAndWarnings)
{
    const FlatCase &param = GetParam();
    const std::string model = param.model;
    const int years = model.ends_with("3y") ? 3 : 1;
    // At the peak, always 8 GPUs here (usage never grows): 1 instance, or 8 x $12.29 x 0.65
    // = $63.908 an hour of plan.
    const json stated = model.starts_with("reserved") ? json{{"type", "reserved"},
                                                             {"term_years", years},
                                                             {"instances", 1},
                                                             {"discount_percent", 35}}
                                                      : json{{"type", "savings_plan"},
                                                             {"term_years", years},
                                                             {"usd_per_hour", 8 * 12.29 * 0.65},
                                                             {"discount_percent", 35}};
    const Evaluation evaluation =
        evaluate(capacity(param.horizon, param.usage, param.hoursPerMonth,
                          {p5("od", {{"model", "on_demand"}}),
                           p5("flat", {{"model", model}, {"discount_percent", 35}}),
                           p5("stated", {{"model", "on_demand"}}, stated)}));
    const OptionResult &flat = evaluation.options[1];
    const OptionResult &explicitly = evaluation.options[2];
    ASSERT_TRUE(flat.commitment);
    ASSERT_TRUE(explicitly.commitment);
    const CommitmentOptionResult &a = *flat.commitment;
    const CommitmentOptionResult &b = *explicitly.commitment;
    EXPECT_TRUE(a.fromPurchaseModel);
    EXPECT_FALSE(b.fromPurchaseModel);
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(a.termYears, b.termYears);
    EXPECT_EQ(a.renewal, b.renewal);
    const double cent = 0.005;
    EXPECT_NEAR(a.current.accelerators, b.current.accelerators, 1e-9);
    EXPECT_NEAR(a.current.costUsd, b.current.costUsd, cent);
    EXPECT_NEAR(a.utilizationPercent, b.utilizationPercent, 1e-9);
    EXPECT_EQ(a.breakEvenUtilizationPercent, b.breakEvenUtilizationPercent);
    EXPECT_NEAR(a.optimal.costUsd, b.optimal.costUsd, cent);
    EXPECT_NEAR(a.owedAfterHorizonUsd, b.owedAfterHorizonUsd, cent);
    EXPECT_NEAR(a.owedAfterUsageStopsUsd, b.owedAfterUsageStopsUsd, cent);
    EXPECT_EQ(a.monthsOwedAfterUsageStops, b.monthsOwedAfterUsageStops);
    ASSERT_EQ(a.ladder.steps.size(), b.ladder.steps.size());
    for (std::size_t k = 0; k < a.ladder.steps.size(); ++k)
        EXPECT_NEAR(a.ladder.steps[k].accelerators, b.ladder.steps[k].accelerators, 1e-9) << k;
    ASSERT_EQ(a.months.size(), b.months.size());
    for (std::size_t m = 0; m < a.months.size(); ++m) {
        EXPECT_NEAR(a.months[m].committedUsd, b.months[m].committedUsd, cent) << m + 1;
        EXPECT_NEAR(a.months[m].wastedUsd, b.months[m].wastedUsd, cent) << m + 1;
        EXPECT_NEAR(a.months[m].overflowUsd, b.months[m].overflowUsd, cent) << m + 1;
    }
    EXPECT_EQ(codes(flat), codes(explicitly));
}

INSTANTIATE_TEST_SUITE_P(
    PurchaseModels, FlatEqualsStated,
    ::testing::Values(
        // Used every hour of whole terms: the steady closed form prices the flat one.
        FlatCase{"Sp1yAlwaysOn", "savings_plan_1y", 12, 730, nullptr},
        FlatCase{"Ri3yAlwaysOn", "reserved_3y", 36, 730, nullptr},
        // Idle hours, a term past the horizon, usage that stops.
        FlatCase{"Sp1yIdleHours", "savings_plan_1y", 18, 240, nullptr},
        FlatCase{"Sp3yPastHorizon", "savings_plan_3y", 12, 730, nullptr},
        FlatCase{"Ri1yStops", "reserved_1y", 12, 730, {{"last_month_with_usage", 1}}},
        FlatCase{"Ri3yStops", "reserved_3y", 24, 500, {{"last_month_with_usage", 9}}}),
    [](const auto &info) { return std::string(info.param.name); });
