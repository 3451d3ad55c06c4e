// A price resolution reads each distinct thing from the catalog once (CatalogLookups)
// through statements the connection keeps prepared (PreparedStatements): options that
// share instance types and regions resolve exactly as each would alone, and a server
// connection that was reopened prepares its statements again.
#include "BackendTest.h"
#include "PostgresTestServer.h"
#include "database/catalog/CatalogLookups.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"

#include <QSqlQuery>
#include <QThread>

#include <gtest/gtest.h>

#include <sstream>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

// Every statement the catalog below needs, on the connection given.
void fill(QSqlDatabase &connection)
{
    const char *const statements[] = {
        // Two sources of one standing, so that the newest price wins (OnDemandRanking).
        "INSERT INTO sources (id, title, kind) VALUES (1, 'List A', 'independent'), "
        "(2, 'Blog B', 'independent')",
        "INSERT INTO accelerators (id, name, vendor, stack) VALUES "
        "(1, 'Trainium', 'AWS', 'neuron'), (2, 'H100', 'NVIDIA', 'cuda')",
        "INSERT INTO instance_types (id, provider, name, accelerator_id, "
        "accelerators_per_instance, accelerator_unit) VALUES "
        "(1, 'AWS', 'trn1.32xlarge', 1, 16, NULL), (2, 'AWS', 'p5.48xlarge', 2, 8, 'gpu'), "
        "(3, 'AWS', 'trn2.48xlarge', 1, 16, 'chip')",
        // trn1: two sources disagreeing in us-east-1, one stale price in us-west-2;
        // p5: one source in each region; trn2: none (its options give their own price).
        "INSERT INTO price_observations (id, instance_type_id, region, availability_zone, "
        "purchase_model, hourly_usd, observed_date, source_id) VALUES "
        "(10, 1, 'us-east-1', NULL, 'on_demand', 21.50, '2026-03-01', 1), "
        "(11, 1, 'us-east-1', NULL, 'on_demand', 24.34, '2026-06-19', 2), "
        "(12, 1, 'us-west-2', NULL, 'on_demand', 22.00, '2025-06-01', 1), "
        "(20, 2, 'us-east-1', NULL, 'on_demand', 98.32, '2026-05-01', 1), "
        "(21, 2, 'us-west-2', NULL, 'on_demand', 55.04, '2026-06-01', 2), "
        "(30, 1, 'us-east-1', 'use1-az1', 'spot', 6.00, '2026-06-01', 1), "
        "(31, 1, 'us-east-1', 'use1-az2', 'spot', 8.00, '2026-06-01', 1), "
        "(32, 2, 'us-east-1', 'use1-az1', 'spot', 40.00, '2026-06-01', 1)",
        "INSERT INTO price_observations (id, instance_type_id, region, purchase_model, "
        "term_months, payment_option, hourly_usd, observed_date, source_id) VALUES "
        "(40, 2, 'us-east-1', 'savings_plan_1y', 12, 'no_upfront', 70.00, '2026-05-01', 1)",
        "INSERT INTO instance_offerings (instance_type_id, purchase_model, offered) VALUES "
        "(2, 'reserved', 0)",
        "INSERT INTO benchmarks (id, accelerator_id, model, params_billion, metric, value, "
        "batch_size, provenance, source_id) VALUES "
        "(50, 1, 'Llama 3 70B', 70, 'tokens_per_sec_per_chip', 1400, 8, 'independent', 2), "
        "(51, 2, 'Llama 3 70B', 70, 'tokens_per_sec_per_gpu', 2500, 8, 'vendor_claim', 1)",
    };
    for (const char *statement : statements) {
        QSqlQuery query(connection);
        ASSERT_TRUE(query.exec(QString::fromLatin1(statement))) << statement;
    }
}

Option option(const std::string &id, const std::string &type, const std::string &region,
              PurchaseModel model)
{
    Option made;
    made.id = id;
    made.label = id;
    made.instanceType = type;
    made.stack = type.rfind("p5", 0) == 0 ? Stack::Cuda : Stack::Neuron;
    made.acceleratorsPerInstance = made.stack == Stack::Cuda ? 8 : 16;
    made.instances = 1;
    made.region = region;
    made.purchase.model = model;
    if (model != PurchaseModel::OnDemand)
        made.purchase.discountPercent = 30;
    return made;
}

