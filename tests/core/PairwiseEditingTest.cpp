// Edits of a stakeholder's pairwise comparison: a judgement sets its reciprocal, switching
// between direct weights and a comparison keeps the member's weights, each result reads
// back through the format, and each refusal names the field and the value. Saaty's scale
// reads and writes judgements as people do ("1/3").
#include "core/editing/PairwiseEditing.h"
#include "core/decision/PairwiseWeights.h"
#include "core/decision/SaatyScale.h"
#include "core/decision/StakeholderMatrix.h"
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

Scenario roundTrip(const Scenario &scenario)
{
    const ScenarioReadResult read = ScenarioReader::fromJson(ScenarioWriter::toJson(scenario));
    EXPECT_TRUE(read.ok()) << (read.ok() ? "" : read.error().front().toString());
    return read.ok() ? read.value() : Scenario{};
}

constexpr std::size_t kCfo = 0;       // direct weights
constexpr std::size_t kInfraHead = 2; // compares the criteria pairwise

} // namespace

TEST(SaatyScale, ReadsNumbersAndFractionsAsPeopleWriteThem)
{
    EXPECT_EQ(SaatyScale::parse("3"), 3.0);
    EXPECT_EQ(SaatyScale::parse(" 1/3 "), 1.0 / 3.0);
    EXPECT_EQ(SaatyScale::parse("1 / 9"), 1.0 / 9.0);
    EXPECT_EQ(SaatyScale::parse("2.5"), 2.5);
    EXPECT_EQ(SaatyScale::parse("+4"), 4.0);
    EXPECT_EQ(SaatyScale::parse("0"), 0.0); // a number, for the edit to refuse by value
    EXPECT_EQ(SaatyScale::parse("abc"), std::nullopt);
    EXPECT_EQ(SaatyScale::parse(""), std::nullopt);
    EXPECT_EQ(SaatyScale::parse("1/0"), std::nullopt);
    EXPECT_EQ(SaatyScale::parse("1/"), std::nullopt);
    EXPECT_EQ(SaatyScale::parse("3x"), std::nullopt);
    EXPECT_EQ(SaatyScale::parse("inf"), std::nullopt);
}

TEST(SaatyScale, WritesTheLowerHalfAsFractions)
{
    EXPECT_EQ(SaatyScale::format(1.0), "1");
    EXPECT_EQ(SaatyScale::format(9.0), "9");
    EXPECT_EQ(SaatyScale::format(1.0 / 3.0), "1/3");
    EXPECT_EQ(SaatyScale::format(1.0 / 9.0), "1/9");
    EXPECT_EQ(SaatyScale::format(2.5), "2.5");
    EXPECT_EQ(SaatyScale::format(0.4), "1/2.5");
    EXPECT_EQ(SaatyScale::format(5.0 / 3.0), "1.67");
    const std::vector<double> values = SaatyScale::values();
    ASSERT_EQ(values.size(), 17u);
    EXPECT_EQ(values.front(), 1.0 / 9.0);
    EXPECT_EQ(values[8], 1.0);
    EXPECT_EQ(values.back(), 9.0);
    for (double value : values)
        EXPECT_EQ(SaatyScale::parse(SaatyScale::format(value)), value) << value;
}

TEST(PairwiseEditing, AJudgementSetsItsReciprocalAndReadsBack)
{
    Scenario scenario = seedStakeholders();
    ASSERT_TRUE(PairwiseEditing::setJudgement(scenario, kInfraHead, 0, 2, 1.0 / 3.0).ok());
    const auto &matrix = scenario.stakeholders[kInfraHead].pairwise;
    EXPECT_EQ(matrix[0][2], 1.0 / 3.0);
    EXPECT_EQ(matrix[2][0], 3.0);
    // From below the diagonal too: the upper cell follows.
    ASSERT_TRUE(PairwiseEditing::setJudgement(scenario, kInfraHead, 3, 1, 7.0).ok());
    EXPECT_EQ(matrix[3][1], 7.0);
    EXPECT_EQ(matrix[1][3], 1.0 / 7.0);
    EXPECT_EQ(roundTrip(scenario), scenario);
}

