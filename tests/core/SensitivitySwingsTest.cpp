#include "core/model/SensitivitySwings.h"
#include "TestScenarios.h"
#include "core/engine/SensitivityAnalysis.h"
#include "core/model/ParameterPath.h"
#include "tests/benchmarks/BenchmarkScenarios.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace acceldecide;

namespace {

// Scenarios of every workload kind, with a team and option overrides of its rates, an
// uncertainty range that replaces an input's +/-20 %, credits, commitments and blocks.
std::vector<Scenario> scenarios()
{
    Scenario withRanges = test::seed001Training();
    withRanges.uncertainty.push_back({"options.trn3.migration.weeks", 2.0, 9.0});
    withRanges.uncertainty.push_back({"workload.runs", 4.0, 40.0});
    Scenario overridden = bench::makeScenario(6, 36);
    overridden.options[2].migration->engineers = 5.0;
    return {test::seed001Training(),
            test::seed004Inference(),
            test::seed000Capacity(),
            withRanges,
            overridden,
            bench::makeCommittedScenario(8, 36),
            bench::makeCreditScenario(12, 36)};
}

// The riskiest input as the recommendation looked for it over the sorted entries.
int riskiestByScanningEntries(const std::vector<SensitivityEntry> &entries, int column,
                              double *swingUsd)
{
    int best = -1;
    double size = 0.0;
    for (std::size_t e = 0; e < entries.size(); ++e) {
        for (std::size_t c = 0; c < entries[e].options.size(); ++c) {
            if (column >= 0 && int(c) != column)
                continue;
            const SensitivityOptionSwing &swing = entries[e].options[c];
            const double moved = std::fabs(swing.savingHigh - swing.savingLow);
            if (moved > size) {
                best = int(e);
                size = moved;
            }
        }
    }
    *swingUsd = size;
    return best;
}

} // namespace

TEST(RealValuedInput, PartsNameTheSamePathsInTheSameOrder)
{
    for (const Scenario &scenario : scenarios()) {
        const std::vector<std::string> paths = ParameterPath::realValuedInputs(scenario);
        const std::vector<RealValuedInput> fields = ParameterPath::realValuedInputFields(scenario);
        ASSERT_EQ(paths.size(), fields.size()) << scenario.name;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            EXPECT_EQ(fields[i].path(scenario), paths[i]);
            EXPECT_TRUE(fields[i].isNamedBy(scenario, paths[i])) << paths[i];
            // Every other input's path, and the path cut short or run on, names another.
            for (std::size_t j = 0; j < paths.size(); ++j) {
                if (j != i) {
                    EXPECT_FALSE(fields[i].isNamedBy(scenario, paths[j]))
                        << paths[i] << " " << paths[j];
                }
            }
            EXPECT_FALSE(fields[i].isNamedBy(scenario, paths[i] + "x")) << paths[i];
            EXPECT_FALSE(fields[i].isNamedBy(scenario, paths[i].substr(0, paths[i].size() - 1)))
                << paths[i];
            const bool money = paths[i].starts_with("team.") ||
                               paths[i].find(".migration.") != std::string::npos ||
                               paths[i].ends_with(".maintenance_usd_per_month");
            EXPECT_EQ(fields[i].movesOnlyMoney(), money) << paths[i];
        }
    }
}

