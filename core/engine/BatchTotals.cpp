#include "core/engine/BatchTotals.h"

#include "core/engine/BatchTotalsFigures.h"
#include "core/engine/CommitmentSimulation.h"
#include "core/engine/ScenarioTotals.h"
#include "core/engine/VectorClones.h"
#include "core/model/Units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace acceldecide {

namespace {

constexpr std::size_t N = BatchTotals::kMaxBatch;
using C = BatchColumns;

// One flat-usage commitment term's months: within the horizon and past it, with usage
// running or stopped; the choice the renewal policy leaves; whether months past the
// horizon still do work.
struct TermShape
{
    double inRunning;
    double inIdle;
    double pastRunning;
    double pastIdle;
    double last;   // the term's last month
    bool buys;     // buys at the stated level whatever it costs
    bool compares; // buys if that is cheaper than buying nothing
    bool valuePast;
};
// std::min and std::clamp by value: theirs return references, which the vectoriser
// cannot follow once inlined. Same comparisons, same results.
inline double lesser(double a, double b)
{
    return b < a ? b : a;
}
inline double clampByValue(double v, double low, double high)
{
    return v < low ? low : high < v ? high : v;
}

// One term decided and billed for every variant, as CommitmentSimulation::totals() does
// for flat usage. A function of its own with unaliased arrays and the term's choice as
// flags, so the loop vectorises (inline, the compiler could not prove the arrays apart and
// kept a scalar loop with a branch per variant; restrict counts only on parameters).
ACCELDECIDE_VECTOR_CLONES
void billTerm(const TermShape &t, std::size_t n, const double *__restrict busyHours,
              const double *__restrict busy, const double *__restrict onDemandRate,
              const double *__restrict committedRate, const double *__restrict stated,
              double *__restrict levels, double *__restrict endMonth, double *__restrict horizonUsd,
              double *__restrict owedAfter, double *__restrict remaining)
{
    const double inRunning = t.inRunning, inIdle = t.inIdle, pastRunning = t.pastRunning,
                 pastIdle = t.pastIdle, last = t.last;
    // The choices as factors of 1 or 0 (a vector select cannot take a scalar condition):
    // x * 1.0 is x and x * 0.0 is +0.0 for the finite, non-negative levels and amounts
    // here, so the results are those of the choices.
    const double buys = t.buys ? 1.0 : 0.0;
    const double buysIfCheaper = t.buys || t.compares ? 1.0 : 0.0;
    const double valuePast = t.valuePast ? 1.0 : 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double hours = clampByValue(busyHours[i], 0.0, units::kHoursPerMonth);
        const double onDemand = onDemandRate[i];
        const double rate = committedRate[i];
        const double used = busy[i];
        // owed - 0.0 is owed to the bit, so not valuing the months past the horizon is
        // a subtraction of nothing rather than a branch.
        const auto past = [&](double owed, double covered) {
            return owed - lesser(owed, covered * hours * onDemand) * valuePast;
        };
        const auto costAt = [&](double level) {
            const double owed = level * rate * units::kHoursPerMonth;
            const double covered = lesser(used, level);
            return inRunning * (owed + (used - covered) * hours * onDemand) + inIdle * owed +
                   pastRunning * past(owed, covered) + pastIdle * past(owed, 0.0);
        };
        const double offered = stated[i];
        const double whenCheaper = offered * buysIfCheaper;
        const double otherwise = offered * buys;
        const double level = costAt(offered) < costAt(0.0) ? whenCheaper : otherwise;
        levels[i] = level;
        endMonth[i] = level > 0.0 ? last : endMonth[i];
        const double covered = lesser(used, level);
        const double owed = level * (rate * units::kHoursPerMonth);
        horizonUsd[i] +=
            (inRunning + inIdle) * owed + inRunning * (used - covered) * hours * onDemand;
        owedAfter[i] += (pastRunning + pastIdle) * owed;
        remaining[i] +=
            pastRunning * (owed - past(owed, covered)) + pastIdle * (owed - past(owed, 0.0));
    }
}

} // namespace

