#include "core/engine/CommitmentLevelSweep.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/CommitmentSizing.h"
#include "core/engine/OrderStatistics.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace acceldecide;

namespace {

struct SweepCase
{
    std::string name;
    UsageProfile usage;
    int termMonths;
    int horizonMonths;
    RenewalPolicy renewal;
    HorizonTreatment treatment;
};

std::vector<SweepCase> sweepCases()
{
    std::vector<SweepCase> cases;
    const std::vector<std::pair<std::string, UsageProfile>> usages{
        {"growing", {100, 730, 2, std::nullopt}},
        {"growing_stops", {256, 500, 2, 30}},
        {"declining", {64, 730, -5, std::nullopt}},
        {"declining_part_time", {40, 240, -1.5, 20}},
        {"steep_growth_stops_early", {8, 730, 25, 7}},
        {"flat", {16, 730, 0, std::nullopt}},
        {"flat_stops", {16, 300, 0, 10}},
    };
    const std::vector<std::pair<std::string, RenewalPolicy>> policies{
        {"optimal", RenewalPolicy::Optimal},
        {"while_usage", RenewalPolicy::WhileUsageContinues},
        {"never", RenewalPolicy::Never}};
    const std::vector<std::pair<std::string, HorizonTreatment>> treatments{
        {"ends", HorizonTreatment::ProjectEnds}, {"continues", HorizonTreatment::WorkContinues}};
    for (const auto &[usageName, usage] : usages)
        for (const auto &[policyName, policy] : policies)
            for (const auto &[treatmentName, treatment] : treatments)
                for (const auto &[term, horizon] :
                     std::vector<std::pair<int, int>>{{12, 36}, {12, 30}, {36, 48}, {12, 200}})
                    cases.push_back({usageName + "_" + policyName + "_" + treatmentName + "_t" +
                                         std::to_string(term) + "_h" + std::to_string(horizon),
                                     usage, term, horizon, policy, treatment});
    return cases;
}

class CommitmentLevelSweepTest : public testing::TestWithParam<SweepCase>
{};

} // namespace

// Every level's cost is CommitmentSimulation::totalCost() at that level, bit for bit:
// sizing under uncertainty must rank levels exactly as one level at a time would.
TEST_P(CommitmentLevelSweepTest, EachLevelCostsWhatTheSimulationBillsAtIt)
{
    const SweepCase &c = GetParam();
    CommitmentTerms terms{0.0, c.termMonths, 37.5, 12.29, c.renewal, c.treatment};
    std::vector<double> levels{0.0, -3.0};
    const double peak = c.usage.peakAccelerators(c.horizonMonths);
    for (int percent = 1; percent <= 150; percent += 7)
        levels.push_back(peak * percent / 100.0);
    levels.push_back(c.usage.accelerators); // a kink: exactly the first month's usage
    CommitmentLevelSweep sweep(terms, c.horizonMonths, levels);
    std::vector<double> costs(levels.size());
    sweep.costs(c.usage, costs);
    for (std::size_t i = 0; i < levels.size(); ++i) {
        terms.committedAccelerators = levels[i];
        EXPECT_EQ(costs[i], CommitmentSimulation::totalCost(c.usage, terms, c.horizonMonths))
            << "level " << levels[i];
    }
    // The same sweep reused for another usage gives that usage's costs.
    UsageProfile other = c.usage;
    other.accelerators *= 0.7;
    sweep.costs(other, costs);
    for (std::size_t i = 0; i < levels.size(); ++i) {
        terms.committedAccelerators = levels[i];
        EXPECT_EQ(costs[i], CommitmentSimulation::totalCost(other, terms, c.horizonMonths))
            << "level " << levels[i];
    }
}

INSTANTIATE_TEST_SUITE_P(UsagesTermsAndPolicies, CommitmentLevelSweepTest,
                         testing::ValuesIn(sweepCases()),
                         [](const testing::TestParamInfo<SweepCase> &info) {
                             return info.param.name;
                         });

// Sizing under uncertainty equals the plain definition: every sample costed at every
// level of the grid one at a time, the P50 minimised and the P90 guarded.
TEST(CommitmentLevelSweep, SizingUnderUncertaintyMatchesLevelByLevelPricing)
{
    std::vector<UsageProfile> samples;
    for (int s = 0; s < 200; ++s)
        samples.push_back(
            UsageProfile{200.0 + s % 37, 600.0 + s % 13 * 10, -1.0 + (s % 11) * 0.4,
                         s % 5 == 0 ? std::optional<int>(20 + s % 17) : std::nullopt});
    samples.push_back(UsageProfile{210, 730, 0, std::nullopt}); // a flat future among them
    const UsageProfile expected{210, 700, 1, 30};
    const CommitmentTerms terms{
        0.0, 12, 40, 8.5, RenewalPolicy::Optimal, HorizonTreatment::ProjectEnds};
    const int horizon = 36;

    UncertainSizing reference;
    const double peak = expected.peakAccelerators(horizon);
    std::vector<double> costs(samples.size());
    const int percents[] = {50, 90};
    for (int percent = 0; percent <= 150; ++percent) {
        const double level = percent == 0 ? 0.0 : peak * percent / 100.0;
        CommitmentTerms trial = terms;
        trial.committedAccelerators = level;
        for (std::size_t s = 0; s < samples.size(); ++s)
            costs[s] = CommitmentSimulation::totalCost(samples[s], trial, horizon);
        const std::vector<double> ranks = OrderStatistics::nearestRanks(costs, percents);
        if (percent == 0) {
            reference.p50AtThatLevelUsd = ranks[0];
            reference.onDemandP90Usd = ranks[1];
            continue;
        }
        if (ranks[0] < reference.p50AtThatLevelUsd) {
            reference.p50AtThatLevelUsd = ranks[0];
            reference.levelMinimisingP50 = level;
        }
        if (ranks[1] <= reference.onDemandP90Usd)
            reference.largestLevelKeepingP90 = level;
    }

    const UncertainSizing sizing =
        CommitmentSizing::underUncertainty(expected, samples, terms, horizon);
    EXPECT_EQ(sizing.levelMinimisingP50, reference.levelMinimisingP50);
    EXPECT_EQ(sizing.p50AtThatLevelUsd, reference.p50AtThatLevelUsd);
    EXPECT_EQ(sizing.onDemandP90Usd, reference.onDemandP90Usd);
    EXPECT_EQ(sizing.largestLevelKeepingP90, reference.largestLevelKeepingP90);
    EXPECT_GT(sizing.levelMinimisingP50, 0.0); // a case where committing pays
}