TEST(SensitivitySwings, EntriesAreTheMeasurementsSortedBySwing)
{
    for (const Scenario &scenario : scenarios()) {
        const SensitivitySwings swings = SensitivityAnalysis::swings(scenario);
        const std::vector<SensitivityEntry> entries = swings.entries(scenario);
        ASSERT_EQ(entries.size(), swings.inputs.size());
        ASSERT_FALSE(entries.empty()) << scenario.name;
        std::vector<bool> seen(swings.inputs.size(), false);
        for (std::size_t e = 0; e < entries.size(); ++e) {
            if (e > 0) {
                EXPECT_GE(entries[e - 1].swing, entries[e].swing);
            }
            std::size_t i = 0;
            while (i < swings.inputs.size() &&
                   (seen[i] || swings.inputs[i].field.path(scenario) != entries[e].parameter))
                ++i;
            ASSERT_LT(i, swings.inputs.size()) << entries[e].parameter;
            seen[i] = true;
            EXPECT_EQ(entries[e].lowValue, swings.inputs[i].lowValue);
            EXPECT_EQ(entries[e].highValue, swings.inputs[i].highValue);
            EXPECT_EQ(entries[e].fromUncertainty, swings.inputs[i].fromUncertainty);
            const auto savings = swings.savingsOf(i);
            ASSERT_EQ(entries[e].options.size(), savings.size());
            for (std::size_t c = 0; c < savings.size(); ++c) {
                EXPECT_EQ(entries[e].options[c].savingLow, savings[c].savingLow);
                EXPECT_EQ(entries[e].options[c].savingHigh, savings[c].savingHigh);
            }
        }
    }
}

TEST(SensitivitySwings, TheUncertaintyRangeReplacesTheDefaultStep)
{
    Scenario scenario = test::seed001Training();
    scenario.uncertainty.push_back({"options.trn3.migration.weeks", 2.0, 9.0});
    const std::vector<SensitivityEntry> entries = SensitivityAnalysis::run(scenario);
    const auto weeks = std::find_if(entries.begin(), entries.end(), [](const auto &entry) {
        return entry.parameter == "options.trn3.migration.weeks";
    });
    ASSERT_NE(weeks, entries.end());
    EXPECT_TRUE(weeks->fromUncertainty);
    EXPECT_EQ(weeks->lowValue, 2.0);
    EXPECT_EQ(weeks->highValue, 9.0);
}

TEST(SensitivitySwings, TheRiskiestInputIsTheOneTheSortedEntriesNameFirst)
{
    for (const Scenario &scenario : scenarios()) {
        const SensitivitySwings swings = SensitivityAnalysis::swings(scenario);
        const std::vector<SensitivityEntry> entries = swings.entries(scenario);
        for (int column = -1; column < int(swings.columns); ++column) {
            double expectedSwing = 0.0;
            const int expected = riskiestByScanningEntries(entries, column, &expectedSwing);
            double swing = 0.0;
            const int found = swings.riskiest(column, 0.0, &swing);
            ASSERT_EQ(found < 0, expected < 0) << scenario.name << " column " << column;
            if (found < 0)
                continue;
            EXPECT_EQ(swings.inputs[std::size_t(found)].field.path(scenario),
                      entries[std::size_t(expected)].parameter)
                << scenario.name << " column " << column;
            EXPECT_EQ(swing, expectedSwing);
        }
    }
}

TEST(SensitivitySwings, TiesGoToTheLargerSwingThenTheEarlierInput)
{
    SensitivitySwings swings;
    swings.columns = 2;
    const auto add = [&](const char *name, double swing, SensitivityOptionSwing first,
                         SensitivityOptionSwing second) {
        swings.inputs.push_back({{RealValuedInput::Scope::Workload, -1, {}, name, nullptr},
                                 1.0,
                                 0.8,
                                 1.2,
                                 false,
                                 swing});
        swings.savings.push_back(first);
        swings.savings.push_back(second);
    };
    add("a", 5.0, {0.0, 3.0}, {0.0, 5.0});
    add("b", 9.0, {0.0, 3.0}, {0.0, 9.0});
    add("c", 9.0, {1.0, 4.0}, {0.0, 9.0});
    double swing = 0.0;
    // Column 0: all three move it by 3; b and c have the larger swing, b comes first.
    EXPECT_EQ(swings.riskiest(0, 0.0, &swing), 1);
    EXPECT_EQ(swing, 3.0);
    // Any column: b and c move one by 9.
    EXPECT_EQ(swings.riskiest(-1, 0.0, &swing), 1);
    EXPECT_EQ(swing, 9.0);
    // Nothing moves more than the floor.
    swing = -1.0;
    EXPECT_EQ(swings.riskiest(0, 3.0, &swing), -1);
    EXPECT_EQ(swing, -1.0);
}
