// A team catalog on a real PostgreSQL server: the roles init-server sets up, what each
// may do, and copying whole catalogs between a SQLite file and the server.
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/catalog/CatalogCopy.h"
#include "database/catalog/CatalogQueries.h"
#include "database/connection/SqliteErrorKind.h"
#include "database/import/CatalogCsv.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"
#include "database/server/ServerRoles.h"

#include "core/io/ScenarioReader.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>

#include <algorithm>

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

// A new server database set up as `catalog init-server` does; its name.
QString initialisedDatabase()
{
    QTemporaryDir dir;
    const QString url = newCatalogLocation(dir, SqlDialect::Backend::PostgreSql);
    if (url.isEmpty())
        return {};
    auto opened = CatalogDatabase::open(url);
    EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    if (!opened)
        return {};
    const auto applied = ServerRoles::apply(opened.value()->connection());
    EXPECT_TRUE(applied.ok()) << applied.error().toString().toStdString();
    return url.section(QLatin1Char('/'), -1);
}

// A login user that is a member of `role` (cluster-wide, so named per test program).
QString loginUser(const char *who, const char *role)
{
    const QString user = QStringLiteral("%1_%2").arg(QLatin1String(who)).arg(::getpid());
    PostgresTestServer &server = PostgresTestServer::shared();
    server.execAsSuperuser(QStringLiteral("postgres"),
                           QStringLiteral("DROP ROLE IF EXISTS %1").arg(user));
    EXPECT_TRUE(server.execAsSuperuser(
        QStringLiteral("postgres"),
        QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE %2").arg(user, QLatin1String(role))))
        << server.error().toStdString();
    return user;
}

TEST(PostgreSqlTeamCatalog, InitServerCreatesTheRolesAndCanRunAgain)
{
    const QString database = initialisedDatabase();
    ASSERT_FALSE(database.isEmpty());
    auto opened = CatalogDatabase::open(PostgresTestServer::shared().url(database));
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    const auto again = ServerRoles::apply(opened.value()->connection());
    ASSERT_TRUE(again.ok()) << again.error().toString().toStdString();
    EXPECT_TRUE(again.value().contains(QStringLiteral("role acceldecide_viewer exists")));
    QSqlQuery roles(opened.value()->connection());
    ASSERT_TRUE(roles.exec(QStringLiteral("SELECT count(*) FROM pg_roles WHERE rolname IN "
                                          "('acceldecide_viewer', 'acceldecide_editor', "
                                          "'acceldecide_admin')")) &&
                roles.next());
    EXPECT_EQ(roles.value(0).toInt(), 3);
    QSqlQuery owner(opened.value()->connection());
    ASSERT_TRUE(owner.exec(QStringLiteral("SELECT tableowner FROM pg_tables WHERE tablename = "
                                          "'price_observations'")) &&
                owner.next());
    EXPECT_EQ(owner.value(0).toString(), QStringLiteral("acceldecide_admin"));
}

TEST(PostgreSqlTeamCatalog, AViewerReadsAndARefusedWriteNamesTheRoleItNeeds)
{
    const QString database = initialisedDatabase();
    ASSERT_FALSE(database.isEmpty());
    const QString viewer = loginUser("viewer", ServerRoles::kViewer);
    auto opened = CatalogDatabase::open(PostgresTestServer::shared().url(database, viewer));
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    const auto prices = CatalogQueries(opened.value()->connection()).list(QStringLiteral("prices"));
    ASSERT_TRUE(prices.ok()) << prices.error().toString().toStdString();
    EXPECT_FALSE(prices.value().rows.empty());

    ScenarioRepository repository(*opened.value());
    const auto saved = repository.save(sampleScenario("viewer's plan"));
    ASSERT_FALSE(saved.ok());
    EXPECT_EQ(saved.error().kind, DatabaseError::Kind::ReadOnly);
    EXPECT_TRUE(saved.error().message.contains(QStringLiteral("needs the role acceldecide_editor")))
        << saved.error().toString().toStdString();
    EXPECT_EQ(count(opened.value()->connection(), "scenarios"), 0);
}

TEST(PostgreSqlTeamCatalog, AnEditorSavesScenariosButNotReferenceData)
{
    const QString database = initialisedDatabase();
    ASSERT_FALSE(database.isEmpty());
    const QString editor = loginUser("editor", ServerRoles::kEditor);
    auto opened = CatalogDatabase::open(PostgresTestServer::shared().url(database, editor));
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    ScenarioRepository repository(*opened.value());
    const auto saved = repository.save(sampleScenario("editor's plan"));
    ASSERT_TRUE(saved.ok()) << saved.error().toString().toStdString();

    QSqlQuery insert(opened.value()->connection());
    ASSERT_FALSE(insert.exec(QStringLiteral(
        "INSERT INTO accelerators (name, vendor, stack) VALUES ('X1', 'X', 'cuda')")));
    const DatabaseError refused = sqliteError(insert.lastError(), QStringLiteral("add"));
    EXPECT_EQ(refused.kind, DatabaseError::Kind::ReadOnly);
    EXPECT_TRUE(refused.message.contains(QStringLiteral("accelerators")));
    EXPECT_TRUE(refused.message.contains(QStringLiteral("needs the role acceldecide_admin")))
        << refused.message.toStdString();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// SQLite -> PostgreSQL -> SQLite keeps every row and id: the two files export alike.
TEST(PostgreSqlCatalogCopy, FileToServerAndBackKeepsEveryRowAndId)
{
    TempCatalog original(CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(original.catalog);
    ScenarioRepository repository(*original.catalog);
    ASSERT_TRUE(repository.save(sampleScenario("first plan")).ok());
    ASSERT_TRUE(repository.save(sampleScenario("pinned plan")).ok());
    QSqlQuery user(original.db());
    ASSERT_TRUE(user.exec(QStringLiteral("INSERT INTO sources (title, kind, notes) VALUES "
                                         "('=cmd|'' /C calc''!A0', 'user', 'it''s mine')")));
    // A gap in the ids, which a copy must keep.
    ASSERT_TRUE(user.exec(QStringLiteral("DELETE FROM scenarios WHERE id = 1")));

    TempCatalog server(CatalogDatabase::Seeding::Skip, SqlDialect::Backend::PostgreSql);
    ASSERT_TRUE(server.catalog);
    const auto copied = CatalogCopy::copy(*original.catalog, *server.catalog);
    ASSERT_TRUE(copied.ok()) << copied.error().toString().toStdString();
    EXPECT_GT(copied.value(), 100);
    EXPECT_EQ(scalarValue(server.db(), QStringLiteral("SELECT min(id) FROM scenarios")).toInt(), 2);

    // A second copy into the same server catalog is refused: it is no longer empty.
    const auto again = CatalogCopy::copy(*original.catalog, *server.catalog);
    ASSERT_FALSE(again.ok());
    EXPECT_TRUE(again.error().message.contains(QStringLiteral("empty catalog")));

    // The server's ids continue after the copied ones.
    ScenarioRepository onServer(*server.catalog);
    const auto next = onServer.save(sampleScenario("made on the server"));
    ASSERT_TRUE(next.ok()) << next.error().toString().toStdString();
    EXPECT_EQ(next.value(), 3);

    TempCatalog back(CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(ScenarioRepository(*back.catalog).list().ok());
    ASSERT_TRUE(QSqlQuery(server.db()).exec(QStringLiteral("DELETE FROM scenarios WHERE id = 3")));
    const auto returned = CatalogCopy::copy(*server.catalog, *back.catalog);
    ASSERT_TRUE(returned.ok()) << returned.error().toString().toStdString();
    EXPECT_EQ(returned.value(), copied.value());

    const QString first = original.dir.filePath(QStringLiteral("first"));
    const QString second = back.dir.filePath(QStringLiteral("second"));
    ASSERT_TRUE(CatalogCsv::exportTo(*original.catalog, first).ok());
    ASSERT_TRUE(CatalogCsv::exportTo(*back.catalog, second).ok());
    for (const QString &table : CatalogCsv::tables()) {
        const QString name = table + QStringLiteral(".csv");
        QByteArrayList firstLines = readAll(QDir(first).filePath(name)).split('\n');
        QByteArrayList secondLines = readAll(QDir(second).filePath(name)).split('\n');
        // Rows without an id (instance offerings) come back in key order, not insertion
        // order; every other table comes back byte for byte.
        if (table == QLatin1String(schema::instanceOfferings::kTable)) {
            std::sort(firstLines.begin(), firstLines.end());
            std::sort(secondLines.begin(), secondLines.end());
        }
        EXPECT_TRUE(firstLines == secondLines) << name.toStdString();
    }
}

} // namespace
