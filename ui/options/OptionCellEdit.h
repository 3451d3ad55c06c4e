#pragma once

#include "ui/options/OptionColumns.h"

#include "core/editing/OptionEditing.h"
#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QString>
#include <QVariant>

namespace acceldecide::ui {

// What typing into one cell of the options table does to the option: parsing (C locale
// first, then the user's) and "empty means from the catalog"; core's OptionEditing keeps
// the option consistent, and this words its refusals. Core validates the result.
class OptionCellEdit
{
public:
    using Context = OptionEditing::Context;

    // Applies `value` to column `column` (an OptionColumns::Column) of `option`;
    // returns the problem and leaves the option in an unspecified state when refused.
    static Expected<void, QString> apply(Option &option, int column, const QVariant &value,
                                         const Context &context);

    // What an editor of column `column` starts from: the option's own value, or empty
    // where the catalog (or the team) supplies it, so that apply() of it changes nothing.
    static QVariant value(const Option &option, int column);

    // The sentence for a refusal; `text` is the cell's typed text.
    static QString message(OptionEditing::Refusal refusal, const QString &text);
};

} // namespace acceldecide::ui
