#include "database/pricing/PriceResolver.h"
#include "BackendTest.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceStandings.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

// A catalog with the seeds' conflicting trn1.32xlarge prices: $21.50 (seed 000) and
// $24.34 (seed 003, three months newer), and no spot offering.
class PriceResolverTest : public BackendTest
{
protected:
    void SetUp() override
    {
        // An empty catalog: these rows alone, not the shipped seed data.
        const QString location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        exec("INSERT INTO sources (id, title, kind) VALUES (1, 'Seed 000', 'independent'), "
             "(2, 'Seed 003', 'independent')");
        exec("INSERT INTO accelerators (id, name, vendor, stack) VALUES (1, 'Trainium', 'AWS', "
             "'neuron')");
        exec("INSERT INTO instance_types (id, provider, name, accelerator_id, "
             "accelerators_per_instance) VALUES (1, 'AWS', 'trn1.32xlarge', 1, 16)");
        exec("INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
             "hourly_usd, observed_date, source_id) VALUES "
             "(10, 1, 'us-east-1', 'on_demand', 21.50, '2026-03-01', 1), "
             "(11, 1, 'us-east-1', 'on_demand', 24.34, '2026-06-19', 2)");
        exec("INSERT INTO instance_offerings (instance_type_id, purchase_model, offered) VALUES "
             "(1, 'spot', 0)");
        // Two 70B benchmarks for the same chip: the independent one wins over the claim.
        exec("INSERT INTO benchmarks (id, accelerator_id, model, params_billion, metric, value, "
             "batch_size, provenance, source_id) VALUES "
             "(30, 1, 'Llama 3 70B', 70, 'tokens_per_sec_per_chip', 3000, 32, 'vendor_claim', 1), "
             "(31, 1, 'Llama 3 70B', 70, 'tokens_per_sec_per_chip', 1400, 8, 'independent', 2), "
             "(32, 1, 'Llama 3 8B', 8, 'tokens_per_sec_per_chip', 9000, 8, 'independent', 2)");
    }

    void exec(const char *statement)
    {
        QSqlQuery query(m_catalog->connection());
        ASSERT_TRUE(query.exec(QString::fromLatin1(statement))) << statement;
    }

    static Scenario capacityScenario()
    {
        Scenario scenario;
        scenario.name = "catalog";
        scenario.workload.kind = WorkloadKind::Capacity;
        Option trn1;
        trn1.id = "trn1";
        trn1.label = "trn1";
        trn1.instanceType = "trn1.32xlarge";
        trn1.acceleratorsPerInstance = 16;
        trn1.instances = 1;
        Option given = trn1;
        given.id = "given";
        given.instanceHourlyUsd = 20.0;
        scenario.options = {given, trn1};
        scenario.baseline = "given";
        return scenario;
    }

    std::unique_ptr<CatalogDatabase> m_catalog;
};

bool hasWarning(const OptionProvenance &provenance, const std::string &code)
{
    for (const Warning &warning : provenance.warnings) {
        if (warning.code == code)
            return true;
    }
    return false;
}

// The message of the warning with `code`; empty when there is none.
std::string warningText(const OptionProvenance &provenance, const std::string &code)
{
    for (const Warning &warning : provenance.warnings) {
        if (warning.code == code)
            return warning.message;
    }
    return {};
}

} // namespace

TEST_P(PriceResolverTest, NewestObservationWinsAndTheConflictIsReported)
{
    Scenario scenario = capacityScenario();
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_EQ(scenario.options[1].instanceHourlyUsd, 24.34);
    const OptionProvenance &trn1 = resolved.value().at("trn1");
    ASSERT_TRUE(trn1.price.has_value());
    EXPECT_EQ(trn1.price->title, "Seed 003");
    EXPECT_EQ(trn1.price->observedDate, "2026-06-19");
    EXPECT_FALSE(trn1.price->stale);
    EXPECT_TRUE(hasWarning(trn1, "price_conflict"));              // $21.50 is 12 % below
    EXPECT_FALSE(resolved.value().at("given").price.has_value()); // its own price
    EXPECT_EQ(scenario.options[0].instanceHourlyUsd, 20.0);
}

