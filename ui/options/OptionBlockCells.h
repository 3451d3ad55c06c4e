#pragma once

#include "ui/options/OptionColumns.h"

#include "core/model/Evaluation.h"
#include "core/model/Scenario.h"

#include <QString>
#include <QVariant>

namespace acceldecide::ui {

// The options table's Capacity Block cells (length, instances, rate per instance-hour):
// what they show and explain. Only a capacity_block option has them; any other shows
// them empty and cannot edit them. An empty length or instance count shows what the
// engine bought instead, from the option's evaluation.
class OptionBlockCells
{
public:
    // Whether `column` (an OptionColumns::Column) is one of the block cells.
    static bool isBlockColumn(int column);
    // `resolved` is the catalog-resolved option (its rate), `result` its evaluation; both
    // may be null.
    static QVariant display(const Option &option, const Option *resolved,
                            const OptionResult *result, int column);
    static QString toolTip(const Option &option, int column);
};

} // namespace acceldecide::ui
