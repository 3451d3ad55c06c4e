#include "core/engine/CommitmentSimulation.h"
#include "core/engine/LadderSearch.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/TermRenewal.h"

#include "core/model/Units.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace acceldecide {

namespace {

double busyHoursOf(const UsageProfile &usage)
{
    return std::clamp(usage.busyHoursPerMonth, 0.0, units::kHoursPerMonth);
}

// Usage month by month with growth compounded rather than a pow per month; past the
// horizon the same pattern goes on (it matters only when the work continues).
class UsageWalk
{
public:
    UsageWalk(const UsageProfile &usage, int fromMonth)
        : m_usage(usage), m_growth(1.0 + usage.growthPercentPerMonth / 100.0),
          m_busy(usage.growthPercentPerMonth == 0.0
                     ? usage.accelerators
                     : UsageProfile::compound(usage.accelerators, usage.growthPercentPerMonth,
                                              fromMonth - 1)),
          m_month(fromMonth)
    {}
    double current() const
    {
        return m_usage.lastMonthWithUsage && m_month > *m_usage.lastMonthWithUsage ? 0.0 : m_busy;
    }
    void next()
    {
        m_busy *= m_growth;
        ++m_month;
    }

private:
    const UsageProfile &m_usage;
    double m_growth;
    double m_busy;
    int m_month;
};

double pastHorizonCost(double owed, double covered, double busyHours, const CommitmentTerms &terms)
{
    return CommitmentSimulation::pastHorizonCost(owed, covered, busyHours, terms);
}

using MonthCounts = billing::TermMonthCounts<int>;

MonthCounts countMonths(int first, int last, int horizonMonths, std::optional<int> lastRunning)
{
    return billing::countTermMonths(first, last, horizonMonths,
                                    lastRunning.value_or(std::numeric_limits<int>::max()));
}

bool worksPastHorizon(const CommitmentTerms &terms)
{
    return terms.horizonTreatment == HorizonTreatment::WorkContinues;
}

bool isFlat(const UsageProfile &usage, const HeldCommitments &held)
{
    return usage.growthPercentPerMonth == 0.0 && held.empty();
}

// One term's months walked once: the usage no held commitment covers in each, the first
// `inHorizon` of them within the horizon. Every level's cost is then a sum over it, so
// deciding a renewal or searching a ladder walks (and raises growth to a power) once per
// term, not once per level tried.
struct TermWalk
{
    static constexpr int kMaxMonths = 36;
    std::array<double, kMaxMonths> residual{};
    int months = 0;
    int inHorizon = 0;

    TermWalk(const UsageProfile &usage, const CommitmentTerms &terms, const HeldCommitments &held,
             int horizonMonths, int termIndex)
    {
        const int first = termIndex * terms.termMonths + 1;
        months = std::min(terms.termMonths, kMaxMonths);
        inHorizon = std::clamp(horizonMonths - first + 1, 0, months);
        UsageWalk walk(usage, first);
        for (int j = 0; j < months; ++j, walk.next())
            residual[std::size_t(j)] =
                std::max(0.0, walk.current() - held.acceleratorsIn(first + j));
    }

    // CommitmentSimulation::termCost() at `level`, month by month in the same order.
    double cost(const UsageProfile &usage, const CommitmentTerms &terms, double level) const
    {
        const double busyHours = busyHoursOf(usage);
        const double owed = billing::owedUsd(level, terms.committedRate());
        const double rate = terms.onDemandUsdPerAcceleratorHour;
        double total = 0.0;
        for (int j = 0; j < months; ++j) {
            const double r = residual[std::size_t(j)];
            const double covered = billing::coveredBy(level, r);
            if (j < inHorizon)
                total += owed + billing::overflowUsd(r, covered, busyHours, rate);
            else
                total += pastHorizonCost(owed, covered, busyHours, terms);
        }
        return total;
    }
};

// A commitment that starts after month 1, seen from its start: the usage, the held
// commitments and the horizon from that month on, as for a commitment from month 1. The
// usage compounds up to the start one multiplication a month, as UsageWalk does, so both
// see the same usage to the last bit.
struct StartShift
{
    int before; // months of the horizon before the first term
    UsageProfile usage;
    HeldCommitments held;
    CommitmentTerms terms;
    int horizonMonths;

