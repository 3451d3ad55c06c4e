// Edits of the stakeholders' weight sets: each gives a scenario the format reads back (the
// write/read round trip the GUI's document validates with), and each refusal names the
// field and the value.
#include "core/editing/StakeholderEditing.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

Scenario seedStakeholders()
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed001-stakeholders.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? read.value() : Scenario{};
}

// The scenario as the format reads it back; fails the test with the first problem.
Scenario roundTrip(const Scenario &scenario)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(ScenarioWriter::toJson(scenario));
    EXPECT_TRUE(read.ok()) << (read.ok() ? "" : read.error().front().toString());
    return read.ok() ? read.value() : Scenario{};
}

constexpr std::size_t kCfo = 0;
constexpr std::size_t kInfraHead = 2; // compares the criteria pairwise

} // namespace

TEST(StakeholderEditing, ANewMemberStartsFromTheCriteriasOwnWeightsUnderAFreeId)
{
    Scenario scenario = seedStakeholders();
    ASSERT_EQ(scenario.stakeholders.size(), 3u);
    auto added = StakeholderEditing::suggested(scenario, "  Security lead ");
    ASSERT_TRUE(added) << added.error();
    EXPECT_EQ(added->id, "stakeholder-1");
    EXPECT_EQ(added->name, "Security lead");
    EXPECT_EQ(added->influence, 1.0);
    ASSERT_EQ(added->weights.size(), scenario.criteria->size());
    for (const Criterion &criterion : *scenario.criteria)
        EXPECT_EQ(added->weights.at(criterion.id), criterion.weight) << criterion.id;
    StakeholderEditing::add(scenario, *added);
    EXPECT_EQ(StakeholderEditing::freeId(scenario), "stakeholder-2");
    EXPECT_EQ(StakeholderEditing::suggested(scenario, "")->name, "Stakeholder 5");

    const Scenario read = roundTrip(scenario);
    EXPECT_EQ(read.stakeholders, scenario.stakeholders);
}

TEST(StakeholderEditing, WithoutCriteriaThereIsNothingToWeigh)
{
    Scenario scenario = seedStakeholders();
    scenario.criteria.reset();
    const auto added = StakeholderEditing::suggested(scenario, "X");
    ASSERT_FALSE(added);
    EXPECT_EQ(added.error(),
              "stakeholders: need the matrix's criteria to weigh; add a criterion first");
}

TEST(StakeholderEditing, RenameRoleInfluenceAndWeightRoundTrip)
{
    Scenario scenario = seedStakeholders();
    ASSERT_TRUE(StakeholderEditing::rename(scenario, kCfo, " Finance director "));
    ASSERT_TRUE(StakeholderEditing::setRole(scenario, kCfo, "Budget owner"));
    ASSERT_TRUE(StakeholderEditing::setInfluence(scenario, kCfo, 2.5));
    ASSERT_TRUE(StakeholderEditing::setWeight(scenario, kCfo, "duration", 0.0));
    ASSERT_TRUE(StakeholderEditing::setWeight(scenario, kCfo, "model_size", 9.5));
    StakeholderEditing::setMean(scenario, StakeholderMean::Geometric);

    const Scenario read = roundTrip(scenario);
    const Stakeholder &cfo = read.stakeholders[kCfo];
    EXPECT_EQ(cfo.name, "Finance director");
    EXPECT_EQ(cfo.role, "Budget owner");
    EXPECT_EQ(cfo.influence, 2.5);
    EXPECT_EQ(cfo.weights.at("duration"), 0.0);
    EXPECT_EQ(cfo.weights.at("model_size"), 9.5);
    EXPECT_EQ(read.stakeholderMean, StakeholderMean::Geometric);
    EXPECT_EQ(read.stakeholders, scenario.stakeholders);

    // A blank role is no role, which the file leaves out.
    ASSERT_TRUE(StakeholderEditing::setRole(scenario, kCfo, "  "));
    EXPECT_EQ(roundTrip(scenario).stakeholders[kCfo].role, "");
}