TEST(PairwiseEditing, RefusalsNameTheFieldAndTheValue)
{
    Scenario scenario = seedStakeholders();
    const Scenario original = scenario;
    const auto refused = [&](std::size_t member, std::size_t row, std::size_t column,
                             double value) {
        const Expected<void, std::string> result =
            PairwiseEditing::setJudgement(scenario, member, row, column, value);
        EXPECT_FALSE(result.ok());
        return result.ok() ? std::string() : result.error();
    };
    EXPECT_EQ(refused(kInfraHead, 0, 1, 0.0),
              "stakeholders[2].pairwise[0][1]: must not be 0 (Saaty's scale runs from 1/9 to "
              "9), got 0");
    EXPECT_EQ(refused(kInfraHead, 0, 1, 10.0),
              "stakeholders[2].pairwise[0][1]: must be between 1/9 and 9 (Saaty's scale), got 10");
    EXPECT_EQ(refused(kInfraHead, 0, 1, 0.1),
              "stakeholders[2].pairwise[0][1]: must be between 1/9 and 9 (Saaty's scale), got "
              "0.1");
    EXPECT_EQ(refused(kInfraHead, 1, 1, 3.0),
              "stakeholders[2].pairwise[1][1]: a criterion compared with itself is always 1");
    EXPECT_EQ(refused(kInfraHead, 0, 40, 3.0),
              "stakeholders[2].pairwise[0][40]: no such judgement (10 x 10 criteria)");
    EXPECT_EQ(refused(kCfo, 0, 1, 3.0),
              "stakeholders[0].pairwise[0][1]: \"CFO\" weighs the criteria directly; switch "
              "them to a pairwise comparison first");
    EXPECT_EQ(refused(7, 0, 1, 3.0), "stakeholders[7]: no such stakeholder (3 in the scenario)");
    EXPECT_EQ(scenario, original);
}

TEST(PairwiseEditing, SwitchingToPairwiseKeepsTheMembersWeights)
{
    Scenario scenario = seedStakeholders();
    const std::vector<double> before =
        StakeholderMatrix::memberWeights(scenario.stakeholders[kCfo], *scenario.criteria);
    ASSERT_TRUE(PairwiseEditing::comparePairwise(scenario, kCfo).ok());
    const Stakeholder &cfo = scenario.stakeholders[kCfo];
    ASSERT_TRUE(cfo.usesPairwise());
    EXPECT_TRUE(cfo.weights.empty());
    const std::vector<double> after = StakeholderMatrix::memberWeights(cfo, *scenario.criteria);
    ASSERT_EQ(after.size(), before.size());
    for (std::size_t i = 0; i < before.size(); ++i)
        EXPECT_NEAR(after[i], before[i], 1e-9) << i;
    std::vector<std::string> ids;
    for (const Criterion &criterion : *scenario.criteria)
        ids.push_back(criterion.id);
    // Ratios taken from one set of weights are perfectly consistent.
    EXPECT_NEAR(PairwiseWeights::derive(cfo.pairwise, ids).consistency.consistencyRatio, 0.0, 1e-9);
    EXPECT_EQ(roundTrip(scenario), scenario);
    // Switching again is no change.
    const Scenario switched = scenario;
    ASSERT_TRUE(PairwiseEditing::comparePairwise(scenario, kCfo).ok());
    EXPECT_EQ(scenario, switched);
}

TEST(PairwiseEditing, AZeroWeightBecomesTheEndOfTheScale)
{
    Scenario scenario = seedStakeholders();
    Stakeholder &cfo = scenario.stakeholders[kCfo];
    const std::string first = (*scenario.criteria)[0].id;
    const std::string second = (*scenario.criteria)[1].id;
    cfo.weights[first] = 0.0;
    cfo.weights[second] = 10.0;
    ASSERT_TRUE(PairwiseEditing::comparePairwise(scenario, kCfo).ok());
    EXPECT_EQ(cfo.pairwise[0][1], 1.0 / 9.0);
    EXPECT_EQ(cfo.pairwise[1][0], 9.0);
    EXPECT_EQ(roundTrip(scenario), scenario);
}

TEST(PairwiseEditing, SwitchingBackGivesTheDerivedWeightsToTwoDecimals)
{
    Scenario scenario = seedStakeholders();
    const std::vector<double> derived =
        StakeholderMatrix::memberWeights(scenario.stakeholders[kInfraHead], *scenario.criteria);
    ASSERT_TRUE(PairwiseEditing::weighDirectly(scenario, kInfraHead).ok());
    const Stakeholder &infra = scenario.stakeholders[kInfraHead];
    EXPECT_FALSE(infra.usesPairwise());
    ASSERT_EQ(infra.weights.size(), scenario.criteria->size());
    double largest = 0.0;
    for (std::size_t i = 0; i < derived.size(); ++i) {
        const double weight = infra.weights.at((*scenario.criteria)[i].id);
        EXPECT_NEAR(weight, derived[i], 0.005) << i;
        largest = std::max(largest, weight);
    }
    EXPECT_EQ(largest, 10.0);
    EXPECT_EQ(roundTrip(scenario), scenario);
    const Scenario switched = scenario;
    ASSERT_TRUE(PairwiseEditing::weighDirectly(scenario, kInfraHead).ok());
    EXPECT_EQ(scenario, switched);
}
