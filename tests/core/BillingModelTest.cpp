// One billing model for every purchase option: a flat savings-plan or reserved purchase
// is the explicit commitment to the option's peak usage, to the cent, for every workload
// kind and usage pattern; renewal is a decision; held commitments cover what they can.
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

constexpr double kCent = 0.005;

json workloadOf(const std::string &kind)
{
    if (kind == "capacity")
        return {{"kind", "capacity"}, {"hours_per_month", 240}};
    if (kind == "inference")
        return {{"kind", "inference"},
                {"model_params_billion", 70},
                {"tokens_per_day_billion", 2},
                {"utilization_percent", 60}};
    return {{"kind", "training"},
            {"model_params_billion", 70},
            {"tokens_per_run_billion", 300},
            {"runs", 6},
            {"overhead_percent", 15}};
}

json option(const std::string &id, const std::string &kind, const json &purchase,
            const json &commitment = nullptr, bool cluster = true)
{
    json o = {{"id", id},
              {"label", id},
              {"stack", "cuda"},
              {"instance_type", "p5.48xlarge"},
              {"accelerators_per_instance", 8},
              {"instance_hourly_usd", 55.04},
              {"purchase", purchase}};
    if (kind == "capacity")
        o["instances"] = 1;
    else
        o["throughput"] = {{"tokens_per_sec_per_accelerator", 2500}};
    if (kind == "training" && cluster)
        o["cluster_accelerators"] = 64;
    if (!commitment.is_null())
        o["commitment"] = commitment;
    return o;
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

json scenarioWith(const std::string &kind, int horizon, const json &usage, const json &options,
                  const std::string &treatment)
{
    json s = {{"format", "acceldecide.scenario"},
              {"version", 1},
              {"name", "billing"},
              {"horizon_months", horizon},
              {"workload", workloadOf(kind)},
              {"baseline", options[0]["id"]},
              {"options", options},
              {"horizon_treatment", treatment}};
    if (!usage.is_null())
        s["workload"]["usage"] = usage;
    return s;
}

} // namespace

// The worked example: one p5.48xlarge ($55.04/h), busy 240 h a month, a
// 1-year reservation at 40 % off is charged every hour of its term: 8 accelerators x
// $6.88 x 0.6 x 730 h x 12 = $289,290.24, however it is described.
TEST(BillingModel, AFlatReservationIsChargedEveryHourOfItsTerm)
{
    const json flat =
        option("flat", "capacity", {{"model", "reserved_1y"}, {"discount_percent", 40}});
    const json explicitRi = option(
        "explicit", "capacity", {{"model", "on_demand"}},
        {{"type", "reserved"}, {"term_years", 1}, {"instances", 1}, {"discount_percent", 40}});
    const Scenario scenario = read(
        scenarioWith("capacity", 12, nullptr, json::array({flat, explicitRi}), "project_ends"));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    EXPECT_NEAR(evaluation.options[0].tcoUsd, 289290.24, kCent);
    EXPECT_NEAR(evaluation.options[1].tcoUsd, 289290.24, kCent);
}

