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

namespace {

// Team rates whose wide ranges move every port's cost exactly alike (2/64 x 40 = 2 x 40/64
// and 2 x 128 x 40 = 2 x 40 x 128 engineer-hours, exact in binary), so the riskiest
// input is a tie; one option sets its own engineers, so the team's engineers move fewer
// savings than its hours.
Scenario tiedTeamRates()
{
    Scenario scenario = bench::makeScenario(6, 36);
    scenario.team->hourlyRateUsd = 150000.0; // ports that cost more than anything they run
    scenario.uncertainty.push_back({"team.engineers", 2.0 / 64.0, 2.0 * 128.0});
    scenario.uncertainty.push_back({"team.hours_per_week", 40.0 / 64.0, 40.0 * 128.0});
    scenario.options[3].migration->engineers = 2.0;
    return scenario;
}

} // namespace

TEST(SensitivityAnalysis, TheRiskiestInputForOneOptionIsTheWholeTornadosAnswer)
{
    std::vector<Scenario> all = scenarios();
    all.push_back(tiedTeamRates());
    for (const Scenario &scenario : all) {
        const SensitivitySwings swings = SensitivityAnalysis::swings(scenario);
        for (int column = -1; column < int(swings.columns); ++column) {
            double expectedSwing = 0.0;
            const int expected = swings.riskiest(column, 0.0, &expectedSwing);
            const std::optional<RiskiestInput> found =
                SensitivityAnalysis::riskiest(scenario, column);
            ASSERT_EQ(found.has_value(), expected >= 0) << scenario.name << " column " << column;
            if (!found)
                continue;
            EXPECT_EQ(found->path, swings.inputs[std::size_t(expected)].field.path(scenario))
                << scenario.name << " column " << column;
            EXPECT_EQ(found->swingUsd, expectedSwing) << scenario.name << " column " << column;
        }
    }
}

TEST(SensitivityAnalysis, ATieGoesToTheInputThatMovesMoreSavingsThenTheEarlierOne)
{
    const Scenario scenario = tiedTeamRates();
    // Option 1's saving moves alike with the team's engineers and hours.
    const std::optional<RiskiestInput> one = SensitivityAnalysis::riskiest(scenario, 0);
    ASSERT_TRUE(one.has_value());
    // Option 3 sets its own engineers: the team's hours move one saving more.
    EXPECT_EQ(one->path, "team.hours_per_week");
    const SensitivitySwings swings = SensitivityAnalysis::swings(scenario);
    const auto swingOf = [&](std::string_view path) {
        for (const SensitivitySwings::Input &input : swings.inputs) {
            if (input.field.path(scenario) == path)
                return input.swing;
        }
        return -1.0;
    };
    const auto columnSwing = [&](std::string_view path, std::size_t column) {
        for (std::size_t i = 0; i < swings.inputs.size(); ++i) {
            if (swings.inputs[i].field.path(scenario) == path) {
                const SensitivityOptionSwing &saving = swings.savingsOf(i)[column];
                return std::fabs(saving.savingHigh - saving.savingLow);
            }
        }
        return -1.0;
    };
    EXPECT_EQ(columnSwing("team.engineers", 0), columnSwing("team.hours_per_week", 0));
    EXPECT_GT(swingOf("team.hours_per_week"), swingOf("team.engineers"));

    // Without the override both move every saving alike: the earlier input is named.
    Scenario alike = scenario;
    alike.options[3].migration->engineers.reset();
    const std::optional<RiskiestInput> first = SensitivityAnalysis::riskiest(alike, 0);
    ASSERT_TRUE(first.has_value());
    EXPECT_EQ(first->path, "team.engineers");
}
