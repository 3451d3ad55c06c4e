// A scenario the reader accepts can still lack what pricing needs: a value left to a
// catalog nobody resolved, a porting figure set neither on the option nor in the team, a
// held reservation nothing prices, no usable throughput. The engine reports each as a
// value naming its field (ScenarioEvaluator::problems, tryEvaluate), which the window and
// the command line show as input errors; evaluate() throws only when a caller skipped
// that check.
#include "TestScenarios.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"

#include <gtest/gtest.h>

#include <functional>
#include <ostream>
#include <stdexcept>
#include <string>

namespace acceldecide {
namespace {

struct ProblemCase
{
    std::string name;
    std::function<void(Scenario &)> spoil; // applied to seed 004's scenario
    std::string expected;                  // the one problem, as the user reads it
};

void PrintTo(const ProblemCase &c, std::ostream *out)
{
    *out << c.name;
}

class EvaluationProblemsTest : public testing::TestWithParam<ProblemCase>
{};

TEST_P(EvaluationProblemsTest, NamesTheFieldInsteadOfThrowing)
{
    Scenario scenario = test::seed004Inference();
    GetParam().spoil(scenario);

    const ValidationErrors problems = ScenarioEvaluator::problems(scenario);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems.front().toString(), GetParam().expected);

    const Expected<Evaluation, ValidationErrors> evaluation =
        ScenarioEvaluator::tryEvaluate(scenario);
    ASSERT_FALSE(evaluation);
    EXPECT_EQ(evaluation.error().front().toString(), GetParam().expected);
    // A caller that skips the check breaks an invariant, and hears the same words.
    try {
        ScenarioEvaluator::evaluate(scenario);
        ADD_FAILURE() << "evaluate() priced an option it cannot price";
    } catch (const std::invalid_argument &error) {
        EXPECT_EQ(std::string(error.what()), GetParam().expected);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Cases, EvaluationProblemsTest,
    testing::Values(
        ProblemCase{"UnknownBaseline", [](Scenario &s) { s.baseline = "a100"; },
                    "baseline: unknown option id 'a100'"},
        // The team's engineers are unset and the port names none of its own.
        ProblemCase{"PortWithoutEngineers", [](Scenario &s) { s.team->engineers = std::nullopt; },
                    "options.trn3.migration.engineers: missing (set it on the option or in "
                    "team)"},
        ProblemCase{"NoThroughput",
                    [](Scenario &s) { s.options[1].throughput = Throughput::fromPeak(0.0, 0.0); },
                    "options.trn3.throughput: no usable throughput"},
        ProblemCase{"DiscountLeftToAnAbsentCatalog",
                    [](Scenario &s) {
                        s.options[0].purchase.model = PurchaseModel::OnDemand;
                        s.options[0].instanceHourlyUsd = 36.32;
                        s.options[0].purchase.discountFromCatalog = true;
                    },
                    "options.h200_spot.purchase.discount_percent: missing (not given and not "
                    "resolved from a catalog)"},
        ProblemCase{"OnDemandPriceLeftToAnAbsentCatalog",
                    [](Scenario &s) { s.options[0].purchase.model = PurchaseModel::OnDemand; },
                    "options.h200_spot.instance_hourly_usd: missing (not given and not resolved "
                    "from a catalog)"},
        ProblemCase{"HeldReservationNothingPrices",
                    [](Scenario &s) {
                        ExistingCommitment held;
                        held.id = "ri";
                        held.kind = CommitmentKind::Reserved;
                        held.instanceType = "p4d.24xlarge";
                        held.instances = 1;
                        held.monthsRemaining = 6;
                        s.existingCommitments.push_back(held);
                    },
                    "existing_commitments.ri.usd_per_hour: missing (no option prices instance "
                    "type p4d.24xlarge)"}),
    [](const testing::TestParamInfo<ProblemCase> &info) { return info.param.name; });

TEST(EvaluationProblems, EveryOptionIsNamedInDocumentOrder)
{
    Scenario scenario = test::seed004Inference();
    scenario.options[0].throughput = Throughput::fromPeak(0.0, 0.0);
    scenario.team->hourlyRateUsd = std::nullopt;
    const ValidationErrors problems = ScenarioEvaluator::problems(scenario);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].path, "options.h200_spot.throughput");
    EXPECT_EQ(problems[1].path, "options.trn3.migration.hourly_rate_usd");
}

TEST(EvaluationProblems, ACompleteScenarioHasNoneAndEvaluatesAsBefore)
{
    const Scenario scenario = test::seed004Inference();
    EXPECT_TRUE(ScenarioEvaluator::problems(scenario).empty());
    for (const Option &option : scenario.options)
        EXPECT_EQ(OptionCostModel::problemOf(scenario, option), std::nullopt) << option.id;
    const Expected<Evaluation, ValidationErrors> tried = ScenarioEvaluator::tryEvaluate(scenario);
    ASSERT_TRUE(tried);
    const Evaluation direct = ScenarioEvaluator::evaluate(scenario);
    ASSERT_EQ(tried->options.size(), direct.options.size());
    for (std::size_t i = 0; i < direct.options.size(); ++i)
        EXPECT_EQ(tried->options[i].tcoUsd, direct.options[i].tcoUsd) << i;
}

} // namespace
} // namespace acceldecide
