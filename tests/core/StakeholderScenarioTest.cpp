// Stakeholders in the scenario JSON: reading, refusing bad weight sets and pairwise
// matrices naming the field, writing back, and the evaluation the group's weights drive.
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/export/EvaluationTable.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

json baseScenario()
{
    return json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "stakeholders",
      "horizon_months": 12,
      "workload": {"kind": "capacity", "hours_per_month": 600},
      "baseline": "gpu",
      "team": {"engineers": 2, "hours_per_week": 40, "hourly_rate_usd": 100},
      "options": [
        {"id": "gpu", "label": "GPU", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 1, "instance_hourly_usd": 50, "instances": 1,
         "purchase": {"model": "on_demand"}},
        {"id": "trn", "label": "Trainium", "stack": "neuron", "instance_type": "trn2.48xlarge",
         "accelerators_per_instance": 1, "instance_hourly_usd": 40, "instances": 1,
         "purchase": {"model": "on_demand"}, "migration": {"weeks": 4}}
      ],
      "criteria": [
        {"id": "cost", "label": "Cost", "weight": 5, "scores": {"gpu": 2, "trn": 5}},
        {"id": "ecosystem", "label": "Ecosystem", "weight": 5, "scores": {"gpu": 5, "trn": 2}},
        {"id": "lockin", "label": "Lock-in", "weight": 5, "scores": {"gpu": 4, "trn": 1}}
      ],
      "stakeholders": [
        {"id": "cfo", "name": "CFO", "role": "Finance", "influence": 2,
         "weights": {"cost": 10, "ecosystem": 2, "lockin": 1}},
        {"id": "ml", "name": "ML lead", "role": "Research",
         "pairwise": [[1, 0.2, 1], [5, 1, 5], [1, 0.2, 1]]}
      ]})");
}

ValidationError firstError(const json &document)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(document);
    EXPECT_FALSE(result);
    return result ? ValidationError{} : result.error()[0];
}

} // namespace

TEST(StakeholderScenario, ReadsWeightSetsAndPairwiseMatrices)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(baseScenario());
    ASSERT_TRUE(result) << result.error()[0].path << ": " << result.error()[0].message;
    ASSERT_EQ(result->stakeholders.size(), 2u);
    EXPECT_EQ(result->stakeholders[0].name, "CFO");
    EXPECT_EQ(result->stakeholders[0].influence, 2.0);
    EXPECT_EQ(result->stakeholders[0].weights.at("cost"), 10.0);
    EXPECT_EQ(result->stakeholders[1].influence, 1.0);
    ASSERT_TRUE(result->stakeholders[1].usesPairwise());
    EXPECT_EQ(result->stakeholders[1].pairwise[1][0], 5.0);
    EXPECT_EQ(result->stakeholderMean, StakeholderMean::Arithmetic);
}

TEST(StakeholderScenario, WritesBackWhatItRead)
{
    json document = baseScenario();
    document["stakeholder_mean"] = "geometric";
    const ScenarioReadResult result = ScenarioReader::fromJson(document);
    ASSERT_TRUE(result);
    const ScenarioReadResult again = ScenarioReader::fromJson(ScenarioWriter::toJson(*result));
    ASSERT_TRUE(again);
    EXPECT_EQ(*again, *result);
    EXPECT_EQ(again->stakeholderMean, StakeholderMean::Geometric);
}

TEST(StakeholderScenario, TheGroupsWeightsDriveTheMatrix)
{
    const ScenarioReadResult scenario = ScenarioReader::fromJson(baseScenario());
    ASSERT_TRUE(scenario);
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*scenario);
    ASSERT_TRUE(evaluation.stakeholders.has_value());
    ASSERT_TRUE(evaluation.matrix.has_value());
    EXPECT_EQ(evaluation.matrix->winner, evaluation.stakeholders->group.matrix.winner);
    ASSERT_TRUE(evaluation.stakeholders->scenarioWeights.has_value());
    EXPECT_EQ(evaluation.stakeholders->members[0].matrix.winner, "trn");
    EXPECT_EQ(evaluation.stakeholders->members[1].matrix.winner, "gpu");
    EXPECT_EQ(evaluation.recommendation.matrixWinner, evaluation.matrix->winner);
}

TEST(StakeholderScenario, BadWeightSetsAreRefusedNamingTheField)
{
    json document = baseScenario();
    document["stakeholders"][0]["weights"]["cost"] = 11;
    ValidationError error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[0].weights.cost");
    EXPECT_EQ(error.message, "must be <= 10, got 11");

    document = baseScenario();
    document["stakeholders"][0]["weights"]["speed"] = 3;
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[0].weights.speed");
    EXPECT_EQ(error.message, "no criterion has id \"speed\"");

    document = baseScenario();
    document["stakeholders"][0]["weights"].erase("lockin");
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[0].weights.lockin");
    EXPECT_EQ(error.message, "missing (weigh every criterion; 0 leaves it out)");

    document = baseScenario();
    document["stakeholders"][1]["id"] = "cfo";
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1].id");
    EXPECT_EQ(error.message, "duplicate id \"cfo\" (also stakeholders[0])");

    document = baseScenario();
    document["stakeholders"][0]["influence"] = 0;
    EXPECT_EQ(firstError(document).path, "stakeholders[0].influence");

    document = baseScenario();
    document["stakeholder_mean"] = "median";
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholder_mean");
    EXPECT_EQ(error.message, "must be \"arithmetic\" or \"geometric\", got \"median\"");

    document = baseScenario();
    document.erase("criteria");
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders");
}

