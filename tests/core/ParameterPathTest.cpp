#include "core/model/ParameterPath.h"
#include "TestScenarios.h"

#include <gtest/gtest.h>

using namespace acceldecide;

TEST(ParameterPath, ResolvesWorkloadTeamAndOptionFields)
{
    Scenario scenario = test::seed004Inference();
    EXPECT_EQ(ParameterPath::resolve(scenario, "workload.tokens_per_day_billion"),
              &scenario.workload.tokensPerDayBillion);
    EXPECT_EQ(ParameterPath::value(scenario, "team.hourly_rate_usd"), 150.0);
    EXPECT_EQ(ParameterPath::value(scenario, "options.trn3.migration.weeks"), 3.0);
    EXPECT_EQ(
        ParameterPath::value(scenario, "options.trn3.throughput.tokens_per_sec_per_accelerator"),
        1800.0);
    EXPECT_EQ(ParameterPath::value(scenario, "options.trn3.purchase.hourly_usd"), 1.80);
}

TEST(ParameterPath, ExplainsWhyAPathDoesNotResolve)
{
    Scenario scenario = test::seed004Inference();
    std::string error;
    EXPECT_EQ(ParameterPath::resolve(scenario, "workload.runs", &error), nullptr);
    EXPECT_NE(error.find("not used by a inference workload"), std::string::npos) << error;
    EXPECT_EQ(ParameterPath::resolve(scenario, "options.nope.migration.weeks", &error), nullptr);
    EXPECT_NE(error.find("unknown option id 'nope'"), std::string::npos) << error;
    EXPECT_EQ(ParameterPath::resolve(scenario, "options.h200_spot.migration.weeks", &error),
              nullptr);
    EXPECT_NE(error.find("no migration"), std::string::npos) << error;
    EXPECT_EQ(ParameterPath::resolve(scenario, "banana", &error), nullptr);
    EXPECT_NE(error.find("unknown target"), std::string::npos) << error;
}

TEST(ParameterPath, ListsRealValuedInputsOnly)
{
    const auto inputs = ParameterPath::realValuedInputs(test::seed004Inference());
    const std::vector<std::string> expected{
        "workload.model_params_billion",
        "workload.tokens_per_day_billion",
        "workload.utilization_percent",
        "team.engineers",
        "team.hours_per_week",
        "team.hourly_rate_usd",
        "options.h200_spot.purchase.hourly_usd",
        "options.h200_spot.throughput.tokens_per_sec_per_accelerator",
        "options.h200_spot.maintenance_usd_per_month",
        "options.trn3.purchase.hourly_usd",
        "options.trn3.throughput.tokens_per_sec_per_accelerator",
        "options.trn3.migration.weeks",
        "options.trn3.maintenance_usd_per_month"};
    EXPECT_EQ(inputs, expected);
}

TEST(ParameterPath, DescribesPathsInWords)
{
    EXPECT_EQ(ParameterPath::describe("workload.tokens_per_day_billion"), "Tokens served per day");
    EXPECT_EQ(ParameterPath::describe("options.trn3.migration.weeks"), "Porting effort (trn3)");
    EXPECT_EQ(ParameterPath::describe("nonsense"), "nonsense");
}
