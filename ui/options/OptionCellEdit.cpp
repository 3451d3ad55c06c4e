#include "ui/options/OptionCellEdit.h"

#include "ui/document/CellInput.h"
#include "ui/options/OptionColumns.h"
#include "ui/widgets/Qs.h"

#include "core/model/CapacityBlockLengths.h"

namespace acceldecide::ui {

QString OptionCellEdit::message(OptionEditing::Refusal refusal, const QString &text)
{
    using Refusal = OptionEditing::Refusal;
    switch (refusal) {
    case Refusal::InstanceTypeRequired:
        return OptionColumns::tr("an instance type is required");
    case Refusal::ValueRequired:
        return OptionColumns::tr("a value is required");
    case Refusal::NotWholeAccelerators:
        return OptionColumns::tr("%1 is not a whole number of accelerators").arg(text);
    case Refusal::DiscountValueRequiredWithoutCatalog:
        return OptionColumns::tr("a value is required without a catalog");
    case Refusal::PeakTflopsNeededForMfu:
        return OptionColumns::tr("peak TFLOPS is needed while throughput is derived from MFU");
    case Refusal::PeakTflopsBeforeMfu:
        return OptionColumns::tr("enter the peak TFLOPS first: throughput = peak TFLOPS × MFU");
    case Refusal::NotCapacityBlock:
        return OptionColumns::tr("only a capacity_block purchase buys blocks");
    case Refusal::BlockLengthNotSold:
        // The scenario reader's words for the same value.
        return OptionColumns::tr("must be a length AWS sells, %1, got %2")
            .arg(QString::fromStdString(CapacityBlockLengths::describe()), text);
    case Refusal::BlockInstancesOutOfRange:
        return OptionColumns::tr("must be a whole number of instances from 1 to %1, got %2")
            .arg(CapacityBlockLengths::kMaxInstances)
            .arg(text);
    case Refusal::BlockRateRequiredWithoutCatalog:
        return OptionColumns::tr("a rate per instance-hour is required without a catalog");
    case Refusal::BlockRateNotPositive:
        return OptionColumns::tr("must be above 0 per instance-hour, got %1").arg(text);
    }
    return {};
}

Expected<void, QString> OptionCellEdit::apply(Option &option, int column, const QVariant &value,
                                              const Context &context)
{
    using Column = OptionColumns::Column;
    const QString text = value.toString().trimmed();
    const auto worded = [&](const OptionEditing::Result &result) -> Expected<void, QString> {
        if (!result)
            return Unexpected{message(result.error(), text)};
        return {};
    };
    // Text and enumerated columns first.
    switch (column) {
    case Column::LabelColumn:
        option.label = text.toStdString();
        return {};
    case Column::InstanceTypeColumn:
        return worded(OptionEditing::setInstanceType(option, text.toStdString()));
    case Column::StackColumn: {
        const auto stack = stackFromString(text.toStdString());
        if (!stack)
            return Unexpected{
                OptionColumns::tr("\"%1\" is not a stack (neuron or cuda)").arg(text)};
        option.stack = *stack;
        return {};
    }
    case Column::ProviderColumn:
        OptionEditing::setProvider(option, text.toStdString());
        return {};
    case Column::PurchaseModelColumn: {
        const auto model = purchaseModelFromString(text.toStdString());
        if (!model)
            return Unexpected{OptionColumns::tr("\"%1\" is not a purchase model").arg(text)};
        OptionEditing::setPurchaseModel(option, *model, context);
        return {};
    }
    default:
        break;
    }

    std::optional<double> parsed;
    if (!CellInput::isBlank(value)) {
        parsed = CellInput::number(value);
        if (!parsed)
            return Unexpected{OptionColumns::tr("\"%1\" is not a number").arg(text)};
    }
    switch (column) {
    case Column::AcceleratorsColumn:
        return worded(OptionEditing::setAccelerators(option, parsed));
    case Column::InstancePriceColumn:
        OptionEditing::setInstancePrice(option, parsed);
        return {};
    case Column::DiscountColumn:
        return worded(OptionEditing::setDiscount(option, parsed, context));
    case Column::EffectiveHourlyColumn:
        return worded(OptionEditing::setEffectiveHourly(option, parsed));
    case Column::BlockDaysColumn:
        return worded(OptionEditing::setBlockDays(option, parsed));
    case Column::BlockInstancesColumn:
        return worded(OptionEditing::setBlockInstances(option, parsed));
    case Column::BlockRateColumn:
        return worded(OptionEditing::setBlockRate(option, parsed, context));
    case Column::ThroughputColumn:
        OptionEditing::setThroughput(option, parsed);
        return {};
    case Column::PeakTflopsColumn:
        return worded(OptionEditing::setPeakTflops(option, parsed));
    case Column::MfuColumn:
        return worded(OptionEditing::setMfu(option, parsed));
    case Column::PortWeeksColumn:
        OptionEditing::setPortWeeks(option, parsed);
        return {};
    case Column::EngineersColumn:
        OptionEditing::setMigrationEngineers(option, parsed);
        return {};
    case Column::HourlyRateColumn:
        OptionEditing::setMigrationHourlyRate(option, parsed);
        return {};
    case Column::MaintenanceColumn:
        OptionEditing::setMaintenance(option, parsed);
        return {};
    case Column::PrivateDiscountColumn:
        OptionEditing::setPrivateDiscount(option, parsed);
        return {};
    default:
        return Unexpected{OptionColumns::tr("this column cannot be edited")};
    }
}

QVariant OptionCellEdit::value(const Option &option, int column)
{
    auto optional = [](const std::optional<double> &value) {
        return value ? QVariant(*value) : QVariant(QString());
    };
    switch (column) {
    case OptionColumns::LabelColumn:
        return qs(option.label);
    case OptionColumns::StackColumn:
        return QString::fromLatin1(toString(option.stack));
    case OptionColumns::InstanceTypeColumn:
        return qs(option.instanceType);
    case OptionColumns::AcceleratorsColumn:
        return option.acceleratorsPerInstance;
    case OptionColumns::InstancePriceColumn:
        return optional(option.instanceHourlyUsd);
    case OptionColumns::PurchaseModelColumn:
        return QString::fromLatin1(toString(option.purchase.model));
    case OptionColumns::DiscountColumn:
        return option.purchase.discountFromCatalog ? QVariant(QString())
                                                   : QVariant(option.purchase.discountPercent);
    case OptionColumns::EffectiveHourlyColumn:
        return optional(option.purchase.hourlyUsd);
    case OptionColumns::BlockDaysColumn:
        return optional(option.purchase.blockDays
                            ? std::optional<double>(*option.purchase.blockDays)
                            : std::nullopt);
    case OptionColumns::BlockInstancesColumn:
        return optional(option.purchase.blockInstances
                            ? std::optional<double>(*option.purchase.blockInstances)
                            : std::nullopt);
    case OptionColumns::BlockRateColumn:
        return optional(option.purchase.model == PurchaseModel::CapacityBlock
                            ? option.purchase.hourlyUsd
                            : std::nullopt);
    case OptionColumns::ThroughputColumn:
        return optional(option.throughput ? option.throughput->tokensPerSecPerAccelerator
                                          : std::nullopt);
    case OptionColumns::PeakTflopsColumn:
        return optional(option.peakTflops
                            ? option.peakTflops
                            : (option.throughput ? option.throughput->peakTflops : std::nullopt));
    case OptionColumns::MfuColumn:
        return optional(option.throughput ? option.throughput->mfuPercent : std::nullopt);
    case OptionColumns::PortWeeksColumn:
        return option.migration ? QVariant(option.migration->weeks) : QVariant(QString());
    case OptionColumns::EngineersColumn:
        return optional(option.migration ? option.migration->engineers : std::nullopt);
    case OptionColumns::HourlyRateColumn:
        return optional(option.migration ? option.migration->hourlyRateUsd : std::nullopt);
    case OptionColumns::MaintenanceColumn:
        return option.maintenanceUsdPerMonth;
    case OptionColumns::ProviderColumn:
        return option.provider ? qs(*option.provider) : QString();
    case OptionColumns::PrivateDiscountColumn:
        return optional(option.privateDiscountPercent);
    default:
        return {};
    }
}

} // namespace acceldecide::ui
