// A month under a commitment, split as AWS bills it (core/engine/billing/CommitmentMonthSplit.h
// and TermMonthCounts.h): every figure worked by hand. The running example: 10 accelerators
// committed at $2.00 an hour, 12 busy for 500 of the month's 730 hours, on demand $3.00.
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/TermMonthCounts.h"

#include <gtest/gtest.h>

#include <limits>
#include <ostream>
#include <string>

namespace acceldecide::billing {
namespace {

TEST(CommitmentMonthSplitTest, SplitsTheRunningExampleByHand)
{
    // Owed every hour of the month, busy or not: 10 x $2.00 x 730 h = $14,600.
    EXPECT_EQ(owedUsd(10.0, 2.0), 14600.0);
    // The same from the hoisted per-accelerator fee: $2.00 x 730 h = $1,460 each.
    EXPECT_EQ(owedPerAcceleratorUsd(2.0), 1460.0);
    EXPECT_EQ(10.0 * owedPerAcceleratorUsd(2.0), 14600.0);
    // The level covers 10 of the 12 busy; 2 beyond it at on demand: 2 x 500 h x $3 = $3,000.
    EXPECT_EQ(coveredBy(10.0, 12.0), 10.0);
    EXPECT_EQ(coveredBy(10.0, 7.0), 7.0);
    EXPECT_EQ(overflowUsd(12.0, 10.0, 500.0, 3.0), 3000.0);
    // Of the $14,600 owed, the busy hours used 10 x $2.00 x 500 h = $10,000.
    EXPECT_EQ(usedUsd(10.0, 2.0, 500.0), 10000.0);
}

TEST(CommitmentMonthSplitTest, AMonthPastTheHorizonCostsWhatTheWorkAfterItWouldNotBuy)
{
    // When the project ends with the horizon the month is owed in full.
    EXPECT_EQ(pastHorizonCostUsd(false, 14600.0, 10.0, 500.0, 3.0), 14600.0);
    // When the work goes on, 10 covered x 500 h x $3 = $15,000 of on-demand usage would
    // have bought more than the $14,600 owed: nothing is lost.
    EXPECT_EQ(pastHorizonCostUsd(true, 14600.0, 10.0, 500.0, 3.0), 0.0);
    // With 8 covered it is worth $12,000, so $2,600 of the month is a cost.
    EXPECT_EQ(pastHorizonCostUsd(true, 14600.0, 8.0, 500.0, 3.0), 2600.0);
}

struct CountCase
{
    std::string name;
    int first, last, horizon, stop;
    TermMonthCounts<int> expected;
};

void PrintTo(const CountCase &c, std::ostream *out)
{
    *out << c.name;
}

class TermMonthCountsTest : public testing::TestWithParam<CountCase>
{};

TEST_P(TermMonthCountsTest, CountsTheTermsMonthsByKind)
{
    const CountCase &c = GetParam();
    const TermMonthCounts<int> n = countTermMonths(c.first, c.last, c.horizon, c.stop);
    EXPECT_EQ(n.inRunning, c.expected.inRunning);
    EXPECT_EQ(n.inIdle, c.expected.inIdle);
    EXPECT_EQ(n.pastRunning, c.expected.pastRunning);
    EXPECT_EQ(n.pastIdle, c.expected.pastIdle);
}

constexpr int kNeverStops = std::numeric_limits<int>::max();

INSTANTIATE_TEST_SUITE_P(
    Cases, TermMonthCountsTest,
    testing::Values(
        // Months 13-24, horizon 20, usage to 18: 13-18 running, 19-20 idle, 21-24 past idle.
        CountCase{"UsageStopsWithinTheHorizon", 13, 24, 20, 18, {6, 2, 0, 4}},
        // Months 25-36, horizon 30, usage never stops: 25-30 within, 31-36 past, all running.
        CountCase{"TermCrossesTheHorizon", 25, 36, 30, kNeverStops, {6, 0, 6, 0}},
        // Months 1-12 inside a 36-month horizon with usage to month 40: all running, within.
        CountCase{"WholeTermWithin", 1, 12, 36, 40, {12, 0, 0, 0}},
        // Months 37-48 after a 36-month horizon, usage to 40: 37-40 running, 41-48 idle.
        CountCase{"WholeTermPast", 37, 48, 36, 40, {0, 0, 4, 8}}),
    [](const testing::TestParamInfo<CountCase> &info) { return info.param.name; });

TEST(CommitmentMonthSplitTest, CountedTermCostAndBillByHand)
{
    // 6 months running and 2 idle within the horizon, 3 running and 1 idle past it, at the
    // running example ($14,600 owed, 12 busy, 10 covered, 500 h, $3 on demand, work goes
    // on after the horizon).
    const TermMonthCounts<int> n{6, 2, 3, 1};
    // Cost: 6 x (14,600 + 3,000) + 2 x 14,600 + 3 x 0 + 1 x 14,600 = $149,400 (an idle month
    // past the horizon covers nothing, so all of it is a cost).
    EXPECT_EQ(countedTermCostUsd(n, true, 14600.0, 12.0, 10.0, 500.0, 3.0), 149400.0);
    // The project ends instead: each past month owed in full, 6 x 17,600 + 6 x 14,600.
    EXPECT_EQ(countedTermCostUsd(n, false, 14600.0, 12.0, 10.0, 500.0, 3.0), 193200.0);
    // Bill: within the horizon 8 x 14,600 + 6 x 2 x 500 x 3 = $134,800; owed after it
    // 4 x 14,600 = $58,400, of which the work after it uses 3 x 14,600 = $43,800.
    const TermBillUsd<double> bill = countedTermBillUsd(n, true, 14600.0, 12.0, 10.0, 500.0, 3.0);
    EXPECT_EQ(bill.horizon, 134800.0);
    EXPECT_EQ(bill.owedAfter, 58400.0);
    EXPECT_EQ(bill.remainingValue, 43800.0);
    // The same counts held as doubles (the batch kernels' form) give the same figures.
    const TermMonthCounts<double> d{6.0, 2.0, 3.0, 1.0};
    EXPECT_EQ(countedTermCostUsd(d, true, 14600.0, 12.0, 10.0, 500.0, 3.0), 149400.0);
    EXPECT_EQ(countedTermBillUsd(d, true, 14600.0, 12.0, 10.0, 500.0, 3.0).horizon, 134800.0);
}

} // namespace
} // namespace acceldecide::billing
