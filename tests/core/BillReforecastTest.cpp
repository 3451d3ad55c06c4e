// A decision re-forecast with its bill: the recorded scenario billed again by the engine
// with the usage the bill showed, the chosen option's billed months as billed and the
// baseline held to the same usage; every figure worked by hand in the comments.
#include "core/actuals/BillReforecast.h"
#include "core/actuals/ActualMonths.h"
#include "core/actuals/CalendarMonth.h"
#include "core/actuals/VarianceWording.h"
#include "core/engine/MonteCarloSimulation.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

namespace acceldecide::actuals {
namespace {

using json = nlohmann::json;

const int kMarch = monthIndex("2026-03").value();

json option(const char *id, const char *instanceType, double hourlyUsd)
{
    return {{"id", id},
            {"label", id},
            {"stack", std::string(id) == "trn" ? "neuron" : "cuda"},
            {"instance_type", instanceType},
            {"accelerators_per_instance", 16},
            {"instance_hourly_usd", hourlyUsd},
            {"purchase", {{"model", "on_demand"}}},
            {"instances", 1}};
}

// Three months of one instance always on: trn1.32xlarge at $21.50 an hour ($15,695 a
// month, 11,680 accelerator-hours at $1.34375) with $1,100 a month of maintenance, chosen
// over a 16-GPU instance at $32.12 an hour ($23,447.60 a month), the baseline.
Scenario recorded()
{
    json trn = option("trn", "trn1.32xlarge", 21.50);
    trn["maintenance_usd_per_month"] = 1100;
    const json scenario = {{"format", "acceldecide.scenario"},
                           {"version", 1},
                           {"name", "re-forecast"},
                           {"horizon_months", 3},
                           {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
                           {"baseline", "gpu"},
                           {"options", {option("gpu", "gpu.16xlarge", 32.12), trn}}};
    ScenarioReadResult read = ScenarioReader::fromJson(scenario);
    if (!read.ok())
        throw std::runtime_error(read.error().front().toString());
    return *read;
}

struct Compared
{
    Scenario scenario;
    Evaluation evaluation;
    PlannedMonths plan;
    PlanVsActual comparison;
};

// March billed: `hours` trn1 accelerator-hours on demand for `usd`.
Compared billedMarch(double hours, double usd)
{
    Compared c{recorded(), {}, {}, {}};
    c.evaluation = ScenarioEvaluator::evaluate(c.scenario);
    c.plan = plannedMonths(c.scenario, c.evaluation, "trn", kMarch);
    ActualRow row;
    row.month = "2026-03";
    row.instanceType = "trn1.32xlarge";
    row.kind = ChargeKind::OnDemandUsage;
    row.acceleratorHours = hours;
    row.effectiveUsd = usd;
    row.billedUsd = usd;
    row.tagsJson = "{}";
    c.comparison = comparePlanWithBill(c.plan, actualMonths({row}, {}, c.plan));
    c.comparison.reforecast =
        reforecastWithBill(c.scenario, c.evaluation, "trn", c.plan, c.comparison);
    return c;
}

// March ran 14,016 accelerator-hours (120 % of 11,680) at the plan's rate: $18,834.
//   trn: month 1 = 1,100 + 18,834 = 19,934; months 2 and 3 as planned, 16,795 each:
//        53,524 (planned 3 x 16,795 = 50,385)
//   gpu for the same usage: 1.2 x 23,447.60 = 28,137.12, then 23,447.60 twice: 75,032.32
//        (planned 3 x 23,447.60 = 70,342.80)
// Cheaper from month 1 both ways (19,934 <= 28,137.12).
TEST(BillReforecast, TheBaselineIsHeldToTheUsageTheBillShowed)
{
    const Compared c = billedMarch(14016.0, 18834.0);
    ASSERT_TRUE(c.comparison.reforecast);
    const Reforecast &forecast = *c.comparison.reforecast;
    EXPECT_EQ(forecast.baselineId, "gpu");
    EXPECT_NEAR(*forecast.usagePercentOfPlan, 120.0, 1e-9);
    EXPECT_NEAR(forecast.plannedTotalUsd, 50385.0, 1e-6);
    EXPECT_NEAR(forecast.reforecastTotalUsd, 53524.0, 1e-6);
    EXPECT_NEAR(forecast.baselinePlannedTotalUsd, 70342.80, 1e-6);
    EXPECT_NEAR(forecast.baselineTotalUsd, 75032.32, 1e-6);
    EXPECT_EQ(forecast.plannedBreakEvenMonth, 1);
    EXPECT_EQ(forecast.reforecastBreakEvenMonth, 1);
    EXPECT_TRUE(forecast.stillHolds());
    EXPECT_EQ(varianceSentences(c.comparison, c.plan).back(),
              "Re-forecast with the months billed (their usage 120 % of the plan's): $53,524.00 "
              "against gpu's $75,032.32 for the same usage ($70,342.80 as planned); the decision "
              "still holds, and break-even now lands in month 1.");
}

// March ran the planned 11,680 hours at $3.50 an hour instead of $1.34375: $40,880.
//   trn: 1,100 + 40,880 = 41,980, then 16,795 twice: 75,570, above the baseline's
//   70,342.80 (usage as planned, so the baseline is as planned). Cumulative cost never
//   comes back under it: 41,980 > 23,447.60, 58,775 > 46,895.20, 75,570 > 70,342.80.
TEST(BillReforecast, ARateOverrunCanOverturnTheDecision)
{
    const Compared c = billedMarch(11680.0, 40880.0);
    const Reforecast &forecast = *c.comparison.reforecast;
    EXPECT_NEAR(*forecast.usagePercentOfPlan, 100.0, 1e-9);
    EXPECT_NEAR(forecast.reforecastTotalUsd, 75570.0, 1e-6);
    EXPECT_NEAR(forecast.baselineTotalUsd, 70342.80, 1e-6);
    EXPECT_FALSE(forecast.stillHolds());
    EXPECT_FALSE(forecast.reforecastBreakEvenMonth);
    EXPECT_NE(varianceSentences(c.comparison, c.plan)
                  .back()
                  .find("no longer holds, and it no longer breaks even within the horizon"),
              std::string::npos);
}

// A month's observed scale is its planned scale times hours billed over hours planned:
// month 2 of a workload growing 10 % a month is planned at 1.1; 1,500 hours billed of
// 1,000 planned make it 1.65. A month before the plan, or with no planned hours, keeps the
// plan.
TEST(BillReforecast, ObservedScalesStartFromThePlannedMonth)
{
    Workload workload;
    workload.growthPercentPerMonth = 10.0;
    PlanVsActual comparison;
    MonthComparison before;
    before.planMonth = 0;
    before.plannedAcceleratorHours = 1000.0;
    before.actualAcceleratorHours = 900.0;
    MonthComparison second;
    second.planMonth = 2;
    second.plannedAcceleratorHours = 1000.0;
    second.actualAcceleratorHours = 1500.0;
    MonthComparison unplanned;
    unplanned.planMonth = 3;
    unplanned.actualAcceleratorHours = 700.0;
    comparison.months = {before, second, unplanned};
    const std::map<int, double> scales = observedUsageScales(workload, comparison);
    ASSERT_EQ(scales.size(), 1u);
    EXPECT_NEAR(scales.at(2), 1.65, 1e-12);

    workload.observedUsageScales = scales;
    EXPECT_NEAR(OptionCostModel::usageScale(workload, 2), 1.65, 1e-12);
    EXPECT_NEAR(OptionCostModel::usageScale(workload, 3), 1.21, 1e-12);
}

// The batch that samples uncertainty walks the profile's usage alone: a re-forecast is
// never sampled, and asking is a broken invariant, not a silently wrong answer.
TEST(BillReforecast, MonteCarloRefusesObservedUsage)
{
    Scenario scenario = recorded();
    scenario.workload.observedUsageScales = {{1, 1.2}};
    EXPECT_THROW(MonteCarloSimulation::run(scenario, 100, 1, 1), std::invalid_argument);
}

} // namespace
} // namespace acceldecide::actuals
