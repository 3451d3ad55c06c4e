// The seed catalog: every figure the issue names is present with its source, the seed
// is idempotent, user rows survive a seed upgrade, and an unchanged seed is skipped.
#include "BackendTest.h"
#include "database/connection/CatalogDatabase.h"
#include "database/pricing/PriceResolver.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SeedDataLoader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

#include <gtest/gtest.h>

#include <memory>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

QVariant scalar(QSqlDatabase &database, const QString &statement, const QVariantList &values = {})
{
    QSqlQuery query(database);
    query.prepare(statement);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec() || !query.next())
        return QStringLiteral("<error>");
    return query.value(0);
}

qint64 count(QSqlDatabase &database, const QString &statement, const QVariantList &values = {})
{
    return scalar(database, statement, values).toLongLong();
}

const QStringList kSeededTables = {QStringLiteral("sources"),
                                   QStringLiteral("accelerators"),
                                   QStringLiteral("accelerator_specs"),
                                   QStringLiteral("instance_types"),
                                   QStringLiteral("instance_offerings"),
                                   QStringLiteral("price_observations"),
                                   QStringLiteral("benchmarks"),
                                   QStringLiteral("porting_profiles"),
                                   QStringLiteral("criteria_presets"),
                                   QStringLiteral("models")};

class SeedData : public BackendTest
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        const QString location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        auto opened = CatalogDatabase::open(location);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        m_catalog = std::move(opened.value());
    }

    QSqlDatabase &db() { return m_catalog->connection(); }

    // Price observations of one instance type and purchase model, with seed source.
    qint64 prices(const char *instance, const char *model, double usd, const char *source)
    {
        return count(db(),
                     QStringLiteral("SELECT count(*) FROM price_observations p "
                                    "JOIN instance_types i ON i.id = p.instance_type_id "
                                    "JOIN sources s ON s.id = p.source_id WHERE i.name = ? "
                                    "AND p.purchase_model = ? AND abs(p.hourly_usd - ?) < 1e-6 "
                                    "AND s.seed_key = ?"),
                     {QString::fromLatin1(instance), QString::fromLatin1(model), usd,
                      QString::fromLatin1(source)});
    }

    // A copy of the embedded seed files that a test may change.
    QString copySeed()
    {
        SeedDataLoader loader; // registers the embedded resource
        const QString target = m_dir.filePath(QStringLiteral("seed"));
        QDir().mkpath(target);
        for (const QString &name : SeedDataLoader::fileNames())
            EXPECT_TRUE(
                QFile::copy(SeedDataLoader::defaultDirectory() + '/' + name, target + '/' + name))
                << name.toStdString();
        for (const QString &name : SeedDataLoader::fileNames())
            QFile(target + '/' + name).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        return target;
    }

    static void replaceIn(const QString &path, const QString &from, const QString &to)
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(file.readAll());
        file.close();
        ASSERT_TRUE(text.contains(from)) << from.toStdString();
        text.replace(from, to);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.toUtf8());
    }

    std::vector<qint64> rowCounts()
    {
        std::vector<qint64> counts;
        for (const QString &table : kSeededTables)
            counts.push_back(count(db(), QStringLiteral("SELECT count(*) FROM ") + table));
        return counts;
    }

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_catalog;
};

} // namespace

TEST_P(SeedData, EveryPriceBenchmarkSpecAndProfileHasASource)
{
    for (const QString &table :
         {QStringLiteral("price_observations"), QStringLiteral("benchmarks"),
          QStringLiteral("accelerator_specs"), QStringLiteral("porting_profiles"),
          QStringLiteral("criteria_presets"), QStringLiteral("models")}) {
        const qint64 all = count(db(), QStringLiteral("SELECT count(*) FROM ") + table);
        EXPECT_GT(all, 0) << table.toStdString();
        EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM %1 t JOIN sources s ON "
                                             "s.id = t.source_id")
                                  .arg(table)),
                  all)
            << table.toStdString();
    }
    // Every seed figure keeps the words it came from.
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM price_observations WHERE "
                                         "quote IS NULL OR quote = ''")),
              0);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM benchmarks WHERE quote IS NULL")),
              0);
}

