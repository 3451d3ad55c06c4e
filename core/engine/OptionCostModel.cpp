#include "core/engine/OptionCostModel.h"
#include "core/engine/billing/RunSchedule.h"

#include "core/model/Units.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace acceldecide {

namespace {

// What AWS bills after a private pricing agreement: every price of the option's usage
// and commitments times this (1 without one).
double privateFactor(const OptionCostInputs &option)
{
    return 1.0 - option.privateDiscountPercent / 100.0;
}

// An effective rate is what the team pays already: no private discount on top.
double effectiveRate(const OptionCostInputs &option)
{
    if (option.model == PurchaseModel::Effective)
        return option.hourlyUsd;
    const double onDemand =
        option.instanceHourlyUsd / option.acceleratorsPerInstance * privateFactor(option);
    return takesDiscount(option.model) ? onDemand * (1.0 - option.discountPercent / 100.0)
                                       : onDemand;
}

// Measured tokens/s, or peak x MFU / FLOPs per token; 0 when neither is given.
double tokensPerSecond(const Workload &workload, const OptionCostInputs &option)
{
    if (workload.kind == WorkloadKind::Capacity)
        return 0.0;
    if (option.measuredThroughput)
        return option.tokensPerSec;
    const double flops = OptionCostModel::flopsPerToken(workload);
    if (flops <= 0.0)
        return 0.0;
    return option.throughputPeakTflops * units::kTera * (option.mfuPercent / 100.0) / flops;
}

double acceleratorHoursPerRun(const Workload &workload, const SteadyEconomics &economics)
{
    return workload.tokensPerRunBillion * units::kBillion / economics.tokensPerSecPerAccelerator /
           units::kSecondsPerHour * economics.hoursMultiplier;
}

// Accelerator-hours one unit of work takes: a run (training), a million tokens
// (inference, at the workload's utilization) or a month of the capacity.
double acceleratorHoursPerUnit(const Workload &workload, const OptionCostInputs &option,
                               const SteadyEconomics &economics)
{
    switch (workload.kind) {
    case WorkloadKind::Training:
        return acceleratorHoursPerRun(workload, economics);
    case WorkloadKind::Inference:
        return economics.hoursMultiplier / (workload.utilizationPercent / 100.0) /
               (economics.tokensPerSecPerAccelerator * units::kSecondsPerHour / units::kMillion);
    case WorkloadKind::Capacity:
        return option.instances * option.acceleratorsPerInstance * workload.hoursPerMonth *
               economics.hoursMultiplier;
    }
    return 0.0;
}

// Who is busy when: the workload's own busy hours when given; otherwise a training
// cluster's runs back to back (runs x wall-clock hours), a capacity's hours per month,
// and for inference (or a training option without a cluster size) always on.
void placeUsage(const Workload &workload, const OptionCostInputs &option,
                OptionEconomics &economics)
{
    double hours = units::kHoursPerMonth;
    if (workload.kind == WorkloadKind::Capacity)
        hours = std::min(workload.hoursPerMonth, units::kHoursPerMonth);
    else if (workload.busyHoursPerMonth > 0.0)
        hours = std::min(workload.busyHoursPerMonth, units::kHoursPerMonth);
    else if (workload.kind == WorkloadKind::Training && option.clusterAccelerators > 0.0)
        hours = std::min(economics.acceleratorHoursPerMonth / option.clusterAccelerators,
                         units::kHoursPerMonth);
    economics.busyHoursPerMonth = hours;
    economics.busyAccelerators = hours > 0.0 ? economics.acceleratorHoursPerMonth / hours : 0.0;
}

// The held commitments as they bill this option: a savings plan's dollars cover as many
// accelerators as they buy at its discount off this option's on-demand rate.
HeldCommitments heldFor(const OptionCostInputs &option, double onDemandPerAccelerator)
{
    HeldCommitments held;
    held.count = std::min(option.heldCount, HeldCommitments::kMax);
    for (int i = 0; i < held.count; ++i) {
        const HeldInputs &in = option.held[std::size_t(i)];
        HeldCoverage &out = held.items[std::size_t(i)];
        out.owedUsdPerMonth = in.owedUsdPerMonth;
        out.months = in.months;
        const double rate = onDemandPerAccelerator * (1.0 - in.discountPercent / 100.0);
        if (in.covers)
            out.accelerators =
                in.byValue ? (rate > 0.0 ? in.usdPerHour / rate : 0.0) : in.accelerators;
    }
    return held;
}

// Savings plans and reservations bill hour by hour: committed spend every hour of each
// term bought, usage beyond every commitment at the option's own rate. A flat
// savings-plan or reserved purchase is a commitment to the option's peak usage. The
// effective rate is what the horizon's accelerator-hours cost on average, held
// commitments' charges left out (they are owed whatever runs), so per-unit figures
// (cost per run, per million tokens) stay comparable.
void applyCommitments(const Workload &workload, int horizonMonths, const OptionCostInputs &option,
                      OptionEconomics &economics)
{
    const bool flat = option.commitsAtPeak();
    // Held commitments cover usage at their own (list) rates; what AWS then bills for the
    // option's usage and new commitment carries the private discount.
    const double listOnDemand = option.acceleratorsPerInstance > 0.0
                                    ? option.instanceHourlyUsd / option.acceleratorsPerInstance
                                    : 0.0;
    const double onDemand = listOnDemand * privateFactor(option);
    CommitmentTerms terms;
    terms.horizonTreatment = option.horizonTreatment;
    terms.startMonth = option.buysTerm() ? option.commitmentStartMonth : 1;
    terms.startFraction = option.buysTerm() ? option.commitmentStartFraction : 0.0;
    if (option.hasCommitment) {
        terms.termMonths = option.commitmentTermMonths;
        terms.discountPercent = option.commitmentDiscountPercent;
        terms.onDemandUsdPerAcceleratorHour = onDemand;
        terms.renewal = option.renewal;
    } else if (flat) {
        terms.termMonths = termMonths(option.model);
        terms.discountPercent = option.discountPercent;
        terms.onDemandUsdPerAcceleratorHour = onDemand;
    } else {
        // Held commitments only: usage they do not cover is billed as the option buys it.
        terms.onDemandUsdPerAcceleratorHour = economics.effectiveHourlyUsd;
    }
    const UsageProfile usage{economics.busyAccelerators, economics.busyHoursPerMonth,
                             workload.growthPercentPerMonth, workload.lastMonthWithUsage};
    const double committedRate = terms.committedRate();
    // A savings plan's dollars buy usage at its list rate (the private discount then
    // applies to the bill, not to how much the plan covers).
    const double listCommittedRate =
        listOnDemand * (1.0 - option.commitmentDiscountPercent / 100.0);
    if (option.hasCommitment)
        terms.committedAccelerators =
            option.commitmentIsSavingsPlan
                ? (listCommittedRate > 0.0 ? option.commitmentUsdPerHour / listCommittedRate : 0.0)
                : option.commitmentInstances * option.acceleratorsPerInstance;
    else if (flat)
        terms.committedAccelerators = usage.peakAccelerators(horizonMonths);
    economics.held = heldFor(option, listOnDemand);
    economics.commitment = terms;
    economics.varies = true;
    const CommitmentTotals totals =
        CommitmentSimulation::totals(usage, terms, horizonMonths, economics.held);
    economics.termLevels = totals.levels;
    economics.commitmentEndMonth = totals.endMonth;
    economics.horizonComputeUsd = totals.horizonUsd;
    economics.heldHorizonUsd = totals.heldHorizonUsd;
    // The rate over the commitment's own months: those before a later start are, by
    // default, the port's, run on the baseline.
    const double usageUsd = totals.horizonUsd - totals.heldHorizonUsd - totals.beforeStartUsd;
    const double usageHours = totals.acceleratorHours - totals.beforeStartAcceleratorHours;
    // A commitment that never runs within the horizon leaves the months before it.
    const double allUsd = totals.horizonUsd - totals.heldHorizonUsd;
    economics.effectiveHourlyUsd = usageHours > 0.0 ? usageUsd / usageHours
                                   : totals.acceleratorHours > 0.0
                                       ? allUsd / totals.acceleratorHours
                                       : committedRate;
    economics.commitmentOwedAfterHorizonUsd = totals.owedAfterHorizonUsd;
    economics.commitmentRemainingValueUsd = totals.remainingValueUsd;
    economics.commitmentBeyondHorizonUsd = totals.beyondHorizonUsd();
}

// Capacity Blocks are bought whole and paid upfront: the horizon's compute is the fees of
// the blocks bought, plus what held commitments are owed (they cover none of it). The
// effective rate is the fees over the accelerator-hours they serve, so per-unit figures
// (cost per run, per million tokens) carry the idle block hours.
void applyCapacityBlocks(const Workload &workload, int horizonMonths,
                         const OptionCostInputs &option, double hoursPerUnit,
                         OptionEconomics &economics)
{
    const double hoursPerRun = workload.kind == WorkloadKind::Training ? hoursPerUnit : 0.0;
    CapacityBlockPlan &plan = economics.capacityBlocks;
    plan = CapacityBlockPlan::make(workload, horizonMonths, option, hoursPerRun,
                                   economics.busyHoursPerMonth, economics.busyAccelerators);
    const double listOnDemand = option.acceleratorsPerInstance > 0.0
                                    ? option.instanceHourlyUsd / option.acceleratorsPerInstance
                                    : 0.0;
    economics.held = heldFor(option, listOnDemand);
    double held = 0.0;
    for (int m = 1; m <= horizonMonths && !economics.held.empty(); ++m)
        held += economics.held.owedIn(m);
    economics.heldHorizonUsd = held;
    const double fees = plan.feesUsd();
    economics.horizonComputeUsd = fees + held;
    const double served = workload.kind == WorkloadKind::Training
                              ? hoursPerUnit * plan.servedUnitShare
                              : economics.acceleratorHoursPerMonth * plan.servedUnitShare;
    economics.effectiveHourlyUsd =
        served > 0.0 ? fees / served
                     : plan.usdPerInstanceHour / std::max(1.0, option.acceleratorsPerInstance);
    economics.varies = true;
}

} // namespace

