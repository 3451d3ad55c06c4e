// Monthly compute and the effective rate leave out what the commitments a team already
// holds are owed (owed whatever runs, the same in every option). Every output says so:
// the held charge stands beside monthly compute, and the all-in rate adds it back, in
// the evaluation, its JSON, the command line's table and the report.
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/export/EvaluationTable.h"
#include "core/io/ScenarioReader.h"
#include "core/report/DecisionReportBuilder.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// One p5.48xlarge (8 GPUs at $98.32/h: $12.29 a GPU-hour) against one trn1.32xlarge (16
// chips at $21.50/h: $1.34375 a chip-hour), both on demand and always on for 12 months,
// while the team holds a $20/h Compute Savings Plan at 40 % off with 12 months left.
json heldScenario()
{
    const auto option = [](const char *id, const char *stack, const char *type, int accelerators,
                           double hourly) {
        return json{{"id", id},
                    {"label", id},
                    {"stack", stack},
                    {"instance_type", type},
                    {"accelerators_per_instance", accelerators},
                    {"instance_hourly_usd", hourly},
                    {"purchase", {{"model", "on_demand"}}},
                    {"instances", 1}};
    };
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "held plan"},
            {"horizon_months", 12},
            {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
            {"baseline", "p5"},
            {"options",
             {option("p5", "cuda", "p5.48xlarge", 8, 98.32),
              option("trn1", "neuron", "trn1.32xlarge", 16, 21.5)}},
            {"existing_commitments",
             {{{"id", "held-sp"},
               {"type", "savings_plan"},
               {"plan", "compute"},
               {"usd_per_hour", 20},
               {"discount_percent", 40},
               {"months_remaining", 12}}}}};
}

