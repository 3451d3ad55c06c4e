// Earlier versions of prices, benchmarks and scenarios: every change is recorded in the
// same transaction (who, when, what changed) and any saved scenario version loads
// again; both backends.
#include "database/catalog/RowHistory.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/catalog/CatalogEditor.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include "core/io/ScenarioReader.h"

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

class RowHistoryTest : public BackendTest
{};

TEST_P(RowHistoryTest, EverySavedScenarioVersionIsKeptAndLoadsAgain)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ASSERT_TRUE(temp.catalog);
    ScenarioRepository repository(*temp.catalog);
    Scenario scenario = sampleScenario("plan");
    scenario.horizonMonths = 12;
    const auto id = repository.save(scenario);
    ASSERT_TRUE(id.ok()) << id.error().toString().toStdString();
    scenario.horizonMonths = 24;
    ASSERT_TRUE(repository.save(scenario, 1).ok());
    scenario.horizonMonths = 36;
    ASSERT_TRUE(repository.save(scenario, 2).ok());

    const auto history = repository.history(id.value());
    ASSERT_TRUE(history.ok()) << history.error().toString().toStdString();
    ASSERT_EQ(history.value().size(), 3u);
    EXPECT_EQ(history.value()[0].version, 3);
    EXPECT_EQ(history.value()[0].action, QStringLiteral("update"));
    EXPECT_EQ(history.value()[2].version, 1);
    EXPECT_EQ(history.value()[2].action, QStringLiteral("insert"));
    EXPECT_EQ(history.value()[0].changedBy, RowAudit::sessionUser(temp.db()));
    EXPECT_FALSE(history.value()[0].changedAt.isEmpty());
    // What changed: the JSON, and in it the horizon.
    EXPECT_TRUE(history.value()[0].changedColumns.contains(QStringLiteral("json")));
    EXPECT_TRUE(history.value()[0].changedColumns.contains(QStringLiteral("json.horizon_months")))
        << history.value()[0].changedColumns.join(QLatin1Char(',')).toStdString();

    for (const auto &[version, months] : {std::pair<qint64, int>{1, 12}, {2, 24}, {3, 36}}) {
        const auto loaded = repository.loadVersion(id.value(), version);
        ASSERT_TRUE(loaded.ok()) << loaded.error().toString().toStdString();
        EXPECT_EQ(loaded.value().horizonMonths, months) << version;
    }
    const auto missing = repository.loadVersion(id.value(), 9);
    ASSERT_FALSE(missing.ok());
    EXPECT_TRUE(missing.error().message.contains(QStringLiteral("1, 2, 3")))
        << missing.error().message.toStdString();

    // Deleting keeps the history, its last entry saying so.
    ASSERT_TRUE(repository.remove(id.value()).ok());
    const auto after = repository.history(id.value());
    ASSERT_TRUE(after.ok());
    ASSERT_EQ(after.value().size(), 4u);
    EXPECT_EQ(after.value()[0].action, QStringLiteral("delete"));
    EXPECT_TRUE(repository.loadVersion(id.value(), 2).ok());
}

TEST_P(RowHistoryTest, EditingAShippedPriceKeepsTheShippedVersionFirst)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    CatalogEditor editor(*temp.catalog);
    EXPECT_TRUE(CatalogEditor::keepsHistory(CatalogTable::PriceObservations));
    EXPECT_TRUE(CatalogEditor::keepsHistory(CatalogTable::Benchmarks));
    EXPECT_FALSE(CatalogEditor::keepsHistory(CatalogTable::Sources));
    const auto rows = editor.rows(CatalogTable::PriceObservations);
    ASSERT_TRUE(rows.ok());
    ASSERT_FALSE(rows.value().empty());
    const CatalogRow &shipped = rows.value().front();
    const QString hourly = QString::fromLatin1(schema::priceObservations::kHourlyUsd);
    const int column = editor.columnIndex(CatalogTable::PriceObservations, hourly);
    const double original = shipped.values[column].toDouble();
    ASSERT_TRUE(editor.history(CatalogTable::PriceObservations, shipped.id).value().empty());

    ASSERT_TRUE(
        editor.updateCell(CatalogTable::PriceObservations, shipped.id, hourly, original + 1.0, 1)
            .ok());
    const auto history = editor.history(CatalogTable::PriceObservations, shipped.id);
    ASSERT_TRUE(history.ok()) << history.error().toString().toStdString();
    ASSERT_EQ(history.value().size(), 2u);
    EXPECT_EQ(history.value()[1].action, QStringLiteral("baseline"));
    EXPECT_EQ(history.value()[1].version, 1);
    EXPECT_EQ(history.value()[1].values.value(hourly).toDouble(), original);
    EXPECT_EQ(history.value()[0].version, 2);
    EXPECT_EQ(history.value()[0].changedColumns, QStringList{hourly});
    EXPECT_EQ(history.value()[0].values.value(hourly).toDouble(), original + 1.0);

    // A benchmark added in the editor starts its history at once.
    auto values = editor.defaultValues(CatalogTable::Benchmarks);
    ASSERT_TRUE(values.ok()) << values.error().toString().toStdString();
    const auto benchmark = editor.insertRow(CatalogTable::Benchmarks, values.value());
    ASSERT_TRUE(benchmark.ok()) << benchmark.error().toString().toStdString();
    const auto added = editor.history(CatalogTable::Benchmarks, benchmark.value());
    ASSERT_TRUE(added.ok());
    ASSERT_EQ(added.value().size(), 1u);
    EXPECT_EQ(added.value()[0].action, QStringLiteral("insert"));
    // A refused (conflicting) write records nothing.
    EXPECT_FALSE(editor
                     .updateCell(CatalogTable::Benchmarks, benchmark.value(),
                                 QString::fromLatin1(schema::benchmarks::kModel),
                                 QStringLiteral("llama"), 7)
                     .ok());
    EXPECT_EQ(editor.history(CatalogTable::Benchmarks, benchmark.value()).value().size(), 1u);
    ASSERT_TRUE(editor.removeRow(CatalogTable::Benchmarks, benchmark.value()).ok());
    EXPECT_EQ(editor.history(CatalogTable::Benchmarks, benchmark.value()).value().size(), 2u);
}

ACCELDECIDE_ON_EVERY_BACKEND(RowHistoryTest);

} // namespace
