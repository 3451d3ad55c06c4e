// Spot interruptions priced from the catalog's interruption bucket: Young's first-order
// checkpoint model (CheckpointOverhead) worked by hand, the bucket to a mean time between
// interruptions, the defaults for checkpoint and restart times, the pricing of a bucket
// for an option (SpotInterruptionPricing), its range for Monte Carlo
// (withInterruptionBands), and the scenario file's purchase.interruption read, refused
// and written back.
#include "core/decision/CheckpointDefaults.h"
#include "core/engine/CheckpointOverhead.h"
#include "core/engine/InterruptionBands.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/SpotInterruptionPricing.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// A training scenario with one spot option on p5.48xlarge (8 GPUs an instance) whose
// overhead is left to the catalog, 128 accelerators in the cluster: 16 instances.
json spotScenario()
{
    return json::parse(R"({
      "format": "acceldecide.scenario", "version": 1, "name": "spot", "horizon_months": 12,
      "workload": {"kind": "training", "model_params_billion": 70,
                   "tokens_per_run_billion": 300, "runs": 2},
      "baseline": "od",
      "options": [
        {"id": "od", "label": "On demand", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32,
         "purchase": {"model": "on_demand"},
         "throughput": {"tokens_per_sec_per_accelerator": 3000}, "cluster_accelerators": 128},
        {"id": "spot", "label": "Spot", "stack": "cuda", "instance_type": "p5.48xlarge",
         "accelerators_per_instance": 8, "instance_hourly_usd": 98.32,
         "purchase": {"model": "spot", "discount_percent": 60,
                      "interruption": {"from_catalog": true, "checkpoint_minutes": 6,
                                       "restart_minutes": 12}},
         "throughput": {"tokens_per_sec_per_accelerator": 3000}, "cluster_accelerators": 128}
      ]})");
}

ScenarioReadResult read(const json &scenario, bool catalog = true)
{
    return ScenarioReader::fromJson(scenario, ScenarioReadOptions{catalog});
}

// The one error of a refused scenario, as "path: message".
std::string refusal(const json &scenario, bool catalog = true)
{
    const ScenarioReadResult result = read(scenario, catalog);
    if (result.ok())
        return "accepted";
    return result.error().front().toString();
}

} // namespace

// Daly (2006), Fig. 3: M = 24 h, a 5-minute checkpoint (R = 10 min). Young's first-order
// interval: sqrt(2 x 5/60 h x 24 h) = sqrt(4 h^2) = 2 h (Daly's higher-order estimate
// there is 117 min). The overhead at it: C / tau = (1/12) / 2 = 0.041667 and
// (tau / 2 + R) / M = (1 + 1/6) / 24 = 0.048611, together 9.0278 %; the closed form
// sqrt(2 C / M) + R / M = sqrt(1/144) + (1/6)/24 = 0.083333 + 0.006944 agrees.
TEST(CheckpointOverhead, YoungsIntervalMatchesTheWorkedExample)
{
    const double checkpoint = 5.0 / 60.0;
    const double restart = 10.0 / 60.0;
    EXPECT_DOUBLE_EQ(CheckpointOverhead::youngDalyIntervalHours(checkpoint, 24.0), 2.0);
    EXPECT_NEAR(CheckpointOverhead::overheadFraction(checkpoint, restart, 24.0, 2.0), 0.0902777778,
                1e-9);
    // 100/192 % a month (one instance in 192) on 5,840 instances: M = 730 x 192 / 5,840 = 24 h.
    const CheckpointOverhead at =
        CheckpointOverhead::atOptimum(100.0 / 192.0, 5840, checkpoint, restart);
    EXPECT_NEAR(at.meanHoursBetweenInterruptions, 24.0, 1e-9);
    EXPECT_NEAR(at.intervalHours, 2.0, 1e-9);
    EXPECT_NEAR(at.overheadPercent, 9.02777778, 1e-7);
}

// The README's example: the 10-15 % bucket's centre, 12.5 % a month, on 16 instances
// that all must run: M = 730 / 0.125 / 16 = 365 h. With a 6-minute checkpoint (0.1 h) and
// a 12-minute restart (0.2 h): tau = sqrt(2 x 0.1 x 365) = sqrt(73) = 8.544004 h;
// C / tau = 0.1 / 8.544004 = 0.011704; (tau / 2 + R) / M = (4.272002 + 0.2) / 365 =
// 0.012252; overhead 2.3956 %. The bounds: 10 % gives M = 456.25 h, sqrt(0.2 / 456.25) +
// 0.2 / 456.25 = 0.020937 + 0.000438 = 2.1375 %; 15 % gives M = 304.17 h, 0.025642 +
// 0.000658 = 2.6300 %.
TEST(CheckpointOverhead, TheReadmeExampleWorkedByHand)
{
    const CheckpointOverhead central = CheckpointOverhead::atOptimum(12.5, 16, 0.1, 0.2);
    EXPECT_DOUBLE_EQ(central.meanHoursBetweenInterruptions, 365.0);
    EXPECT_NEAR(central.intervalHours, 8.544004, 1e-6);
    EXPECT_NEAR(central.overheadPercent, 2.3956, 1e-4);
    EXPECT_NEAR(CheckpointOverhead::overheadFraction(0.1, 0.2, 365.0, std::sqrt(73.0)) * 100.0,
                central.overheadPercent, 1e-12);
    EXPECT_NEAR(CheckpointOverhead::atOptimum(10, 16, 0.1, 0.2).overheadPercent, 2.1375, 1e-4);
    EXPECT_NEAR(CheckpointOverhead::atOptimum(15, 16, 0.1, 0.2).overheadPercent, 2.6300, 1e-4);
}

