// Edits of the commitments a team already holds: every edit leaves a scenario the format
// reads back (a write/read round trip, as the GUI validates), and a change of type keeps
// what the new type needs.
#include "core/editing/HeldCommitmentEditing.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/model/HeldCommitments.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

Scenario twoOptions()
{
    const ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) +
                                 "/seed001-startup-70b-savings-plan-scenarios.json");
    EXPECT_TRUE(read.ok());
    return read.ok() ? read.value() : Scenario{};
}

// The round trip the GUI's document validates with; the first problem, or "".
std::string problem(const Scenario &scenario)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(ScenarioWriter::toJson(scenario));
    return read.ok() ? std::string() : read.error().front().toString();
}

} // namespace

TEST(HeldCommitmentEditing, ASuggestedCommitmentIsAValidComputePlanUnderAFreeId)
{
    Scenario scenario = twoOptions();
    const ExistingCommitment first = HeldCommitmentEditing::suggested(scenario);
    EXPECT_EQ(first.id, "held-1");
    EXPECT_EQ(first.kind, CommitmentKind::SavingsPlan);
    EXPECT_EQ(first.plan, SavingsPlanType::Compute);
    EXPECT_EQ(first.usdPerHour, HeldCommitmentEditing::kSuggestedUsdPerHour);
    EXPECT_EQ(first.monthsRemaining, HeldCommitmentEditing::kSuggestedMonthsRemaining);
    ASSERT_TRUE(HeldCommitmentEditing::add(scenario, first));
    EXPECT_EQ(problem(scenario), "");
    EXPECT_EQ(HeldCommitmentEditing::freeId(scenario), "held-2");

    // held-2 taken by hand: the next free one is held-3, and held-1 once it is gone.
    ExistingCommitment second = HeldCommitmentEditing::suggested(scenario);
    ASSERT_TRUE(HeldCommitmentEditing::add(scenario, second));
    EXPECT_EQ(HeldCommitmentEditing::freeId(scenario), "held-3");
    ASSERT_TRUE(HeldCommitmentEditing::remove(scenario, 0));
    EXPECT_FALSE(HeldCommitmentEditing::remove(scenario, 5));
    ASSERT_EQ(scenario.existingCommitments.size(), 1u);
    EXPECT_EQ(scenario.existingCommitments[0].id, "held-2");
    EXPECT_EQ(HeldCommitmentEditing::freeId(scenario), "held-1");
}

TEST(HeldCommitmentEditing, AddingBeyondTheMostTheCostModelHoldsIsRefusedNamingTheField)
{
    Scenario scenario = twoOptions();
    for (int i = 0; i < HeldCommitments::kMax; ++i)
        ASSERT_TRUE(
            HeldCommitmentEditing::add(scenario, HeldCommitmentEditing::suggested(scenario)));
    EXPECT_EQ(problem(scenario), "");
    const Expected<void, std::string> ninth =
        HeldCommitmentEditing::add(scenario, HeldCommitmentEditing::suggested(scenario));
    ASSERT_FALSE(ninth);
    EXPECT_EQ(ninth.error().rfind("existing_commitments: at most 8", 0), 0u) << ninth.error();
    EXPECT_EQ(scenario.existingCommitments.size(), std::size_t(HeldCommitments::kMax));
}

TEST(HeldCommitmentEditing, AReservationGetsOneInstanceOfTheFirstOptionsTypeAndBack)
{
    Scenario scenario = twoOptions();
    ExistingCommitment held = HeldCommitmentEditing::suggested(scenario);
    HeldCommitmentEditing::setKind(held, CommitmentKind::Reserved, scenario);
    EXPECT_EQ(held.kind, CommitmentKind::Reserved);
    EXPECT_EQ(held.instances, 1.0);
    EXPECT_EQ(held.instanceType, "p5.48xlarge");
    EXPECT_FALSE(held.usdPerHour); // the option prices p5.48xlarge
    scenario.existingCommitments = {held};
    EXPECT_EQ(problem(scenario), "");

    HeldCommitmentEditing::setKind(held, CommitmentKind::SavingsPlan, scenario);
    EXPECT_FALSE(held.instances);
    EXPECT_EQ(held.usdPerHour, HeldCommitmentEditing::kSuggestedUsdPerHour);
    scenario.existingCommitments = {held};
    EXPECT_EQ(problem(scenario), "");
}

TEST(HeldCommitmentEditing, AnEc2InstancePlanNamesAFamilyAndTheFormatJudgesTheRest)
{
    Scenario scenario = twoOptions();
    ExistingCommitment held = HeldCommitmentEditing::suggested(scenario);
    HeldCommitmentEditing::setPlan(held, SavingsPlanType::Ec2Instance, scenario);
    EXPECT_EQ(held.instanceType, "p5.48xlarge");
    held.instanceType = "trn3.48xlarge";
    HeldCommitmentEditing::setPlan(held, SavingsPlanType::Ec2Instance, scenario);
    EXPECT_EQ(held.instanceType, "trn3.48xlarge"); // a type already named is kept
    scenario.existingCommitments = {held};
    EXPECT_EQ(problem(scenario), "");

    // Out-of-range figures are the format's to refuse, with the path fieldPath gives.
    scenario.existingCommitments[0].monthsRemaining = 40;
    EXPECT_NE(problem(scenario).find(HeldCommitmentEditing::fieldPath(0, "months_remaining")),
              std::string::npos)
        << problem(scenario);
}