// Options sharing instance types and regions with one another and not: two prices
// that conflict, a stale one, spot ranges, a purchase model not offered, a discount
// and throughputs from the catalog, a pinned price, a type the catalog does not price.
Scenario mixedScenario()
{
    Scenario scenario;
    scenario.name = "mixed";
    scenario.workload.kind = WorkloadKind::Training;
    scenario.workload.modelParamsBillion = 70;
    scenario.workload.tokensPerRunBillion = 300;
    scenario.workload.runs = 4;
    const std::string east = "us-east-1";
    const std::string west = "us-west-2";
    scenario.options = {
        option("trn1-east", "trn1.32xlarge", east, PurchaseModel::OnDemand),
        option("trn1-east-spot", "trn1.32xlarge", east, PurchaseModel::Spot),
        option("trn1-west", "trn1.32xlarge", west, PurchaseModel::OnDemand),
        option("p5-east", "p5.48xlarge", east, PurchaseModel::OnDemand),
        option("p5-east-spot", "p5.48xlarge", east, PurchaseModel::Spot),
        option("p5-east-reserved", "p5.48xlarge", east, PurchaseModel::Reserved1y),
        option("p5-east-plan", "p5.48xlarge", east, PurchaseModel::SavingsPlan1y),
        option("p5-west", "p5.48xlarge", west, PurchaseModel::OnDemand),
        option("p5-west-pinned", "p5.48xlarge", west, PurchaseModel::OnDemand),
        option("trn2-own", "trn2.48xlarge", east, PurchaseModel::OnDemand),
        option("trn1-east-again", "trn1.32xlarge", east, PurchaseModel::OnDemand),
        option("trn1-east-measured", "trn1.32xlarge", east, PurchaseModel::OnDemand),
    };
    scenario.options[6].purchase.discountFromCatalog = true;
    scenario.options[8].instanceHourlyUsd = 50.0;
    scenario.options[8].priceObservationId = 21;
    scenario.options[9].instanceHourlyUsd = 60.0;
    scenario.options[9].throughput = Throughput::measured(900.0);
    scenario.options[11].throughput = Throughput::measured(1200.0);
    scenario.baseline = scenario.options.front().id;
    return scenario;
}

std::string describe(const std::optional<PriceSource> &source)
{
    if (!source)
        return "none";
    std::ostringstream out;
    out << source->title << " | " << source->observedDate << " | " << source->stale << " | "
        << source->observationId << " | " << source->kind;
    return out.str();
}

// Everything resolution adds to an option, as text a failed comparison shows.
std::string describe(const OptionProvenance &provenance)
{
    std::string text =
        "price: " + describe(provenance.price) + "\nthroughput: " + describe(provenance.throughput);
    for (const Warning &warning : provenance.warnings)
        text += "\n" + warning.code + ": " + warning.message;
    return text;
}

const QDate kAsOf(2026, 7, 1);

class PriceResolverLookupsTest : public BackendTest
{
protected:
    void SetUp() override
    {
        const QString location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
        fill(m_catalog->connection());
    }

    std::unique_ptr<CatalogDatabase> m_catalog;
};

} // namespace

