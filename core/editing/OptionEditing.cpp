#include "core/editing/OptionEditing.h"

#include "core/model/CapacityBlockLengths.h"

#include <cmath>

namespace acceldecide {

namespace {

// Sets one of the migration's optional figures, creating the migration only for a value.
void setMigrationField(Option &option, std::optional<double> Migration::*field,
                       std::optional<double> value)
{
    if (!option.migration) {
        if (!value)
            return;
        option.migration = Migration{};
    }
    (*option.migration).*field = value;
}

bool isWhole(double value)
{
    return std::isfinite(value) && value == std::floor(value);
}

} // namespace

OptionEditing::Result OptionEditing::setInstanceType(Option &option,
                                                     const std::string &instanceType)
{
    if (instanceType.empty())
        return Refusal::InstanceTypeRequired;
    if (instanceType != option.instanceType) {
        option.instanceType = instanceType;
        option.priceObservationId.reset();
        option.benchmarkId.reset();
    }
    return {};
}

void OptionEditing::setPurchaseModel(Option &option, PurchaseModel model, const Context &context)
{
    if (model == PurchaseModel::Effective && !option.purchase.hourlyUsd)
        option.purchase.hourlyUsd = context.effectiveHourlyUsd.value_or(1.0);
    const bool block = model == PurchaseModel::CapacityBlock;
    if (model != PurchaseModel::Effective && !(block && option.purchase.model == model))
        option.purchase.hourlyUsd.reset();
    if (!block) {
        option.purchase.blockDays.reset();
        option.purchase.blockInstances.reset();
        option.purchase.rateFromCatalog = false;
    } else if (option.purchase.model != model) {
        // A capacity block's rate is the catalog's, else the on-demand instance price as a
        // starting point to edit; it takes no commitment (AWS bills blocks apart).
        option.purchase.rateFromCatalog = context.catalogAvailable;
        if (!context.catalogAvailable)
            option.purchase.hourlyUsd = option.instanceHourlyUsd.value_or(1.0);
        option.commitment.reset();
    }
    if (model != PurchaseModel::Spot) {
        option.purchase.interruptionOverheadPercent = 0.0;
        // The catalog's interruption bucket prices spot capacity only.
        option.purchase.interruption.reset();
    }
    if (!takesDiscount(model)) {
        option.purchase.discountPercent = 0.0;
        option.purchase.discountFromCatalog = false;
    } else if (!takesDiscount(option.purchase.model)) {
        option.purchase.discountFromCatalog = context.catalogAvailable;
    }
    option.purchase.model = model;
}

OptionEditing::Result OptionEditing::setAccelerators(Option &option, std::optional<double> value)
{
    if (!value)
        return Refusal::ValueRequired;
    if (*value != std::floor(*value) || *value < 1 || *value > 1e6)
        return Refusal::NotWholeAccelerators;
    option.acceleratorsPerInstance = int(*value);
    return {};
}

void OptionEditing::setInstancePrice(Option &option, std::optional<double> value)
{
    option.instanceHourlyUsd = value;
    option.priceObservationId.reset();
}

OptionEditing::Result OptionEditing::setDiscount(Option &option, std::optional<double> value,
                                                 const Context &context)
{
    if (!value) {
        if (!context.catalogAvailable)
            return Refusal::DiscountValueRequiredWithoutCatalog;
        option.purchase.discountFromCatalog = true;
        option.purchase.discountPercent = 0.0;
        return {};
    }
    option.purchase.discountFromCatalog = false;
    option.purchase.discountPercent = *value;
    return {};
}

OptionEditing::Result OptionEditing::setEffectiveHourly(Option &option, std::optional<double> value)
{
    if (!value)
        return Refusal::ValueRequired;
    option.purchase.hourlyUsd = value;
    return {};
}

void OptionEditing::setThroughput(Option &option, std::optional<double> value)
{
    option.benchmarkId.reset();
    if (!value)
        option.throughput.reset();
    else
        option.throughput = Throughput::measured(value);
}

void OptionEditing::setThroughputEstimate(Option &option, const ThroughputEstimateInput &estimate)
{
    option.benchmarkId.reset();
    Throughput throughput;
    throughput.estimate = estimate;
    option.throughput = throughput;
}

OptionEditing::Result OptionEditing::setPeakTflops(Option &option, std::optional<double> value)
{
    option.peakTflops = value;
    if (option.throughput && !option.throughput->isMeasured() &&
        !option.throughput->isEstimated()) {
        if (!value)
            return Refusal::PeakTflopsNeededForMfu;
        option.throughput->peakTflops = value;
    }
    return {};
}

OptionEditing::Result OptionEditing::setMfu(Option &option, std::optional<double> value)
{
    if (!value) {
        if (option.throughput && !option.throughput->isMeasured() &&
            !option.throughput->isEstimated())
            option.throughput.reset();
        return {};
    }
    const std::optional<double> peak =
        option.peakTflops ? option.peakTflops
                          : (option.throughput ? option.throughput->peakTflops : std::nullopt);
    if (!peak)
        return Refusal::PeakTflopsBeforeMfu;
    option.throughput = Throughput::fromPeak(peak, value);
    option.benchmarkId.reset();
    return {};
}

void OptionEditing::setPortWeeks(Option &option, std::optional<double> value)
{
    if (!value) {
        option.migration.reset();
        return;
    }
    if (!option.migration)
        option.migration = Migration{};
    option.migration->weeks = *value;
}

void OptionEditing::setMigrationEngineers(Option &option, std::optional<double> value)
{
    setMigrationField(option, &Migration::engineers, value);
}

void OptionEditing::setMigrationHourlyRate(Option &option, std::optional<double> value)
{
    setMigrationField(option, &Migration::hourlyRateUsd, value);
}

void OptionEditing::setMaintenance(Option &option, std::optional<double> value)
{
    option.maintenanceUsdPerMonth = value.value_or(0.0);
}

void OptionEditing::setProvider(Option &option, const std::string &provider)
{
    if (provider.empty())
        option.provider.reset();
    else
        option.provider = provider;
    if (!option.billedByAws())
        option.privateDiscountPercent.reset();
}

void OptionEditing::setPrivateDiscount(Option &option, std::optional<double> value)
{
    option.privateDiscountPercent = value;
}

OptionEditing::Result OptionEditing::setBlockDays(Option &option, std::optional<double> value)
{
    if (option.purchase.model != PurchaseModel::CapacityBlock)
        return Refusal::NotCapacityBlock;
    if (!value) {
        option.purchase.blockDays.reset();
        return {};
    }
    if (!isWhole(*value) || !CapacityBlockLengths::isValid(int(*value)))
        return Refusal::BlockLengthNotSold;
    option.purchase.blockDays = int(*value);
    return {};
}

OptionEditing::Result OptionEditing::setBlockInstances(Option &option, std::optional<double> value)
{
    if (option.purchase.model != PurchaseModel::CapacityBlock)
        return Refusal::NotCapacityBlock;
    if (!value) {
        option.purchase.blockInstances.reset();
        return {};
    }
    if (!isWhole(*value) || *value < 1 || *value > CapacityBlockLengths::kMaxInstances)
        return Refusal::BlockInstancesOutOfRange;
    option.purchase.blockInstances = int(*value);
    return {};
}

OptionEditing::Result OptionEditing::setBlockRate(Option &option, std::optional<double> value,
                                                  const Context &context)
{
    if (option.purchase.model != PurchaseModel::CapacityBlock)
        return Refusal::NotCapacityBlock;
    if (!value) {
        if (!context.catalogAvailable)
            return Refusal::BlockRateRequiredWithoutCatalog;
        option.purchase.hourlyUsd.reset();
        option.purchase.rateFromCatalog = true;
        return {};
    }
    if (!(*value > 0.0) || !std::isfinite(*value))
        return Refusal::BlockRateNotPositive;
    option.purchase.hourlyUsd = value;
    option.purchase.rateFromCatalog = false;
    return {};
}

} // namespace acceldecide
