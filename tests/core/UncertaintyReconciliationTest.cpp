#include "core/editing/UncertaintyReconciliation.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/model/ParameterPath.h"

#include "TestScenarios.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

using namespace acceldecide;

namespace {

Scenario withRunsRange()
{
    Scenario scenario = test::seed001Training();
    scenario.workload.runs = 12;
    scenario.uncertainty.push_back({"workload.runs", 12, 30});
    return scenario;
}

bool valid(const Scenario &scenario)
{
    return ScenarioReader::fromJson(ScenarioWriter::toJson(scenario)).ok();
}

} // namespace

// Seed 001's savings-plan what-if: 6 runs where the runs range starts at 12.
TEST(UncertaintyReconciliation, ARangeWidensToHoldTheNewValue)
{
    Scenario scenario = withRunsRange();
    scenario.workload.runs = 6;
    ASSERT_FALSE(valid(scenario));
    const auto changes = UncertaintyReconciliation::reconcile(scenario);
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].target, "workload.runs");
    EXPECT_EQ(changes[0].message,
              ParameterPath::describe("workload.runs") + ": uncertainty range widened to 6–30.");
    ASSERT_EQ(scenario.uncertainty.size(), 1u);
    EXPECT_EQ(scenario.uncertainty[0].low, 6.0);
    EXPECT_EQ(scenario.uncertainty[0].high, 30.0);
    EXPECT_TRUE(valid(scenario));

    scenario.workload.runs = 45;
    ASSERT_EQ(UncertaintyReconciliation::reconcile(scenario).size(), 1u);
    EXPECT_EQ(scenario.uncertainty[0].low, 6.0);
    EXPECT_EQ(scenario.uncertainty[0].high, 45.0);
}

TEST(UncertaintyReconciliation, ARangeThatHoldsItsValueIsLeftAlone)
{
    Scenario scenario = withRunsRange();
    scenario.workload.runs = 20;
    const Scenario before = scenario;
    EXPECT_TRUE(UncertaintyReconciliation::reconcile(scenario).empty());
    EXPECT_EQ(scenario, before);
}

// A range on an option's MFU outlives a switch to measured throughput: it is dropped
// (the edit's undo brings it back) and the message says so.
TEST(UncertaintyReconciliation, ARangeWhoseTargetIsGoneIsRemoved)
{
    Scenario scenario = test::seed001Training();
    const std::string target = "options.h100.throughput.mfu_percent";
    ASSERT_TRUE(ParameterPath::value(scenario, target).has_value()) << target;
    scenario.uncertainty.push_back({target, 40, 60});
    scenario.options[0].throughput = Throughput::measured(26800.0);
    ASSERT_FALSE(valid(scenario));
    const auto changes = UncertaintyReconciliation::reconcile(scenario);
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_NE(changes[0].message.find("uncertainty range removed"), std::string::npos);
    EXPECT_TRUE(scenario.uncertainty.empty());
    EXPECT_TRUE(valid(scenario));
}

// A live presentation input moves within its range: when the range goes, so does it,
// and the scenario stays one the reader accepts.
TEST(UncertaintyReconciliation, ALiveInputLeavesWithItsRange)
{
    Scenario scenario = withRunsRange();
    const std::string mfu = "options.h100.throughput.mfu_percent";
    ASSERT_TRUE(ParameterPath::value(scenario, mfu).has_value()) << mfu;
    scenario.uncertainty.push_back({mfu, 40, 60});
    scenario.presentation.liveInputs = {mfu, "workload.runs"};
    ASSERT_TRUE(valid(scenario));

    // The range is removed (as the Uncertainty panel's Remove does).
    scenario.uncertainty.erase(scenario.uncertainty.begin() + 1);
    ASSERT_FALSE(valid(scenario));
    const auto changes = UncertaintyReconciliation::reconcile(scenario);
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].target, mfu);
    EXPECT_EQ(changes[0].message, ParameterPath::describe(mfu) +
                                      ": no longer live in presentation mode, its uncertainty "
                                      "range is gone.");
    EXPECT_EQ(scenario.presentation.liveInputs, std::vector<std::string>{"workload.runs"});
    EXPECT_TRUE(valid(scenario));

    // A range whose target the edit removed takes its live input along too.
    scenario.uncertainty.push_back({mfu, 40, 60});
    scenario.presentation.liveInputs.push_back(mfu);
    scenario.options[0].throughput = Throughput::measured(26800.0);
    EXPECT_EQ(UncertaintyReconciliation::reconcile(scenario).size(), 2u);
    EXPECT_EQ(scenario.presentation.liveInputs, std::vector<std::string>{"workload.runs"});
    EXPECT_TRUE(valid(scenario));
}