Evaluation evaluateHeld()
{
    const ScenarioReadResult read = ScenarioReader::fromJson(heldScenario());
    EXPECT_TRUE(read.ok());
    return read.ok() ? ScenarioEvaluator::evaluate(*read) : Evaluation{};
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

// The plan is owed $20 x 730 h = $14,600 a month, $175,200 over the 12 months, in every
// option. Its dollars buy $20 / ($1.34375 x 0.6 = $0.80625) = 24.8 chips: the 16 chips
// are covered whole, so Trainium's compute is $0 and its effective rate $0.0000. The
// all-in rate is $175,200 / (16 chips x 730 h x 12 = 140,160 chip-hours) = $1.25.
TEST(HeldOwedFigures, AFleetAHeldPlanPaysForWholeCostsWhatThePlanIsOwed)
{
    const Evaluation evaluation = evaluateHeld();
    ASSERT_EQ(evaluation.options.size(), 2u);
    const OptionResult &trn1 = evaluation.options[1];
    EXPECT_EQ(trn1.monthlyComputeUsd, 0.0);
    EXPECT_EQ(trn1.effectiveHourlyUsd, 0.0);
    EXPECT_EQ(trn1.heldOwedUsd, 175200.0);
    EXPECT_EQ(trn1.heldOwedUsdPerMonth, 14600.0);
    ASSERT_TRUE(trn1.allInHourlyUsd);
    EXPECT_EQ(*trn1.allInHourlyUsd, 1.25);
    EXPECT_EQ(trn1.tcoUsd, 175200.0);
}

// On the p5 the plan covers $20 / ($12.29 x 0.6 = $7.374) = 2.712 GPUs, worth $20 x 730 /
// 0.6 = $24,333.33 a month at on-demand; the other 5.288 GPUs cost $71,773.60 - $24,333.33
// = $47,440.27 a month, which is monthly compute ($8.1233 a GPU-hour over 5,840 GPU-hours).
// The month costs that plus the plan's $14,600: $62,040.27. All-in: $8.1233 + $175,200 /
// (8 x 730 x 12 = 70,080 GPU-hours, $2.50) = $10.6233.
TEST(HeldOwedFigures, APartlyCoveredFleetAddsThePlanToItsOwnRate)
{
    const Evaluation evaluation = evaluateHeld();
    const OptionResult &p5 = evaluation.options[0];
    EXPECT_NEAR(p5.monthlyComputeUsd, 47440.27, 0.005);
    EXPECT_EQ(p5.heldOwedUsdPerMonth, 14600.0);
    EXPECT_NEAR(p5.monthlyUsd[0], 62040.27, 0.005);
    EXPECT_NEAR(p5.effectiveHourlyUsd, 8.12333333, 1e-8);
    ASSERT_TRUE(p5.allInHourlyUsd);
    EXPECT_NEAR(*p5.allInHourlyUsd, 10.62333333, 1e-8);
    EXPECT_NEAR(*p5.allInHourlyUsd - p5.effectiveHourlyUsd, 2.5, 1e-12);
}

// Without held commitments nothing is owed beside monthly compute and the all-in rate is
// the effective one.
TEST(HeldOwedFigures, WithoutHeldCommitmentsAllInIsTheEffectiveRate)
{
    json scenario = heldScenario();
    scenario.erase("existing_commitments");
    const ScenarioReadResult read = ScenarioReader::fromJson(scenario);
    ASSERT_TRUE(read.ok());
    for (const OptionResult &option : ScenarioEvaluator::evaluate(*read).options) {
        EXPECT_EQ(option.heldOwedUsd, 0.0) << option.id;
        EXPECT_EQ(option.heldOwedUsdPerMonth, 0.0) << option.id;
        ASSERT_TRUE(option.allInHourlyUsd) << option.id;
        EXPECT_EQ(*option.allInHourlyUsd, option.effectiveHourlyUsd) << option.id;
    }
}

TEST(HeldOwedFigures, TheJsonCarriesTheHeldChargeAndTheAllInRate)
{
    const json out = EvaluationJson::toJson(evaluateHeld());
    const json &trn1 = out["options"][1];
    EXPECT_EQ(trn1["monthly_compute_usd"], 0.0);
    EXPECT_EQ(trn1["held_commitments_owed_usd_per_month"], 14600.0);
    EXPECT_EQ(trn1["held_commitments_owed_usd"], 175200.0);
    EXPECT_EQ(trn1["effective_hourly_usd"], 0.0);
    EXPECT_EQ(trn1["all_in_hourly_usd"], 1.25);
}

TEST(HeldOwedFigures, TheTableShowsTheHeldChargeBesideMonthlyComputeAndSaysWhy)
{
    const std::string table = EvaluationTable::format(evaluateHeld());
    EXPECT_TRUE(contains(table, "Monthly compute  Held owed/month")) << table;
    EXPECT_TRUE(contains(table, "Effective $/h  All-in $/h")) << table;
    EXPECT_TRUE(contains(table, "$0.0000     $1.2500")) << table;
    EXPECT_TRUE(contains(table, "$0.00       $14,600.00")) << table;
    EXPECT_TRUE(contains(table, "Monthly compute and the effective rate leave out what the "
                                "commitments the team already holds are owed ($14,600 a month "
                                "over the 12-month horizon, the same in every option)"))
        << table;
}

TEST(HeldOwedFigures, TheReportsDerivedFiguresShowTheHeldChargeAndTheAllInRate)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(heldScenario());
    ASSERT_TRUE(read.ok());
    const report::DecisionReport built =
        report::DecisionReportBuilder::build(*read, ScenarioEvaluator::evaluate(*read), {}, {});
    const auto inputs =
        std::find_if(built.sections.begin(), built.sections.end(),
                     [](const auto &s) { return s.title == "Inputs and assumptions"; });
    ASSERT_NE(inputs, built.sections.end());
    const auto held = std::find_if(inputs->blocks.begin(), inputs->blocks.end(), [](const auto &b) {
        return b.kind == report::ReportBlock::Kind::Table && !b.table.header.empty() &&
               b.table.header[2] == "Held commitments owed a month";
    });
    ASSERT_NE(held, inputs->blocks.end());
    ASSERT_EQ(held->table.rows.size(), 2u);
    EXPECT_EQ(held->table.rows[1],
              (std::vector<std::string>{"trn1", "$0", "$14,600", "$0.0000", "$1.2500"}));
    EXPECT_EQ(held->table.rows[0],
              (std::vector<std::string>{"p5", "$47,440", "$14,600", "$8.1233", "$10.6233"}));
    ASSERT_TRUE(held != inputs->blocks.begin());
    EXPECT_TRUE(contains((held - 1)->text, "$14,600 a month over the 12-month horizon"));
}
