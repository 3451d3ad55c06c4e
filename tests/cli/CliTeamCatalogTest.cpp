// `--database postgresql://…`, `catalog init-server` and `catalog copy` against a real
// PostgreSQL server, started for this test (PostgresTestServer); without the server
// programs the test fails saying why.
#include "CliProcess.h"
#include "PostgresTestServer.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace acceldecide::test {
namespace {

using db::test::PostgresTestServer;

std::vector<int> observationIds(const std::string &json)
{
    std::vector<int> ids;
    const std::string key = "\"price_observation_id\": ";
    for (std::size_t at = json.find(key); at != std::string::npos; at = json.find(key, at + 1))
        ids.push_back(std::atoi(json.c_str() + at + key.size()));
    std::sort(ids.begin(), ids.end());
    return ids;
}

class CliTeamCatalog : public ::testing::Test
{
protected:
    static void SetUpTestSuite()
    {
        // The harness talks to the server through Qt SQL, whose drivers need this.
        static int argc = 1;
        static char name[] = "cli_tests";
        static char *argv[] = {name, nullptr};
        if (!QCoreApplication::instance())
            s_application = new QCoreApplication(argc, argv);
    }
    static void TearDownTestSuite() { PostgresTestServer::stopShared(); }

    static QCoreApplication *s_application;
};

QCoreApplication *CliTeamCatalog::s_application = nullptr;

TEST_F(CliTeamCatalog, InitServerListCopyAndAViewersRefusedImport)
{
    PostgresTestServer &server = PostgresTestServer::shared();
    ASSERT_TRUE(server.isRunning()) << "PostgreSQL test server: " << server.error().toStdString();
    const QString url = server.createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server.error().toStdString();

    const ProcessResult init = runCli({"catalog", "init-server", url.toStdString()});
    ASSERT_EQ(init.exitCode, 0) << init.err;
    EXPECT_NE(init.out.find("acceldecide_editor may also write"), std::string::npos) << init.out;
    const ProcessResult again = runCli({"catalog", "init-server", url.toStdString()});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(again.out.find("role acceldecide_admin exists"), std::string::npos) << again.out;

    const ProcessResult prices =
        runCli({"catalog", "list", "prices", "--database", url.toStdString()});
    ASSERT_EQ(prices.exitCode, 0) << prices.err;
    EXPECT_NE(prices.out.find("trn1.32xlarge"), std::string::npos);

    // A laptop copy of the server's catalog lists the same prices.
    QTemporaryDir dir;
    const std::string laptop = dir.filePath(QStringLiteral("laptop.sqlite")).toStdString();
    const ProcessResult copy = runCli({"catalog", "copy", url.toStdString(), laptop});
    ASSERT_EQ(copy.exitCode, 0) << copy.err;
    EXPECT_NE(copy.out.find("Copied "), std::string::npos) << copy.out;
    const ProcessResult local = runCli({"catalog", "list", "prices", "--database", laptop});
    ASSERT_EQ(local.exitCode, 0) << local.err;
    // The same observations; rows that tie in the listing's order may come in either.
    EXPECT_EQ(observationIds(local.out), observationIds(prices.out)) << prices.out.substr(0, 700);
    EXPECT_GT(observationIds(local.out).size(), 40u);
    // Copying into a catalog that is not empty is refused, naming why.
    const ProcessResult twice = runCli({"catalog", "copy", url.toStdString(), laptop});
    EXPECT_EQ(twice.exitCode, 2);
    EXPECT_NE(twice.err.find("empty catalog"), std::string::npos) << twice.err;

    // A viewer may read but not import; the refusal names the role that may.
    const QString viewer = QStringLiteral("cliviewer_%1").arg(::getpid());
    const QString database = url.section(QLatin1Char('/'), -1);
    server.execAsSuperuser(QStringLiteral("postgres"),
                           QStringLiteral("DROP ROLE IF EXISTS %1").arg(viewer));
    ASSERT_TRUE(server.execAsSuperuser(
        QStringLiteral("postgres"),
        QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE acceldecide_viewer").arg(viewer)))
        << server.error().toStdString();
    const std::string asViewer = server.url(database, viewer).toStdString();
    const ProcessResult read = runCli({"catalog", "list", "sources", "--database", asViewer});
    EXPECT_EQ(read.exitCode, 0) << read.err;
    // A new source of the viewer's own, in the catalog CSV format.
    const QString mine = dir.filePath(QStringLiteral("mine"));
    ASSERT_TRUE(QDir().mkpath(mine));
    QFile sources(mine + QStringLiteral("/sources.csv"));
    ASSERT_TRUE(sources.open(QIODevice::WriteOnly));
    sources.write("id,title,kind\n9999,my own benchmark notes,user\n");
    sources.close();
    const ProcessResult refused = runCli(
        {"catalog", "import", "--format", "csv", mine.toStdString(), "--database", asViewer});
    EXPECT_NE((refused.out + refused.err).find("needs the role acceldecide_editor"),
              std::string::npos)
        << refused.err << refused.out;
}

// Two people saving the same scenario with `catalog save-scenario --if-version`: the one
// who read an older version gets exit 2, naming the scenario and who changed it; on a
// file and on the server.
TEST_F(CliTeamCatalog, SaveScenarioRefusesAScenarioChangedSinceItWasRead)
{
    PostgresTestServer &server = PostgresTestServer::shared();
    ASSERT_TRUE(server.isRunning()) << "PostgreSQL test server: " << server.error().toStdString();
    const QString url = server.createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server.error().toStdString();
    const QString bob = QStringLiteral("clibob_%1").arg(::getpid());
    server.execAsSuperuser(QStringLiteral("postgres"),
                           QStringLiteral("DROP ROLE IF EXISTS %1").arg(bob));
    ASSERT_TRUE(server.execAsSuperuser(QStringLiteral("postgres"),
                                       QStringLiteral("CREATE ROLE %1 LOGIN SUPERUSER").arg(bob)))
        << server.error().toStdString();
    QTemporaryDir dir;
    const std::string file = dir.filePath(QStringLiteral("team.sqlite")).toStdString();
    const std::string scenario =
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed003-trn1-vs-p5.json";
    const QByteArray savedUser = qgetenv("USER");
    struct Location
    {
        std::string mine;
        std::string theirs;
        std::string theirName;
    };
    const Location locations[] = {{file, file, "bob"},
                                  {url.toStdString(),
                                   server.url(url.section(QLatin1Char('/'), -1), bob).toStdString(),
                                   bob.toStdString()}};
    for (const Location &location : locations) {
        SCOPED_TRACE(location.mine);
        qputenv("USER", "alice");
        const ProcessResult first =
            runCli({"catalog", "save-scenario", scenario, "--database", location.mine});
        ASSERT_EQ(first.exitCode, 0) << first.err;
        EXPECT_NE(first.out.find("as version 1"), std::string::npos) << first.out;
        // Bob saves on top of version 1; then Alice, who also read version 1, is refused.
        qputenv("USER", "bob");
        const ProcessResult theirs = runCli({"catalog", "save-scenario", scenario, "--database",
                                             location.theirs, "--if-version", "1"});
        ASSERT_EQ(theirs.exitCode, 0) << theirs.err;
        EXPECT_NE(theirs.out.find("as version 2"), std::string::npos) << theirs.out;
        qputenv("USER", "alice");
        const ProcessResult refused = runCli({"catalog", "save-scenario", scenario, "--database",
                                              location.mine, "--if-version", "1"});
        EXPECT_EQ(refused.exitCode, 2);
        EXPECT_NE(refused.err.find("Seed 003: trn1.32xlarge vs p5.48xlarge"), std::string::npos)
            << refused.err;
        EXPECT_NE(refused.err.find("changed by " + location.theirName), std::string::npos)
            << refused.err;
        EXPECT_NE(refused.err.find("version 2 now"), std::string::npos) << refused.err;
    }
    qputenv("USER", savedUser);
}

#if ACCELDECIDE_CLI_HAS_GUI
// A report regenerated from a saved version of a scenario: each saved version is kept,
// and `report --scenario NAME --version N` writes the report of that version.
TEST(CliSavedScenarioReport, ReportsAnySavedVersion)
{
    QTemporaryDir dir;
    const std::string catalog = dir.filePath(QStringLiteral("catalog.sqlite")).toStdString();
    const std::string original =
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed003-trn1-vs-p5.json";
    QFile in(QString::fromStdString(original));
    ASSERT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray longer = in.readAll();
    ASSERT_TRUE(longer.contains("\"horizon_months\": 12"));
    longer.replace("\"horizon_months\": 12", "\"horizon_months\": 24");
    const QString changed = dir.filePath(QStringLiteral("changed.json"));
    QFile out(changed);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(longer);
    out.close();
    ASSERT_EQ(runCli({"catalog", "save-scenario", original, "--database", catalog}).exitCode, 0);
    const ProcessResult second = runCli({"catalog", "save-scenario", changed.toStdString(),
                                         "--database", catalog, "--if-version", "1"});
    ASSERT_EQ(second.exitCode, 0) << second.err;

    const std::string name = "Seed 003: trn1.32xlarge vs p5.48xlarge, one instance for a year";
    for (const char *version : {"1", "2"}) {
        const std::string pdf = dir.filePath(QStringLiteral("v%1.pdf").arg(version)).toStdString();
        const ProcessResult report = runCli(
            {"report", "--scenario", name, "--version", version, "--database", catalog, "-o", pdf});
        ASSERT_EQ(report.exitCode, 0) << report.err;
        EXPECT_GT(QFile(QString::fromStdString(pdf)).size(), 10000) << version;
    }
    const ProcessResult missing =
        runCli({"report", "--scenario", name, "--version", "5", "--database", catalog, "-o",
                dir.filePath(QStringLiteral("x.pdf")).toStdString()});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("recorded versions are 1, 2"), std::string::npos) << missing.err;
    const ProcessResult unknown =
        runCli({"report", "--scenario", "no such plan", "--database", catalog, "-o",
                dir.filePath(QStringLiteral("y.pdf")).toStdString()});
    EXPECT_EQ(unknown.exitCode, 2);
    EXPECT_NE(unknown.err.find("no scenario named \"no such plan\""), std::string::npos)
        << unknown.err;
}
#endif

TEST(CliTeamCatalogUrl, APasswordInTheUrlIsRefusedWithoutBeingShown)
{
    const ProcessResult result =
        runCli({"catalog", "list", "--database", "postgresql://me:hunter2@localhost/catalog"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("must not contain a password"), std::string::npos) << result.err;
    EXPECT_EQ(result.err.find("hunter2"), std::string::npos);
}

// Nothing listens on port 1 of 127.0.0.1: the command fails at once (exit 2), naming the
// host, the port and libpq's reason, and never the password libpq was given.
TEST(CliTeamCatalogUrl, AnUnreachableServerIsNamedWithItsReason)
{
    qputenv("PGPASSWORD", "s3cret-from-env");
    const ProcessResult result =
        runCli({"catalog", "list", "--database", "postgresql://someone@127.0.0.1:1/catalog"});
    qunsetenv("PGPASSWORD");
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("cannot be reached on 127.0.0.1 port 1: "), std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("Connection refused"), std::string::npos) << result.err;
    EXPECT_EQ(result.err.find("s3cret"), std::string::npos) << result.err;
    EXPECT_TRUE(result.out.empty()) << result.out;
}

} // namespace
} // namespace acceldecide::test
