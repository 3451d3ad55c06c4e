#include "ui/options/OptionCellEdit.h"

#include "ui/document/CellInput.h"
#include "ui/options/OptionInputsModel.h"

#include <cmath>

namespace acceldecide::ui {

namespace {} // namespace

std::optional<QString> OptionCellEdit::apply(Option &option, int column, const QVariant &value,
                                             const Context &context)
{
    using Column = OptionInputsModel::Column;
    const QString text = value.toString().trimmed();
    // Text and enumerated columns first.
    switch (column) {
    case Column::LabelColumn:
        option.label = text.toStdString();
        return std::nullopt;
    case Column::InstanceTypeColumn:
        if (text.isEmpty())
            return OptionInputsModel::tr("an instance type is required");
        if (text.toStdString() != option.instanceType) {
            option.instanceType = text.toStdString();
            // A pinned observation belongs to the old instance type.
            option.priceObservationId.reset();
            option.benchmarkId.reset();
        }
        return std::nullopt;
    case Column::StackColumn: {
        const auto stack = stackFromString(text.toStdString());
        if (!stack)
            return OptionInputsModel::tr("\"%1\" is not a stack (neuron or cuda)").arg(text);
        option.stack = *stack;
        return std::nullopt;
    }
    case Column::PurchaseModelColumn: {
        const auto model = purchaseModelFromString(text.toStdString());
        if (!model)
            return OptionInputsModel::tr("\"%1\" is not a purchase model").arg(text);
        if (*model == PurchaseModel::Effective && !option.purchase.hourlyUsd) {
            // An effective rate needs its price; start from today's effective price.
            option.purchase.hourlyUsd = context.effectiveHourlyUsd.value_or(1.0);
        }
        if (*model != PurchaseModel::Effective)
            option.purchase.hourlyUsd.reset();
        if (*model != PurchaseModel::Spot)
            option.purchase.interruptionOverheadPercent = 0.0;
        if (!takesDiscount(*model)) {
            option.purchase.discountPercent = 0.0;
            option.purchase.discountFromCatalog = false;
        } else if (!takesDiscount(option.purchase.model)) {
            // Newly discounted: with a catalog, its price for the model sets the discount.
            option.purchase.discountFromCatalog = context.catalogAvailable;
        }
        option.purchase.model = *model;
        return std::nullopt;
    }
    default:
        break;
    }

    const bool blank = CellInput::isBlank(value);
    std::optional<double> parsed;
    if (!blank) {
        parsed = CellInput::number(value);
        if (!parsed)
            return OptionInputsModel::tr("\"%1\" is not a number").arg(text);
    }
    auto requireValue = [&]() -> std::optional<QString> {
        if (!parsed)
            return OptionInputsModel::tr("a value is required");
        return std::nullopt;
    };

    switch (column) {
    case Column::AcceleratorsColumn:
        if (auto problem = requireValue())
            return problem;
        if (*parsed != std::floor(*parsed) || *parsed < 1 || *parsed > 1e6)
            return OptionInputsModel::tr("%1 is not a whole number of accelerators").arg(text);
        option.acceleratorsPerInstance = int(*parsed);
        return std::nullopt;
    case Column::InstancePriceColumn:
        // Clearing the price hands it back to the catalog (unpinned, newest).
        option.instanceHourlyUsd = parsed;
        option.priceObservationId.reset();
        return std::nullopt;
    case Column::DiscountColumn:
        if (!parsed) {
            if (!context.catalogAvailable)
                return OptionInputsModel::tr("a value is required without a catalog");
            option.purchase.discountFromCatalog = true;
            option.purchase.discountPercent = 0.0;
            return std::nullopt;
        }
        option.purchase.discountFromCatalog = false;
        option.purchase.discountPercent = *parsed;
        return std::nullopt;
    case Column::EffectiveHourlyColumn:
        if (auto problem = requireValue())
            return problem;
        option.purchase.hourlyUsd = parsed;
        return std::nullopt;
    case Column::ThroughputColumn:
        option.benchmarkId.reset();
        if (!parsed)
            option.throughput.reset();
        else
            option.throughput = Throughput{parsed, std::nullopt, std::nullopt};
        return std::nullopt;
    case Column::PeakTflopsColumn:
        option.peakTflops = parsed;
        if (option.throughput && !option.throughput->isMeasured()) {
            if (!parsed)
                return OptionInputsModel::tr(
                    "peak TFLOPS is needed while throughput is derived from MFU");
            option.throughput->peakTflops = parsed;
        }
        return std::nullopt;
    case Column::MfuColumn: {
        if (!parsed) {
            if (option.throughput && !option.throughput->isMeasured())
                option.throughput.reset();
            return std::nullopt;
        }
        const std::optional<double> peak =
            option.peakTflops ? option.peakTflops
                              : (option.throughput ? option.throughput->peakTflops : std::nullopt);
        if (!peak)
            return OptionInputsModel::tr(
                "enter the peak TFLOPS first: throughput = peak TFLOPS × MFU");
        option.throughput = Throughput{std::nullopt, peak, parsed};
        option.benchmarkId.reset();
        return std::nullopt;
    }
    case Column::PortWeeksColumn:
        if (!parsed) {
            option.migration.reset();
            return std::nullopt;
        }
        if (!option.migration)
            option.migration = Migration{};
        option.migration->weeks = *parsed;
        return std::nullopt;
    case Column::EngineersColumn:
    case Column::HourlyRateColumn: {
        if (!option.migration) {
            if (!parsed)
                return std::nullopt;
            option.migration = Migration{};
        }
        (column == Column::EngineersColumn ? option.migration->engineers
                                           : option.migration->hourlyRateUsd) = parsed;
        return std::nullopt;
    }
    case Column::MaintenanceColumn:
        option.maintenanceUsdPerMonth = parsed.value_or(0.0);
        return std::nullopt;
    default:
        return OptionInputsModel::tr("this column cannot be edited");
    }
}

} // namespace acceldecide::ui
