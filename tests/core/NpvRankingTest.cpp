// The recommendation's NPV sentence names what makes the net present value rank the
// options otherwise than their totals, with its figures: the discount rate, or what the
// work continuing past the horizon uses of the commitment owed after it (paid, so the NPV
// counts it; no cost, so the total does not), or both.
//
//   NPV with later payments = total + used by the work after the horizon − discounting
#include "core/decision/NpvRanking.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

// An option whose total is `total`, of whose commitment owed after the horizon the work
// after it uses `used`, and from whose cash discounting takes `discounting`.
OptionResult option(const char *label, double total, double used, double discounting)
{
    OptionResult result;
    result.id = label;
    result.label = label;
    result.tcoUsd = total;
    result.commitmentOwedAfterHorizonUsd = used;
    result.commitmentUsedAfterHorizonUsd = used;
    result.cashFlow.npvWithOwedUsd = total + used - discounting;
    return result;
}

struct RankingCase
{
    const char *name;
    OptionResult a;
    OptionResult b;
    const char *sentence;
};

class NpvRankingCause : public ::testing::TestWithParam<RankingCase>
{};

TEST_P(NpvRankingCause, NamesWhatChangesTheOrderWithItsFigures)
{
    Evaluation evaluation;
    evaluation.options = {GetParam().a, GetParam().b};
    EXPECT_EQ(NpvRanking::sentence(evaluation, 8.0), GetParam().sentence);
}

INSTANTIATE_TEST_SUITE_P(
    Causes, NpvRankingCause,
    ::testing::Values(
        // Totals A $100,000 < B $110,000. Discounting takes $2,000 off A (paid at once) and
        // $15,000 off B (paid later): NPVs $98,000 and $95,000, B first. Nothing is used
        // after the horizon: the rate alone.
        RankingCase{"TheRateAlone", option("A", 100000, 0, 2000), option("B", 110000, 0, 15000),
                    " At the 8 % discount rate the net present value of the cash ranks the "
                    "options otherwise: B $95,000, A $98,000 (the TCO ranks A first); discounting "
                    "at 8 % a year takes $15,000 off B and $2,000 off A."},
        // Totals A $430,000 < B $860,000, but the work after A's horizon uses $860,000 of
        // what A owes after it: $1,290,000 paid against B's $860,000 before discounting,
        // which ($90,000 off A, $35,000 off B) alone would keep A first ($340,000 <
        // $825,000). NPVs $1,200,000 and $825,000: B first, because of the horizon.
        RankingCase{"TheHorizonAlone", option("A", 430000, 860000, 90000),
                    option("B", 860000, 0, 35000),
                    " The net present value of the cash ranks the options otherwise: B $825,000, "
                    "A $1,200,000 (the TCO ranks A first). The cause is the horizon treatment, not "
                    "the 8 % discount rate: the net present value counts what is paid after the "
                    "horizon in full, including $860,000 owed on A that the work continuing after "
                    "it uses, which the total does not count as a cost (horizon treatment "
                    "work_continues); discounting at 8 % a year takes $35,000 off B and $90,000 "
                    "off A, which alone would not change the order."},
        // Totals A $100,000 < B $103,000. $2,000 used after A's horizon alone keeps A first
        // ($102,000); discounting alone ($1,000 off A, $2,500 off B: $99,000 against
        // $100,500) keeps it too. Together: A $101,000 > B $100,500, B first.
        RankingCase{"BothTogether", option("A", 100000, 2000, 1000), option("B", 103000, 0, 2500),
                    " At the 8 % discount rate the net present value of the cash ranks the "
                    "options otherwise: B $100,500, A $101,000 (the TCO ranks A first), for two "
                    "reasons together: the net present value counts what is paid after the "
                    "horizon in full, including $2,000 owed on A that the work continuing after "
                    "it uses, which the total does not count as a cost (horizon treatment "
                    "work_continues); and discounting at 8 % a year takes $2,500 off B and $1,000 "
                    "off A."},
        // The same order both ways: nothing to say.
        RankingCase{"TheSameOrder", option("A", 100000, 0, 2000), option("B", 110000, 0, 3000),
                    ""}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(NpvRanking, WithoutADiscountRateSaysNothing)
{
    Evaluation evaluation;
    evaluation.options = {option("A", 430000, 860000, 0), option("B", 860000, 0, 0)};
    EXPECT_EQ(NpvRanking::sentence(evaluation, 0.0), "");
}

// A whole scenario: one p5.48xlarge (8 GPUs, $12.29 a GPU-hour) always on for 12 months,
// on demand ($71,773.60 a month, $861,283.20) against a 3-year savings plan of the 8 GPUs
// at 50 % off ($49.16/h, $35,886.80 a month: TCO $430,641.60), the work continuing after
// the horizon. The plan's 24 months after it are owed, $861,283.20, and all used (each
// covers $71,773.60 of on-demand usage): the total counts none of it. At 8 % a year
// (i = 1.08^(1/12) − 1 = 0.6434 %, 12 months' factor 11.5129) on demand's NPV is
// $826,319.25, discounting taking $34,963.95; the plan's is $35,886.80 x 11.5129 +
// $861,283.20 / 1.08^(13/12) = $1,205,545.83, discounting taking $1,291,924.80 −
// $1,205,545.83 = $86,378.97. The order flips because of what is owed after the horizon.
TEST(NpvRanking, AThreeYearPlanWhoseWorkContinuesBlamesTheHorizonNotTheRate)
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
    json plan = p5("plan");
    plan["commitment"] = {{"type", "savings_plan"},
                          {"term_years", 3},
                          {"usd_per_hour", 49.16},
                          {"discount_percent", 50}};
    const json document = {{"format", "acceldecide.scenario"},
                           {"version", 1},
                           {"name", "npv"},
                           {"horizon_months", 12},
                           {"horizon_treatment", "work_continues"},
                           {"discount_rate_percent", 8},
                           {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
                           {"baseline", "od"},
                           {"options", {p5("od"), plan}}};
    const ScenarioReadResult read = ScenarioReader::fromJson(document);
    ASSERT_TRUE(read.ok());
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const OptionResult &od = evaluation.options[0];
    const OptionResult &sp = evaluation.options[1];
    EXPECT_NEAR(od.cashFlow.npvWithOwedUsd, 826319.25, 0.01);
    EXPECT_NEAR(sp.cashFlow.npvWithOwedUsd, 1205545.83, 0.01);
    EXPECT_NEAR(sp.commitmentUsedAfterHorizonUsd, 861283.20, 0.005);
    EXPECT_NEAR(sp.npvDiscountingUsd(), 86378.97, 0.01);
    EXPECT_TRUE(evaluation.recommendation.facts.npvRankingDiffers);
    const std::string &summary = evaluation.recommendation.summary;
    EXPECT_NE(summary.find(" The net present value of the cash ranks the options otherwise: od "
                           "$826,319, plan $1,205,546 (the TCO ranks plan first). The cause is "
                           "the horizon treatment, not the 8 % discount rate: the net present "
                           "value counts what is paid after the horizon in full, including "
                           "$861,283 owed on plan that the work continuing after it uses, which "
                           "the total does not count as a cost (horizon treatment "
                           "work_continues); discounting at 8 % a year takes $34,964 off od and "
                           "$86,379 off plan, which alone would not change the order."),
              std::string::npos)
        << summary;
    EXPECT_EQ(summary.find("At the 8 % discount rate"), std::string::npos) << summary;
}

} // namespace
