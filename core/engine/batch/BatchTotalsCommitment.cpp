// BatchTotals' commitment forms for flat usage: usage placed, the commitment sized, each
// term decided and billed over the batch as CommitmentSimulation::totals() does.

#include "core/engine/batch/BatchTotals.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/VectorClones.h"
#include "core/engine/batch/BatchFigures.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/TermRenewal.h"
#include "core/model/Units.h"

#include <algorithm>
#include <limits>

namespace acceldecide {

namespace {

constexpr std::size_t N = BatchTotals::kMaxBatch;
using C = BatchColumns;
using batch::clampByValue;
using batch::extent;
using batch::lesser;
using batch::repeatFirst;
// One flat-usage commitment term's months: within the horizon and past it, with usage
// running or stopped; the choice the renewal policy leaves; whether months past the
// horizon still do work.
struct TermShape
{
    billing::TermMonthCounts<double> months;
    double last; // the term's last month
    bool valuePast;

    // Whether a term of this shape costs the same as `other` at any level.
    bool costsAsMuchAs(const TermShape &other) const
    {
        return months.inRunning == other.months.inRunning && months.inIdle == other.months.inIdle &&
               months.pastRunning == other.months.pastRunning &&
               months.pastIdle == other.months.pastIdle && valuePast == other.valuePast;
    }
};

// The level each variant buys in a term the renewal policy compares: the stated level
// where the term costs less with it than without, as CommitmentSimulation::totals() decides
// for flat usage. A function of its own with unaliased arrays, so the loop vectorises
// (inline, the compiler could not prove the arrays apart and kept a scalar loop with a
// branch per variant; restrict counts only on parameters).
ACCELDECIDE_VECTOR_CLONES
void compareTerm(const TermShape &t, std::size_t n, const double *__restrict busyHours,
                 const double *__restrict busy, const double *__restrict onDemandRate,
                 const double *__restrict committedRate, const double *__restrict stated,
                 double *__restrict levels)
{
    const billing::TermMonthCounts<double> months = t.months;
    const bool valuePast = t.valuePast;
    for (std::size_t i = 0; i < n; ++i) {
        const double hours = clampByValue(busyHours[i], 0.0, units::kHoursPerMonth);
        const double onDemand = onDemandRate[i];
        const double rate = committedRate[i];
        const double used = busy[i];
        const auto costAt = [&](double level) {
            return billing::countedTermCostUsd(months, valuePast, billing::owedUsd(level, rate),
                                               used, billing::coveredBy(level, used), hours,
                                               onDemand);
        };
        const double offered = stated[i];
        levels[i] = costAt(offered) < costAt(0.0) ? offered * 1.0 : offered * 0.0;
    }
}

// One term billed for every variant at the levels decided, as CommitmentSimulation::totals()
// does for flat usage. Whether months past the horizon still do work is a constant here:
// decided per variant, the loop would keep its branch and not vectorise.
template <bool WorkContinues>
ACCELDECIDE_CLONE_INLINE void
billEachVariant(const TermShape &t, std::size_t n, const double *__restrict busyHours,
                const double *__restrict busy, const double *__restrict onDemandRate,
                const double *__restrict committedRate, const double *__restrict levels,
                double *__restrict endMonth, double *__restrict horizonUsd,
                double *__restrict owedAfter, double *__restrict remaining)
{
    const billing::TermMonthCounts<double> months = t.months;
    const double last = t.last;
    for (std::size_t i = 0; i < n; ++i) {
        const double hours = clampByValue(busyHours[i], 0.0, units::kHoursPerMonth);
        const double level = levels[i];
        endMonth[i] = level > 0.0 ? last : endMonth[i];
        const billing::TermBillUsd<double> billed = billing::countedTermBillUsd(
            months, WorkContinues, level * billing::owedPerAcceleratorUsd(committedRate[i]),
            busy[i], billing::coveredBy(level, busy[i]), hours, onDemandRate[i]);
        horizonUsd[i] += billed.horizon;
        owedAfter[i] += billed.owedAfter;
        remaining[i] += billed.remainingValue;
    }
}

ACCELDECIDE_VECTOR_CLONES
void billTerm(const TermShape &t, std::size_t n, const double *__restrict busyHours,
              const double *__restrict busy, const double *__restrict onDemandRate,
              const double *__restrict committedRate, const double *__restrict levels,
              double *__restrict endMonth, double *__restrict horizonUsd,
              double *__restrict owedAfter, double *__restrict remaining)
{
    if (t.valuePast)
        billEachVariant<true>(t, n, busyHours, busy, onDemandRate, committedRate, levels, endMonth,
                              horizonUsd, owedAfter, remaining);
    else
        billEachVariant<false>(t, n, busyHours, busy, onDemandRate, committedRate, levels, endMonth,
                               horizonUsd, owedAfter, remaining);
}

// Accelerator-hours a month in every variant: acceleratorHoursPerUnit() x unitsPerMonth().
ACCELDECIDE_CLONE_INLINE void usagePerMonth(WorkloadKind kind, const BatchColumns &columns,
                                            std::size_t o, const double *runShare, std::size_t n,
                                            const BatchFigures &out, double *perMonth)
{
    switch (kind) {
    case WorkloadKind::Training: {
        // compute() placed runs / horizon, steadyFigures() the hours a run takes.
        for (std::size_t i = 0; i < n; ++i)
            perMonth[i] = runShare[i] * out.hoursPerRun[i];
        break;
    }
    case WorkloadKind::Inference: {
        const double *tokensPerDay = columns.workload(C::TokensPerDayBillion);
        const double *utilization = columns.workload(C::UtilizationPercent);
        for (std::size_t i = 0; i < n; ++i)
            perMonth[i] = tokensPerDay[i] * (units::kBillion / units::kMillion) *
                          units::kDaysPerMonth *
                          (out.hoursMultiplier[i] / (utilization[i] / 100.0) /
                           (out.tokensPerSec[i] * units::kSecondsPerHour / units::kMillion));
        break;
    }
    case WorkloadKind::Capacity: {
        const double *instances = columns.option(o, C::Instances);
        const double *perInstance = columns.option(o, C::AcceleratorsPerInstance);
        const double *hoursPerMonth = columns.workload(C::HoursPerMonth);
        for (std::size_t i = 0; i < n; ++i)
            perMonth[i] =
                1.0 * (instances[i] * perInstance[i] * hoursPerMonth[i] * out.hoursMultiplier[i]);
        break;
    }
    }
}

// The busy hours of a month and the accelerators busy in them that spend `perMonth`, as
// OptionCostModel's placeUsage() places them.
ACCELDECIDE_CLONE_INLINE void placeBusyUsage(const Workload &w, const double *cluster,
                                             const double *perMonth, std::size_t n,
                                             double *busyHours, double *busy)
{
    double fixedHours = units::kHoursPerMonth;
    if (w.kind == WorkloadKind::Capacity)
        fixedHours = std::min(w.hoursPerMonth, units::kHoursPerMonth);
    else if (w.busyHoursPerMonth > 0.0)
        fixedHours = std::min(w.busyHoursPerMonth, units::kHoursPerMonth);
    const bool runsBackToBack = w.kind == WorkloadKind::Training && !(w.busyHoursPerMonth > 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double size = cluster[i];
        const double used = perMonth[i];
        const double wallClock = std::min(used / size, units::kHoursPerMonth);
        const double hours = (runsBackToBack & (size > 0.0)) ? wallClock : fixedHours;
        busyHours[i] = hours;
        busy[i] = hours > 0.0 ? used / hours : 0.0;
    }
}

// An accelerator-hour's on-demand and committed rates, worked out for the first `rated`
// variants and the first repeated over the rest.
ACCELDECIDE_CLONE_INLINE void acceleratorRates(const double *instance, const double *perInstance,
                                               const double *discount, std::size_t rated,
                                               std::size_t n, BatchFigures &out)
{
    for (std::size_t i = 0; i < rated; ++i) {
        const double price = instance[i];
        const double accelerators = perInstance[i];
        const double onDemand = accelerators > 0.0 ? price / accelerators : 0.0;
        out.onDemand[i] = onDemand;
        out.committedRate[i] = onDemand * (1.0 - discount[i] / 100.0);
    }
    repeatFirst(out.onDemand, rated, n);
    repeatFirst(out.committedRate, rated, n);
}

// The level the commitment states in every variant (worked out for the first
// `statedCount`): its own purchase, or a flat purchase's at the peak usage, which for
// flat usage is month 1's.
ACCELDECIDE_CLONE_INLINE void statedLevels(const OptionCostInputs &in, const BatchColumns &columns,
                                           std::size_t o, int running, std::size_t statedCount,
                                           std::size_t n, const BatchFigures &out, double *stated)
{
    const bool own = in.hasCommitment;
    const bool savingsPlan = in.commitmentIsSavingsPlan;
    const double *perInstance = columns.option(o, C::AcceleratorsPerInstance);
    const double *usdPerHour = columns.option(o, C::CommitmentUsdPerHour);
    const double *committedInstances = columns.option(o, C::CommitmentInstances);
    const double *busy = out.busyAccelerators;
    for (std::size_t i = 0; i < statedCount; ++i) {
        const double rate = out.committedRate[i];
        const double dollars = usdPerHour[i];
        const double reserved = committedInstances[i] * perInstance[i];
        const double bought = savingsPlan ? (rate > 0.0 ? dollars / rate : 0.0) : reserved;
        const double peak = busy[i];
        const double level = own ? bought : (running < 1 ? 0.0 : peak);
        stated[i] = level > 0.0 ? level : 0.0;
    }
    repeatFirst(stated, statedCount, n);
}

// The stated level for usage that grows or declines: a flat purchase commits at the
// peak, the last running month's usage (UsageProfile) where the variant grows.
ACCELDECIDE_CLONE_INLINE void growingStatedLevels(bool own, int running, const double *growth,
                                                  const double *factor, const double *busy,
                                                  std::size_t n, double *stated)
{
    if (!own && running > 1) {
        alignas(64) double peak[N];
        for (std::size_t i = 0; i < n; ++i)
            peak[i] = busy[i];
        for (int m = 1; m < running; ++m) {
            for (std::size_t i = 0; i < n; ++i)
                peak[i] *= factor[i];
        }
        for (std::size_t i = 0; i < n; ++i)
            stated[i] = growth[i] > 0.0 ? peak[i] : stated[i];
    }
    for (std::size_t i = 0; i < n; ++i)
        stated[i] = stated[i] > 0.0 ? stated[i] : 0.0;
}

// A flat-usage commitment's terms and the months they fall on, the same for every variant.
struct TermPlan
{
    int term;  // months a term lasts
    int count; // terms decided (CommitmentSimulation::termCount())
    RenewalPolicy renewal;
    bool valuePast;
    int horizon;
    int running; // the last month with usage within the horizon
    int stop;    // the last month with usage, or the largest int where usage never stops
};

// Term k's months within the horizon and past it, with usage running or stopped.
ACCELDECIDE_CLONE_INLINE TermShape termShapeOf(const TermPlan &p, int k)
{
    const int first = k * p.term + 1;
    const int last = first + p.term - 1;
    const billing::TermMonthCounts<int> counted =
        billing::countTermMonths(first, last, p.horizon, p.stop);
    return {{double(counted.inRunning), double(counted.inIdle), double(counted.pastRunning),
             double(counted.pastIdle)},
            double(last),
            p.valuePast};
}

// Each term decided and billed for every variant as CommitmentSimulation::totals() does
// for flat usage, given the usage, the rates and the stated level.
ACCELDECIDE_CLONE_INLINE void decideAndBillTerms(const TermPlan &p, std::size_t n,
                                                 const double *stated, BatchFigures &out)
{
    const int termsInPlay = (p.horizon + p.term - 1) / p.term;
    alignas(64) double horizonUsd[N];
    alignas(64) double owedAfter[N];
    alignas(64) double remaining[N];
    std::fill(horizonUsd, horizonUsd + n, 0.0);
    std::fill(owedAfter, owedAfter + n, 0.0);
    std::fill(remaining, remaining + n, 0.0);
    std::fill(out.endMonth, out.endMonth + n, 0.0);
    int compared = -1; // the last term compared, and its shape
    TermShape comparedShape{};
    for (int k = 0; k < termsInPlay; ++k) {
        const TermChoice choice = termChoice(p.renewal, k, p.count, k * p.term + 1, p.running);
        // Terms past kMaxTerms (never within a valid horizon) only bill usage on demand.
        alignas(64) double unrecorded[N];
        double *levels = k < p.count ? out.levels[k] : unrecorded;
        const TermShape shape = termShapeOf(p, k);
        if (choice == TermChoice::Compare && compared >= 0 && shape.costsAsMuchAs(comparedShape)) {
            // The same usage and the same months as the last term compared: the same choice.
            std::copy(out.levels[compared], out.levels[compared] + n, levels);
        } else if (choice == TermChoice::Compare) {
            compareTerm(shape, n, out.busyHours, out.busyAccelerators, out.onDemand,
                        out.committedRate, stated, levels);
            compared = k;
            comparedShape = shape;
        } else {
            // The same factors as a compared term's choice, whichever way it went.
            const double factor = choice == TermChoice::Buy ? 1.0 : 0.0;
            for (std::size_t i = 0; i < n; ++i)
                levels[i] = stated[i] * factor;
        }
        billTerm(shape, n, out.busyHours, out.busyAccelerators, out.onDemand, out.committedRate,
                 levels, out.endMonth, horizonUsd, owedAfter, remaining);
    }
    for (std::size_t i = 0; i < n; ++i) {
        out.horizonCompute[i] = horizonUsd[i];
        out.beyond[i] = owedAfter[i] - remaining[i];
    }
}

// The months before a later start, billed without the commitment, joined to the terms'
// bill from it (`horizonCompute`) as CommitmentSimulation's StartShift joins them.
ACCELDECIDE_CLONE_INLINE void joinMonthsBeforeStart(int running, std::size_t n,
                                                    const BatchFigures &out, double *horizonCompute)
{
    for (std::size_t i = 0; i < n; ++i) {
        const double hours = clampByValue(out.busyHours[i], 0.0, units::kHoursPerMonth);
        const double beforeIt = billing::beforeStartUsd(double(running), out.busyAccelerators[i],
                                                        hours, out.onDemand[i]);
        horizonCompute[i] = beforeIt + horizonCompute[i];
    }
}

// A flat-usage plan for the grid whose first term starts after `before` months.
TermPlan planFrom(const TermPlan &shape, int horizon, int before, int stop, bool stops)
{
    TermPlan plan = shape;
    plan.horizon = horizon - before;
    plan.stop = stops ? stop - before : stop;
    plan.running = std::min(plan.horizon, plan.stop);
    plan.count = CommitmentSimulation::termCount(plan.term, plan.horizon);
    return plan;
}

} // namespace

// OptionCostModel::economics()'s commitment branch for flat usage with nothing held:
// usage placed, the commitment sized, each term decided and billed as
// CommitmentSimulation::totals() does in one pass.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::commitmentFigures(std::size_t o, std::size_t n, Figures &out) const
{
    const OptionCostInputs &in = m_inputs.options[o];
    const Workload &w = m_inputs.workload;
    const int horizon = m_inputs.horizonMonths;
    const auto col = [&](C::OptionField f) {
        return m_columns.option(o, f);
    };

    // Usage: accelerator-hours a month, spent by busy accelerators in busy hours.
    alignas(64) double perMonth[N];
    usagePerMonth(w.kind, m_columns, o, m_runShare.data(), n, out, perMonth);
    placeBusyUsage(w, col(C::ClusterAccelerators), perMonth, n, out.busyHours,
                   out.busyAccelerators);

    // The commitment: its own, or a flat purchase's at the peak.
    const bool own = in.hasCommitment;
    const int running = std::min(horizon, w.lastMonthWithUsage.value_or(horizon));
    // Each loop works out the first variant only where none of its inputs varies
    // (batch::extent()).
    const bool priced = anyVaries(o,
                                  {C::InstanceHourlyUsd, C::AcceleratorsPerInstance,
                                   own ? C::CommitmentDiscountPercent : C::DiscountPercent},
                                  {});
    const double *discount = own ? col(C::CommitmentDiscountPercent) : col(C::DiscountPercent);
    acceleratorRates(col(C::InstanceHourlyUsd), col(C::AcceleratorsPerInstance), discount,
                     extent(priced, n), n, out);
    // A flat purchase commits at the peak usage, which varies with anything else.
    const bool sized =
        !own || priced || anyVaries(o, {C::CommitmentUsdPerHour, C::CommitmentInstances}, {});
    alignas(64) double stated[N];
    statedLevels(in, m_columns, o, running, extent(sized, n), n, out, stated);

    if (m_growing) {
        growingStatedLevels(own, running, m_columns.workload(C::GrowthPercentPerMonth),
                            m_growthFactor.data(), out.busyAccelerators, n, stated);
        growingCommitmentFigures(o, n, stated, out);
        return;
    }

    // A commitment from a later month is billed as one from month 1 over the months from
    // its start (CommitmentSimulation's StartShift), the months before it without it.
    const int before = std::clamp(in.commitmentStartMonth - 1, 0, horizon);
    out.monthsBeforeStart = before;
    const int stop = w.lastMonthWithUsage.value_or(std::numeric_limits<int>::max());
    TermPlan shape{};
    shape.term = own ? in.commitmentTermMonths : termMonths(in.model);
    shape.renewal = own ? in.renewal : RenewalPolicy::Optimal;
    shape.valuePast = in.horizonTreatment == HorizonTreatment::WorkContinues;
    const bool stops = w.lastMonthWithUsage.has_value();
    const TermPlan plan = planFrom(shape, horizon, before, stop, stops);
    out.termMonths = plan.term;
    out.termCount = plan.count;
    decideAndBillTerms(plan, n, stated, out);
    if (before > 0) {
        joinMonthsBeforeStart(billing::runningMonthsBefore(before, stop), n, out,
                              out.horizonCompute);
        for (std::size_t i = 0; i < n; ++i)
            out.endMonth[i] = out.endMonth[i] > 0.0 ? out.endMonth[i] + before : 0.0;
    }
    out.startFraction = in.commitmentStartFraction;
    if (out.startFraction > 0.0)
        blendMonthAfterStart(o, nullptr, n, out);
}

// One month where a start within a month's two grids differ: the level it changes from
// (the first grid's) and to (the second's), each array over the batch.
struct LevelChange
{
    int month;
    bool within; // within the horizon
    bool workContinues;
    bool stopped; // past the last month with usage
    const double *from;
    const double *to;
};

// CommitmentSimulation::billFromMonthAfter()'s change of one month for every variant; whether
// the month is within the horizon a constant, so the loop vectorises.
template <bool Within, bool WorkContinues>
ACCELDECIDE_CLONE_INLINE void
changeLevels(const LevelChange &c, const BatchFigures &out, const double *__restrict busy,
             std::size_t n, double *__restrict horizonUsd, double *__restrict owedChange,
             double *__restrict remainingChange)
{
    const double month = double(c.month);
    const double *__restrict fromLevels = c.from;
    const double *__restrict toLevels = c.to;
    const double *__restrict endMonth = out.endMonth;
    const double *__restrict committedRate = out.committedRate;
    const double *__restrict busyHours = out.busyHours;
    const double *__restrict onDemand = out.onDemand;
    for (std::size_t i = 0; i < n; ++i) {
        const double current = busy[i];
        const double residual = current - lesser(current, 0.0);
        const double end = endMonth[i];
        const double from = fromLevels[i];
        const double to = toLevels[i];
        const double fromLevel = month <= end ? from : 0.0;
        const double laterEnd = end > 0.0 ? end + 1.0 : 0.0;
        const double toLevel = month <= laterEnd ? to : 0.0;
        const billing::TermBillUsd<double> change = billing::levelChangeUsd(
            Within, WorkContinues, residual, fromLevel, toLevel,
            billing::owedPerAcceleratorUsd(committedRate[i]),
            clampByValue(busyHours[i], 0.0, units::kHoursPerMonth), onDemand[i]);
        horizonUsd[i] += change.horizon;
        owedChange[i] += change.owedAfter;
        remainingChange[i] += change.remainingValue;
    }
}

// A start within a month: the grid from the month after the start worked out from the
// grid from its month as CommitmentSimulation::billFromMonthAfter() does (the two differ
// only in the months a term starts on the first), and the two blended. `factor` compounds
// growing usage a month at a time (nullptr: flat).
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::blendMonthAfterStart(std::size_t o, const double *factor, std::size_t n,
                                       Figures &out) const
{
    const OptionCostInputs &in = m_inputs.options[o];
    const int horizon = m_inputs.horizonMonths;
    const int start = in.commitmentStartMonth;
    out.monthsBeforeLaterStart = std::clamp(start, 0, horizon);
    const std::optional<int> &last = m_inputs.workload.lastMonthWithUsage;
    const bool workContinues = in.horizonTreatment == HorizonTreatment::WorkContinues;
    const int decided = out.termCount;
    alignas(64) double busy[N];
    alignas(64) double horizonUsd[N];
    alignas(64) double owedChange[N];
    alignas(64) double remainingChange[N];
    for (std::size_t i = 0; i < n; ++i) {
        busy[i] = out.busyAccelerators[i];
        horizonUsd[i] = out.horizonCompute[i];
        owedChange[i] = 0.0;
        remainingChange[i] = 0.0;
    }
    alignas(64) double none[N];
    std::fill(none, none + n, 0.0);
    // Where both grids start after the horizon they bill the same (still blended, as
    // CommitmentSimulation::bill() blends them).
    const bool differ = start <= horizon && out.termMonths >= 1;
    int k = differ ? 0 : kMaxTerms + 1;
    for (int m = 1; k <= decided && k < kMaxTerms + 1; ++m) {
        if (m == start + k * out.termMonths) {
            const LevelChange change{m,
                                     m <= horizon,
                                     workContinues,
                                     last && m > *last,
                                     k < decided && k < kMaxTerms ? out.levels[k] : none,
                                     k > 0 ? out.levels[k - 1] : none};
            // Usage that has stopped is none (a constant, so the loops keep no branch).
            const double *used = change.stopped ? none : busy;
            if (change.within)
                changeLevels<true, false>(change, out, used, n, horizonUsd, owedChange,
                                          remainingChange);
            else if (change.workContinues)
                changeLevels<false, true>(change, out, used, n, horizonUsd, owedChange,
                                          remainingChange);
            else
                changeLevels<false, false>(change, out, used, n, horizonUsd, owedChange,
                                           remainingChange);
            ++k;
        }
        if (factor) {
            for (std::size_t i = 0; i < n; ++i)
                busy[i] *= factor[i];
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const double laterBeyond = out.beyond[i] + (owedChange[i] - remainingChange[i]);
        out.horizonCompute[i] =
            blendStarts(out.horizonCompute[i], horizonUsd[i], out.startFraction);
        out.beyond[i] = blendStarts(out.beyond[i], laterBeyond, out.startFraction);
    }
}

} // namespace acceldecide
