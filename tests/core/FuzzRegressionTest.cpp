// Regression tests for what fuzz_scenario (tests/fuzz) found: valid scenarios whose
// figures came out infinite. Each test is the fuzzer's input, minimized by hand.

#include "core/engine/BreakEvenCurve.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/batch/BatchTotals.h"
#include "core/io/ScenarioReader.h"
#include "core/model/RangeTable.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

json trainingScenario()
{
    return json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "fuzz", "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 300, "runs": 4},
      "baseline": "gpu",
      "options": [
        {"id": "gpu", "label": "GPU", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1500}},
        {"id": "trn", "label": "Trainium", "stack": "neuron", "instance_type": "trn1.32xlarge",
         "accelerators_per_instance": 16, "instance_hourly_usd": 47.5,
         "purchase": {"model": "on_demand"},
         "throughput": {"peak_tflops": 2520, "mfu_percent": 40},
         "migration": {"weeks": 3, "engineers": 2, "hours_per_week": 40,
                       "hourly_rate_usd": 150}}
      ]
    })");
}

Scenario read(const json &scenario)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(scenario);
    EXPECT_TRUE(result.ok()) << (result.error().empty() ? "" : result.error()[0].toString());
    return result.ok() ? result.value() : Scenario{};
}

void expectFinite(const Evaluation &evaluation, const std::string &what)
{
    for (const OptionResult &option : evaluation.options) {
        SCOPED_TRACE(what + ", option " + option.id);
        for (const std::optional<double> &figure :
             {option.acceleratorHourlyUsd, option.tokensPerSecPerAccelerator,
              option.impliedMfuPercent, option.acceleratorHoursPerRun, option.costPerRunUsd,
              option.wallClockHoursPerRun, option.costPerMillionTokensUsd})
            EXPECT_TRUE(!figure || std::isfinite(*figure));
        EXPECT_TRUE(std::isfinite(option.effectiveHourlyUsd));
        EXPECT_TRUE(std::isfinite(option.monthlyComputeUsd));
        EXPECT_TRUE(std::isfinite(option.tcoUsd));
        EXPECT_TRUE(std::isfinite(option.commitmentBeyondHorizonUsd));
        for (const double month : option.monthlyUsd)
            EXPECT_TRUE(std::isfinite(month));
    }
    for (const BreakEvenResult &breakEven : evaluation.breakEven) {
        for (const std::optional<double> &figure :
             {breakEven.runs, breakEven.tokensBillion, breakEven.days})
            EXPECT_TRUE(!figure || std::isfinite(*figure)) << what << ", " << breakEven.option;
    }
    EXPECT_TRUE(std::isfinite(evaluation.recommendation.facts.savingUsd)) << what;
    EXPECT_TRUE(std::isfinite(evaluation.recommendation.facts.savingPercent)) << what;
}

} // namespace

// 5e-324 tokens/s passed "> 0" and made accelerator-hours per run (and every cost
// after it) infinite. The smallest positive inputs are now refused.
TEST(FuzzRegression, SubnormalThroughputIsRefusedRatherThanEvaluatedToInfinity)
{
    json scenario = trainingScenario();
    scenario["options"][0]["throughput"]["tokens_per_sec_per_accelerator"] = 5e-324;
    const ScenarioReadResult result = ScenarioReader::fromJson(scenario);
    ASSERT_FALSE(result.ok());
    ASSERT_EQ(result.error().size(), 1u);
    EXPECT_EQ(result.error()[0].path, "options[0].throughput.tokens_per_sec_per_accelerator");
    EXPECT_EQ(result.error()[0].message.rfind("must be > 0.000001, got ", 0), 0u)
        << result.error()[0].message;
}

