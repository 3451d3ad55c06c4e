// Model size says whether it matters: greyed, saying why, when every option has a measured
// throughput and nothing to check it against; otherwise naming the options it reaches.

#include "ui/document/ScenarioDocument.h"
#include "ui/scenario/ScenarioPanel.h"

#include "TestScenarios.h"

#include <QDoubleSpinBox>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(ScenarioPanelModelSizeTest, GreyedWithAReasonWhenNoOptionUsesIt)
{
    ScenarioDocument document;
    document.reset(test::seed004Inference());
    ScenarioPanel panel(&document);
    QDoubleSpinBox *size = panel.fieldEditor("workload.model_params_billion");
    ASSERT_NE(size, nullptr);

    panel.showModelSizeUse(document.scenario());
    EXPECT_FALSE(size->isEnabled());
    EXPECT_TRUE(size->toolTip().contains(QStringLiteral("Changes nothing here")))
        << size->toolTip().toStdString();
    EXPECT_TRUE(size->toolTip().contains(QStringLiteral("Valid: ")));

    Scenario derived = document.scenario();
    derived.options[1].throughput = Throughput::fromPeak(667.0, 40.0);
    derived.options[0].peakTflops = 989;
    panel.showModelSizeUse(derived);
    EXPECT_TRUE(size->isEnabled());
    EXPECT_TRUE(size->toolTip().contains(QStringLiteral("peak TFLOPS × MFU: trn3")))
        << size->toolTip().toStdString();
    EXPECT_TRUE(size->toolTip().contains(QStringLiteral("measured throughput of h200_spot")))
        << size->toolTip().toStdString();
    EXPECT_FALSE(size->toolTip().contains(QStringLiteral("Changes nothing")));
}

} // namespace
} // namespace acceldecide::ui
