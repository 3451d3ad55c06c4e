// What the commitments a team already holds leave to the catalog (HeldRateResolver), on
// both backends, then billed by the engine: a held Compute Savings Plan covers a Trainium
// option at the option's Compute Savings Plan rate in the catalog, and a convertible
// reservation whose exchange is not stated is exchanged where the catalog has a
// convertible offer for the option's family. The scenario is the engine tests' own
// (tests/core/HeldCommitmentScenario.h); every figure is worked by hand.
//
// The catalog, written here. The on-demand price is the AWS price list's $21.50 for
// trn1.32xlarge in us-east-1 (the shipped price list of 2026-07-28); the plan rates are
// test figures chosen as round discounts off it, not quoted from AWS:
//   source 1, a price list, 2026-07-28, trn1.32xlarge in us-east-1:
//     #10 on demand $21.50/h
//     #11 Compute Savings Plan 1-year no upfront $14.19/h: 1 - 14.19 / 21.50 = 34.0 %
//     #12 Compute Savings Plan 3-year no upfront  $9.46/h: 1 -  9.46 / 21.50 = 56.0 %
//     #13 EC2 Instance Savings Plan 1-year no upfront $12.90/h (another plan type)
//     #30 convertible reservation 1-year no upfront $15.05/h
//     #31 standard reservation 1-year, in us-west-2
//     #32 trn1n.32xlarge convertible reservation 1-year, in us-west-2 (another family)
//   source 2, a Savings Plans offer, 2026-08-01:
//     #20 Compute Savings Plan 1-year no upfront $13.00/h: newer, but its source gives no
//         on-demand price to set it against (CatalogDiscountRule), so never used.
#include "BackendTest.h"
#include "HeldCommitmentScenario.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using namespace acceldecide::test::held;

namespace {

const QDate kAsOf(2026, 11, 22); // 117 days after the price list: not stale

class HeldRateFromCatalog : public BackendTest
{
protected:
    void SetUp() override
    {
        const QString location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        exec("INSERT INTO sources (id, title, kind) VALUES (1, 'AWS Price List (test)', "
             "'price_list'), (2, 'AWS Savings Plans offer (test)', 'price_list')");
        exec("INSERT INTO instance_types (id, provider, name, accelerators_per_instance) "
             "VALUES (1, 'AWS', 'trn1.32xlarge', 16), (2, 'AWS', 'trn1n.32xlarge', 16)");
        exec("INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
             "term_months, payment_option, offering_class, hourly_usd, observed_date, source_id) "
             "VALUES (10, 1, 'us-east-1', 'on_demand', NULL, NULL, NULL, 21.50, '2026-07-28', 1), "
             "(11, 1, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 'compute', 14.19, "
             "'2026-07-28', 1), "
             "(12, 1, 'us-east-1', 'savings_plan_3y', 36, 'no_upfront', 'compute', 9.46, "
             "'2026-07-28', 1), "
             "(13, 1, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 'ec2_instance', 12.90, "
             "'2026-07-28', 1), "
             "(20, 1, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 'compute', 13.00, "
             "'2026-08-01', 2), "
             "(30, 1, 'us-east-1', 'reserved_1y', 12, 'no_upfront', 'convertible', 15.05, "
             "'2026-07-28', 1), "
             "(31, 1, 'us-west-2', 'reserved_1y', 12, 'no_upfront', 'standard', 14.00, "
             "'2026-07-28', 1), "
             "(32, 2, 'us-west-2', 'reserved_1y', 12, 'no_upfront', 'convertible', 16.00, "
             "'2026-07-28', 1)");
    }

    void exec(const char *statement)
    {
        QSqlQuery query(m_catalog->connection());
        ASSERT_TRUE(query.exec(QString::fromLatin1(statement))) << statement;
    }

    // `document` read as with --database, resolved; the provenance kept for evaluation.
    Scenario resolve(const json &document, const QDate &asOf = kAsOf)
    {
        Scenario s = read(document, true);
        auto resolved = PriceResolver::resolve(*m_catalog, s, asOf);
        EXPECT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
        if (resolved.ok())
            m_request.provenance = resolved.value();
        return s;
    }

    // The Trainium option's terms for held commitment `id`; nullptr when there are none.
    static const HeldCatalogTerms *terms(const Scenario &s, const char *id)
    {
        return s.options.size() == 2 ? findHeldCatalogTerms(s.options[1].heldCatalogTerms, id)
                                     : nullptr;
    }

