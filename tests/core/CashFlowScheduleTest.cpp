// When the money leaves: each payment option's cash month by month against the accrued
// months, worked by hand. The engine's month is 730 hours (8,760 / 12), so a commitment
// of $6/hour accrues 6 x 730 = $4,380 a month and a year's fee is 6 x 8,760 = $52,560.
#include "core/engine/CashFlowSchedule.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace acceldecide;
using json = nlohmann::json;

namespace {

constexpr double kCent = 0.005;

// One accelerator always busy (730 h a month) at $10/h on demand ($7,300 a month), and
// the same under a savings plan of $6/h at 40 % off: exactly the one accelerator, so
// every month accrues $4,380 of commitment and nothing on demand.
json scenario(const std::string &payment, int horizon = 12, int termYears = 1)
{
    json commitment = {{"type", "savings_plan"}, {"term_years", termYears},
                       {"usd_per_hour", 6},      {"discount_percent", 40},
                       {"payment", payment},     {"renewal", "while_usage_continues"}};
    return {
        {"format", "acceldecide.scenario"},
        {"version", 1},
        {"name", "cash flow"},
        {"horizon_months", horizon},
        {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
        {"baseline", "od"},
        {"options",
         {{{"id", "od"},
           {"label", "On demand"},
           {"stack", "cuda"},
           {"instance_type", "p5.48xlarge"},
           {"accelerators_per_instance", 1},
           {"instance_hourly_usd", 10},
           {"purchase", {{"model", "on_demand"}}},
           {"instances", 1}},
          {{"id", "sp"},
           {"label", "Committed"},
           {"stack", "cuda"},
           {"instance_type", "p5.48xlarge"},
           {"accelerators_per_instance", 1},
           {"instance_hourly_usd", 10},
           {"purchase", {{"model", "on_demand"}}},
           {"commitment", commitment},
           {"instances", 1}}}},
    };
}

Evaluation evaluate(const json &document)
{
    const ScenarioReadResult result = ScenarioReader::fromJson(document);
    if (!result) {
        ADD_FAILURE() << result.error()[0].path << ": " << result.error()[0].message;
        return {};
    }
    return ScenarioEvaluator::evaluate(*result);
}

const OptionResult &committed(const Evaluation &evaluation)
{
    return evaluation.options.at(1);
}

// Cash over the horizon plus what is still owed after it is what the option accrues.
void expectCashMatchesAccrual(const OptionResult &option)
{
    const CashFlow &flow = option.cashFlow;
    EXPECT_NEAR(flow.totalUsd + flow.owedAfterHorizonUsd, option.totalUsd(), kCent) << option.id;
    ASSERT_FALSE(flow.cumulativeUsd.empty());
    EXPECT_NEAR(flow.cumulativeUsd.back(), flow.totalUsd, kCent);
    for (double month : flow.monthlyUsd)
        EXPECT_GE(month, -kCent) << option.id;
}

} // namespace

TEST(CashFlowSchedule, AllUpfrontPaysTheYearsFeeInMonthOne)
{
    // Month 1: 8,760 h x $6 = $52,560; months 2-12: nothing. Accrued: 12 x $4,380.
    const Evaluation evaluation = evaluate(scenario("all_upfront"));
    const CashFlow &flow = committed(evaluation).cashFlow;
    ASSERT_EQ(flow.monthlyUsd.size(), 12u);
    EXPECT_NEAR(flow.monthlyUsd[0], 52560.0, kCent);
    for (std::size_t m = 1; m < 12; ++m)
        EXPECT_NEAR(flow.monthlyUsd[m], 0.0, kCent) << "month " << m + 1;
    EXPECT_NEAR(flow.owedAfterHorizonUsd, 0.0, kCent);
    ASSERT_EQ(flow.upfronts.size(), 1u);
    EXPECT_EQ(flow.upfronts[0].month, 1);
    EXPECT_NEAR(flow.upfronts[0].usd, 52560.0, kCent);
    expectCashMatchesAccrual(committed(evaluation));
}

TEST(CashFlowSchedule, PartialUpfrontPaysHalfAtOnceAndHalfMonthly)
{
    // Month 1: $52,560 / 2 = $26,280 upfront + $4,380 / 2 = $2,190 that month = $28,470;
    // months 2-12: $2,190.
    const Evaluation evaluation = evaluate(scenario("partial_upfront"));
    const CashFlow &flow = committed(evaluation).cashFlow;
    EXPECT_NEAR(flow.monthlyUsd[0], 28470.0, kCent);
    for (std::size_t m = 1; m < 12; ++m)
        EXPECT_NEAR(flow.monthlyUsd[m], 2190.0, kCent) << "month " << m + 1;
    EXPECT_NEAR(flow.totalUsd, 52560.0, kCent);
    expectCashMatchesAccrual(committed(evaluation));
}

TEST(CashFlowSchedule, NoUpfrontPaysAsAccrued)
{
    const Evaluation evaluation = evaluate(scenario("no_upfront"));
    const OptionResult &option = committed(evaluation);
    for (std::size_t m = 0; m < 12; ++m)
        EXPECT_NEAR(option.cashFlow.monthlyUsd[m], 4380.0, kCent) << "month " << m + 1;
    EXPECT_TRUE(option.cashFlow.upfronts.empty());
    expectCashMatchesAccrual(option);
    // The on-demand baseline too: $7,300 every month.
    EXPECT_NEAR(evaluation.options[0].cashFlow.totalUsd, 12 * 7300.0, kCent);
}

TEST(CashFlowSchedule, ThreeYearTermsOverOneYearOweOrPrepayThePastMonths)
{
    // A 3-year term over a 12-month horizon: 36 x $4,380 = $157,680 in all, of which
    // 24 x $4,380 = $105,120 falls after the horizon.
    const CashFlow all = committed(evaluate(scenario("all_upfront", 12, 3))).cashFlow;
    EXPECT_NEAR(all.monthlyUsd[0], 157680.0, kCent);
    EXPECT_NEAR(all.totalUsd, 157680.0, kCent);
    EXPECT_NEAR(all.owedAfterHorizonUsd, 0.0, kCent);

    // Half of it upfront ($78,840) plus month 1's monthly half ($2,190): $81,030; then
    // $2,190 a month; after the horizon the other half of 24 months, $52,560.
    const Evaluation partialEvaluation = evaluate(scenario("partial_upfront", 12, 3));
    const CashFlow &partial = committed(partialEvaluation).cashFlow;
    EXPECT_NEAR(partial.monthlyUsd[0], 81030.0, kCent);
    EXPECT_NEAR(partial.monthlyUsd[11], 2190.0, kCent);
    EXPECT_NEAR(partial.owedAfterHorizonUsd, 52560.0, kCent);
    expectCashMatchesAccrual(committed(partialEvaluation));

    const Evaluation noneEvaluation = evaluate(scenario("no_upfront", 12, 3));
    const CashFlow &none = committed(noneEvaluation).cashFlow;
    EXPECT_NEAR(none.totalUsd, 52560.0, kCent);
    EXPECT_NEAR(none.owedAfterHorizonUsd, 105120.0, kCent);
    expectCashMatchesAccrual(committed(noneEvaluation));
}

TEST(CashFlowSchedule, ARenewalPaysItsUpfrontInTheRenewalMonth)
{
    // 18 months, renewed while usage continues: a second year bought in month 13.
    // All upfront: $52,560 in month 1 and again in month 13 (6 of its months, $26,280,
    // fall after the horizon and are paid with it).
    const Evaluation evaluation = evaluate(scenario("all_upfront", 18));
    const CashFlow &flow = committed(evaluation).cashFlow;
    ASSERT_EQ(flow.monthlyUsd.size(), 18u);
    EXPECT_NEAR(flow.monthlyUsd[0], 52560.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[11], 0.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[12], 52560.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[17], 0.0, kCent);
    ASSERT_EQ(flow.upfronts.size(), 2u);
    EXPECT_EQ(flow.upfronts[1].month, 13);
    EXPECT_NEAR(flow.owedAfterHorizonUsd, 0.0, kCent);
    expectCashMatchesAccrual(committed(evaluation));

    for (const char *payment : {"partial_upfront", "no_upfront"}) {
        const Evaluation other = evaluate(scenario(payment, 18));
        expectCashMatchesAccrual(committed(other));
    }
}

TEST(CashFlowSchedule, APortIsPaidOverItsMonthsAndTheCommitmentFromItsStart)
{
    // A port of 1,460 / 168 weeks = exactly 2 months (730 h each) by one engineer, 42 h
    // a week at $100/h: $36,500, paid $18,250 in each port month. Meanwhile the work
    // runs on the baseline on demand ($7,300 a month). The savings plan, 12 x $6 x 730 =
    // $52,560 all upfront, is billed every hour of its term from its start, ported or
    // not (AWS bills a plan from its start); it covers the one accelerator ($6 / ($10 x
    // 0.6) = 1), so nothing else is billed once it runs.
    json document = scenario("all_upfront");
    document["options"][1]["migration"] = {{"weeks", 1460.0 / 168.0},
                                           {"engineers", 1},
                                           {"hours_per_week", 42},
                                           {"hourly_rate_usd", 100}};
    // Bought in month 1, at the port's start: month 1: 7,300 + 18,250 + 52,560 =
    // $78,110; month 2: 7,300 + 18,250 = $25,550; nothing after.
    document["options"][1]["commitment"]["start_month"] = 1;
    const Evaluation atPortStart = evaluate(document);
    const CashFlow &early = committed(atPortStart).cashFlow;
    EXPECT_NEAR(early.monthlyUsd[0], 78110.0, 0.01);
    EXPECT_NEAR(early.monthlyUsd[1], 25550.0, 0.01);
    for (std::size_t m = 2; m < 12; ++m)
        EXPECT_NEAR(early.monthlyUsd[m], 0.0, 0.01) << "month " << m + 1;
    // 36,500 + 2 x 7,300 + 52,560.
    EXPECT_NEAR(early.totalUsd, 103660.0, 0.01);
    expectCashMatchesAccrual(committed(atPortStart));

    // By default bought for month 3, when the option's own usage begins: months 1 and 2
    // are $25,550 each, month 3 pays the whole $52,560 upfront (its last two months,
    // $8,760, fall after the horizon and are paid with it). The same total: the plan
    // is owed for 12 months either way.
    document["options"][1]["commitment"].erase("start_month");
    const Evaluation atUsageStart = evaluate(document);
    const CashFlow &flow = committed(atUsageStart).cashFlow;
    EXPECT_NEAR(flow.monthlyUsd[0], 25550.0, 0.01);
    EXPECT_NEAR(flow.monthlyUsd[1], 25550.0, 0.01);
    EXPECT_NEAR(flow.monthlyUsd[2], 52560.0, 0.01);
    for (std::size_t m = 3; m < 12; ++m)
        EXPECT_NEAR(flow.monthlyUsd[m], 0.0, 0.01) << "month " << m + 1;
    ASSERT_EQ(flow.upfronts.size(), 1u);
    EXPECT_EQ(flow.upfronts[0].month, 3);
    EXPECT_NEAR(flow.totalUsd, 103660.0, 0.01);
    expectCashMatchesAccrual(committed(atUsageStart));
}

TEST(CashFlowSchedule, CreditsReduceTheMonthlyPartButNeverTheUpfront)
{
    // Partial upfront with a $5,000 credit: it may pay only the monthly half ($2,190),
    // so months 1 and 2 lose $2,190 each and month 3 the remaining $620.
    // Month 1: 26,280 + 0; month 2: 0; month 3: 2,190 - 620 = 1,570; then $2,190.
    json document = scenario("partial_upfront");
    document["credits"] = {{{"id", "promo"},
                            {"usd", 5000},
                            {"first_month", 1},
                            {"expires_month", 12},
                            {"applies_to", "all"}}};
    const Evaluation evaluation = evaluate(document);
    const OptionResult &option = committed(evaluation);
    const CashFlow &flow = option.cashFlow;
    EXPECT_NEAR(flow.monthlyUsd[0], 26280.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[1], 0.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[2], 1570.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[3], 2190.0, kCent);
    EXPECT_NEAR(flow.totalUsd, 52560.0 - 5000.0, kCent);
    expectCashMatchesAccrual(option);

    // All upfront: nothing is left for a credit to pay.
    document["options"][1]["commitment"]["payment"] = "all_upfront";
    const Evaluation allUpfront = evaluate(document);
    EXPECT_NEAR(committed(allUpfront).cashFlow.monthlyUsd[0], 52560.0, kCent);
    EXPECT_NEAR(committed(allUpfront).creditsUsedUsd, 0.0, kCent);
}

TEST(CashFlowNpv, AtZeroPercentEqualsTheCashTotal)
{
    for (const char *payment : {"all_upfront", "partial_upfront", "no_upfront"}) {
        const Evaluation evaluation = evaluate(scenario(payment, 18));
        for (const OptionResult &option : evaluation.options)
            EXPECT_NEAR(option.cashFlow.npvUsd, option.cashFlow.totalUsd, kCent) << payment;
    }
}

TEST(CashFlowNpv, AtEightPercentMatchesTheAnnuityClosedForm)
{
    // $4,380 a month for 12 months at 8 % a year: i = 1.08^(1/12) - 1, and the annuity
    // sum_{m=1..12} C / (1 + i)^m = C (1 - (1 + i)^-12) / i = C (1 - 1/1.08) / i.
    json document = scenario("no_upfront");
    document["discount_rate_percent"] = 8;
    const Evaluation evaluation = evaluate(document);
    const double i = std::pow(1.08, 1.0 / 12.0) - 1.0;
    EXPECT_NEAR(CashFlowSchedule::monthlyRate(8.0), i, 1e-15);
    const double expected = 4380.0 * (1.0 - 1.0 / 1.08) / i;
    EXPECT_NEAR(committed(evaluation).cashFlow.npvUsd, expected, kCent);
    EXPECT_NEAR(expected, 50426.32, 0.01); // 4,380 x 11.5129
    EXPECT_EQ(committed(evaluation).cashFlow.discountRatePercent, 8.0);

    // All upfront pays $52,560 in month 1: one period's discount, 52,560 / 1.08^(1/12).
    document["options"][1]["commitment"]["payment"] = "all_upfront";
    EXPECT_NEAR(committed(evaluate(document)).cashFlow.npvUsd, 52560.0 / (1.0 + i), kCent);
}

TEST(CashFlowNpv, EmptyFlowIsWorthNothing)
{
    EXPECT_EQ(CashFlowSchedule::npv({}, 0.01), 0.0);
}

TEST(CashFlowRecommendation, SaysWhenTheNpvRanksTheOptionsOtherwise)
{
    // The all-upfront plan costs $52,560 in all, paid in month 1; an on-demand price of
    // $6.05/h costs 12 x 6.05 x 730 = $52,998 paid monthly. The TCO prefers the plan; at
    // 8 % a year the monthly payer's NPV is 4,416.50 x 11.5129 = $50,846.54 against the
    // plan's 52,560 / 1.08^(1/12) = $52,223.99.
    json document = scenario("all_upfront");
    json cheap = document["options"][0];
    cheap["id"] = "cheap";
    cheap["label"] = "Cheaper on demand";
    cheap["instance_hourly_usd"] = 6.05;
    document["options"].push_back(cheap);

    const Evaluation atZero = evaluate(document);
    EXPECT_EQ(atZero.recommendation.option, "sp");
    EXPECT_FALSE(atZero.recommendation.facts.npvRankingDiffers);
    EXPECT_EQ(atZero.recommendation.summary.find("net present value"), std::string::npos);

    document["discount_rate_percent"] = 8;
    const Evaluation atEight = evaluate(document);
    EXPECT_EQ(atEight.recommendation.option, "sp");
    EXPECT_TRUE(atEight.recommendation.facts.npvRankingDiffers);
    EXPECT_NEAR(atEight.options[2].cashFlow.npvUsd, 50846.54, 0.01);
    EXPECT_NE(atEight.recommendation.summary.find(
                  "At the 8 % discount rate the net present value of the cash ranks the options "
                  "otherwise: Cheaper on demand $50,847, Committed $52,224, On demand $84,"),
              std::string::npos)
        << atEight.recommendation.summary;
    // Discounting alone changes the order: it takes $52,998 - $50,846.54 = $2,151 off the
    // cheaper monthly payer, $52,560 - $52,223.99 = $336 off the plan paid in month 1, and
    // $87,600 - 7,300 x 11.5129 = $3,556 off the $10/h one; nothing is used after the horizon.
    EXPECT_NE(atEight.recommendation.summary.find(
                  "(the TCO ranks Committed first); discounting at 8 % a year takes $2,151 off "
                  "Cheaper on demand, $336 off Committed and $3,556 off On demand."),
              std::string::npos)
        << atEight.recommendation.summary;
}

TEST(CashFlowScenario, DiscountRateIsReadWrittenAndRangeChecked)
{
    json document = scenario("no_upfront");
    document["discount_rate_percent"] = 101;
    const ScenarioReadResult bad = ScenarioReader::fromJson(document);
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error()[0].path, "discount_rate_percent");
    document["discount_rate_percent"] = 7.5;
    const ScenarioReadResult good = ScenarioReader::fromJson(document);
    ASSERT_TRUE(good);
    EXPECT_EQ(good->discountRatePercent, 7.5);
    EXPECT_EQ(ScenarioWriter::toJson(*good)["discount_rate_percent"], 7.5);
    EXPECT_FALSE(ScenarioWriter::toJson(Scenario{}).contains("discount_rate_percent"));
}

