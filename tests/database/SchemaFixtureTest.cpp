#include "database/connection/CatalogDatabase.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace acceldecide::db;

// Every released schema version has a committed catalog under fixtures/schema/
// (catalog-vN.sqlite, with a user scenario and a user source in it, from version 7 a
// decision record, from version 10 a user's model, from version 11 a team's imported
// measurement, from version 12 an imported bill and from version 13 an imported Spot Instance
// Advisor file). Opening a copy must migrate it to the current version and keep the user's rows;
// a new schema version adds its fixture here.
class SchemaFixture : public ::testing::TestWithParam<int>
{};

TEST_P(SchemaFixture, OpensAtTheCurrentVersionKeepingUserRows)
{
    const QString fixture =
        QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/schema/catalog-v%1.sqlite").arg(GetParam());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    ASSERT_TRUE(QFile::copy(fixture, path)) << fixture.toStdString();
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    auto opened = CatalogDatabase::open(path);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    QSqlDatabase &db = opened.value()->connection();
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
    QSqlQuery query(db);
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM scenarios WHERE name = 'user "
                                          "scenario'")) &&
                query.next());
    EXPECT_EQ(query.value(0).toInt(), 1);
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM sources WHERE title = 'my own "
                                          "notes' AND seed_key IS NULL")) &&
                query.next());
    EXPECT_EQ(query.value(0).toInt(), 1);
    // Version 9's standing: the shipped price lists rank first, AWS's own pages next (the
    // seed upgrade sets them), and the user's own source is left unstated.
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT standing FROM sources WHERE seed_key = "
                                          "'source:aws-pricelist:us-east-1:20260728175247'")) &&
                query.next());
    EXPECT_EQ(query.value(0).toString(), QStringLiteral("price_list"));
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT standing FROM sources WHERE seed_key = "
                                          "'source:aws-capacity-blocks-pricing'")) &&
                query.next());
    EXPECT_EQ(query.value(0).toString(), QStringLiteral("provider_page"));
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT standing FROM sources WHERE title = 'my own "
                                          "notes'")) &&
                query.next());
    EXPECT_TRUE(query.isNull(0));
    // Version 10's models: the seed upgrade adds the shipped ones to every older catalog,
    // and from version 10 on the fixture keeps a user's own model.
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM models WHERE seed_key = "
                                          "'model:llama-3.1-70b' AND layers = 80")) &&
                query.next());
    EXPECT_EQ(query.value(0).toInt(), 1);
    if (GetParam() >= 10) {
        ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM models WHERE model_id = "
                                              "'fixture-model' AND seed_key IS NULL")) &&
                    query.next());
        EXPECT_EQ(query.value(0).toInt(), 1);
    }
    // Version 11's measurements: empty after an upgrade, and from version 11 on the fixture
    // keeps a team's measurement imported from a file.
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM measurements WHERE file_name = "
                                          "'vllm-serve.json' AND value = 400")) &&
                query.next());
    EXPECT_EQ(query.value(0).toInt(), GetParam() >= 11 ? 1 : 0);
    // Version 12's bills: none after an upgrade; from version 12 on the fixture keeps one
    // bill's summed row, $215 of trn1 on-demand in March 2026.
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM actuals a JOIN bill_imports b "
                                          "ON a.import_id = b.id WHERE b.file_name = "
                                          "'fixture-bill.csv' AND a.effective_usd = 215")) &&
                query.next());
    EXPECT_EQ(query.value(0).toInt(), GetParam() >= 12 ? 1 : 0);
    // Version 13's Spot Instance Advisor rows: none after an upgrade; from version 13 on the
    // fixture keeps us-east-1's six rows of fixtures/spot-advisor/spot-advisor-data.json
    // (imported with --region us-east-1, the file dated 2026-11-30).
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM spot_advisor WHERE region = "
                                          "'us-east-1' AND observed_date = '2026-11-30'")) &&
                query.next());
    EXPECT_EQ(query.value(0).toInt(), GetParam() >= 13 ? 6 : 0);
    // From version 7 on, the fixture keeps a decision record, which no migration may lose.
    if (GetParam() >= 7) {
        ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM decisions WHERE decided_by "
                                              "= 'fixture'")) &&
                    query.next());
        EXPECT_EQ(query.value(0).toInt(), 1);
    }
}

INSTANTIATE_TEST_SUITE_P(EveryReleasedVersion, SchemaFixture,
                         ::testing::Range(1, schema::kCurrentVersion + 1));
