#pragma once

#include "core/model/FieldRange.h"

#include <QDoubleSpinBox>
#include <QString>

namespace acceldecide::ui {

// A spin box for one field of core's range table. It lets a person type a value outside
// the valid range (so the panel can say in words why it is refused, keeping the typed
// text, instead of the box silently snapping back), while its arrows and Page keys only
// ever step through valid values. An optional field's lowest value reads "not set".
// Its tooltip is the field's meaning and valid range.
class RangeSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    // `label` is what the form calls the field ("Runs"), used in messages.
    RangeSpinBox(const FieldRange &range, const QString &label, int decimals, bool optional,
                 QWidget *parent = nullptr);

    const FieldRange &range() const { return m_range; }
    const QString &label() const { return m_label; }
    bool isOptional() const { return m_optional; }

    // True when the box shows "not set" (an optional field left empty).
    bool isUnset() const;
    // The smallest and largest values the arrows reach.
    double validMinimum() const { return m_validMin; }
    double validMaximum() const { return m_validMax; }

    // Why the shown value is refused, using the field's label ("Runs must be more than
    // 0.000001"); empty when core's range table accepts it.
    QString violation() const;

    void stepBy(int steps) override;

protected:
    StepEnabled stepEnabled() const override;

private:
    FieldRange m_range;
    QString m_label;
    bool m_optional;
    double m_validMin;
    double m_validMax;
};

} // namespace acceldecide::ui
