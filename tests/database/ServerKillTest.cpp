// The catalog server dies (SIGKILL to the postmaster and its backends, as in a crash)
// while a client writes: after a restart on the same data folder, every write the API
// reported as done is there, and nothing else: the write in flight is all there or not
// at all. The server is the test's own, so the shared one stays up for the others.
#include "PostgresTestServer.h"
#include "database/connection/CatalogDatabase.h"
#include "database/import/CatalogCsv.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include "core/io/ScenarioReader.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <map>
#include <thread>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

qint64 countRows(CatalogDatabase &catalog, const char *table)
{
    QSqlQuery query(catalog.connection());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table))) ||
        !query.next())
        return -1;
    return query.value(0).toLongLong();
}

// A catalog CSV folder whose price_observations.csv holds `extra` prices on top of the
// seed's (the first seed price on `extra` earlier days), written through a scratch
// catalog file so the columns are exactly what an export has.
QString bigCatalogCsv(const QTemporaryDir &dir, int extra)
{
    const QString scratch = dir.filePath(QStringLiteral("scratch.sqlite"));
    CatalogDatabase::OpenOptions options;
    options.backupsToKeep = 0;
    auto opened = CatalogDatabase::open(scratch, options);
    if (!opened)
        return {};
    QSqlDatabase &connection = opened.value()->connection();
    const QString table = QString::fromLatin1(schema::priceObservations::kTable);
    const QSqlRecord record = connection.record(table);
    QStringList columns;
    QStringList values;
    for (int i = 0; i < record.count(); ++i) {
        const QString name = record.fieldName(i);
        if (name == QLatin1String("id"))
            continue;
        columns << name;
        // A price is one per instance, place, model and day: each extra row is a day
        // further back, at its own rate.
        if (name == QLatin1String("hourly_usd"))
            values << QStringLiteral("hourly_usd + n.i * 0.001");
        else if (name == QLatin1String("observed_date"))
            values << QStringLiteral("date(observed_date, printf('-%d days', n.i))");
        else if (name == QLatin1String("seed_key"))
            values << QStringLiteral("NULL");
        else
            values << name;
    }
    QSqlQuery insert(connection);
    const QString sql =
        QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
                       "%1) INSERT INTO %2 (%3) SELECT %4 FROM %2, n WHERE %2.id = (SELECT "
                       "min(id) FROM %2)")
            .arg(extra)
            .arg(table, columns.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
    if (!insert.exec(sql)) {
        ADD_FAILURE() << sql.toStdString() << ": " << insert.lastError().text().toStdString();
        return {};
    }
    const QString folder = dir.filePath(QStringLiteral("csv"));
    if (!CatalogCsv::exportTo(*opened.value(), folder))
        return {};
    return folder;
}

Scenario sampleScenario(const std::string &name, int horizon)
{
    ScenarioReadResult read = ScenarioReader::fromFile(
        QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/../../../resources/scenarios/"
                                                     "seed003-trn1-vs-p5.json")
            .toStdString());
    EXPECT_TRUE(read.ok());
    Scenario scenario = read.ok() ? *read : Scenario{};
    scenario.name = name;
    scenario.horizonMonths = horizon;
    return scenario;
}

TEST(PostgreSqlServerKill, AnImportKilledHalfwayLeavesNoRowOfIt)
{
    QTemporaryDir dir;
    const QString folder = bigCatalogCsv(dir, 4000);
    ASSERT_FALSE(folder.isEmpty());

    std::unique_ptr<PostgresTestServer> server = PostgresTestServer::startOwn();
    ASSERT_TRUE(server->isRunning()) << server->error().toStdString();
    const QString url = server->createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server->error().toStdString();

    qint64 before = 0;
    ImportReport report;
    bool killed = false;
    {
        auto opened = CatalogDatabase::open(url);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        before = countRows(*opened.value(), schema::priceObservations::kTable);
        ASSERT_GT(before, 0);
        // Killed from the importing thread once a third of the file has been written:
        // the rows so far are in the open transaction, none committed.
        ImportOptions options;
        options.progress = [&](qint64 done, qint64 total) {
            if (!killed && total > 0 && done * 3 >= total && done < total)
                killed = server->kill();
        };
        report = CatalogCsv::importFrom(*opened.value(), folder, options);
    }
    ASSERT_TRUE(killed) << "the import ended before the server could be killed";
    EXPECT_TRUE(report.refused) << report.message.toStdString();
    EXPECT_TRUE(report.message.contains(QStringLiteral("rolled back")))
        << report.message.toStdString();

    ASSERT_TRUE(server->restart()) << server->error().toStdString();
    auto reopened = CatalogDatabase::open(url);
    ASSERT_TRUE(reopened.ok()) << reopened.error().toString().toStdString();
    EXPECT_EQ(countRows(*reopened.value(), schema::priceObservations::kTable), before)
        << "the killed import must leave none of its rows";
}