// Every field whose smallness blew a figure up, at its smallest valid value, all at once
// and against the largest values of the fields they meet: still finite everywhere.
TEST(FuzzRegression, SmallestValidInputsEvaluateToFiniteFigures)
{
    const auto smallest = [](const char *field) {
        const FieldRange *range = RangeTable::find(field);
        EXPECT_NE(range, nullptr) << field;
        return range ? range->clamp(0.0) : 0.0;
    };
    json training = trainingScenario();
    training["horizon_months"] = 120;
    training["workload"]["tokens_per_run_billion"] = 1e6;
    training["workload"]["runs"] = 1e6;
    training["workload"]["overhead_percent"] = 1000;
    training["workload"]["model_params_billion"] = 100000;
    training["options"][0]["instance_hourly_usd"] = 1e6;
    training["options"][0]["accelerators_per_instance"] = 1;
    training["options"][0]["throughput"]["tokens_per_sec_per_accelerator"] =
        smallest("options[].throughput.tokens_per_sec_per_accelerator");
    training["options"][0]["peak_tflops"] = smallest("options[].peak_tflops");
    training["options"][1]["throughput"]["peak_tflops"] =
        smallest("options[].throughput.peak_tflops");
    training["options"][1]["throughput"]["mfu_percent"] =
        smallest("options[].throughput.mfu_percent");
    training["options"][1]["instance_hourly_usd"] = smallest("options[].instance_hourly_usd");
    training["options"][1]["accelerators_per_instance"] = 1024;
    training["options"][1]["purchase"] = {{"model", "spot"},
                                          {"discount_percent", 99.99999999999999},
                                          {"interruption_overhead_percent", 1000}};
    EvaluationRequest request;
    request.sensitivity = true;
    request.monteCarloSamples = 16;
    request.threads = 1;
    expectFinite(ScenarioEvaluator::evaluate(read(training), request), "training, large work");

    json small = trainingScenario();
    small["workload"]["model_params_billion"] = smallest("workload.model_params_billion");
    small["workload"]["tokens_per_run_billion"] = smallest("workload.tokens_per_run_billion");
    small["workload"]["runs"] = smallest("workload.runs");
    small["options"][0]["throughput"]["tokens_per_sec_per_accelerator"] = 1e9;
    small["options"][0]["instance_hourly_usd"] = smallest("options[].instance_hourly_usd");
    small["options"][1]["purchase"] = {{"model", "effective"},
                                       {"hourly_usd", smallest("options[].purchase.hourly_usd")}};
    expectFinite(ScenarioEvaluator::evaluate(read(small), request), "training, tiny work");

    json inference = trainingScenario();
    inference["workload"] = {{"kind", "inference"},
                             {"model_params_billion", 100000},
                             {"tokens_per_day_billion", 1e6},
                             {"utilization_percent", smallest("workload.utilization_percent")}};
    inference["options"][0]["throughput"]["tokens_per_sec_per_accelerator"] =
        smallest("options[].throughput.tokens_per_sec_per_accelerator");
    inference["options"][1]["throughput"]["mfu_percent"] =
        smallest("options[].throughput.mfu_percent");
    expectFinite(ScenarioEvaluator::evaluate(read(inference), request), "inference");

    json capacity = trainingScenario();
    capacity["workload"] = {{"kind", "capacity"},
                            {"hours_per_month", smallest("workload.hours_per_month")}};
    for (json &option : capacity["options"]) {
        option.erase("throughput");
        option["instances"] = 1;
        option["instance_hourly_usd"] = smallest("options[].instance_hourly_usd");
    }
    expectFinite(ScenarioEvaluator::evaluate(read(capacity), request), "capacity");
}

