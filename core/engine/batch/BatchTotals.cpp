#include "core/engine/batch/BatchTotals.h"

#include "core/engine/CommitmentSimulation.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/VectorClones.h"
#include "core/engine/batch/BatchFigures.h"
#include "core/engine/billing/CommitmentMonthSplit.h"
#include "core/engine/billing/PortMonths.h"
#include "core/engine/billing/PortWork.h"
#include "core/engine/billing/RunSchedule.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace acceldecide {

namespace {

constexpr std::size_t N = BatchTotals::kMaxBatch;
using C = BatchColumns;
using batch::clampByValue;
using batch::extent;
using batch::lesser;
using batch::repeatFirst;

// An accelerator-hour's rate and the hours multiplier, worked out for the first `rated`
// variants (OptionCostModel::steady(), operation for operation).
ACCELDECIDE_CLONE_INLINE void ratesAndMultipliers(PurchaseModel model, bool training,
                                                  const BatchColumns &columns, std::size_t o,
                                                  std::size_t rated, BatchFigures &out)
{
    const double *instance = columns.option(o, C::InstanceHourlyUsd);
    const double *perInstance = columns.option(o, C::AcceleratorsPerInstance);
    const double *discount = columns.option(o, C::DiscountPercent);
    const double *hourly = columns.option(o, C::HourlyUsd);
    const double *interruption = columns.option(o, C::InterruptionOverheadPercent);
    const double *overhead = columns.workload(C::OverheadPercent);
    const bool effective = model == PurchaseModel::Effective;
    const bool discounted = takesDiscount(model);
    const bool spot = model == PurchaseModel::Spot;
    for (std::size_t i = 0; i < rated; ++i) {
        const double onDemand = instance[i] / perInstance[i];
        out.rate[i] = effective    ? hourly[i]
                      : discounted ? onDemand * (1.0 - discount[i] / 100.0)
                                   : onDemand;
        double multiplier = 1.0;
        if (training)
            multiplier *= 1.0 + overhead[i] / 100.0;
        if (spot)
            multiplier *= 1.0 + interruption[i] / 100.0;
        out.hoursMultiplier[i] = multiplier;
    }
}

// Tokens a second in every variant: none for capacity, the measured figure, or peak
// TFLOPS at the MFU over the FLOPs a token takes. Returns how many variants were worked
// out (where no input varies, the first only).
ACCELDECIDE_CLONE_INLINE std::size_t tokensPerSecond(const OptionCostInputs &in, WorkloadKind kind,
                                                     const BatchColumns &columns, std::size_t o,
                                                     std::size_t n, BatchFigures &out)
{
    if (kind == WorkloadKind::Capacity) {
        std::fill(out.tokensPerSec, out.tokensPerSec + n, 0.0);
        return n;
    }
    if (in.measuredThroughput) {
        const double *measuredTokens = columns.option(o, C::TokensPerSec);
        std::copy(measuredTokens, measuredTokens + n, out.tokensPerSec);
        return n;
    }
    const std::size_t measured = extent(out.tokensVaries, n);
    const double factor = kind == WorkloadKind::Training ? 6.0 : 2.0;
    const double *params = columns.workload(C::ModelParamsBillion);
    const double *peak = columns.option(o, C::PeakTflops);
    const double *mfu = columns.option(o, C::MfuPercent);
    for (std::size_t i = 0; i < measured; ++i) {
        // Loads before the choice: a load the CPU might skip cannot be vectorised.
        const double flops = factor * params[i] * units::kBillion;
        const double peakTflops = peak[i];
        const double mfuPercent = mfu[i];
        out.tokensPerSec[i] =
            flops <= 0.0 ? 0.0 : peakTflops * units::kTera * (mfuPercent / 100.0) / flops;
    }
    return measured;
}

// The maintenance, the port's one-time cost and the months it takes (none for the
// baseline, which is not ported to).
ACCELDECIDE_CLONE_INLINE void maintenanceAndPort(bool hasMigration, bool isBaseline,
                                                 const BatchColumns &columns, std::size_t o,
                                                 std::size_t n, BatchFigures &out)
{
    const double *maintenance = columns.option(o, C::MaintenanceUsdPerMonth);
    std::copy(maintenance, maintenance + n, out.maintenance);
    if (!hasMigration) {
        std::fill(out.oneTime, out.oneTime + n, 0.0);
        std::fill(out.portMonths, out.portMonths + n, 0.0);
        return;
    }
    const double *weeks = columns.option(o, C::MigrationWeeks);
    const double *engineers = columns.option(o, C::Engineers);
    const double *hoursPerWeek = columns.option(o, C::HoursPerWeek);
    const double *rate = columns.option(o, C::HourlyRateUsd);
    const std::size_t ported = extent(out.portVaries, n);
    for (std::size_t i = 0; i < ported; ++i) {
        out.oneTime[i] = weeks[i] * engineers[i] * hoursPerWeek[i] * rate[i];
        out.portMonths[i] =
            isBaseline ? 0.0 : weeks[i] * units::kHoursPerWeek / units::kHoursPerMonth;
    }
    repeatFirst(out.oneTime, ported, n);
    repeatFirst(out.portMonths, ported, n);
}

// Which variants steadyFigures() worked out the rate and the throughput for, and whether
// the monthly on-demand figure is read at all.
struct SteadyExtents
{
    std::size_t rated;
    std::size_t measured;
    bool monthlyRead;
};

// Training: the hours a run takes, and a month's share of the runs at the rate.
ACCELDECIDE_CLONE_INLINE void trainingMonthly(const BatchColumns &columns, const double *runShare,
                                              const SteadyExtents &e, std::size_t n,
                                              BatchFigures &out)
{
    const double *tokensPerRun = columns.workload(C::TokensPerRunBillion);
    const std::size_t timed = extent(out.hoursPerRunVaries, n);
    repeatFirst(out.tokensPerSec, e.measured, timed);
    repeatFirst(out.hoursMultiplier, e.rated, timed);
    for (std::size_t i = 0; i < timed; ++i)
        out.hoursPerRun[i] = tokensPerRun[i] * units::kBillion / out.tokensPerSec[i] /
                             units::kSecondsPerHour * out.hoursMultiplier[i];
    repeatFirst(out.hoursPerRun, timed, n);
    if (e.monthlyRead) {
        repeatFirst(out.rate, e.rated, n);
        for (std::size_t i = 0; i < n; ++i)
            out.monthly[i] = runShare[i] * (out.hoursPerRun[i] * out.rate[i]);
    }
}

// Inference: a month's tokens at the cost of each.
ACCELDECIDE_CLONE_INLINE void inferenceMonthly(const BatchColumns &columns, const SteadyExtents &e,
                                               std::size_t n, BatchFigures &out)
{
    // commitmentFigures() reads every variant's throughput and multiplier too.
    repeatFirst(out.tokensPerSec, e.measured, n);
    repeatFirst(out.hoursMultiplier, e.rated, n);
    if (!e.monthlyRead)
        return;
    repeatFirst(out.rate, e.rated, n);
    const double *tokensPerDay = columns.workload(C::TokensPerDayBillion);
    const double *utilization = columns.workload(C::UtilizationPercent);
    for (std::size_t i = 0; i < n; ++i) {
        const double unitCost = out.rate[i] /
                                (out.tokensPerSec[i] * units::kSecondsPerHour / units::kMillion) *
                                out.hoursMultiplier[i] / (utilization[i] / 100.0);
        out.monthly[i] =
            tokensPerDay[i] * (units::kBillion / units::kMillion) * units::kDaysPerMonth * unitCost;
    }
}

// Capacity: the instances' accelerators at the rate for the hours they run.
ACCELDECIDE_CLONE_INLINE void capacityMonthly(const BatchColumns &columns, std::size_t o,
                                              const SteadyExtents &e, std::size_t n,
                                              BatchFigures &out)
{
    // commitmentFigures() reads every variant's multiplier too.
    repeatFirst(out.hoursMultiplier, e.rated, n);
    if (!e.monthlyRead)
        return;
    repeatFirst(out.rate, e.rated, n);
    const double *instances = columns.option(o, C::Instances);
    const double *perInstance = columns.option(o, C::AcceleratorsPerInstance);
    const double *hoursPerMonth = columns.workload(C::HoursPerMonth);
    for (std::size_t i = 0; i < n; ++i)
        out.monthly[i] =
            instances[i] * perInstance[i] * out.rate[i] * hoursPerMonth[i] * out.hoursMultiplier[i];
}

} // namespace