// Saves (new scenarios and new versions of them) run back to back while another thread
// kills the server; the saver stops at the first failure. After the restart every save
// reported done is there at its version and contents, with its history entry, and the
// save in flight is there whole or not at all.
TEST(PostgreSqlServerKill, EverySaveReportedDoneSurvivesAndTheOneInFlightIsAllOrNothing)
{
    std::unique_ptr<PostgresTestServer> server = PostgresTestServer::startOwn();
    ASSERT_TRUE(server->isRunning()) << server->error().toStdString();
    const QString url = server->createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server->error().toStdString();

    struct Saved
    {
        qint64 id = 0;
        qint64 version = 0;
        int horizon = 0;
    };
    std::map<std::string, Saved> done; // what the API reported as written
    std::string inFlightName;
    int inFlightHorizon = 0;
    std::atomic<int> saves{0};
    {
        auto opened = CatalogDatabase::open(url);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        ScenarioRepository repository(*opened.value());
        std::atomic<bool> killed{false};
        std::thread killer([&] {
            while (saves.load() < 30)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            // Somewhere inside one of the next saves.
            std::this_thread::sleep_for(std::chrono::milliseconds(7));
            killed = server->kill();
        });
        for (int i = 0; i < 100000; ++i) {
            // Even steps add a scenario, odd steps save a new version of the last one.
            const std::string name = "plan-" + std::to_string(i / 2);
            const int horizon = 12 + i % 2;
            std::optional<qint64> readVersion;
            if (const auto it = done.find(name); it != done.end())
                readVersion = it->second.version;
            inFlightName = name;
            inFlightHorizon = horizon;
            const DatabaseResult<qint64> saved =
                repository.save(sampleScenario(name, horizon), readVersion);
            if (!saved)
                break;
            done[name] = {saved.value(), readVersion.value_or(0) + 1, horizon};
            ++saves;
        }
        killer.join();
        ASSERT_TRUE(killed);
    }
    ASSERT_GE(done.size(), 15u);

    ASSERT_TRUE(server->restart()) << server->error().toStdString();
    auto reopened = CatalogDatabase::open(url);
    ASSERT_TRUE(reopened.ok()) << reopened.error().toString().toStdString();
    ScenarioRepository repository(*reopened.value());
    const auto list = repository.list();
    ASSERT_TRUE(list.ok());
    std::size_t found = 0;
    for (const ScenarioSummary &summary : list.value()) {
        const std::string name = summary.name.toStdString();
        const auto loaded = repository.load(summary.id);
        ASSERT_TRUE(loaded.ok()) << name;
        const auto stamp = repository.stamp(summary.id);
        ASSERT_TRUE(stamp.ok());
        const auto history = repository.history(summary.id);
        ASSERT_TRUE(history.ok());
        ASSERT_FALSE(history.value().empty()) << name;
        EXPECT_EQ(history.value().front().version, stamp.value().version)
            << name << ": a version without its history entry";
        const auto it = done.find(name);
        if (name == inFlightName) {
            // The save the kill interrupted: its old version, or the new one whole.
            const bool asBefore = it != done.end() && stamp.value().version == it->second.version &&
                                  loaded.value().horizonMonths == it->second.horizon;
            const bool asSaved =
                stamp.value().version == (it == done.end() ? 1 : it->second.version + 1) &&
                loaded.value().horizonMonths == inFlightHorizon;
            EXPECT_TRUE(asBefore || asSaved) << name << " version " << stamp.value().version;
            if (it != done.end())
                ++found;
            continue;
        }
        ASSERT_NE(it, done.end()) << name << " is there although no save of it was reported";
        ++found;
        EXPECT_EQ(summary.id, it->second.id) << name;
        EXPECT_EQ(stamp.value().version, it->second.version) << name;
        EXPECT_EQ(loaded.value().horizonMonths, it->second.horizon) << name;
    }
    EXPECT_EQ(found, done.size()) << "a save reported as done is missing";
}

// The server goes away between two saves: the next save fails as Unreachable (not a
// general error), reconnect() fails the same way while the server is down, and once it
// is back reconnect() opens the same CatalogDatabase again and the very same save goes
// through, the scenario in memory unchanged: nothing the user typed is lost.
TEST(PostgreSqlServerKill, ASaveAfterTheServerWentAwaySucceedsOnRetryAfterReconnecting)
{
    std::unique_ptr<PostgresTestServer> server = PostgresTestServer::startOwn();
    ASSERT_TRUE(server->isRunning()) << server->error().toStdString();
    const QString url = server->createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server->error().toStdString();

    auto opened = CatalogDatabase::open(url);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    CatalogDatabase &catalog = *opened.value();
    ScenarioRepository repository(catalog);
    const auto first = repository.save(sampleScenario("before", 12));
    ASSERT_TRUE(first.ok()) << first.error().toString().toStdString();
    EXPECT_TRUE(catalog.answers());
    EXPECT_TRUE(catalog.reconnect().ok()) << "a connection that answers is left alone";

    ASSERT_TRUE(server->kill());
    const Scenario typed = sampleScenario("typed while the server was down", 30);
    const auto failed = repository.save(typed, std::nullopt);
    ASSERT_FALSE(failed.ok());
    EXPECT_EQ(failed.error().kind, DatabaseError::Kind::Unreachable)
        << failed.error().toString().toStdString();
    EXPECT_TRUE(failed.error().message.contains(QStringLiteral("connection")))
        << failed.error().toString().toStdString();
    EXPECT_FALSE(catalog.answers());
    const DatabaseStatus stillDown = catalog.reconnect();
    ASSERT_FALSE(stillDown.ok());
    EXPECT_EQ(stillDown.error().kind, DatabaseError::Kind::Unreachable);

    ASSERT_TRUE(server->restart()) << server->error().toStdString();
    const DatabaseStatus back = catalog.reconnect();
    ASSERT_TRUE(back.ok()) << back.error().toString().toStdString();
    EXPECT_TRUE(catalog.answers());
    const auto retried = repository.save(typed, std::nullopt);
    ASSERT_TRUE(retried.ok()) << retried.error().toString().toStdString();

    auto reopened = CatalogDatabase::open(url);
    ASSERT_TRUE(reopened.ok()) << reopened.error().toString().toStdString();
    const auto loaded = ScenarioRepository(*reopened.value())
                            .loadByName(QStringLiteral("typed while the server was down"));
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
    EXPECT_EQ(loaded.value().horizonMonths, 30);
    EXPECT_TRUE(ScenarioRepository(*reopened.value()).loadByName(QStringLiteral("before")).ok());
}

} // namespace