// The catalog editor's marks for disputed prices follow the resolver: the observation a
// scenario gets is "used", another source more than 5 % away "disagrees", an older price
// within 5 % "agrees"; a region where every source agrees has no marks.
TEST_P(PriceResolverTest, PriceStandingsFollowTheResolversChoice)
{
    exec("INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
         "hourly_usd, observed_date, source_id) VALUES "
         "(12, 1, 'us-east-1', 'on_demand', 24.00, '2026-05-01', 1), "
         "(13, 1, 'us-west-2', 'on_demand', 24.34, '2026-06-19', 2), "
         "(14, 1, 'us-west-2', 'on_demand', 24.10, '2026-03-01', 1)");
    Scenario scenario = capacityScenario();
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    const long long used = resolved.value().at("trn1").price->observationId;
    EXPECT_EQ(used, 11);

    const auto standings = PriceStandings::read(m_catalog->connection());
    ASSERT_TRUE(standings.ok()) << standings.error().toString().toStdString();
    ASSERT_EQ(standings.value().size(), 3); // us-west-2 agrees: no marks there
    const PriceStanding newest = standings.value().value(11);
    EXPECT_EQ(newest.kind, PriceStanding::Kind::Used);
    EXPECT_EQ(newest.usedId, used);
    const PriceStanding seed000 = standings.value().value(10);
    EXPECT_EQ(seed000.kind, PriceStanding::Kind::Disagrees);
    EXPECT_EQ(seed000.usedId, 11);
    EXPECT_EQ(seed000.usedHourlyUsd, 24.34);
    EXPECT_EQ(seed000.usedObservedDate, QStringLiteral("2026-06-19"));
    EXPECT_NEAR(seed000.differencePercent, (21.50 - 24.34) / 24.34 * 100.0, 1e-12);
    EXPECT_EQ(standings.value().value(12).kind, PriceStanding::Kind::Agrees);
    EXPECT_FALSE(standings.value().contains(13));
    EXPECT_FALSE(standings.value().contains(14));
}

TEST_P(PriceResolverTest, PinnedObservationAndStaleness)
{
    Scenario scenario = capacityScenario();
    scenario.options[1].priceObservationId = 10;
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 11, 22));
    ASSERT_TRUE(resolved.ok());
    EXPECT_EQ(scenario.options[1].instanceHourlyUsd, 21.50);
    const OptionProvenance &trn1 = resolved.value().at("trn1");
    EXPECT_TRUE(trn1.price->stale); // 266 days before as_of
    EXPECT_TRUE(hasWarning(trn1, "stale_price"));
}

TEST_P(PriceResolverTest, UnofferedPurchaseModelWarns)
{
    Scenario scenario = capacityScenario();
    scenario.options[1].purchase = Purchase{PurchaseModel::Spot, 60.0, 0.0, std::nullopt};
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok());
    EXPECT_TRUE(hasWarning(resolved.value().at("trn1"), "purchase_model_unavailable"));
}

// A benchmark row of 0 tokens/s (the catalog editor allows it) is refused with the row
// named, never handed to the engine, which cannot cost work done at no speed.
TEST_P(PriceResolverTest, AZeroBenchmarkIsRefusedNamingTheRow)
{
    exec("UPDATE benchmarks SET value = 0 WHERE id = 31");
    Scenario scenario = capacityScenario();
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerDayBillion = 1;
    scenario.options[0].throughput = Throughput::measured(1000.0);
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(resolved.ok());
    EXPECT_EQ(resolved.error().toString().toStdString(),
              "options[1].throughput: benchmark 31 says 0 tokens/s per accelerator; a "
              "throughput must be > 0");
}

TEST_P(PriceResolverTest, ErrorsNameTheOptionAndField)
{
    Scenario scenario = capacityScenario();
    scenario.options[1].instanceType = "p9.huge";
    auto unknown = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.error().toString().toStdString(),
              "options[1].instance_type: \"p9.huge\" is not in the catalog");

    scenario = capacityScenario();
    scenario.options[1].region = "eu-west-1";
    auto noPrice = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(noPrice.ok());
    EXPECT_EQ(noPrice.error().toString().toStdString(),
              "options[1].instance_hourly_usd: missing, and the catalog has no on-demand price "
              "for trn1.32xlarge in eu-west-1");

    scenario = capacityScenario();
    scenario.options[1].priceObservationId = 999;
    auto noRow = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(noRow.ok());
    EXPECT_EQ(noRow.error().field.toStdString(), "price_observation_id");
}

