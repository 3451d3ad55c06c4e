// A refused cell keeps what was typed, in red, and says why using the column's label and
// the option's name, both in the cell's tooltip and under the table; the status bar gets
// the field's scenario path (options[1].…, the form core's validation uses everywhere).

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/options/OptionInputsModel.h"
#include "ui/options/OptionsPanel.h"
#include "ui/widgets/RefusedInput.h"

#include "TestScenarios.h"

#include <QLabel>
#include <QSignalSpy>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

struct Workspace
{
    ScenarioDocument document;
    EvaluationController controller{&document};
    OptionsPanel panel{&document, &controller};

    explicit Workspace(Scenario scenario)
    {
        controller.setMonteCarloSamples(0);
        document.reset(std::move(scenario));
    }
    OptionInputsModel &model() { return *panel.model(); }
};

TEST(OptionCellRefusalTest, ANegativePortWeeksStaysTypedInRedWithItsReason)
{
    Workspace w(test::seed004Inference());
    QSignalSpy rejected(&w.model(), &OptionInputsModel::editRejected);
    const QModelIndex weeks = w.model().index(1, OptionInputsModel::PortWeeksColumn);
    EXPECT_FALSE(w.model().setData(weeks, QStringLiteral("-3")));
    EXPECT_EQ(w.document.scenario(), test::seed004Inference());

    EXPECT_EQ(weeks.data(Qt::DisplayRole).toString(), QStringLiteral("-3"));
    EXPECT_EQ(weeks.data(Qt::EditRole).toString(), QStringLiteral("-3"));
    EXPECT_EQ(weeks.data(Qt::BackgroundRole).value<QColor>(), RefusedInput::background());
    EXPECT_EQ(weeks.data(Qt::ToolTipRole).toString(),
              QStringLiteral("trn3: Port weeks must be at least 0."));
    EXPECT_FALSE(w.panel.refusalLabel()->isHidden());
    EXPECT_EQ(w.panel.refusalLabel()->text(),
              QStringLiteral("trn3: Port weeks must be at least 0."));
    ASSERT_EQ(rejected.count(), 1);
    EXPECT_EQ(rejected.first().first().toString(),
              QStringLiteral("options[1].migration.weeks: must be at least 0, got -3"));

    // Other cells and edits elsewhere leave it standing; a good value clears it.
    EXPECT_TRUE(w.model().setData(w.model().index(0, OptionInputsModel::MaintenanceColumn), "100"));
    EXPECT_EQ(weeks.data(Qt::DisplayRole).toString(), QStringLiteral("-3"));
    EXPECT_TRUE(w.model().setData(weeks, QStringLiteral("4")));
    EXPECT_EQ(w.document.scenario().options[1].migration->weeks, 4.0);
    EXPECT_FALSE(weeks.data(Qt::BackgroundRole).isValid());
    EXPECT_TRUE(w.panel.refusalLabel()->isHidden());
}

TEST(OptionCellRefusalTest, TextThatIsNoNumberNamesTheColumn)
{
    Workspace w(test::seed004Inference());
    const QModelIndex rate = w.model().index(0, OptionInputsModel::EffectiveHourlyColumn);
    EXPECT_FALSE(w.model().setData(rate, QStringLiteral("cheap")));
    EXPECT_EQ(rate.data().toString(), QStringLiteral("cheap"));
    EXPECT_EQ(w.model().refusal(),
              QStringLiteral("h200_spot: Effective $/accel-h: \"cheap\" is not a number."));
}

TEST(OptionCellRefusalTest, OpeningAnotherScenarioClearsEveryRefusal)
{
    Workspace w(test::seed004Inference());
    const QModelIndex weeks = w.model().index(1, OptionInputsModel::PortWeeksColumn);
    EXPECT_FALSE(w.model().setData(weeks, QStringLiteral("-1")));
    ASSERT_FALSE(w.model().refusal().isEmpty());
    w.document.reset(test::seed004Inference());
    EXPECT_TRUE(w.model().refusal().isEmpty());
    EXPECT_TRUE(w.panel.refusalLabel()->isHidden());
    EXPECT_NE(weeks.data().toString(), QStringLiteral("-1"));
}

} // namespace
} // namespace acceldecide::ui
