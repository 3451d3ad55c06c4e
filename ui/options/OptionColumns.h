#pragma once

#include <QCoreApplication>

namespace acceldecide::ui {

// The options table's columns and the scenario field each one edits. The model and the
// helpers that read or edit one kind of cell (OptionCellEdit, OptionBlockCells,
// OptionColumnHelp, InstanceTypeCheck) all need them, so they live here rather than in
// the model: the helpers include this, and only the model includes the helpers. Their
// texts keep the model's translation context.
class OptionColumns
{
    Q_DECLARE_TR_FUNCTIONS(OptionInputsModel)

public:
    enum Column
    {
        LabelColumn,
        StackColumn,
        InstanceTypeColumn,
        AcceleratorsColumn,
        InstancePriceColumn,
        PurchaseModelColumn,
        DiscountColumn,
        EffectiveHourlyColumn,
        // Capacity Blocks only (empty and read-only for other purchase models).
        BlockDaysColumn,
        BlockInstancesColumn,
        BlockRateColumn, // per instance-hour
        ThroughputColumn,
        PeakTflopsColumn,
        MfuColumn,
        PortWeeksColumn,
        EngineersColumn,
        HourlyRateColumn,
        MaintenanceColumn,
        ProviderColumn,
        PrivateDiscountColumn,
        ColumnCount
    };

    // The generic scenario path of a column ("options[].migration.weeks"), for ranges.
    static const char *fieldPath(int column);
};

} // namespace acceldecide::ui
