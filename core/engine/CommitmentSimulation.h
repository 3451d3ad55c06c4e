#pragma once

#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/model/CommitmentResult.h"
#include "core/model/CommitmentTerms.h"
#include "core/model/HeldCommitments.h"
#include "core/model/Units.h"
#include "core/model/UsageProfile.h"

#include <algorithm>
#include <array>
#include <optional>

namespace acceldecide {

// How AWS bills savings plans and reservations: every hour of a term is charged, used or
// not; in each busy hour, usage up to the commitments runs at their rates (held
// commitments first, then the new one) and the rest on demand. Usage is flat within a
// month (busy hours all alike), so a month is its busy hours times the hourly split plus
// its idle hours. Each term's end is a decision (CommitmentTerms::renewal). A commitment
// that starts after month 1 (CommitmentTerms::startMonth) is billed as one from month 1
// over the months from its start, and the months before it as usage without it. One that
// starts part-way through a month (CommitmentTerms::startFraction) has each term span the
// same point of two months; with usage flat within a month, each month then bills exactly
// the blend of the two whole-month grids around it, so it is billed as that blend.
class CommitmentSimulation
{
public:
    // Terms that start within the horizon: ceil(horizon / term) for terms from month 1;
    // for terms from a later month, ceil((horizon - months before it) / term).
    static int termCount(int termMonths, int horizonMonths);
    static int termCount(const CommitmentTerms &terms, int horizonMonths)
    {
        return termCount(terms.termMonths, horizonMonths - terms.monthsBeforeStart());
    }
    static int termIndexOf(int month, int termMonths) { return (month - 1) / termMonths; }
    // The term `month` falls in, or -1 before the first term starts.
    static int termIndexOf(int month, const CommitmentTerms &terms)
    {
        const int fromStart = month - terms.monthsBeforeStart();
        return fromStart >= 1 ? termIndexOf(fromStart, terms.termMonths) : -1;
    }
    // The level bought for `month` (0 before the first term, after `endMonth`, or past
    // the terms decided).
    static double levelIn(int month, const CommitmentTerms &terms, const TermLevels &levels,
                          int endMonth)
    {
        const int term = termIndexOf(month, terms);
        return term >= 0 && term < kMaxTerms && month <= endMonth ? levels[std::size_t(term)] : 0.0;
    }

    // The level bought for `month` on each whole-month grid a start within a month blends
    // (CommitmentTerms::startFraction); both the same for a start at a month's start.
    struct MonthLevels
    {
        double fromStartMonth = 0.0;
        double fromMonthAfter = 0.0;
    };
    static MonthLevels levelsIn(int month, const CommitmentTerms &terms, const TermLevels &levels,
                                int endMonth)
    {
        MonthLevels level;
        level.fromStartMonth = levelIn(month, terms.fromStartMonth(), levels, endMonth);
        level.fromMonthAfter = terms.startsWithinMonth()
                                   ? levelIn(month, terms.fromMonthAfterStart(), levels,
                                             endMonth > 0 ? endMonth + 1 : 0)
                                   : level.fromStartMonth;
        return level;
    }
    // What the new commitment is owed in a month at those levels.
    static double owedIn(const CommitmentTerms &terms, const MonthLevels &level)
    {
        const auto owed = [&](double at) {
            return at > 0.0 ? billing::owedUsd(at, terms.committedRate()) : 0.0;
        };
        if (!terms.startsWithinMonth())
            return owed(level.fromStartMonth);
        return blendStarts(owed(level.fromStartMonth), owed(level.fromMonthAfter),
                           terms.startFraction);
    }

    // The level bought at each term's start under the terms' renewal policy: the first
    // term at the stated level; later ones at the same level where the policy renews.
    // A start within a month is decided on its start month's grid (termCost() likewise):
    // each term is bought or not once, then billed as the blend; ladder() chooses each
    // level on the blend itself.
    static TermLevels decideTerms(const UsageProfile &usage, const CommitmentTerms &terms,
                                  const HeldCommitments &held, int horizonMonths);
    // For each term the level that minimises that term's cost: the ladder. Each term's
    // cost is convex and piecewise linear in its level with kinks only at the months'
    // usage levels (and, when the work continues, where a month past the horizon starts
    // wasting), so the best level is 0 or one of those: exact, not a grid search.
    // `wholeUnit` > 0 rounds each level to whole multiples of it (reserved instances),
    // the cheaper of the two around the optimum.
    static TermLevels ladder(const UsageProfile &usage, const CommitmentTerms &terms,
                             const HeldCommitments &held, int horizonMonths,
                             double wholeUnit = 0.0);
    // What term `termIndex` (0-based) costs at `level`: committed spend, overflow of its
    // months within the horizon, and its months past the horizon as the treatment values
    // them. Held commitments' charges are left out (they are the same at any level).
    static double termCost(const UsageProfile &usage, const CommitmentTerms &terms,
                           const HeldCommitments &held, int horizonMonths, int termIndex,
                           double level);

    // The bill with the given levels per term (no allocation: the cost model calls this
    // for every Monte Carlo sample).
    static CommitmentTotals bill(const UsageProfile &usage, const CommitmentTerms &terms,
                                 const HeldCommitments &held, const TermLevels &levels,
                                 int horizonMonths);
    // The bill under the renewal policy: decideTerms() then bill(), or for flat usage
    // and nothing held both in one pass over the terms (the same arithmetic, so the same
    // figures to the last bit; every Monte Carlo sample of a flat purchase pays this).
    static CommitmentTotals totals(const UsageProfile &usage, const CommitmentTerms &terms,
                                   int horizonMonths, const HeldCommitments &held = {});
    static double totalCost(const UsageProfile &usage, const CommitmentTerms &terms,
                            int horizonMonths, const HeldCommitments &held = {})
    {
        return totals(usage, terms, horizonMonths, held).costUsd();
    }

