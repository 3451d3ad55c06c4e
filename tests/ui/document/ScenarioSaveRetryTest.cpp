// Saving a scenario in a team catalog whose server went away: the save offers Retry,
// which reconnects and saves the scenario as it was typed, against a real PostgreSQL.

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/document/ScenarioFileController.h"

#include "PostgresTestServer.h"
#include "compare/SavedScenarioCatalog.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using db::test::PostgresTestServer;

TEST(ScenarioSaveRetryTest, RetryAfterTheServerWentAwayReconnectsAndSavesWhatWasTyped)
{
    std::unique_ptr<PostgresTestServer> server = PostgresTestServer::startOwn();
    ASSERT_TRUE(server->isRunning()) << server->error().toStdString();
    const QString url = server->createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server->error().toStdString();
    auto opened = db::CatalogDatabase::open(url);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    db::CatalogDatabase &catalog = *opened.value();

    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(0);
    controller.setCatalog(&catalog);
    ScenarioFileController files(nullptr, &document, &controller);
    files.setCatalog(&catalog);
    files.setPasswordLookUp([](const QString &) { return std::optional<QString>(); });
    Scenario scenario = test::exampleScenario("seed003-trn1-vs-p5.json");
    scenario.name = "Team plan";
    document.reset(scenario);
    ASSERT_EQ(files.saveStored(QStringLiteral("Team plan")), QStringList());

    // Typed after the first save; then the server dies.
    ASSERT_TRUE(
        document
            .apply(QString(), QStringLiteral("horizon"), [](Scenario &s) { s.horizonMonths = 30; })
            .ok());
    ASSERT_TRUE(server->kill());

    QStringList asked;
    files.setRetryQuestion([&](const QString &problem) {
        asked << problem;
        if (asked.size() == 1)
            return true; // the server is still down: asked again
        EXPECT_TRUE(server->restart()) << server->error().toStdString();
        return true;
    });
    EXPECT_TRUE(files.save());
    ASSERT_EQ(asked.size(), 2);
    EXPECT_TRUE(asked[0].contains(QStringLiteral("connection"))) << asked[0].toStdString();
    EXPECT_FALSE(document.isModified());
    EXPECT_EQ(document.scenario().horizonMonths, 30);

    auto reopened = db::CatalogDatabase::open(url);
    ASSERT_TRUE(reopened.ok()) << reopened.error().toString().toStdString();
    const auto stored =
        db::ScenarioRepository(*reopened.value()).loadByName(QStringLiteral("Team plan"));
    ASSERT_TRUE(stored.ok()) << stored.error().toString().toStdString();
    EXPECT_EQ(stored.value().horizonMonths, 30);
}

TEST(ScenarioSaveRetryTest, CancelKeepsTheScenarioOpenAndUnsaved)
{
    std::unique_ptr<PostgresTestServer> server = PostgresTestServer::startOwn();
    ASSERT_TRUE(server->isRunning()) << server->error().toStdString();
    const QString url = server->createDatabase();
    ASSERT_FALSE(url.isEmpty()) << server->error().toStdString();
    auto opened = db::CatalogDatabase::open(url);
    ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();

    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(0);
    controller.setCatalog(opened.value().get());
    ScenarioFileController files(nullptr, &document, &controller);
    files.setCatalog(opened.value().get());
    files.setPasswordLookUp([](const QString &) { return std::optional<QString>(); });
    Scenario scenario = test::exampleScenario("seed003-trn1-vs-p5.json");
    scenario.name = "Team plan";
    document.reset(scenario);
    ASSERT_EQ(files.saveStored(QStringLiteral("Team plan")), QStringList());
    ASSERT_TRUE(server->kill());

    int asked = 0;
    files.setRetryQuestion([&](const QString &) {
        ++asked;
        return false;
    });
    EXPECT_FALSE(files.save());
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(document.scenario().name, "Team plan");
}

} // namespace
} // namespace acceldecide::ui
