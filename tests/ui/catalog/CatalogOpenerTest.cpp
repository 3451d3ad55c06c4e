#include "ui/catalog/CatalogOpener.h"
#include "ui/MainWindow.h"
#include "ui/settings/ApplicationSettings.h"

#include "database/connection/CatalogBackups.h"
#include "database/connection/CatalogDatabase.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;
using Choice = CatalogOpener::Choice;
using Kind = db::DatabaseError::Kind;

namespace {

db::DatabaseError errorOf(Kind kind)
{
    db::DatabaseError error{{}, {}, {}, QStringLiteral("problem")};
    error.kind = kind;
    return error;
}

// A catalog that has been opened twice, so it has its daily backup.
void writeCatalogWithBackup(const QString &path)
{
    db::CatalogDatabase::OpenOptions options;
    options.seeding = db::CatalogDatabase::Seeding::Skip;
    ASSERT_TRUE(db::CatalogDatabase::open(path, options).ok());
    ASSERT_TRUE(db::CatalogDatabase::open(path, options).ok());
    ASSERT_EQ(db::CatalogBackups(path).list().size(), 1u);
}

void overwrite(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

// Answers the opener's questions from a script, recording what was offered.
struct ScriptedAnswers
{
    QList<Choice> answers;
    QList<QList<Choice>> offered;
    QStringList problems;

    void install(CatalogOpener &opener)
    {
        opener.setAsk([this](const QString &problem, const QList<Choice> &choices) {
            problems << problem;
            offered << choices;
            return answers.isEmpty() ? Choice::ContinueWithout : answers.takeFirst();
        });
        opener.setChooseBackup([](const std::vector<db::CatalogBackup> &backups) {
            return std::optional<db::CatalogBackup>(backups.front());
        });
    }
};

} // namespace

TEST(CatalogOpenerTest, OffersTheWaysOutThatFitTheProblem)
{
    EXPECT_EQ(CatalogOpener::choicesFor(errorOf(Kind::Locked), true),
              (QList<Choice>{Choice::TryAgain, Choice::OpenReadOnly, Choice::ChooseAnotherFile,
                             Choice::ContinueWithout}));
    EXPECT_EQ(
        CatalogOpener::choicesFor(errorOf(Kind::ReadOnly), true),
        (QList<Choice>{Choice::OpenReadOnly, Choice::ChooseAnotherFile, Choice::ContinueWithout}));
    EXPECT_EQ(
        CatalogOpener::choicesFor(errorOf(Kind::Damaged), true),
        (QList<Choice>{Choice::RestoreBackup, Choice::ChooseAnotherFile, Choice::ContinueWithout}));
    EXPECT_EQ(CatalogOpener::choicesFor(errorOf(Kind::Damaged), false),
              (QList<Choice>{Choice::ChooseAnotherFile, Choice::ContinueWithout}));
    EXPECT_EQ(CatalogOpener::choicesFor(errorOf(Kind::NewerSchema), true),
              (QList<Choice>{Choice::ChooseAnotherFile, Choice::ContinueWithout}))
        << "a newer catalog is never restored over or downgraded";
    EXPECT_EQ(CatalogOpener::choicesFor(errorOf(Kind::Unreachable), false),
              (QList<Choice>{Choice::TryAgain, Choice::OpenLocalCatalog,
                             Choice::ChooseAnotherServer, Choice::ContinueWithout}));
}

// A team catalog whose server does not answer: the problem names host and port, and a
// local catalog file can be opened instead; the server's password never reaches it.
TEST(CatalogOpenerTest, AnUnreachableServerCanBeSwappedForALocalCatalog)
{
    QTemporaryDir dir;
    const QString local = dir.filePath(QStringLiteral("local.sqlite"));
    CatalogOpener opener(nullptr);
    ScriptedAnswers script{{Choice::TryAgain, Choice::OpenLocalCatalog}, {}, {}};
    script.install(opener);
    opener.setChooseFile([&] { return local; });
    QStringList lookedUp;
    opener.setLookUpPassword([&](const QString &url) {
        lookedUp << url;
        return std::optional<QString>(QStringLiteral("from-the-keyring"));
    });
    const QString url = QStringLiteral("postgresql://alice@127.0.0.1:1/team");
    CatalogOpener::Opened opened = opener.open(url);
    ASSERT_NE(opened.catalog, nullptr);
    EXPECT_EQ(opened.path, local);
    EXPECT_FALSE(opened.catalog->isServer());
    EXPECT_EQ(lookedUp, QStringList{url}) << "the keyring is asked once, for the server";
    ASSERT_EQ(script.problems.size(), 2) << "tried twice, then the local file";
    for (const QString &problem : script.problems) {
        EXPECT_TRUE(problem.contains(QStringLiteral("cannot be reached on 127.0.0.1 port 1")))
            << problem.toStdString();
        EXPECT_FALSE(problem.contains(QStringLiteral("from-the-keyring")));
    }
    EXPECT_FALSE(ApplicationSettings::recentCatalogs().get().contains(url))
        << "only a catalog that opened is recent";
}

TEST(CatalogOpenerTest, RestoresADamagedCatalogFromItsBackupKeepingTheDamagedFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    writeCatalogWithBackup(path);
    overwrite(path, QByteArray(4096, 'x'));

    CatalogOpener opener(nullptr);
    ScriptedAnswers script{{Choice::RestoreBackup}, {}, {}};
    script.install(opener);
    CatalogOpener::Opened opened = opener.open(path);
    ASSERT_NE(opened.catalog, nullptr);
    EXPECT_FALSE(opened.catalog->isReadOnly());
    ASSERT_EQ(script.offered.size(), 1);
    EXPECT_TRUE(script.offered[0].contains(Choice::RestoreBackup));
    EXPECT_TRUE(script.problems[0].contains(QStringLiteral("not a SQLite database")))
        << script.problems[0].toStdString();
    ASSERT_EQ(opened.messages.size(), 1);
    EXPECT_TRUE(opened.messages[0].contains(QStringLiteral("the damaged file was kept as")))
        << opened.messages[0].toStdString();
    const QStringList aside =
        QDir(dir.path()).entryList({QStringLiteral("catalog.sqlite.damaged-*")});
    ASSERT_EQ(aside.size(), 1);
    QFile kept(dir.filePath(aside[0]));
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), QByteArray(4096, 'x'));
}

