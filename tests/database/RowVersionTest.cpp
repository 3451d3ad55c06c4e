// Several writers on one catalog: every editable row carries a version and who/when
// columns, and a save of a row someone else changed since it was read is refused with a
// Conflict naming them, never silently overwriting their change. Both backends; "two
// people" are two connections to the same file or server database.
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/catalog/CatalogEditor.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include "core/io/ScenarioReader.h"

#include <QSqlQuery>

#include <unistd.h>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

Scenario sampleScenario(const std::string &name)
{
    ScenarioReadResult read = ScenarioReader::fromFile(
        fixture("../../../resources/scenarios/seed003-trn1-vs-p5.json").toStdString());
    EXPECT_TRUE(read.ok());
    Scenario scenario = read.ok() ? *read : Scenario{};
    scenario.name = name;
    return scenario;
}

// Two people on one catalog: `alice` and `bob` connect to the same file or server
// database. On a file the writer's name is the operating-system user, so each acts with
// USER set to their name; on the server each logs in as their own role.
class TwoWriters : public BackendTest
{
protected:
    void SetUp() override
    {
        m_savedUser = qgetenv("USER");
        location = newLocation();
        ASSERT_FALSE(location.isEmpty());
        QString aliceAt = location;
        QString bobAt = location;
        if (onPostgreSql()) {
            PostgresTestServer &server = PostgresTestServer::shared();
            const QString database = location.section(QLatin1Char('/'), -1);
            aliceName = QStringLiteral("alice_%1").arg(::getpid());
            bobName = QStringLiteral("bob_%1").arg(::getpid());
            // Roles are cluster-wide and own what they created: made once per test run.
            static bool created = false;
            for (const QString &role : {aliceName, bobName}) {
                if (created)
                    break;
                server.execAsSuperuser(QStringLiteral("postgres"),
                                       QStringLiteral("DROP ROLE IF EXISTS %1").arg(role));
                ASSERT_TRUE(server.execAsSuperuser(
                    QStringLiteral("postgres"),
                    QStringLiteral("CREATE ROLE %1 LOGIN SUPERUSER").arg(role)))
                    << server.error().toStdString();
            }
            created = true;
            aliceAt = server.url(database, aliceName);
            bobAt = server.url(database, bobName);
        }
        act(aliceName);
        auto first = CatalogDatabase::open(aliceAt, CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(first.ok()) << first.error().toString().toStdString();
        alice = std::move(first.value());
        act(bobName);
        auto second = CatalogDatabase::open(bobAt, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(second.ok()) << second.error().toString().toStdString();
        bob = std::move(second.value());
        act(aliceName);
    }
    void TearDown() override { qputenv("USER", m_savedUser); }

    // The next writes are this person's (on a file: the OS user the catalog records).
    void act(const QString &who) const
    {
        if (!onPostgreSql())
            qputenv("USER", who.toUtf8());
    }

    QString location;
    QString aliceName = QStringLiteral("alice");
    QString bobName = QStringLiteral("bob");
    std::unique_ptr<CatalogDatabase> alice;
    std::unique_ptr<CatalogDatabase> bob;

private:
    QByteArray m_savedUser;
};

TEST_P(TwoWriters, ScenariosCarryTheirVersionAndWhoSavedThem)
{
    ScenarioRepository repository(*alice);
    const auto id = repository.save(sampleScenario("plan"));
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
    const auto created = repository.stamp(id.value());
    ASSERT_TRUE(created.ok()) << created.error().toString().toStdString();
    EXPECT_EQ(created.value().version, 1);
    EXPECT_EQ(created.value().createdBy, aliceName);
    EXPECT_EQ(created.value().updatedBy, aliceName);
    EXPECT_TRUE(created.value().updatedAt.endsWith(QLatin1Char('Z')));

    act(bobName);
    ASSERT_TRUE(ScenarioRepository(*bob).save(sampleScenario("plan"), 1).ok());
    const auto changed = repository.stamp(id.value());
    ASSERT_TRUE(changed.ok());
    EXPECT_EQ(changed.value().version, 2);
    EXPECT_EQ(changed.value().createdBy, aliceName);
    EXPECT_EQ(changed.value().updatedBy, bobName);
    const auto listed = repository.list();
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 1u);
    EXPECT_EQ(listed.value()[0].version, 2);
    EXPECT_EQ(listed.value()[0].updatedBy, bobName);
}

TEST_P(TwoWriters, ASavedScenarioChangedSinceItWasReadIsAConflictNamingWhoChangedIt)
{
    ScenarioRepository mine(*alice);
    ScenarioRepository theirs(*bob);
    Scenario original = sampleScenario("shared plan");
    const auto id = mine.save(original);
    ASSERT_TRUE(id.ok());
    // Both read version 1; Bob saves first.
    Scenario bobs = original;
    bobs.horizonMonths = 24;
    act(bobName);
    ASSERT_TRUE(theirs.save(bobs, 1).ok());

    act(aliceName);
    Scenario alices = original;
    alices.horizonMonths = 48;
    const auto refused = mine.save(alices, 1);
    ASSERT_FALSE(refused.ok());
    const DatabaseError &error = refused.error();
    EXPECT_EQ(error.kind, DatabaseError::Kind::Conflict);
    ASSERT_TRUE(error.conflict.has_value());
    EXPECT_EQ(error.conflict->table, QStringLiteral("scenarios"));
    EXPECT_EQ(error.conflict->id, id.value());
    EXPECT_EQ(error.conflict->label, QStringLiteral("shared plan"));
    EXPECT_EQ(error.conflict->readVersion, 1);
    EXPECT_EQ(error.conflict->storedVersion, 2);
    EXPECT_EQ(error.conflict->changedBy, bobName);
    EXPECT_FALSE(error.conflict->changedAt.isEmpty());
    EXPECT_TRUE(error.toString().contains(QStringLiteral("shared plan")))
        << error.toString().toStdString();
    EXPECT_TRUE(error.message.contains(bobName)) << error.message.toStdString();
    // Nothing of Alice's was written.
    EXPECT_EQ(mine.load(id.value()).value().horizonMonths, 24);
    EXPECT_EQ(mine.stamp(id.value()).value().version, 2);

    // Overwrite: saving without a read version replaces Bob's change, knowingly.
    ASSERT_TRUE(mine.save(alices, std::nullopt).ok());
    EXPECT_EQ(mine.load(id.value()).value().horizonMonths, 48);
    EXPECT_EQ(mine.stamp(id.value()).value().version, 3);
    // Saving on top of what one last saved is no conflict.
    ASSERT_TRUE(mine.save(alices, 3).ok());

    // Deleted by Bob since Alice read it: a conflict too, saying so.
    act(bobName);
    ASSERT_TRUE(theirs.remove(id.value()).ok());
    act(aliceName);
    const auto gone = mine.save(alices, 4);
    ASSERT_FALSE(gone.ok());
    EXPECT_EQ(gone.error().kind, DatabaseError::Kind::Conflict);
    ASSERT_TRUE(gone.error().conflict.has_value());
    EXPECT_TRUE(gone.error().conflict->deleted());
    EXPECT_TRUE(mine.list().value().empty());
}

TEST_P(TwoWriters, ACatalogRowChangedSinceItWasReadIsAConflict)
{
    CatalogEditor mine(*alice);
    CatalogEditor theirs(*bob);
    auto values = mine.defaultValues(CatalogTable::PriceObservations);
    ASSERT_TRUE(values.ok()) << values.error().toString().toStdString();
    values.value().insert(QString::fromLatin1(schema::priceObservations::kHourlyUsd), 12.5);
    const auto id = mine.insertRow(CatalogTable::PriceObservations, values.value());
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
    const auto read = mine.row(CatalogTable::PriceObservations, id.value());
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read.value().stamp.version, 1);
    EXPECT_EQ(read.value().stamp.createdBy, aliceName);

