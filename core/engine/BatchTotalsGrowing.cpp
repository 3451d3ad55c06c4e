// BatchTotals' month-by-month forms: usage that grows or declines, walked month by
// month with the batch inside each month, in the operations and order of
// CommitmentSimulation (TermWalk for renewal decisions, bill() for the bill) and
// OptionCostModel (usageScale, the compounded months of a growing workload).

#include "core/engine/BatchTotals.h"

#include "core/engine/BatchTotalsFigures.h"
#include "core/engine/CommitmentSimulation.h"
#include "core/engine/VectorClones.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

constexpr std::size_t N = BatchTotals::kMaxBatch;
using C = BatchColumns;

} // namespace

// OptionCostModel::usageScale() of `month` for every variant.
ACCELDECIDE_VECTOR_CLONES
const double *BatchTotals::usageScales(int month, std::size_t n) const
{
    const std::optional<int> &last = m_inputs.workload.lastMonthWithUsage;
    const double *growth = m_columns.workload(C::GrowthPercentPerMonth);
    if (m_scales.size() < std::size_t(month) * N)
        m_scales.resize(std::size_t(month) * N);
    m_compound.resize(N);
    double *compound = m_compound.data();
    // UsageProfile::compound(1.0, g, month - 1), one month at a time over the batch,
    // each month's multiplication done once and kept for the next month asked for.
    for (int m = m_scaledMonths + 1; m <= month; ++m) {
        for (std::size_t i = 0; i < n; ++i)
            compound[i] = m == 1 ? 1.0 : compound[i] * (1.0 + growth[i] / 100.0);
        double *out = m_scales.data() + std::size_t(m - 1) * N;
        const bool stopped = last && m > *last;
        for (std::size_t i = 0; i < n; ++i)
            out[i] = stopped ? 0.0 : growth[i] == 0.0 ? 1.0 : compound[i];
    }
    m_scaledMonths = std::max(m_scaledMonths, month);
    return m_scales.data() + std::size_t(month - 1) * N;
}