OptionCostModel::PortMoney OptionCostModel::portMoney(const OptionCostInputs &option,
                                                      bool isBaseline)
{
    PortMoney money;
    money.maintenanceUsdPerMonth = option.maintenanceUsdPerMonth;
    if (option.hasMigration) {
        money.oneTimeUsd =
            option.migrationWeeks * option.engineers * option.hoursPerWeek * option.hourlyRateUsd;
        // The baseline never ports: its migration costs money but no running time.
        if (!isBaseline)
            money.portMonths = billing::portMonthsOf(option.migrationWeeks);
    }
    return money;
}

SteadyEconomics OptionCostModel::steady(const Workload &workload, int horizonMonths,
                                        const OptionCostInputs &option, bool isBaseline)
{
    SteadyEconomics economics;
    economics.effectiveHourlyUsd = effectiveRate(option);
    economics.hoursMultiplier = 1.0;
    if (workload.kind == WorkloadKind::Training)
        economics.hoursMultiplier *= 1.0 + workload.overheadPercent / 100.0;
    if (option.model == PurchaseModel::Spot)
        economics.hoursMultiplier *= 1.0 + option.interruptionOverheadPercent / 100.0;
    economics.tokensPerSecPerAccelerator = tokensPerSecond(workload, option);

    const PortMoney money = portMoney(option, isBaseline);
    economics.maintenanceUsdPerMonth = money.maintenanceUsdPerMonth;
    economics.oneTimeUsd = money.oneTimeUsd;
    economics.portMonths = money.portMonths;

    // The same products as hoursPerUnit x rate, in the order the seeds' worked
    // examples multiply them (their tests compare to the last digit).
    const double rate = economics.effectiveHourlyUsd;
    switch (workload.kind) {
    case WorkloadKind::Training:
        economics.unitCostUsd = acceleratorHoursPerRun(workload, economics) * rate;
        economics.monthlyComputeUsd = workload.runs / horizonMonths * economics.unitCostUsd;
        break;
    case WorkloadKind::Inference:
        economics.unitCostUsd =
            rate /
            (economics.tokensPerSecPerAccelerator * units::kSecondsPerHour / units::kMillion) *
            economics.hoursMultiplier / (workload.utilizationPercent / 100.0);
        economics.monthlyComputeUsd =
            unitsPerMonth(workload, horizonMonths) * economics.unitCostUsd;
        break;
    case WorkloadKind::Capacity:
        economics.monthlyComputeUsd = option.instances * option.acceleratorsPerInstance * rate *
                                      workload.hoursPerMonth * economics.hoursMultiplier;
        economics.unitCostUsd = economics.monthlyComputeUsd;
        break;
    }
    // A flat savings-plan or reserved purchase is steady only when whole terms fill the
    // horizon (isSteady): nothing is owed past it.
    return economics;
}

