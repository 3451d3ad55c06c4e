#include "core/engine/CommitmentLevelSweep.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/VectorClones.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/TermRenewal.h"
#include "core/model/Units.h"

#include <algorithm>

// Each loop below repeats CommitmentSimulation's operations in its order, one level per
// array element: decideTerms() (TermWalk::cost for an optimal renewal) and bill() for
// usage that is not flat and nothing held, where every held figure is 0.

namespace acceldecide {

namespace {

double busyHoursOf(const UsageProfile &usage)
{
    return std::clamp(usage.busyHoursPerMonth, 0.0, units::kHoursPerMonth);
}

} // namespace

CommitmentLevelSweep::CommitmentLevelSweep(const CommitmentTerms &terms, int horizonMonths,
                                           std::span<const double> levels)
    : m_terms(terms), m_horizonMonths(horizonMonths),
      m_termCount(CommitmentSimulation::termCount(terms.termMonths, horizonMonths)),
      m_levels(levels.begin(), levels.end())
{
    const std::size_t n = m_levels.size();
    m_lastMonth = std::max(horizonMonths, m_termCount * std::max(0, terms.termMonths));
    m_firstLevels.resize(n);
    m_decisionOwed.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double level = m_levels[i];
        m_firstLevels[i] = level > 0.0 && m_termCount > 0 ? level : 0.0;
        m_decisionOwed[i] = billing::owedUsd(level, terms.committedRate());
    }
    m_termLevels.resize(std::size_t(kMaxTerms) * n);
    m_endMonths.resize(n);
    m_scratch.resize(n);
    m_horizon.resize(n);
    m_afterHorizon.resize(n);
    m_remaining.resize(n);
}

void CommitmentLevelSweep::costs(const UsageProfile &usage, std::span<double> costs)
{
    // A commitment from a later month is shifted to its start by the simulation itself.
    if (usage.growthPercentPerMonth == 0.0 || m_terms.termMonths < 1 ||
        m_terms.monthsBeforeStart() > 0 || m_terms.startsWithinMonth()) {
        CommitmentTerms trial = m_terms;
        for (std::size_t i = 0; i < m_levels.size(); ++i) {
            trial.committedAccelerators = m_levels[i];
            costs[i] = CommitmentSimulation::totalCost(usage, trial, m_horizonMonths);
        }
        return;
    }
    walkUsage(usage);
    decideRenewals(usage);
    bill(usage, costs);
}

// UsageWalk from month 1: growth compounded one month at a time.
void CommitmentLevelSweep::walkUsage(const UsageProfile &usage)
{
    m_busy.resize(std::size_t(m_lastMonth));
    const double growth = 1.0 + usage.growthPercentPerMonth / 100.0;
    double busy = usage.accelerators;
    for (int m = 1; m <= m_lastMonth; ++m, busy *= growth)
        m_busy[std::size_t(m - 1)] =
            usage.lastMonthWithUsage && m > *usage.lastMonthWithUsage ? 0.0 : busy;
}

// TermWalk::cost() at level 0 for term `termIndex`.
double CommitmentLevelSweep::termCostAtZero(const UsageProfile &usage, int termIndex) const
{
    const int first = termIndex * m_terms.termMonths + 1;
    const int inHorizon = std::clamp(m_horizonMonths - first + 1, 0, m_terms.termMonths);
    const double busyHours = busyHoursOf(usage);
    const double owed = billing::owedUsd(0.0, m_terms.committedRate());
    const double rate = m_terms.onDemandUsdPerAcceleratorHour;
    double total = 0.0;
    for (int j = 0; j < m_terms.termMonths; ++j) {
        const double r = std::max(0.0, m_busy[std::size_t(first - 1 + j)] - 0.0);
        const double covered = billing::coveredBy(0.0, r);
        if (j < inHorizon)
            total += owed + billing::overflowUsd(r, covered, busyHours, rate);
        else
            total += CommitmentSimulation::pastHorizonCost(owed, covered, busyHours, m_terms);
    }
    return total;
}