// The sweep: every workload kind, usage pattern, horizon, purchase model and horizon
// treatment; the flat purchase against the commitment it means, stated explicitly.
TEST(BillingModel, AFlatPurchaseEqualsTheEquivalentCommitmentToTheCent)
{
    const json usages[] = {nullptr,
                           {{"busy_hours_per_month", 240}},
                           {{"growth_percent_per_month", 3}},
                           {{"last_month_with_usage", 9}},
                           {{"busy_hours_per_month", 500},
                            {"growth_percent_per_month", -4},
                            {"last_month_with_usage", 11}}};
    int compared = 0;
    for (const std::string kind : {"training", "inference", "capacity"}) {
        for (json usage : usages) {
            // A capacity workload's busy hours are its hours_per_month (240 here).
            if (kind == "capacity" && usage.is_object())
                usage.erase("busy_hours_per_month");
            if (usage.is_object() && usage.empty())
                usage = nullptr;
            for (const int horizon : {12, 18, 36}) {
                for (const std::string model :
                     {"savings_plan_1y", "savings_plan_3y", "reserved_1y", "reserved_3y"}) {
                    for (const std::string treatment : {"project_ends", "work_continues"}) {
                        SCOPED_TRACE(kind + " " + usage.dump() + " " + std::to_string(horizon) +
                                     " " + model + " " + treatment);
                        const json flat =
                            option("flat", kind, {{"model", model}, {"discount_percent", 35}});
                        json other = flat;
                        other["id"] = "other";
                        const Scenario flatScenario = read(scenarioWith(
                            kind, horizon, usage, json::array({flat, other}), treatment));
                        const OptionCostBasis basis =
                            OptionCostModel::compute(flatScenario, flatScenario.options[0], true);
                        // Steady (used every hour of whole terms): the usage is the level.
                        const double level = basis.commitment
                                                 ? basis.commitment->committedAccelerators
                                                 : basis.busyAccelerators;
                        const double committedRate = 55.04 / 8 * 0.65;
                        const bool reserved = model.starts_with("reserved");
                        const double instances = level / 8.0;
                        json commitment = {{"term_years", model.ends_with("3y") ? 3 : 1},
                                           {"discount_percent", 35}};
                        if (reserved && instances == std::floor(instances)) {
                            commitment["type"] = "reserved";
                            commitment["instances"] = instances;
                        } else {
                            commitment["type"] = "savings_plan";
                            commitment["usd_per_hour"] = level * committedRate;
                        }
                        const json stated =
                            option("stated", kind, {{"model", "on_demand"}}, commitment);
                        const Scenario both = read(scenarioWith(
                            kind, horizon, usage, json::array({flat, stated}), treatment));
                        const Evaluation evaluation = ScenarioEvaluator::evaluate(both);
                        const OptionResult &a = evaluation.options[0];
                        const OptionResult &b = evaluation.options[1];
                        EXPECT_NEAR(a.tcoUsd, b.tcoUsd, kCent);
                        EXPECT_NEAR(a.commitmentBeyondHorizonUsd, b.commitmentBeyondHorizonUsd,
                                    kCent);
                        ASSERT_EQ(a.monthlyUsd.size(), b.monthlyUsd.size());
                        for (std::size_t m = 0; m < a.monthlyUsd.size(); ++m)
                            EXPECT_NEAR(a.monthlyUsd[m], b.monthlyUsd[m], kCent) << m + 1;
                        ++compared;
                    }
                }
            }
        }
    }
    EXPECT_EQ(compared, 3 * 5 * 3 * 4 * 2);
}

