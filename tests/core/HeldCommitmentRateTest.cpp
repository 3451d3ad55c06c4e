// Commitments the team holds, covering an option of another family (docs/billing.md,
// "Commitments a team already holds"): a Compute Savings Plan at the option's own Compute
// Savings Plan rate, and a convertible reservation exchanged into the option's family.
// Every figure is worked by hand. Three Trainium accelerators are busy all 730 hours of
// each of 12 months at $5 an hour on demand; the team holds $6 an hour of commitments
// bought for a p5 GPU ($10 an hour) at 40 % off, owed $6 x 730 = $4,380 a month
// (HeldCommitmentScenario.h). The catalog's part (the rate and the exchange left to it)
// is in tests/database/HeldRateFromCatalogTest.cpp.
#include "HeldCommitmentScenario.h"

#include <gtest/gtest.h>

namespace acceldecide {
namespace {

using namespace test::held;

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

// What catalog resolution leaves on the Trainium option for held commitment `heldId`.
Scenario withCatalogTerms(const json &document, HeldCatalogTerms terms)
{
    Scenario s = read(document);
    if (s.options.size() == 2)
        s.options[1].heldCatalogTerms.push_back(std::move(terms));
    return s;
}

HeldCatalogTerms catalogRate(double discountPercent)
{
    return {"sp", discountPercent, std::nullopt, "the catalog's words"};
}

HeldCatalogTerms catalogExchange(const char *heldId, bool exchange)
{
    return {heldId, std::nullopt, exchange, "the catalog's offer"};
}

TEST(HeldCommitmentRate, AComputePlanCoversAtTheCatalogsRateAndSaysWhereFrom)
{
    // The catalog's Trainium rate, 20 % off: billed as the stated 20 % above, $118,260,
    // and the output names the catalog and its words for the observations used.
    const OptionResult option = trn(withCatalogTerms(scenario(kComputePlan), catalogRate(20)));
    EXPECT_NEAR(option.tcoUsd, 118260.0, 1e-6);
    EXPECT_EQ(option.heldCommitments.at(0).rate, "catalog");
    EXPECT_FALSE(warns(option, "held_compute_rate_assumed"));
    const Warning *from = warning(option, "held_compute_rate_from_catalog");
    ASSERT_NE(from, nullptr);
    EXPECT_EQ(from->message, "sp covers this option at its Compute Savings Plan rate in the "
                             "catalog, 20.0 % off its on-demand price: the catalog's words.");
}

TEST(HeldCommitmentRate, AStatedRateWinsOverTheCatalogs)
{
    // Stated 20 %, the catalog 50 %: $6 / ($5 x 0.8) = 1.5 covered, $118,260 as stated.
    const OptionResult option = trn(withCatalogTerms(
        scenario(kComputePlan, {{"compute_savings_plan_discount_percent", 20}}), catalogRate(50)));
    EXPECT_NEAR(option.tcoUsd, 118260.0, 1e-6);
    EXPECT_EQ(option.heldCommitments.at(0).rate, "option_stated");
    EXPECT_FALSE(warns(option, "held_compute_rate_from_catalog"));
}

TEST(HeldCommitmentRate, WithoutACatalogRateTheAssumptionSaysWhatTheCatalogLacked)
{
    // Resolution found no rate it may use: the held plan's 40 % stays, $96,360, and the
    // warning gives the catalog's reason.
    const OptionResult option = trn(withCatalogTerms(
        scenario(kComputePlan), {"sp", std::nullopt, std::nullopt, "no such price"}));
    EXPECT_NEAR(option.tcoUsd, 96360.0, 1e-6);
    EXPECT_EQ(option.heldCommitments.at(0).rate, "held_plan_assumed");
    const Warning *assumed = warning(option, "held_compute_rate_assumed");
    ASSERT_NE(assumed, nullptr);
    EXPECT_NE(assumed->message.find("The catalog gives none to use: no such price."),
              std::string::npos)
        << assumed->message;
}

TEST(HeldCommitmentRate, AnUnstatedExchangeFollowsTheCatalogsOffer)
{
    // exchange unset: where resolution found a convertible offer for trn1, the p5
    // reservation is exchanged ($96,360, as stated true above) and says why; where it
    // found none, it is kept and stranded ($183,960); without a catalog, kept.
    const json unset = scenario(reservation("convertible", std::nullopt));
    const OptionResult offered = trn(withCatalogTerms(unset, catalogExchange("ri", true)));
    EXPECT_NEAR(offered.tcoUsd, 96360.0, 1e-6);
    EXPECT_EQ(offered.heldCommitments.at(0).rate, "exchanged");
    const Warning *exchanged = warning(offered, "held_commitment_exchanged");
    ASSERT_NE(exchanged, nullptr);
    EXPECT_NE(exchanged->message.find("its exchange is not stated and the catalog has a "
                                      "convertible reservation offer for the family: the "
                                      "catalog's offer; state exchange: false"),
              std::string::npos)
        << exchanged->message;

    const OptionResult none = trn(withCatalogTerms(unset, catalogExchange("ri", false)));
    EXPECT_NEAR(none.tcoUsd, 183960.0, 1e-6);
    const Warning *stranded = warning(none, "held_commitment_stranded");
    ASSERT_NE(stranded, nullptr);
    EXPECT_NE(stranded->message.find("no convertible reservation offer for the trn1 family"),
              std::string::npos)
        << stranded->message;

    EXPECT_NEAR(trn(unset).tcoUsd, 183960.0, 1e-6);
}

TEST(HeldCommitmentRate, WhatIsStatedOrStandardIsNeverExchangedByTheCatalog)
{
    // A stated exchange: false, and a standard reservation, stay stranded ($183,960)
    // whatever the catalog offers.
    const OptionResult statedFalse = trn(
        withCatalogTerms(scenario(reservation("convertible", false)), catalogExchange("ri", true)));
    EXPECT_NEAR(statedFalse.tcoUsd, 183960.0, 1e-6);
    EXPECT_EQ(statedFalse.heldCommitments.at(0).rate, "own");
    const OptionResult standard = trn(withCatalogTerms(
        scenario(reservation("standard", std::nullopt)), catalogExchange("ri", true)));
    EXPECT_NEAR(standard.tcoUsd, 183960.0, 1e-6);
    EXPECT_TRUE(warns(standard, "held_commitment_stranded"));
}

TEST(HeldCommitmentRate, AStandardReservationCannotBeExchanged)
{
    const ScenarioReadResult read =
        ScenarioReader::fromJson(scenario(reservation("standard", true)));
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error()[0].path, "existing_commitments[0].exchange");
}

TEST(HeldCommitmentRate, AHeldTermIsOneOrThreeYearsWithNoMoreMonthsLeftThanItLasts)
{
    const auto firstError = [](json held) {
        const ScenarioReadResult read = ScenarioReader::fromJson(scenario(held));
        return read ? std::string("accepted")
                    : read.error()[0].path + ": " + read.error()[0].message;
    };
    json plan = kComputePlan;
    plan["term_years"] = 2;
    EXPECT_EQ(firstError(plan), "existing_commitments[0].term_years: must be 1 or 3, got 2");
    plan["term_years"] = 1;
    plan["months_remaining"] = 20;
    EXPECT_EQ(firstError(plan),
              "existing_commitments[0].months_remaining: must be <= 12 for a 1-year term, got 20");
    plan["term_years"] = 3;
    plan["payment"] = "monthly";
    EXPECT_EQ(firstError(plan), "existing_commitments[0].payment: must be \"no_upfront\", "
                                "\"partial_upfront\" or \"all_upfront\", got \"monthly\"");
    plan["payment"] = "all_upfront";
    EXPECT_EQ(firstError(plan), "accepted");
    const Scenario s = read(scenario(plan));
    ASSERT_EQ(s.existingCommitments.size(), 1u);
    EXPECT_EQ(s.existingCommitments[0].termYears, 3);
    EXPECT_EQ(s.existingCommitments[0].payment, PaymentOption::AllUpfront);
    // Saying a standard reservation is not exchanged is no error: it is what happens.
    EXPECT_EQ(firstError(reservation("standard", false)), "accepted");
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
