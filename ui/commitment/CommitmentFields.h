#pragma once

#include "core/model/Scenario.h"

#include <QCoreApplication>
#include <QString>

class QDoubleSpinBox;

namespace acceldecide::ui {

// What the savings-plan panel's parts show the same way: an option's short name and a
// percent spin box over a RangeTable field.
class CommitmentFields
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentPanel)

public:
    // The option's label without the detail seed labels put in parentheses.
    static QString shortName(const Option &option);
    // The short name and what the option commits to, for the panel's option list: " (savings
    // plan)", " (reserved)", or a flat purchase's model with " (…, purchase model)".
    static QString choiceName(const Option &option);
    // A percent spin box over a RangeTable field; `unset` adds a lowest value meaning
    // "not set".
    static void configurePercent(QDoubleSpinBox *spin, const char *path, const QString &unset = {});
};

} // namespace acceldecide::ui