TEST_P(SeedData, EveryInstanceAndBenchmarkReferencesAnExistingAccelerator)
{
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM instance_types i LEFT JOIN "
                                         "accelerators a ON a.id = i.accelerator_id "
                                         "WHERE a.id IS NULL")),
              0);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM benchmarks WHERE "
                                         "accelerator_id IS NULL AND instance_type_id IS NULL")),
              0);
    EXPECT_EQ(count(db(), QStringLiteral("PRAGMA foreign_key_check")), 0);
}

TEST_P(SeedData, CapacityBlockRatesFromAwsPricingPageArePresent)
{
    const char *source = "source:aws-capacity-blocks-pricing";
    EXPECT_EQ(prices("p5.48xlarge", "capacity_block", 39.33, source), 2); // us-east-1 and -2
    EXPECT_EQ(prices("p4d.24xlarge", "capacity_block", 14.75, source), 2);
    EXPECT_EQ(prices("trn1.32xlarge", "capacity_block", 15.49, source), 1);
    // The catalog resolves a scenario's block rate from them.
    Scenario scenario;
    scenario.name = "blocks";
    scenario.workload.kind = WorkloadKind::Capacity;
    Option block;
    block.id = "cb";
    block.instanceType = "p5.48xlarge";
    block.acceleratorsPerInstance = 8;
    block.instances = 8;
    block.region = "us-east-2";
    block.purchase.model = PurchaseModel::CapacityBlock;
    block.purchase.rateFromCatalog = true;
    Option od = block;
    od.id = "od";
    od.purchase = Purchase{};
    od.instanceHourlyUsd = 55.04;
    scenario.options = {od, block};
    scenario.baseline = "od";
    auto resolved = PriceResolver::resolve(*m_catalog, scenario, QDate(2026, 11, 26));
    ASSERT_TRUE(resolved.ok()) << resolved.error().toString().toStdString();
    EXPECT_EQ(scenario.options[1].purchase.hourlyUsd, 39.33);
}

TEST_P(SeedData, TheFiveSeedsAndThePriceListAreSources)
{
    for (int seed = 0; seed <= 4; ++seed)
        EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM sources WHERE seed_key = ?"),
                        {QStringLiteral("source:seed00%1").arg(seed)}),
                  1)
            << seed;
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT kind FROM sources WHERE seed_key = "
                                          "'source:aws-pricelist:us-east-1:20260728175247'"))
                  .toString(),
              QStringLiteral("price_list"));
    // Undated seed: its notes say which date its figures carry, and its prices are
    // dated at the start of 2026 so that dated sources count as newer.
    EXPECT_TRUE(scalar(db(), QStringLiteral("SELECT notes FROM sources WHERE seed_key = "
                                            "'source:seed001'"))
                    .toString()
                    .contains(QStringLiteral("2026-01-01")));
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT observed_date FROM price_observations WHERE "
                                          "seed_key = 'price:seed001:p5.48xlarge:on_demand'"))
                  .toString(),
              QStringLiteral("2026-01-01"));
}

TEST_P(SeedData, ConflictingTrn1AndP5PricesAreAllKept)
{
    EXPECT_EQ(prices("trn1.32xlarge", "on_demand", 21.50, "source:seed000"), 1);
    EXPECT_EQ(prices("trn1.32xlarge", "on_demand", 24.34, "source:seed003"), 1);
    EXPECT_EQ(prices("trn1.32xlarge", "on_demand", 21.50,
                     "source:aws-pricelist:us-east-1:20260728175247"),
              1);
    EXPECT_EQ(prices("p5.48xlarge", "on_demand", 98.32, "source:seed001"), 1);
    EXPECT_EQ(prices("p5.48xlarge", "on_demand", 38.06, "source:seed003"), 1);
    EXPECT_EQ(
        prices("p5.48xlarge", "on_demand", 55.04, "source:aws-pricelist:us-east-1:20260728175247"),
        1);
    // Seed 003 calls trn1.32xlarge "Trainium 2": its observation stays on trn1.32xlarge.
    EXPECT_TRUE(scalar(db(), QStringLiteral("SELECT quote FROM price_observations WHERE seed_key "
                                            "= 'price:seed003:trn1.32xlarge:on_demand'"))
                    .toString()
                    .contains(QStringLiteral("Trainium 2 trn1.32xlarge")));
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT observed_date FROM price_observations WHERE "
                                          "seed_key = 'price:seed003:p5.48xlarge:on_demand'"))
                  .toString(),
              QStringLiteral("2026-06-19"));
}

