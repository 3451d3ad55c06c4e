// The schema, its migrations and the catalog's identity on both backends: a SQLite file
// and a database on a real PostgreSQL server (the test run's own).
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/connection/SqlDialect.h"
#include "database/import/CatalogCsv.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"

#include <QSqlQuery>

#include <future>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

class CatalogBackend : public BackendTest
{};

TEST_P(CatalogBackend, CreatesTheCurrentSchemaMarkedAsACatalog)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    CatalogDatabase &catalog = *opened.value();
    EXPECT_EQ(catalog.isServer(), onPostgreSql());
    QSqlDatabase &db = catalog.connection();
    const SqlDialect dialect = SqlDialect::of(db);
    EXPECT_EQ(dialect.backend(), GetParam());
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
    EXPECT_EQ(dialect.applicationId(db).value(), schema::kApplicationId);
    const QStringList tables = dialect.tables(db).value();
    for (const QString &table : CatalogCsv::tables())
        EXPECT_TRUE(tables.contains(table)) << table.toStdString();
    EXPECT_TRUE(tables.contains(QLatin1String(schema::catalogMeta::kTable)));
    EXPECT_FALSE(tables.contains(QLatin1String(SqlDialect::kSchemaTable)));
}

TEST_P(CatalogBackend, SeedsAndReopensWithoutMigratingAgain)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    qint64 accelerators = 0;
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        accelerators = count(opened.value()->connection(), schema::accelerators::kTable);
    }
    auto memory = CatalogDatabase::open(QStringLiteral(":memory:"));
    ASSERT_TRUE(memory.ok());
    EXPECT_EQ(accelerators, count(memory.value()->connection(), schema::accelerators::kTable));
    EXPECT_GT(accelerators, 0);
    EXPECT_EQ(count(memory.value()->connection(), schema::priceObservations::kTable) > 0, true);

    auto again = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(again.ok()) << again.error().toString().toStdString();
    QSqlDatabase &db = again.value()->connection();
    EXPECT_EQ(count(db, schema::accelerators::kTable), accelerators);
    EXPECT_EQ(count(db, schema::priceObservations::kTable),
              count(memory.value()->connection(), schema::priceObservations::kTable));
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
}

TEST_P(CatalogBackend, RefusesANewerSchemaWithoutTouchingIt)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        QSqlDatabase &db = opened.value()->connection();
        ASSERT_TRUE(SqlDialect::of(db).setSchemaVersion(db, schema::kCurrentVersion + 1).ok());
    }
    auto refused = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().kind, DatabaseError::Kind::NewerSchema);
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("newer than this AccelDecide")))
        << refused.error().message.toStdString();
    EXPECT_TRUE(refused.error().message.startsWith(location))
        << refused.error().message.toStdString();
}

// Values reach SQL only bound: quotes, semicolons, comment markers and a megabyte of text
// are stored and read back exactly.
TEST_P(CatalogBackend, StoresHostileTextExactly)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(temp.catalog);
    const QStringList texts{QStringLiteral("Robert'); DROP TABLE sources; --"),
                            QStringLiteral("\"quoted\" \\ back\\slash"), QStringLiteral("-- c"),
                            QStringLiteral("$1 ? :name %s"), QString(1 << 20, QLatin1Char('x'))};
    QSqlQuery insert(temp.db());
    insert.prepare(
        QStringLiteral("INSERT INTO sources (title, kind, notes) VALUES (?, 'user', ?)"));
    for (const QString &text : texts) {
        insert.addBindValue(text);
        insert.addBindValue(text);
        ASSERT_TRUE(insert.exec()) << insert.lastError().text().toStdString();
    }
    QSqlQuery select(temp.db());
    ASSERT_TRUE(select.exec(QStringLiteral("SELECT title, notes FROM sources ORDER BY id")));
    QStringList back;
    while (select.next()) {
        EXPECT_EQ(select.value(0), select.value(1));
        back << select.value(0).toString();
    }
    EXPECT_EQ(back, texts);
}

