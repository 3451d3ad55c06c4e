#include "database/scenarios/ScenarioRepository.h"
#include "ImporterTestSupport.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <QDateTime>
#include <QFile>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

const QString kScenarioFile = fixture("../../../resources/scenarios/seed003-trn1-vs-p5.json");

Scenario sampleScenario()
{
    ScenarioReadResult read = ScenarioReader::fromFile(kScenarioFile.toStdString());
    EXPECT_TRUE(read.ok());
    return read.ok() ? *read : Scenario{};
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class ScenarioRepositoryTest : public BackendTest
{};

TEST_P(ScenarioRepositoryTest, SavesListsLoadsAndRemoves)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ScenarioRepository repository(*temp.catalog);
    Scenario scenario = sampleScenario();
    const auto id = repository.save(scenario);
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();

    const auto listed = repository.list();
    ASSERT_TRUE(listed.ok());
    ASSERT_EQ(listed.value().size(), 1u);
    EXPECT_EQ(listed.value()[0].id, id.value());
    EXPECT_EQ(listed.value()[0].name.toStdString(), scenario.name);
    EXPECT_TRUE(QDateTime::fromString(listed.value()[0].created, Qt::ISODate).isValid());
    EXPECT_TRUE(listed.value()[0].created.endsWith(QLatin1Char('Z')));

    const auto loaded = repository.load(id.value());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
    EXPECT_EQ(loaded.value(), scenario);
    EXPECT_TRUE(repository.loadByName(QString::fromStdString(scenario.name)).ok());

    EXPECT_TRUE(repository.remove(id.value()).ok());
    EXPECT_TRUE(repository.list().value().empty());
    const DatabaseStatus again = repository.remove(id.value());
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().table, QStringLiteral("scenarios"));
    EXPECT_FALSE(repository.load(id.value()).ok());
}

TEST_P(ScenarioRepositoryTest, SavingTheSameNameReplacesAndKeepsCreated)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ScenarioRepository repository(*temp.catalog);
    Scenario scenario = sampleScenario();
    const qint64 id = repository.save(scenario).value();
    QSqlQuery backdate(temp.db());
    ASSERT_TRUE(backdate.exec(QStringLiteral(
        "UPDATE scenarios SET created = '2020-01-01T00:00:00Z', modified = created")));
    scenario.horizonMonths = 24;
    EXPECT_EQ(repository.save(scenario).value(), id);
    const auto listed = repository.list().value();
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0].created, QStringLiteral("2020-01-01T00:00:00Z"));
    EXPECT_GT(listed[0].modified, listed[0].created);
    EXPECT_EQ(repository.load(id).value().horizonMonths, 24);

    scenario.name = "";
    EXPECT_FALSE(repository.save(scenario).ok());
}

TEST_P(ScenarioRepositoryTest, ImportsAndExportsScenarioFiles)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ScenarioRepository repository(*temp.catalog);
    const auto id = repository.importFile(kScenarioFile);
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
    const QString exported = temp.dir.filePath(QStringLiteral("out.json"));
    ASSERT_TRUE(repository.exportFile(id.value(), exported).ok());
    ScenarioReadResult back = ScenarioReader::fromFile(exported.toStdString());
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(*back, sampleScenario());
    EXPECT_FALSE(repository.exportFile(id.value() + 1, exported).ok());
}

TEST_P(ScenarioRepositoryTest, RefusesInvalidFilesWithEveryErrorAndWritesNothing)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ScenarioRepository repository(*temp.catalog);
    const QString invalid = fixture("../../cli/fixtures/invalid-two-errors.json");
    const auto result = repository.importFile(invalid);
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(
        result.error().message.contains(QStringLiteral("not a valid AccelDecide scenario")));
    EXPECT_TRUE(result.error().message.contains(QLatin1Char(';')))
        << result.error().message.toStdString(); // both errors, joined
    EXPECT_FALSE(repository.importFile(fixture("no-such-file.json")).ok());
    EXPECT_EQ(count(temp.db(), "scenarios"), 0);

    // A stored row that no longer validates is reported with its row id.
    QSqlQuery corrupt(temp.db());
    ASSERT_TRUE(corrupt.exec(QStringLiteral("INSERT INTO scenarios (name, json, created, modified) "
                                            "VALUES ('bad', '{}', 'x', 'x')")));
    const auto loaded = repository.loadByName(QStringLiteral("bad"));
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(loaded.error().field, QStringLiteral("json"));
}

TEST_P(ScenarioRepositoryTest, DuplicatesRenamesAndKnowsWhichNamesExist)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ScenarioRepository repository(*temp.catalog);
    Scenario scenario = sampleScenario();
    const QString original = QString::fromStdString(scenario.name);
    const qint64 id = repository.save(scenario).value();
    EXPECT_TRUE(repository.exists(original).value());
    EXPECT_FALSE(repository.exists(QStringLiteral("Copy")).value());
    EXPECT_EQ(repository.uniqueName(QStringLiteral("Copy")).value(), QStringLiteral("Copy"));
    EXPECT_EQ(repository.uniqueName(original).value(), original + QStringLiteral(" (2)"));

    const auto copy = repository.duplicate(id, QStringLiteral("Copy"));
    ASSERT_TRUE(copy.ok()) << copy.error().toString().toStdString();
    EXPECT_NE(copy.value(), id);
    Scenario expected = scenario;
    expected.name = "Copy";
    EXPECT_EQ(repository.load(copy.value()).value(), expected);
    EXPECT_EQ(repository.load(id).value(), scenario); // the original is untouched
    const auto taken = repository.duplicate(id, QStringLiteral("Copy"));
    ASSERT_FALSE(taken.ok());
    EXPECT_EQ(taken.error().message, QStringLiteral("a scenario named \"Copy\" already exists"));
    EXPECT_FALSE(repository.duplicate(id, QStringLiteral("  ")).ok());
    EXPECT_FALSE(repository.duplicate(id + 100, QStringLiteral("Other")).ok());

    ASSERT_TRUE(repository.rename(copy.value(), QStringLiteral("Renamed")).ok());
    EXPECT_EQ(repository.load(copy.value()).value().name, "Renamed");
    EXPECT_FALSE(repository.exists(QStringLiteral("Copy")).value());
    EXPECT_FALSE(repository.rename(copy.value(), original).ok());
    EXPECT_TRUE(repository.rename(id, original).ok()); // its own name: nothing to do
    const auto listed = repository.list().value();
    ASSERT_EQ(listed.size(), 2u);
    EXPECT_EQ(listed[0].name, QStringLiteral("Renamed"));
    EXPECT_EQ(listed[1].name, original);
}

TEST_P(ScenarioRepositoryTest, StoredScenariosMayLeavePricesToTheCatalog)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ScenarioRepository repository(*temp.catalog);
    Scenario scenario = sampleScenario();
    scenario.options[1].instanceHourlyUsd.reset();
    scenario.options[2].purchase.discountFromCatalog = true;
    scenario.options[2].purchase.discountPercent = 0.0; // left to the catalog, not stored
    const qint64 id = repository.save(scenario).value();
    const auto loaded = repository.load(id);
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
    EXPECT_EQ(loaded.value(), scenario);
}

ACCELDECIDE_ON_EVERY_BACKEND(ScenarioRepositoryTest);