TEST_P(SeedData, SeedPricesAndDiscountsArePresentPerInstanceHour)
{
    EXPECT_EQ(prices("trn1.32xlarge", "reserved_1y", 12.60, "source:seed000"), 1);
    EXPECT_EQ(prices("trn1.32xlarge", "reserved_3y", 7.59, "source:seed000"), 1);
    EXPECT_EQ(prices("trn1.32xlarge", "reserved_1y", 17.04, "source:seed003"), 1);
    EXPECT_EQ(prices("inf2.48xlarge", "on_demand", 12.98, "source:seed003"), 1);
    EXPECT_EQ(prices("trn3.48xlarge", "on_demand", 47.50, "source:seed001"), 1);
    EXPECT_EQ(prices("trn3-ultra", "on_demand", 175.00, "source:seed001"), 1);
    EXPECT_EQ(prices("p5e.48xlarge", "on_demand", 112.00, "source:seed001"), 1);
    // Seed 001's -40 % / -55 % / -70 % at the discounted per-instance rate.
    EXPECT_EQ(prices("trn3.48xlarge", "savings_plan_1y", 28.50, "source:seed001"), 1);
    EXPECT_EQ(prices("trn3.48xlarge", "savings_plan_3y", 21.375, "source:seed001"), 1);
    EXPECT_EQ(prices("trn3.48xlarge", "spot", 14.25, "source:seed001"), 1);
    EXPECT_EQ(prices("p5.48xlarge", "savings_plan_1y", 58.992, "source:seed001"), 1);
    EXPECT_EQ(prices("p5.48xlarge", "savings_plan_3y", 44.244, "source:seed001"), 1);
    EXPECT_EQ(prices("p5.48xlarge", "spot", 29.496, "source:seed001"), 1);
    EXPECT_EQ(prices("H200 SXM5 (per GPU)", "on_demand", 4.54, "source:seed004"), 1);
    EXPECT_EQ(prices("H200 SXM5 (per GPU)", "spot", 3.31, "source:seed004"), 1);
    EXPECT_EQ(prices("B200 SXM6 (per GPU)", "spot", 5.34, "source:seed004"), 1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM price_observations p JOIN "
                                         "instance_types i ON i.id = p.instance_type_id WHERE "
                                         "i.provider = 'Spheron' AND p.region <> 'spheron'")),
              0);
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT observed_date FROM price_observations WHERE "
                                          "seed_key = 'price:seed004:h200-sxm5:spot'"))
                  .toString(),
              QStringLiteral("2026-07-02"));
    // The price-list history (10 current + 16 archived rows, 2 of them the same
    // observation): 98.32 before AWS's June 2025 cut, 55.04 after; and Lambda's price page:
    // 8 x $3.99 a GPU-hour for its 8-GPU H100 instance.
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM price_observations p JOIN "
                                         "sources s ON s.id = p.source_id WHERE s.kind = "
                                         "'price_list'")),
              25);
    EXPECT_EQ(prices("gpu_8x_h100_sxm5", "on_demand", 31.92, "source:lambda-instances-2026-09-20"),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM price_observations p JOIN "
                                         "instance_types i ON i.id = p.instance_type_id WHERE "
                                         "i.provider = 'Lambda' AND p.region <> 'lambda'")),
              0);
}

TEST_P(SeedData, Trn3HasNoSpotOffering)
{
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT o.offered FROM instance_offerings o JOIN "
                                          "instance_types i ON i.id = o.instance_type_id WHERE "
                                          "i.name = 'trn3.48xlarge' AND o.purchase_model = 'spot'"))
                  .toInt(),
              0);
}