BatchTotals::BatchTotals(const Scenario &scenario, std::span<const std::string> targets)
    : m_inputs(ScenarioCostInputs::from(scenario)), m_columns(scenario, m_inputs, targets),
      m_scratch(m_inputs.options.size()), m_figures(3)
{
    for (const std::string &target : targets)
        m_places.push_back(m_inputs.bind(scenario, target));

    const Workload &workload = m_inputs.workload;
    // Targets that decide whether usage fills a month, or usage that changes month by
    // month, switch forms between variants: those go variant by variant.
    m_vectorised = !m_columns.varies(C::BusyHoursPerMonth) && !m_columns.varies(C::HoursPerMonth);
    // Usage that changes month by month is walked month by month, each month over the
    // batch; a variant whose sampled growth is exactly 0 is billed by the flat forms,
    // so compute() takes it on its own.
    m_growing = workload.growthPercentPerMonth != 0.0 || m_columns.varies(C::GrowthPercentPerMonth);
    if (!m_inputs.credits.empty())
        m_vectorised = false;
    const auto formOf = [&](const OptionCostInputs &option, bool isBaseline) {
        const bool steady =
            OptionCostModel::isSteady(workload, m_inputs.horizonMonths, option, isBaseline);
        if (option.billsCommitments() && (m_growing || !steady))
            return Form::Commitment;
        if (m_growing)
            return Form::Growing;
        return steady ? Form::Steady : Form::Stopping;
    };
    // The others' ports run on the baseline's per-use purchase (billing/PortWork.h).
    const OptionCostInputs &baselineInputs = m_inputs.options[m_inputs.baselineIndex];
    m_portWorkDiffers = baselineInputs.buysTerm();
    m_portWorkInputs = billing::portWorkPurchase(baselineInputs);
    m_portWorkForm = formOf(m_portWorkInputs, true);
    for (std::size_t o = 0; o < m_inputs.options.size(); ++o) {
        const OptionCostInputs &option = m_inputs.options[o];
        const Form form = formOf(option, o == m_inputs.baselineIndex);
        // Held commitments, a private discount, credits and capacity blocks (whole blocks
        // bought in the months runs start) have no array forms.
        if (option.heldCount > 0 || option.privateDiscountPercent != 0.0 ||
            option.model == PurchaseModel::CapacityBlock)
            m_vectorised = false;
        m_forms.push_back(form);
    }
}