OptionEconomics OptionCostModel::economics(const Workload &workload, int horizonMonths,
                                           const OptionCostInputs &option, bool isBaseline)
{
    OptionEconomics economics;
    static_cast<SteadyEconomics &>(economics) = steady(workload, horizonMonths, option, isBaseline);
    economics.portWorkMonths = economics.portMonths;

    if (option.model == PurchaseModel::CapacityBlock) {
        const double hoursPerUnit = acceleratorHoursPerUnit(workload, option, economics);
        economics.acceleratorHoursPerMonth = unitsPerMonth(workload, horizonMonths) * hoursPerUnit;
        placeUsage(workload, option, economics);
        applyCapacityBlocks(workload, horizonMonths, option, hoursPerUnit, economics);
        economics.portMonths = economics.capacityBlocks.portEndMonths(economics.portMonths);
        economics.unitCostUsd = hoursPerUnit * economics.effectiveHourlyUsd;
        economics.monthlyComputeUsd =
            economics.acceleratorHoursPerMonth * economics.effectiveHourlyUsd;
        return economics;
    }

    if (option.billsCommitments() && !isSteady(workload, horizonMonths, option, isBaseline)) {
        // Accelerator-hours per unit of work: per run, per million tokens, per month.
        // The commitments replace the on-demand figures steady() gave.
        const double hoursPerUnit = acceleratorHoursPerUnit(workload, option, economics);
        economics.acceleratorHoursPerMonth = unitsPerMonth(workload, horizonMonths) * hoursPerUnit;
        placeUsage(workload, option, economics);
        applyCommitments(workload, horizonMonths, option, economics);
        economics.unitCostUsd = hoursPerUnit * economics.effectiveHourlyUsd;
        economics.monthlyComputeUsd =
            economics.acceleratorHoursPerMonth * economics.effectiveHourlyUsd;
        return economics;
    }

    economics.varies = !isSteady(workload, horizonMonths, option, isBaseline);
    if (economics.varies) {
        // The months' usage shares, compounded in the loop (Monte Carlo runs this per
        // sample; a pow per month would dominate it).
        const int running =
            std::min(horizonMonths, workload.lastMonthWithUsage.value_or(horizonMonths));
        const double growth = 1.0 + workload.growthPercentPerMonth / 100.0;
        double months = 0.0;
        double scale = 1.0;
        if (workload.observedUsageScales.empty()) {
            for (int m = 1; m <= running; ++m, scale *= growth)
                months += scale;
        } else {
            for (int m = 1; m <= horizonMonths; ++m)
                months += usageScale(workload, m);
        }
        economics.horizonComputeUsd = economics.monthlyComputeUsd * months;
    } else {
        economics.horizonComputeUsd = economics.monthlyComputeUsd * horizonMonths;
    }
    return economics;
}

