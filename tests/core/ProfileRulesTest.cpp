#include "core/decision/ProfileRules.h"
#include "core/decision/PortingEstimator.h"
#include "core/model/ProfileFactors.h"

#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

using namespace acceldecide;

namespace {

const std::string kHeader = "matrix,criterion,factor,band,neuron_score,cuda_score,reason,source\n";
const std::string kKnockoutHeader = "factor,choice,stack,reason,source\n";

ProfileRules parseRules(const std::string &rows, std::vector<std::string> &errors)
{
    return ProfileRules::parse(kHeader + rows, kKnockoutHeader, errors);
}

// model_size of seed 001, with the bands given.
std::string modelSizeRows(const std::vector<std::string> &bands)
{
    std::string rows;
    for (const std::string &band : bands)
        rows += "seed001-decision-matrix,model_size,model_params_billion,\"" + band +
                "\",3,3,why,where\n";
    return rows;
}

std::vector<std::string> modelSizeProblems(const std::vector<std::string> &bands)
{
    std::vector<std::string> errors;
    const ProfileRules rules = parseRules(modelSizeRows(bands), errors);
    EXPECT_EQ(errors, std::vector<std::string>{});
    std::vector<std::string> problems;
    for (const std::string &problem : rules.coverageProblems()) {
        if (problem.starts_with("seed001-decision-matrix.model_size:"))
            problems.push_back(problem);
    }
    return problems;
}

} // namespace

TEST(ProfileRules, TheBuiltInTablesParseAndCoverEveryCriterionAndValue)
{
    EXPECT_EQ(ProfileRules::builtInErrors(), std::vector<std::string>{});
    EXPECT_EQ(PortingEstimator::builtInErrors(), std::vector<std::string>{});
    EXPECT_EQ(ProfileRules::builtIn().coverageProblems(), std::vector<std::string>{});
    EXPECT_EQ(ProfileRules::builtIn().matrices(),
              (std::vector<std::string>{"seed001-decision-matrix", "seed000-checklist",
                                        "seed002-four-axes"}));
    EXPECT_EQ(ProfileRules::builtIn().knockouts().size(), 2u);
}

TEST(ProfileRules, EveryNumberAndChoiceOfAGovernedFactorFindsExactlyOneRule)
{
    const ProfileRules &rules = ProfileRules::builtIn();
    const std::vector<double> probes{0,  1e-6,  2.5,   9.999,  10,       12,
                                     24, 29999, 30000, 100000, 100000.5, 1e9};
    for (const ProfileRule &rule : rules.rules()) {
        const ProfileFactor *factor = ProfileFactors::find(rule.factor);
        ASSERT_NE(factor, nullptr);
        std::vector<ProfileAnswer> answers;
        if (factor->kind == FactorKind::Number) {
            for (double value : probes)
                answers.push_back({value, {}});
        } else {
            for (const FactorChoice &choice : factor->choices)
                answers.push_back({std::nullopt, std::string(choice.id)});
        }
        for (const ProfileAnswer &answer : answers) {
            int matches = 0;
            for (const ProfileRule &other : rules.rules()) {
                if (other.matrix == rule.matrix && other.criterion == rule.criterion &&
                    other.band.contains(answer))
                    ++matches;
            }
            EXPECT_EQ(matches, 1) << rule.matrix << "." << rule.criterion << " at "
                                  << (answer.number ? std::to_string(*answer.number)
                                                    : answer.choice);
        }
    }
}

TEST(ProfileRules, CoverageFindsGapsOverlapsAndOpenEnds)
{
    EXPECT_EQ(modelSizeProblems({"[0,10)", "[10,70)", "[70,inf)"}), std::vector<std::string>{});
    EXPECT_EQ(modelSizeProblems({"[0,10)", "(10,inf)"}),
              std::vector<std::string>{"seed001-decision-matrix.model_size: bands leave a gap or "
                                       "overlap at 10 (band more than 10)"}); // 10 has no band
    EXPECT_EQ(modelSizeProblems({"[0,10]", "[10,inf)"}).size(), 1u);          // 10 has two
    EXPECT_EQ(modelSizeProblems({"(0,10)", "[10,inf)"}).size(), 1u);          // 0 has none
    EXPECT_EQ(modelSizeProblems({"[0,10)", "[10,70)"}),
              std::vector<std::string>{
                  "seed001-decision-matrix.model_size: no band reaches infinity (last ends at "
                  "70)"});
}

TEST(ProfileRules, BadRowsAreReportedWithTableLineAndColumn)
{
    std::vector<std::string> errors;
    const ProfileRules rules = parseRules(
        "seed001-decision-matrix,model_size,model_params_billion,10-70,3,3,why,where\n"
        "seed001-decision-matrix,architecture_novelty,architecture,quantum,3,3,why,where\n"
        "seed001-decision-matrix,duration,time_horizon_months,\"[0,inf)\",6,3,why,where\n"
        "seed001-decision-matrix,duration,nonsense,x,3,3,why,where\n"
        "seed001-decision-matrix,training_budget,training_budget,flexible,3,4,,\n",
        errors);
    EXPECT_TRUE(rules.rules().empty());
    EXPECT_EQ(errors,
              (std::vector<std::string>{
                  "profile-rules.csv line 2, band: expected an interval such as [10,70) or "
                  "(100000,inf), got \"10-70\"",
                  "profile-rules.csv line 3, band: \"quantum\" is not a choice of architecture",
                  "profile-rules.csv line 4, neuron_score: expected an integer 1 to 5, got \"6\"",
                  "profile-rules.csv line 5, factor: no factor \"nonsense\"",
                  "profile-rules.csv line 6, reason: every rule needs a reason and a source"}));
}

TEST(ProfileRules, BandsDescribeThemselvesInWords)
{
    const auto band = [](double low, double high, bool lowIn, bool highIn) {
        ProfileBand b;
        b.numeric = true;
        b.low = low;
        b.high = high;
        b.lowInclusive = lowIn;
        b.highInclusive = highIn;
        return b.text();
    };
    const double inf = std::numeric_limits<double>::infinity();
    EXPECT_EQ(band(0, 10, true, false), "under 10");
    EXPECT_EQ(band(10, 70, true, false), "10 to under 70");
    EXPECT_EQ(band(70, inf, true, false), "70 or more");
    EXPECT_EQ(band(30000, 100000, true, true), "30000 to 100000");
    EXPECT_EQ(band(100000, inf, false, false), "more than 100000");
}
