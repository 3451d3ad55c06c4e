#include "core/model/RangeTable.h"
#include "core/model/FieldRange.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <set>
#include <string>

using namespace acceldecide;

namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// (0, 100]: the shape of mfu_percent and utilization_percent.
const FieldRange kOpenLow{"test.open_low", 0, 100, false, true, false, "%", ""};
// [0, 100): the shape of discount_percent.
const FieldRange kOpenHigh{"test.open_high", 0, 100, true, false, false, "%", ""};
// integer [1, 120]: the shape of horizon_months.
const FieldRange kInteger{"test.integer", 1, 120, true, true, true, "months", ""};

TEST(RangeTableFieldRange, ContainsRespectsInclusiveAndExclusiveBounds)
{
    EXPECT_FALSE(kOpenLow.contains(0));
    EXPECT_TRUE(kOpenLow.contains(1e-300));
    EXPECT_TRUE(kOpenLow.contains(100));
    EXPECT_FALSE(kOpenLow.contains(100.0000001));

    EXPECT_TRUE(kOpenHigh.contains(0));
    EXPECT_TRUE(kOpenHigh.contains(99.999));
    EXPECT_FALSE(kOpenHigh.contains(100));
    EXPECT_FALSE(kOpenHigh.contains(-0.001));
}

TEST(RangeTableFieldRange, ContainsRejectsFractionsForIntegers)
{
    EXPECT_TRUE(kInteger.contains(1));
    EXPECT_TRUE(kInteger.contains(120));
    EXPECT_TRUE(kInteger.contains(12.0));
    EXPECT_FALSE(kInteger.contains(1.5));
    EXPECT_FALSE(kInteger.contains(0));
    EXPECT_FALSE(kInteger.contains(121));
}

TEST(RangeTableFieldRange, ContainsRejectsNanAndInfinity)
{
    for (const FieldRange *range : {&kOpenLow, &kOpenHigh, &kInteger}) {
        EXPECT_FALSE(range->contains(kNan));
        EXPECT_FALSE(range->contains(kInf));
        EXPECT_FALSE(range->contains(-kInf));
    }
}

TEST(RangeTableFieldRange, ClampMovesInsideExclusiveBounds)
{
    EXPECT_EQ(kOpenLow.clamp(50), 50);
    EXPECT_EQ(kOpenLow.clamp(200), 100);
    const double low = kOpenLow.clamp(-5);
    EXPECT_GT(low, 0.0);
    EXPECT_TRUE(kOpenLow.contains(low));
    EXPECT_EQ(low, std::nextafter(0.0, 1.0));

    EXPECT_EQ(kOpenHigh.clamp(-1), 0);
    const double high = kOpenHigh.clamp(150);
    EXPECT_LT(high, 100.0);
    EXPECT_TRUE(kOpenHigh.contains(high));
    EXPECT_EQ(high, std::nextafter(100.0, 0.0));

    EXPECT_EQ(kInteger.clamp(0), 1);
    EXPECT_EQ(kInteger.clamp(1000), 120);
}

TEST(RangeTableFieldRange, RequirementDescribesTheBounds)
{
    EXPECT_EQ(kOpenLow.requirement(), "must be > 0 and <= 100");
    EXPECT_EQ(kOpenHigh.requirement(), "must be >= 0 and < 100");
    EXPECT_EQ(kInteger.requirement(), "must be an integer >= 1 and <= 120");
}

TEST(RangeTable, GenericPathStripsIndexesAndIds)
{
    EXPECT_EQ(RangeTable::genericPath("horizon_months"), "horizon_months");
    EXPECT_EQ(RangeTable::genericPath("workload.runs"), "workload.runs");
    EXPECT_EQ(RangeTable::genericPath("options[3].migration.weeks"), "options[].migration.weeks");
    EXPECT_EQ(RangeTable::genericPath("options[11].throughput.tokens_per_sec_per_accelerator"),
              "options[].throughput.tokens_per_sec_per_accelerator");
    EXPECT_EQ(RangeTable::genericPath("options.trn3.migration.weeks"), "options[].migration.weeks");
    EXPECT_EQ(RangeTable::genericPath("options.trn-3_a.purchase.discount_percent"),
              "options[].purchase.discount_percent");
    EXPECT_EQ(RangeTable::genericPath("criteria[0].weight"), "criteria[].weight");
    EXPECT_EQ(RangeTable::genericPath("criteria[2].scores.trn3"), "criteria[].scores");
}

TEST(RangeTable, FindKnowsEveryNumericScenarioField)
{
    for (const char *path : {"horizon_months",
                             "workload.model_params_billion",
                             "workload.tokens_per_run_billion",
                             "workload.runs",
                             "workload.overhead_percent",
                             "workload.tokens_per_day_billion",
                             "workload.utilization_percent",
                             "workload.input_tokens",
                             "workload.output_tokens",
                             "workload.hours_per_month",
                             "team.engineers",
                             "team.hours_per_week",
                             "team.hourly_rate_usd",
                             "options[].accelerators_per_instance",
                             "options[].instance_hourly_usd",
                             "options[].purchase.discount_percent",
                             "options[].purchase.interruption_overhead_percent",
                             "options[].purchase.interruption.checkpoint_minutes",
                             "options[].purchase.interruption.restart_minutes",
                             "options[].purchase.hourly_usd",
                             "options[].throughput.tokens_per_sec_per_accelerator",
                             "options[].throughput.peak_tflops",
                             "options[].throughput.mfu_percent",
                             "options[].peak_tflops",
                             "options[].cluster_accelerators",
                             "options[].instances",
                             "options[].migration.weeks",
                             "options[].migration.engineers",
                             "options[].migration.hours_per_week",
                             "options[].migration.hourly_rate_usd",
                             "options[].maintenance_usd_per_month",
                             "criteria[].weight",
                             "criteria[].scores"}) {
        const FieldRange *range = RangeTable::find(path);
        ASSERT_NE(range, nullptr) << path;
        EXPECT_EQ(range->path, path);
    }
    EXPECT_EQ(RangeTable::find("options[].id"), nullptr);
    EXPECT_EQ(RangeTable::find("options[3].migration.weeks"), nullptr) << "needs the generic path";
    EXPECT_EQ(RangeTable::find(""), nullptr);
}