TEST_P(PriceResolverTest, ThroughputFromAMatchingBenchmark)
{
    Scenario scenario = capacityScenario();
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.modelParamsBillion = 72; // within 10 % of 70 B
    scenario.workload.tokensPerDayBillion = 1;
    scenario.options[0].throughput = Throughput::measured(1000.0);
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    ASSERT_TRUE(scenario.options[1].throughput.has_value());
    EXPECT_EQ(scenario.options[1].throughput->tokensPerSecPerAccelerator, 1400.0);
    const OptionProvenance &trn1 = resolved.value().at("trn1");
    ASSERT_TRUE(trn1.throughput.has_value());
    EXPECT_EQ(trn1.throughput->observationId, 31);
    EXPECT_TRUE(hasWarning(trn1, "throughput_from_catalog"));

    scenario = capacityScenario();
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.modelParamsBillion = 405; // no benchmark at this size
    scenario.workload.tokensPerDayBillion = 1;
    scenario.options[0].throughput = Throughput::measured(1000.0);
    auto missing = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().field.toStdString(), "throughput");
}

TEST_P(PriceResolverTest, SpotRegionPriceIsTheHighestZone)
{
    // Two zones, each with an older and a newer observation: only the newest count.
    exec("INSERT INTO price_observations (instance_type_id, region, availability_zone, "
         "purchase_model, hourly_usd, observed_date, source_id) VALUES "
         "(1, 'us-east-1', 'use1-az1', 'spot', 3.00, '2026-01-01', 1), "
         "(1, 'us-east-1', 'use1-az1', 'spot', 6.00, '2026-06-01', 1), "
         "(1, 'us-east-1', 'use1-az2', 'spot', 8.00, '2026-06-01', 1)");
    Scenario scenario = capacityScenario();
    scenario.options[1].purchase = Purchase{PurchaseModel::Spot, 70.0, 0.0, std::nullopt};
    scenario.options[1].instanceHourlyUsd = 20.0;
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok());
    const OptionProvenance &trn1 = resolved.value().at("trn1");
    ASSERT_TRUE(hasWarning(trn1, "spot_price_range"));
    for (const Warning &warning : trn1.warnings) {
        if (warning.code != "spot_price_range")
            continue;
        EXPECT_EQ(warning.message, "trn1.32xlarge spot in the catalog: $6.00-$8.00/h across 2 "
                                   "zones; the region price is the highest, a 60.0 % discount "
                                   "(the scenario assumes 70.0 %)");
    }
}

TEST_P(PriceResolverTest, AnOptionWithItsOwnPriceNeedsNoCatalogEntry)
{
    Scenario scenario = capacityScenario();
    scenario.options[0].instanceType = "H200 SXM5 (Spheron, per GPU)"; // not in the catalog
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_EQ(scenario.options[0].instanceHourlyUsd, 20.0);
    EXPECT_FALSE(resolved.value().at("given").price.has_value());
}

