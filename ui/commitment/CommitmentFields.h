#pragma once

#include "core/model/Scenario.h"

#include <QString>

class QDoubleSpinBox;

namespace acceldecide::ui {

// What the savings-plan panel's parts show the same way: an option's short name and a
// percent spin box over a RangeTable field.
class CommitmentFields
{
public:
    // The option's label without the detail seed labels put in parentheses.
    static QString shortName(const Option &option);
    // A percent spin box over a RangeTable field; `unset` adds a lowest value meaning
    // "not set".
    static void configurePercent(QDoubleSpinBox *spin, const char *path, const QString &unset = {});
};

} // namespace acceldecide::ui