// Any other interval costs more than Young's (the first-order cost is convex in tau).
TEST(CheckpointOverhead, YoungsIntervalMinimisesTheFirstOrderCost)
{
    const double best = CheckpointOverhead::overheadFraction(0.1, 0.2, 365.0, std::sqrt(73.0));
    for (const double factor : {0.25, 0.5, 0.9, 1.1, 2.0, 4.0})
        EXPECT_GT(CheckpointOverhead::overheadFraction(0.1, 0.2, 365.0, std::sqrt(73.0) * factor),
                  best)
            << factor;
}

TEST(CheckpointOverhead, NothingInterruptedCostsNothing)
{
    const CheckpointOverhead none = CheckpointOverhead::atOptimum(0.0, 16, 0.1, 0.2);
    EXPECT_TRUE(std::isinf(none.meanHoursBetweenInterruptions));
    EXPECT_TRUE(std::isinf(none.intervalHours));
    EXPECT_EQ(none.overheadPercent, 0.0);
}

// 70 B parameters x 14 bytes = 980 GB; at 5 GB/s, 196 s = 3.2667 min to write, the same to
// read back plus a 10-minute relaunch: 13.2667 min.
TEST(CheckpointDefaults, TimesFollowTheModelSizeFromTheShippedTable)
{
    EXPECT_TRUE(CheckpointDefaults::builtInErrors().empty())
        << CheckpointDefaults::builtInErrors().front();
    const CheckpointDefaults::Times times = CheckpointDefaults::builtIn().forModel(70);
    EXPECT_NEAR(times.checkpointMinutes, 3.266667, 1e-6);
    EXPECT_NEAR(times.restartMinutes, 13.266667, 1e-6);
}

TEST(CheckpointDefaults, ABadTableIsReportedByLine)
{
    std::vector<std::string> errors;
    CheckpointDefaults::parse("quantity,value,unit,reason,source\n"
                              "write_gb_per_second,0,GB/s,x,assumption\n",
                              errors);
    ASSERT_EQ(errors.size(), 4u);
    EXPECT_EQ(errors[0].rfind("checkpoint-defaults.csv line 2: ", 0), 0u) << errors[0];
}

TEST(SpotInterruptionPricing, ABucketIsPricedAtItsCentreWithItsBoundsAsTheRange)
{
    const ScenarioReadResult scenario = read(spotScenario());
    ASSERT_TRUE(scenario.ok()) << scenario.error().front().toString();
    const Option &spot = scenario->options[1];
    EXPECT_EQ(SpotInterruptionPricing::instancesThatMustRun(*scenario, spot), 16.0);
    const auto priced = SpotInterruptionPricing::price(*scenario, spot, {10.0, 15.0});
    ASSERT_TRUE(priced.ok()) << priced.error().toString();
    EXPECT_EQ(priced->centralPercentPerMonth, 12.5);
    EXPECT_NEAR(priced->central.overheadPercent, 2.3956, 1e-4);
    EXPECT_NEAR(priced->low.overheadPercent, 2.1375, 1e-4);
    EXPECT_NEAR(priced->high.overheadPercent, 2.6300, 1e-4);
    EXPECT_FALSE(priced->checkpointDefaulted);
    // ">20%": priced at 20 %, no range.
    const auto open = SpotInterruptionPricing::price(*scenario, spot, {20.0, std::nullopt});
    ASSERT_TRUE(open.ok());
    EXPECT_EQ(open->centralPercentPerMonth, 20.0);
    EXPECT_EQ(open->low.overheadPercent, open->high.overheadPercent);
}

TEST(SpotInterruptionPricing, UnstatedTimesComeFromTheModelSize)
{
    json file = spotScenario();
    file["options"][1]["purchase"]["interruption"] = {{"from_catalog", true}};
    const ScenarioReadResult scenario = read(file);
    ASSERT_TRUE(scenario.ok());
    const auto priced = SpotInterruptionPricing::price(*scenario, scenario->options[1], {0, 5});
    ASSERT_TRUE(priced.ok());
    EXPECT_TRUE(priced->checkpointDefaulted && priced->restartDefaulted);
    EXPECT_NEAR(priced->checkpointMinutes, 3.266667, 1e-6);
    EXPECT_NEAR(priced->restartMinutes, 13.266667, 1e-6);
}