TEST_P(PriceResolverTest, MissingDiscountComesFromTheCatalogsPriceForTheModel)
{
    exec("INSERT INTO price_observations (id, instance_type_id, region, availability_zone, "
         "purchase_model, term_months, payment_option, hourly_usd, observed_date, source_id) "
         "VALUES (100, 1, 'us-east-1', NULL, 'reserved_1y', 12, 'no_upfront', 17.04, "
         "'2026-06-19', 2), "
         "(101, 1, 'us-east-1', 'use1-az1', 'spot', NULL, NULL, 6.00, '2026-06-01', 1), "
         "(102, 1, 'us-east-1', 'use1-az2', 'spot', NULL, NULL, 8.00, '2026-06-01', 1)");
    Scenario scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::Reserved1y;
    scenario.options[1].purchase.discountFromCatalog = true;
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    // Seed 003: $17.04 reserved against the newest on-demand $24.34 is 30 % off.
    EXPECT_NEAR(scenario.options[1].purchase.discountPercent, (1 - 17.04 / 24.34) * 100, 1e-9);
    EXPECT_FALSE(scenario.options[1].purchase.discountFromCatalog);
    EXPECT_EQ(warningText(resolved.value().at("trn1"), "discount_from_catalog"),
              "standard reservation, 1-year (the source does not name the offering class), no "
              "upfront: $17.04/h (price observation #100) against on-demand $24.34/h (price "
              "observation #11), both from Seed 003, observed 2026-06-19: a 30.0 % discount");

    // The spot rows come from source 1 on 2026-06-01, which gives no on-demand price
    // that day, and the option is priced at source 2's $24.34: no discount is taken.
    scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::Spot;
    scenario.options[1].purchase.discountFromCatalog = true;
    ASSERT_FALSE(PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1)).ok());
    // Source 1's on-demand price of that day, $21.50, pinned: the highest zone's $8.00
    // is 1 - 8.00 / 21.50 = 62.8 % off it, one source's prices set against each other.
    exec("UPDATE price_observations SET observed_date = '2026-06-01' WHERE id = 10");
    scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::Spot;
    scenario.options[1].purchase.discountFromCatalog = true;
    scenario.options[1].priceObservationId = 10;
    auto spot = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(spot.ok()) << spot.error().toString().toStdString();
    EXPECT_NEAR(scenario.options[1].purchase.discountPercent, (1 - 8.00 / 21.50) * 100, 1e-9);
    exec("UPDATE price_observations SET observed_date = '2026-03-01' WHERE id = 10");

    scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::SavingsPlan3y; // none in the catalog
    scenario.options[1].purchase.discountFromCatalog = true;
    auto missing = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().toString().toStdString(),
              "options[1].purchase.discount_percent: missing, and the catalog has no "
              "Compute Savings Plan, 3-year price for trn1.32xlarge in us-east-1");

    // A convertible reservation is asked for: the standard one does not stand in.
    scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::Reserved1y;
    scenario.options[1].purchase.offeringClass = OfferingClass::Convertible;
    scenario.options[1].purchase.discountFromCatalog = true;
    auto convertible = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(convertible.ok());
    EXPECT_EQ(convertible.error().toString().toStdString(),
              "options[1].purchase.discount_percent: missing, and the catalog has no "
              "convertible reservation, 1-year price for trn1.32xlarge in us-east-1");
}

// A source that gives a discounted price but no on-demand price (a Savings Plans offer
// file, a GPU cloud listing spot only) gives no discount: another source's on-demand
// price would turn the sources' disagreement into a discount.
TEST_P(PriceResolverTest, ADiscountNeedsTheOnDemandPriceOfTheSameSource)
{
    exec("INSERT INTO sources (id, title, kind) VALUES (3, 'Savings Plans offer', 'price_list')");
    exec("INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
         "term_months, payment_option, offering_class, hourly_usd, observed_date, source_id) "
         "VALUES (200, 1, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 'compute', 8.00, "
         "'2026-07-01', 3)");
    Scenario scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::SavingsPlan1y;
    scenario.options[1].purchase.discountFromCatalog = true;
    auto unpaired = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(unpaired.ok());
    EXPECT_EQ(unpaired.error().toString().toStdString(),
              "options[1].purchase.discount_percent: missing, and the catalog has a Compute "
              "Savings Plan, 1-year price for trn1.32xlarge in us-east-1 from Savings Plans "
              "offer (2026-07-01, price observation #200) but no on-demand price from the same "
              "source");

    // An older price whose source gives both, seed 000 on 2026-03-01: not with the
    // option's on-demand price (seed 003's $24.34 of 2026-06-19), and said with its value.
    exec("INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
         "term_months, payment_option, offering_class, hourly_usd, observed_date, source_id) "
         "VALUES (201, 1, 'us-east-1', 'savings_plan_1y', 12, NULL, NULL, 12.90, '2026-03-01', "
         "1)");
    scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::SavingsPlan1y;
    scenario.options[1].purchase.discountFromCatalog = true;
    auto otherSource = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(otherSource.ok());
    EXPECT_EQ(otherSource.error().toString().toStdString(),
              "options[1].purchase.discount_percent: missing, and the catalog's 40.0 % discount "
              "is not used: Compute Savings Plan, 1-year (the source does not name the plan "
              "type), payment option not stated: $12.90/h (price observation #201) against "
              "on-demand $21.50/h (price observation #10), both from Seed 000 (independent "
              "article), observed 2026-03-01, while this option's on-demand price is $24.34/h "
              "from Seed 003 (independent article, observed 2026-06-19, price observation #11); "
              "a catalog discount is used only with the on-demand price of its own source and "
              "date. Give the discount in the scenario, or set price_observation_id to 10 to "
              "price the option from that source throughout");

    // Priced from seed 000 throughout: used (12.90 / 21.50 = 60 %, a 40 % discount), and
    // the newer price without an on-demand price beside it is named.
    scenario = capacityScenario();
    scenario.options[1].purchase.model = PurchaseModel::SavingsPlan1y;
    scenario.options[1].purchase.discountFromCatalog = true;
    scenario.options[1].priceObservationId = 10;
    auto paired = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(paired.ok()) << paired.error().toString().toStdString();
    EXPECT_NEAR(scenario.options[1].purchase.discountPercent, 40.0, 1e-9); // 12.90 / 21.50
    EXPECT_EQ(warningText(paired.value().at("trn1"), "discount_from_catalog"),
              "Compute Savings Plan, 1-year (the source does not name the plan type), payment "
              "option not stated: $12.90/h (price observation #201) against on-demand $21.50/h "
              "(price observation #10), both from Seed 000, observed 2026-03-01: a 40.0 % "
              "discount; not used: the newer $8.00/h from Savings Plans offer (2026-07-01, "
              "price observation #200), whose source gives no on-demand price to set it against");
}

