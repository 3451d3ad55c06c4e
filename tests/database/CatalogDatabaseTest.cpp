#include "database/connection/CatalogDatabase.h"
#include "database/connection/TransactionGuard.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace acceldecide::db;

namespace {

QString scalar(QSqlDatabase &database, const QString &statement)
{
    QSqlQuery query(database);
    if (!query.exec(statement) || !query.next())
        return QStringLiteral("<error>");
    return query.value(0).toString();
}

} // namespace

TEST(CatalogDatabase, CreatesTheCurrentSchemaWithWalAndForeignKeys)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    auto opened = CatalogDatabase::open(path);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    QSqlDatabase &db = opened.value()->connection();
    EXPECT_EQ(scalar(db, QStringLiteral("PRAGMA user_version")).toInt(), schema::kCurrentVersion);
    EXPECT_EQ(scalar(db, QStringLiteral("PRAGMA journal_mode")), QStringLiteral("wal"));
    EXPECT_EQ(scalar(db, QStringLiteral("PRAGMA foreign_keys")), QStringLiteral("1"));
    for (const char *table :
         {schema::sources::kTable, schema::accelerators::kTable, schema::acceleratorSpecs::kTable,
          schema::instanceTypes::kTable, schema::instanceOfferings::kTable,
          schema::priceObservations::kTable, schema::benchmarks::kTable,
          schema::portingProfiles::kTable, schema::criteriaPresets::kTable,
          schema::scenarios::kTable, schema::models::kTable, schema::measurements::kTable}) {
        EXPECT_EQ(scalar(db, QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = '%1'")
                                 .arg(QString::fromLatin1(table))),
                  QStringLiteral("1"))
            << table;
    }
}

TEST(CatalogDatabase, ReopeningKeepsTheSchemaVersion)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    ASSERT_TRUE(CatalogDatabase::open(path).ok());
    auto again = CatalogDatabase::open(path);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(SchemaMigrator::version(again.value()->connection()).value(),
              schema::kCurrentVersion);
}

TEST(CatalogDatabase, RefusesANewerSchemaWithoutTouchingIt)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    {
        auto opened = CatalogDatabase::open(path);
        ASSERT_TRUE(opened.ok());
        QSqlQuery(opened.value()->connection()).exec(QStringLiteral("PRAGMA user_version = 99"));
    }
    auto refused = CatalogDatabase::open(path);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().toString().contains(QStringLiteral("newer")))
        << refused.error().toString().toStdString();
    EXPECT_TRUE(refused.error().toString().contains(QStringLiteral("99")));
}

TEST(CatalogDatabase, RefusesAFileThatIsNotADatabase)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(4096, 'x'));
    file.close();
    auto refused = CatalogDatabase::open(path);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().toString().contains(QStringLiteral("not an AccelDecide catalog")))
        << refused.error().toString().toStdString();
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_EQ(file.readAll(), QByteArray(4096, 'x')); // never overwritten
}

TEST(TransactionGuard, CommitsAtScopeEndAndRollsBackOnFailure)
{
    auto opened = CatalogDatabase::open(QStringLiteral(":memory:"));
    ASSERT_TRUE(opened.ok());
    QSqlDatabase &db = opened.value()->connection();
    const QString insert =
        QStringLiteral("INSERT INTO sources (title, kind) VALUES ('%1', 'user')");
    {
        TransactionGuard transaction(db);
        QSqlQuery(db).exec(insert.arg(QStringLiteral("kept")));
    }
    {
        TransactionGuard transaction(db);
        QSqlQuery(db).exec(insert.arg(QStringLiteral("dropped")));
        transaction.fail();
    }
    try {
        TransactionGuard transaction(db);
        QSqlQuery(db).exec(insert.arg(QStringLiteral("unwound")));
        throw std::runtime_error("boom");
    } catch (const std::runtime_error &) {
    }
    // Only the user's rows: open() also loads the seed sources.
    EXPECT_EQ(scalar(db, QStringLiteral("SELECT group_concat(title) FROM sources WHERE seed_key "
                                        "IS NULL")),
              QStringLiteral("kept"));
}

TEST(CatalogDatabase, ForeignKeysAreEnforced)
{
    auto opened = CatalogDatabase::open(QStringLiteral(":memory:"));
    ASSERT_TRUE(opened.ok());
    QSqlQuery query(opened.value()->connection());
    EXPECT_FALSE(query.exec(QStringLiteral(
        "INSERT INTO price_observations (instance_type_id, region, purchase_model, hourly_usd, "
        "observed_date, source_id) VALUES (42, 'us-east-1', 'on_demand', 1.0, '2026-07-01', 7)")));
}
