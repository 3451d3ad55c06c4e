// The seeds' own scenarios as workload profiles (tests/core/fixtures/profiles/, written
// from seed 001's "Quick Decision Rules" and seed 002's scenario table before the rules
// were): each fixture's matrix winner must be the seed's lean and its checklist verdict
// the one that lean implies.

#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/model/ProfileResult.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace acceldecide;
using json = nlohmann::json;

namespace {

const fs::path kProfiles = fs::path(ACCELDECIDE_TEST_FIXTURES) / "profiles";

std::vector<std::string> fixtureNames()
{
    std::vector<std::string> names;
    for (const auto &entry : fs::directory_iterator(kProfiles)) {
        if (entry.path().extension() == ".json")
            names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

json readFixture(const std::string &name)
{
    std::ifstream in(kProfiles / (name + ".json"));
    return json::parse(in);
}

// Two options of each stack at the same price and speed: the costs cannot decide, so
// the matrix and checklist are all the fixture exercises.
json scenarioWith(const json &profile)
{
    json scenario = json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "profile fixture",
      "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 300, "runs": 2},
      "baseline": "gpu",
      "options": [
        {"id": "gpu", "label": "H100", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 55.04,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1500}},
        {"id": "trn", "label": "Trainium", "stack": "neuron", "instance_type": "trn2.48xlarge",
         "accelerators_per_instance": 16, "instance_hourly_usd": 110.08,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1500}}
      ]
    })");
    scenario["profile"] = profile;
    return scenario;
}

std::string stackOf(const std::string &option)
{
    return option == "trn" ? "neuron" : "cuda";
}

} // namespace

class ProfileFixture : public ::testing::TestWithParam<std::string>
{};

TEST_P(ProfileFixture, MatrixWinnerAndChecklistVerdictFollowTheSeedsLean)
{
    const json fixture = readFixture(GetParam());
    SCOPED_TRACE(fixture.at("quote").get<std::string>());
    const ScenarioReadResult read = ScenarioReader::fromJson(scenarioWith(fixture.at("profile")));
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read, {});

    ASSERT_TRUE(evaluation.profile.has_value());
    ASSERT_TRUE(evaluation.matrix.has_value());
    EXPECT_FALSE(evaluation.matrix->incomplete);
    ASSERT_TRUE(evaluation.matrix->winner.has_value());
    EXPECT_EQ(stackOf(*evaluation.matrix->winner), fixture.at("lean").get<std::string>());
    EXPECT_EQ(toString(evaluation.profile->checklist.verdict),
              fixture.at("verdict").get<std::string>())
        << "trainium " << evaluation.profile->checklist.trainium << ", h100 "
        << evaluation.profile->checklist.h100;

    std::vector<std::string> excluded;
    for (const OptionExclusion &exclusion : evaluation.profile->exclusions)
        excluded.push_back(exclusion.option);
    EXPECT_EQ(excluded, fixture.value("excluded", std::vector<std::string>{}));
    // A fully answered profile leaves nothing to guess and gives every cell a reason.
    for (const DerivedScore &score : evaluation.profile->scores) {
        EXPECT_TRUE(score.derived.has_value()) << score.criterion;
        EXPECT_FALSE(score.reason.empty()) << score.criterion;
        EXPECT_FALSE(score.source.empty()) << score.criterion;
    }
}

INSTANTIATE_TEST_SUITE_P(Seeds, ProfileFixture, ::testing::ValuesIn(fixtureNames()),
                         [](const auto &info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(ProfileFixtures, CoverSeed001sFiveScenariosAndSeed002sTable)
{
    const std::vector<std::string> names = fixtureNames();
    const auto from = [&](const char *prefix) {
        return std::count_if(names.begin(), names.end(),
                             [&](const std::string &name) { return name.starts_with(prefix); });
    };
    EXPECT_EQ(from("seed001-"), 5);
    EXPECT_EQ(from("seed002-"), 8);
}
