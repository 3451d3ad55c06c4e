#include "core/decision/CriteriaPresets.h"
#include "core/decision/DecisionMatrix.h"

#include <gtest/gtest.h>

using namespace acceldecide;

TEST(CriteriaPresets, Seed001TenFactorsWithWordWeights)
{
    const CriteriaPreset *preset = CriteriaPresets::find("seed001-decision-matrix");
    ASSERT_NE(preset, nullptr);
    ASSERT_EQ(preset->criteria.size(), 10u);
    EXPECT_EQ(preset->criteria[0].label, "Model Size");
    EXPECT_EQ(preset->criteria[0].weight, 5.0); // Critical
    EXPECT_EQ(preset->criteria[1].weight, 4.0); // High
    EXPECT_EQ(preset->criteria[2].weight, 3.0); // Medium
    EXPECT_EQ(preset->criteria[6].weight, 2.0); // Low-Medium
}

TEST(CriteriaPresets, ChecklistAndFourAxes)
{
    EXPECT_EQ(CriteriaPresets::find("seed000-checklist")->criteria.size(), 9u);
    EXPECT_EQ(CriteriaPresets::find("seed002-four-axes")->criteria.size(), 4u);
    EXPECT_EQ(CriteriaPresets::find("nope"), nullptr);
}

TEST(CriteriaPresets, InstancesStartAtThreeAndIncomplete)
{
    const auto criteria =
        CriteriaPresets::instantiate(*CriteriaPresets::find("seed002-four-axes"), {"trn", "gpu"});
    for (const Criterion &criterion : criteria) {
        EXPECT_TRUE(criterion.incomplete);
        EXPECT_EQ(criterion.scores.at("trn"), 3);
        EXPECT_EQ(criterion.scores.at("gpu"), 3);
    }
    const MatrixResult result = DecisionMatrix::evaluate(criteria, {"trn", "gpu"});
    EXPECT_TRUE(result.incomplete);
    EXPECT_FALSE(result.winner.has_value()); // all 3s: an exact tie
    EXPECT_DOUBLE_EQ(result.totals[0].total, 50.0);
}
