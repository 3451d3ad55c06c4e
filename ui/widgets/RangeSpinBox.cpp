#include "ui/widgets/RangeSpinBox.h"

#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

// How far past its valid bounds a value may be typed: far enough for any slip of the
// keyboard to reach the panel's explanation, near enough that the box stays narrow.
double typedMaximum(const FieldRange &range)
{
    return std::max(range.max * 10.0, 1000.0);
}

} // namespace

RangeSpinBox::RangeSpinBox(const FieldRange &range, const QString &label, int decimals,
                           bool optional, QWidget *parent)
    : QDoubleSpinBox(parent), m_range(range), m_label(label), m_optional(optional)
{
    setDecimals(decimals);
    const double step = std::pow(10.0, -decimals);
    // The arrows' bounds are inclusive and shown with `decimals`: an exclusive bound moves
    // inside to the nearest value the box can show (0.000001 exclusive, one decimal: 0.1).
    const double scale = std::pow(10.0, decimals);
    m_validMin = range.minInclusive ? range.min : std::floor(range.min * scale + 1.0) / scale;
    m_validMax = range.maxInclusive ? range.max : std::ceil(range.max * scale - 1.0) / scale;
    const double typedMax = typedMaximum(range);
    if (optional) {
        // One step below the smallest valid value stands for "not set".
        setRange(m_validMin - step, typedMax);
        setSpecialValueText(tr("not set"));
    } else {
        setRange(-typedMax, typedMax);
    }
    setAccelerated(true);
    setGroupSeparatorShown(true);
    if (!range.unit.empty())
        setSuffix(QLatin1Char(' ') + qs(range.unit));
    setAccessibleName(qs(range.description));
    QString tip = rangeToolTip(range);
    if (optional)
        tip += tr("\nEmpty (\"not set\") leaves it to the defaults.");
    setToolTip(tip);
}

bool RangeSpinBox::isUnset() const
{
    return m_optional && value() <= minimum();
}

QString RangeSpinBox::violation() const
{
    if (isUnset())
        return {};
    const std::string problem = m_range.violation(value());
    if (problem.empty())
        return {};
    return tr("%1 %2").arg(m_label, qs(problem));
}

void RangeSpinBox::stepBy(int steps)
{
    const double current = isUnset() ? m_validMin - singleStep() : value();
    double next = std::clamp(current + steps * singleStep(), m_validMin, m_validMax);
    if (m_optional && steps < 0 && current <= m_validMin)
        next = minimum(); // below the smallest valid value: back to "not set"
    setValue(next);
    selectAll();
}

QAbstractSpinBox::StepEnabled RangeSpinBox::stepEnabled() const
{
    StepEnabled enabled = StepNone;
    if (isUnset() || value() < m_validMax)
        enabled |= StepUpEnabled;
    if (!isUnset() && (m_optional || value() > m_validMin))
        enabled |= StepDownEnabled;
    return enabled;
}

} // namespace acceldecide::ui