    StartShift(const UsageProfile &fromMonthOne, const CommitmentTerms &startingLater,
               const HeldCommitments &heldFromMonthOne, int horizon)
        : before(std::clamp(startingLater.monthsBeforeStart(), 0, std::max(0, horizon))),
          usage(fromMonthOne), terms(startingLater), horizonMonths(horizon - before)
    {
        terms.startMonth = 1;
        usage.accelerators = UsageProfile::compound(fromMonthOne.accelerators,
                                                    fromMonthOne.growthPercentPerMonth, before);
        if (usage.lastMonthWithUsage)
            *usage.lastMonthWithUsage -= before;
        for (int i = 0; i < heldFromMonthOne.count; ++i) {
            HeldCoverage item = heldFromMonthOne.items[std::size_t(i)];
            item.months -= before;
            if (item.months > 0)
                held.items[std::size_t(held.count++)] = item;
        }
    }

    // The months before the start, billed without the commitment: held commitments first,
    // the rest at the option's own rate.
    CommitmentTotals beforeStart(const UsageProfile &fromMonthOne,
                                 const HeldCommitments &heldFromMonthOne) const
    {
        CommitmentTotals totals;
        const double busyHours = busyHoursOf(fromMonthOne);
        const double rate = terms.onDemandUsdPerAcceleratorHour;
        if (isFlat(fromMonthOne, heldFromMonthOne)) {
            const int running = billing::runningMonthsBefore(
                before, fromMonthOne.lastMonthWithUsage.value_or(std::numeric_limits<int>::max()));
            totals.horizonUsd = billing::beforeStartUsd(double(running), fromMonthOne.accelerators,
                                                        busyHours, rate);
            totals.acceleratorHours = fromMonthOne.accelerators * running * busyHours;
            return totals;
        }
        double busyTotal = 0.0;
        UsageWalk walk(fromMonthOne, 1);
        for (int m = 1; m <= before; ++m, walk.next()) {
            const double busy = walk.current();
            const double heldOwed = heldFromMonthOne.owedIn(m);
            totals.horizonUsd += billing::beforeStartMonthUsd(
                busy, heldFromMonthOne.acceleratorsIn(m), heldOwed, busyHours, rate);
            totals.heldHorizonUsd += heldOwed;
            busyTotal += busy;
        }
        totals.acceleratorHours = busyTotal * busyHours;
        return totals;
    }

    // The whole horizon: the months before the start, then the terms' bill from it.
    CommitmentTotals joined(const CommitmentTotals &beforeIt, const CommitmentTotals &fromIt) const
    {
        CommitmentTotals totals = fromIt;
        totals.horizonUsd = beforeIt.horizonUsd + fromIt.horizonUsd;
        totals.heldHorizonUsd = beforeIt.heldHorizonUsd + fromIt.heldHorizonUsd;
        totals.acceleratorHours = beforeIt.acceleratorHours + fromIt.acceleratorHours;
        totals.endMonth = fromIt.endMonth > 0 ? fromIt.endMonth + before : 0;
        totals.beforeStartUsd = beforeIt.horizonUsd - beforeIt.heldHorizonUsd;
        totals.beforeStartAcceleratorHours = beforeIt.acceleratorHours;
        return totals;
    }
};

bool startsLater(const CommitmentTerms &terms)
{
    return terms.monthsBeforeStart() > 0;
}

} // namespace

int CommitmentSimulation::termCount(int termMonths, int horizonMonths)
{
    if (termMonths < 1 || horizonMonths < 1)
        return 0;
    return std::min(kMaxTerms, (horizonMonths + termMonths - 1) / termMonths);
}

