#include "database/connection/CatalogBackups.h"
#include "ImporterTestSupport.h"
#include "core/io/ScenarioReader.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

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

CatalogDatabase::OpenOptions unseeded()
{
    CatalogDatabase::OpenOptions options;
    options.seeding = CatalogDatabase::Seeding::Skip;
    return options;
}

std::vector<std::string> scenarioNames(CatalogDatabase &catalog)
{
    std::vector<std::string> names;
    const auto listed = ScenarioRepository(catalog).list(); // value() refers into it
    for (const ScenarioSummary &summary : listed.value())
        names.push_back(summary.name.toStdString());
    return names;
}

} // namespace

TEST(CatalogBackups, FirstOpenOfTheDayWritesOneBackupOfTheCatalogAsItWas)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto created = CatalogDatabase::open(path, unseeded());
        ASSERT_TRUE(created.ok());
        ASSERT_TRUE(ScenarioRepository(*created.value()).save(sampleScenario("kept")).ok());
    }
    CatalogBackups backups(path);
    EXPECT_TRUE(backups.list().empty()) << "a brand-new catalog has nothing to back up";

    for (int open = 0; open < 3; ++open) {
        auto opened = CatalogDatabase::open(path, unseeded());
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        EXPECT_TRUE(opened.value()->notices().isEmpty());
        if (open == 0) {
            ASSERT_TRUE(ScenarioRepository(*opened.value()).save(sampleScenario("later")).ok());
        }
    }
    const std::vector<CatalogBackup> list = backups.list();
    ASSERT_EQ(list.size(), 1u) << "one backup a day, however often the catalog opens";
    EXPECT_EQ(list[0].reason, QStringLiteral("daily"));
    EXPECT_EQ(list[0].created.date(), QDate::currentDate());

    // The backup is a catalog of its own, from before that day's changes.
    CatalogDatabase::OpenOptions readOnly = unseeded();
    readOnly.readOnly = true;
    auto backup = CatalogDatabase::open(list[0].path, readOnly);
    ASSERT_TRUE(backup.ok()) << backup.error().toString().toStdString();
    EXPECT_EQ(scenarioNames(*backup.value()), std::vector<std::string>{"kept"});
}

TEST(CatalogBackups, KeepsOnlyTheNewestCopies)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    auto opened = CatalogDatabase::open(path, unseeded());
    ASSERT_TRUE(opened.ok());
    CatalogBackups backups(path, 3);
    const QDateTime start(QDate(2026, 11, 1), QTime(9, 0));
    for (int day = 0; day < 6; ++day)
        ASSERT_TRUE(
            backups
                .create(opened.value()->connection(), QStringLiteral("daily"), start.addDays(day))
                .ok());
    const std::vector<CatalogBackup> list = backups.list();
    ASSERT_EQ(list.size(), 3u);
    EXPECT_EQ(list[0].created, start.addDays(5));
    EXPECT_EQ(list[2].created, start.addDays(3));
    EXPECT_TRUE(backups.hasBackupFrom(QDate(2026, 11, 6)));
    EXPECT_FALSE(backups.hasBackupFrom(QDate(2026, 11, 1)));
    // Files that are not backups (a crash's ".part", the user's notes) are left alone.
    QFile note(backups.folder() + QStringLiteral("/README.txt"));
    ASSERT_TRUE(note.open(QIODevice::WriteOnly));
    note.close();
    backups.prune();
    EXPECT_TRUE(note.exists());
}

TEST(CatalogBackups, MigrationIsPrecededByABackupOfTheOldVersion)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    ASSERT_TRUE(QFile::copy(fixture("schema/catalog-v1.sqlite"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    auto opened = CatalogDatabase::open(path, unseeded());
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    EXPECT_EQ(SchemaMigrator::version(opened.value()->connection()).value(),
              schema::kCurrentVersion);
    const std::vector<CatalogBackup> list = CatalogBackups(path).list();
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list[0].reason, QStringLiteral("before-migration-v1"));
    // The backup is the file as it was: still version 1.
    const QString name = QStringLiteral("backup-check");
    {
        QSqlDatabase backup = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        backup.setDatabaseName(list[0].path);
        ASSERT_TRUE(backup.open());
        EXPECT_EQ(SchemaMigrator::version(backup).value(), 1);
    }
    QSqlDatabase::removeDatabase(name);
}

TEST(CatalogBackups, AMigrationWhoseBackupFailsLeavesTheFileAlone)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    ASSERT_TRUE(QFile::copy(fixture("schema/catalog-v1.sqlite"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    // A plain file where the backup folder should be: the backup cannot be written.
    QFile blocker(path + QStringLiteral(".backups"));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();

    const auto opened = CatalogDatabase::open(path, unseeded());
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().kind, DatabaseError::Kind::BackupFailed);
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("left as it is")))
        << opened.error().toString().toStdString();

    QFile::remove(path + QStringLiteral(".backups"));
    auto retried = CatalogDatabase::open(path, unseeded());
    ASSERT_TRUE(retried.ok()) << "the untouched v1 file still migrates once backups work";
}

TEST(CatalogBackups, RestoreReplacesADamagedCatalogAndKeepsTheDamagedFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    {
        auto created = CatalogDatabase::open(path, unseeded());
        ASSERT_TRUE(created.ok());
        ASSERT_TRUE(ScenarioRepository(*created.value()).save(sampleScenario("precious")).ok());
    }
    {
        ASSERT_TRUE(CatalogDatabase::open(path, unseeded()).ok());
    } // writes the daily backup
    CatalogBackups backups(path);
    ASSERT_EQ(backups.list().size(), 1u);

    QFile damaged(path);
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
    ASSERT_EQ(damaged.write("these bytes are not a database"), 30);
    damaged.close();
    ASSERT_FALSE(CatalogDatabase::open(path, unseeded()).ok());

    const auto restored = backups.restore(backups.list()[0]);
    ASSERT_TRUE(restored.ok()) << restored.error().toString().toStdString();
    QFile aside(restored.value());
    ASSERT_TRUE(aside.open(QIODevice::ReadOnly));
    EXPECT_EQ(aside.readAll(), QByteArray("these bytes are not a database"));

    auto reopened = CatalogDatabase::open(path, unseeded());
    ASSERT_TRUE(reopened.ok()) << reopened.error().toString().toStdString();
    EXPECT_EQ(scenarioNames(*reopened.value()), std::vector<std::string>{"precious"});
}
