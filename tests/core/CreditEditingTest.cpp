// Edits of the team's promotional credits: a suggested credit is one the format reads
// back (a write/read round trip, as the GUI validates) and a scope survives the trip to
// text and back.
#include "core/editing/CreditEditing.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

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

TEST(CreditEditing, ASuggestedCreditCoversEveryOptionForTheHorizonUnderAFreeId)
{
    Scenario scenario = twoOptions();
    const Credit first = CreditEditing::suggested(scenario);
    EXPECT_EQ(first.id, "credit-1");
    EXPECT_EQ(first.usd, CreditEditing::kSuggestedUsd);
    EXPECT_EQ(first.firstMonth, 1);
    EXPECT_EQ(first.expiresMonth, scenario.horizonMonths);
    EXPECT_EQ(first.scope, CreditScope::All);
    CreditEditing::add(scenario, first);
    EXPECT_EQ(problem(scenario), "");
    EXPECT_EQ(CreditEditing::freeId(scenario), "credit-2");
    CreditEditing::add(scenario, CreditEditing::suggested(scenario));
    EXPECT_EQ(problem(scenario), "");
    ASSERT_EQ(scenario.credits.size(), 2u);

    EXPECT_TRUE(CreditEditing::remove(scenario, 0));
    EXPECT_FALSE(CreditEditing::remove(scenario, 1));
    ASSERT_EQ(scenario.credits.size(), 1u);
    EXPECT_EQ(scenario.credits[0].id, "credit-2");
    EXPECT_EQ(CreditEditing::freeId(scenario), "credit-1");
}

TEST(CreditEditing, AScopeIsAWordOrACommaListOfOptionIds)
{
    Credit credit;
    ASSERT_TRUE(CreditEditing::setScope(credit, " neuron "));
    EXPECT_EQ(credit.scope, CreditScope::Neuron);
    EXPECT_EQ(CreditEditing::scopeText(credit), "Neuron");
    ASSERT_TRUE(CreditEditing::setScope(credit, "Cuda"));
    EXPECT_EQ(CreditEditing::scopeText(credit), "CUDA");
    ASSERT_TRUE(CreditEditing::setScope(credit, "trn3, h100,trn3,"));
    EXPECT_EQ(credit.scope, CreditScope::Options);
    EXPECT_EQ(credit.optionIds, (std::vector<std::string>{"trn3", "h100"}));
    EXPECT_EQ(CreditEditing::scopeText(credit), "trn3, h100");
    ASSERT_TRUE(CreditEditing::setScope(credit, "ALL"));
    EXPECT_EQ(credit.scope, CreditScope::All);
    EXPECT_TRUE(credit.optionIds.empty());

    const auto refused = CreditEditing::setScope(credit, " , ");
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error(),
              "applies_to: must be All, Neuron, CUDA or option ids separated by commas, got \",\"");
    EXPECT_EQ(credit.scope, CreditScope::All);
}

TEST(CreditEditing, TheFormatJudgesUnknownOptionsAndAnExpiryBeforeTheFirstMonth)
{
    Scenario scenario = twoOptions();
    CreditEditing::add(scenario, CreditEditing::suggested(scenario));
    ASSERT_TRUE(CreditEditing::setScope(scenario.credits[0], "trn3, nope"));
    EXPECT_NE(problem(scenario).find("credits[0].applies_to[1]"), std::string::npos)
        << problem(scenario);
    ASSERT_TRUE(CreditEditing::setScope(scenario.credits[0], "trn3"));
    EXPECT_EQ(problem(scenario), "");
    scenario.credits[0].firstMonth = 6;
    scenario.credits[0].expiresMonth = 5;
    EXPECT_NE(problem(scenario).find("credits[0].expires_month"), std::string::npos)
        << problem(scenario);
    EXPECT_EQ(CreditEditing::fieldPath(3, "usd"), "credits[3].usd");
}