// Two options with the same unit cost whose maintenance differs by a subnormal amount:
// the net saving per unit is a few ulps, and the port's one-time cost divided by it
// overflowed to infinity, reported as "reached after inf runs". Such a point is never
// reached; the break-even chart's crossing agrees.
TEST(FuzzRegression, BreakEvenBeyondTheLargestDoubleIsNotReached)
{
    json scenario = trainingScenario();
    json &baseline = scenario["options"][0];
    json &option = scenario["options"][1];
    option["throughput"] = baseline["throughput"];
    option["instance_hourly_usd"] = baseline["instance_hourly_usd"];
    option["accelerators_per_instance"] = baseline["accelerators_per_instance"];
    baseline["maintenance_usd_per_month"] = std::numeric_limits<double>::denorm_min();
    const Scenario valid = read(scenario);

    const Evaluation evaluation = ScenarioEvaluator::evaluate(valid);
    ASSERT_EQ(evaluation.breakEven.size(), 1u);
    const BreakEvenResult &result = evaluation.breakEven[0];
    EXPECT_FALSE(result.reached);
    EXPECT_FALSE(result.runs.has_value());
    EXPECT_FALSE(result.tokensBillion.has_value());
    EXPECT_FALSE(result.month.has_value());

    const BreakEvenCurves curves = BreakEvenCurve::compute(valid);
    ASSERT_EQ(curves.crossings.size(), 1u);
    EXPECT_FALSE(curves.crossings[0].units.has_value());
    EXPECT_FALSE(curves.crossings[0].costUsd.has_value());
}

// Usage declining by 2.5e-13 % a month makes a term's thirty kinks (one per month's usage)
// equal to within rounding. The ladder's binary search followed the costs' rounding noise
// among them and settled on 32 accelerators, never comparing with 0: its "optimal" 3-year
// reservation cost 50.4 million against 45.0 million all on demand.
TEST(FuzzRegression, AnOptimalCommitmentNeverCostsMoreThanOnDemandUnderNearlyFlatUsage)
{
    for (const double growth : {-2.5e-13, 2.5e-13, -1e-9, 0.0}) {
        json input = json::parse(R"({
          "format": "acceldecide.scenario", "version": 1, "name": "fuzz",
          "horizon_months": 30,
          "workload": {"kind": "capacity", "hours_per_month": 500,
                       "usage": {"growth_percent_per_month": 0}},
          "baseline": "gpu",
          "options": [
            {"id": "gpu", "label": "GPU", "stack": "cuda", "instance_type": "p5.48xlarge",
             "accelerators_per_instance": 8, "instance_hourly_usd": 98.32, "instances": 4,
             "purchase": {"model": "on_demand"}},
            {"id": "trn", "label": "Trainium", "stack": "neuron",
             "instance_type": "trn1.32xlarge", "accelerators_per_instance": 16,
             "instance_hourly_usd": 999.9999999999999, "instances": 3,
             "purchase": {"model": "on_demand"},
             "commitment": {"type": "reserved", "term_years": 3, "instances": 1,
                            "discount_percent": 32.7, "payment": "all_upfront"}}
          ]
        })");
        input["workload"]["usage"]["growth_percent_per_month"] = growth;
        const Scenario scenario = read(input);
        const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
        const OptionResult &trn = evaluation.options[1];
        ASSERT_TRUE(trn.commitment.has_value()) << growth;
        EXPECT_LE(trn.commitment->optimal.costUsd, trn.commitment->onDemandCostUsd)
            << "growth " << growth;
        EXPECT_LE(trn.commitment->optimal.costUsd, trn.commitment->current.costUsd)
            << "growth " << growth;
    }
}