    const QString hourly = QString::fromLatin1(schema::priceObservations::kHourlyUsd);
    act(bobName);
    const DatabaseStatus bobs =
        theirs.updateCell(CatalogTable::PriceObservations, id.value(), hourly, 13.0, 1);
    ASSERT_TRUE(bobs.ok()) << bobs.error().toString().toStdString();

    act(aliceName);
    const DatabaseStatus alices =
        mine.updateCell(CatalogTable::PriceObservations, id.value(), hourly, 14.0, 1);
    ASSERT_FALSE(alices.ok());
    EXPECT_EQ(alices.error().kind, DatabaseError::Kind::Conflict);
    ASSERT_TRUE(alices.error().conflict.has_value());
    EXPECT_EQ(alices.error().conflict->changedBy, bobName);
    EXPECT_EQ(alices.error().conflict->storedVersion, 2);
    EXPECT_EQ(alices.error().table, QStringLiteral("price_observations"));
    const auto stored = mine.row(CatalogTable::PriceObservations, id.value());
    ASSERT_TRUE(stored.ok());
    EXPECT_EQ(
        stored.value().values[mine.columnIndex(CatalogTable::PriceObservations, hourly)].toDouble(),
        13.0);
    EXPECT_EQ(stored.value().stamp.updatedBy, bobName);
    EXPECT_EQ(stored.value().stamp.version, 2);

    // Reload, then save: goes through.
    ASSERT_TRUE(mine.updateCell(CatalogTable::PriceObservations, id.value(), hourly, 14.0, 2).ok());
    EXPECT_EQ(mine.row(CatalogTable::PriceObservations, id.value()).value().stamp.version, 3);
}

ACCELDECIDE_ON_EVERY_BACKEND(TwoWriters);

// Every table the editor edits, and scenarios, carry the audit columns; rows that were
// there before have version 1.
TEST_P(TwoWriters, EveryEditableTableHasTheAuditColumns)
{
    QSqlDatabase &db = alice->connection();
    for (const char *table : schema::audit::kTables) {
        const SqlDialect::TableShape shape =
            SqlDialect::of(db).describe(db, QString::fromLatin1(table));
        QStringList names;
        for (const SqlDialect::Column &column : shape.columns)
            names << column.name;
        for (const char *column : {schema::audit::kRowVersion, schema::audit::kCreatedBy,
                                   schema::audit::kUpdatedBy, schema::audit::kUpdatedAt})
            EXPECT_TRUE(names.contains(QString::fromLatin1(column))) << table << "." << column;
    }
    EXPECT_EQ(count(db, schema::priceObservations::kTable, QStringLiteral("row_version <> 1")), 0);
    EXPECT_GT(count(db, schema::priceObservations::kTable), 0);
}

} // namespace
