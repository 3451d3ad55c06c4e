// A new or duplicated option is named after its instance type and purchase model, and
// the name follows its edits until the user renames it.

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/options/OptionInputsModel.h"
#include "ui/options/OptionsPanel.h"

#include "TestScenarios.h"

#include <QTableView>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(OptionsPanelNamingTest, DuplicateGetsAnAutomaticNameThatFollowsEdits)
{
    ScenarioDocument document;
    document.reset(test::seed001Training());
    EvaluationController controller(&document);
    OptionsPanel panel(&document, &controller);
    panel.view()->setCurrentIndex(panel.model()->index(1, 0)); // trn3
    panel.duplicateOption();
    ASSERT_EQ(document.scenario().options.size(), 3u);
    const Option &copy = document.scenario().options[2];
    EXPECT_EQ(copy.label, "trn3.48xlarge, On-demand");
    EXPECT_EQ(copy.label.find('$'), std::string::npos);

    const std::string id = copy.id;
    ASSERT_TRUE(document
                    .apply(QString(), QStringLiteral("Purchase model"),
                           [](Scenario &s) { s.options[2].purchase.model = PurchaseModel::Spot; })
                    .ok());
    EXPECT_EQ(document.scenario().options[2].label, "trn3.48xlarge, Spot");

    ASSERT_TRUE(document
                    .apply(QString(), QStringLiteral("Name"),
                           [](Scenario &s) { s.options[2].label = "Trainium on spot"; })
                    .ok());
    ASSERT_TRUE(
        document
            .apply(QString(), QStringLiteral("Purchase model"),
                   [](Scenario &s) { s.options[2].purchase.model = PurchaseModel::OnDemand; })
            .ok());
    EXPECT_EQ(document.scenario().options[2].label, "Trainium on spot");

    // A second copy of the same kind is numbered.
    panel.view()->setCurrentIndex(panel.model()->index(1, 0));
    panel.duplicateOption();
    EXPECT_EQ(document.scenario().options[3].label, "trn3.48xlarge, On-demand");
    panel.view()->setCurrentIndex(panel.model()->index(1, 0));
    panel.duplicateOption();
    EXPECT_EQ(document.scenario().options[4].label, "trn3.48xlarge, On-demand (2)");
}

} // namespace
} // namespace acceldecide::ui