TEST(SpotInterruptionPricing, AnOverheadPastTheFieldsRangeIsRefusedNamingTheField)
{
    json file = spotScenario();
    file["options"][1]["cluster_accelerators"] = 8000000; // a million instances
    const ScenarioReadResult scenario = read(file);
    ASSERT_TRUE(scenario.ok());
    const auto priced = SpotInterruptionPricing::price(*scenario, scenario->options[1], {15, 20});
    ASSERT_FALSE(priced.ok());
    EXPECT_EQ(priced.error().path, "options.spot.purchase.interruption");
}

TEST(InterruptionBands, AResolvedBucketBecomesTheOverheadsRangeUnlessOneIsGiven)
{
    ScenarioReadResult scenario = read(spotScenario());
    ASSERT_TRUE(scenario.ok());
    Scenario resolved = *scenario;
    SpotInterruption &interruption = *resolved.options[1].purchase.interruption;
    interruption.resolved = true;
    interruption.lowOverheadPercent = 2.1;
    interruption.highOverheadPercent = 2.6;
    resolved.options[1].purchase.interruptionOverheadPercent = 2.4;
    const Scenario banded = withInterruptionBands(resolved);
    ASSERT_EQ(banded.uncertainty.size(), 1u);
    EXPECT_EQ(banded.uncertainty[0],
              (UncertaintyRange{"options.spot.purchase.interruption_overhead_percent", 2.1, 2.6}));
    resolved.uncertainty.push_back({interruptionTarget("spot"), 1.0, 5.0});
    EXPECT_EQ(withInterruptionBands(resolved).uncertainty, resolved.uncertainty);
}

// Until the resolver has read the bucket, the option is not priced with a 0 % overhead.
TEST(SpotInterruptionScenario, AnUnresolvedOverheadKeepsTheScenarioFromBeingPriced)
{
    const ScenarioReadResult scenario = read(spotScenario());
    ASSERT_TRUE(scenario.ok());
    const std::optional<ValidationError> problem =
        OptionCostModel::problemOf(*scenario, scenario->options[1]);
    ASSERT_TRUE(problem.has_value());
    EXPECT_EQ(problem->path, "options.spot.purchase.interruption");
}

TEST(SpotInterruptionScenario, IsReadAndWrittenBackAsStated)
{
    const ScenarioReadResult scenario = read(spotScenario());
    ASSERT_TRUE(scenario.ok());
    const SpotInterruption &interruption = *scenario->options[1].purchase.interruption;
    EXPECT_EQ(interruption.checkpointMinutes, 6.0);
    EXPECT_EQ(interruption.restartMinutes, 12.0);
    const json written = json::parse(ScenarioWriter::toText(*scenario));
    EXPECT_EQ(written["options"][1]["purchase"]["interruption"],
              json::parse(R"({"from_catalog": true, "checkpoint_minutes": 6,
                              "restart_minutes": 12})"));
    EXPECT_FALSE(written["options"][1]["purchase"].contains("interruption_overhead_percent"));
    const ScenarioReadResult again = read(written);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again->options[1].purchase, scenario->options[1].purchase);
}

TEST(SpotInterruptionScenario, IsRefusedWhereItCannotApplyNamingTheField)
{
    json notSpot = spotScenario();
    notSpot["options"][1]["purchase"]["model"] = "on_demand";
    notSpot["options"][1]["purchase"].erase("discount_percent");
    EXPECT_EQ(refusal(notSpot), "options[1].purchase.interruption: not allowed with purchase "
                                "model \"on_demand\" (only spot)");
    json twice = spotScenario();
    twice["options"][1]["purchase"]["interruption_overhead_percent"] = 5;
    EXPECT_EQ(refusal(twice), "options[1].purchase.interruption_overhead_percent: not allowed "
                              "with interruption.from_catalog (the catalog's interruption bucket "
                              "prices the overhead)");
    json no = spotScenario();
    no["options"][1]["purchase"]["interruption"]["from_catalog"] = false;
    EXPECT_EQ(refusal(no).rfind("options[1].purchase.interruption.from_catalog: must be true", 0),
              0u)
        << refusal(no);
    EXPECT_EQ(refusal(spotScenario(), false)
                  .rfind("options[1].purchase.interruption.from_catalog: needs a catalog", 0),
              0u);
    json lambda = spotScenario();
    lambda["options"][1]["provider"] = "lambda";
    EXPECT_EQ(refusal(lambda).rfind("options[1].purchase.interruption.from_catalog: the catalog's "
                                    "interruption buckets are the AWS Spot Instance Advisor's",
                                    0),
              0u)
        << refusal(lambda);
    json negative = spotScenario();
    negative["options"][1]["purchase"]["interruption"]["restart_minutes"] = -1;
    EXPECT_EQ(refusal(negative).rfind("options[1].purchase.interruption.restart_minutes: must be "
                                      ">= 0",
                                      0),
              0u)
        << refusal(negative);
}