    // The months of bill().
    static CommitmentResult run(const UsageProfile &usage, const CommitmentTerms &terms,
                                const HeldCommitments &held, const TermLevels &levels,
                                int horizonMonths);
    static CommitmentResult run(const UsageProfile &usage, const CommitmentTerms &terms,
                                int horizonMonths, const HeldCommitments &held = {})
    {
        return run(usage, terms, held, decideTerms(usage, terms, held, horizonMonths),
                   horizonMonths);
    }

    // Term months paid for after the last month with usage: how many, and what they
    // cost (what run() reports, without the months).
    struct OwedAfterUsage
    {
        int months = 0;
        double usd = 0.0;
    };
    static OwedAfterUsage owedAfterUsageStops(const UsageProfile &usage,
                                              const CommitmentTerms &terms,
                                              const TermLevels &levels, int horizonMonths);

    // One month, given its usage, the new commitment's level and what held commitments
    // cover and cost that month.
    static CommitmentMonth month(double busyAccelerators, double busyHoursPerMonth,
                                 const CommitmentTerms &terms, double level,
                                 double heldAccelerators = 0.0, double heldUsd = 0.0);

    // monthTotalUsd() at a month's levels, blended for a start within a month.
    static double monthTotalUsd(double busyAccelerators, double busyHoursPerMonth,
                                const CommitmentTerms &terms, const MonthLevels &level,
                                double heldAccelerators = 0.0, double heldUsd = 0.0)
    {
        const double fromStart = monthTotalUsd(busyAccelerators, busyHoursPerMonth, terms,
                                               level.fromStartMonth, heldAccelerators, heldUsd);
        if (!terms.startsWithinMonth())
            return fromStart;
        return blendStarts(fromStart,
                           monthTotalUsd(busyAccelerators, busyHoursPerMonth, terms,
                                         level.fromMonthAfter, heldAccelerators, heldUsd),
                           terms.startFraction);
    }

    // month(...).totalUsd() without the month's other figures (the same arithmetic).
    static double monthTotalUsd(double busyAccelerators, double busyHoursPerMonth,
                                const CommitmentTerms &terms, double level,
                                double heldAccelerators = 0.0, double heldUsd = 0.0)
    {
        const double busyHours = std::clamp(busyHoursPerMonth, 0.0, units::kHoursPerMonth);
        const double residual = busyAccelerators - std::min(busyAccelerators, heldAccelerators);
        const double covered = level > 0.0 ? billing::coveredBy(level, residual) : 0.0;
        const double committed = level > 0.0 ? billing::owedUsd(level, terms.committedRate()) : 0.0;
        return heldUsd + committed +
               billing::overflowUsd(residual, covered, busyHours,
                                    terms.onDemandUsdPerAcceleratorHour);
    }

    // Per held commitment, in their order: what is owed on it within the horizon and the
    // part that paid for busy hours (each covers what the ones before it left).
    struct HeldShare
    {
        double owedUsd = 0.0;
        double usedUsd = 0.0;
    };
    static std::array<HeldShare, HeldCommitments::kMax>
    heldShares(const UsageProfile &usage, const HeldCommitments &held, int horizonMonths);

    // What a month past the horizon costs the plan at `level`: owed in full when the
    // project ends; when the work continues, only what its usage would not use (the
    // covered usage is worth its on-demand price, up to what the month is owed).
    static double pastHorizonCost(double owed, double covered, double busyHours,
                                  const CommitmentTerms &terms)
    {
        return billing::pastHorizonCostUsd(
            terms.horizonTreatment == HorizonTreatment::WorkContinues, owed, covered, busyHours,
            terms.onDemandUsdPerAcceleratorHour);
    }

    // The usage share below which a commitment costs more than on demand: 1 - d.
    static double breakEvenUtilizationPercent(double discountPercent)
    {
        return 100.0 - discountPercent;
    }

private:
    // ladder() for a start within a month: each term's level chosen on the blended cost.
    static TermLevels ladderWithinMonth(const UsageProfile &usage, const CommitmentTerms &terms,
                                        const HeldCommitments &held, int horizonMonths,
                                        double wholeUnit);
    // The bill on the grid from the month after a start within a month, from the one on
    // the grid from its month, `fromStartBill` (the same levels).
    static CommitmentTotals billFromMonthAfter(const UsageProfile &usage,
                                               const CommitmentTerms &fromStart,
                                               const HeldCommitments &held,
                                               const TermLevels &levels, int horizonMonths,
                                               int decided, const CommitmentTotals &fromStartBill);
    // bill() and owedAfterUsageStops() for terms from a whole month, with at least
    // `decided` terms read from `levels`.
    static CommitmentTotals billDecided(const UsageProfile &usage, const CommitmentTerms &terms,
                                        const HeldCommitments &held, const TermLevels &levels,
                                        int horizonMonths, int decided);
    static OwedAfterUsage owedAfterUsageStops(const UsageProfile &usage,
                                              const CommitmentTerms &terms,
                                              const TermLevels &levels, int horizonMonths,
                                              int decided);
};

} // namespace acceldecide