// A port longer than the horizon on an option whose own bill is absurdly large (1.2e17 $ a
// month: 0.001 % MFU on 0.001 TFLOPS): the option never runs, and its plan, bought for
// the port's end, never starts within the horizon. Its flat 3-year savings plan and the same plan
// stated as a commitment of the flat purchase's level then differ only by the rounding of the
// option's own months, billed and taken off again for the port: 1,601 $ on 4.2e18 $ taken off,
// 4e-16 of it. The fuzzer's check allows for that.
TEST(FuzzRegression, AFullyPortedPlanMatchesItsStatedCommitmentWithinTheRoundingOfItsOwnMonths)
{
    const Scenario scenario = read(json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "fuzz", "horizon_months": 36,
      "as_of": "2024-02-29", "baseline": "a",
      "workload": {"kind": "inference", "model_params_billion": 0.001,
                   "tokens_per_day_billion": 1000000.0, "utilization_percent": 1},
      "team": {"engineers": 3, "hourly_rate_usd": 200, "hours_per_week": 40},
      "options": [
        {"id": "a", "label": "Option a", "stack": "neuron", "instance_type": "x0.large",
         "accelerators_per_instance": 8, "instance_hourly_usd": 10.0,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 1000000000.0}},
        {"id": "b", "label": "Option b", "stack": "cuda", "instance_type": "x1.large",
         "accelerators_per_instance": 8, "instance_hourly_usd": 11.0,
         "migration": {"weeks": 166},
         "purchase": {"model": "savings_plan_3y", "discount_percent": 50},
         "throughput": {"mfu_percent": 0.001, "peak_tflops": 0.001}}
      ]
    })"));
    const Evaluation evaluation = ScenarioEvaluator::evaluate(scenario);
    const OptionResult &flat = evaluation.options[1];
    ASSERT_GT(flat.portMonths, double(scenario.horizonMonths));

    const OptionCostBasis basis = OptionCostModel::compute(scenario, scenario.options[1], false);
    const double level =
        basis.commitment ? basis.commitment->committedAccelerators : basis.busyAccelerators;
    Scenario stated = scenario;
    Commitment commitment;
    commitment.kind = CommitmentKind::SavingsPlan;
    commitment.termYears = 3;
    commitment.discountPercent = 50;
    commitment.usdPerHour = level * (11.0 / 8) * (1.0 - 50.0 / 100.0);
    stated.options[1].purchase = Purchase{};
    stated.options[1].commitment = commitment;
    std::vector<double> totals(stated.options.size());
    ScenarioTotals::compute(stated, totals);

    // The option's own bill for the months it is ported, taken off again.
    const double cancelled = std::fabs(flat.monthlyComputeUsd) * scenario.horizonMonths;
    EXPECT_LE(std::fabs(totals[1] - flat.totalUsd()), 1e-12 * cancelled)
        << "stated " << totals[1] << " flat " << flat.totalUsd() << " cancelled " << cancelled;
    // The plan is bought for when the option's own usage begins, after the port, past
    // the horizon: nothing of it is billed within the horizon, while the work runs on
    // the baseline on demand all of it. The total is the port's cost and the baseline's
    // months.
    const OptionResult &baseline = evaluation.options[0];
    const double expected = flat.oneTimeUsd + baseline.monthlyComputeUsd * scenario.horizonMonths;
    EXPECT_NEAR(flat.totalUsd(), expected, 1e-12 * cancelled);
}

// Inputs the fuzzer found where the month-by-month bill and the closed form parted: a plan
// bought for a port's end past the horizon beside an absurd bill (the option's rate is
// then its on-demand months', not a plan rate it never pays), and a million runs whose
// whole-run boundaries move more than a month's work off month 1. Every month costs at
// least nothing and the months sum to the closed form; and where the batch and the
// scalar engine parted (a plan starting after the horizon), they agree to the bit.
class FuzzRegressionFixture : public ::testing::TestWithParam<std::string>
{};

TEST_P(FuzzRegressionFixture, MonthsAreNotNegativeAndSumToTheClosedForm)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_TEST_FIXTURES) + "/fuzz-regressions/" + GetParam() + ".json");
    ASSERT_TRUE(read.ok()) << GetParam();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    std::vector<double> totals(read->options.size());
    ScenarioTotals::compute(*read, totals);
    for (std::size_t i = 0; i < totals.size(); ++i) {
        const OptionResult &option = evaluation.options[i];
        for (const double month : option.monthlyUsd)
            EXPECT_GE(month, 0.0) << option.id;
        const double takenOff = std::fabs(option.monthlyComputeUsd) *
                                std::clamp(option.portMonths, 0.0, double(read->horizonMonths));
        EXPECT_NEAR(totals[i], option.totalUsd(),
                    1e-9 * (std::fabs(option.totalUsd()) + takenOff) + 1e-6)
            << option.id;
    }
}