    std::unique_ptr<CatalogDatabase> m_catalog;
    EvaluationRequest m_request;
};

// A held Compute plan of $28.38 an hour, 40 % off, 12 months left, bought 1-year no upfront.
json computePlan(const json &changes = json::object())
{
    json plan = kComputePlan;
    plan["usd_per_hour"] = 28.38;
    plan["term_years"] = 1;
    plan["payment"] = "no_upfront";
    plan.update(changes);
    for (auto it = changes.begin(); it != changes.end(); ++it) {
        if (it.value().is_null())
            plan.erase(it.key());
    }
    return plan;
}

// Three trn1.32xlarge (16 chips each) priced from the catalog: 48 chips busy all month.
const json kCatalogPriced = {{"accelerators_per_instance", 16}};

json catalogPricedScenario(const json &held)
{
    json document = scenario(held, kCatalogPriced);
    document["options"][1].erase("instance_hourly_usd");
    return document;
}

const char *kRate11 =
    "Compute Savings Plan, 1-year, no upfront: $14.19/h (price observation #11) against "
    "on-demand $21.50/h (price observation #10), both from AWS Price List (test), observed "
    "2026-07-28: a 34.0 % discount";

TEST_P(HeldRateFromCatalog, AHeldComputePlanCoversTheOptionAtItsCatalogRate)
{
    const Scenario s = resolve(catalogPricedScenario(computePlan()));
    ASSERT_EQ(s.options.size(), 2u);
    EXPECT_EQ(s.options[1].instanceHourlyUsd, 21.50);
    const HeldCatalogTerms *sp = terms(s, "sp");
    ASSERT_NE(sp, nullptr);
    ASSERT_TRUE(sp->computeSavingsPlanDiscountPercent);
    EXPECT_NEAR(*sp->computeSavingsPlanDiscountPercent, 34.0, 1e-9); // 1 - 14.19 / 21.50
    EXPECT_EQ(sp->source, std::string(kRate11) +
                              "; not used: the newer $13.00/h from AWS Savings Plans offer "
                              "(test) (2026-08-01, price observation #20), whose source gives "
                              "no on-demand price to set it against");

    // Billed: $21.50 / 16 = $1.34375 a chip-hour on demand; the plan's rate 1.34375 x 0.66
    // = $0.886875, so the held $28.38 covers 28.38 / 0.886875 = 32 chips. The other 16 run
    // on demand: 16 x 730 x $1.34375 = $15,695 a month; the plan is owed 28.38 x 730 =
    // $20,717.40. A month $36,412.40; 12 months $436,948.80.
    const OptionResult trainium = trn(s, m_request);
    EXPECT_NEAR(trainium.tcoUsd, 436948.80, 1e-6);
    ASSERT_EQ(trainium.heldCommitments.size(), 1u);
    EXPECT_EQ(trainium.heldCommitments[0].rate, "catalog");
    EXPECT_FALSE(warns(trainium, "held_compute_rate_assumed"));
    const Warning *from = warning(trainium, "held_compute_rate_from_catalog");
    ASSERT_NE(from, nullptr);
    EXPECT_NE(from->message.find("34.0 % off its on-demand price: " + std::string(kRate11)),
              std::string::npos)
        << from->message;
}

TEST_P(HeldRateFromCatalog, AStaleCatalogRateIsWarnedNamingTheField)
{
    // 2027-02-15 is 202 days after the price list's 2026-07-28: more than 183.
    const Scenario s = resolve(catalogPricedScenario(computePlan()), QDate(2027, 2, 15));
    const Warning *stale = nullptr;
    for (const Warning &w : m_request.provenance.at("trn").warnings)
        stale = w.code == "stale_discount" ? &w : stale;
    ASSERT_NE(stale, nullptr);
    EXPECT_EQ(stale->message.rfind("options[1].compute_savings_plan_discount_percent: the "
                                   "catalog's 34.0 % discount (",
                                   0),
              0u)
        << stale->message;
}

// The held plan's term and payment option choose the rate where the catalog has it;
// otherwise the rate used says which it is.
TEST_P(HeldRateFromCatalog, TheHeldPlansTermAndPaymentOptionChooseTheRate)
{
    struct Case
    {
        json changes;
        double discountPercent;
        std::string sourceStart;
    };
    const std::string rate12 = "Compute Savings Plan, 3-year, no upfront: $9.46/h (price "
                               "observation #12) against on-demand $21.50/h";
    const Case cases[] = {
        // Bought for 3 years: 1 - 9.46 / 21.50 = 56.0 %.
        {{{"term_years", 3}}, 56.0, rate12},
        // Neither stated: 20 months left can only be a 3-year plan; any payment option.
        {{{"term_years", nullptr}, {"payment", nullptr}, {"months_remaining", 20}},
         56.0,
         "sp states no term_years, so with 20 months left the 3-year rate is looked for first; "
         "no payment option is stated, so any is taken (no upfront first); " +
             rate12},
        // Bought all upfront: the catalog has only the no-upfront 1-year rate, 34.0 %.
        {{{"payment", "all_upfront"}},
         34.0,
         "the Compute Savings Plan, 1-year, all upfront rate is not used (the catalog has no "
         "Compute Savings Plan, 1-year, all upfront price for trn1.32xlarge in us-east-1), "
         "so: " +
             std::string(kRate11)},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.changes.dump());
        const Scenario s = resolve(catalogPricedScenario(computePlan(c.changes)));
        const HeldCatalogTerms *sp = terms(s, "sp");
        ASSERT_NE(sp, nullptr);
        ASSERT_TRUE(sp->computeSavingsPlanDiscountPercent);
        EXPECT_NEAR(*sp->computeSavingsPlanDiscountPercent, c.discountPercent, 1e-9);
        EXPECT_EQ(sp->source.rfind(c.sourceStart, 0), 0u) << sp->source;
    }
}

