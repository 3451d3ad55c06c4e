#include "ui/document/CellInput.h"

#include <QLocale>
#include <QString>

#include <cmath>

namespace acceldecide::ui {

bool CellInput::isNumberType(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
    case QMetaType::Float:
        return true;
    default:
        return false;
    }
}

std::optional<double> CellInput::number(const QVariant &value)
{
    if (isNumberType(value)) {
        const double number = value.toDouble();
        return std::isfinite(number) ? std::optional(number) : std::nullopt;
    }
    const QString text = value.toString().trimmed();
    bool ok = false;
    double number = QLocale::c().toDouble(text, &ok);
    if (!ok)
        number = QLocale().toDouble(text, &ok);
    if (!ok || !std::isfinite(number))
        return std::nullopt;
    return number;
}

bool CellInput::isBlank(const QVariant &value)
{
    return !value.isValid() ||
           (value.typeId() == QMetaType::QString && value.toString().trimmed().isEmpty());
}

} // namespace acceldecide::ui
