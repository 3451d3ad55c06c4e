#include "core/engine/batch/BatchTotals.h"
#include "ExampleScenarios.h"
#include "core/engine/ScenarioTotals.h"
#include "core/io/ScenarioReader.h"
#include "core/model/ParameterPath.h"
#include "tests/benchmarks/BenchmarkScenarios.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>

using namespace acceldecide;
namespace fs = std::filesystem;

namespace {

// Inputs that decide whether usage fills a month switch an option between billing
// forms; the batch computes those variant by variant, so they are left out here to
// keep the array forms under test.
bool switchesForms(const std::string &path)
{
    return path == "workload.usage.busy_hours_per_month" || path == "workload.hours_per_month";
}

// The real inputs the cost model reads, except those that switch forms.
std::vector<std::string> batchedInputs(const Scenario &scenario)
{
    std::vector<std::string> targets;
    for (const std::string &path : ParameterPath::realValuedInputs(scenario)) {
        ScenarioCostInputs probe = ScenarioCostInputs::from(scenario);
        if (!switchesForms(path) && !probe.bind(scenario, path).empty())
            targets.push_back(path);
    }
    return targets;
}

// The given targets varied at once: each variant scales every target by its own factor
// in [0.5, 1.5].
void expectSameAsOneByOne(const Scenario &scenario, const std::vector<std::string> &targets,
                          std::size_t count, bool expectVectorised)
{
    ASSERT_FALSE(targets.empty());
    BatchTotals batch(scenario, targets);
    EXPECT_EQ(batch.vectorised(), expectVectorised) << scenario.name;

    std::mt19937_64 random(7);
    std::uniform_real_distribution<double> factor(0.5, 1.5);
    std::vector<double> values(targets.size() * count);
    for (std::size_t t = 0; t < targets.size(); ++t) {
        const double base = *ParameterPath::value(scenario, targets[t]);
        for (std::size_t i = 0; i < count; ++i)
            values[t * count + i] = base * factor(random);
    }
    std::vector<double> totals(batch.optionCount() * count);
    batch.compute(values, count, totals);

    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    std::vector<std::vector<double *>> places;
    for (const std::string &target : targets)
        places.push_back(inputs.bind(scenario, target));
    std::vector<double> expected(inputs.options.size());
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t t = 0; t < targets.size(); ++t) {
            for (double *place : places[t])
                *place = values[t * count + i];
        }
        ScenarioTotals::compute(inputs, expected);
        for (std::size_t o = 0; o < expected.size(); ++o)
            ASSERT_EQ(totals[o * count + i], expected[o])
                << scenario.name << ": option " << scenario.options[o].id << ", variant " << i
                << ", " << targets.size() << " targets from " << targets.front();
    }
}

// Every real input the cost model reads, varied at once.
void expectSameAsOneByOne(const Scenario &scenario, std::size_t count, bool expectVectorised)
{
    expectSameAsOneByOne(scenario, batchedInputs(scenario), count, expectVectorised);
}

class BatchTotalsExample : public ::testing::TestWithParam<std::string>
{};

// The same options serving inference: 2 billion tokens a day at 60 % utilization.
Scenario asInference(Scenario scenario)
{
    scenario.workload.kind = WorkloadKind::Inference;
    scenario.workload.tokensPerDayBillion = 2;
    scenario.workload.utilizationPercent = 60;
    return scenario;
}

// The same options as reserved capacity: 4 instances of each for 400 hours a month.
Scenario asCapacity(Scenario scenario)
{
    scenario.workload.kind = WorkloadKind::Capacity;
    scenario.workload.hoursPerMonth = 400;
    for (Option &option : scenario.options)
        option.instances = 4;
    return scenario;
}

} // namespace

// Every shipped example, to the last bit, in a full batch and a ragged one.
TEST_P(BatchTotalsExample, EqualsTheScenarioTotalsOfEachVariant)
{
    const ScenarioReadResult read =
        ScenarioReader::fromFile(std::string(ACCELDECIDE_SCENARIOS_DIR) + "/" + GetParam());
    ASSERT_TRUE(read.ok()) << GetParam();
    const Scenario &scenario = *read;
    // Held commitments, credits, a private discount and Capacity Blocks have no array forms.
    bool vectorised = scenario.existingCommitments.empty() && scenario.credits.empty() &&
                      scenario.privateDiscountPercent == 0.0;
    for (const Option &option : scenario.options)
        vectorised = vectorised && option.purchase.model != PurchaseModel::CapacityBlock &&
                     !option.privateDiscountPercent.value_or(0.0);
    expectSameAsOneByOne(scenario, BatchTotals::kMaxBatch, vectorised);
    expectSameAsOneByOne(scenario, 37, vectorised);
}