TEST_P(HeldRateFromCatalog, WithoutARateTheCatalogMayUseTheHeldPlansDiscountStaysAssumed)
{
    // The scenario prices trn1.32xlarge itself ($21.50 stated, 16 chips): the catalog's
    // 34.0 % is set against its own source's on-demand price, never the scenario's, so
    // the held plan's 40 % is assumed, saying why. $28.38 / ($1.34375 x 0.6 = $0.80625)
    // = 35.2 chips covered; 12.8 x 730 x $1.34375 = $12,556 on demand; a month $20,717.40
    // + $12,556 = $33,273.40; 12 months $399,280.80.
    json document = scenario(computePlan(), kCatalogPriced);
    document["options"][1]["instance_hourly_usd"] = 21.50;
    const Scenario s = resolve(document);
    const HeldCatalogTerms *sp = terms(s, "sp");
    ASSERT_NE(sp, nullptr);
    EXPECT_FALSE(sp->computeSavingsPlanDiscountPercent);
    EXPECT_EQ(sp->source.rfind("the catalog's 34.0 % discount is not used: ", 0), 0u) << sp->source;
    const OptionResult trainium = trn(s, m_request);
    EXPECT_NEAR(trainium.tcoUsd, 399280.80, 1e-6);
    EXPECT_EQ(trainium.heldCommitments.at(0).rate, "held_plan_assumed");
    const Warning *assumed = warning(trainium, "held_compute_rate_assumed");
    ASSERT_NE(assumed, nullptr);
    EXPECT_NE(assumed->message.find("The catalog gives none to use: the catalog's 34.0 % "
                                    "discount is not used: "),
              std::string::npos)
        << assumed->message;
}

// A p5 reservation ($6 an hour, $4,380 a month) and three Trainium accelerators at $5 an
// hour (the engine tests' figures): exchanged, $6 / ($5 x 0.6) = 2 covered, 12 x ($4,380
// + $3,650) = $96,360; kept, it covers nothing: 12 x ($4,380 + 3 x 730 x $5) = $183,960.
TEST_P(HeldRateFromCatalog, AnUnstatedExchangeIsOnWhereTheCatalogHasAConvertibleOffer)
{
    struct Case
    {
        const char *name;
        json held;
        json trnExtra;
        double tcoUsd;
        std::optional<bool> catalogExchange; // the terms resolution left; unset: none
        const char *says;                    // in the exchanged / stranded warning
    };
    const Case cases[] = {
        {"offer in us-east-1", reservation("convertible", std::nullopt), json::object(), 96360.0,
         true,
         "convertible reservation offer for the family: trn1.32xlarge reserved_1y convertible "
         "no upfront in us-east-1, price observation #30 from AWS Price List (test), observed "
         "2026-07-28; state exchange: false to keep it as it is."},
        // us-west-2 has a standard trn1 reservation and a trn1n convertible: neither counts.
        {"no offer in us-west-2",
         reservation("convertible", std::nullopt),
         {{"region", "us-west-2"}},
         183960.0,
         false,
         "no convertible reservation offer for the trn1 family to exchange it into: the "
         "catalog has no convertible reservation price for a trn1 instance in us-west-2."},
        {"stated false", reservation("convertible", false), json::object(), 183960.0, std::nullopt,
         "buys nothing here."},
        {"standard", reservation("standard", std::nullopt), json::object(), 183960.0, std::nullopt,
         "buys nothing here."},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        const Scenario s = resolve(scenario(c.held, c.trnExtra));
        const HeldCatalogTerms *ri = terms(s, "ri");
        EXPECT_EQ(ri ? ri->exchange : std::nullopt, c.catalogExchange);
        const OptionResult trainium = trn(s, m_request);
        EXPECT_NEAR(trainium.tcoUsd, c.tcoUsd, 1e-6);
        const bool exchanged = c.tcoUsd == 96360.0;
        EXPECT_EQ(trainium.heldCommitments.at(0).rate, exchanged ? "exchanged" : "own");
        const Warning *said =
            warning(trainium, exchanged ? "held_commitment_exchanged" : "held_commitment_stranded");
        ASSERT_NE(said, nullptr);
        EXPECT_NE(said->message.find(c.says), std::string::npos) << said->message;
    }
}

ACCELDECIDE_ON_EVERY_BACKEND(HeldRateFromCatalog);

} // namespace