double OptionCostModel::flopsPerToken(const Workload &workload)
{
    // The rule of thumb: 6 x parameters FLOPs per trained token (forward + backward),
    // 2 x parameters per served token.
    const double factor = workload.kind == WorkloadKind::Training ? 6.0 : 2.0;
    return factor * workload.modelParamsBillion * units::kBillion;
}

double OptionCostModel::usageScale(const Workload &workload, int month)
{
    if (!workload.observedUsageScales.empty())
        if (const auto observed = workload.observedUsageScales.find(month);
            observed != workload.observedUsageScales.end())
            return observed->second;
    if (workload.lastMonthWithUsage && month > *workload.lastMonthWithUsage)
        return 0.0;
    if (workload.growthPercentPerMonth == 0.0)
        return 1.0;
    return UsageProfile::compound(1.0, workload.growthPercentPerMonth, month - 1);
}

double OptionCostModel::monthComputeUsd(const OptionEconomics &option, int month, double scale)
{
    // Blocks are bought for the workload's stated runs or busy months: the month's
    // usage share moves no fee (the parser refuses growth with them).
    if (option.capacityBlocks.active)
        return option.capacityBlocks.feeUsd(month) +
               (option.held.empty() ? 0.0 : option.held.owedIn(month));
    if (!option.commitment)
        return option.monthlyComputeUsd * scale;
    const CommitmentTerms &terms = *option.commitment;
    return CommitmentSimulation::monthTotalUsd(
        option.busyAccelerators * scale, option.busyHoursPerMonth, terms,
        CommitmentSimulation::levelsIn(month, terms, option.termLevels, option.commitmentEndMonth),
        option.held.acceleratorsIn(month), option.held.owedIn(month));
}

