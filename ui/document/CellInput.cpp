#include "ui/document/CellInput.h"

#include <QLocale>
#include <QRegularExpression>
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
    QString text = value.toString().trimmed();
    // What a cell displays can be typed back: "$47.50", "40 $/h", "$1.80/h", "40 %". A
    // leading dollar sign and a trailing unit are ignored; the number itself still has
    // to read as one.
    static const QRegularExpression withUnits(QStringLiteral(
        R"(^\$?\s*([-+]?[0-9][0-9.,]*(?:[eE][-+]?[0-9]+)?)\s*(?:%|\$?\s*/\s*[A-Za-z-]+|\$|[A-Za-z][A-Za-z/ -]*)?$)"));
    if (const QRegularExpressionMatch match = withUnits.match(text); match.hasMatch())
        text = match.captured(1);
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
