// Hand-computed cases for hour-by-hour commitments.
#include "core/engine/CommitmentSimulation.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

// 8 accelerators at $10/h on demand, 40 % off when committed: $6/h.
CommitmentTerms terms(double committed, int termMonths = 12)
{
    return CommitmentTerms{committed, termMonths, 40.0, 10.0};
}

} // namespace

TEST(CommitmentSimulation, FullUtilizationCostsTheDiscountedRate)
{
    const UsageProfile usage{8, 730, 0, std::nullopt};
    const CommitmentResult result = CommitmentSimulation::run(usage, terms(8), 12);
    ASSERT_EQ(result.months.size(), 12u);
    EXPECT_DOUBLE_EQ(result.months[0].committedUsd, 8 * 6.0 * 730); // 35,040
    EXPECT_DOUBLE_EQ(result.months[0].wastedUsd, 0.0);
    EXPECT_DOUBLE_EQ(result.months[0].overflowUsd, 0.0);
    EXPECT_DOUBLE_EQ(result.totalUsd, 12 * 35040.0);
    EXPECT_DOUBLE_EQ(result.utilizationPercent, 100.0);
    EXPECT_DOUBLE_EQ(*result.effectiveUsdPerAcceleratorHour, 6.0);
}

TEST(CommitmentSimulation, UtilizationAtOneMinusTheDiscountCostsWhatOnDemandDoes)
{
    EXPECT_DOUBLE_EQ(CommitmentSimulation::breakEvenUtilizationPercent(40.0), 60.0);
    const UsageProfile usage{8, 730 * 0.6, 0, std::nullopt}; // 438 busy hours
    const CommitmentResult committed = CommitmentSimulation::run(usage, terms(8), 12);
    const CommitmentResult onDemand = CommitmentSimulation::run(usage, terms(0), 12);
    EXPECT_DOUBLE_EQ(onDemand.totalUsd, 12 * 8 * 10.0 * 438); // 420,480
    EXPECT_NEAR(committed.totalUsd, onDemand.totalUsd, 1e-6);
    EXPECT_NEAR(committed.utilizationPercent, 60.0, 1e-9);
}

TEST(CommitmentSimulation, AThreeYearTermWhoseUsageStopsInMonth14Owes22Months)
{
    const UsageProfile usage{8, 730, 0, 14};
    const CommitmentResult result = CommitmentSimulation::run(usage, terms(8, 36), 24);
    EXPECT_EQ(result.monthsOwedAfterUsageStops, 22);
    EXPECT_DOUBLE_EQ(result.owedAfterUsageStopsUsd, 22 * 35040.0);
    // Months 15-24 are inside the horizon and wasted in full; 12 more are owed after it.
    EXPECT_DOUBLE_EQ(result.months[14].wastedUsd, 35040.0);
    EXPECT_DOUBLE_EQ(result.owedAfterHorizonUsd, 12 * 35040.0);
    // A 1-year term under the same usage was renewed in month 13, while the project
    // still ran: it owes the 10 months after month 14.
    EXPECT_EQ(CommitmentSimulation::run(usage, terms(8, 12), 24).monthsOwedAfterUsageStops, 10);
    // Had usage stopped in month 12, it would not have been renewed: nothing owed.
    const UsageProfile stopsAtRenewal{8, 730, 0, 12};
    EXPECT_EQ(CommitmentSimulation::run(stopsAtRenewal, terms(8, 12), 24).monthsOwedAfterUsageStops,
              0);
}

TEST(CommitmentSimulation, TermsRenewBackToBackWhileUsageContinues)
{
    EXPECT_EQ(CommitmentSimulation::commitmentEndMonth(std::nullopt, 12, 36), 36);
    EXPECT_EQ(CommitmentSimulation::commitmentEndMonth(std::nullopt, 12, 30), 36);
    EXPECT_EQ(CommitmentSimulation::commitmentEndMonth(std::nullopt, 36, 12), 36);
    EXPECT_EQ(CommitmentSimulation::commitmentEndMonth(13, 12, 36), 24);
    EXPECT_EQ(CommitmentSimulation::commitmentEndMonth(12, 12, 36), 12);
    // A 30-month horizon on 1-year terms: the third term (months 25-36) is half past it.
    const UsageProfile always{8, 730, 0, std::nullopt};
    const CommitmentResult result = CommitmentSimulation::run(always, terms(8), 30);
    EXPECT_DOUBLE_EQ(result.months[29].committedUsd, 35040.0);
    EXPECT_DOUBLE_EQ(result.owedAfterHorizonUsd, 6 * 35040.0);
}

TEST(CommitmentSimulation, ABurstyClusterSizedToTheAverageWastesMostOfTheCommitment)
{
    // 256 accelerators busy 240 h a month; the monthly average is 256 x 240 / 730.
    const UsageProfile usage{256, 240, 0, std::nullopt};
    const double average = 256.0 * 240.0 / 730.0; // 84.16
    const CommitmentResult result = CommitmentSimulation::run(usage, terms(average), 12);
    const CommitmentMonth &month = result.months[0];
    EXPECT_NEAR(month.wastedUsd / month.committedUsd, 490.0 / 730.0, 1e-12); // 67 % wasted
    EXPECT_NEAR(month.overflowUsd, (256 - average) * 240 * 10.0, 1e-6);
    EXPECT_NEAR(result.utilizationPercent, 240.0 / 730.0 * 100.0, 1e-9);
    // Busy 33 % of the time, below the 60 % break-even: committing anything loses.
    EXPECT_EQ(CommitmentSimulation::optimalCommittedAccelerators(usage, terms(0), 12), 0.0);
    EXPECT_GT(result.totalUsd, CommitmentSimulation::run(usage, terms(0), 12).totalUsd);
}

TEST(CommitmentSimulation, TheOptimumIsNeverWorseThanOnDemandOrFullCoverage)
{
    for (const double busy : {100.0, 300.0, 438.0, 500.0, 730.0}) {
        for (const double growth : {-5.0, 0.0, 4.0}) {
            for (const int term : {12, 36}) {
                const UsageProfile usage{64, busy, growth, 20};
                const auto cost = [&](double level) {
                    const CommitmentResult r =
                        CommitmentSimulation::run(usage, terms(level, term), 24);
                    return r.totalUsd + r.owedAfterHorizonUsd;
                };
                const double best =
                    CommitmentSimulation::optimalCommittedAccelerators(usage, terms(0, term), 24);
                SCOPED_TRACE(testing::Message() << busy << " h, " << growth << " %/month, " << term
                                                << " months -> " << best);
                EXPECT_LE(cost(best), cost(0.0) + 1e-6);
                EXPECT_LE(cost(best), cost(usage.acceleratorsIn(1)) + 1e-6);
                for (double level = 0; level <= 100; level += 2.5)
                    EXPECT_LE(cost(best), cost(level) + 1e-6) << level;
            }
        }
    }
}
