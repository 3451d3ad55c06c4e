// Saving in the catalog pins every catalog number; reopening gives the same scenario and
// the same figures; a newer catalog price is offered as an update, and updating is undoable.

#include "ui/document/ScenarioFileController.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/PinnedPriceNotice.h"
#include "ui/scenario/RecommendationBanner.h"

#include "compare/SavedScenarioCatalog.h"
#include "database/catalog/CatalogEditor.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

struct Workspace
{
    test::SavedScenarioCatalog saved;
    ScenarioDocument document;
    EvaluationController controller{&document};
    ScenarioFileController files{nullptr, &document, &controller};
    RecommendationBanner banner{&controller};
    PinnedPriceNotice notice{&document, &banner};

    Workspace()
    {
        controller.setMonteCarloSamples(0);
        controller.setCatalog(saved.catalog.get());
        files.setCatalog(saved.catalog.get());
        notice.setCatalog(saved.catalog.get());
    }
};

// Seed 003 with the p5 price left to the catalog, so that saving has something to pin.
Scenario catalogPricedScenario()
{
    Scenario scenario = test::exampleScenario("seed003-trn1-vs-p5.json");
    scenario.options[0].instanceHourlyUsd.reset();
    scenario.name = "Pinned p5";
    return scenario;
}

TEST(ScenarioFileControllerTest, SavingPinsCatalogNumbersAndReopeningRoundTripsEveryField)
{
    Workspace w;
    w.document.reset(catalogPricedScenario());
    ASSERT_TRUE(w.controller.problems().isEmpty())
        << w.controller.problems().join(' ').toStdString();
    const Evaluation before = w.controller.evaluation();
    ASSERT_TRUE(before.options[0].priceSource.has_value());

    ASSERT_EQ(w.files.saveStored("Pinned p5"), QStringList());
    EXPECT_FALSE(w.document.isModified());
    const Option &pinned = w.document.scenario().options[0];
    ASSERT_TRUE(pinned.priceObservationId.has_value());
    EXPECT_EQ(*pinned.priceObservationId, before.options[0].priceSource->observationId);
    EXPECT_EQ(pinned.instanceHourlyUsd,
              w.controller.resolvedScenario().options[0].instanceHourlyUsd);
    EXPECT_EQ(w.files.origin(), "stored:Pinned p5");

    const Scenario saved = w.document.scenario();
    const qint64 id = *w.document.storedId();
    w.document.reset(test::exampleScenario("seed004-trn3-vs-h200-inference.json"));
    ASSERT_EQ(w.files.loadStored(id), QStringList());
    EXPECT_EQ(w.document.scenario(), saved); // every field
    EXPECT_EQ(w.controller.evaluation().options[0].tcoUsd, before.options[0].tcoUsd);
    EXPECT_EQ(w.controller.evaluation().options[0].priceSource->observationId,
              before.options[0].priceSource->observationId);
    EXPECT_TRUE(w.banner.updateNoticeText().isEmpty()); // nothing newer yet
}

TEST(ScenarioFileControllerTest, ANewerCatalogPriceIsOfferedAndUpdatingIsUndoable)
{
    Workspace w;
    w.document.reset(catalogPricedScenario());
    ASSERT_EQ(w.files.saveStored("Pinned p5"), QStringList());
    const Scenario saved = w.document.scenario();
    const qint64 observation = *saved.options[0].priceObservationId;
    const double pinnedPrice = *saved.options[0].instanceHourlyUsd;

    // A later on-demand observation for the same instance type and region, 10 % dearer,
    // from the pinned price's source (a source of lower standing would rank below it).
    db::CatalogEditor editor(*w.saved.catalog);
    auto row = editor.row(db::CatalogTable::PriceObservations, observation);
    ASSERT_TRUE(row.ok());
    auto values = editor.defaultValues(db::CatalogTable::PriceObservations);
    ASSERT_TRUE(values.ok());
    QVariantMap newer = values.value();
    using namespace db::schema::priceObservations;
    const auto column = [&](const char *name) {
        return editor.columnIndex(db::CatalogTable::PriceObservations, QString::fromLatin1(name));
    };
    newer[kInstanceTypeId] = row.value().values.value(column(kInstanceTypeId));
    newer[kRegion] = row.value().values.value(column(kRegion));
    newer[kPurchaseModel] = QStringLiteral("on_demand");
    newer[QString::fromLatin1(db::schema::kSourceId)] =
        row.value().values.value(column(db::schema::kSourceId));
    newer[kHourlyUsd] = pinnedPrice * 1.1;
    newer[kObservedDate] = QStringLiteral("2027-01-15");
    const auto inserted = editor.insertRow(db::CatalogTable::PriceObservations, newer);
    ASSERT_TRUE(inserted.ok()) << inserted.error().toString().toStdString();

    // Reopening still gives the pinned price, and the banner offers the newer one.
    ASSERT_EQ(w.files.loadStored(*w.document.storedId()), QStringList());
    EXPECT_EQ(w.controller.resolvedScenario().options[0].instanceHourlyUsd, pinnedPrice);
    EXPECT_FALSE(w.banner.updateNoticeText().isEmpty());
    ASSERT_EQ(w.notice.updates().size(), 1u);
    const QStringList described = w.notice.describeUpdates();
    ASSERT_EQ(described.size(), 1);
    EXPECT_TRUE(described[0].contains("+10.0 %")) << described[0].toStdString();

    EXPECT_TRUE(w.notice.applyUpdates().ok());
    EXPECT_DOUBLE_EQ(*w.controller.resolvedScenario().options[0].instanceHourlyUsd,
                     pinnedPrice * 1.1);
    EXPECT_EQ(*w.document.scenario().options[0].priceObservationId, inserted.value());
    EXPECT_TRUE(w.document.isModified());
    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), saved);
}

} // namespace
} // namespace acceldecide::ui