BatchTotals::~BatchTotals() = default;

bool BatchTotals::anyVaries(std::size_t o, std::initializer_list<BatchColumns::OptionField> fields,
                            std::initializer_list<BatchColumns::WorkloadField> workloadFields) const
{
    return std::any_of(fields.begin(), fields.end(),
                       [&](C::OptionField f) { return m_columns.varies(o, f); }) ||
           std::any_of(workloadFields.begin(), workloadFields.end(),
                       [&](C::WorkloadField f) { return m_columns.varies(f); });
}

// OptionCostModel::steady() for every variant: the rate, the throughput, the port and
// the monthly on-demand figure.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::steadyFigures(std::size_t o, const OptionCostInputs &in, bool isBaseline,
                                std::size_t n, Figures &out) const
{
    const Workload &w = m_inputs.workload;
    // A loop whose inputs are the same in every variant works out the first variant only
    // and repeats it: the same operations on the same values give the same bits, without
    // the divisions that are most of these loops' cost.
    const auto anyVaries = [&](std::initializer_list<C::OptionField> fields,
                               std::initializer_list<C::WorkloadField> workloadFields) {
        return this->anyVaries(o, fields, workloadFields);
    };
    const bool training = w.kind == WorkloadKind::Training;
    SteadyExtents e{};
    out.rateVaries = anyVaries({C::InstanceHourlyUsd, C::AcceleratorsPerInstance,
                                C::DiscountPercent, C::HourlyUsd, C::InterruptionOverheadPercent},
                               {C::OverheadPercent});
    e.rated = extent(out.rateVaries, n);
    ratesAndMultipliers(in.model, training, m_columns, o, e.rated, out);
    // The rate, the hours multiplier and the throughput are spread over the batch (each
    // variant given the first's where none varies) only where a loop below reads every
    // variant's: a commitment's monthly on-demand figure is never read, and without it
    // often nothing does; the copies cost more than the arithmetic that uses them.
    e.monthlyRead = out.form != Form::Commitment;

    out.tokensVaries = false;
    if (w.kind != WorkloadKind::Capacity)
        out.tokensVaries = in.measuredThroughput
                               ? anyVaries({C::TokensPerSec}, {})
                               : anyVaries({C::PeakTflops, C::MfuPercent}, {C::ModelParamsBillion});
    e.measured = tokensPerSecond(in, w.kind, m_columns, o, n, out);

    out.portVaries =
        in.hasMigration &&
        anyVaries({C::MigrationWeeks, C::Engineers, C::HoursPerWeek, C::HourlyRateUsd}, {});
    maintenanceAndPort(in.hasMigration, isBaseline, m_columns, o, n, out);

    switch (w.kind) {
    case WorkloadKind::Training:
        out.hoursPerRunVaries =
            out.tokensVaries || out.rateVaries || anyVaries({}, {C::TokensPerRunBillion});
        trainingMonthly(m_columns, m_runShare.data(), e, n, out); // runs / horizon
        break;
    case WorkloadKind::Inference:
        inferenceMonthly(m_columns, e, n, out);
        break;
    case WorkloadKind::Capacity:
        capacityMonthly(m_columns, o, e, n, out);
        break;
    }
}

