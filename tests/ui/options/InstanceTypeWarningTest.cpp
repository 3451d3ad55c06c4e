// With a catalog open, an instance type close to one of the catalog's names but not one
// of them is marked in its cell and named under the table with the likely intended name.

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/options/OptionInputsModel.h"

#include "TestScenarios.h"

#include <QColor>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(InstanceTypeWarningTest, AMisspelledInstanceTypeNamesTheNearestCatalogType)
{
    Scenario scenario = test::seed004Inference();
    scenario.options[0].instanceType = "p5.48xlrge";
    ScenarioDocument document;
    EvaluationController controller(&document);
    controller.setMonteCarloSamples(0);
    document.reset(scenario);
    OptionInputsModel model(&document, &controller);
    const QModelIndex cell = model.index(0, OptionInputsModel::InstanceTypeColumn);

    // Without a catalog nothing is checked.
    EXPECT_TRUE(model.instanceTypeWarnings().isEmpty());
    EXPECT_FALSE(cell.data(Qt::BackgroundRole).isValid());

    model.setKnownInstanceTypes({QStringLiteral("p5.48xlarge"), QStringLiteral("trn3.48xlarge")});
    EXPECT_EQ(cell.data(Qt::ToolTipRole).toString(),
              QStringLiteral("The catalog has no instance type p5.48xlrge. Did you mean "
                             "p5.48xlarge?"));
    EXPECT_TRUE(cell.data(Qt::BackgroundRole).value<QColor>().isValid());
    EXPECT_EQ(model.instanceTypeWarnings(),
              QStringLiteral("h200_spot: The catalog has no instance type p5.48xlrge. Did you "
                             "mean p5.48xlarge?"));
    // The other option's own name ("per-accelerator") is far from every catalog name.
    EXPECT_FALSE(
        model.index(1, OptionInputsModel::InstanceTypeColumn).data(Qt::BackgroundRole).isValid());

    EXPECT_TRUE(model.setData(cell, QStringLiteral("p5.48xlarge")));
    EXPECT_TRUE(model.instanceTypeWarnings().isEmpty());
}

} // namespace
} // namespace acceldecide::ui