// OptionCostModel::economics() for growing usage without a commitment: the steady month
// times the months' compounded usage shares.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::growingFigures(std::size_t n, Figures &out) const
{
    const int horizon = m_inputs.horizonMonths;
    const int running = std::min(horizon, m_inputs.workload.lastMonthWithUsage.value_or(horizon));
    const double *growth = m_columns.workload(C::GrowthPercentPerMonth);
    alignas(64) double months[N];
    alignas(64) double scale[N];
    alignas(64) double factor[N];
    for (std::size_t i = 0; i < n; ++i) {
        months[i] = 0.0;
        scale[i] = 1.0;
        factor[i] = 1.0 + growth[i] / 100.0;
    }
    for (int m = 1; m <= running; ++m) {
        for (std::size_t i = 0; i < n; ++i) {
            months[i] += scale[i];
            scale[i] *= factor[i];
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        out.horizonCompute[i] = out.monthly[i] * months[i];
        out.beyond[i] = 0.0;
    }
}

// CommitmentSimulation::decideTerms() then bill() for usage that changes month by month
// and nothing held, given the usage (busy accelerators in month 1, busy hours) and the
// rates commitmentFigures() placed in `out` and the stated level.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::growingCommitmentFigures(std::size_t o, std::size_t n, const double *stated,
                                           Figures &out) const
{
    const OptionCostInputs &in = m_inputs.options[o];
    const Workload &w = m_inputs.workload;
    const int horizon = m_inputs.horizonMonths;
    const bool own = in.hasCommitment;
    const int term = own ? in.commitmentTermMonths : termMonths(in.model);
    const RenewalPolicy renewal = own ? in.renewal : RenewalPolicy::Optimal;
    const bool valuePast = in.horizonTreatment == HorizonTreatment::WorkContinues;
    const int count = CommitmentSimulation::termCount(term, horizon);
    const int running = std::min(horizon, w.lastMonthWithUsage.value_or(horizon));
    const int stop = w.lastMonthWithUsage.value_or(std::numeric_limits<int>::max());
    out.termMonths = term;
    out.termCount = count;
    const double *growth = m_columns.workload(C::GrowthPercentPerMonth);
    const double *busy = out.busyAccelerators;
    alignas(64) double factor[N];
    alignas(64) double hours[N];
    for (std::size_t i = 0; i < n; ++i) {
        factor[i] = 1.0 + growth[i] / 100.0;
        hours[i] = std::clamp(out.busyHours[i], 0.0, units::kHoursPerMonth);
    }
    const auto past = [valuePast](double owed, double covered, double busyHours, double rate) {
        return valuePast ? owed - std::min(owed, covered * busyHours * rate) : owed;
    };

    // decideTerms(): the first term at the stated level; each later one by its policy,
    // the optimal one comparing the term's cost at that level and at none (TermWalk).
    std::fill(out.endMonth, out.endMonth + n, 0.0);
    // The usage compounded to month `carriedMonth`, carried from one compared term to the
    // next: the same multiplications in the same order as compounding from month 1 for
    // each term, without redoing the months before it (over ten terms, most of the work).
    alignas(64) double carried[N];
    std::copy(busy, busy + n, carried);
    int carriedMonth = 1;
    for (int k = 0; k < count; ++k) {
        double *levels = out.levels[k];
        const int first = k * term + 1;
        if (k == 0 || renewal == RenewalPolicy::WhileUsageContinues) {
            const bool buy = k == 0 || first <= running;
            for (std::size_t i = 0; i < n; ++i)
                levels[i] = buy ? stated[i] : 0.0;
        } else if (renewal == RenewalPolicy::Never) {
            std::fill(levels, levels + n, 0.0);
        } else {
            const int months = std::min(term, 36);
            const int inHorizon = std::clamp(horizon - first + 1, 0, months);
            alignas(64) double walk[N];
            alignas(64) double atLevel[N];
            alignas(64) double atNone[N];
            for (int m = carriedMonth; m < first; ++m) {
                for (std::size_t i = 0; i < n; ++i)
                    carried[i] *= factor[i];
            }
            for (std::size_t i = 0; i < n; ++i) {
                walk[i] = carried[i]; // the usage of the term's first month
                atLevel[i] = 0.0;
                atNone[i] = 0.0;
            }
            // Months within the horizon, then past it: two loops with no choice inside.
            for (int j = 0; j < inHorizon; ++j) {
                const bool stopped = first + j > stop;
                for (std::size_t i = 0; i < n; ++i) {
                    const double residual = std::max(0.0, (stopped ? 0.0 : walk[i]) - 0.0);
                    const double level = stated[i];
                    const double owed = level * out.committedRate[i] * units::kHoursPerMonth;
                    const double covered = std::min(residual, level);
                    const double noneCovered = std::min(residual, 0.0);
                    const double noneOwed = 0.0 * out.committedRate[i] * units::kHoursPerMonth;
                    atLevel[i] += owed + (residual - covered) * hours[i] * out.onDemand[i];
                    atNone[i] += noneOwed + (residual - noneCovered) * hours[i] * out.onDemand[i];
                    walk[i] *= factor[i];
                }
            }
            for (int j = inHorizon; j < months; ++j) {
                const bool stopped = first + j > stop;
                for (std::size_t i = 0; i < n; ++i) {
                    const double residual = std::max(0.0, (stopped ? 0.0 : walk[i]) - 0.0);
                    const double level = stated[i];
                    const double owed = level * out.committedRate[i] * units::kHoursPerMonth;
                    const double covered = std::min(residual, level);
                    const double noneCovered = std::min(residual, 0.0);
                    const double noneOwed = 0.0 * out.committedRate[i] * units::kHoursPerMonth;
                    atLevel[i] += past(owed, covered, hours[i], out.onDemand[i]);
                    atNone[i] += past(noneOwed, noneCovered, hours[i], out.onDemand[i]);
                    walk[i] *= factor[i];
                }
            }
            std::copy(walk, walk + n, carried);
            carriedMonth = first + months;
            for (std::size_t i = 0; i < n; ++i)
                levels[i] = stated[i] > 0.0 && atLevel[i] < atNone[i] ? stated[i] : 0.0;
        }
        for (std::size_t i = 0; i < n; ++i) {
            // decideTerms() buys nothing at all when the stated level is none.
            levels[i] = stated[i] > 0.0 ? levels[i] : 0.0;
            out.endMonth[i] = levels[i] > 0.0 ? double((k + 1) * term) : out.endMonth[i];
        }
    }

    // bill(): every month to the last one paid for, usage compounded from month 1.
    double lastPaid = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        lastPaid = std::max(lastPaid, out.endMonth[i]);
    const int last = std::max(horizon, int(lastPaid));
    alignas(64) double usage[N];
    alignas(64) double horizonUsd[N];
    alignas(64) double owedAfter[N];
    alignas(64) double remaining[N];
    for (std::size_t i = 0; i < n; ++i) {
        usage[i] = busy[i];
        horizonUsd[i] = 0.0;
        owedAfter[i] = 0.0;
        remaining[i] = 0.0;
    }
    // Months within the horizon, then past it: two loops with no choice inside.
    const auto levelIn = [&](int m, std::size_t i, const double *levels, bool decided) {
        const double bought = levels[i];
        return (decided & (m <= out.endMonth[i])) ? bought : 0.0;
    };
    for (int m = 1; m <= last; ++m) {
        const int k = CommitmentSimulation::termIndexOf(m, term);
        const double *levels = out.levels[std::min(k, std::max(0, count - 1))];
        const bool decided = k < count;
        const bool stopped = m > stop;
        if (m <= horizon) {
            for (std::size_t i = 0; i < n; ++i) {
                const double level = levelIn(m, i, levels, decided);
                const double current = stopped ? 0.0 : usage[i];
                const double residual = current - std::min(current, 0.0);
                const double covered = std::min(residual, level);
                const double owed = level * (out.committedRate[i] * units::kHoursPerMonth);
                horizonUsd[i] += 0.0 + owed + (residual - covered) * hours[i] * out.onDemand[i];
                usage[i] *= factor[i];
            }
            continue;
        }
        for (std::size_t i = 0; i < n; ++i) {
            const double level = levelIn(m, i, levels, decided);
            const double current = stopped ? 0.0 : usage[i];
            const double heldCovered = std::min(current, 0.0);
            const double residual = current - heldCovered;
            const double covered = std::min(residual, level);
            const double owed = level * (out.committedRate[i] * units::kHoursPerMonth);
            owedAfter[i] += 0.0 + owed;
            remaining[i] += (owed - past(owed, covered, hours[i], out.onDemand[i])) +
                            (0.0 - past(0.0, heldCovered, hours[i], out.onDemand[i]));
            usage[i] *= factor[i];
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        out.horizonCompute[i] = horizonUsd[i];
        out.beyond[i] = owedAfter[i] - remaining[i];
    }
}

} // namespace acceldecide
