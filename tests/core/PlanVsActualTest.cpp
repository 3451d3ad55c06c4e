// A decision's plan held to its bill: the plan's cloud months from an evaluated scenario,
// the bill's months from summed rows, the variance in parts that add up to it exactly, and
// their sentences; every figure worked by hand in the comments (the re-forecast:
// BillReforecastTest).
#include "core/actuals/PlanVsActual.h"
#include "core/actuals/ActualMonths.h"
#include "core/actuals/CalendarMonth.h"
#include "core/actuals/PlannedMonths.h"
#include "core/actuals/TokensByMonth.h"
#include "core/actuals/VarianceWording.h"
#include "core/engine/ScenarioEvaluator.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

namespace acceldecide::actuals {
namespace {

using json = nlohmann::json;

int month(const char *name)
{
    return monthIndex(name).value();
}

ActualRow row(const char *monthName, const char *instanceType, ChargeKind kind,
              double acceleratorHours, double effectiveUsd, const char *commitment = "")
{
    ActualRow r;
    r.month = monthName;
    r.instanceType = instanceType;
    r.kind = kind;
    r.acceleratorHours = acceleratorHours;
    r.effectiveUsd = effectiveUsd;
    r.billedUsd = effectiveUsd;
    r.commitmentId = commitment;
    r.tagsJson = "{}";
    return r;
}

// Three months of trn1.32xlarge under a savings plan at $2.00 an accelerator-hour:
// $10,000 of cloud a month (5,000 accelerator-hours), $2,000 of credits spent in month 2,
// $1,000 a month of engineering.
PlannedMonths trn1Plan()
{
    PlannedMonths plan;
    plan.firstMonth = month("2026-03");
    plan.cloudUsd = {10000.0, 10000.0, 10000.0};
    plan.creditsUsd = {0.0, 2000.0, 0.0};
    plan.totalUsd = {11000.0, 9000.0, 11000.0};
    plan.ratePerAcceleratorHour = 2.0;
    plan.instanceType = "trn1.32xlarge";
    plan.purchase = PurchaseGroup::Commitment;
    return plan;
}

// March: 6,000 covered trn1 hours for $12,600; 200 on-demand trn1 hours for $430 and 80
// p5 hours for $550.40 (neither the plan's instance type and purchase model); the plan's
// $300 unused, of which this workload's share is its 12,600 of the 14,000 the plan
// covered (a CPU fleet used the rest): $270; a $500 credit; $120 tax.
// April: exactly the plan's 5,000 hours at its rate, and a $1,500 credit.
std::vector<ActualRow> bill()
{
    return {row("2026-03", "trn1.32xlarge", ChargeKind::CommittedUsage, 6000, 12600, "sp-1"),
            row("2026-03", "trn1.32xlarge", ChargeKind::OnDemandUsage, 200, 430),
            row("2026-03", "p5.48xlarge", ChargeKind::OnDemandUsage, 80, 550.40),
            row("2026-03", "", ChargeKind::UnusedCommitment, 0, 300, "sp-1"),
            row("2026-03", "", ChargeKind::Credit, 0, -500),
            row("2026-03", "", ChargeKind::Tax, 0, 120),
            row("2026-04", "trn1.32xlarge", ChargeKind::CommittedUsage, 5000, 10000, "sp-1"),
            row("2026-04", "", ChargeKind::Credit, 0, -1500)};
}

const std::vector<CommitmentCoverage> kCoverage = {{"2026-03", "sp-1", 14000.0},
                                                   {"2026-04", "sp-1", 10000.0}};

// March, by hand at r = $2.00:
//   bill  = 12,600 + 430 + 550.40 + 270 - 500 = 13,350.40; plan = 10,000: +3,350.40
//   volume = (6,280 - 5,000) x 2 = 2,560; rate = 12,600 - 6,000 x 2 = 600;
//   mix = (430 + 550.40) - 280 x 2 = 420.40; waste = 270; credits = -500 + 0 = -500;
//   2,560 + 600 + 420.40 + 270 - 500 = 3,350.40.
TEST(PlanVsActual, TheVarianceIsSplitIntoPartsThatAddUpToIt)
{
    const PlannedMonths plan = trn1Plan();
    const PlanVsActual comparison =
        comparePlanWithBill(plan, actualMonths(bill(), kCoverage, plan));
    ASSERT_EQ(comparison.months.size(), 2u);
    const MonthComparison &march = comparison.months[0];
    EXPECT_EQ(march.month, "2026-03");
    EXPECT_EQ(march.planMonth, 1);
    EXPECT_NEAR(march.plannedUsd, 10000.0, 1e-9);
    EXPECT_NEAR(march.actualUsd, 13350.40, 1e-9);
    EXPECT_NEAR(march.parts.volumeUsd, 2560.0, 1e-9);
    EXPECT_NEAR(march.parts.rateUsd, 600.0, 1e-9);
    EXPECT_NEAR(march.parts.mixUsd, 420.40, 1e-9);
    EXPECT_NEAR(march.parts.commitmentWasteUsd, 270.0, 1e-9);
    EXPECT_NEAR(march.parts.creditsUsd, -500.0, 1e-9);
    EXPECT_NEAR(march.parts.totalUsd(), march.actualUsd - march.plannedUsd, 1e-9);
    EXPECT_NEAR(march.taxUsd, 120.0, 1e-9);
    // 6,000 of 6,280 hours covered; 12,600 used of 12,870 paid for.
    EXPECT_NEAR(*march.commitmentCoveragePercent, 6000.0 / 6280.0 * 100.0, 1e-9);
    EXPECT_NEAR(*march.commitmentUtilisationPercent, 12600.0 / 12870.0 * 100.0, 1e-9);
    EXPECT_NEAR(*march.actualRatePerAcceleratorHour, 13580.40 / 6280.0, 1e-12);

    // April: the plan's hours at its rate; $1,500 of credits against the $2,000 planned.
    const MonthComparison &april = comparison.months[1];
    EXPECT_NEAR(april.plannedUsd, 8000.0, 1e-9);
    EXPECT_NEAR(april.actualUsd, 8500.0, 1e-9);
    EXPECT_NEAR(april.parts.volumeUsd, 0.0, 1e-9);
    EXPECT_NEAR(april.parts.rateUsd, 0.0, 1e-9);
    EXPECT_NEAR(april.parts.creditsUsd, 500.0, 1e-9);
    EXPECT_NEAR(comparison.totals.totalUsd(), 3850.40, 1e-9);
    EXPECT_NEAR(comparison.actualUsd - comparison.plannedUsd, 3850.40, 1e-9);
}

// The parts in words: over the two months 11,280 hours ran against 10,000 planned (12.8 %
// more); the credits part is nothing over the two months (-500 + 500), so it has no
// sentence: volume, rate, mix, waste and the whole.
TEST(PlanVsActual, EachPartIsOneSentence)
{
    const PlannedMonths plan = trn1Plan();
    const PlanVsActual comparison =
        comparePlanWithBill(plan, actualMonths(bill(), kCoverage, plan));
    const std::vector<std::string> sentences = varianceSentences(comparison, plan);
    ASSERT_EQ(sentences.size(), 5u);
    EXPECT_EQ(sentences[0], "The accelerators ran 13 % more hours than planned (11,280 "
                            "accelerator-hours against 10,000 accelerator-hours): +$2,560.00.");
    EXPECT_EQ(sentences[3], "Commitments were paid for and not used: +$270.00 stranded.");
}

TEST(PlanVsActual, TokensProcessedPriceAMillionOfThem)
{
    const PlannedMonths plan = trn1Plan();
    // April's $8,500 over 2.5 billion tokens: $3.40 a million.
    const PlanVsActual comparison = comparePlanWithBill(plan, actualMonths(bill(), kCoverage, plan),
                                                        {{month("2026-04"), 2.5e9}});
    EXPECT_FALSE(comparison.months[0].usdPerMillionTokens);
    EXPECT_NEAR(*comparison.months[1].usdPerMillionTokens, 3.40, 1e-12);
}

// A tag keeps the tagged usage and the rows no tag can be on.
TEST(ActualMonths, ATagKeepsItsUsageAndTheUntaggedCharges)
{
    std::vector<ActualRow> rows = bill();
    rows[0].tagsJson = R"({"user:project":"llm-train"})";
    rows[1].tagsJson = R"({"user:project":"search"})";
    const std::vector<ActualRow> kept = rowsWithTag(rows, {"project", "llm-train"});
    // Kept: the tagged covered usage, the unused commitment, both credits and the tax; the
    // search team's and the untagged usage are not.
    EXPECT_EQ(kept.size(), 5u);
}

// The plan of an evaluated scenario: trn1.32xlarge always on at $21.50 an hour is $15,695
// of cloud a month (730 h), $1,343.75 / 1,000 accelerator-hours ($21.50 / 16); its $1,100
// of monthly maintenance is engineering, and a $5,000 credit spent in month 2 is the
// plan's credit, not a lower bill.
TEST(PlannedMonths, TheCloudMonthsLeaveOutEngineeringAndAddBackCredits)
{
    const json option = {{"id", "trn"},
                         {"label", "trn1"},
                         {"stack", "neuron"},
                         {"instance_type", "trn1.32xlarge"},
                         {"accelerators_per_instance", 16},
                         {"instance_hourly_usd", 21.50},
                         {"purchase", {{"model", "on_demand"}}},
                         {"instances", 1},
                         {"maintenance_usd_per_month", 1100}};
    json baseline = option;
    baseline["id"] = "base";
    baseline.erase("maintenance_usd_per_month");
    const json scenario = {{"format", "acceldecide.scenario"},
                           {"version", 1},
                           {"name", "plan"},
                           {"horizon_months", 3},
                           {"workload", {{"kind", "capacity"}, {"hours_per_month", 730}}},
                           {"baseline", "base"},
                           {"options", {baseline, option}},
                           {"credits",
                            {{{"id", "activate"},
                              {"usd", 5000},
                              {"first_month", 2},
                              {"expires_month", 2},
                              {"applies_to", {"trn"}}}}}};
    const ScenarioReadResult read = ScenarioReader::fromJson(scenario);
    ASSERT_TRUE(read.ok()) << (read.ok() ? std::string() : read.error().front().toString());
    const Evaluation evaluation = ScenarioEvaluator::evaluate(*read);
    const PlannedMonths plan = plannedMonths(*read, evaluation, "trn", month("2026-03"));
    ASSERT_EQ(plan.cloudUsd.size(), 3u);
    for (const double cloud : plan.cloudUsd)
        EXPECT_NEAR(cloud, 15695.0, 1e-6);
    EXPECT_NEAR(plan.creditsUsd[1], 5000.0, 1e-6);
    EXPECT_NEAR(plan.totalUsd[1], 15695.0 + 1100.0 - 5000.0, 1e-6);
    EXPECT_NEAR(plan.ratePerAcceleratorHour, 21.50 / 16.0, 1e-12);
    EXPECT_EQ(plan.instanceType, "trn1.32xlarge");
}

TEST(CalendarMonth, MonthsCountAcrossYears)
{
    EXPECT_EQ(month("2027-01") - month("2026-11"), 2);
    EXPECT_EQ(monthName(month("2026-12") + 1), "2027-01");
    EXPECT_FALSE(monthIndex("2026-13"));
    EXPECT_FALSE(monthIndex("26-03"));
}

} // namespace
} // namespace acceldecide::actuals

