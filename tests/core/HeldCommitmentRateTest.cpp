// Commitments the team holds, covering an option of another family (docs/billing.md,
// "Commitments a team already holds"): a Compute Savings Plan at the option's own Compute
// Savings Plan rate, and a convertible reservation exchanged into the option's family.
// Every figure is worked by hand. Three Trainium accelerators are busy all 730 hours of
// each of 12 months at $5 an hour on demand; the team holds $6 an hour of commitments
// bought for a p5 GPU ($10 an hour) at 40 % off, owed $6 x 730 = $4,380 a month.
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

namespace acceldecide {
namespace {

using json = nlohmann::json;

json scenario(const json &held, const json &trnExtra = json::object())
{
    json trn = {{"id", "trn"},
                {"label", "Trainium"},
                {"stack", "neuron"},
                {"instance_type", "trn1.32xlarge"},
                {"accelerators_per_instance", 1},
                {"instance_hourly_usd", 5},
                {"purchase", {{"model", "on_demand"}}},
                {"instances", 3}};
    trn.update(trnExtra);
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "held"},
            {"horizon_months", 12},
            {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
            {"baseline", "gpu"},
            {"existing_commitments", json::array({held})},
            {"options",
             {{{"id", "gpu"},
               {"label", "GPU"},
               {"stack", "cuda"},
               {"instance_type", "p5.48xlarge"},
               {"accelerators_per_instance", 1},
               {"instance_hourly_usd", 10},
               {"purchase", {{"model", "on_demand"}}},
               {"instances", 1}},
              trn}}};
}

const json kComputePlan = {{"id", "sp"},        {"type", "savings_plan"}, {"plan", "compute"},
                           {"usd_per_hour", 6}, {"discount_percent", 40}, {"months_remaining", 12}};

json reservation(const std::string &offeringClass, bool exchange)
{
    json held = {{"id", "ri"},
                 {"type", "reserved"},
                 {"offering_class", offeringClass},
                 {"instance_type", "p5.48xlarge"},
                 {"instances", 1},
                 {"discount_percent", 40},
                 {"months_remaining", 12}};
    if (exchange)
        held["exchange"] = true;
    return held;
}

OptionResult trn(const json &document)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(document);
    if (!read) {
        ADD_FAILURE() << read.error()[0].path << ": " << read.error()[0].message;
        return {};
    }
    return ScenarioEvaluator::evaluate(*read).options.at(1);
}

bool warns(const OptionResult &option, const std::string &code)
{
    return std::any_of(option.warnings.begin(), option.warnings.end(),
                       [&](const Warning &w) { return w.code == code; });
}

TEST(HeldCommitmentRate, AComputePlanAssumesItsOwnDiscountAndSaysSo)
{
    // $6 / ($5 x 0.6) = 2 accelerators covered; the third on demand, $5 x 730 = $3,650.
    // A month: 4,380 + 3,650 = $8,030; 12 months $96,360.
    const OptionResult option = trn(scenario(kComputePlan));
    EXPECT_NEAR(option.tcoUsd, 96360.0, 1e-6);
    ASSERT_EQ(option.heldCommitments.size(), 1u);
    EXPECT_EQ(option.heldCommitments[0].rate, "held_plan_assumed");
    EXPECT_TRUE(warns(option, "held_compute_rate_assumed"));
}

TEST(HeldCommitmentRate, AComputePlanCoversAtTheOptionsOwnRate)
{
    // Trainium's Compute Savings Plan rate stated as 20 % off: $6 / ($5 x 0.8) = 1.5
    // accelerators covered, 1.5 on demand, 1.5 x 730 x $5 = $5,475. A month 4,380 + 5,475 =
    // $9,855; 12 months $118,260.
    const OptionResult option =
        trn(scenario(kComputePlan, {{"compute_savings_plan_discount_percent", 20}}));
    EXPECT_NEAR(option.tcoUsd, 118260.0, 1e-6);
    EXPECT_EQ(option.heldCommitments.at(0).rate, "option_stated");
    EXPECT_FALSE(warns(option, "held_compute_rate_assumed"));
}

TEST(HeldCommitmentRate, AConvertibleReservationExchangedCoversTheNewFamily)
{
    // The p5 reservation is charged 1 x $10 x 0.6 = $6 an hour. Exchanged, that buys
    // $6 / ($5 x 0.6) = 2 Trainium accelerators: $96,360 as above. Kept, it covers nothing
    // here: 12 x (4,380 + 3 x 730 x $5) = $183,960.
    const OptionResult exchanged = trn(scenario(reservation("convertible", true)));
    EXPECT_NEAR(exchanged.tcoUsd, 96360.0, 1e-6);
    EXPECT_EQ(exchanged.heldCommitments.at(0).rate, "exchanged");
    EXPECT_TRUE(warns(exchanged, "held_commitment_exchanged"));
    const OptionResult kept = trn(scenario(reservation("convertible", false)));
    EXPECT_NEAR(kept.tcoUsd, 183960.0, 1e-6);
    EXPECT_TRUE(warns(kept, "held_commitment_stranded"));
}

TEST(HeldCommitmentRate, AStandardReservationCannotBeExchanged)
{
    const ScenarioReadResult read =
        ScenarioReader::fromJson(scenario(reservation("standard", true)));
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error()[0].path, "existing_commitments[0].exchange");
}

TEST(HeldCommitmentRate, TheOptionsRateIsRangeChecked)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(
        scenario(kComputePlan, {{"compute_savings_plan_discount_percent", 120}}));
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error()[0].path, "options[1].compute_savings_plan_discount_percent");
}

} // namespace
} // namespace acceldecide