TEST_P(SeedData, ConflictingTrainium3SpecsAreAllKept)
{
    const QString statement = QStringLiteral(
        "SELECT count(*) FROM accelerator_specs x JOIN accelerators a ON a.id = x.accelerator_id "
        "JOIN sources s ON s.id = x.source_id WHERE a.name = 'Trainium3' AND x.spec = "
        "'bf16_dense_tflops' AND x.value = ? AND s.seed_key = ?");
    EXPECT_EQ(count(db(), statement, {671.0, QStringLiteral("source:neuron-trainium3")}), 1);
    EXPECT_EQ(count(db(), statement, {1260.0, QStringLiteral("source:seed001")}), 1);
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT qualifier FROM accelerator_specs WHERE seed_key "
                                          "= 'spec:seed001:trainium3:bf16_dense_tflops'"))
                  .toString(),
              QStringLiteral("~"));
}

TEST_P(SeedData, BenchmarksPortingAndPresetsArePresent)
{
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM benchmarks b JOIN accelerators a "
                                         "ON a.id = b.accelerator_id WHERE a.name = 'H200 SXM' "
                                         "AND b.metric = 'tokens_per_sec_per_gpu' AND b.value = "
                                         "1500 AND b.batch_size = 8 AND b.provenance = "
                                         "'independent'")),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM benchmarks WHERE metric = "
                                         "'tokens_per_sec_per_chip' AND value = 12400")),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM porting_profiles p JOIN sources s "
                                         "ON s.id = p.source_id WHERE s.seed_key = "
                                         "'source:seed004' AND weeks_low = 2 AND weeks_high = 6")),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM porting_profiles WHERE risk = "
                                         "'Very High'")),
              1);
    // The JSON is checked here, not with SQL JSON functions, which differ by backend.
    QSqlQuery presets(db());
    ASSERT_TRUE(
        presets.exec(QStringLiteral("SELECT seed_key, criteria_json FROM criteria_presets")));
    int valid = 0;
    while (presets.next()) {
        QJsonParseError error;
        const QJsonDocument json =
            QJsonDocument::fromJson(presets.value(1).toString().toUtf8(), &error);
        valid += error.error == QJsonParseError::NoError ? 1 : 0;
        if (presets.value(0).toString() == QLatin1String("preset:seed001-decision-matrix")) {
            EXPECT_EQ(json.object().value(QLatin1String("criteria")).toArray().size(), 10);
        }
    }
    EXPECT_EQ(valid, 3);
}

TEST_P(SeedData, LoadingAgainChangesNothing)
{
    const std::vector<qint64> before = rowCounts();
    auto again = SeedDataLoader().load(db());
    ASSERT_TRUE(again.ok()) << again.error().toString().toStdString();
    EXPECT_EQ(again.value(), SeedDataLoader::Outcome::UpToDate);

    // Force a full reload: still the same rows, no duplicates.
    QSqlQuery(db()).exec(QStringLiteral("DELETE FROM catalog_meta"));
    auto forced = SeedDataLoader().load(db());
    ASSERT_TRUE(forced.ok()) << forced.error().toString().toStdString();
    EXPECT_EQ(forced.value(), SeedDataLoader::Outcome::Loaded);
    EXPECT_EQ(rowCounts(), before);
    for (const QString &table : kSeededTables)
        EXPECT_EQ(
            count(db(), QStringLiteral("SELECT count(*) - count(DISTINCT seed_key) FROM ") + table),
            0)
            << table.toStdString();
}

TEST_P(SeedData, AnUnchangedSeedIsSkippedByItsHash)
{
    // A change made behind the loader's back survives because the hash still matches.
    QSqlQuery(db()).exec(QStringLiteral("UPDATE price_observations SET hourly_usd = 1 WHERE "
                                        "seed_key = 'price:seed000:trn1.32xlarge:on_demand'"));
    auto skipped = SeedDataLoader().load(db());
    ASSERT_TRUE(skipped.ok());
    EXPECT_EQ(skipped.value(), SeedDataLoader::Outcome::UpToDate);
    EXPECT_EQ(prices("trn1.32xlarge", "on_demand", 1.0, "source:seed000"), 1);
    ASSERT_TRUE(SeedDataLoader().hash().ok());
    EXPECT_EQ(scalar(db(), QStringLiteral("SELECT value FROM catalog_meta WHERE key = "
                                          "'seed_hash'"))
                  .toString(),
              SeedDataLoader().hash().value());
}

