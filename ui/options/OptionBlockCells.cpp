#include "ui/options/OptionBlockCells.h"

#include "ui/options/OptionColumns.h"

#include "core/model/CapacityBlockLengths.h"
#include "core/text/MoneyFormat.h"

namespace acceldecide::ui {

namespace {

QString number(double value)
{
    return QString::fromStdString(MoneyFormat::number(value, 0));
}

} // namespace

bool OptionBlockCells::isBlockColumn(int column)
{
    return column == OptionColumns::BlockDaysColumn ||
           column == OptionColumns::BlockInstancesColumn ||
           column == OptionColumns::BlockRateColumn;
}

QVariant OptionBlockCells::display(const Option &option, const Option *resolved,
                                   const OptionResult *result, int column)
{
    if (option.purchase.model != PurchaseModel::CapacityBlock)
        return QString();
    const Purchase &purchase = option.purchase;
    const std::optional<CapacityBlockResult> bought =
        result ? result->capacityBlocks : std::nullopt;
    switch (column) {
    case OptionColumns::BlockDaysColumn:
        if (purchase.blockDays)
            return number(*purchase.blockDays);
        // The engine's cheapest covering, as the Results say it ("6 x 14 d").
        return bought ? OptionColumns::tr("cheapest: %1")
                            .arg(QString::fromStdString(bought->describe()))
                      : OptionColumns::tr("cheapest");
    case OptionColumns::BlockInstancesColumn:
        if (purchase.blockInstances)
            return number(*purchase.blockInstances);
        // Side by side beyond 64 instances a block, as the Results say it ("128 (2 x 64)").
        return bought ? OptionColumns::tr("cluster: %1")
                            .arg(QString::fromStdString(bought->describeInstances()))
                      : OptionColumns::tr("cluster");
    case OptionColumns::BlockRateColumn: {
        const std::optional<double> rate =
            purchase.hourlyUsd ? purchase.hourlyUsd
                               : (resolved ? resolved->purchase.hourlyUsd : std::nullopt);
        if (rate)
            return QString::fromStdString(MoneyFormat::usd(*rate, 2));
        return OptionColumns::tr("from catalog");
    }
    default:
        return {};
    }
}

QString OptionBlockCells::toolTip(const Option &option, int column)
{
    if (option.purchase.model != PurchaseModel::CapacityBlock)
        return OptionColumns::tr("Only a Capacity Block purchase (capacity_block) has "
                                 "this field.");
    switch (column) {
    case OptionColumns::BlockDaysColumn:
        return OptionColumns::tr("Days each block reserves its instances: %1. Empty: the "
                                 "cheapest covering of each run or the busy months.")
            .arg(QString::fromStdString(CapacityBlockLengths::describe()));
    case OptionColumns::BlockInstancesColumn:
        return OptionColumns::tr("Instances in each block, 1 to %1. Empty: what the "
                                 "cluster (or a capacity workload's instances) needs, in "
                                 "blocks of at most %1 side by side.")
            .arg(CapacityBlockLengths::kMaxInstances);
    case OptionColumns::BlockRateColumn:
        return option.purchase.rateFromCatalog
                   ? OptionColumns::tr("The catalog's newest Capacity Block rate per "
                                       "instance-hour (italics); type one to override it.")
                   : OptionColumns::tr("Capacity Block rate per instance-hour, paid for "
                                       "every hour of every block bought. Clear the cell to "
                                       "take the catalog's.");
    default:
        return {};
    }
}

} // namespace acceldecide::ui
