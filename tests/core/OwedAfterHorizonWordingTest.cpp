// What is owed on an option's own commitment after the horizon, and what of it counts:
// all of it when the project ends with the horizon; under work_continues, owed less what
// the work continuing after the horizon uses. Every output names the three figures, so
// "$0 counted" never stands beside "$861,283 owed" unexplained.
#include "core/engine/ScenarioEvaluator.h"
#include "core/export/EvaluationJson.h"
#include "core/export/EvaluationTable.h"
#include "core/io/ScenarioReader.h"
#include "core/report/DecisionReportBuilder.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// One p5.48xlarge (8 GPUs, $12.29 a GPU-hour) busy 240 h a month for a 12-month horizon,
// on demand against a 3-year savings plan of the 8 GPUs at 50 % off: 8 x $6.145 = $49.16
// an hour of plan, $49.16 x 730 = $35,886.80 a month, used in 240 of the month's hours.
json scenario(const std::string &treatment)
{
    const auto p5 = [](const char *id) {
        return json{{"id", id},
                    {"label", id},
                    {"stack", "cuda"},
                    {"instance_type", "p5.48xlarge"},
                    {"accelerators_per_instance", 8},
                    {"instance_hourly_usd", 98.32},
                    {"purchase", {{"model", "on_demand"}}},
                    {"instances", 1}};
    };
    json sp = p5("sp3y");
    sp["commitment"] = {{"type", "savings_plan"},
                        {"term_years", 3},
                        {"usd_per_hour", 49.16},
                        {"discount_percent", 50}};
    return {{"format", "acceldecide.scenario"},
            {"version", 1},
            {"name", "owed after the horizon"},
            {"horizon_months", 12},
            {"horizon_treatment", treatment},
            {"workload", {{"kind", "capacity"}, {"hours_per_month", 240}}},
            {"baseline", "od"},
            {"options", {p5("od"), sp}}};
}

struct TreatmentCase
{
    const char *treatment;
    double usedUsd;    // by the work after the horizon
    double countedUsd; // in the total
    const char *risk;  // the report's bullet
    const char *warning;
};

class OwedAfterHorizon : public ::testing::TestWithParam<TreatmentCase>
{
protected:
    Scenario read() const
    {
        const ScenarioReadResult result = ScenarioReader::fromJson(scenario(GetParam().treatment));
        EXPECT_TRUE(result.ok());
        return result.ok() ? *result : Scenario{};
    }
};

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

// The plan's months 13-36 are owed: 24 x $35,886.80 = $861,283.20 whatever runs. Where
// the work continues, each of them is worth what its covered usage would cost on demand,
// 8 x 240 h x $12.29 = $23,596.80 (below the $35,886.80 owed): 24 x $23,596.80 =
// $566,323.20 is used, and 24 x ($35,886.80 - $23,596.80) = 24 x $12,290 = $294,960.00
// counts. The TCO is the 12 months' fee, 12 x $35,886.80 = $430,641.60.
TEST_P(OwedAfterHorizon, TheFiguresSplitOwedIntoUsedAndCounted)
{
    const Evaluation evaluation = ScenarioEvaluator::evaluate(read());
    const OptionResult &sp = evaluation.options[1];
    EXPECT_NEAR(sp.tcoUsd, 430641.60, 0.005);
    EXPECT_NEAR(sp.commitmentOwedAfterHorizonUsd, 861283.20, 0.005);
    EXPECT_NEAR(sp.commitmentUsedAfterHorizonUsd, GetParam().usedUsd, 0.005);
    EXPECT_NEAR(sp.commitmentBeyondHorizonUsd, GetParam().countedUsd, 0.005);
    EXPECT_EQ(sp.commitmentBeyondHorizonUsd,
              sp.commitmentOwedAfterHorizonUsd - sp.commitmentUsedAfterHorizonUsd);
    EXPECT_EQ(sp.totalUsd(), sp.tcoUsd + sp.commitmentBeyondHorizonUsd);

    const json out = EvaluationJson::toJson(evaluation);
    EXPECT_EQ(out["horizon_treatment"], GetParam().treatment);
    EXPECT_EQ(out["options"][1]["commitment_owed_after_horizon_usd"],
              sp.commitmentOwedAfterHorizonUsd);
    EXPECT_EQ(out["options"][1]["commitment_used_after_horizon_usd"],
              sp.commitmentUsedAfterHorizonUsd);
    EXPECT_EQ(out["options"][1]["commitment_beyond_horizon_usd"], sp.commitmentBeyondHorizonUsd);
}

TEST_P(OwedAfterHorizon, TheTableNamesOwedAndWhatCounts)
{
    const std::string table = EvaluationTable::format(ScenarioEvaluator::evaluate(read()));
    const bool continues = std::string(GetParam().treatment) == "work_continues";
    EXPECT_TRUE(contains(table, "Owed after horizon")) << table;
    EXPECT_EQ(contains(table, "Used by work after it"), continues) << table;
    EXPECT_FALSE(contains(table, "Commitment beyond horizon")) << table;
    EXPECT_TRUE(contains(table, "$861,283.20")) << table;
    EXPECT_EQ(contains(table, "$566,323.20"), continues) << table;
    EXPECT_TRUE(contains(table, continues ? "so only the rest counts: total = TCO + owed after "
                                            "the horizon − used by the work after it."
                                          : "so all of it counts: total = TCO + owed after the "
                                            "horizon."))
        << table;
}

TEST_P(OwedAfterHorizon, TheReportSaysWhatIsOwedAndWhatCounts)
{
    const Scenario scenario = read();
    const report::DecisionReport built = report::DecisionReportBuilder::build(
        scenario, ScenarioEvaluator::evaluate(scenario), {}, {"2026-01-01", "1"});
    const report::ReportSection &summary = built.sections.front();
    ASSERT_EQ(summary.title, "Executive summary");
    const report::ReportTable &totals = summary.blocks[1].table;
    const bool continues = std::string(GetParam().treatment) == "work_continues";
    EXPECT_EQ(totals.header[2], "Owed after horizon");
    EXPECT_EQ(totals.header[3], continues ? "Used by work after it" : "Total");
    EXPECT_EQ(totals.rows[1][2], "$861,283");
    std::vector<std::string> bullets;
    for (const report::ReportSection &section : built.sections)
        for (const report::ReportBlock &block : section.blocks)
            if (section.title == "Warnings and risks")
                bullets.insert(bullets.end(), block.items.begin(), block.items.end());
    EXPECT_NE(std::find(bullets.begin(), bullets.end(), GetParam().risk), bullets.end())
        << bullets.front();
    // Said once: the evaluation's warning of the same figures is not repeated beneath it.
    EXPECT_EQ(std::find(bullets.begin(), bullets.end(), GetParam().warning), bullets.end());
}

INSTANTIATE_TEST_SUITE_P(
    Treatments, OwedAfterHorizon,
    ::testing::Values(
        TreatmentCase{
            "project_ends", 0.0, 861283.20,
            "sp3y: $861,283 of commitment is still owed after the 12-month horizon.",
            "sp3y: $861,283 of savings_plan_3y commitment is owed after the horizon ends."},
        TreatmentCase{"work_continues", 566323.20, 294960.00,
                      "sp3y: $861,283 of commitment is still owed after the 12-month horizon; the "
                      "work continuing after it uses $566,323 of it, so $294,960 counts as a cost.",
                      "sp3y: $861,283 of savings_plan_3y commitment is owed after the horizon "
                      "ends; the work continuing after it uses $566,323 of it, so $294,960 counts "
                      "as a cost."}),
    [](const auto &info) { return std::string(info.param.treatment); });