TEST_P(SeedData, UserRowsAndScenariosSurviveASeedUpgrade)
{
    QSqlQuery user(db());
    ASSERT_TRUE(
        user.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('my quote', 'user')")));
    ASSERT_TRUE(user.exec(QStringLiteral(
        "INSERT INTO price_observations (instance_type_id, region, purchase_model, hourly_usd, "
        "observed_date, source_id) SELECT id, 'us-east-1', 'on_demand', 19.99, '2026-11-01', "
        "(SELECT id FROM sources WHERE title = 'my quote') FROM instance_types WHERE name = "
        "'trn1.32xlarge'")));
    ASSERT_TRUE(user.exec(QStringLiteral("INSERT INTO scenarios (name, json, created, modified) "
                                         "VALUES ('mine', '{}', '2026-11-01', '2026-11-01')")));

    // The next build's seed: a corrected price and a new instance type.
    const QString seed = copySeed();
    replaceIn(seed + QStringLiteral("/price_observations.csv"),
              QStringLiteral("price:seed000:trn1.32xlarge:on_demand,instance:aws:trn1.32xlarge,"
                             "us-east-1,,on_demand,,,,21.50"),
              QStringLiteral("price:seed000:trn1.32xlarge:on_demand,instance:aws:trn1.32xlarge,"
                             "us-east-1,,on_demand,,,,21.75"));
    QFile types(seed + QStringLiteral("/instance_types.csv"));
    ASSERT_TRUE(types.open(QIODevice::Append));
    types.write("instance:aws:trn2.3xlarge,AWS,trn2.3xlarge,accelerator:trainium2,1,chip,,,\n");
    types.close();

    auto upgraded = SeedDataLoader(seed).load(db());
    ASSERT_TRUE(upgraded.ok()) << upgraded.error().toString().toStdString();
    EXPECT_EQ(upgraded.value(), SeedDataLoader::Outcome::Loaded);
    EXPECT_EQ(prices("trn1.32xlarge", "on_demand", 21.75, "source:seed000"), 1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM instance_types WHERE name = "
                                         "'trn2.3xlarge'")),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM price_observations WHERE seed_key "
                                         "IS NULL AND hourly_usd = 19.99")),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM sources WHERE seed_key IS NULL")),
              1);
    EXPECT_EQ(count(db(), QStringLiteral("SELECT count(*) FROM scenarios")), 1);
}

TEST_P(SeedData, ABadSeedRowIsNamedAndChangesNothing)
{
    const QString seed = copySeed();
    replaceIn(seed + QStringLiteral("/price_observations.csv"),
              QStringLiteral(",on_demand,,,,24.34,"), QStringLiteral(",on_demand,,,,24.3x4,"));
    const std::vector<qint64> before = rowCounts();
    auto failed = SeedDataLoader(seed).load(db());
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().table, QStringLiteral("price_observations"));
    EXPECT_EQ(failed.error().row, QStringLiteral("price:seed003:trn1.32xlarge:on_demand"));
    EXPECT_EQ(failed.error().field, QStringLiteral("hourly_usd"));
    EXPECT_EQ(rowCounts(), before);
    EXPECT_NE(scalar(db(), QStringLiteral("SELECT value FROM catalog_meta WHERE key = "
                                          "'seed_hash'"))
                  .toString(),
              SeedDataLoader(seed).hash().value());
}

TEST_P(SeedData, AMissingReferenceIsNamed)
{
    const QString seed = copySeed();
    replaceIn(seed + QStringLiteral("/instance_types.csv"),
              QStringLiteral("instance:aws:trn1.32xlarge,AWS,trn1.32xlarge,accelerator:trainium1"),
              QStringLiteral("instance:aws:trn1.32xlarge,AWS,trn1.32xlarge,accelerator:nope"));
    auto failed = SeedDataLoader(seed).load(db());
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().table, QStringLiteral("instance_types"));
    EXPECT_EQ(failed.error().row, QStringLiteral("instance:aws:trn1.32xlarge"));
    EXPECT_EQ(failed.error().field, QStringLiteral("accelerator_key"));
}

ACCELDECIDE_ON_EVERY_BACKEND(SeedData);