TEST(RangeTable, RangesAreWellFormedAndUnique)
{
    std::set<std::string> paths;
    for (const FieldRange &range : RangeTable::all()) {
        SCOPED_TRACE(std::string(range.path));
        EXPECT_TRUE(paths.insert(std::string(range.path)).second) << "duplicate path";
        EXPECT_TRUE(std::isfinite(range.min));
        EXPECT_TRUE(std::isfinite(range.max));
        EXPECT_LT(range.min, range.max);
        EXPECT_EQ(RangeTable::find(range.path), &range);
        EXPECT_EQ(RangeTable::genericPath(range.path), range.path) << "already generic";
        EXPECT_FALSE(range.description.empty());
        // clamp() always lands inside, from either side.
        EXPECT_TRUE(range.contains(range.clamp(range.min - 1)));
        EXPECT_TRUE(range.contains(range.clamp(range.max + 1)));
        EXPECT_EQ(range.requirement().rfind("must be ", 0), 0u);
    }
}

TEST(RangeTable, PercentagesAndCountsHaveTheDocumentedBounds)
{
    const FieldRange *discount = RangeTable::find("options[].purchase.discount_percent");
    ASSERT_NE(discount, nullptr);
    EXPECT_TRUE(discount->contains(0));
    EXPECT_FALSE(discount->contains(100)); // 0 <= d < 100

    const FieldRange *horizon = RangeTable::find("horizon_months");
    ASSERT_NE(horizon, nullptr);
    EXPECT_TRUE(horizon->integer);
    EXPECT_TRUE(horizon->contains(1));
    EXPECT_TRUE(horizon->contains(120));
    EXPECT_FALSE(horizon->contains(121));

    const FieldRange *weight = RangeTable::find("criteria[].weight");
    ASSERT_NE(weight, nullptr);
    EXPECT_TRUE(weight->contains(0));
    EXPECT_TRUE(weight->contains(10));
    EXPECT_FALSE(weight->contains(10.5));

    const FieldRange *score = RangeTable::find("criteria[].scores");
    ASSERT_NE(score, nullptr);
    EXPECT_TRUE(score->integer);
    EXPECT_TRUE(score->contains(1));
    EXPECT_TRUE(score->contains(5));
    EXPECT_FALSE(score->contains(6));

    const FieldRange *accelerators = RangeTable::find("options[].accelerators_per_instance");
    ASSERT_NE(accelerators, nullptr);
    EXPECT_FALSE(accelerators->contains(0));
    EXPECT_TRUE(accelerators->contains(1));
}

} // namespace

// findFor() is find(genericPath()) without building the string, for every kind of path.
TEST(RangeTable, FindForAgreesWithFindOfTheGenericPath)
{
    for (const std::string path :
         {"options.trn3.migration.weeks", "options.h100.purchase.discount_percent",
          "options.x.throughput.mfu_percent", "options[2].instances", "options.x.unknown_field",
          "options.only-id", "workload.runs", "workload.usage.growth_percent_per_month",
          "team.hourly_rate_usd", "criteria[0].weight", "criteria[1].scores.trn3", "horizon_months",
          "no.such.path", ""}) {
        EXPECT_EQ(RangeTable::findFor(path), RangeTable::find(RangeTable::genericPath(path)))
            << path;
    }
    for (const FieldRange &range : RangeTable::all())
        EXPECT_EQ(RangeTable::findFor(range.path),
                  RangeTable::find(RangeTable::genericPath(range.path)))
            << range.path;
}

TEST(RangeTableFieldRange, ViolationNamesOnlyTheBrokenBoundInWords)
{
    EXPECT_EQ(kOpenLow.violation(50), "");
    EXPECT_EQ(kOpenLow.violation(0), "must be more than 0");
    EXPECT_EQ(kOpenLow.violation(100.5), "must be at most 100");
    EXPECT_EQ(kOpenHigh.violation(-1), "must be at least 0");
    EXPECT_EQ(kOpenHigh.violation(100), "must be less than 100");
    EXPECT_EQ(kInteger.violation(0), "must be at least 1");
    EXPECT_EQ(kInteger.violation(2.5), "must be a whole number");
    EXPECT_EQ(kInteger.violation(kNan), "must be a finite number");
}

TEST(RangeTableFieldRange, ViolationOfTheRunsFieldReadsAsTheGuiShowsIt)
{
    const FieldRange *runs = RangeTable::find("workload.runs");
    ASSERT_NE(runs, nullptr);
    EXPECT_EQ(runs->violation(0), "must be more than 0.000001");
    EXPECT_EQ(runs->violation(6), "");
}
