#include "OptionCostModel.h"

#include "Units.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace acceldecide {

namespace {

double flopsPerToken(const Workload &workload)
{
    // Seed-independent rule of thumb named in the issue: 6 x parameters FLOPs per
    // trained token (forward + backward), 2 x parameters per served token.
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

} // namespace

OptionCostBasis OptionCostModel::compute(const Scenario &scenario, const Option &option,
                                         bool isBaseline)
{
    const Workload &workload = scenario.workload;
    const Purchase &purchase = option.purchase;
    OptionCostBasis basis;

    if (option.instanceHourlyUsd)
        basis.acceleratorHourlyUsd = *option.instanceHourlyUsd / option.acceleratorsPerInstance;
    if (purchase.model == PurchaseModel::Effective) {
        basis.effectiveHourlyUsd = purchase.hourlyUsd.value_or(0.0);
    } else {
        const double onDemand = basis.acceleratorHourlyUsd.value_or(0.0);
        basis.effectiveHourlyUsd = takesDiscount(purchase.model)
                                       ? onDemand * (1.0 - purchase.discountPercent / 100.0)
                                       : onDemand;
    }

    basis.hoursMultiplier = 1.0;
    if (workload.kind == WorkloadKind::Training)
        basis.hoursMultiplier *= 1.0 + workload.overheadPercent / 100.0;
    if (purchase.model == PurchaseModel::Spot)
        basis.hoursMultiplier *= 1.0 + purchase.interruptionOverheadPercent / 100.0;

    if (workload.kind != WorkloadKind::Capacity && option.throughput) {
        const Throughput &throughput = *option.throughput;
        const double flops = flopsPerToken(workload);
        if (throughput.isMeasured()) {
            basis.tokensPerSecPerAccelerator = throughput.tokensPerSecPerAccelerator;
            if (option.peakTflops && flops > 0.0)
                basis.impliedMfuPercent = *throughput.tokensPerSecPerAccelerator * flops /
                                          (*option.peakTflops * units::kTera) * 100.0;
        } else if (throughput.peakTflops && throughput.mfuPercent && flops > 0.0) {
            basis.tokensPerSecPerAccelerator =
                *throughput.peakTflops * units::kTera * (*throughput.mfuPercent / 100.0) / flops;
        }
    }

    const double rate = basis.effectiveHourlyUsd;
    const double months = scenario.horizonMonths;
    switch (workload.kind) {
    case WorkloadKind::Training: {
        const double tps = basis.tokensPerSecPerAccelerator.value_or(0.0);
        if (tps <= 0.0)
            throw std::invalid_argument("options." + option.id + ".throughput: no throughput");
        const double hours = workload.tokensPerRunBillion * units::kBillion / tps /
                             units::kSecondsPerHour * basis.hoursMultiplier;
        basis.acceleratorHoursPerRun = hours;
        basis.costPerRunUsd = hours * rate;
        basis.costPerMillionTokensUsd =
            hours * rate / (workload.tokensPerRunBillion * units::kBillion / units::kMillion);
        if (option.clusterAccelerators)
            basis.wallClockHoursPerRun = hours / *option.clusterAccelerators;
        basis.monthlyComputeUsd = workload.runs / months * hours * rate;
        basis.unitCostUsd = hours * rate;
        break;
    }
    case WorkloadKind::Inference: {
        const double tps = basis.tokensPerSecPerAccelerator.value_or(0.0);
        if (tps <= 0.0)
            throw std::invalid_argument("options." + option.id + ".throughput: no throughput");
        const double cpm = rate / (tps * units::kSecondsPerHour / units::kMillion) *
                           basis.hoursMultiplier / (workload.utilizationPercent / 100.0);
        basis.costPerMillionTokensUsd = cpm;
        basis.monthlyComputeUsd = unitsPerMonth(scenario) * cpm;
        basis.unitCostUsd = cpm;
        break;
    }
    case WorkloadKind::Capacity:
        basis.monthlyComputeUsd = option.instances.value_or(0) * option.acceleratorsPerInstance *
                                  rate * workload.hoursPerMonth * basis.hoursMultiplier;
        basis.unitCostUsd = basis.monthlyComputeUsd;
        break;
    }

    basis.maintenanceUsdPerMonth = option.maintenanceUsdPerMonth;
    basis.oneTimeUsd = migrationUsd(scenario, option);
    if (!isBaseline && option.migration)
        basis.portMonths = option.migration->weeks * units::kHoursPerWeek / units::kHoursPerMonth;

    // Terms renew back to back, so a 3-year plan on a 40-month horizon is owed for 32
    // more months at the option's own (unblended) monthly compute.
    if (const int term = termMonths(purchase.model); term > 0) {
        const int horizon = scenario.horizonMonths;
        const int covered = (horizon + term - 1) / term * term;
        basis.commitmentBeyondHorizonUsd = (covered - horizon) * basis.monthlyComputeUsd;
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

double OptionCostModel::horizonTotalUsd(const OptionCostBasis &option,
                                        double baselineMonthlyComputeUsd, int horizonMonths)
{
    const double portedShare = std::clamp(option.portMonths, 0.0, double(horizonMonths));
    return option.oneTimeUsd + portedShare * baselineMonthlyComputeUsd +
           (horizonMonths - portedShare) *
               (option.monthlyComputeUsd + option.maintenanceUsdPerMonth);
}

} // namespace acceldecide