// A saved scenario pins value and observation: the value wins, the row gives the source.
TEST_P(PriceResolverTest, PinnedPriceKeepsItsValueAndReportsTheSource)
{
    Scenario scenario = capacityScenario();
    scenario.options[1].instanceHourlyUsd = 21.50;
    scenario.options[1].priceObservationId = 10;
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_EQ(scenario.options[1].instanceHourlyUsd, 21.50); // not the newer $24.34
    const OptionProvenance &trn1 = resolved.value().at("trn1");
    ASSERT_TRUE(trn1.price.has_value());
    EXPECT_EQ(trn1.price->title, "Seed 000");
    EXPECT_EQ(trn1.price->observedDate, "2026-03-01");
    EXPECT_EQ(trn1.price->observationId, 10);
    EXPECT_FALSE(trn1.price->stale);
    EXPECT_TRUE(hasWarning(trn1, "price_conflict")); // seed 003's $24.34 is 13 % above
    EXPECT_FALSE(hasWarning(trn1, "pinned_price_changed"));

    auto later = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 11, 22));
    ASSERT_TRUE(later.ok());
    EXPECT_TRUE(later.value().at("trn1").price->stale);
    EXPECT_TRUE(hasWarning(later.value().at("trn1"), "stale_price"));
}

TEST_P(PriceResolverTest, PinnedPriceEditedOrDeletedInTheCatalogIsKeptAndReported)
{
    exec("UPDATE price_observations SET hourly_usd = 23.00 WHERE id = 10");
    Scenario scenario = capacityScenario();
    scenario.options[1].instanceHourlyUsd = 21.50;
    scenario.options[1].priceObservationId = 10;
    auto edited = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(edited.ok());
    EXPECT_EQ(scenario.options[1].instanceHourlyUsd, 21.50);
    const OptionProvenance &trn1 = edited.value().at("trn1");
    ASSERT_TRUE(hasWarning(trn1, "pinned_price_changed"));
    for (const Warning &warning : trn1.warnings) {
        if (warning.code == "pinned_price_changed") {
            EXPECT_EQ(warning.message, "trn1.32xlarge: keeping the pinned $21.50/h; the catalog's "
                                       "observation 10 (Seed 000, 2026-03-01) now says $23.00/h");
        }
    }

    exec("DELETE FROM price_observations WHERE id = 10");
    auto deleted = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(deleted.ok());
    EXPECT_EQ(scenario.options[1].instanceHourlyUsd, 21.50);
    EXPECT_FALSE(deleted.value().at("trn1").price.has_value());
    EXPECT_TRUE(hasWarning(deleted.value().at("trn1"), "pinned_price_missing"));

    scenario.options[1].priceObservationId = 11;
    scenario.options[1].instanceType = "p9.huge"; // observation 11 is for trn1.32xlarge
    exec("INSERT INTO instance_types (id, provider, name, accelerator_id, "
         "accelerators_per_instance) VALUES (2, 'AWS', 'p9.huge', 1, 16)");
    auto other = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(other.ok());
    EXPECT_EQ(other.error().field.toStdString(), "price_observation_id");
}

