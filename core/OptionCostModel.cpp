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

double effectiveRate(const OptionCostInputs &option)
{
    if (option.model == PurchaseModel::Effective)
        return option.hourlyUsd;
    const double onDemand = option.instanceHourlyUsd / option.acceleratorsPerInstance;
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
    const double flops = flopsPerToken(workload);
    if (flops <= 0.0)
        return 0.0;
    return option.throughputPeakTflops * units::kTera * (option.mfuPercent / 100.0) / flops;
}

double acceleratorHoursPerRun(const Workload &workload, const OptionEconomics &economics)
{
    return workload.tokensPerRunBillion * units::kBillion / economics.tokensPerSecPerAccelerator /
           units::kSecondsPerHour * economics.hoursMultiplier;
}

} // namespace

OptionEconomics OptionCostModel::economics(const Workload &workload, int horizonMonths,
                                           const OptionCostInputs &option, bool isBaseline)
{
    OptionEconomics economics;
    economics.effectiveHourlyUsd = effectiveRate(option);
    economics.hoursMultiplier = 1.0;
    if (workload.kind == WorkloadKind::Training)
        economics.hoursMultiplier *= 1.0 + workload.overheadPercent / 100.0;
    if (option.model == PurchaseModel::Spot)
        economics.hoursMultiplier *= 1.0 + option.interruptionOverheadPercent / 100.0;
    economics.tokensPerSecPerAccelerator = tokensPerSecond(workload, option);

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

    economics.maintenanceUsdPerMonth = option.maintenanceUsdPerMonth;
    if (option.hasMigration) {
        economics.oneTimeUsd =
            option.migrationWeeks * option.engineers * option.hoursPerWeek * option.hourlyRateUsd;
        // The baseline never ports: its migration costs money but no running time.
        if (!isBaseline)
            economics.portMonths =
                option.migrationWeeks * units::kHoursPerWeek / units::kHoursPerMonth;
    }

    // Terms renew back to back, so a 3-year plan on a 40-month horizon is owed for 32
    // more months at the option's own (unblended) monthly compute.
    if (const int term = termMonths(option.model); term > 0) {
        const int covered = (horizonMonths + term - 1) / term * term;
        economics.commitmentBeyondHorizonUsd =
            (covered - horizonMonths) * economics.monthlyComputeUsd;
    }
    return economics;
}

OptionEconomics OptionCostModel::economics(const Scenario &scenario, const Option &option,
                                           bool isBaseline)
{
    // A scenario read with catalog resolution may still lack these if nobody resolved
    // them; computing with 0 would be a silently wrong number.
    if (option.purchase.discountFromCatalog)
        throw std::invalid_argument("options." + option.id +
                                    ".purchase.discount_percent: missing (not given and not "
                                    "resolved from a catalog)");
    if (option.purchase.model != PurchaseModel::Effective && !option.instanceHourlyUsd)
        throw std::invalid_argument("options." + option.id +
                                    ".instance_hourly_usd: missing (not given and not resolved "
                                    "from a catalog)");
    const OptionEconomics economics =
        OptionCostModel::economics(scenario.workload, scenario.horizonMonths,
                                   OptionCostInputs::from(scenario, option), isBaseline);
    if (scenario.workload.kind != WorkloadKind::Capacity &&
        !(economics.tokensPerSecPerAccelerator > 0.0))
        throw std::invalid_argument("options." + option.id + ".throughput: no usable throughput");
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
                                        double baselineMonthlyComputeUsd, int horizonMonths)
{
    const double portedShare = std::clamp(option.portMonths, 0.0, double(horizonMonths));
    return option.oneTimeUsd + portedShare * baselineMonthlyComputeUsd +
           (horizonMonths - portedShare) *
               (option.monthlyComputeUsd + option.maintenanceUsdPerMonth);
}

} // namespace acceldecide
