#include "ui/commitment/CommitmentFields.h"
#include "ui/render/labels/EnumLabels.h"
#include "ui/widgets/RangeToolTip.h"

#include "ui/widgets/Qs.h"

#include "core/model/RangeTable.h"

#include <QDoubleSpinBox>

namespace acceldecide::ui {

QString CommitmentFields::shortName(const Option &option)
{
    QString text = qs(option.label.empty() ? option.id : option.label);
    const qsizetype paren = text.indexOf(QLatin1Char('('));
    return paren >= 2 ? text.left(paren).trimmed() : text;
}

QString CommitmentFields::choiceName(const Option &option)
{
    QString name = shortName(option);
    if (option.commitment)
        return name + (option.commitment->kind == CommitmentKind::Reserved ? tr(" (reserved)")
                                                                           : tr(" (savings plan)"));
    if (isCommitment(option.purchase.model))
        return name +
               tr(" (%1, purchase model)").arg(EnumLabels::purchaseModel(option.purchase.model));
    return name;
}

void CommitmentFields::configurePercent(QDoubleSpinBox *spin, const char *path,
                                        const QString &unset)
{
    const FieldRange *range = RangeTable::find(path);
    constexpr double kStep = 0.1;
    const double low = range ? (range->minInclusive ? range->min : range->min + kStep) : 0.0;
    const double high = range ? (range->maxInclusive ? range->max : range->max - kStep) : 100.0;
    spin->setDecimals(1);
    spin->setRange(unset.isEmpty() ? low : low - kStep, high);
    spin->setSingleStep(1.0);
    spin->setSuffix(QStringLiteral(" %"));
    spin->setSpecialValueText(unset);
    // Typed digits count on Enter or focus-out: "45" never passes through "4".
    spin->setKeyboardTracking(false);
    if (range)
        spin->setToolTip(rangeToolTip(*range));
}

} // namespace acceldecide::ui