TEST(CashFlowSchedule, APlanStartingWithinAMonthPaysItsWholeYearUpfrontInThatMonth)
{
    // Ported for exactly 1.5 months (1,095 / 168 weeks, one engineer, 42 h at $100: $27,375,
    // paid over the port's months, $18,250 a month), the plan starts half-way through month 2
    // and runs to half-way through month 14. All upfront: its year's fee, $52,560, is paid in
    // month 2. Month 2 then holds half a month on the baseline ($3,650), the port's second
    // half-month ($9,125) and the fee: $65,335; months 3-12 nothing, the plan being paid.
    // The accrued months carry half a month of the fee in month 2 and none of it after.
    json document = scenario("all_upfront");
    document["options"][1]["migration"] = {{"weeks", 1095.0 / 168.0},
                                           {"engineers", 1},
                                           {"hours_per_week", 42},
                                           {"hourly_rate_usd", 100}};
    const Evaluation evaluation = evaluate(document);
    const OptionResult &option = committed(evaluation);
    const CashFlow &flow = option.cashFlow;
    ASSERT_EQ(flow.monthlyUsd.size(), 12u);
    EXPECT_NEAR(flow.monthlyUsd[0], 7300.0 + 18250.0, kCent);
    EXPECT_NEAR(flow.monthlyUsd[1], 3650.0 + 9125.0 + 52560.0, kCent);
    for (std::size_t m = 2; m < 12; ++m)
        EXPECT_NEAR(flow.monthlyUsd[m], 0.0, kCent) << "month " << m + 1;
    for (const double month : flow.monthlyUsd)
        EXPECT_GE(month, -kCent);
    expectCashMatchesAccrual(option);
}