TEST(CatalogOpenerTest, WriteProtectedCatalogCanBeOpenedReadOnly)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    writeCatalogWithBackup(path);
    QFile::setPermissions(path, QFile::ReadOwner);

    CatalogOpener opener(nullptr);
    ScriptedAnswers script{{Choice::OpenReadOnly}, {}, {}};
    script.install(opener);
    CatalogOpener::Opened opened = opener.open(path);
    ASSERT_NE(opened.catalog, nullptr);
    EXPECT_TRUE(opened.catalog->isReadOnly());
    EXPECT_EQ(opened.path, path);
}

TEST(CatalogOpenerTest, AnotherFileCanBeChosenAndTheBadOneIsLeftAlone)
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("notes.txt"));
    overwrite(bad, "not a catalog");
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));

    CatalogOpener opener(nullptr);
    ScriptedAnswers script{{Choice::ChooseAnotherFile}, {}, {}};
    script.install(opener);
    opener.setChooseFile([&] { return fresh; });
    CatalogOpener::Opened opened = opener.open(bad);
    ASSERT_NE(opened.catalog, nullptr);
    EXPECT_EQ(opened.path, fresh);
    QFile original(bad);
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    EXPECT_EQ(original.readAll(), QByteArray("not a catalog"));
}

TEST(CatalogOpenerTest, ALockedCatalogOpensWhenTriedAgainAfterTheLockIsGone)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    writeCatalogWithBackup(path);
    db::CatalogDatabase::OpenOptions options;
    options.seeding = db::CatalogDatabase::Seeding::Skip;
    auto holder = db::CatalogDatabase::open(path, options);
    ASSERT_TRUE(holder.ok());
    auto lock = std::make_unique<QSqlQuery>(holder.value()->connection());
    ASSERT_TRUE(lock->exec(QStringLiteral("BEGIN IMMEDIATE")));

    CatalogOpener opener(nullptr);
    QList<QList<Choice>> offered;
    opener.setAsk([&](const QString &problem, const QList<Choice> &choices) {
        offered << choices;
        EXPECT_TRUE(problem.contains(QStringLiteral("locked"))) << problem.toStdString();
        lock->exec(QStringLiteral("ROLLBACK")); // the other program finishes
        return Choice::TryAgain;
    });
    CatalogOpener::Opened opened = opener.open(path);
    ASSERT_NE(opened.catalog, nullptr);
    ASSERT_EQ(offered.size(), 1);
    EXPECT_EQ(offered[0].first(), Choice::TryAgain);
}

TEST(CatalogOpenerTest, ContinuingWithoutLeavesTheWindowWithoutACatalog)
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("catalog.sqlite"));
    overwrite(bad, {});
    MainWindow window;
    ScriptedAnswers script{{Choice::ContinueWithout}, {}, {}};
    script.install(window.catalogOpener());
    window.openCatalog(bad);
    EXPECT_EQ(window.catalog(), nullptr);
    EXPECT_TRUE(script.problems[0].contains(QStringLiteral("is empty (0 bytes)")));
    EXPECT_EQ(QFile(bad).size(), 0) << "an empty file is not made into a catalog";
}

TEST(CatalogOpenerTest, TheWindowUsesAReadOnlyCatalog)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    writeCatalogWithBackup(path);
    QFile::setPermissions(path, QFile::ReadOwner);
    MainWindow window;
    ScriptedAnswers script{{Choice::OpenReadOnly}, {}, {}};
    script.install(window.catalogOpener());
    window.openCatalog(path);
    ASSERT_NE(window.catalog(), nullptr);
    EXPECT_TRUE(window.catalog()->isReadOnly());
    EXPECT_EQ(window.databasePath(), path);
}