CommitmentMonth CommitmentSimulation::month(double busyAccelerators, double busyHoursPerMonth,
                                            const CommitmentTerms &terms, double level,
                                            double heldAccelerators, double heldUsd)
{
    CommitmentMonth m;
    const double busyHours = std::clamp(busyHoursPerMonth, 0.0, units::kHoursPerMonth);
    const double heldCovered = std::min(busyAccelerators, heldAccelerators);
    const double residual = busyAccelerators - heldCovered;
    const double covered = level > 0.0 ? billing::coveredBy(level, residual) : 0.0;
    m.heldUsd = heldUsd;
    m.heldCoveredAcceleratorHours = heldCovered * busyHours;
    m.acceleratorHours = busyAccelerators * busyHours;
    m.levelAccelerators = level;
    if (level > 0.0) {
        m.committedUsd = billing::owedUsd(level, terms.committedRate());
        m.usedUsd = billing::usedUsd(covered, terms.committedRate(), busyHours);
        m.wastedUsd = std::max(0.0, m.committedUsd - m.usedUsd);
    }
    m.overflowUsd =
        billing::overflowUsd(residual, covered, busyHours, terms.onDemandUsdPerAcceleratorHour);
    return m;
}

double CommitmentSimulation::termCost(const UsageProfile &usage, const CommitmentTerms &terms,
                                      const HeldCommitments &held, int horizonMonths, int termIndex,
                                      double level)
{
    if (terms.startsWithinMonth())
        return termCost(usage, terms.fromStartMonth(), held, horizonMonths, termIndex, level);
    if (startsLater(terms)) {
        const StartShift shift(usage, terms, held, horizonMonths);
        return termCost(shift.usage, shift.terms, shift.held, shift.horizonMonths, termIndex,
                        level);
    }
    const int first = termIndex * terms.termMonths + 1;
    const double busyHours = busyHoursOf(usage);
    const double owed = billing::owedUsd(level, terms.committedRate());
    const double rate = terms.onDemandUsdPerAcceleratorHour;
    if (isFlat(usage, held)) {
        const MonthCounts n = countMonths(first, first + terms.termMonths - 1, horizonMonths,
                                          usage.lastMonthWithUsage);
        const double busy = usage.accelerators;
        return billing::countedTermCostUsd(n, worksPastHorizon(terms), owed, busy,
                                           billing::coveredBy(level, busy), busyHours, rate);
    }
    if (terms.termMonths <= TermWalk::kMaxMonths)
        return TermWalk(usage, terms, held, horizonMonths, termIndex).cost(usage, terms, level);
    double cost = 0.0;
    UsageWalk walk(usage, first);
    for (int m = first; m < first + terms.termMonths; ++m, walk.next()) {
        const double residual = std::max(0.0, walk.current() - held.acceleratorsIn(m));
        const double covered = billing::coveredBy(level, residual);
        if (m <= horizonMonths)
            cost += owed + billing::overflowUsd(residual, covered, busyHours, rate);
        else
            cost += pastHorizonCost(owed, covered, busyHours, terms);
    }
    return cost;
}

