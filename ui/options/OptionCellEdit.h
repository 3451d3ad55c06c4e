#pragma once

#include "core/model/Scenario.h"

#include <QString>
#include <QVariant>

#include <optional>

namespace acceldecide::ui {

// What typing into one cell of the options table does to the option: parsing (C locale
// first, then the user's), "empty means from the catalog", and the knock-on changes that
// keep an option consistent (a new instance type unpins its observation, switching to an
// effective rate starts from today's effective price). Core validates the result.
class OptionCellEdit
{
public:
    struct Context
    {
        bool catalogAvailable = false;
        std::optional<double> effectiveHourlyUsd; // the option's current one, if evaluated
    };

    // Applies `value` to column `column` (an OptionInputsModel::Column) of `option`;
    // returns the problem and leaves the option in an unspecified state when refused.
    static std::optional<QString> apply(Option &option, int column, const QVariant &value,
                                        const Context &context);
};

} // namespace acceldecide::ui