ACCELDECIDE_VECTOR_CLONES
void CommitmentLevelSweep::decideRenewals(const UsageProfile &usage)
{
    const std::size_t n = m_levels.size();
    const int termMonths = m_terms.termMonths;
    const double *levels = m_levels.data();
    const double *first = m_firstLevels.data();
    const double *owed = m_decisionOwed.data();
    double *cost = m_scratch.data();
    std::copy(first, first + n, m_termLevels.data());
    const int lastRunning =
        std::min(m_horizonMonths, usage.lastMonthWithUsage.value_or(m_horizonMonths));
    const double busyHours = busyHoursOf(usage);
    const double rate = m_terms.onDemandUsdPerAcceleratorHour;
    const bool valuePast = m_terms.horizonTreatment == HorizonTreatment::WorkContinues;
    for (int k = 1; k < m_termCount; ++k) {
        double *decided = m_termLevels.data() + std::size_t(k) * n;
        const int start = k * termMonths + 1;
        const TermChoice choice = termChoice(m_terms.renewal, k, m_termCount, start, lastRunning);
        if (choice != TermChoice::Compare) {
            const bool renew = choice == TermChoice::Buy;
            for (std::size_t i = 0; i < n; ++i)
                decided[i] = renew ? first[i] : 0.0;
            continue;
        }
        const int inHorizon = std::clamp(m_horizonMonths - start + 1, 0, termMonths);
        std::fill(cost, cost + n, 0.0);
        for (int j = 0; j < termMonths; ++j) {
            const double r = std::max(0.0, m_busy[std::size_t(start - 1 + j)] - 0.0);
            if (j < inHorizon) {
                for (std::size_t i = 0; i < n; ++i) {
                    const double covered = billing::coveredBy(levels[i], r);
                    cost[i] += owed[i] + billing::overflowUsd(r, covered, busyHours, rate);
                }
            } else {
                for (std::size_t i = 0; i < n; ++i) {
                    const double covered = billing::coveredBy(levels[i], r);
                    cost[i] +=
                        billing::pastHorizonCostUsd(valuePast, owed[i], covered, busyHours, rate);
                }
            }
        }
        const double atZero = termCostAtZero(usage, k);
        for (std::size_t i = 0; i < n; ++i)
            decided[i] = cost[i] < atZero ? first[i] : 0.0;
    }
}

ACCELDECIDE_VECTOR_CLONES
void CommitmentLevelSweep::bill(const UsageProfile &usage, std::span<double> costs)
{
    const std::size_t n = m_levels.size();
    const int termMonths = m_terms.termMonths;
    double *endMonth = m_endMonths.data();
    std::fill(endMonth, endMonth + n, 0.0);
    for (int k = 0; k < m_termCount; ++k) {
        const double *decided = m_termLevels.data() + std::size_t(k) * n;
        const double end = double((k + 1) * termMonths);
        for (std::size_t i = 0; i < n; ++i)
            endMonth[i] = decided[i] > 0.0 ? end : endMonth[i];
    }
    const double latestEnd = n == 0 ? 0.0 : *std::max_element(endMonth, endMonth + n);
    // Each level's bill stops at max(horizon, its last term's end); a later month adds
    // exactly +0 to it (no level, no usage counted past the horizon), so one loop to the
    // latest end serves all.
    const int last = std::max(m_horizonMonths, int(latestEnd));
    const double busyHours = busyHoursOf(usage);
    const double rate = m_terms.onDemandUsdPerAcceleratorHour;
    const double committedPerAccelerator = billing::owedPerAcceleratorUsd(m_terms.committedRate());
    const bool valuePast = m_terms.horizonTreatment == HorizonTreatment::WorkContinues;
    double *horizon = m_horizon.data();
    double *after = m_afterHorizon.data();
    double *remaining = m_remaining.data();
    std::fill(horizon, horizon + n, 0.0);
    std::fill(after, after + n, 0.0);
    std::fill(remaining, remaining + n, 0.0);
    int k = 0;
    int monthInTerm = 0;
    for (int m = 1; m <= last; ++m) {
        if (monthInTerm == termMonths) {
            ++k;
            monthInTerm = 0;
        }
        ++monthInTerm;
        const bool inTerms = k < kMaxTerms;
        const double *decided = m_termLevels.data() + std::size_t(inTerms ? k : 0) * n;
        const double month = double(m);
        const double busy = m_busy[std::size_t(m - 1)];
        const double heldCovered = std::min(busy, 0.0);
        const double residual = busy - heldCovered;
        if (m <= m_horizonMonths) {
            for (std::size_t i = 0; i < n; ++i) {
                const double level = inTerms && month <= endMonth[i] ? decided[i] : 0.0;
                const double covered = billing::coveredBy(level, residual);
                const double owed = level * committedPerAccelerator;
                horizon[i] += 0.0 + owed + billing::overflowUsd(residual, covered, busyHours, rate);
            }
        } else {
            const double heldRemaining =
                0.0 - CommitmentSimulation::pastHorizonCost(0.0, heldCovered, busyHours, m_terms);
            for (std::size_t i = 0; i < n; ++i) {
                const double level = inTerms && month <= endMonth[i] ? decided[i] : 0.0;
                const double covered = billing::coveredBy(level, residual);
                const double owed = level * committedPerAccelerator;
                const double past =
                    billing::pastHorizonCostUsd(valuePast, owed, covered, busyHours, rate);
                after[i] += 0.0 + owed;
                remaining[i] += (owed - past) + heldRemaining;
            }
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        costs[i] = horizon[i] + after[i] - remaining[i];
}

} // namespace acceldecide
