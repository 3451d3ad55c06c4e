#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/ScenarioPanel.h"

#include "core/model/RangeTable.h"

#include <QDoubleSpinBox>
#include <QSignalBlocker>

#include <gtest/gtest.h>

using namespace acceldecide;
using namespace acceldecide::ui;

// The scenario panel's spin boxes show core's valid range (RangeTable) and cannot be
// set past it: typing or stepping beyond an edge stops at the last valid value.
TEST(ScenarioPanelRangesTest, EverySpinBoxHasItsFieldsRangeAndStopsAtTheEdges)
{
    ScenarioDocument document;
    ScenarioPanel panel(&document);
    const char *paths[] = {"horizon_months",
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
        QDoubleSpinBox *editor = panel.fieldEditor(QString::fromLatin1(path));
        ASSERT_NE(editor, nullptr) << path;
        const FieldRange *range = RangeTable::find(path);
        ASSERT_NE(range, nullptr) << path;
        EXPECT_EQ(editor->maximum(), range->max) << path;
        // An inclusive lower bound is the minimum; an exclusive one starts one display
        // step inside (at most 1, the step with no decimals); an optional field
        // keeps the value below that for "not set".
        const bool optional = !editor->specialValueText().isEmpty();
        if (optional)
            EXPECT_LT(editor->minimum(), range->minInclusive ? range->min : range->min + 1) << path;
        else if (range->minInclusive)
            EXPECT_EQ(editor->minimum(), range->min) << path;
        else
            EXPECT_TRUE(editor->minimum() > range->min && editor->minimum() <= range->min + 1)
                << path << ": " << editor->minimum();
        EXPECT_TRUE(editor->toolTip().contains(QString::fromStdString(range->requirement())))
            << path << ": " << editor->toolTip().toStdString();

        // The spin box alone: the document is not the subject here.
        const QSignalBlocker quiet(editor);
        editor->setValue(range->max * 2 + 1);
        EXPECT_EQ(editor->value(), range->max) << path;
        editor->stepUp();
        EXPECT_EQ(editor->value(), range->max) << path;
        editor->setValue(range->min - 1000);
        EXPECT_EQ(editor->value(), editor->minimum()) << path;
    }
}