CommitmentTotals CommitmentSimulation::totals(const UsageProfile &usage,
                                              const CommitmentTerms &terms, int horizonMonths,
                                              const HeldCommitments &held)
{
    if (terms.startsWithinMonth())
        return bill(usage, terms, held, decideTerms(usage, terms, held, horizonMonths),
                    horizonMonths);
    if (startsLater(terms)) {
        const StartShift shift(usage, terms, held, horizonMonths);
        return shift.joined(shift.beforeStart(usage, held),
                            totals(shift.usage, shift.terms, shift.horizonMonths, shift.held));
    }
    if (!isFlat(usage, held) || terms.termMonths < 1)
        return bill(usage, terms, held, decideTerms(usage, terms, held, horizonMonths),
                    horizonMonths);
    CommitmentTotals totals;
    const int count = termCount(terms.termMonths, horizonMonths);
    const double stated = terms.committedAccelerators > 0.0 ? terms.committedAccelerators : 0.0;
    const double busy = usage.accelerators;
    const double busyHours = busyHoursOf(usage);
    const double rate = terms.onDemandUsdPerAcceleratorHour;
    const double committedPerAccelerator = billing::owedPerAcceleratorUsd(terms.committedRate());
    const int lastRunning =
        std::min(horizonMonths, usage.lastMonthWithUsage.value_or(horizonMonths));
    // Terms past kMaxTerms buy nothing but still bill their months' usage on demand.
    const int termsInPlay = (horizonMonths + terms.termMonths - 1) / terms.termMonths;
    double busyMonths = 0.0;
    for (int k = 0; k < termsInPlay; ++k) {
        const int first = k * terms.termMonths + 1;
        const MonthCounts n = countMonths(first, first + terms.termMonths - 1, horizonMonths,
                                          usage.lastMonthWithUsage);
        // decideTerms()'s choice, with termCost()'s flat arithmetic.
        const auto costAt = [&](double level) {
            return billing::countedTermCostUsd(n, worksPastHorizon(terms),
                                               billing::owedUsd(level, terms.committedRate()), busy,
                                               billing::coveredBy(level, busy), busyHours, rate);
        };
        const TermChoice choice = termChoice(terms.renewal, k, count, first, lastRunning);
        const double level = termBuys(choice, stated, costAt) ? stated : 0.0;
        if (k < count)
            totals.levels[std::size_t(k)] = level;
        if (level > 0.0)
            totals.endMonth = first + terms.termMonths - 1;
        // bill()'s flat arithmetic.
        const billing::TermBillUsd<double> billed =
            billing::countedTermBillUsd(n, worksPastHorizon(terms), level * committedPerAccelerator,
                                        busy, billing::coveredBy(level, busy), busyHours, rate);
        totals.horizonUsd += billed.horizon;
        busyMonths += n.inRunning;
        totals.owedAfterHorizonUsd += billed.owedAfter;
        totals.remainingValueUsd += billed.remainingValue;
    }
    totals.acceleratorHours = busy * busyMonths * busyHours;
    return totals;
}

TermLevels CommitmentSimulation::decideTerms(const UsageProfile &usage,
                                             const CommitmentTerms &terms,
                                             const HeldCommitments &held, int horizonMonths)
{
    if (terms.startsWithinMonth())
        return decideTerms(usage, terms.fromStartMonth(), held, horizonMonths);
    if (startsLater(terms)) {
        const StartShift shift(usage, terms, held, horizonMonths);
        return decideTerms(shift.usage, shift.terms, shift.held, shift.horizonMonths);
    }
    TermLevels levels{};
    const double level = terms.committedAccelerators;
    const int count = termCount(terms.termMonths, horizonMonths);
    if (!(level > 0.0) || count == 0)
        return levels;
    levels[0] = level;
    const int lastRunning =
        std::min(horizonMonths, usage.lastMonthWithUsage.value_or(horizonMonths));
    for (int k = 1; k < count; ++k) {
        const int start = k * terms.termMonths + 1;
        const TermChoice choice = termChoice(terms.renewal, k, count, start, lastRunning);
        bool renew = false;
        if (choice == TermChoice::Compare &&
            !(isFlat(usage, held) || terms.termMonths > TermWalk::kMaxMonths)) {
            const TermWalk walk(usage, terms, held, horizonMonths, k);
            renew = termBuys(choice, level, [&](double at) { return walk.cost(usage, terms, at); });
        } else {
            renew = termBuys(choice, level, [&](double at) {
                return termCost(usage, terms, held, horizonMonths, k, at);
            });
        }
        levels[std::size_t(k)] = renew ? level : 0.0;
    }
    return levels;
}

