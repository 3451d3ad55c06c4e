#include "core/editing/CriteriaEditing.h"
#include "core/decision/CriteriaPresets.h"
#include "core/decision/DecisionMatrix.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

using namespace acceldecide;

namespace {

struct IdCase
{
    std::string label;
    std::string id;
};

class CriteriaEditingIdFromLabel : public ::testing::TestWithParam<IdCase>
{};

TEST_P(CriteriaEditingIdFromLabel, MakesReadableIds)
{
    EXPECT_EQ(CriteriaEditing::idFromLabel(GetParam().label), GetParam().id);
}

INSTANTIATE_TEST_SUITE_P(Labels, CriteriaEditingIdFromLabel,
                         ::testing::Values(IdCase{"Vendor lock-in", "vendor_lock_in"},
                                           IdCase{"  Multi-Cloud  Strategy ",
                                                  "multi_cloud_strategy"},
                                           IdCase{"Price/perf (2026)", "price_perf_2026"},
                                           IdCase{"", "criterion"}, IdCase{"—", "criterion"}));

TEST(CriteriaEditing, UniqueIdSkipsUsedIds)
{
    std::vector<Criterion> criteria{{"cost", "Cost", 1, {}, false},
                                    {"cost_2", "Cost again", 1, {}, false}};
    EXPECT_EQ(CriteriaEditing::uniqueId(criteria, "cost"), "cost_3");
    EXPECT_EQ(CriteriaEditing::uniqueId(criteria, "risk"), "risk");
}

TEST(CriteriaEditing, NewCriterionIsNeutralAndIncomplete)
{
    const std::vector<Criterion> none;
    const Criterion criterion = CriteriaEditing::makeCriterion(none, "Lock-in", {"trn3", "h100"});
    EXPECT_EQ(criterion.id, "lock_in");
    EXPECT_EQ(criterion.label, "Lock-in");
    EXPECT_EQ(criterion.weight, CriteriaEditing::kNewWeight);
    EXPECT_EQ(criterion.scores.size(), 2u);
    EXPECT_EQ(criterion.scores.at("trn3"), 3);
    EXPECT_EQ(criterion.scores.at("h100"), 3);
    EXPECT_TRUE(criterion.incomplete);
}

TEST(CriteriaEditing, ScoringClearsIncomplete)
{
    const CriteriaPreset &preset = *CriteriaPresets::find("seed002-four-axes");
    std::vector<Criterion> criteria = CriteriaPresets::instantiate(preset, {"trn", "gpu"});
    EXPECT_TRUE(DecisionMatrix::evaluate(criteria, {"trn", "gpu"}).incomplete);
    for (Criterion &criterion : criteria)
        CriteriaEditing::setScore(criterion, "trn", 4);
    EXPECT_EQ(criteria[0].scores.at("trn"), 4);
    EXPECT_EQ(criteria[0].scores.at("gpu"), 3);
    const MatrixResult result = DecisionMatrix::evaluate(criteria, {"trn", "gpu"});
    EXPECT_FALSE(result.incomplete);
    EXPECT_EQ(result.winner, std::optional<std::string>("trn"));
}

TEST(CriteriaEditing, RecognisesPresetsByLabelAndWeight)
{
    for (const CriteriaPreset &preset : CriteriaPresets::all()) {
        std::vector<Criterion> criteria = CriteriaPresets::instantiate(preset, {"a", "b"});
        EXPECT_EQ(CriteriaEditing::matchingPreset(criteria), &preset) << preset.id;
        // Ids and scores do not matter ...
        criteria[0].id = "renamed";
        CriteriaEditing::setScore(criteria[0], "a", 5);
        EXPECT_EQ(CriteriaEditing::matchingPreset(criteria), &preset) << preset.id;
        // ... a changed weight or label does.
        std::vector<Criterion> reweighted = criteria;
        reweighted[0].weight += 0.5;
        EXPECT_EQ(CriteriaEditing::matchingPreset(reweighted), nullptr) << preset.id;
        std::vector<Criterion> relabelled = criteria;
        relabelled.back().label += "!";
        EXPECT_EQ(CriteriaEditing::matchingPreset(relabelled), nullptr) << preset.id;
        criteria.pop_back();
        EXPECT_EQ(CriteriaEditing::matchingPreset(criteria), nullptr) << preset.id;
    }
}

TEST(CriteriaEditing, GuidanceByIdThenLabel)
{
    // Seed 001's scenario calls the criterion "multi_cloud"; the preset says
    // "multi_cloud_strategy". The label still finds the seed's wording.
    const Criterion byLabel{"multi_cloud", "multi-cloud strategy", 4, {}, false};
    const PresetCriterion *item = CriteriaEditing::guidance(byLabel);
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->trainiumWhen, "Single-cloud AWS");
    EXPECT_EQ(item->gpuWhen, "Multi-cloud required");
    EXPECT_EQ(CriteriaEditing::presetOf(item), CriteriaPresets::find("seed001-decision-matrix"));

    // "ecosystem_maturity" is in seed 001 and seed 002: the preferred preset wins.
    const Criterion shared{"ecosystem_maturity", "Ecosystem", 3, {}, false};
    const CriteriaPreset *seed002 = CriteriaPresets::find("seed002-four-axes");
    const PresetCriterion *preferred = CriteriaEditing::guidance(shared, seed002);
    ASSERT_NE(preferred, nullptr);
    EXPECT_EQ(CriteriaEditing::presetOf(preferred), seed002);
    EXPECT_EQ(preferred->gpuWhen, "CUDA: deepest ecosystem; day-one support");

    EXPECT_EQ(CriteriaEditing::guidance(Criterion{"x", "Office coffee", 1, {}, false}), nullptr);
    EXPECT_EQ(CriteriaEditing::presetOf(nullptr), nullptr);
}

} // namespace
