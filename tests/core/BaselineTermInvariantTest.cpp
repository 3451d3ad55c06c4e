// The port's work is billed at the baseline's per-use purchase, never at a term the
// baseline would buy (core/engine/billing/PortWork.h): in every shipped example, no other
// option's total moves when the baseline's own term is taken away. An example whose
// baseline states no term is given one (a 1-year savings plan of $50 an hour at 40 % off)
// so that every example tests it. The fuzzer checks the same on every scenario it makes.

#include "../fuzz/BaselineWithoutTerm.h"
#include "ExampleScenarios.h"

#include "core/engine/ScenarioTotals.h"
#include "core/io/ScenarioReader.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace acceldecide {
namespace {

class BaselineTermExample : public ::testing::TestWithParam<std::string>
{};

TEST_P(BaselineTermExample, NoOtherOptionsTotalMovesWithTheBaselinesTerm)
{
    const ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + GetParam());
    ASSERT_TRUE(read.ok()) << GetParam();
    Scenario scenario = *read;
    const int b = scenario.baselineIndex();
    ASSERT_GE(b, 0);
    Option &baseline = scenario.options[std::size_t(b)];
    if (!baseline.commitment && !isCommitment(baseline.purchase.model)) {
        Commitment plan;
        plan.kind = CommitmentKind::SavingsPlan;
        plan.termYears = 1;
        plan.discountPercent = 40.0;
        plan.usdPerHour = 50.0;
        baseline.commitment = plan;
    }
    const std::optional<Scenario> without = test::baselineWithoutTerm(scenario);
    ASSERT_TRUE(without.has_value());
    std::vector<double> with(scenario.options.size());
    std::vector<double> alone(scenario.options.size());
    ScenarioTotals::compute(scenario, with);
    ScenarioTotals::compute(*without, alone);
    // The term bills the baseline itself (a baseline on Capacity Blocks buys its blocks,
    // and a commitment beside them covers none of its fees: there the test says only that
    // nothing else moves).
    if (baseline.purchase.model != PurchaseModel::CapacityBlock) {
        EXPECT_NE(with[std::size_t(b)], alone[std::size_t(b)]) << "the baseline's term bills";
    }
    for (std::size_t i = 0; i < with.size(); ++i) {
        if (int(i) != b) {
            EXPECT_EQ(with[i], alone[i]) << scenario.options[i].id;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, BaselineTermExample,
                         ::testing::ValuesIn(test::exampleScenarios()), [](const auto &info) {
                             std::string name = info.param.substr(0, info.param.find('.'));
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace
} // namespace acceldecide