TermLevels CommitmentSimulation::ladder(const UsageProfile &usage, const CommitmentTerms &terms,
                                        const HeldCommitments &held, int horizonMonths,
                                        double wholeUnit)
{
    if (terms.startsWithinMonth())
        return ladderWithinMonth(usage, terms, held, horizonMonths, wholeUnit);
    if (startsLater(terms)) {
        const StartShift shift(usage, terms, held, horizonMonths);
        return ladder(shift.usage, shift.terms, shift.held, shift.horizonMonths, wholeUnit);
    }
    TermLevels levels{};
    const int count = termCount(terms.termMonths, horizonMonths);
    const double busyHours = busyHoursOf(usage);
    const double committedPerAccelerator = billing::owedPerAcceleratorUsd(terms.committedRate());
    const bool valuePast = terms.horizonTreatment == HorizonTreatment::WorkContinues;
    std::vector<double> candidates;
    for (int k = 0; k < count; ++k) {
        const int first = k * terms.termMonths + 1;
        candidates.assign(1, 0.0);
        UsageWalk walk(usage, first);
        for (int m = first; m < first + terms.termMonths; ++m, walk.next()) {
            const double residual = std::max(0.0, walk.current() - held.acceleratorsIn(m));
            if (m <= horizonMonths || valuePast)
                candidates.push_back(residual);
            if (m > horizonMonths && valuePast && committedPerAccelerator > 0.0)
                candidates.push_back(residual * busyHours * terms.onDemandUsdPerAcceleratorHour /
                                     committedPerAccelerator);
        }
        std::optional<TermWalk> walked;
        if (!isFlat(usage, held) && terms.termMonths <= TermWalk::kMaxMonths)
            walked.emplace(usage, terms, held, horizonMonths, k);
        const auto cost = [&](double level) {
            return walked ? walked->cost(usage, terms, level)
                          : termCost(usage, terms, held, horizonMonths, k, level);
        };
        const double best = bestLevelAmong(candidates, wholeUnit, cost);
        levels[std::size_t(k)] = best;
    }
    return levels;
}

CommitmentTotals CommitmentSimulation::bill(const UsageProfile &usage, const CommitmentTerms &terms,
                                            const HeldCommitments &held, const TermLevels &levels,
                                            int horizonMonths)
{
    if (!terms.startsWithinMonth())
        return billDecided(usage, terms, held, levels, horizonMonths,
                           termCount(terms, horizonMonths));
    // The later grid bills every term the start month's grid decided, the last perhaps
    // starting just past the horizon on it.
    const CommitmentTerms fromStart = terms.fromStartMonth();
    const int decided = termCount(fromStart, horizonMonths);
    const CommitmentTotals first =
        billDecided(usage, fromStart, held, levels, horizonMonths, decided);
    CommitmentTotals blend = first.blendedWith(
        billFromMonthAfter(usage, fromStart, held, levels, horizonMonths, decided, first),
        terms.startFraction);
    return blend;
}

