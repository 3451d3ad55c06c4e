#include "core/engine/SensitivityAnalysis.h"
#include "TestScenarios.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "tests/benchmarks/BenchmarkScenarios.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace acceldecide;

namespace {

const SensitivityEntry *find(const std::vector<SensitivityEntry> &entries, const std::string &path)
{
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&](const SensitivityEntry &e) { return e.parameter == path; });
    return it == entries.end() ? nullptr : &*it;
}

} // namespace

TEST(SensitivityAnalysis, MovesEachInputTwentyPercentAndSortsBySwing)
{
    const Scenario scenario = test::seed004Inference();
    const auto entries = SensitivityAnalysis::run(scenario);
    ASSERT_FALSE(entries.empty());
    for (std::size_t i = 1; i < entries.size(); ++i)
        EXPECT_GE(entries[i - 1].swing, entries[i].swing);

    const SensitivityEntry *rate = find(entries, "options.trn3.purchase.hourly_usd");
    ASSERT_NE(rate, nullptr);
    EXPECT_DOUBLE_EQ(rate->lowValue, 1.80 * 0.8);
    EXPECT_DOUBLE_EQ(rate->highValue, 1.80 * 1.2);
    EXPECT_FALSE(rate->fromUncertainty);

    // Check one swing by hand: the saving with the port at 3.6 weeks instead of 3.
    Scenario high = scenario;
    high.options[1].migration->weeks = 3.6;
    const Evaluation evaluation = ScenarioEvaluator::evaluate(high);
    const SensitivityEntry *weeks = find(entries, "options.trn3.migration.weeks");
    ASSERT_NE(weeks, nullptr);
    EXPECT_NEAR(weeks->options[0].savingHigh,
                evaluation.options[0].totalUsd() - evaluation.options[1].totalUsd(), 1e-6);
}

TEST(SensitivityAnalysis, ClampsToTheValidRange)
{
    Scenario scenario = test::seed004Inference();
    scenario.workload.utilizationPercent = 95; // +20 % would exceed 100 %
    const auto entries = SensitivityAnalysis::run(scenario);
    const SensitivityEntry *utilization = find(entries, "workload.utilization_percent");
    ASSERT_NE(utilization, nullptr);
    EXPECT_DOUBLE_EQ(utilization->highValue, 100.0);
    EXPECT_DOUBLE_EQ(utilization->lowValue, 76.0);
}

TEST(SensitivityAnalysis, UsesTheUncertaintyRangeWhenGiven)
{
    Scenario scenario = test::seed004Inference();
    scenario.uncertainty = {{"options.trn3.migration.weeks", 2.0, 6.0}};
    const auto entries = SensitivityAnalysis::run(scenario);
    const SensitivityEntry *weeks = find(entries, "options.trn3.migration.weeks");
    ASSERT_NE(weeks, nullptr);
    EXPECT_TRUE(weeks->fromUncertainty);
    EXPECT_DOUBLE_EQ(weeks->lowValue, 2.0);
    EXPECT_DOUBLE_EQ(weeks->highValue, 6.0);
    EXPECT_GT(weeks->options[0].savingLow, weeks->options[0].savingHigh);
}

TEST(SensitivityAnalysis, SkipsIdsCountsAndTheHorizon)
{
    const auto entries = SensitivityAnalysis::run(test::seed001Training());
    for (const SensitivityEntry &entry : entries) {
        EXPECT_EQ(entry.parameter.find("accelerators"), std::string::npos) << entry.parameter;
        EXPECT_EQ(entry.parameter.find("horizon"), std::string::npos) << entry.parameter;
    }
}

// Each entry's savings are exactly what the whole scenario totals with that one input at
// its low or high value (the analysis recomputes only what moved: an option's own field
// its own total, a port's or maintenance's money only around an unchanged bill).
TEST(SensitivityAnalysis, EveryEntryEqualsTheWholeScenarioRecomputed)
{
    Scenario held = bench::makeCommittedScenario(6, 36);
    ExistingCommitment plan;
    plan.id = "held";
    plan.usdPerHour = 60.0;
    plan.discountPercent = 30.0;
    plan.monthsRemaining = 10;
    held.existingCommitments.push_back(plan);
    // Credits are spent over each option's months and its port's: every path the analysis
    // takes must spend them as the whole scenario does.
    Scenario committedWithCredits = bench::makeCommittedScenario(12, 36);
    committedWithCredits.credits = bench::makeCreditScenario(12, 36).credits;
    committedWithCredits.privateDiscountPercent = 4.0;
    for (const Scenario &scenario :
         {bench::makeScenario(12, 36), bench::makeCommittedScenario(12, 36), held,
          bench::makeCreditScenario(12, 36), committedWithCredits}) {
        const std::vector<SensitivityEntry> entries = SensitivityAnalysis::run(scenario);
        ASSERT_GT(entries.size(), 20u);
        for (const SensitivityEntry &entry : entries) {
            ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
            const std::vector<double *> places = inputs.bind(scenario, entry.parameter);
            std::vector<double> low(inputs.options.size());
            std::vector<double> high(inputs.options.size());
            for (double *place : places)
                *place = entry.lowValue;
            ScenarioTotals::compute(inputs, low);
            for (double *place : places)
                *place = entry.highValue;
            ScenarioTotals::compute(inputs, high);
            const std::size_t base = inputs.baselineIndex;
            std::size_t column = 0;
            for (std::size_t i = 0; i < inputs.options.size(); ++i) {
                if (i == base)
                    continue;
                const SensitivityOptionSwing &swing = entry.options[column++];
                EXPECT_EQ(swing.savingLow, low[base] - low[i]) << entry.parameter;
                EXPECT_EQ(swing.savingHigh, high[base] - high[i]) << entry.parameter;
            }
        }
    }
}