TEST_P(PriceResolverTest, PinnedBenchmarkKeepsItsThroughput)
{
    Scenario scenario = capacityScenario();
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerDayBillion = 1;
    scenario.options[0].throughput = Throughput::measured(1000.0);
    scenario.options[1].throughput = Throughput::measured(1400.0);
    scenario.options[1].benchmarkId = 31;
    auto same = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(same.ok()) << same.error().toString().toStdString();
    const OptionProvenance &trn1 = same.value().at("trn1");
    ASSERT_TRUE(trn1.throughput.has_value());
    EXPECT_EQ(trn1.throughput->observationId, 31);
    EXPECT_EQ(trn1.throughput->title, "Seed 003");
    EXPECT_TRUE(hasWarning(trn1, "throughput_from_catalog"));
    EXPECT_FALSE(hasWarning(trn1, "pinned_throughput_changed"));
    // The option with its own throughput and no benchmark is left alone.
    EXPECT_FALSE(same.value().at("given").throughput.has_value());

    exec("UPDATE benchmarks SET value = 1500 WHERE id = 31");
    auto edited = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(edited.ok());
    EXPECT_EQ(scenario.options[1].throughput->tokensPerSecPerAccelerator, 1400.0);
    EXPECT_TRUE(hasWarning(edited.value().at("trn1"), "pinned_throughput_changed"));

    exec("DELETE FROM benchmarks WHERE id = 31");
    auto deleted = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(deleted.ok());
    EXPECT_EQ(scenario.options[1].throughput->tokensPerSecPerAccelerator, 1400.0);
    EXPECT_TRUE(hasWarning(deleted.value().at("trn1"), "pinned_benchmark_missing"));
}

// A commitment's discount depends on its kind, term and payment option; the
// other term's fills the 1-year against 3-year comparison.
TEST_P(PriceResolverTest, CommitmentDiscountsComeFromThePriceForTheirPaymentOption)
{
    exec("INSERT INTO price_observations (id, instance_type_id, region, availability_zone, "
         "purchase_model, term_months, payment_option, hourly_usd, observed_date, source_id) "
         "VALUES (300, 1, 'us-east-1', NULL, 'reserved_1y', 12, 'no_upfront', 17.04, "
         "'2026-06-19', 2), "
         "(301, 1, 'us-east-1', NULL, 'reserved_1y', 12, 'all_upfront', 15.90, '2026-06-19', 2), "
         "(302, 1, 'us-east-1', NULL, 'reserved_3y', 36, 'no_upfront', 11.20, '2026-06-19', 2)");
    Scenario scenario = capacityScenario();
    Commitment commitment;
    commitment.kind = CommitmentKind::Reserved;
    commitment.termYears = 1;
    commitment.payment = PaymentOption::AllUpfront;
    commitment.instances = 1;
    commitment.discountFromCatalog = true;
    scenario.options[1].commitment = commitment;
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    const Commitment &filled = *scenario.options[1].commitment;
    // All upfront, not the no-upfront row of the same day: $15.90 against $24.34.
    EXPECT_NEAR(filled.discountPercent, (1 - 15.90 / 24.34) * 100, 1e-9);
    EXPECT_FALSE(filled.discountFromCatalog);
    EXPECT_EQ(warningText(resolved.value().at("trn1"), "commitment_discount_from_catalog"),
              "standard reservation, 1-year (the source does not name the offering class), all "
              "upfront: $15.90/h (price observation #301) against on-demand $24.34/h (price "
              "observation #11), both from Seed 003, observed 2026-06-19: a 34.7 % discount");
    // No all-upfront 3-year row: the no-upfront one is another price, not the other
    // term's for this payment option, so the comparison shows one term.
    EXPECT_FALSE(filled.otherTermDiscountPercent);
    EXPECT_FALSE(hasWarning(resolved.value().at("trn1"), "other_term_discount_from_catalog"));

    scenario = capacityScenario();
    commitment.payment = PaymentOption::NoUpfront;
    scenario.options[1].commitment = commitment;
    auto noUpfront = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(noUpfront.ok()) << noUpfront.error().toString().toStdString();
    EXPECT_NEAR(scenario.options[1].commitment->discountPercent, (1 - 17.04 / 24.34) * 100, 1e-9);
    ASSERT_TRUE(scenario.options[1].commitment->otherTermDiscountPercent);
    EXPECT_NEAR(*scenario.options[1].commitment->otherTermDiscountPercent,
                (1 - 11.20 / 24.34) * 100, 1e-9);
    EXPECT_EQ(warningText(noUpfront.value().at("trn1"), "other_term_discount_from_catalog"),
              "standard reservation, 3-year (the source does not name the offering class), no "
              "upfront: $11.20/h (price observation #302) against on-demand $24.34/h (price "
              "observation #11), both from Seed 003, observed 2026-06-19: a 54.0 % discount");
    commitment.payment = PaymentOption::AllUpfront;

    scenario = capacityScenario();
    commitment.kind = CommitmentKind::SavingsPlan; // no savings-plan rows at all
    scenario.options[1].commitment = commitment;
    auto missing = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().toString().toStdString(),
              "options[1].commitment.discount_percent: missing, and the catalog has no "
              "Compute Savings Plan, 1-year, all upfront price for trn1.32xlarge in us-east-1");
}