// Each option of a scenario resolves as it does in a scenario of its own: a kept answer
// never carries one option's values (region, source, purchase model) into another's.
TEST_P(PriceResolverLookupsTest, OptionsSharingInstanceTypesResolveAsEachDoesAlone)
{
    Scenario together = mixedScenario();
    const auto resolved = PriceResolver::resolve(*m_catalog, together, kAsOf);
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();

    const Scenario original = mixedScenario();
    for (std::size_t i = 0; i < original.options.size(); ++i) {
        Scenario alone = original;
        alone.options = {original.options[i]};
        alone.baseline = original.options[i].id;
        const auto single = PriceResolver::resolve(*m_catalog, alone, kAsOf);
        ASSERT_TRUE(single.ok()) << single.error().toString().toStdString();
        const std::string &id = original.options[i].id;
        EXPECT_EQ(together.options[i], alone.options.front()) << id;
        EXPECT_EQ(describe(resolved.value().at(id)), describe(single.value().at(id))) << id;
    }

    // And what they resolve to is what the catalog says for each.
    const auto &provenance = resolved.value();
    EXPECT_EQ(*together.options[0].instanceHourlyUsd, 24.34);
    EXPECT_EQ(*together.options[2].instanceHourlyUsd, 22.00);
    EXPECT_EQ(*together.options[3].instanceHourlyUsd, 98.32);
    EXPECT_EQ(*together.options[7].instanceHourlyUsd, 55.04);
    EXPECT_EQ(*together.options[8].instanceHourlyUsd, 50.0);
    EXPECT_EQ(*together.options[9].instanceHourlyUsd, 60.0);
    EXPECT_EQ(describe(provenance.at("trn1-east").price),
              "Blog B | 2026-06-19 | 0 | 11 | independent");
    EXPECT_EQ(describe(provenance.at("trn1-west").price),
              "List A | 2025-06-01 | 1 | 12 | independent");
    EXPECT_EQ(describe(provenance.at("p5-west-pinned").price),
              "Blog B | 2026-06-01 | 0 | 21 | independent");
    EXPECT_EQ(together.options[3].acceleratorUnit, AcceleratorUnit::Gpu);
    EXPECT_EQ(together.options[9].acceleratorUnit, AcceleratorUnit::Chip);
    EXPECT_FALSE(together.options[0].acceleratorUnit);
    EXPECT_NEAR(together.options[6].purchase.discountPercent, (1.0 - 70.00 / 98.32) * 100.0, 1e-9);
    EXPECT_EQ(together.options[0].throughput->tokensPerSecPerAccelerator, 1400.0);
    EXPECT_EQ(together.options[3].throughput->tokensPerSecPerAccelerator, 2500.0);
    EXPECT_EQ(together.options[11].throughput->tokensPerSecPerAccelerator, 1200.0);

    const auto codes = [&](const std::string &id) {
        std::string text;
        for (const Warning &warning : provenance.at(id).warnings)
            text += warning.code + " ";
        return text;
    };
    EXPECT_EQ(codes("trn1-east"), "price_conflict throughput_from_catalog ");
    EXPECT_EQ(codes("trn1-east-spot"), "price_conflict spot_price_range throughput_from_catalog ");
    EXPECT_EQ(codes("trn1-west"), "stale_price throughput_from_catalog ");
    EXPECT_EQ(codes("p5-east"), "throughput_from_catalog ");
    EXPECT_EQ(codes("p5-east-spot"), "spot_price_range throughput_from_catalog ");
    EXPECT_EQ(codes("p5-east-reserved"), "purchase_model_unavailable throughput_from_catalog ");
    EXPECT_EQ(codes("p5-east-plan"), "discount_from_catalog throughput_from_catalog ");
    EXPECT_EQ(codes("p5-west-pinned"), "pinned_price_changed throughput_from_catalog ");
    EXPECT_EQ(codes("trn2-own"), "");
    EXPECT_EQ(codes("trn1-east-measured"), "price_conflict ");
}

// Twelve options on two instance types in one region ask the catalog what two do.
TEST_P(PriceResolverLookupsTest, TwelveOptionsOnTwoInstanceTypesRunTheStatementsOfTwo)
{
    Scenario two = mixedScenario();
    two.options = {two.options[0], two.options[3]};
    Scenario twelve = two;
    twelve.options.clear();
    for (int i = 0; i < 12; ++i) {
        Option copy = two.options[std::size_t(i % 2)];
        copy.id += "-" + std::to_string(i);
        twelve.options.push_back(copy);
    }

    CatalogLookups forTwo(*m_catalog);
    ASSERT_TRUE(PriceResolver::resolve(forTwo, two, kAsOf).ok());
    CatalogLookups forTwelve(*m_catalog);
    const auto resolved = PriceResolver::resolve(forTwelve, twelve, kAsOf);
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_GT(forTwo.statementsRun(), 0);
    EXPECT_EQ(forTwelve.statementsRun(), forTwo.statementsRun());
    for (std::size_t i = 0; i < twelve.options.size(); ++i) {
        EXPECT_EQ(twelve.options[i].instanceHourlyUsd, two.options[i % 2].instanceHourlyUsd);
        EXPECT_EQ(describe(resolved.value().at(twelve.options[i].id)),
                  describe(resolved.value().at(twelve.options[i % 2].id)));
    }
}