void BatchTotals::figures(std::size_t o, bool isBaseline, std::size_t n, Figures &out) const
{
    figures(o, m_inputs.options[o], m_forms[o], isBaseline, n, out);
}

void BatchTotals::figures(std::size_t o, const OptionCostInputs &in, Form form, bool isBaseline,
                          std::size_t n, Figures &out) const
{
    out.form = form;
    steadyFigures(o, in, isBaseline, n, out);
    const int horizon = m_inputs.horizonMonths;
    switch (out.form) {
    case Form::Steady:
        out.varies = false;
        for (std::size_t i = 0; i < n; ++i)
            out.horizonCompute[i] = out.monthly[i] * horizon;
        std::fill(out.beyond, out.beyond + n, 0.0);
        break;
    case Form::Stopping: {
        // Flat usage until the last month with usage: the months are counted.
        out.varies = true;
        const int running =
            std::min(horizon, m_inputs.workload.lastMonthWithUsage.value_or(horizon));
        double months = 0.0;
        for (int m = 1; m <= running; ++m)
            months += 1.0;
        for (std::size_t i = 0; i < n; ++i)
            out.horizonCompute[i] = out.monthly[i] * months;
        std::fill(out.beyond, out.beyond + n, 0.0);
        break;
    }
    case Form::Commitment:
        out.varies = true;
        commitmentFigures(o, n, out);
        break;
    case Form::Growing:
        out.varies = true;
        growingFigures(n, out);
        break;
    }
}

// OptionCostModel::monthComputeUsd() of `month` for every variant, with flat usage and
// nothing held.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::monthUsd(const Figures &f, int month, std::size_t n, double *out, double *owed,
                           MonthNets *nets) const
{
    const std::optional<int> &last = m_inputs.workload.lastMonthWithUsage;
    const double scale = last && month > *last ? 0.0 : 1.0;
    const double *scales = m_growing ? usageScales(month, n) : nullptr;
    if (f.form != Form::Commitment) {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = f.monthly[i] * (m_growing ? scales[i] : scale);
        if (owed)
            std::fill(owed, owed + n, 0.0);
        return;
    }
    commitmentMonthUsd(f, month, f.monthsBeforeStart, 0.0, scale, scales, n, out, owed);
    if (!(f.startFraction > 0.0))
        return;
    // A start within a month: the grid from the month after, blended; a port's share of the
    // month then moves the month without each grid's fee (billing::keptWithinStartUsd()).
    alignas(64) double later[N];
    alignas(64) double laterOwed[N];
    commitmentMonthUsd(f, month, f.monthsBeforeLaterStart, 1.0, scale, scales, n, later, laterOwed);
    for (std::size_t i = 0; i < n; ++i) {
        if (nets && owed) {
            nets->fromStartMonth[i] = out[i] - owed[i];
            nets->fromMonthAfter[i] = later[i] - laterOwed[i];
        }
        out[i] = blendStarts(out[i], later[i], f.startFraction);
    }
}

// A commitment's month on the grid whose first term starts after `monthsBefore` months,
// paid for to each variant's end month plus `endShift`.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::commitmentMonthUsd(const Figures &f, int month, int monthsBefore, double endShift,
                                     double scale, const double *scales, std::size_t n, double *out,
                                     double *owed) const
{
    const int fromStart = month - monthsBefore;
    const int term =
        fromStart >= 1 ? CommitmentSimulation::termIndexOf(fromStart, f.termMonths) : -1;
    // endMonth never reaches a term that was not decided, so its level is never read.
    const double *levels = f.levels[std::clamp(term, 0, std::max(0, f.termCount - 1))];
    const bool decided = term >= 0 && term < f.termCount;
    for (std::size_t i = 0; i < n; ++i) {
        const double bought = levels[i];
        const double rate = f.committedRate[i];
        const double end = f.endMonth[i] > 0.0 ? f.endMonth[i] + endShift : 0.0;
        const double level = (decided & (month <= end)) ? bought : 0.0;
        const double busy = f.busyAccelerators[i] * (m_growing ? scales[i] : scale);
        const double hours = clampByValue(f.busyHours[i], 0.0, units::kHoursPerMonth);
        const double residual = busy - lesser(busy, 0.0);
        const double covered = level > 0.0 ? billing::coveredBy(level, residual) : 0.0;
        const double committed = level > 0.0 ? billing::owedUsd(level, rate) : 0.0;
        out[i] = 0.0 + committed + billing::overflowUsd(residual, covered, hours, f.onDemand[i]);
        if (owed)
            owed[i] = committed;
    }
}

