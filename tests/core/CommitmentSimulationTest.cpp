// Hand-computed cases for hour-by-hour commitments.
#include "core/engine/CommitmentSimulation.h"

#include <gtest/gtest.h>

using namespace acceldecide;

namespace {

// 8 accelerators at $10/h on demand, 40 % off when committed: $6/h.
CommitmentTerms terms(double committed, int termMonths = 12,
                      RenewalPolicy renewal = RenewalPolicy::Optimal)
{
    return CommitmentTerms{committed, termMonths, 40.0, 10.0, renewal};
}

double ladderCost(const UsageProfile &usage, const CommitmentTerms &t, int horizon)
{
    return CommitmentSimulation::bill(usage, t, {},
                                      CommitmentSimulation::ladder(usage, t, {}, horizon), horizon)
        .costUsd();
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
    // A 1-year term renewed whenever usage still runs is renewed in month 13: it owes the
    // 10 months after month 14.
    EXPECT_EQ(CommitmentSimulation::run(usage, terms(8, 12, RenewalPolicy::WhileUsageContinues), 24)
                  .monthsOwedAfterUsageStops,
              10);
    // Decided with the plan in hand, month 13 is not renewed: 12 months at $35,040
    // against 2 months on demand at $58,400.
    const CommitmentResult optimal = CommitmentSimulation::run(usage, terms(8, 12), 24);
    EXPECT_EQ(optimal.monthsOwedAfterUsageStops, 0);
    EXPECT_DOUBLE_EQ(optimal.totalUsd, 12 * 35040.0 + 2 * 58400.0);
    // Had usage stopped in month 12, it would not have been renewed: nothing owed.
    const UsageProfile stopsAtRenewal{8, 730, 0, 12};
    EXPECT_EQ(CommitmentSimulation::run(stopsAtRenewal, terms(8, 12), 24).monthsOwedAfterUsageStops,
              0);
}

TEST(CommitmentSimulation, EachRenewalPolicyBuysItsOwnTerms)
{
    const auto endMonth = [](std::optional<int> last, int term, int horizon, RenewalPolicy policy) {
        const UsageProfile usage{8, 730, 0, last};
        return CommitmentSimulation::totals(usage, terms(8, term, policy), horizon).endMonth;
    };
    constexpr auto whileUsage = RenewalPolicy::WhileUsageContinues;
    EXPECT_EQ(endMonth(std::nullopt, 12, 36, whileUsage), 36);
    EXPECT_EQ(endMonth(std::nullopt, 12, 30, whileUsage), 36);
    EXPECT_EQ(endMonth(std::nullopt, 36, 12, whileUsage), 36);
    EXPECT_EQ(endMonth(13, 12, 36, whileUsage), 24);
    EXPECT_EQ(endMonth(12, 12, 36, whileUsage), 12);
    EXPECT_EQ(endMonth(std::nullopt, 12, 36, RenewalPolicy::Never), 12);
    EXPECT_EQ(endMonth(std::nullopt, 12, 36, RenewalPolicy::Optimal), 36);
    // A 30-month horizon on 1-year terms: the third term (months 25-36) is half past it.
    const UsageProfile always{8, 730, 0, std::nullopt};
    const CommitmentResult renewed =
        CommitmentSimulation::run(always, terms(8, 12, whileUsage), 30);
    EXPECT_DOUBLE_EQ(renewed.months[29].committedUsd, 35040.0);
    EXPECT_DOUBLE_EQ(renewed.owedAfterHorizonUsd, 6 * 35040.0);
    // Decided: 12 x $35,040 for the third term against 6 months on demand at $58,400 --
    // not renewed while the project ends with the horizon ...
    const CommitmentResult decided = CommitmentSimulation::run(always, terms(8), 30);
    EXPECT_DOUBLE_EQ(decided.months[29].committedUsd, 0.0);
    EXPECT_DOUBLE_EQ(decided.months[29].overflowUsd, 58400.0);
    EXPECT_DOUBLE_EQ(decided.owedAfterHorizonUsd, 0.0);
    EXPECT_LT(decided.totalUsd + decided.owedAfterHorizonUsd,
              renewed.totalUsd + renewed.owedAfterHorizonUsd);
    // ... and renewed when the work goes on: its months past the horizon are used.
    CommitmentTerms continuing = terms(8);
    continuing.horizonTreatment = HorizonTreatment::WorkContinues;
    const CommitmentTotals onward = CommitmentSimulation::totals(always, continuing, 30);
    EXPECT_EQ(onward.endMonth, 36);
    EXPECT_DOUBLE_EQ(onward.owedAfterHorizonUsd, 6 * 35040.0);
    EXPECT_DOUBLE_EQ(onward.remainingValueUsd, 6 * 35040.0);
    EXPECT_DOUBLE_EQ(onward.costUsd(), 30 * 35040.0);
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
    EXPECT_EQ(CommitmentSimulation::ladder(usage, terms(0), {}, 12)[0], 0.0);
    EXPECT_GT(result.totalUsd, CommitmentSimulation::run(usage, terms(0), 12).totalUsd);
}

TEST(CommitmentSimulation, TheLadderIsNeverWorseThanAnyLevelUnderAnyRenewalPolicy)
{
    for (const double busy : {100.0, 300.0, 438.0, 500.0, 730.0}) {
        for (const double growth : {-5.0, 0.0, 4.0}) {
            for (const int term : {12, 36}) {
                for (const auto treatment :
                     {HorizonTreatment::ProjectEnds, HorizonTreatment::WorkContinues}) {
                    const UsageProfile usage{64, busy, growth, 20};
                    CommitmentTerms base = terms(0, term);
                    base.horizonTreatment = treatment;
                    const double best = ladderCost(usage, base, 30);
                    SCOPED_TRACE(testing::Message() << busy << " h, " << growth << " %/month, "
                                                    << term << " months -> " << best);
                    for (const auto policy :
                         {RenewalPolicy::Optimal, RenewalPolicy::WhileUsageContinues,
                          RenewalPolicy::Never}) {
                        for (double level = 0; level <= 100; level += 2.5) {
                            CommitmentTerms trial = base;
                            trial.committedAccelerators = level;
                            trial.renewal = policy;
                            EXPECT_LE(best,
                                      CommitmentSimulation::totalCost(usage, trial, 30) + 1e-6)
                                << level;
                        }
                    }
                    // Optimal renewal never costs more than never renewing or renewing
                    // while usage continues, at the same level.
                    for (double level = 8; level <= 64; level += 8) {
                        CommitmentTerms trial = base;
                        trial.committedAccelerators = level;
                        const double optimal = CommitmentSimulation::totalCost(usage, trial, 30);
                        trial.renewal = RenewalPolicy::Never;
                        EXPECT_LE(optimal,
                                  CommitmentSimulation::totalCost(usage, trial, 30) + 1e-6);
                        trial.renewal = RenewalPolicy::WhileUsageContinues;
                        EXPECT_LE(optimal,
                                  CommitmentSimulation::totalCost(usage, trial, 30) + 1e-6);
                    }
                }
            }
        }
    }
}

TEST(CommitmentSimulation, HeldCommitmentsCoverFirstAndAreOwedWhateverRuns)
{
    // A held plan covering 4 accelerators for 6 months at $4,000 a month.
    HeldCommitments held;
    held.items[0] = {4.0, 4000.0, 6};
    held.count = 1;
    const UsageProfile usage{8, 730, 0, std::nullopt};
    const CommitmentResult onDemand = CommitmentSimulation::run(usage, terms(0), 12, held);
    // Months 1-6: $4,000 held plus 4 accelerators on demand; months 7-12: 8 on demand.
    EXPECT_DOUBLE_EQ(onDemand.months[0].totalUsd(), 4000.0 + 4 * 10.0 * 730);
    EXPECT_DOUBLE_EQ(onDemand.months[6].totalUsd(), 8 * 10.0 * 730);
    // A new commitment covers what the held one leaves: at 4 accelerators it is fully
    // used in months 1-6.
    const CommitmentResult topped = CommitmentSimulation::run(usage, terms(4), 12, held);
    EXPECT_DOUBLE_EQ(topped.months[0].wastedUsd, 0.0);
    EXPECT_DOUBLE_EQ(topped.months[0].overflowUsd, 0.0);
    EXPECT_DOUBLE_EQ(topped.months[6].overflowUsd, 4 * 10.0 * 730);
    // A stranded held plan (covering nothing) is owed all the same.
    HeldCommitments stranded = held;
    stranded.items[0].accelerators = 0.0;
    EXPECT_DOUBLE_EQ(CommitmentSimulation::run(usage, terms(0), 12, stranded).months[0].totalUsd(),
                     4000.0 + 8 * 10.0 * 730);
}

// Flat usage with nothing held is counted in closed form; a held commitment that covers
// and costs nothing sends the same bill through the month-by-month walk. Both agree.
TEST(CommitmentSimulation, TheClosedFormForFlatUsageAgreesWithTheMonthByMonthWalk)
{
    HeldCommitments nothing;
    nothing.count = 1; // covers 0 accelerators, owes $0: forces the walk
    for (const std::optional<int> last :
         {std::optional<int>(), std::optional<int>(9), std::optional<int>(20)}) {
        for (const double busy : {240.0, 730.0}) {
            for (const int term : {12, 36}) {
                for (const auto treatment :
                     {HorizonTreatment::ProjectEnds, HorizonTreatment::WorkContinues}) {
                    for (const auto policy :
                         {RenewalPolicy::Optimal, RenewalPolicy::WhileUsageContinues,
                          RenewalPolicy::Never}) {
                        const UsageProfile usage{8, busy, 0, last};
                        CommitmentTerms t = terms(6, term, policy);
                        t.horizonTreatment = treatment;
                        const CommitmentTotals closed = CommitmentSimulation::totals(usage, t, 30);
                        const CommitmentTotals walked =
                            CommitmentSimulation::totals(usage, t, 30, nothing);
                        EXPECT_EQ(closed.endMonth, walked.endMonth);
                        EXPECT_NEAR(closed.horizonUsd, walked.horizonUsd, 1e-6);
                        EXPECT_NEAR(closed.owedAfterHorizonUsd, walked.owedAfterHorizonUsd, 1e-6);
                        EXPECT_NEAR(closed.remainingValueUsd, walked.remainingValueUsd, 1e-6);
                        EXPECT_NEAR(closed.acceleratorHours, walked.acceleratorHours, 1e-6);
                        for (int k = 0; k < 3; ++k)
                            EXPECT_NEAR(
                                CommitmentSimulation::termCost(usage, t, {}, 30, k, 5.0),
                                CommitmentSimulation::termCost(usage, t, nothing, 30, k, 5.0),
                                1e-6);
                    }
                }
            }
        }
    }
}

// totals() decides and bills flat usage in one pass; it must be exactly the two-step
// decideTerms() then bill() it stands for, to the last bit, for every policy, level
// (none, part, all, more than used), horizon and treatment.
TEST(CommitmentSimulation, TheOnePassFlatBillIsExactlyDecideThenBill)
{
    for (const std::optional<int> last : {std::optional<int>(), std::optional<int>(1),
                                          std::optional<int>(13), std::optional<int>(40)}) {
        for (const double busy : {0.0, 240.0, 500.0, 730.0}) {
            for (const int term : {12, 36}) {
                for (const int horizon : {1, 12, 18, 36, 37, 120}) {
                    for (const double level : {0.0, 3.0, 8.0, 11.5}) {
                        for (const auto treatment :
                             {HorizonTreatment::ProjectEnds, HorizonTreatment::WorkContinues}) {
                            for (const auto policy :
                                 {RenewalPolicy::Optimal, RenewalPolicy::WhileUsageContinues,
                                  RenewalPolicy::Never}) {
                                const UsageProfile usage{8, busy, 0, last};
                                CommitmentTerms t = terms(level, term, policy);
                                t.horizonTreatment = treatment;
                                const CommitmentTotals fused =
                                    CommitmentSimulation::totals(usage, t, horizon);
                                const CommitmentTotals twoStep = CommitmentSimulation::bill(
                                    usage, t, {},
                                    CommitmentSimulation::decideTerms(usage, t, {}, horizon),
                                    horizon);
                                EXPECT_EQ(fused.levels, twoStep.levels);
                                EXPECT_EQ(fused.endMonth, twoStep.endMonth);
                                EXPECT_EQ(fused.horizonUsd, twoStep.horizonUsd);
                                EXPECT_EQ(fused.owedAfterHorizonUsd, twoStep.owedAfterHorizonUsd);
                                EXPECT_EQ(fused.remainingValueUsd, twoStep.remainingValueUsd);
                                EXPECT_EQ(fused.acceleratorHours, twoStep.acceleratorHours);
                            }
                        }
                    }
                }
            }
        }
    }
}

TEST(CommitmentSimulation, ALaterStartBillsTheMonthsBeforeItWithoutTheCommitment)
{
    // Two accelerators busy all 730 hours of 6 months at $10 on demand. A held plan
    // covers one of them for months 1-4 and is owed $4,000 a month; the new commitment,
    // two accelerators at 40 % off ($6 x 2 x 730 = $8,760 a month), starts in month 3.
    // Months 1-2: 4,000 + 1 x 730 x $10 = $11,300 each; months 3-4: 4,000 + 8,760 (the
    // held plan takes one accelerator first, so half the commitment is unused) =
    // $12,760 each; months 5-6: $8,760 each. Within the horizon 22,600 + 25,520 + 17,520
    // = $65,640, $16,000 of it held; the term runs to month 14: 8 x $8,760 = $70,080
    // owed after the horizon.
    const UsageProfile usage{2.0, 730.0, 0.0, std::nullopt};
    CommitmentTerms terms;
    terms.committedAccelerators = 2.0;
    terms.termMonths = 12;
    terms.discountPercent = 40.0;
    terms.onDemandUsdPerAcceleratorHour = 10.0;
    terms.startMonth = 3;
    HeldCommitments held;
    held.count = 1;
    held.items[0] = {1.0, 4000.0, 4};

    const CommitmentTotals totals = CommitmentSimulation::totals(usage, terms, 6, held);
    EXPECT_NEAR(totals.horizonUsd, 65640.0, 1e-6);
    EXPECT_NEAR(totals.heldHorizonUsd, 16000.0, 1e-6);
    EXPECT_NEAR(totals.owedAfterHorizonUsd, 70080.0, 1e-6);
    EXPECT_EQ(totals.endMonth, 14);
    // What the months before the start cost beyond the held plan: 2 x 7,300.
    EXPECT_NEAR(totals.beforeStartUsd, 14600.0, 1e-6);
    EXPECT_EQ(CommitmentSimulation::termCount(terms, 6), 1);
    EXPECT_EQ(CommitmentSimulation::termIndexOf(2, terms), -1);
    EXPECT_EQ(CommitmentSimulation::termIndexOf(14, terms), 0);
    EXPECT_EQ(CommitmentSimulation::termIndexOf(15, terms), 1);

    const CommitmentResult run = CommitmentSimulation::run(usage, terms, 6, held);
    ASSERT_EQ(run.months.size(), 6u);
    EXPECT_NEAR(run.months[0].totalUsd(), 11300.0, 1e-6);
    EXPECT_EQ(run.months[1].committedUsd, 0.0);
    EXPECT_NEAR(run.months[2].totalUsd(), 12760.0, 1e-6);
    EXPECT_NEAR(run.months[2].wastedUsd, 4380.0, 1e-6);
    EXPECT_NEAR(run.months[5].totalUsd(), 8760.0, 1e-6);
    EXPECT_NEAR(run.totalUsd, totals.horizonUsd, 1e-6);

    // The same usage growing 5 % a month: the run's months and the bill agree, and a
    // start in month 1 is the grid the simulation has always had.
    const UsageProfile growing{2.0, 730.0, 5.0, std::nullopt};
    const CommitmentResult grown = CommitmentSimulation::run(growing, terms, 6, held);
    EXPECT_NEAR(grown.totalUsd, CommitmentSimulation::totals(growing, terms, 6, held).horizonUsd,
                1e-6);
    CommitmentTerms fromMonthOne = terms;
    fromMonthOne.startMonth = 1;
    EXPECT_EQ(CommitmentSimulation::termIndexOf(1, fromMonthOne), 0);
    EXPECT_EQ(CommitmentSimulation::totals(growing, fromMonthOne, 6, held).endMonth, 12);
}

TEST(CommitmentSimulation, APlanStartingWithinAMonthIsBilledAndLadderedOnItsBlend)
{
    // One accelerator busy all month at $1/h, 30 % off committed ($511 a month owed,
    // $730 on demand), a 9-month horizon, the project ending with it. A 1-year plan
    // from the start of month 1: 9 x 511 within, 3 x 511 owed after: $6,132. From the
    // start of month 2: month 1 on demand, 730 + 8 x 511 within, 4 x 511 after: $6,862.
    // Bought three quarters of the way through month 1: 0.25 x 6,132 + 0.75 x 6,862 =
    // $6,679.50, more than on demand's 9 x 730 = $6,570, so its ladder buys nothing
    // (chosen on the first grid alone it would buy the accelerator).
    const UsageProfile usage{1, 730, 0, std::nullopt};
    CommitmentTerms withinMonth{1.0, 12, 30.0, 1.0, RenewalPolicy::Optimal};
    withinMonth.startFraction = 0.75;
    EXPECT_NEAR(CommitmentSimulation::totalCost(usage, withinMonth, 9), 6679.5, 1e-9);
    EXPECT_NEAR(CommitmentSimulation::totalCost(usage, withinMonth.fromStartMonth(), 9), 6132.0,
                1e-9);
    EXPECT_NEAR(CommitmentSimulation::totalCost(usage, withinMonth.fromMonthAfterStart(), 9),
                6862.0, 1e-9);
    const TermLevels ladder = CommitmentSimulation::ladder(usage, withinMonth, {}, 9);
    EXPECT_EQ(ladder[0], 0.0);
    EXPECT_NEAR(ladderCost(usage, withinMonth, 9), 6570.0, 1e-9);
    EXPECT_EQ(CommitmentSimulation::ladder(usage, withinMonth.fromStartMonth(), {}, 9)[0], 1.0);
    // Its months: month 1 is a quarter of the plan ($127.75, covering a quarter of the
    // month) and three quarters on demand ($547.50).
    const CommitmentResult months = CommitmentSimulation::run(usage, withinMonth, 9);
    EXPECT_NEAR(months.months[0].committedUsd, 127.75, 1e-9);
    EXPECT_NEAR(months.months[0].overflowUsd, 547.5, 1e-9);
    EXPECT_NEAR(months.owedAfterHorizonUsd, 0.25 * 1533.0 + 0.75 * 2044.0, 1e-9);
}
