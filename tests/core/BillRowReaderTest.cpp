#include "core/actuals/BillAggregator.h"
#include "core/actuals/Cur2RowReader.h"
#include "core/actuals/FocusRowReader.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace acceldecide::actuals {
namespace {

// A row of a fixture, split at commas (the cells here hold none, except a tags cell
// written with ';' for ',' and restored).
std::vector<std::string> cells(const std::string &text)
{
    std::vector<std::string> out;
    std::stringstream stream(text);
    std::string cell;
    while (std::getline(stream, cell, '|'))
        out.push_back(cell);
    if (!text.empty() && text.back() == '|')
        out.emplace_back();
    return out;
}

std::vector<std::string_view> views(const std::vector<std::string> &row)
{
    return {row.begin(), row.end()};
}

const std::string kFocusHeader =
    "ChargeCategory|ChargePeriodStart|BilledCost|EffectiveCost|ConsumedQuantity|x_UsageType|"
    "ChargeFrequency|CommitmentDiscountId|CommitmentDiscountStatus|PricingCategory|ConsumedUnit|"
    "SubAccountId|RegionId|x_ServiceCode|Tags|ChargeClass";

struct FocusCase
{
    std::string row;
    ChargeKind kind;
    double hours;
    double billed;
    double effective;
    std::string instanceType;
};

class FocusRowKinds : public testing::TestWithParam<FocusCase>
{};

TEST_P(FocusRowKinds, EachRowBecomesItsChargeKind)
{
    const std::vector<std::string> header = cells(kFocusHeader);
    const FocusRowReader reader(views(header));
    ASSERT_FALSE(reader.missingColumn());
    const std::vector<std::string> row = cells(GetParam().row);
    const BillRowReading reading = reader.read(views(row));
    ASSERT_EQ(reading.kind, BillRowReading::Kind::Lines) << reading.rejection;
    ASSERT_EQ(reading.lines.size(), 1u);
    const BillLine &line = reading.lines.front();
    EXPECT_EQ(nameOf(line.kind), nameOf(GetParam().kind));
    EXPECT_EQ(line.month, "2026-03");
    EXPECT_DOUBLE_EQ(line.instanceHours, GetParam().hours);
    EXPECT_DOUBLE_EQ(line.billedUsd, GetParam().billed);
    EXPECT_DOUBLE_EQ(line.effectiveUsd, GetParam().effective);
    EXPECT_EQ(line.instanceType, GetParam().instanceType);
    EXPECT_EQ(line.account, "111122223333");
}

INSTANTIATE_TEST_SUITE_P(
    Focus, FocusRowKinds,
    testing::Values(
        FocusCase{
            "Usage|2026-03-01T00:00:00Z|55.04|55.04|1|USE1-BoxUsage:p5.48xlarge|Usage-Based|||"
            "Standard|Hrs|111122223333|us-east-1|AmazonEC2||",
            ChargeKind::OnDemandUsage, 1, 55.04, 55.04, "p5.48xlarge"},
        FocusCase{"Usage|2026-03-02T00:00:00Z|0|14.19|1|USE1-BoxUsage:trn1.32xlarge|Usage-Based|"
                  "arn:sp-1|Used|Committed|Hrs|111122223333|us-east-1|AmazonEC2||",
                  ChargeKind::CommittedUsage, 1, 0, 14.19, "trn1.32xlarge"},
        FocusCase{"Usage|2026-03-03 00:00:00|12.5|12.5|2|USE1-SpotUsage:p5.48xlarge|Usage-Based|||"
                  "Dynamic|Hrs|111122223333|us-east-1|AmazonEC2||",
                  ChargeKind::SpotUsage, 2, 12.5, 12.5, "p5.48xlarge"},
        FocusCase{"Usage|2026-03-31T00:00:00Z|0|120|0||Usage-Based|arn:sp-1|Unused|Committed||"
                  "111122223333||ComputeSavingsPlans||",
                  ChargeKind::UnusedCommitment, 0, 0, 120, ""},
        FocusCase{"Purchase|2026-03-01T00:00:00Z|10000|0|1|ComputeSP:3yrNoUpfront|Recurring|"
                  "arn:sp-1|||Hrs|111122223333||ComputeSavingsPlans|",
                  ChargeKind::CommitmentRecurringFee, 0, 10000, 0, ""},
        FocusCase{"Purchase|2026-03-01T00:00:00Z|31464|0|1|USE2-CapacityBlock:p5.48xlarge|"
                  "One-Time||||Hrs|111122223333|us-east-2|AmazonEC2||",
                  ChargeKind::CapacityBlockFee, 0, 31464, 31464, "p5.48xlarge"},
        FocusCase{"Credit|2026-03-01T00:00:00Z|-5000|-5000|0||One-Time||||"
                  "|111122223333||AmazonEC2||",
                  ChargeKind::Credit, 0, -5000, -5000, ""},
        FocusCase{"Usage|2026-03-01T00:00:00Z|-55.04|-55.04|1|USE1-BoxUsage:p5.48xlarge|"
                  "Usage-Based|||Standard|Hrs|111122223333|us-east-1|AmazonEC2||Correction",
                  ChargeKind::Refund, 0, -55.04, -55.04, "p5.48xlarge"},
        FocusCase{"Adjustment|2026-03-01T00:00:00Z|-200|-200|0||One-Time||||"
                  "|111122223333||AmazonEC2||",
                  ChargeKind::Credit, 0, -200, -200, ""},
        FocusCase{"Tax|2026-03-01T00:00:00Z|80|80|0||One-Time||||"
                  "|111122223333||AmazonEC2||",
                  ChargeKind::Tax, 0, 80, 80, ""}));

TEST(FocusRowReader, ACostThatIsNotANumberIsRejectedNamingItsColumnAndValue)
{
    const std::vector<std::string> header = cells(kFocusHeader);
    const FocusRowReader reader(views(header));
    const std::vector<std::string> row =
        cells("Usage|2026-03-01T00:00:00Z|fifty|55.04|1|USE1-BoxUsage:p5.48xlarge|Usage-Based|||"
              "Standard|Hrs|111122223333|us-east-1|AmazonEC2|");
    const BillRowReading reading = reader.read(views(row));
    EXPECT_EQ(reading.kind, BillRowReading::Kind::Rejected);
    EXPECT_EQ(reading.rejection, "BilledCost \"fifty\" is not a number");
}

TEST(FocusRowReader, AnotherServicesLineIsSkippedAsNotCompute)
{
    const std::vector<std::string> header = cells(kFocusHeader);
    const FocusRowReader reader(views(header));
    const std::vector<std::string> row =
        cells("Usage|2026-03-01T00:00:00Z|3|3|100|USE1-TimedStorage-ByteHrs|Usage-Based|||"
              "Standard|GB-Mo|111122223333|us-east-1|AmazonS3||");
    const BillRowReading reading = reader.read(views(row));
    EXPECT_EQ(reading.kind, BillRowReading::Kind::Skipped);
    EXPECT_EQ(nameOf(reading.skipReason), "not compute");
}

// AWS's FOCUS 1.2 export has no x_UsageType: the usage type moved to SkuMeter. The spec's
// own example files write an absent value as "null".
TEST(FocusRowReader, TheFocus12ExportsUsageTypeIsSkuMeter)
{
    const std::vector<std::string> header =
        cells("ChargeCategory|ChargePeriodStart|BilledCost|EffectiveCost|ConsumedQuantity|SkuMeter|"
              "CommitmentDiscountStatus|PricingCategory|SubAccountId");
    const FocusRowReader reader(views(header));
    EXPECT_EQ(reader.missingColumn(), std::nullopt);
    const std::vector<std::string> row =
        cells("Usage|2026-03-01T00:00:00Z|0|0.25|null|ComputeSP:1yrNoUpfront|Unused|"
              "Committed|111122223333");
    const BillRowReading reading = reader.read(views(row));
    ASSERT_EQ(reading.kind, BillRowReading::Kind::Lines) << reading.rejection;
    EXPECT_EQ(nameOf(reading.lines[0].kind), "unused_commitment");
    const std::vector<std::string> usage =
        cells("Usage|2026-03-01T00:00:00Z|0|0.75|1.00|USE1-BoxUsage:trn1.32xlarge|Used|"
              "Committed|111122223333");
    EXPECT_EQ(reader.read(views(usage)).lines[0].instanceType, "trn1.32xlarge");
}

TEST(FocusRowReader, AFileWithoutAUsageTypeColumnIsRefusedNamingBoth)
{
    const std::vector<std::string> header =
        cells("ChargeCategory|ChargePeriodStart|BilledCost|EffectiveCost|ConsumedQuantity");
    EXPECT_EQ(FocusRowReader(views(header)).missingColumn(),
              std::optional<std::string>("x_UsageType (FOCUS 1.0) or SkuMeter (FOCUS 1.2)"));
}

TEST(FocusRowReader, ACur2FileIsRefusedNamingTheFirstFocusColumnItLacks)
{
    const std::vector<std::string> header =
        cells("line_item_line_item_type|line_item_usage_start_date|line_item_unblended_cost");
    const FocusRowReader reader(views(header));
    EXPECT_EQ(reader.missingColumn(), std::optional<std::string>("ChargeCategory"));
}

const std::string kCurHeader =
    "line_item_line_item_type|line_item_usage_start_date|line_item_usage_account_id|"
    "line_item_product_code|line_item_usage_type|line_item_usage_amount|"
    "line_item_unblended_cost|product_instance_type|product_region_code|pricing_term|"
    "savings_plan_savings_plan_a_r_n|savings_plan_savings_plan_effective_cost|"
    "savings_plan_total_commitment_to_date|savings_plan_used_commitment|resource_tags";

BillRowReading readCur(const std::string &text)
{
    const std::vector<std::string> header = cells(kCurHeader);
    const Cur2RowReader reader(views(header));
    const std::vector<std::string> row = cells(text);
    return reader.read(views(row));
}

TEST(Cur2RowReader, CoveredUsageCountsAtItsEffectiveCostAndItsNegationIsSkipped)
{
    const BillRowReading covered =
        readCur("SavingsPlanCoveredUsage|2026-03-02T00:00:00Z|111122223333|AmazonEC2|"
                "USE1-BoxUsage:p5.48xlarge|1|55.04|p5.48xlarge|us-east-1|OnDemand|arn:sp-1|"
                "35.78|||{\"user_project\":\"llm-train\"}");
    ASSERT_EQ(covered.kind, BillRowReading::Kind::Lines) << covered.rejection;
    EXPECT_EQ(nameOf(covered.lines[0].kind), "committed_usage");
    EXPECT_DOUBLE_EQ(covered.lines[0].billedUsd, 0.0);
    EXPECT_DOUBLE_EQ(covered.lines[0].effectiveUsd, 35.78);
    ASSERT_TRUE(covered.coverage);
    EXPECT_EQ(covered.coverage->commitmentId, "arn:sp-1");
    EXPECT_EQ(covered.lines[0].tags, (std::vector<BillTag>{{"user_project", "llm-train"}}));

    const BillRowReading negation =
        readCur("SavingsPlanNegation|2026-03-02T00:00:00Z|111122223333|AmazonEC2|"
                "USE1-BoxUsage:p5.48xlarge|1|-55.04|p5.48xlarge|us-east-1|OnDemand|arn:sp-1|"
                "|||");
    EXPECT_EQ(negation.kind, BillRowReading::Kind::Skipped);
    EXPECT_EQ(nameOf(negation.skipReason), "counted in another line");
}

// "DiscountedUsage" is reservation-covered usage, not a discount line to skip.
TEST(Cur2RowReader, ReservationCoveredUsageIsCommittedUsageNotADiscount)
{
    const std::vector<std::string> header =
        cells("line_item_line_item_type|line_item_usage_start_date|line_item_usage_account_id|"
              "line_item_product_code|line_item_usage_type|line_item_usage_amount|"
              "line_item_unblended_cost|reservation_reservation_a_r_n|reservation_effective_cost");
    const Cur2RowReader reader(views(header));
    const std::vector<std::string> row =
        cells("DiscountedUsage|2026-03-02T00:00:00Z|1|AmazonEC2|USE1-BoxUsage:p4d.24xlarge|1|0|"
              "arn:ri-1|21.96");
    const BillRowReading reading = reader.read(views(row));
    ASSERT_EQ(reading.kind, BillRowReading::Kind::Lines) << reading.rejection;
    EXPECT_EQ(nameOf(reading.lines[0].kind), "committed_usage");
    EXPECT_DOUBLE_EQ(reading.lines[0].effectiveUsd, 21.96);
    EXPECT_EQ(reading.lines[0].commitmentId, "arn:ri-1");
    const std::vector<std::string> edp =
        cells("EdpDiscount|2026-03-02T00:00:00Z|1|AmazonEC2|USE1-BoxUsage:p4d.24xlarge|1|-1.1||");
    EXPECT_EQ(reader.read(views(edp)).kind, BillRowReading::Kind::Skipped);
}

TEST(Cur2RowReader, ASavingsPlanFeeRowAlsoStatesWhatItLeftUnused)
{
    // Committed $10,000 for the month, usage used $9,880 of it: $120 stranded.
    const BillRowReading fee =
        readCur("SavingsPlanRecurringFee|2026-03-01T00:00:00Z|111122223333|ComputeSavingsPlans|"
                "ComputeSP:1yrNoUpfront|744|10000||||arn:sp-1||10000|9880|");
    ASSERT_EQ(fee.kind, BillRowReading::Kind::Lines) << fee.rejection;
    ASSERT_EQ(fee.lines.size(), 2u);
    EXPECT_EQ(nameOf(fee.lines[0].kind), "commitment_recurring_fee");
    EXPECT_DOUBLE_EQ(fee.lines[0].billedUsd, 10000.0);
    EXPECT_DOUBLE_EQ(fee.lines[0].effectiveUsd, 0.0);
    EXPECT_EQ(nameOf(fee.lines[1].kind), "unused_commitment");
    EXPECT_DOUBLE_EQ(fee.lines[1].billedUsd, 0.0);
    EXPECT_DOUBLE_EQ(fee.lines[1].effectiveUsd, 120.0);
}

TEST(Cur2RowReader, SpotCapacityBlockCreditRefundAndTaxLines)
{
    EXPECT_EQ(nameOf(readCur("Usage|2026-03-05T00:00:00Z|111122223333|AmazonEC2|"
                             "USE1-SpotUsage:p5.48xlarge|3|37.5|p5.48xlarge|us-east-1|Spot||||"
                             "|")
                         .lines[0]
                         .kind),
              "spot_usage");
    const BillRowReading block = readCur("Fee|2026-03-01T00:00:00Z|111122223333|AmazonEC2|"
                                         "USE2-CapacityBlock:p5.48xlarge|1|31464|p5.48xlarge|"
                                         "us-east-2|||||||");
    EXPECT_EQ(nameOf(block.lines[0].kind), "capacity_block_fee");
    EXPECT_DOUBLE_EQ(block.lines[0].effectiveUsd, 31464.0);
    for (const auto &[type, kind] : {std::pair<std::string, std::string>{"Credit", "credit"},
                                     {"Refund", "refund"},
                                     {"Tax", "tax"}}) {
        const BillRowReading reading = readCur(type + "|2026-03-01T00:00:00Z|111122223333|"
                                                      "AmazonEC2|||-10||||||||");
        ASSERT_EQ(reading.kind, BillRowReading::Kind::Lines) << type;
        EXPECT_EQ(nameOf(reading.lines[0].kind), kind);
    }
}

TEST(Cur2RowReader, AFocusFileIsRefusedNamingTheFirstCurColumnItLacks)
{
    const std::vector<std::string> header = cells(kFocusHeader);
    const Cur2RowReader reader(views(header));
    EXPECT_EQ(reader.missingColumn(), std::optional<std::string>("line_item_line_item_type"));
}

TEST(Cur2RowReader, TagsThatAreNotAJsonObjectAreRejectedNamingTheColumn)
{
    const BillRowReading reading =
        readCur("Usage|2026-03-05T00:00:00Z|111122223333|AmazonEC2|USE1-BoxUsage:p5.48xlarge|1|"
                "55.04|p5.48xlarge|us-east-1|OnDemand|||||=HYPERLINK(\"x\")");
    EXPECT_EQ(reading.kind, BillRowReading::Kind::Rejected);
    EXPECT_EQ(reading.rejection,
              "resource_tags \"=HYPERLINK(\"x\")\" is not a JSON object of text");
}

TEST(BillAggregator, KeepsAcceleratedLinesTheFilterAdmitsAndCountsEveryCoverage)
{
    const AcceleratedInstances instances{{"p5.48xlarge", {"cuda", 8}},
                                         {"trn1.32xlarge", {"neuron", 16}}};
    BillFilter filter;
    filter.tag = BillTag{"project", "llm-train"};
    BillAggregator aggregator(instances, filter);
    const auto tagged = readCur("Usage|2026-03-05T00:00:00Z|1|AmazonEC2|USE1-BoxUsage:p5.48xlarge|"
                                "2|110.08|p5.48xlarge|us-east-1|OnDemand|||||"
                                "{\"user_project\":\"llm-train\"}");
    EXPECT_EQ(aggregator.add(tagged), std::nullopt);
    EXPECT_EQ(aggregator.add(tagged), std::nullopt);
    const auto otherTeam = readCur("Usage|2026-03-05T00:00:00Z|1|AmazonEC2|"
                                   "USE1-BoxUsage:p5.48xlarge|1|55.04|p5.48xlarge|us-east-1|"
                                   "OnDemand|||||{\"user_project\":\"search\"}");
    EXPECT_EQ(aggregator.add(otherTeam), SkipReason::OutsideFilter);
    const auto cpu = readCur("SavingsPlanCoveredUsage|2026-03-05T00:00:00Z|1|AmazonEC2|"
                             "USE1-BoxUsage:m7i.large|10|1.008|m7i.large|us-east-1|OnDemand|"
                             "arn:sp-1|0.7|||");
    EXPECT_EQ(aggregator.add(cpu), SkipReason::NotAcceleratedInstance);

    const std::vector<ActualRow> rows = aggregator.rows();
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].lines, 2);
    EXPECT_DOUBLE_EQ(rows[0].instanceHours, 4.0);
    EXPECT_DOUBLE_EQ(rows[0].acceleratorHours, 32.0); // 4 instance-hours x 8 GPUs
    EXPECT_DOUBLE_EQ(rows[0].billedUsd, 220.16);
    EXPECT_EQ(rows[0].stack, "cuda");
    // The CPU instance the plan covered is not kept, but what it used of the plan is.
    const std::vector<CommitmentCoverage> coverage = aggregator.coverage();
    ASSERT_EQ(coverage.size(), 1u);
    EXPECT_DOUBLE_EQ(coverage[0].effectiveUsd, 0.7);
}

TEST(BillFilter, ATagWithoutAnEqualsSignIsRefusedNamingIt)
{
    const auto parsed = BillFilter::parseTag("project");
    ASSERT_FALSE(parsed);
    EXPECT_EQ(parsed.error(), "tag \"project\" is not key=value (e.g. project=llm-train)");
    EXPECT_EQ(BillFilter::parseTag("user:project=a=b").value(), (BillTag{"project", "a=b"}));
}

} // namespace
} // namespace acceldecide::actuals
