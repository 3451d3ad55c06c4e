#include "OptionCostModel.h"

#include "Units.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace acceldecide {

namespace {

double flopsPerToken(const Workload &workload)
{
    // The rule of thumb the issue fixes: 6 x parameters FLOPs per trained token
    // (forward + backward), 2 x parameters per served token.
    const double factor = workload.kind == WorkloadKind::Training ? 6.0 : 2.0;
    return factor * workload.modelParamsBillion * units::kBillion;
}

double teamValue(const std::optional<double> &override, const std::optional<Team> &team,
                 std::optional<double> Team::*field, const Option &option, const char *name)
{
    if (override)
        return *override;
    if (team && (*team).*field)
        return *((*team).*field);
    throw std::invalid_argument("options." + option.id + ".migration." + name +
                                ": missing (set it on the option or in team)");
}

double migrationUsd(const Scenario &scenario, const Option &option)
{
    if (!option.migration)
        return 0.0;
    const Migration &migration = *option.migration;
    const double engineers =
        teamValue(migration.engineers, scenario.team, &Team::engineers, option, "engineers");
    const double hoursPerWeek = teamValue(migration.hoursPerWeek, scenario.team,
                                          &Team::hoursPerWeek, option, "hours_per_week");
    const double rate = teamValue(migration.hourlyRateUsd, scenario.team, &Team::hourlyRateUsd,
                                  option, "hourly_rate_usd");
    return migration.weeks * engineers * hoursPerWeek * rate;
}

double effectiveRate(const Option &option)
{
    const Purchase &purchase = option.purchase;
    if (purchase.model == PurchaseModel::Effective)
        return purchase.hourlyUsd.value_or(0.0);
    const double onDemand = option.instanceHourlyUsd.value_or(0.0) / option.acceleratorsPerInstance;
    return takesDiscount(purchase.model) ? onDemand * (1.0 - purchase.discountPercent / 100.0)
                                         : onDemand;
}

// Measured tokens/s, or peak x MFU / FLOPs per token; 0 when neither is given.
double tokensPerSecond(const Workload &workload, const Option &option)
{
    if (workload.kind == WorkloadKind::Capacity || !option.throughput)
        return 0.0;
    const Throughput &throughput = *option.throughput;
    if (throughput.tokensPerSecPerAccelerator)
        return *throughput.tokensPerSecPerAccelerator;
    const double flops = flopsPerToken(workload);
    if (throughput.peakTflops && throughput.mfuPercent && flops > 0.0)
        return *throughput.peakTflops * units::kTera * (*throughput.mfuPercent / 100.0) / flops;
    return 0.0;
}

double acceleratorHoursPerRun(const Workload &workload, const OptionEconomics &economics)
{
    return workload.tokensPerRunBillion * units::kBillion / economics.tokensPerSecPerAccelerator /
           units::kSecondsPerHour * economics.hoursMultiplier;
}

} // namespace

OptionEconomics OptionCostModel::economics(const Scenario &scenario, const Option &option,
                                           bool isBaseline)
{
    const Workload &workload = scenario.workload;
    OptionEconomics economics;
    economics.effectiveHourlyUsd = effectiveRate(option);
    economics.hoursMultiplier = 1.0;
    if (workload.kind == WorkloadKind::Training)
        economics.hoursMultiplier *= 1.0 + workload.overheadPercent / 100.0;
    if (option.purchase.model == PurchaseModel::Spot)
        economics.hoursMultiplier *= 1.0 + option.purchase.interruptionOverheadPercent / 100.0;
    economics.tokensPerSecPerAccelerator = tokensPerSecond(workload, option);
    if (workload.kind != WorkloadKind::Capacity && !(economics.tokensPerSecPerAccelerator > 0.0))
        throw std::invalid_argument("options." + option.id + ".throughput: no usable throughput");

    const double rate = economics.effectiveHourlyUsd;
    switch (workload.kind) {
    case WorkloadKind::Training:
        economics.unitCostUsd = acceleratorHoursPerRun(workload, economics) * rate;
        economics.monthlyComputeUsd =
            workload.runs / scenario.horizonMonths * economics.unitCostUsd;
        break;
    case WorkloadKind::Inference:
        economics.unitCostUsd =
            rate /
            (economics.tokensPerSecPerAccelerator * units::kSecondsPerHour / units::kMillion) *
            economics.hoursMultiplier / (workload.utilizationPercent / 100.0);
        economics.monthlyComputeUsd = unitsPerMonth(scenario) * economics.unitCostUsd;
        break;
    case WorkloadKind::Capacity:
        economics.monthlyComputeUsd = option.instances.value_or(0) *
                                      option.acceleratorsPerInstance * rate *
                                      workload.hoursPerMonth * economics.hoursMultiplier;
        economics.unitCostUsd = economics.monthlyComputeUsd;
        break;
    }

    economics.maintenanceUsdPerMonth = option.maintenanceUsdPerMonth;
    economics.oneTimeUsd = migrationUsd(scenario, option);
    if (!isBaseline && option.migration)
        economics.portMonths =
            option.migration->weeks * units::kHoursPerWeek / units::kHoursPerMonth;

    // Terms renew back to back, so a 3-year plan on a 40-month horizon is owed for 32
    // more months at the option's own (unblended) monthly compute.
    if (const int term = termMonths(option.purchase.model); term > 0) {
        const int horizon = scenario.horizonMonths;
        const int covered = (horizon + term - 1) / term * term;
        economics.commitmentBeyondHorizonUsd = (covered - horizon) * economics.monthlyComputeUsd;
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
    const double flops = flopsPerToken(workload);
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
    } else {
        basis.costPerMillionTokensUsd = basis.unitCostUsd;
    }
    return basis;
}

double OptionCostModel::unitsPerMonth(const Scenario &scenario)
{
    const Workload &workload = scenario.workload;
    switch (workload.kind) {
    case WorkloadKind::Training:
        return workload.runs / scenario.horizonMonths;
    case WorkloadKind::Inference:
        return workload.tokensPerDayBillion * (units::kBillion / units::kMillion) *
               units::kDaysPerMonth;
    case WorkloadKind::Capacity:
        return 1.0;
    }
    return 1.0;
}

double OptionCostModel::horizonTotalUsd(const OptionEconomics &option,
                                        double baselineMonthlyComputeUsd, int horizonMonths)
{
    const double portedShare = std::clamp(option.portMonths, 0.0, double(horizonMonths));
    return option.oneTimeUsd + portedShare * baselineMonthlyComputeUsd +
           (horizonMonths - portedShare) *
               (option.monthlyComputeUsd + option.maintenanceUsdPerMonth);
}

} // namespace acceldecide