CommitmentTotals CommitmentSimulation::billDecided(const UsageProfile &usage,
                                                   const CommitmentTerms &terms,
                                                   const HeldCommitments &held,
                                                   const TermLevels &levels, int horizonMonths,
                                                   int decided)
{
    if (startsLater(terms)) {
        const StartShift shift(usage, terms, held, horizonMonths);
        return shift.joined(shift.beforeStart(usage, held),
                            billDecided(shift.usage, shift.terms, shift.held, levels,
                                        shift.horizonMonths, decided));
    }
    CommitmentTotals totals;
    totals.levels = levels;
    const int count =
        std::min(kMaxTerms, std::max(decided, termCount(terms.termMonths, horizonMonths)));
    for (int k = 0; k < count; ++k) {
        if (levels[std::size_t(k)] > 0.0)
            totals.endMonth = (k + 1) * terms.termMonths;
    }
    const double busyHours = busyHoursOf(usage);
    const double rate = terms.onDemandUsdPerAcceleratorHour;
    const double committedPerAccelerator = billing::owedPerAcceleratorUsd(terms.committedRate());
    const int last = std::max({horizonMonths, totals.endMonth, held.lastMonth()});
    if (isFlat(usage, held)) {
        const double busy = usage.accelerators;
        const int termsInPlay = (last + terms.termMonths - 1) / terms.termMonths;
        double busyMonths = 0.0;
        for (int k = 0; k < termsInPlay; ++k) {
            const int first = k * terms.termMonths + 1;
            const double level =
                k < count && first <= totals.endMonth ? levels[std::size_t(k)] : 0.0;
            const MonthCounts n = countMonths(first, std::min(last, first + terms.termMonths - 1),
                                              horizonMonths, usage.lastMonthWithUsage);
            const billing::TermBillUsd<double> billed = billing::countedTermBillUsd(
                n, worksPastHorizon(terms), level * committedPerAccelerator, busy,
                billing::coveredBy(level, busy), busyHours, rate);
            totals.horizonUsd += billed.horizon;
            busyMonths += n.inRunning;
            totals.owedAfterHorizonUsd += billed.owedAfter;
            totals.remainingValueUsd += billed.remainingValue;
        }
        totals.acceleratorHours = busy * busyMonths * busyHours;
        return totals;
    }
    double busyTotal = 0.0;
    UsageWalk walk(usage, 1);
    // The term index advances every termMonths months (no division per month).
    int k = 0;
    int monthInTerm = 0;
    for (int m = 1; m <= last; ++m, walk.next()) {
        if (monthInTerm == terms.termMonths) {
            ++k;
            monthInTerm = 0;
        }
        ++monthInTerm;
        const double level = m <= totals.endMonth && k < kMaxTerms ? levels[std::size_t(k)] : 0.0;
        const double busy = walk.current();
        const double heldAccelerators = held.empty() ? 0.0 : held.acceleratorsIn(m);
        const double heldCovered = std::min(busy, heldAccelerators);
        const double residual = busy - heldCovered;
        const double covered = billing::coveredBy(level, residual);
        const double owed = level * committedPerAccelerator;
        const double heldOwed = held.empty() ? 0.0 : held.owedIn(m);
        if (m <= horizonMonths) {
            totals.horizonUsd +=
                heldOwed + owed + billing::overflowUsd(residual, covered, busyHours, rate);
            totals.heldHorizonUsd += heldOwed;
            busyTotal += busy;
        } else {
            totals.owedAfterHorizonUsd += heldOwed + owed;
            totals.remainingValueUsd +=
                (owed - pastHorizonCost(owed, covered, busyHours, terms)) +
                (heldOwed - pastHorizonCost(heldOwed, heldCovered, busyHours, terms));
        }
    }
    totals.acceleratorHours = busyTotal * busyHours;
    return totals;
}

std::array<CommitmentSimulation::HeldShare, HeldCommitments::kMax>
CommitmentSimulation::heldShares(const UsageProfile &usage, const HeldCommitments &held,
                                 int horizonMonths)
{
    std::array<HeldShare, HeldCommitments::kMax> shares{};
    const double busyHours = busyHoursOf(usage);
    UsageWalk walk(usage, 1);
    for (int m = 1; m <= horizonMonths; ++m, walk.next()) {
        double left = walk.current();
        for (int i = 0; i < held.count; ++i) {
            const HeldCoverage &item = held.items[std::size_t(i)];
            if (m > item.months)
                continue;
            const double covered = std::min(left, item.accelerators);
            left -= covered;
            shares[std::size_t(i)].owedUsd += item.owedUsdPerMonth;
            // The plan's money spent on the hours it covered: its share of the month's
            // charge in proportion to the accelerator-hours it paid for.
            if (item.accelerators > 0.0)
                shares[std::size_t(i)].usedUsd += item.owedUsdPerMonth *
                                                  (covered / item.accelerators) *
                                                  (busyHours / units::kHoursPerMonth);
        }
    }
    return shares;
}