BatchTotals::BatchTotals(const Scenario &scenario, std::span<const std::string> targets)
    : m_inputs(ScenarioCostInputs::from(scenario)), m_columns(scenario, m_inputs, targets),
      m_scratch(m_inputs.options.size()), m_figures(2)
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
    for (const OptionCostInputs &option : m_inputs.options) {
        Form form = Form::Steady;
        if (option.billsCommitments() &&
            (m_growing || !OptionCostModel::isSteady(workload, m_inputs.horizonMonths, option)))
            form = Form::Commitment;
        else if (m_growing)
            form = Form::Growing;
        else if (!OptionCostModel::isSteady(workload, m_inputs.horizonMonths, option))
            form = Form::Stopping;
        // Held commitments, a private discount, credits and capacity blocks (whole blocks
        // bought in the months runs start) have no array forms.
        if (option.heldCount > 0 || option.privateDiscountPercent != 0.0 ||
            option.model == PurchaseModel::CapacityBlock)
            m_vectorised = false;
        m_forms.push_back(form);
    }
}

BatchTotals::~BatchTotals() = default;

ACCELDECIDE_VECTOR_CLONES
void BatchTotals::steadyFigures(std::size_t o, bool isBaseline, std::size_t n, Figures &out) const
{
    const OptionCostInputs &in = m_inputs.options[o];
    const Workload &w = m_inputs.workload;
    const auto col = [&](C::OptionField f) {
        return m_columns.option(o, f);
    };
    const auto wcol = [&](C::WorkloadField f) {
        return m_columns.workload(f);
    };
    const double *instance = col(C::InstanceHourlyUsd);
    const double *perInstance = col(C::AcceleratorsPerInstance);
    const double *discount = col(C::DiscountPercent);
    const double *hourly = col(C::HourlyUsd);
    const double *interruption = col(C::InterruptionOverheadPercent);
    const double *overhead = wcol(C::OverheadPercent);

    // OptionCostModel::steady(), operation for operation.
    const bool effective = in.model == PurchaseModel::Effective;
    const bool discounted = takesDiscount(in.model);
    const bool training = w.kind == WorkloadKind::Training;
    const bool spot = in.model == PurchaseModel::Spot;
    for (std::size_t i = 0; i < n; ++i) {
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

    if (w.kind == WorkloadKind::Capacity) {
        std::fill(out.tokensPerSec, out.tokensPerSec + n, 0.0);
    } else if (in.measuredThroughput) {
        std::copy(col(C::TokensPerSec), col(C::TokensPerSec) + n, out.tokensPerSec);
    } else {
        const double factor = training ? 6.0 : 2.0;
        const double *params = wcol(C::ModelParamsBillion);
        const double *peak = col(C::PeakTflops);
        const double *mfu = col(C::MfuPercent);
        for (std::size_t i = 0; i < n; ++i) {
            // Loads before the choice: a load the CPU might skip cannot be vectorised.
            const double flops = factor * params[i] * units::kBillion;
            const double peakTflops = peak[i];
            const double mfuPercent = mfu[i];
            out.tokensPerSec[i] =
                flops <= 0.0 ? 0.0 : peakTflops * units::kTera * (mfuPercent / 100.0) / flops;
        }
    }

    std::copy(col(C::MaintenanceUsdPerMonth), col(C::MaintenanceUsdPerMonth) + n, out.maintenance);
    if (in.hasMigration) {
        const double *weeks = col(C::MigrationWeeks);
        const double *engineers = col(C::Engineers);
        const double *hoursPerWeek = col(C::HoursPerWeek);
        const double *rate = col(C::HourlyRateUsd);
        for (std::size_t i = 0; i < n; ++i) {
            out.oneTime[i] = weeks[i] * engineers[i] * hoursPerWeek[i] * rate[i];
            out.portMonths[i] =
                isBaseline ? 0.0 : weeks[i] * units::kHoursPerWeek / units::kHoursPerMonth;
        }
    } else {
        std::fill(out.oneTime, out.oneTime + n, 0.0);
        std::fill(out.portMonths, out.portMonths + n, 0.0);
    }

    const double horizon = m_inputs.horizonMonths;
    switch (w.kind) {
    case WorkloadKind::Training: {
        const double *tokensPerRun = wcol(C::TokensPerRunBillion);
        const double *runs = wcol(C::Runs);
        for (std::size_t i = 0; i < n; ++i) {
            const double hoursPerRun = tokensPerRun[i] * units::kBillion / out.tokensPerSec[i] /
                                       units::kSecondsPerHour * out.hoursMultiplier[i];
            out.monthly[i] = runs[i] / horizon * (hoursPerRun * out.rate[i]);
        }
        break;
    }
    case WorkloadKind::Inference: {
        const double *tokensPerDay = wcol(C::TokensPerDayBillion);
        const double *utilization = wcol(C::UtilizationPercent);
        for (std::size_t i = 0; i < n; ++i) {
            const double unitCost =
                out.rate[i] / (out.tokensPerSec[i] * units::kSecondsPerHour / units::kMillion) *
                out.hoursMultiplier[i] / (utilization[i] / 100.0);
            out.monthly[i] = tokensPerDay[i] * (units::kBillion / units::kMillion) *
                             units::kDaysPerMonth * unitCost;
        }
        break;
    }
    case WorkloadKind::Capacity: {
        const double *instances = col(C::Instances);
        const double *hoursPerMonth = wcol(C::HoursPerMonth);
        for (std::size_t i = 0; i < n; ++i)
            out.monthly[i] = instances[i] * perInstance[i] * out.rate[i] * hoursPerMonth[i] *
                             out.hoursMultiplier[i];
        break;
    }
    }
}

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
    const auto wcol = [&](C::WorkloadField f) {
        return m_columns.workload(f);
    };
    const double *perInstance = col(C::AcceleratorsPerInstance);
    const double *instance = col(C::InstanceHourlyUsd);
    const double *cluster = col(C::ClusterAccelerators);
    double *busyHours = out.busyHours;
    double *busy = out.busyAccelerators;

    // Usage: accelerator-hours a month (acceleratorHoursPerUnit() x unitsPerMonth()),
    // spent by busy accelerators in busy hours (placeUsage()).
    alignas(64) double perMonth[N];
    switch (w.kind) {
    case WorkloadKind::Training: {
        const double *tokensPerRun = wcol(C::TokensPerRunBillion);
        const double *runs = wcol(C::Runs);
        for (std::size_t i = 0; i < n; ++i)
            perMonth[i] = runs[i] / horizon *
                          (tokensPerRun[i] * units::kBillion / out.tokensPerSec[i] /
                           units::kSecondsPerHour * out.hoursMultiplier[i]);
        break;
    }
    case WorkloadKind::Inference: {
        const double *tokensPerDay = wcol(C::TokensPerDayBillion);
        const double *utilization = wcol(C::UtilizationPercent);
        for (std::size_t i = 0; i < n; ++i)
            perMonth[i] = tokensPerDay[i] * (units::kBillion / units::kMillion) *
                          units::kDaysPerMonth *
                          (out.hoursMultiplier[i] / (utilization[i] / 100.0) /
                           (out.tokensPerSec[i] * units::kSecondsPerHour / units::kMillion));
        break;
    }
    case WorkloadKind::Capacity: {
        const double *instances = col(C::Instances);
        const double *hoursPerMonth = wcol(C::HoursPerMonth);
        for (std::size_t i = 0; i < n; ++i)
            perMonth[i] =
                1.0 * (instances[i] * perInstance[i] * hoursPerMonth[i] * out.hoursMultiplier[i]);
        break;
    }
    }
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

    // The commitment: its own, or a flat purchase's at the peak (flat usage: month 1's).
    const bool own = in.hasCommitment;
    const bool savingsPlan = in.commitmentIsSavingsPlan;
    const double *discount = own ? col(C::CommitmentDiscountPercent) : col(C::DiscountPercent);
    const double *usdPerHour = col(C::CommitmentUsdPerHour);
    const double *committedInstances = col(C::CommitmentInstances);
    const int running = std::min(horizon, w.lastMonthWithUsage.value_or(horizon));
    alignas(64) double stated[N];
    for (std::size_t i = 0; i < n; ++i) {
        const double price = instance[i];
        const double accelerators = perInstance[i];
        const double onDemand = accelerators > 0.0 ? price / accelerators : 0.0;
        const double rate = onDemand * (1.0 - discount[i] / 100.0);
        out.onDemand[i] = onDemand;
        out.committedRate[i] = rate;
        const double dollars = usdPerHour[i];
        const double reserved = committedInstances[i] * perInstance[i];
        const double bought = savingsPlan ? (rate > 0.0 ? dollars / rate : 0.0) : reserved;
        const double peak = busy[i];
        const double level = own ? bought : (running < 1 ? 0.0 : peak);
        stated[i] = level > 0.0 ? level : 0.0;
    }

    if (m_growing) {
        // The peak of growing usage is its last running month's (UsageProfile).
        const double *growth = m_columns.workload(C::GrowthPercentPerMonth);
        if (!own && running > 1) {
            alignas(64) double peak[N];
            alignas(64) double factor[N];
            for (std::size_t i = 0; i < n; ++i) {
                peak[i] = busy[i];
                factor[i] = 1.0 + growth[i] / 100.0;
            }
            for (int m = 1; m < running; ++m) {
                for (std::size_t i = 0; i < n; ++i)
                    peak[i] *= factor[i];
            }
            for (std::size_t i = 0; i < n; ++i)
                stated[i] = growth[i] > 0.0 ? peak[i] : stated[i];
        }
        for (std::size_t i = 0; i < n; ++i)
            stated[i] = stated[i] > 0.0 ? stated[i] : 0.0;
        growingCommitmentFigures(o, n, stated, out);
        return;
    }

    // Each term decided and billed as CommitmentSimulation::totals() does for flat usage.
    const int term = own ? in.commitmentTermMonths : termMonths(in.model);
    const RenewalPolicy renewal = own ? in.renewal : RenewalPolicy::Optimal;
    const bool valuePast = in.horizonTreatment == HorizonTreatment::WorkContinues;
    out.termMonths = term;
    const int count = CommitmentSimulation::termCount(term, horizon);
    out.termCount = count;
    const int termsInPlay = (horizon + term - 1) / term;
    const int stop = w.lastMonthWithUsage.value_or(std::numeric_limits<int>::max());
    alignas(64) double horizonUsd[N];
    alignas(64) double owedAfter[N];
    alignas(64) double remaining[N];
    std::fill(horizonUsd, horizonUsd + n, 0.0);
    std::fill(owedAfter, owedAfter + n, 0.0);
    std::fill(remaining, remaining + n, 0.0);
    std::fill(out.endMonth, out.endMonth + n, 0.0);
    const auto span = [](int from, int to) {
        return std::max(0, to - from + 1);
    };
    for (int k = 0; k < termsInPlay; ++k) {
        const int first = k * term + 1;
        const int last = first + term - 1;
        const int inLast = std::min(last, horizon);
        const int inRunningCount = span(first, std::min(inLast, stop));
        const double inRunning = inRunningCount;
        const double inIdle = span(first, inLast) - inRunningCount;
        const int pastFirst = std::max(first, horizon + 1);
        const int pastRunningCount = span(pastFirst, std::min(last, stop));
        const double pastRunning = pastRunningCount;
        const double pastIdle = span(pastFirst, last) - pastRunningCount;
        // Whether this term buys: the first always (at the stated level), one past the
        // last that starts within the horizon never, the others by the renewal policy.
        enum
        {
            Buy,
            Skip,
            Compare
        } choice = Buy;
        if (k >= count || (k > 0 && renewal == RenewalPolicy::Never))
            choice = Skip;
        else if (k > 0 && renewal == RenewalPolicy::WhileUsageContinues)
            choice = first <= running ? Buy : Skip;
        else if (k > 0)
            choice = Compare;
        // Terms past kMaxTerms (never within a valid horizon) only bill usage on demand.
        alignas(64) double unrecorded[N];
        double *levels = k < count ? out.levels[k] : unrecorded;
        const TermShape shape{inRunning,    inIdle,        pastRunning,       pastIdle,
                              double(last), choice == Buy, choice == Compare, valuePast};
        billTerm(shape, n, busyHours, busy, out.onDemand, out.committedRate, stated, levels,
                 out.endMonth, horizonUsd, owedAfter, remaining);
    }
    for (std::size_t i = 0; i < n; ++i) {
        out.horizonCompute[i] = horizonUsd[i];
        out.beyond[i] = owedAfter[i] - remaining[i];
    }
}

