// The panel's average rate and the utilization chart's rate are different figures; each
// says which one it is, so "$12.13 on average" and "$12.08 per used committed hour"
// never read as one number shown twice.

#include "ui/commitment/CommitmentText.h"

#include "core/model/Evaluation.h"

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(CommitmentTextTest, TheAverageRateSaysHowItDiffersFromTheChartsRate)
{
    CommitmentOptionResult result;
    result.utilizationPercent = 81.4;
    result.effectiveUsdPerAcceleratorHour = 12.13;
    result.onDemandUsdPerAcceleratorHour = 16.0;
    const QString text = CommitmentText::utilization(result);
    EXPECT_TRUE(text.contains(QStringLiteral("on average"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("committed and on-demand hours together")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("per used committed hour"))) << text.toStdString();
}

} // namespace
} // namespace acceldecide::ui