// The port's engineering is owed whatever the work does: a horizon's bill never falls
// below it, month 1 keeps it, and the cash flow, which pays it over the port's months,
// never has a month below nothing (whole runs moved past all the option's work once took
// month 1's one-time cost off with the work).
TEST_P(FuzzRegressionFixture, TheOneTimeCostStaysAndCashFlowMonthsAreNotNegative)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_TEST_FIXTURES) + "/fuzz-regressions/" + GetParam() + ".json");
    ASSERT_TRUE(read.ok()) << GetParam();
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    for (const OptionResult &option : evaluation.options) {
        EXPECT_GE(option.tcoUsd, option.oneTimeUsd) << option.id;
        if (!option.monthlyUsd.empty()) {
            EXPECT_GE(option.monthlyUsd.front(), option.oneTimeUsd) << option.id;
        }
        for (std::size_t m = 0; m < option.cashFlow.monthlyUsd.size(); ++m)
            EXPECT_GE(option.cashFlow.monthlyUsd[m], 0.0) << option.id << " month " << m + 1;
    }
}

// A batch bills every variant of its uncertain inputs (each at its low, middle and high
// value, in every combination) to the bits ScenarioTotals gives it alone: a plan whose
// start falls after the horizon is still the blend of its two grids in both.
TEST_P(FuzzRegressionFixture, BatchesBillEachVariantAsItIsBilledAlone)
{
    const ScenarioReadResult read = ScenarioReader::fromFile(
        std::string(ACCELDECIDE_TEST_FIXTURES) + "/fuzz-regressions/" + GetParam() + ".json");
    ASSERT_TRUE(read.ok()) << GetParam();
    const Scenario &scenario = *read;
    std::vector<std::string> targets;
    std::vector<std::array<double, 3>> levels;
    for (const UncertaintyRange &range : scenario.uncertainty) {
        targets.push_back(range.target);
        levels.push_back({range.low, (range.low + range.high) / 2, range.high});
    }
    if (targets.empty())
        GTEST_SKIP() << "no uncertain inputs";
    std::size_t count = 1;
    for (std::size_t t = 0; t < targets.size() && count < 27; ++t)
        count *= 3;
    std::vector<double> values(targets.size() * count);
    for (std::size_t i = 0; i < count; ++i) {
        std::size_t rest = i;
        for (std::size_t t = 0; t < targets.size(); ++t, rest /= 3)
            values[t * count + i] = levels[t][rest % 3];
    }
    BatchTotals batch(scenario, targets);
    std::vector<double> totals(batch.optionCount() * count);
    batch.compute(values, count, totals);
    ScenarioCostInputs inputs = ScenarioCostInputs::from(scenario);
    std::vector<std::vector<double *>> places;
    for (const std::string &target : targets)
        places.push_back(inputs.bind(scenario, target));
    std::vector<double> expected(inputs.options.size());
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t t = 0; t < targets.size(); ++t)
            for (double *place : places[t])
                *place = values[t * count + i];
        ScenarioTotals::compute(inputs, expected);
        for (std::size_t o = 0; o < expected.size(); ++o) {
            const double got = totals[o * count + i];
            EXPECT_TRUE(got == expected[o] || (std::isnan(got) && std::isnan(expected[o])))
                << "option " << o << ", variant " << i << ": " << got << " against " << expected[o];
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Inputs, FuzzRegressionFixture,
                         ::testing::Values("never-started-plan-beside-absurd-bill",
                                           "plan-starting-after-the-horizon",
                                           "serving-port-past-the-horizon-on-an-absurd-bill",
                                           "whole-runs-moved-past-all-work",
                                           "whole-runs-past-a-month"));
