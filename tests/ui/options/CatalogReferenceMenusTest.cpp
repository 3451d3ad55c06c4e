// The price and throughput source menus list the catalog's rows for the selected option's
// instance type, with source and date, and choosing one pins it (undoably).

#include "ui/options/CatalogReferenceMenus.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include "compare/SavedScenarioCatalog.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

std::vector<QAction *> entries(const QMenu &menu)
{
    std::vector<QAction *> found;
    for (QAction *action : menu.actions())
        if (!action->isSeparator())
            found.push_back(action);
    return found;
}

TEST(CatalogReferenceMenusTest, ListsThePricesOfTheInstanceTypeAndPinsTheOneChosen)
{
    test::SavedScenarioCatalog saved;
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(0);
    controller.setCatalog(saved.catalog.get());
    document.reset(test::exampleScenario("seed003-trn1-vs-p5.json")); // option 0: p5.48xlarge
    CatalogReferenceMenus menus(&document, [] { return 0; });
    menus.setCatalog(saved.catalog.get());

    QMenu menu;
    menus.populatePrices(&menu);
    const std::vector<QAction *> actions = entries(menu);
    ASSERT_GE(actions.size(), 3u); // "newest" and at least seed 001's and seed 003's prices
    EXPECT_TRUE(actions[0]->text().contains("Newest"));
    bool seed003 = false;
    for (QAction *action : actions)
        seed003 = seed003 || action->text().startsWith("$38.06/h");
    EXPECT_TRUE(seed003);

    const Scenario before = document.scenario();
    actions[1]->trigger();
    const Option &option = document.scenario().options[0];
    ASSERT_TRUE(option.priceObservationId.has_value());
    EXPECT_FALSE(option.instanceHourlyUsd.has_value()); // the catalog gives the value now
    ASSERT_TRUE(controller.evaluation().options[0].priceSource.has_value());
    EXPECT_EQ(controller.evaluation().options[0].priceSource->observationId,
              *option.priceObservationId);
    document.undoStack()->undo();
    EXPECT_EQ(document.scenario(), before);
}

TEST(CatalogReferenceMenusTest, SaysSoWithoutACatalog)
{
    ScenarioDocument document;
    document.reset(test::exampleScenario("seed003-trn1-vs-p5.json"));
    CatalogReferenceMenus menus(&document, [] { return 0; });
    QMenu menu;
    menus.populateBenchmarks(&menu);
    ASSERT_EQ(entries(menu).size(), 1u);
    EXPECT_FALSE(entries(menu)[0]->isEnabled());
}

} // namespace
} // namespace acceldecide::ui