// What one accelerator counts comes from the catalog when the scenario does not say, and
// a scenario's own unit is never overwritten.
TEST_P(PriceResolverTest, TheCatalogSaysWhatAnAcceleratorCounts)
{
    exec("UPDATE instance_types SET accelerator_unit = 'neuron_core' WHERE id = 1");
    Scenario scenario = capacityScenario();
    scenario.options[0].acceleratorUnit = AcceleratorUnit::Chip;
    const auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_EQ(scenario.options[0].acceleratorUnit, AcceleratorUnit::Chip);
    EXPECT_EQ(scenario.options[1].acceleratorUnit, AcceleratorUnit::NeuronCore);

    exec("UPDATE instance_types SET accelerator_unit = NULL WHERE id = 1");
    Scenario unstated = capacityScenario();
    ASSERT_TRUE(PriceResolver::resolve(*m_catalog, unstated, QDate(2026, 7, 1)).ok());
    EXPECT_FALSE(unstated.options[1].acceleratorUnit.has_value());
}

TEST_P(PriceResolverTest, TheCatalogRefusesAnUnknownUnit)
{
    QSqlQuery query(m_catalog->connection());
    EXPECT_FALSE(query.exec(
        QStringLiteral("UPDATE instance_types SET accelerator_unit = 'core' WHERE id = 1")));
}

TEST_P(PriceResolverTest, ACapacityBlockRateIsTheNewestCapacityBlockPriceForTheRegion)
{
    // Two sources, none with an on-demand price of its own here: the newest stands alone.
    exec("INSERT INTO price_observations (instance_type_id, region, purchase_model, hourly_usd, "
         "observed_date, source_id) VALUES "
         "(1, 'us-east-1', 'capacity_block', 14.00, '2026-01-01', 1), "
         "(1, 'us-east-1', 'capacity_block', 15.49, '2026-05-01', 2), "
         "(1, 'us-east-2', 'capacity_block', 99.00, '2026-06-01', 2)");
    Scenario scenario = capacityScenario();
    Purchase block;
    block.model = PurchaseModel::CapacityBlock;
    block.rateFromCatalog = true;
    scenario.options[1].purchase = block;
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    const Purchase &purchase = scenario.options[1].purchase;
    ASSERT_TRUE(purchase.hourlyUsd);
    EXPECT_EQ(*purchase.hourlyUsd, 15.49);
    EXPECT_FALSE(purchase.rateFromCatalog);
    EXPECT_TRUE(hasWarning(resolved.value().at("trn1"), "rate_from_catalog"));
}

TEST_P(PriceResolverTest, ACapacityBlockWithoutACatalogRateIsAnErrorNamingTheOption)
{
    Scenario scenario = capacityScenario();
    Purchase block;
    block.model = PurchaseModel::CapacityBlock;
    block.rateFromCatalog = true;
    scenario.options[1].purchase = block;
    scenario.options[1].region = "us-west-2";
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 7, 1));
    ASSERT_FALSE(resolved.ok());
    EXPECT_EQ(resolved.error().toString().toStdString(),
              "options[1].purchase.hourly_usd: missing, and the catalog has no capacity_block "
              "price for trn1.32xlarge in us-west-2 (set hourly_usd, per instance-hour)");
}

ACCELDECIDE_ON_EVERY_BACKEND(PriceResolverTest);