bool OptionCostModel::isSteady(const Workload &workload, int horizonMonths,
                               const OptionCostInputs &option, bool isBaseline)
{
    if (option.hasCommitment || option.heldCount > 0 || workload.growthPercentPerMonth != 0.0 ||
        workload.lastMonthWithUsage || !workload.observedUsageScales.empty() ||
        option.model == PurchaseModel::CapacityBlock)
        return false;
    // A port moves whole training runs to the baseline, not its share of each month.
    if (workload.kind == WorkloadKind::Training && option.ports(isBaseline))
        return false;
    if (!option.commitsAtPeak())
        return true;
    // A flat purchase's term is billed through the port too, while the work still runs
    // on the baseline: its port months are not its other months.
    if (option.ports(isBaseline))
        return false;
    if (horizonMonths % termMonths(option.model) != 0)
        return false;
    // Used every hour whatever the sampled values: placeUsage's rules.
    if (workload.kind == WorkloadKind::Capacity)
        return workload.hoursPerMonth >= units::kHoursPerMonth;
    if (workload.busyHoursPerMonth > 0.0)
        return workload.busyHoursPerMonth >= units::kHoursPerMonth;
    return !(workload.kind == WorkloadKind::Training && option.clusterAccelerators > 0.0);
}

std::optional<ValidationError> OptionCostModel::problemOf(const Scenario &scenario,
                                                          const Option &option)
{
    // A scenario read with catalog resolution may still lack these if nobody resolved
    // them; computing with 0 would be a silently wrong number.
    const std::string path = "options." + option.id;
    if (option.purchase.discountFromCatalog)
        return ValidationError{path + ".purchase.discount_percent",
                               "missing (not given and not resolved from a catalog)"};
    if (option.commitment && option.commitment->discountFromCatalog)
        return ValidationError{path + ".commitment.discount_percent",
                               "missing (not given and not resolved from a catalog)"};
    if (option.purchase.interruption && !option.purchase.interruption->resolved)
        return ValidationError{path + ".purchase.interruption",
                               "not resolved from a catalog's Spot Instance Advisor data"};
    if (option.purchase.model == PurchaseModel::CapacityBlock && !option.purchase.hourlyUsd)
        return ValidationError{path + ".purchase.hourly_usd",
                               "missing (no capacity block rate per instance-hour given and "
                               "none resolved from a catalog)"};
    if (option.purchase.model != PurchaseModel::Effective &&
        option.purchase.model != PurchaseModel::CapacityBlock && !option.instanceHourlyUsd)
        return ValidationError{path + ".instance_hourly_usd",
                               "missing (not given and not resolved from a catalog)"};
    const Expected<OptionCostInputs, ValidationError> inputs =
        OptionCostInputs::read(scenario, option);
    if (!inputs)
        return inputs.error();
    if (scenario.workload.kind != WorkloadKind::Capacity &&
        !(tokensPerSecond(scenario.workload, *inputs) > 0.0))
        return ValidationError{path + ".throughput", "no usable throughput"};
    return std::nullopt;
}