// The connection keeps its statements prepared: a second resolution prepares nothing,
// and sees rows the catalog gained in between (only the answers of one resolution are
// kept, never the rows themselves between resolutions).
TEST_P(PriceResolverLookupsTest, ASecondResolutionPreparesNothingAndSeesNewRows)
{
    Scenario first = mixedScenario();
    ASSERT_TRUE(PriceResolver::resolve(*m_catalog, first, kAsOf).ok());
    const int prepared = m_catalog->statements().preparations();
    EXPECT_GT(prepared, 0);

    QSqlQuery insert(m_catalog->connection());
    ASSERT_TRUE(
        insert.exec(QStringLiteral("INSERT INTO price_observations (id, instance_type_id, region, "
                                   "purchase_model, hourly_usd, observed_date, source_id) VALUES "
                                   "(13, 1, 'us-east-1', 'on_demand', 25.00, '2026-06-30', 1)")));
    Scenario second = mixedScenario();
    const auto resolved = PriceResolver::resolve(*m_catalog, second, kAsOf);
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_EQ(m_catalog->statements().preparations(), prepared);
    EXPECT_EQ(*second.options[0].instanceHourlyUsd, 25.00);
    EXPECT_EQ(resolved.value().at("trn1-east").price->observationId, 13);
}

ACCELDECIDE_ON_EVERY_BACKEND(PriceResolverLookupsTest);

// The server ends the session (an administrator, a restart, a network drop): the kept
// statements went with it. reconnect() forgets them, and the next resolution prepares
// them again on the new session and gives the same prices and warnings.
TEST(PostgreSqlCatalogStatements, AResolutionAfterReconnectingPreparesItsStatementsAgain)
{
    PostgresTestServer &server = PostgresTestServer::shared();
    ASSERT_TRUE(server.isRunning()) << server.error().toStdString();
    const QString url = server.createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server.error().toStdString();
    auto opened = CatalogDatabase::open(url, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    CatalogDatabase &catalog = *opened.value();
    fill(catalog.connection());

    Scenario before = mixedScenario();
    const auto first = PriceResolver::resolve(catalog, before, kAsOf);
    ASSERT_TRUE(first.ok()) << first.error().toString().toStdString();
    const int prepared = catalog.statements().preparations();

    QSqlQuery pid(catalog.connection());
    ASSERT_TRUE(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
    const qint64 backend = pid.value(0).toLongLong();
    pid.finish();
    auto other = CatalogDatabase::open(url, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(other.ok()) << other.error().toString().toStdString();
    QSqlQuery terminate(other.value()->connection());
    ASSERT_TRUE(terminate.exec(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(backend)));
    // The signal is sent, not waited for: the session ends a moment later.
    for (int wait = 0; wait < 100 && catalog.answers(); ++wait)
        QThread::msleep(50);
    ASSERT_FALSE(catalog.answers());

    const DatabaseStatus back = catalog.reconnect();
    ASSERT_TRUE(back.ok()) << back.error().toString().toStdString();
    Scenario after = mixedScenario();
    const auto second = PriceResolver::resolve(catalog, after, kAsOf);
    ASSERT_TRUE(second.ok()) << second.error().toString().toStdString();
    EXPECT_EQ(catalog.statements().preparations(), 2 * prepared);
    for (std::size_t i = 0; i < before.options.size(); ++i) {
        const std::string &id = before.options[i].id;
        EXPECT_EQ(after.options[i], before.options[i]) << id;
        EXPECT_EQ(describe(second.value().at(id)), describe(first.value().at(id))) << id;
    }
}