// OptionCostModel::horizonTotalUsd() plus what is owed past the horizon, as
// ScenarioTotals adds them.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::totalsOf(const Figures &option, const Figures &baseline, std::size_t n,
                           double *out) const
{
    const int horizon = m_inputs.horizonMonths;
    if (!option.varies && !baseline.varies) {
        // OptionCostModel::steadyTotalUsd().
        for (std::size_t i = 0; i < n; ++i) {
            out[i] = billing::steadyHorizonUsd(
                         option.oneTime[i], billing::portedShare(option.portMonths[i], horizon),
                         baseline.monthly[i], option.monthly[i], option.maintenance[i], horizon) +
                     option.beyond[i];
        }
        return;
    }
    // Only the port's months differ from the option running from month 1; month m runs
    // on the baseline for the share clamp(ported - (m - 1), 0, 1), nothing once that is 0.
    alignas(64) double ported[N];
    alignas(64) double optionMonth[N];
    alignas(64) double optionOwed[N];
    for (std::size_t i = 0; i < n; ++i) {
        ported[i] = billing::portedShare(option.portMonths[i], horizon);
        out[i] = option.oneTime[i] + option.horizonCompute[i] + horizon * option.maintenance[i];
    }
    // The longest port, only over variants whose ports differ (else each is the first's),
    // in four running maxima: one would be a chain of comparisons, each waiting for the
    // one before. The order does not matter: a NaN is passed over by all of them, and a
    // longest port of +0 or -0 makes no month either way.
    const std::size_t ports = extent(option.portVaries, n);
    double longests[4] = {0.0, 0.0, 0.0, 0.0};
    std::size_t i = 0;
    for (; i + 4 <= ports; i += 4) {
        for (std::size_t j = 0; j < 4; ++j)
            longests[j] = std::max(longests[j], ported[i + j]);
    }
    for (; i < ports; ++i)
        longests[0] = std::max(longests[0], ported[i]);
    const double longest =
        std::max(std::max(longests[0], longests[1]), std::max(longests[2], longests[3]));
    const int portMonths = billing::portMonthCount(longest);
    const bool wholeRuns = m_inputs.workload.kind == WorkloadKind::Training;
    const bool withinMonth = option.form == Form::Commitment && option.startFraction > 0.0;
    MonthNets nets;
    for (int m = 1; m <= portMonths; ++m) {
        const double *baselineMonth = baselineMonthUsd(baseline, m, n);
        monthUsd(option, m, n, optionMonth, optionOwed, withinMonth ? &nets : nullptr);
        if (wholeRuns) {
            portWholeRuns(m, ported, baselineMonth, optionMonth, optionOwed,
                          withinMonth ? &nets : nullptr, option, n, out);
            continue;
        }
        for (std::size_t i = 0; i < n; ++i) {
            const double porting = billing::portingShare(ported[i], m);
            const double kept =
                withinMonth ? billing::keptWithinStartUsd(optionMonth[i], nets.fromStartMonth[i],
                                                          nets.fromMonthAfter[i],
                                                          option.startFraction, porting)
                            : optionOwed[i];
            const double shift = billing::portShiftUsd(porting, baselineMonth[i], optionMonth[i],
                                                       kept, option.maintenance[i]);
            out[i] += porting > 0.0 ? shift : 0.0;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        out[i] = billing::atLeastOneTime(out[i], option.oneTime[i]) + option.beyond[i];
}

// OptionCostModel::horizonTotalUsd()'s port month for training: the whole runs that start
// in month `month` before each variant's port ends move to the baseline
// (OptionCostModel::portedComputeUsd() of each side), the maintenance by the port's time.
ACCELDECIDE_VECTOR_CLONES
void BatchTotals::portWholeRuns(int month, const double *ported, const double *baselineMonth,
                                const double *optionMonth, const double *optionOwed,
                                const MonthNets *nets, const Figures &option, std::size_t n,
                                double *out) const
{
    const double *runs = m_columns.workload(C::Runs);
    const double *maintenance = option.maintenance;
    const int horizon = m_inputs.horizonMonths;
    const std::vector<int> &listed = m_inputs.workload.runMonths;
    alignas(64) double works[N];
    if (listed.empty()) {
        for (std::size_t i = 0; i < n; ++i)
            works[i] = billing::evenRunsPortedShare(month, ported[i], runs[i], horizon);
    } else {
        for (std::size_t i = 0; i < n; ++i)
            works[i] = billing::wholeRunsPortedShare(month, ported[i], runs[i], horizon, listed);
    }
    for (std::size_t i = 0; i < n; ++i) {
        const double porting = billing::portingShare(ported[i], month);
        const double work = works[i];
        const double kept =
            nets ? billing::keptWithinStartUsd(optionMonth[i], nets->fromStartMonth[i],
                                               nets->fromMonthAfter[i], option.startFraction, work)
                 : optionOwed[i];
        // The baseline's port work owes no commitment of its own (billing/PortWork.h).
        const double shift = work * (baselineMonth[i] - 0.0) - work * (optionMonth[i] - kept) -
                             porting * maintenance[i];
        out[i] += porting > 0.0 ? shift : 0.0;
    }
}

const double *BatchTotals::baselineMonthUsd(const Figures &baseline, int month, std::size_t n) const
{
    if (m_baselineMonths.size() < std::size_t(month) * N)
        m_baselineMonths.resize(std::size_t(month) * N);
    for (int m = m_baselineMonthsDone + 1; m <= month; ++m)
        monthUsd(baseline, m, n, m_baselineMonths.data() + std::size_t(m - 1) * N);
    m_baselineMonthsDone = std::max(m_baselineMonthsDone, month);
    return m_baselineMonths.data() + std::size_t(month - 1) * N;
}

void BatchTotals::computeOne(std::span<const double> values, std::size_t count, std::size_t variant,
                             std::span<double> totals)
{
    for (std::size_t t = 0; t < m_places.size(); ++t) {
        for (double *place : m_places[t])
            *place = values[t * count + variant];
    }
    ScenarioTotals::compute(m_inputs, m_scratch);
    for (std::size_t o = 0; o < m_scratch.size(); ++o)
        totals[o * count + variant] = m_scratch[o];
}

void BatchTotals::compute(std::span<const double> values, std::size_t count,
                          std::span<double> totals)
{
    const std::size_t optionCount = m_inputs.options.size();
    if (!m_vectorised) {
        for (std::size_t i = 0; i < count; ++i)
            computeOne(values, count, i, totals);
        return;
    }
    m_columns.attach(values, count);
    m_scaledMonths = 0;
    if (m_inputs.workload.kind == WorkloadKind::Training) {
        const double *runs = m_columns.workload(C::Runs);
        const double horizon = m_inputs.horizonMonths;
        m_runShare.resize(N);
        for (std::size_t i = 0; i < count; ++i)
            m_runShare[i] = runs[i] / horizon;
    }
    if (m_growing) {
        const double *growth = m_columns.workload(C::GrowthPercentPerMonth);
        m_growthFactor.resize(N);
        for (std::size_t i = 0; i < count; ++i)
            m_growthFactor[i] = 1.0 + growth[i] / 100.0;
    }
    const std::size_t baselineIndex = m_inputs.baselineIndex;
    Figures &baseline = m_figures[0];
    Figures &option = m_figures[1];
    figures(baselineIndex, true, count, baseline);
    Figures &portWork = m_portWorkDiffers ? m_figures[2] : baseline;
    if (m_portWorkDiffers)
        figures(baselineIndex, m_portWorkInputs, m_portWorkForm, true, count, portWork);
    m_baselineMonthsDone = 0;
    for (std::size_t o = 0; o < optionCount; ++o) {
        if (o == baselineIndex) {
            totalsOf(baseline, baseline, count, totals.data() + o * count);
            continue;
        }
        figures(o, false, count, option);
        totalsOf(option, portWork, count, totals.data() + o * count);
    }
    if (m_growing) {
        const double *growth = m_columns.workload(C::GrowthPercentPerMonth);
        for (std::size_t i = 0; i < count; ++i) {
            if (growth[i] == 0.0)
                computeOne(values, count, i, totals);
        }
    }
}

} // namespace acceldecide