TEST(StakeholderScenario, BadPairwiseMatricesAreRefusedNamingTheCell)
{
    json document = baseScenario();
    document["stakeholders"][1]["pairwise"] = json::parse("[[1, 0.2], [5, 1]]");
    ValidationError error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1].pairwise");
    EXPECT_EQ(error.message, "must be 3 x 3 (one row and column per criterion, in the "
                             "criteria's order), got 2 rows");

    document = baseScenario();
    document["stakeholders"][1]["pairwise"][2] = json::parse("[1, 0.2]");
    EXPECT_EQ(firstError(document).path, "stakeholders[1].pairwise[2]");

    document = baseScenario();
    document["stakeholders"][1]["pairwise"][1][0] = 4;
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1].pairwise[1][0]");
    EXPECT_EQ(error.message,
              "must be the reciprocal of [0][1] = 0.2, i.e. 5 (\"ecosystem\" vs \"cost\"), got 4");

    document = baseScenario();
    document["stakeholders"][1]["pairwise"][0][2] = 0;
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1].pairwise[0][2]");
    EXPECT_EQ(error.message, "must not be 0 (Saaty's scale runs from 1/9 to 9)");

    document = baseScenario();
    document["stakeholders"][1]["pairwise"][1][2] = 12;
    document["stakeholders"][1]["pairwise"][2][1] = 1.0 / 12;
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1].pairwise[1][2]");
    EXPECT_EQ(error.message, "must be between 1/9 and 9 (Saaty's scale), got 12");

    document = baseScenario();
    document["stakeholders"][1]["pairwise"][1][1] = 2;
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1].pairwise[1][1]");

    document = baseScenario();
    document["stakeholders"][1]["weights"] = {{"cost", 1}, {"ecosystem", 1}, {"lockin", 1}};
    error = firstError(document);
    EXPECT_EQ(error.path, "stakeholders[1]");
    EXPECT_EQ(error.message, "give either \"weights\" or \"pairwise\", not both");
}

TEST(StakeholderScenario, TheShippedExampleReportsEveryViewInJsonAndTable)
{
    std::ifstream file(std::string(ACCELDECIDE_SCENARIOS_DIR) + "/seed001-stakeholders.json");
    const std::string text((std::istreambuf_iterator<char>(file)),
                           std::istreambuf_iterator<char>());
    const ScenarioReadResult scenario = ScenarioReader::fromText(text);
    ASSERT_TRUE(scenario) << scenario.error()[0].toString();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*scenario);
    ASSERT_TRUE(evaluation.stakeholders.has_value());
    const StakeholderResult &result = *evaluation.stakeholders;
    ASSERT_EQ(result.members.size(), 3u);
    // The personas pull apart: the CFO's budget favours Trainium3, the ML lead's
    // ecosystem the H100; within the seed's AWS-only scores the head of
    // infrastructure's portability still favours Trainium3, and so does the group.
    EXPECT_EQ(result.members[0].matrix.winner, "trn3");
    EXPECT_EQ(result.members[1].matrix.winner, "h100");
    EXPECT_EQ(result.members[2].matrix.winner, "trn3");
    EXPECT_EQ(result.group.matrix.winner, "trn3");
    ASSERT_TRUE(result.members[2].consistency.has_value());
    EXPECT_LT(result.members[2].consistency->consistencyRatio, 0.10);

    const nlohmann::ordered_json json = EvaluationJson::toJson(evaluation);
    ASSERT_TRUE(json.contains("stakeholders"));
    EXPECT_EQ(json["stakeholders"]["mean"], "arithmetic");
    EXPECT_EQ(json["stakeholders"]["members"].size(), 3u);
    EXPECT_EQ(json["stakeholders"]["spread"].size(), 10u);
    EXPECT_EQ(json["matrix"]["winner"], json["stakeholders"]["group"]["winner"]);

    const std::string table = EvaluationTable::format(evaluation);
    EXPECT_NE(table.find("\nStakeholders\n"), std::string::npos);
    EXPECT_NE(table.find("with CFO's weights trn3 wins by "), std::string::npos) << table;
    EXPECT_NE(table.find("ML lead's choice flips if 'Model Size' weight goes above 8.0"),
              std::string::npos)
        << table;
    EXPECT_NE(table.find("no single weight change within 0-10 flips the group's choice"),
              std::string::npos)
        << table;
}
