#include "ui/widgets/RangeToolTip.h"

#include "ui/widgets/Qs.h"

#include "core/model/RangeTable.h"

#include <QCoreApplication>

namespace acceldecide::ui {

QString rangeToolTip(const FieldRange &range)
{
    QString valid = qs(range.requirement());
    valid.remove(QStringLiteral("must be "));
    if (!range.unit.empty())
        valid += QLatin1Char(' ') + qs(range.unit);
    return QCoreApplication::translate("RangeToolTip", "%1.\nValid: %2.")
        .arg(qs(range.description), valid);
}

QString rangeToolTip(const char *genericPath)
{
    const FieldRange *range = RangeTable::find(genericPath);
    return range ? rangeToolTip(*range) : QString();
}

} // namespace acceldecide::ui