TEST(StakeholderEditing, RefusalsNameTheFieldAndTheValue)
{
    Scenario scenario = seedStakeholders();
    const Scenario before = scenario;
    const auto expectRefusal = [&](const Expected<void, std::string> &result,
                                   const std::string &message) {
        ASSERT_FALSE(result);
        EXPECT_EQ(result.error(), message);
        EXPECT_EQ(scenario, before) << "a refused edit changes nothing";
    };
    expectRefusal(StakeholderEditing::setWeight(scenario, kCfo, "model_size", 11),
                  "stakeholders[0].weights.model_size: must be at most 10, got 11");
    expectRefusal(StakeholderEditing::setWeight(scenario, kCfo, "model_size", -1),
                  "stakeholders[0].weights.model_size: must be at least 0, got -1");
    expectRefusal(StakeholderEditing::setWeight(scenario, kCfo, "speed", 3),
                  "stakeholders[0].weights.speed: no criterion has id \"speed\"");
    expectRefusal(StakeholderEditing::setWeight(scenario, kInfraHead, "model_size", 3),
                  "stakeholders[2].weights.model_size: \"Head of infrastructure\" compares the "
                  "criteria pairwise; those weights are derived, not set");
    expectRefusal(StakeholderEditing::setInfluence(scenario, kCfo, 0),
                  "stakeholders[0].influence: must be more than 0.000001, got 0");
    expectRefusal(StakeholderEditing::rename(scenario, kCfo, " "),
                  "stakeholders[0].name: a stakeholder needs a name, got \" \"");
    expectRefusal(StakeholderEditing::remove(scenario, 3),
                  "stakeholders[3]: no such stakeholder (3 in the scenario)");
    expectRefusal(StakeholderEditing::setRole(scenario, 7, "x"),
                  "stakeholders[7]: no such stakeholder (3 in the scenario)");
}

TEST(StakeholderEditing, DeletingMembersDownToNoneLeavesAScenarioWithoutStakeholders)
{
    Scenario scenario = seedStakeholders();
    ASSERT_TRUE(StakeholderEditing::remove(scenario, 1));
    ASSERT_EQ(scenario.stakeholders.size(), 2u);
    EXPECT_EQ(scenario.stakeholders[1].id, "infra_head");
    EXPECT_EQ(roundTrip(scenario).stakeholders, scenario.stakeholders);
    ASSERT_TRUE(StakeholderEditing::remove(scenario, 0));
    ASSERT_TRUE(StakeholderEditing::remove(scenario, 0));
    const Scenario read = roundTrip(scenario);
    EXPECT_TRUE(read.stakeholders.empty());
    const nlohmann::json written = ScenarioWriter::toJson(scenario);
    EXPECT_FALSE(written.contains("stakeholders"));
}

TEST(StakeholderEditing, MembersFollowCriteriaAddedAndDeleted)
{
    const Scenario before = seedStakeholders();
    Scenario after = before;
    // A new criterion at the end, the second one deleted.
    after.criteria->push_back(
        Criterion{"security", "Security", 6.0, {{"h100", 3}, {"trn3", 3}}, false});
    after.criteria->erase(after.criteria->begin() + 1);
    StakeholderEditing::followCriteria(before, after);

    const Stakeholder &cfo = after.stakeholders[kCfo];
    EXPECT_EQ(cfo.weights.size(), after.criteria->size());
    EXPECT_EQ(cfo.weights.count("training_budget"), 0u);
    EXPECT_EQ(cfo.weights.at("security"), 6.0); // the criterion's own weight
    EXPECT_EQ(cfo.weights.at("model_size"), before.stakeholders[kCfo].weights.at("model_size"));

    const auto &old = before.stakeholders[kInfraHead].pairwise;
    const auto &now = after.stakeholders[kInfraHead].pairwise;
    const std::size_t n = after.criteria->size();
    ASSERT_EQ(now.size(), n);
    EXPECT_EQ(now[0][1], old[0][2]); // model_size vs timeline_pressure, carried over
    EXPECT_EQ(now[1][0], old[2][0]);
    EXPECT_EQ(now[0][n - 1], 1.0); // the new criterion judged equal to every other
    EXPECT_EQ(now[n - 1][n - 1], 1.0);

    const Scenario read = roundTrip(after);
    EXPECT_EQ(read.stakeholders, after.stakeholders);
}

TEST(StakeholderEditing, TheLastCriterionDeletedLeavesTheMembersForTheFormatToRefuse)
{
    const Scenario before = seedStakeholders();
    Scenario after = before;
    after.criteria.reset();
    StakeholderEditing::followCriteria(before, after);
    EXPECT_EQ(after.stakeholders, before.stakeholders);
    const ScenarioReadResult read = ScenarioReader::fromJson(ScenarioWriter::toJson(after));
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().front().toString(),
              "stakeholders: need the matrix's criteria to weigh; add \"criteria\" first");
}
