// BatchTotals' month-by-month forms: usage that grows or declines, walked month by
// month with the batch inside each month, in the operations and order of
// CommitmentSimulation (TermWalk for renewal decisions, bill() for the bill) and
// OptionCostModel (usageScale, the compounded months of a growing workload).

#include "core/engine/batch/BatchTotals.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/VectorClones.h"
#include "core/engine/batch/BatchFigures.h"
#include "core/engine/batch/GrowingTermWalk.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>
#include <limits>

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
    const double *factor = m_growthFactor.data();
    // UsageProfile::compound(1.0, g, month - 1), one month at a time over the batch,
    // each month's multiplication done once and kept for the next month asked for.
    for (int m = m_scaledMonths + 1; m <= month; ++m) {
        for (std::size_t i = 0; i < n; ++i)
            compound[i] = m == 1 ? 1.0 : compound[i] * factor[i];
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
    const double *factor = m_growthFactor.data();
    alignas(64) double months[N];
    alignas(64) double scale[N];
    for (std::size_t i = 0; i < n; ++i) {
        months[i] = 0.0;
        scale[i] = 1.0;
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
// rates commitmentFigures() placed in `out` and the stated level. Each group of variants
// is walked through all its months at once (GrowingTermWalk.h).
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::growingCommitmentFigures(std::size_t o, std::size_t n, const double *stated,
                                           Figures &out) const
{
    const OptionCostInputs &in = m_inputs.options[o];
    const Workload &w = m_inputs.workload;
    const int horizon = m_inputs.horizonMonths;
    const bool own = in.hasCommitment;
    // A commitment from a later month is walked as one from month 1 over the months from
    // its start, with the usage compounded up to it (CommitmentSimulation's StartShift).
    const int before = std::clamp(in.commitmentStartMonth - 1, 0, horizon);
    out.monthsBeforeStart = before;
    const auto shapeFrom = [&](int monthsBefore) {
        batch::GrowingShape shape{};
        shape.horizon = horizon - monthsBefore;
        shape.term = own ? in.commitmentTermMonths : termMonths(in.model);
        shape.count = CommitmentSimulation::termCount(shape.term, shape.horizon);
        shape.running = std::min(shape.horizon, w.lastMonthWithUsage.value_or(horizon) -
                                                    (w.lastMonthWithUsage ? monthsBefore : 0));
        shape.stop = w.lastMonthWithUsage ? *w.lastMonthWithUsage - monthsBefore
                                          : std::numeric_limits<int>::max();
        shape.renewal = own ? in.renewal : RenewalPolicy::Optimal;
        shape.valuePast = in.horizonTreatment == HorizonTreatment::WorkContinues;
        return shape;
    };
    const batch::GrowingShape shape = shapeFrom(before);
    out.termMonths = shape.term;
    out.termCount = shape.count;
    alignas(64) double hours[N];
    for (std::size_t i = 0; i < n; ++i)
        hours[i] = std::clamp(out.busyHours[i], 0.0, units::kHoursPerMonth);
    alignas(64) double startBusy[N];
    alignas(64) double beforeStart[N];
    monthsBeforeStart(before, hours, n, out, startBusy, beforeStart);
    const batch::GrowingArrays arrays{startBusy,         m_growthFactor.data(), hours,
                                      out.committedRate, out.onDemand,          stated,
                                      out.levels,        out.endMonth,          out.horizonCompute,
                                      out.beyond};
    if (!batch::walkTermsInOnePass(shape, arrays, n))
        batch::walkTermsInTwoPasses(shape, arrays, n);
    if (before > 0) {
        for (std::size_t i = 0; i < n; ++i) {
            out.horizonCompute[i] = beforeStart[i] + out.horizonCompute[i];
            out.endMonth[i] = out.endMonth[i] > 0.0 ? out.endMonth[i] + before : 0.0;
        }
    }
    out.startFraction = in.commitmentStartFraction;
    if (out.startFraction > 0.0)
        blendMonthAfterStart(o, m_growthFactor.data(), n, out);
}

// The months before a commitment's later start for every variant, as
// CommitmentSimulation's StartShift bills them (nothing held, the usage at the option's
// rate), and the usage the start month begins with, compounded one month at a time.
void BatchTotals::monthsBeforeStart(int before, const double *hours, std::size_t n,
                                    const Figures &out, double *startBusy,
                                    double *beforeStart) const
{
    const std::optional<int> &last = m_inputs.workload.lastMonthWithUsage;
    const double *factor = m_growthFactor.data();
    for (std::size_t i = 0; i < n; ++i) {
        double busy = out.busyAccelerators[i];
        double billed = 0.0;
        for (int m = 1; m <= before; ++m, busy *= factor[i]) {
            const double current = last && m > *last ? 0.0 : busy;
            billed += billing::beforeStartMonthUsd(current, 0.0, 0.0, hours[i], out.onDemand[i]);
        }
        startBusy[i] = busy;
        beforeStart[i] = billed;
    }
}

} // namespace acceldecide
