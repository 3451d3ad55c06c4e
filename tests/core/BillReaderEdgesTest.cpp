// The bill readers at their edges: the compute column an importer steps over rows by (the
// same test as read()'s), and a fee row whose unused part is beyond a double's range.
#include "core/actuals/Cur2RowReader.h"
#include "core/actuals/FocusRowReader.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::actuals {
namespace {

std::vector<std::string_view> split(std::string_view text)
{
    std::vector<std::string_view> cells;
    for (std::size_t start = 0;;) {
        const std::size_t bar = text.find('|', start);
        cells.push_back(text.substr(start, bar - start));
        if (bar == std::string_view::npos)
            return cells;
        start = bar + 1;
    }
}

constexpr std::string_view kCurHeader =
    "line_item_line_item_type|line_item_usage_start_date|line_item_usage_account_id|"
    "line_item_product_code|line_item_usage_type|line_item_usage_amount|"
    "line_item_unblended_cost|savings_plan_savings_plan_a_r_n|"
    "savings_plan_total_commitment_to_date|savings_plan_used_commitment|"
    "reservation_reservation_a_r_n|reservation_unused_amortized_upfront_fee_for_billing_period|"
    "reservation_unused_recurring_fee";

TEST(Cur2RowReader, TheComputeColumnIsTheProductCodeAndTestsItAsReadDoes)
{
    const Cur2RowReader reader(split(kCurHeader));
    const auto column = reader.computeColumn();
    ASSERT_TRUE(column);
    EXPECT_EQ(column->index, 3);
    for (const std::string_view code : {"AmazonEC2", "amazonec2", "ComputeSavingsPlans"})
        EXPECT_TRUE(column->isCompute(code)) << code;
    for (const std::string_view code : {"AmazonS3", "", "null", " AmazonEC2", "AmazonEC2x"}) {
        EXPECT_FALSE(column->isCompute(code)) << code;
        const std::string row =
            "Usage|2026-04-01T00:00:00Z|1|" + std::string(code) + "|x|1|1||||||";
        const BillRowReading reading = reader.read(split(row));
        EXPECT_EQ(reading.kind, BillRowReading::Kind::Skipped) << code;
        EXPECT_EQ(reading.skipReason, SkipReason::NotCompute) << code;
    }
}

TEST(FocusRowReader, TheComputeColumnIsTheServiceCodeElseTheServiceName)
{
    const std::string_view required =
        "ChargeCategory|ChargePeriodStart|BilledCost|EffectiveCost|ConsumedQuantity|SkuMeter";
    const FocusRowReader withCode(split(std::string(required) + "|ServiceName|x_ServiceCode"));
    ASSERT_TRUE(withCode.computeColumn());
    EXPECT_EQ(withCode.computeColumn()->index, 7);
    EXPECT_TRUE(withCode.computeColumn()->isCompute("AmazonEC2"));
    EXPECT_FALSE(withCode.computeColumn()->isCompute("Amazon Elastic Compute Cloud"));

    const FocusRowReader withName(split(std::string(required) + "|ServiceName"));
    ASSERT_TRUE(withName.computeColumn());
    EXPECT_EQ(withName.computeColumn()->index, 6);
    EXPECT_TRUE(withName.computeColumn()->isCompute("Amazon Elastic Compute Cloud"));
    EXPECT_TRUE(withName.computeColumn()->isCompute("Savings Plans for AWS Compute usage"));
    EXPECT_FALSE(withName.computeColumn()->isCompute("Amazon Simple Storage Service"));

    // Without either every row is compute: nothing to step over.
    EXPECT_FALSE(FocusRowReader(split(required)).computeColumn());
}

// Found by reasoning about fuzz_cur2_bill's finiteness invariant and confirmed by it: two
// finite amounts whose difference was infinite became an infinite unused commitment.
TEST(Cur2RowReader, AnUnusedCommitmentBeyondADoublesRangeIsRejectedNamingItsColumns)
{
    const Cur2RowReader reader(split(kCurHeader));
    const BillRowReading plan = reader.read(split("SavingsPlanRecurringFee|2026-04-01T00:00:00Z|1|"
                                                  "ComputeSavingsPlans|x|1|1|arn:sp|1.7e308|"
                                                  "-1.7e308|||"));
    ASSERT_EQ(plan.kind, BillRowReading::Kind::Rejected);
    EXPECT_EQ(plan.rejection, "savings_plan_total_commitment_to_date less "
                              "savings_plan_used_commitment is beyond a double's range");
    const BillRowReading reservation = reader.read(
        split("RIFee|2026-04-01T00:00:00Z|1|AmazonEC2|x|1|1||||arn:ri|1.7e308|1.7e308"));
    ASSERT_EQ(reservation.kind, BillRowReading::Kind::Rejected);
    EXPECT_EQ(reservation.rejection,
              "reservation_unused_amortized_upfront_fee_for_billing_period plus "
              "reservation_unused_recurring_fee is beyond a double's range");
    // Large but finite stays a line.
    const BillRowReading large = reader.read(split("SavingsPlanRecurringFee|2026-04-01T00:00:00Z|1|"
                                                   "ComputeSavingsPlans|x|1|1|arn:sp|1e308|"
                                                   "-1e307|||"));
    ASSERT_EQ(large.kind, BillRowReading::Kind::Lines) << large.rejection;
    EXPECT_DOUBLE_EQ(large.lines[1].effectiveUsd, 1.1e308);
}

} // namespace
} // namespace acceldecide::actuals
