#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/ScenarioPanel.h"
#include "ui/widgets/RangeSpinBox.h"

#include "core/model/RangeTable.h"

#include <QDoubleSpinBox>
#include <QSignalBlocker>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;

// The scenario panel's spin boxes show core's valid range (RangeTable) in their tooltips
// and their arrows step only through valid values. A value typed past an edge is kept,
// not snapped back, so the panel can say why it is refused (ScenarioPanelRefusalTest).
TEST(ScenarioPanelRangesTest, EverySpinBoxHasItsFieldsRangeAndStepsOnlyInsideIt)
{
    ScenarioDocument document;
    ScenarioPanel panel(&document);
    const char *paths[] = {"horizon_months",
                           "discount_rate_percent",
                           "workload.model_params_billion",
                           "workload.tokens_per_run_billion",
                           "workload.runs",
                           "workload.overhead_percent",
                           "workload.tokens_per_day_billion",
                           "workload.utilization_percent",
                           "workload.hours_per_month",
                           "team.engineers",
                           "team.hours_per_week",
                           "team.hourly_rate_usd"};
    for (const char *path : paths) {
        auto *editor = qobject_cast<RangeSpinBox *>(panel.fieldEditor(QString::fromLatin1(path)));
        ASSERT_NE(editor, nullptr) << path;
        const FieldRange *range = RangeTable::find(path);
        ASSERT_NE(range, nullptr) << path;
        EXPECT_EQ(editor->validMaximum(), range->max) << path;
        // An inclusive lower bound is the lowest step; an exclusive one starts one display
        // step inside (at most 1, the step with no decimals); an optional field
        // keeps the value below that for "not set".
        if (range->minInclusive)
            EXPECT_EQ(editor->validMinimum(), range->min) << path;
        else
            EXPECT_TRUE(editor->validMinimum() > range->min &&
                        editor->validMinimum() <= range->min + 1)
                << path << ": " << editor->validMinimum();
        const bool optional = !editor->specialValueText().isEmpty();
        if (optional) {
            EXPECT_LT(editor->minimum(), editor->validMinimum()) << path;
        }
        // The tooltip: the field's meaning and its valid values as docs/scenario-format.md lists
        // them.
        QString valid = QString::fromStdString(range->requirement());
        valid.remove(QStringLiteral("must be "));
        EXPECT_TRUE(
            editor->toolTip().contains(QString::fromStdString(std::string(range->description))))
            << path << ": " << editor->toolTip().toStdString();
        EXPECT_TRUE(editor->toolTip().contains(valid))
            << path << ": " << editor->toolTip().toStdString();

        // The spin box alone: the document is not the subject here.
        const QSignalBlocker quiet(editor);
        editor->setValue(range->max);
        editor->stepUp();
        EXPECT_EQ(editor->value(), range->max) << path;
        EXPECT_TRUE(editor->violation().isEmpty()) << path;
        editor->setValue(range->max * 2 + 1);
        EXPECT_EQ(editor->value(), range->max * 2 + 1) << path << ": typed values are kept";
        EXPECT_FALSE(editor->violation().isEmpty()) << path;
        editor->setValue(editor->validMinimum());
        editor->stepDown();
        if (optional) {
            EXPECT_TRUE(editor->isUnset()) << path;
        } else {
            EXPECT_EQ(editor->value(), editor->validMinimum()) << path;
        }
    }
}
