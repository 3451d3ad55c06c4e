// The options table edits the document through core's validation: good values change the
// scenario and the evaluation, bad ones are refused with the field and the value.

#include "ui/options/OptionInputsModel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/ScenarioPanel.h"

#include "TestScenarios.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QUndoStack>

#include "core/text/TextFormat.h"

#include <gtest/gtest.h>

#include <ostream>

namespace acceldecide::ui {
namespace {

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    OptionInputsModel model{&document, &controller};

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
    }
};

TEST(OptionInputsModelTest, ShowsOneRowPerOptionWithItsInputs)
{
    Workspace w(test::seed004Inference());
    ASSERT_EQ(w.model.rowCount(), 2);
    EXPECT_EQ(w.model.index(1, OptionInputsModel::PortWeeksColumn).data().toString(), "3.0");
    EXPECT_EQ(w.model.index(1, OptionInputsModel::EffectiveHourlyColumn).data().toString(),
              "$1.80");
    EXPECT_EQ(w.model.index(0, OptionInputsModel::ThroughputColumn).data().toString(), "1,500");
}

// A derived effective rate shows the engine's figure exactly as Results shows it.
TEST(OptionInputsModelTest, DerivedEffectiveRateIsTheResultsFigure)
{
    Workspace w(test::seed001Training(PurchaseModel::SavingsPlan1y, 40.0));
    const OptionResult &h100 = w.controller.evaluation().options[0];
    EXPECT_EQ(w.model.index(0, OptionInputsModel::EffectiveHourlyColumn).data().toString(),
              QString::fromStdString(text::rate(h100.effectiveHourlyUsd)));
    EXPECT_NE(w.model.index(0, OptionInputsModel::EffectiveHourlyColumn).data().toString(),
              QStringLiteral("—"));
}

TEST(OptionInputsModelTest, AnEditChangesTheScenarioAndTheEvaluation)
{
    Workspace w(test::seed004Inference());
    const double before = w.controller.evaluation().options[1].tcoUsd;
    ASSERT_TRUE(w.model.setData(w.model.index(1, OptionInputsModel::PortWeeksColumn), "8"));
    EXPECT_EQ(w.document.scenario().options[1].migration->weeks, 8.0);
    const Evaluation expected = ScenarioEvaluator::evaluate(w.document.scenario());
    EXPECT_EQ(w.controller.evaluation().options[1].tcoUsd, expected.options[1].tcoUsd);
    EXPECT_NE(w.controller.evaluation().options[1].tcoUsd, before);

    w.document.undoStack()->undo();
    EXPECT_EQ(w.controller.evaluation().options[1].tcoUsd, before);
}

struct RefusedEdit
{
    int column;
    const char *text;
    const char *expectedInMessage;
};

// Readable test names in ctest: the column and the text typed.
void PrintTo(const RefusedEdit &edit, std::ostream *out)
{
    *out << "column " << edit.column << " text " << edit.text;
}

class RefusedEditTest : public ::testing::TestWithParam<RefusedEdit>
{};

TEST_P(RefusedEditTest, IsRefusedWithAMessageAndChangesNothing)
{
    Workspace w(test::seed004Inference());
    QSignalSpy rejected(&w.model, &OptionInputsModel::editRejected);
    const RefusedEdit edit = GetParam();
    EXPECT_FALSE(w.model.setData(w.model.index(1, edit.column), QString::fromUtf8(edit.text)));
    EXPECT_EQ(w.document.scenario(), test::seed004Inference());
    ASSERT_EQ(rejected.count(), 1);
    const QString message = rejected.first().first().toString();
    EXPECT_TRUE(message.contains(QString::fromUtf8(edit.expectedInMessage)))
        << message.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    BadCells, RefusedEditTest,
    ::testing::Values(
        RefusedEdit{OptionInputsModel::PortWeeksColumn, "abc", "\"abc\" is not a number"},
        RefusedEdit{OptionInputsModel::PortWeeksColumn, "-3", "migration.weeks"},
        RefusedEdit{OptionInputsModel::EffectiveHourlyColumn, "0", "purchase.hourly_usd"},
        RefusedEdit{OptionInputsModel::ThroughputColumn, "-1", "tokens_per_sec"},
        RefusedEdit{OptionInputsModel::AcceleratorsColumn, "2.5", "2.5"},
        RefusedEdit{OptionInputsModel::StackColumn, "tpu", "tpu"},
        RefusedEdit{OptionInputsModel::PrivateDiscountColumn, "150", "private_discount_percent"}));