OptionEconomics OptionCostModel::economics(const Scenario &scenario, const Option &option,
                                           bool isBaseline)
{
    if (const std::optional<ValidationError> problem = problemOf(scenario, option))
        throw std::invalid_argument(problem->toString());
    const OptionCostInputs inputs = OptionCostInputs::from(scenario, option);
    OptionEconomics economics =
        OptionCostModel::economics(scenario.workload, scenario.horizonMonths, inputs, isBaseline);
    // The hot path places usage only for commitments; a person also wants it for an
    // option without one (what a commitment would see).
    if (!economics.commitment && !economics.capacityBlocks.active) {
        economics.acceleratorHoursPerMonth =
            unitsPerMonth(scenario.workload, scenario.horizonMonths) *
            acceleratorHoursPerUnit(scenario.workload, inputs, economics);
        placeUsage(scenario.workload, inputs, economics);
    }
    return economics;
}

OptionCostBasis OptionCostModel::compute(const Scenario &scenario, const Option &option,
                                         bool isBaseline)
{
    OptionCostBasis basis;
    static_cast<OptionEconomics &>(basis) = economics(scenario, option, isBaseline);
    const Workload &workload = scenario.workload;

    if (option.instanceHourlyUsd)
        basis.acceleratorHourlyUsd = *option.instanceHourlyUsd / option.acceleratorsPerInstance;
    if (workload.kind == WorkloadKind::Capacity)
        return basis;

    basis.measuredOrDerivedTokensPerSec = basis.tokensPerSecPerAccelerator;
    const double flops = OptionCostModel::flopsPerToken(workload);
    if (option.throughput && option.throughput->isMeasured() && option.peakTflops && flops > 0.0)
        basis.impliedMfuPercent =
            basis.tokensPerSecPerAccelerator * flops / (*option.peakTflops * units::kTera) * 100.0;

    if (workload.kind == WorkloadKind::Training) {
        const double hours = acceleratorHoursPerRun(workload, basis);
        basis.acceleratorHoursPerRun = hours;
        basis.costPerRunUsd = basis.unitCostUsd;
        basis.costPerMillionTokensUsd =
            basis.unitCostUsd / (workload.tokensPerRunBillion * units::kBillion / units::kMillion);
        if (option.clusterAccelerators)
            basis.wallClockHoursPerRun = hours / *option.clusterAccelerators;
        else if (basis.capacityBlocks.active)
            basis.wallClockHoursPerRun = basis.capacityBlocks.runWallClockHours;
    } else {
        basis.costPerMillionTokensUsd = basis.unitCostUsd;
    }
    return basis;
}

bool OptionCostModel::billsHourByHour(const Scenario &scenario, const Option &option)
{
    const OptionCostInputs inputs = OptionCostInputs::from(scenario, option);
    return inputs.billsCommitments() && !isSteady(scenario.workload, scenario.horizonMonths, inputs,
                                                  option.id == scenario.baseline);
}

double OptionCostModel::unitsPerMonth(const Scenario &scenario)
{
    return unitsPerMonth(scenario.workload, scenario.horizonMonths);
}

double OptionCostModel::unitsPerMonth(const Workload &workload, int horizonMonths)
{
    switch (workload.kind) {
    case WorkloadKind::Training:
        return workload.runs / horizonMonths;
    case WorkloadKind::Inference:
        return workload.tokensPerDayBillion * (units::kBillion / units::kMillion) *
               units::kDaysPerMonth;
    case WorkloadKind::Capacity:
        return 1.0;
    }
    return 1.0;
}