namespace acceldecide::actuals {
namespace {

TEST(TokensByMonth, ReadsTheTeamsCsvAndNamesTheLineOfABadValue)
{
    const auto tokens = parseTokensByMonth("month,tokens\n2026-03,2400000000\n\n2026-04,2.5e9\n");
    ASSERT_TRUE(tokens.ok()) << tokens.error();
    EXPECT_EQ(tokens->size(), 2u);
    EXPECT_DOUBLE_EQ(tokens->at(monthIndex("2026-04").value()), 2.5e9);
    EXPECT_EQ(parseTokensByMonth("2026-03,many\n").error(),
              "line 1: tokens \"many\" is not a number of 0 or more");
    EXPECT_EQ(parseTokensByMonth("month,tokens\nMarch,1\n").error(),
              "line 2: month \"March\" is not YYYY-MM");
    EXPECT_EQ(parseTokensByMonth("2026-03,1\n2026-03,2\n").error(),
              "line 2: month 2026-03 is given twice");
}

} // namespace
} // namespace acceldecide::actuals

namespace acceldecide::actuals {
namespace {

// A decision names the tag that finds its lines in the bill; it reads back as written, and
// a tag without "=" is refused naming it.
TEST(ScenarioBillTag, IsReadWrittenAndRefusedWithoutAnEqualsSign)
{
    nlohmann::json scenario = {{"format", "acceldecide.scenario"},
                               {"version", 1},
                               {"name", "tagged"},
                               {"horizon_months", 3},
                               {"bill_tag", "project=llm-train"},
                               {"workload", {{"kind", "capacity"}}},
                               {"baseline", "a"},
                               {"options",
                                {{{"id", "a"},
                                  {"label", "a"},
                                  {"stack", "cuda"},
                                  {"instance_type", "p5.48xlarge"},
                                  {"accelerators_per_instance", 8},
                                  {"instance_hourly_usd", 55.04},
                                  {"purchase", {{"model", "on_demand"}}},
                                  {"instances", 1}}}}};
    nlohmann::json other = scenario["options"][0];
    other["id"] = "b";
    scenario["options"].push_back(other);
    const ScenarioReadResult read = ScenarioReader::fromJson(scenario);
    ASSERT_TRUE(read.ok()) << read.error().front().toString();
    EXPECT_EQ(read->billTag, std::optional<std::string>("project=llm-train"));
    EXPECT_EQ(ScenarioWriter::toJson(*read)["bill_tag"], "project=llm-train");
    scenario["bill_tag"] = "project";
    const ScenarioReadResult refused = ScenarioReader::fromJson(scenario);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().front().toString(),
              "bill_tag: must be key=value (a cost-allocation tag, e.g. project=llm-train), got "
              "\"project\"");
}

} // namespace
} // namespace acceldecide::actuals
