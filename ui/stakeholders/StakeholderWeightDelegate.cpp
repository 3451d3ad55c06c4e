#include "ui/stakeholders/StakeholderWeightDelegate.h"

#include "core/model/RangeTable.h"

#include <QDoubleSpinBox>
#include <QSignalBlocker>

namespace acceldecide::ui {

StakeholderWeightDelegate::StakeholderWeightDelegate(QObject *parent) : QStyledItemDelegate(parent)
{}

QWidget *StakeholderWeightDelegate::createEditor(QWidget *parent,
                                                 const QStyleOptionViewItem &option,
                                                 const QModelIndex &index) const
{
    Q_UNUSED(option);
    const FieldRange *range = RangeTable::find("stakeholders[].weights");
    auto *spin = new QDoubleSpinBox(parent);
    spin->setRange(range->min, range->max);
    spin->setDecimals(2);
    spin->setSingleStep(0.5);
    // Typed digits commit on Enter, not per keystroke ("10" never passes through "1").
    spin->setKeyboardTracking(false);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] {
        Q_EMIT const_cast<StakeholderWeightDelegate *>(this)->commitData(spin);
    });
    spin->setAccessibleName(index.data(Qt::AccessibleTextRole).toString());
    spin->setToolTip(index.data(Qt::ToolTipRole).toString());
    return spin;
}

void StakeholderWeightDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // Committing a step re-reads the cell; that must not echo back as another step.
    const QSignalBlocker blocker(editor);
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        spin->setValue(index.data(Qt::EditRole).toDouble());
}

void StakeholderWeightDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                             const QModelIndex &index) const
{
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        model->setData(index, spin->value());
}

} // namespace acceldecide::ui