CommitmentSimulation::OwedAfterUsage
CommitmentSimulation::owedAfterUsageStops(const UsageProfile &usage, const CommitmentTerms &terms,
                                          const TermLevels &levels, int horizonMonths)
{
    if (!terms.startsWithinMonth())
        return owedAfterUsageStops(usage, terms, levels, horizonMonths,
                                   termCount(terms, horizonMonths));
    const CommitmentTerms fromStart = terms.fromStartMonth();
    const int decided = termCount(fromStart, horizonMonths);
    OwedAfterUsage owed = owedAfterUsageStops(usage, fromStart, levels, horizonMonths, decided);
    const OwedAfterUsage later =
        owedAfterUsageStops(usage, terms.fromMonthAfterStart(), levels, horizonMonths, decided);
    owed.usd = blendStarts(owed.usd, later.usd, terms.startFraction);
    return owed;
}

CommitmentSimulation::OwedAfterUsage
CommitmentSimulation::owedAfterUsageStops(const UsageProfile &usage, const CommitmentTerms &terms,
                                          const TermLevels &levels, int horizonMonths, int decided)
{
    if (startsLater(terms)) {
        const StartShift shift(usage, terms, {}, horizonMonths);
        return owedAfterUsageStops(shift.usage, shift.terms, levels, shift.horizonMonths, decided);
    }
    OwedAfterUsage owed;
    int endMonth = 0;
    const int count =
        std::min(kMaxTerms, std::max(decided, termCount(terms.termMonths, horizonMonths)));
    for (int k = 0; k < count; ++k) {
        if (levels[std::size_t(k)] > 0.0)
            endMonth = (k + 1) * terms.termMonths;
    }
    if (!usage.lastMonthWithUsage || endMonth == 0)
        return owed;
    const int stop = std::max(0, *usage.lastMonthWithUsage);
    const double committedPerAccelerator = billing::owedPerAcceleratorUsd(terms.committedRate());
    for (int m = stop + 1; m <= endMonth; ++m) {
        const double level = levels[std::size_t(termIndexOf(m, terms.termMonths))];
        if (level > 0.0) {
            ++owed.months;
            owed.usd += level * committedPerAccelerator;
        }
    }
    return owed;
}

CommitmentResult CommitmentSimulation::run(const UsageProfile &usage, const CommitmentTerms &terms,
                                           const HeldCommitments &held, const TermLevels &levels,
                                           int horizonMonths)
{
    CommitmentResult result;
    const CommitmentTotals totals = bill(usage, terms, held, levels, horizonMonths);
    result.levels = levels;
    result.owedAfterHorizonUsd = totals.owedAfterHorizonUsd;
    result.remainingValueUsd = totals.remainingValueUsd;
    double committedTotal = 0.0;
    double usedTotal = 0.0;
    double hoursTotal = 0.0;
    result.months.reserve(static_cast<std::size_t>(std::max(0, horizonMonths)));
    UsageWalk walk(usage, 1);
    for (int m = 1; m <= horizonMonths; ++m, walk.next()) {
        const MonthLevels level = levelsIn(m, terms, levels, totals.endMonth);
        CommitmentMonth month = CommitmentSimulation::month(walk.current(), usage.busyHoursPerMonth,
                                                            terms, level.fromStartMonth,
                                                            held.acceleratorsIn(m), held.owedIn(m));
        if (terms.startsWithinMonth())
            month =
                month.blendedWith(CommitmentSimulation::month(
                                      walk.current(), usage.busyHoursPerMonth, terms,
                                      level.fromMonthAfter, held.acceleratorsIn(m), held.owedIn(m)),
                                  terms.startFraction);
        result.totalUsd += month.totalUsd();
        committedTotal += month.committedUsd;
        usedTotal += month.usedUsd;
        hoursTotal += month.acceleratorHours;
        result.months.push_back(month);
    }
    const OwedAfterUsage owed = owedAfterUsageStops(usage, terms, levels, horizonMonths);
    result.monthsOwedAfterUsageStops = owed.months;
    result.owedAfterUsageStopsUsd = owed.usd;
    result.utilizationPercent = committedTotal > 0.0 ? usedTotal / committedTotal * 100.0 : 0.0;
    if (hoursTotal > 0.0)
        result.effectiveUsdPerAcceleratorHour = result.totalUsd / hoursTotal;
    return result;
}

} // namespace acceldecide