// Version 9 adds sources.standing to a version 8 catalog, in the same cumulative step
// on both backends, and sets it from each source's kind: a price list and an
// independent article keep their word, a vendor's claim ranks as a vendor estimate
// until someone says it is the provider's own page, a user's own source stays unstated.
TEST_P(CatalogBackend, Version9GivesExistingSourcesTheStandingTheirKindImplies)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        QSqlDatabase &db = opened.value()->connection();
        QSqlQuery query(db);
        // Back to version 8's sources table, and no models, measurements or bill tables
        // (versions 10 to 12).
        ASSERT_TRUE(query.exec(QStringLiteral("ALTER TABLE sources DROP COLUMN standing")))
            << query.lastError().text().toStdString();
        ASSERT_TRUE(query.exec(QStringLiteral("DROP TABLE models")))
            << query.lastError().text().toStdString();
        ASSERT_TRUE(query.exec(QStringLiteral("DROP TABLE measurements")))
            << query.lastError().text().toStdString();
        dropActualsTables(db);
        ASSERT_TRUE(query.exec(QStringLiteral(
            "INSERT INTO sources (title, kind) VALUES ('list', 'price_list'), "
            "('article', 'independent'), ('claim', 'vendor_claim'), ('mine', 'user')")))
            << query.lastError().text().toStdString();
        ASSERT_TRUE(SqlDialect::of(db).setSchemaVersion(db, 8).ok());
    }
    auto migrated = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(migrated.ok()) << migrated.error().toString().toStdString();
    QSqlDatabase &db = migrated.value()->connection();
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
    QSqlQuery query(db);
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT title, standing FROM sources ORDER BY id")));
    QStringList standings;
    while (query.next())
        standings << query.value(0).toString() + QLatin1Char('=') +
                         (query.isNull(1) ? QStringLiteral("NULL") : query.value(1).toString());
    EXPECT_EQ(standings.join(QLatin1Char(' ')),
              QStringLiteral("list=price_list article=independent claim=vendor_estimate "
                             "mine=NULL"));
    // The column keeps to its four words.
    EXPECT_FALSE(query.exec(QStringLiteral("UPDATE sources SET standing = 'rumour'")));
}

ACCELDECIDE_ON_EVERY_BACKEND(CatalogBackend);

// Another application's database on the server is refused and left as it was.
TEST(PostgreSqlCatalog, RefusesADatabaseThatHoldsOtherTables)
{
    QTemporaryDir dir;
    const QString url = newCatalogLocation(dir, SqlDialect::Backend::PostgreSql);
    ASSERT_FALSE(url.isEmpty());
    PostgresTestServer &server = PostgresTestServer::shared();
    const QString database = url.section(QLatin1Char('/'), -1);
    ASSERT_TRUE(server.execAsSuperuser(database, QStringLiteral("CREATE TABLE invoices (n int)")))
        << server.error().toStdString();
    auto refused = CatalogDatabase::open(url);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().kind, DatabaseError::Kind::NotACatalog);
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("invoices")))
        << refused.error().message.toStdString();
}

// Two clients opening a new server catalog at the same moment: the advisory lock makes
// one migrate and the other find the schema done; both open it.
TEST(PostgreSqlCatalog, TwoClientsMigratingAtOnceDoNotCollide)
{
    QTemporaryDir dir;
    const QString url = newCatalogLocation(dir, SqlDialect::Backend::PostgreSql);
    ASSERT_FALSE(url.isEmpty());
    const auto openIt = [url] {
        auto opened = CatalogDatabase::open(url, CatalogDatabase::Seeding::Load);
        return opened ? QString() : opened.error().toString();
    };
    for (int round = 0; round < 2; ++round) {
        auto first = std::async(std::launch::async, openIt);
        auto second = std::async(std::launch::async, openIt);
        EXPECT_EQ(first.get().toStdString(), "");
        EXPECT_EQ(second.get().toStdString(), "");
    }
    auto opened = CatalogDatabase::open(url, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(opened.ok());
    EXPECT_EQ(SchemaMigrator::version(opened.value()->connection()).value(),
              schema::kCurrentVersion);
}

// A server that is not there: the message names the host and port and libpq's reason,
// and never a password, wherever libpq found one.
TEST(PostgreSqlCatalog, UnreachableServerIsNamedAndNoPasswordIsShown)
{
    qputenv("PGPASSWORD", "s3cret-from-env");
    auto refused =
        CatalogDatabase::open(QStringLiteral("postgresql://someone@127.0.0.1:1/catalog"));
    qunsetenv("PGPASSWORD");
    ASSERT_FALSE(refused.ok());
    const QString message = refused.error().toString();
    EXPECT_TRUE(message.contains(QStringLiteral("127.0.0.1 port 1"))) << message.toStdString();
    EXPECT_FALSE(message.contains(QStringLiteral("s3cret"))) << message.toStdString();
}

} // namespace