// The provider and the option's own private discount: what AWS bills takes the discount
// (the scenario's unless the option states one), a GPU cloud outside AWS does not.
TEST(OptionInputsModelTest, TheProviderAndPrivateDiscountCellsEditTheOptionUndoably)
{
    Scenario scenario = test::seed001Training(); // on-demand list prices
    scenario.privateDiscountPercent = 6.0;
    Workspace w(scenario);
    const QModelIndex provider = w.model.index(0, OptionInputsModel::ProviderColumn);
    const QModelIndex discount = w.model.index(0, OptionInputsModel::PrivateDiscountColumn);
    EXPECT_EQ(provider.data().toString(), "AWS");
    EXPECT_EQ(discount.data().toString(), "6.0 %");
    EXPECT_TRUE(discount.data(OptionInputsModel::FromCatalogRole).toBool()); // the scenario's
    const double shared = w.controller.evaluation().options[0].tcoUsd;

    ASSERT_TRUE(w.model.setData(discount, "10"));
    EXPECT_EQ(w.document.scenario().options[0].privateDiscountPercent, 10.0);
    EXPECT_EQ(discount.data().toString(), "10.0 %");
    EXPECT_FALSE(discount.data(OptionInputsModel::FromCatalogRole).toBool());
    EXPECT_LT(w.controller.evaluation().options[0].tcoUsd, shared);

    ASSERT_TRUE(w.model.setData(provider, "CoreWeave"));
    EXPECT_EQ(w.document.scenario().options[0].provider, "CoreWeave");
    EXPECT_EQ(w.document.scenario().options[0].privateDiscountPercent, std::nullopt);
    EXPECT_EQ(discount.data().toString(), "—");
    EXPECT_FALSE(w.model.flags(discount).testFlag(Qt::ItemIsEditable));
    EXPECT_TRUE(discount.data(Qt::ToolTipRole).toString().contains("CoreWeave"));
    EXPECT_GT(w.controller.evaluation().options[0].tcoUsd, shared); // no AWS discount now

    w.document.undoStack()->undo();
    w.document.undoStack()->undo();
    EXPECT_EQ(w.document.scenario(), scenario);
    EXPECT_EQ(w.controller.evaluation().options[0].tcoUsd, shared);
}

TEST(OptionInputsModelTest, SwitchingToADiscountedModelWithoutACatalogNeedsADiscount)
{
    Workspace w(test::seed001Training());
    ASSERT_TRUE(w.model.setData(w.model.index(0, OptionInputsModel::PurchaseModelColumn),
                                "savings_plan_1y"));
    EXPECT_EQ(w.document.scenario().options[0].purchase.model, PurchaseModel::SavingsPlan1y);
    EXPECT_FALSE(w.document.scenario().options[0].purchase.discountFromCatalog);
    ASSERT_TRUE(w.model.setData(w.model.index(0, OptionInputsModel::DiscountColumn), "40"));
    EXPECT_EQ(w.document.scenario().options[0].purchase.discountPercent, 40.0);
    // Without a catalog an empty discount cannot be looked up.
    EXPECT_FALSE(w.model.setData(w.model.index(0, OptionInputsModel::DiscountColumn), ""));
}

TEST(ScenarioPanelTest, ASpinBoxChangeReEvaluatesAndUndoRestoresTheField)
{
    Workspace w(test::seed004Inference());
    ScenarioPanel panel(&w.document);
    QDoubleSpinBox *tokens = panel.fieldEditor("workload.tokens_per_day_billion");
    ASSERT_NE(tokens, nullptr);
    EXPECT_EQ(tokens->value(), 1.0);
    const double before = w.controller.evaluation().options[0].tcoUsd;
    tokens->setValue(2.0);
    EXPECT_EQ(w.document.scenario().workload.tokensPerDayBillion, 2.0);
    EXPECT_NEAR(w.controller.evaluation().options[0].tcoUsd, 2.0 * before, 1e-6 * before);
    w.document.undoStack()->undo();
    EXPECT_EQ(tokens->value(), 1.0);
    EXPECT_EQ(w.controller.evaluation().options[0].tcoUsd, before);
}

TEST(ScenarioPanelTest, AnUnsetTeamFieldShowsAsNotSet)
{
    Scenario scenario = test::seed004Inference();
    scenario.team->hoursPerWeek.reset();
    Workspace w(scenario);
    ScenarioPanel panel(&w.document);
    QDoubleSpinBox *hours = panel.fieldEditor("team.hours_per_week");
    ASSERT_NE(hours, nullptr);
    EXPECT_EQ(hours->text(), "not set");
    hours->setValue(38);
    ASSERT_TRUE(w.document.scenario().team->hoursPerWeek.has_value());
    EXPECT_EQ(*w.document.scenario().team->hoursPerWeek, 38.0);
}

} // namespace
} // namespace acceldecide::ui

namespace acceldecide::ui {
namespace {

// A Capacity Block's hourly_usd is per instance: the effective column shows the engine's
// per-accelerator figure (fees over the hours used), never the instance rate.
TEST(OptionInputsModelTest, ACapacityBlockShowsItsEffectiveRatePerAccelerator)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/startup-credits-capacity-blocks.json");
    ASSERT_TRUE(read.ok());
    Workspace w(*read);
    const OptionResult &blocks = w.controller.evaluation().options[0];
    ASSERT_EQ(w.document.scenario().options[0].purchase.model, PurchaseModel::CapacityBlock);
    EXPECT_EQ(w.model.index(0, OptionInputsModel::EffectiveHourlyColumn).data().toString(),
              QString::fromStdString(text::rate(blocks.effectiveHourlyUsd)));
    EXPECT_NE(w.model.index(0, OptionInputsModel::EffectiveHourlyColumn).data().toString(),
              QStringLiteral("$39.33"));
}

} // namespace
} // namespace acceldecide::ui