INSTANTIATE_TEST_SUITE_P(Examples, BatchTotalsExample,
                         ::testing::ValuesIn(test::exampleScenarios()), [](const auto &info) {
                             std::string name = info.param.substr(0, info.param.find('.'));
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

// The benchmark's twelve options (on demand, both savings plans, reserved, spot) on a
// training cluster idle part of each month, under each workload kind, with usage that
// stops, with explicit commitments and with the work continuing past the horizon.
TEST(BatchTotals, EqualsTheScenarioTotalsOfEachVariantForEveryForm)
{
    for (const int horizon : {12, 18, 36, 120}) {
        Scenario training = bench::makeScenario(12, horizon);
        expectSameAsOneByOne(training, 200, true);

        Scenario stopping = training;
        stopping.workload.lastMonthWithUsage = horizon / 2;
        expectSameAsOneByOne(stopping, 200, true);

        Scenario busy = training;
        busy.workload.busyHoursPerMonth = 500;
        busy.horizonTreatment = HorizonTreatment::WorkContinues;
        expectSameAsOneByOne(busy, 200, true);

        expectSameAsOneByOne(asInference(training), 200, true);
        expectSameAsOneByOne(asCapacity(training), 200, true);

        Scenario committed = bench::makeCommittedScenario(12, horizon);
        committed.workload.growthPercentPerMonth = 0.0;
        for (std::size_t i = 0; i < committed.options.size(); ++i)
            committed.options[i].commitment->renewal = RenewalPolicy(i % 3);
        expectSameAsOneByOne(committed, 200, true);
        committed.horizonTreatment = HorizonTreatment::WorkContinues;
        expectSameAsOneByOne(committed, 200, true);

        // Usage that grows (and declines: the scaled growth keeps its sign), walked month
        // by month over the batch, with every renewal policy and both treatments.
        Scenario growing = bench::makeCommittedScenario(12, horizon);
        for (std::size_t i = 0; i < growing.options.size(); ++i)
            growing.options[i].commitment->renewal = RenewalPolicy(i % 3);
        expectSameAsOneByOne(growing, 200, true);
        growing.workload.growthPercentPerMonth = -1.5;
        growing.horizonTreatment = HorizonTreatment::WorkContinues;
        expectSameAsOneByOne(growing, 200, true);
        Scenario growingFlat = bench::makeScenario(12, horizon);
        growingFlat.workload.growthPercentPerMonth = 3.0;
        growingFlat.workload.lastMonthWithUsage = horizon - 2;
        expectSameAsOneByOne(growingFlat, 200, true);

        // Commitments that start after month 1 (after a port, or when the team says so),
        // some past a stop in usage: the months before them billed without them.
        Scenario later = growing;
        for (std::size_t i = 0; i < later.options.size(); ++i)
            later.options[i].commitment->startMonth = 1 + int(i * 5) % horizon;
        expectSameAsOneByOne(later, 200, true);
        later.workload.lastMonthWithUsage = horizon / 2;
        expectSameAsOneByOne(later, 200, true);
        later.workload.growthPercentPerMonth = 0.0;
        expectSameAsOneByOne(later, 200, true);
        later.horizonTreatment = HorizonTreatment::ProjectEnds;
        later.workload.lastMonthWithUsage.reset();
        expectSameAsOneByOne(later, 200, true);

        // A held commitment may apply: variant by variant, still equal.
        Scenario held = growing;
        ExistingCommitment plan;
        plan.id = "held";
        plan.usdPerHour = 80.0;
        plan.discountPercent = 30.0;
        plan.monthsRemaining = 7;
        held.existingCommitments.push_back(plan);
        expectSameAsOneByOne(held, 50, false);
    }
}

// A sampled growth of exactly 0 bills that variant by the flat forms; the batch hands it
// to ScenarioTotals, so it still matches.
TEST(BatchTotals, AVariantWithNoGrowthAmongGrowingOnesIsBilledFlat)
{
    Scenario scenario = bench::makeCommittedScenario(4, 36);
    const std::vector<std::string> targets{"workload.usage.growth_percent_per_month",
                                           "workload.runs"};
    BatchTotals batch(scenario, targets);
    ASSERT_TRUE(batch.vectorised());
    const std::size_t count = 6;
    const std::vector<double> values{2.0, 0.0, -1.0, 0.0, 4.0, 1e-9, // growth
                                     24,  24,  30,   12,  36,  20};  // runs
    std::vector<double> totals(batch.optionCount() * count);
    batch.compute(values, count, totals);
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    std::vector<double> expected(inputs.options.size());
    for (std::size_t i = 0; i < count; ++i) {
        inputs.workload.growthPercentPerMonth = values[i];
        inputs.workload.runs = values[count + i];
        ScenarioTotals::compute(inputs, expected);
        for (std::size_t o = 0; o < expected.size(); ++o)
            EXPECT_EQ(totals[o * count + i], expected[o]) << "variant " << i << ", option " << o;
    }
}

// Figures whose inputs no variant changes are worked out once and repeated; with a single
// input varying, or a Monte Carlo's few, everything that depends on it must still vary.
TEST(BatchTotals, EqualsTheScenarioTotalsOfEachVariantWhenFewInputsVary)
{
    for (const int horizon : {36, 120}) {
        const Scenario training = bench::makeScenario(5, horizon);
        Scenario committed = bench::makeCommittedScenario(5, horizon);
        committed.workload.growthPercentPerMonth = 0.0;
        committed.options[1].commitment->renewal = RenewalPolicy::Never;
        Scenario growing = bench::makeCommittedScenario(5, horizon);
        growing.options[2].commitment->renewal = RenewalPolicy::WhileUsageContinues;
        // Commitments under the other workload kinds read the throughput and the hours
        // multiplier of every variant where their monthly on-demand figure is not worked out.
        for (const Scenario &scenario :
             {training, asInference(training), asCapacity(training), committed, growing,
              asInference(growing), asCapacity(committed)}) {
            for (const std::string &target : batchedInputs(scenario))
                expectSameAsOneByOne(scenario, {target}, 37, true);
        }
        expectSameAsOneByOne(training,
                             {"options.option1.migration.weeks",
                              "options.option1.throughput.mfu_percent", "workload.runs"},
                             BatchTotals::kMaxBatch, true);
        expectSameAsOneByOne(growing,
                             {"options.option1.migration.weeks",
                              "workload.usage.growth_percent_per_month", "workload.runs"},
                             BatchTotals::kMaxBatch, true);
    }
}