// The same sweep across a port: the flat purchase and its stated commitment, each ported
// for 3 or 9 weeks while the work runs on the baseline, bill alike to the cent (both owe
// their term from month 1), and neither total moves when the baseline buys a term of its
// own instead of on demand (the port's work is billed at its per-use price).
TEST(BillingModel, APortedFlatPurchaseEqualsTheEquivalentCommitmentToTheCent)
{
    const json usages[] = {
        nullptr, {{"growth_percent_per_month", 3}}, {{"last_month_with_usage", 9}}};
    int compared = 0;
    for (const std::string kind : {"training", "inference", "capacity"}) {
        for (const json &usage : usages) {
            for (const int horizon : {12, 36}) {
                for (const std::string model : {"savings_plan_1y", "reserved_3y"}) {
                    for (const double weeks : {3.0, 9.0}) {
                        SCOPED_TRACE(kind + " " + usage.dump() + " " + std::to_string(horizon) +
                                     " " + model + " " + std::to_string(weeks));
                        const json port = {{"weeks", weeks},
                                           {"engineers", 2},
                                           {"hours_per_week", 40},
                                           {"hourly_rate_usd", 150}};
                        const json od = option("od", kind, {{"model", "on_demand"}});
                        json flat =
                            option("flat", kind, {{"model", model}, {"discount_percent", 35}});
                        flat["migration"] = port;
                        const Scenario alone = read(scenarioWith(
                            kind, horizon, usage, json::array({od, flat}), "project_ends"));
                        const OptionCostBasis basis =
                            OptionCostModel::compute(alone, alone.options[1], false);
                        ASSERT_TRUE(basis.commitment.has_value());
                        const double level = basis.commitment->committedAccelerators;
                        json stated = option("stated", kind, {{"model", "on_demand"}},
                                             {{"type", "savings_plan"},
                                              {"term_years", model.ends_with("3y") ? 3 : 1},
                                              {"discount_percent", 35},
                                              {"usd_per_hour", level * 55.04 / 8 * 0.65}});
                        stated["migration"] = port;
                        const Evaluation evaluation = ScenarioEvaluator::evaluate(
                            read(scenarioWith(kind, horizon, usage, json::array({od, flat, stated}),
                                              "project_ends")));
                        const OptionResult &a = evaluation.options[1];
                        const OptionResult &b = evaluation.options[2];
                        EXPECT_NEAR(a.tcoUsd, b.tcoUsd, kCent);
                        for (std::size_t m = 0; m < a.monthlyUsd.size(); ++m)
                            EXPECT_NEAR(a.monthlyUsd[m], b.monthlyUsd[m], kCent) << m + 1;
                        // The baseline on a 1-year savings plan of its own: nothing moves.
                        const json committedBaseline = option(
                            "od", kind, {{"model", "savings_plan_1y"}, {"discount_percent", 35}});
                        const Evaluation other = ScenarioEvaluator::evaluate(read(scenarioWith(
                            kind, horizon, usage, json::array({committedBaseline, flat, stated}),
                            "project_ends")));
                        EXPECT_EQ(other.options[1].tcoUsd, a.tcoUsd);
                        EXPECT_EQ(other.options[2].tcoUsd, b.tcoUsd);
                        ++compared;
                    }
                }
            }
        }
    }
    EXPECT_EQ(compared, 3 * 3 * 2 * 2 * 2);
}