void BatchTotals::figures(std::size_t o, bool isBaseline, std::size_t n, Figures &out) const
{
    out.form = m_forms[o];
    steadyFigures(o, isBaseline, n, out);
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
void BatchTotals::monthUsd(const Figures &f, int month, std::size_t n, double *out) const
{
    const std::optional<int> &last = m_inputs.workload.lastMonthWithUsage;
    const double scale = last && month > *last ? 0.0 : 1.0;
    const double *scales = m_growing ? usageScales(month, n) : nullptr;
    if (f.form != Form::Commitment) {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = f.monthly[i] * (m_growing ? scales[i] : scale);
        return;
    }
    const int term = CommitmentSimulation::termIndexOf(month, f.termMonths);
    // endMonth never reaches a term that was not decided, so its level is never read.
    const double *levels = f.levels[std::min(term, std::max(0, f.termCount - 1))];
    const bool decided = term < f.termCount;
    for (std::size_t i = 0; i < n; ++i) {
        const double bought = levels[i];
        const double rate = f.committedRate[i];
        const double level = (decided & (month <= f.endMonth[i])) ? bought : 0.0;
        const double busy = f.busyAccelerators[i] * (m_growing ? scales[i] : scale);
        const double hours = std::clamp(f.busyHours[i], 0.0, units::kHoursPerMonth);
        const double residual = busy - std::min(busy, 0.0);
        const double covered = level > 0.0 ? std::min(residual, level) : 0.0;
        const double committed = level > 0.0 ? level * rate * units::kHoursPerMonth : 0.0;
        out[i] = 0.0 + committed + (residual - covered) * hours * f.onDemand[i];
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
            // steadyTotalUsd()'s "< 0 ? 0 : > horizon ? horizon : itself" is a clamp.
            const double ported = std::clamp(option.portMonths[i], 0.0, double(horizon));
            out[i] = option.oneTime[i] + ported * baseline.monthly[i] +
                     (horizon - ported) * (option.monthly[i] + option.maintenance[i]) +
                     option.beyond[i];
        }
        return;
    }
    // Only the port's months differ from the option running from month 1; month m runs
    // on the baseline for the share clamp(ported - (m - 1), 0, 1), nothing once that is 0.
    alignas(64) double ported[N];
    alignas(64) double baselineMonth[N];
    alignas(64) double optionMonth[N];
    double longest = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        ported[i] = std::clamp(option.portMonths[i], 0.0, double(horizon));
        out[i] = option.oneTime[i] + option.horizonCompute[i] + horizon * option.maintenance[i];
        longest = std::max(longest, ported[i]);
    }
    const int portMonths = static_cast<int>(std::ceil(longest));
    for (int m = 1; m <= portMonths; ++m) {
        monthUsd(baseline, m, n, baselineMonth);
        monthUsd(option, m, n, optionMonth);
        for (std::size_t i = 0; i < n; ++i) {
            const double porting = std::clamp(ported[i] - (m - 1), 0.0, 1.0);
            const double shift =
                porting * (baselineMonth[i] - optionMonth[i] - option.maintenance[i]);
            out[i] += porting > 0.0 ? shift : 0.0;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        out[i] += option.beyond[i];
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
    const std::size_t baselineIndex = m_inputs.baselineIndex;
    Figures &baseline = m_figures[0];
    Figures &option = m_figures[1];
    figures(baselineIndex, true, count, baseline);
    for (std::size_t o = 0; o < optionCount; ++o) {
        if (o == baselineIndex) {
            totalsOf(baseline, baseline, count, totals.data() + o * count);
            continue;
        }
        figures(o, false, count, option);
        totalsOf(option, baseline, count, totals.data() + o * count);
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