double OptionCostModel::horizonTotalUsd(const OptionEconomics &option,
                                        const OptionEconomics &baseline, const Workload &workload,
                                        int horizonMonths)
{
    if (!option.varies && !baseline.varies)
        return steadyTotalUsd(option, baseline.monthlyComputeUsd, horizonMonths);
    const double portedShare = billing::portedShare(option.portMonths, horizonMonths);
    // Only the port's own months differ from the option running from month 1.
    double total = option.oneTimeUsd + option.horizonComputeUsd +
                   horizonMonths * option.maintenanceUsdPerMonth;
    const int portMonths = billing::portMonthCount(portedShare);
    const bool wholeRuns = portsWholeRuns(option, baseline, workload);
    for (int m = 1; m <= portMonths; ++m) {
        const double porting = billing::portingShare(portedShare, m);
        const double scale = usageScale(workload, m);
        if (!wholeRuns) {
            total += billing::portShiftUsd(
                porting, monthComputeUsd(baseline, m, scale), monthComputeUsd(option, m, scale),
                portKeptUsd(option, m, scale, porting), option.maintenanceUsdPerMonth);
            continue;
        }
        const double work = portedWorkShare(workload, horizonMonths, m, portedShare);
        total += portedComputeUsd(baseline, m, scale, portedShare, work) -
                 portedComputeUsd(option, m, scale, portedShare, work) -
                 porting * option.maintenanceUsdPerMonth;
    }
    return billing::atLeastOneTime(total, option.oneTimeUsd);
}

double OptionCostModel::ownCommitmentOwedUsd(const OptionEconomics &option, int month)
{
    if (!option.commitment)
        return 0.0;
    const CommitmentTerms &terms = *option.commitment;
    return CommitmentSimulation::owedIn(
        terms,
        CommitmentSimulation::levelsIn(month, terms, option.termLevels, option.commitmentEndMonth));
}

double OptionCostModel::portKeptUsd(const OptionEconomics &option, int month, double usageScale,
                                    double movedShare)
{
    if (!option.commitment || !option.commitment->startsWithinMonth())
        return ownCommitmentOwedUsd(option, month);
    const CommitmentTerms &terms = *option.commitment;
    const CommitmentSimulation::MonthLevels level =
        CommitmentSimulation::levelsIn(month, terms, option.termLevels, option.commitmentEndMonth);
    const double busy = option.busyAccelerators * usageScale;
    const double heldAccelerators = option.held.acceleratorsIn(month);
    const double heldOwed = option.held.owedIn(month);
    const auto netAt = [&](double at) {
        return CommitmentSimulation::monthTotalUsd(busy, option.busyHoursPerMonth, terms, at,
                                                   heldAccelerators, heldOwed) -
               (at > 0.0 ? billing::owedUsd(at, terms.committedRate()) : 0.0);
    };
    return billing::keptWithinStartUsd(monthComputeUsd(option, month, usageScale),
                                       netAt(level.fromStartMonth), netAt(level.fromMonthAfter),
                                       terms.startFraction, movedShare);
}

OptionEconomics OptionCostModel::portWorkEconomics(const Workload &workload, int horizonMonths,
                                                   const OptionCostInputs &baseline,
                                                   const OptionEconomics &baselineEconomics)
{
    if (!baseline.buysTerm())
        return baselineEconomics;
    return economics(workload, horizonMonths, billing::portWorkPurchase(baseline), true);
}

double OptionCostModel::portedWorkShare(const Workload &workload, int horizonMonths, int month,
                                        double portMonths)
{
    if (workload.kind == WorkloadKind::Training)
        return billing::wholeRunsPortedShare(month, portMonths, workload.runs, horizonMonths,
                                             workload.runMonths);
    return billing::portingShare(portMonths, month);
}

double OptionCostModel::portedComputeUsd(const OptionEconomics &option, int month,
                                         double usageScale, double portMonths, double workShare)
{
    const double porting = billing::portingShare(portMonths, month);
    if (!portsWholeBlocks(option))
        return workShare * (monthComputeUsd(option, month, usageScale) -
                            portKeptUsd(option, month, usageScale, workShare));
    return option.capacityBlocks.feeBeforeUsd(month, portMonths) +
           (option.held.empty() ? 0.0 : porting * option.held.owedIn(month));
}

} // namespace acceldecide
