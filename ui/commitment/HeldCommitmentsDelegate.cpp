#include "ui/commitment/HeldCommitmentsDelegate.h"

#include "ui/commitment/HeldCommitmentsModel.h"
#include "ui/widgets/Qs.h"

#include <QDoubleSpinBox>

namespace acceldecide::ui {

HeldCommitmentsDelegate::HeldCommitmentsDelegate(QObject *parent) : ScenarioEntriesDelegate(parent)
{}

void HeldCommitmentsDelegate::configureSpinBox(QDoubleSpinBox *spin, const FieldRange &range,
                                               const QModelIndex &index) const
{
    const bool money = index.column() == HeldCommitmentsModel::UsdPerHourColumn;
    if (money) {
        // One step below the field's minimum means unset.
        spin->setMinimum(range.min - kStep);
        spin->setSpecialValueText(tr("from the option"));
    }
    spin->setSingleStep(money ? 1.0 : 0.5);
    spin->setSuffix(QStringLiteral(" ") + qs(range.unit));
}

} // namespace acceldecide::ui