// Held commitments: a p5 EC2 Instance Savings Plan with 10 months left is stranded by a
// port to Trainium; the same dollars as a Compute plan keep paying for the work.
TEST(BillingModel, AHeldPlanIsStrandedOrFollowsTheWorkByItsType)
{
    const auto scenarioFor = [](const std::string &plan) {
        json gpu = option("gpu", "capacity", {{"model", "on_demand"}});
        json trn = option("trn", "capacity", {{"model", "on_demand"}});
        trn["stack"] = "neuron";
        trn["instance_type"] = "trn1.32xlarge";
        trn["accelerators_per_instance"] = 16;
        trn["instance_hourly_usd"] = 21.50;
        trn["migration"] = {
            {"weeks", 4}, {"engineers", 2}, {"hours_per_week", 40}, {"hourly_rate_usd", 150}};
        json s = scenarioWith("capacity", 24, nullptr, json::array({gpu, trn}), "project_ends");
        s["workload"]["hours_per_month"] = 730;
        s["existing_commitments"] = json::array({{{"id", "held"},
                                                  {"type", "savings_plan"},
                                                  {"plan", plan},
                                                  {"instance_type", "p5.48xlarge"},
                                                  {"usd_per_hour", 10},
                                                  {"discount_percent", 30},
                                                  {"months_remaining", 10}}});
        return read(s);
    };
    const Evaluation instancePlan = ScenarioEvaluator::evaluate(scenarioFor("ec2_instance"));
    const Evaluation computePlan = ScenarioEvaluator::evaluate(scenarioFor("compute"));
    // What is owed on it ($10 x 730 x 10 = $73,000) is paid in every option and plan.
    const double owed = 10.0 * 730 * 10;
    // On the GPUs both plans cover $10/h at 30 % off: $14.29 of on-demand an hour.
    const double gpuOnDemand = 55.04 * 730 * 24;
    EXPECT_NEAR(instancePlan.options[0].tcoUsd, gpuOnDemand + owed - 10 / 0.7 * 730 * 10, kCent);
    EXPECT_NEAR(computePlan.options[0].tcoUsd, instancePlan.options[0].tcoUsd, kCent);
    // On Trainium the EC2 Instance plan (p5 family) covers nothing after the port: it is
    // paid in full on top; the Compute plan keeps covering Trainium usage.
    EXPECT_GT(instancePlan.options[1].tcoUsd, computePlan.options[1].tcoUsd + 1000.0);
    // What each does for Trainium: stranded in full, or used every (always busy) hour.
    ASSERT_EQ(instancePlan.options[1].heldCommitments.size(), 1u);
    const HeldCommitmentUse &stranded = instancePlan.options[1].heldCommitments[0];
    EXPECT_FALSE(stranded.covers);
    EXPECT_NEAR(stranded.owedUsd, owed, kCent);
    EXPECT_NEAR(stranded.strandedUsd(), owed, kCent);
    EXPECT_EQ(instancePlan.options[1].warnings.back().code, "held_commitment_stranded");
    EXPECT_EQ(instancePlan.options[1].warnings.back().message,
              "held cannot pay for this option: the $73,000 owed on it within the horizon buys "
              "nothing here.");
    // On the GPUs it covers, and idle-free usage strands nothing: no warning.
    for (const Warning &warning : instancePlan.options[0].warnings)
        EXPECT_NE(warning.code, "held_commitment_stranded");
    const HeldCommitmentUse &followed = computePlan.options[1].heldCommitments[0];
    EXPECT_TRUE(followed.covers);
    EXPECT_NEAR(followed.usedUsd, owed, kCent);
    EXPECT_NEAR(followed.strandedUsd(), 0.0, kCent);
    // The owed amount is the same in every option.
    EXPECT_NEAR(computePlan.options[0].heldCommitments[0].owedUsd, owed, kCent);
    // So the port pays back earlier with the Compute plan.
    ASSERT_TRUE(computePlan.breakEven[0].month.has_value());
    ASSERT_TRUE(instancePlan.breakEven[0].month.has_value());
    EXPECT_LT(*computePlan.breakEven[0].month, *instancePlan.breakEven[0].month);
}

// Seed 001's scenario 1: usage stops after month 18. The optimal ladder buys the whole
// cluster for the first year and nothing in month 13, so it costs the first term plus
// months 13-18 on demand (about $6.94 M), not the $8.27 M of renewing in month 13.
TEST(BillingModel, Seed001Scenario1LadderIsOneYearThenNothing)
{
    ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) +
                                 "/seed001-startup-70b-savings-plan-scenarios.json");
    ASSERT_TRUE(read.has_value());
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const CommitmentOptionResult &h100 = *evaluation.options[0].commitment;
    ASSERT_EQ(h100.ladder.steps.size(), 2u);
    EXPECT_EQ(h100.ladder.steps[0].startMonth, 1);
    EXPECT_DOUBLE_EQ(h100.ladder.steps[0].accelerators, h100.peakAccelerators);
    EXPECT_EQ(h100.ladder.steps[1].startMonth, 13);
    EXPECT_EQ(h100.ladder.steps[1].accelerators, 0.0);
    const double firstTerm = 12 * h100.peakAccelerators * h100.committedUsdPerAcceleratorHour * 730;
    const double onDemand13To18 =
        6 * h100.peakAccelerators * h100.busyHoursPerMonth * h100.onDemandUsdPerAcceleratorHour;
    EXPECT_NEAR(h100.ladder.costUsd, firstTerm + onDemand13To18, kCent);
    EXPECT_NEAR(h100.ladder.costUsd, 6937458.0, 1.0);
    // The 1-year term comparison reports the same ladder.
    ASSERT_FALSE(h100.terms.empty());
    EXPECT_EQ(h100.terms[0].termYears, 1);
    EXPECT_NEAR(h100.terms[0].optimal.costUsd, h100.ladder.costUsd, kCent);
}
