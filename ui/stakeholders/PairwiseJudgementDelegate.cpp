#include "ui/stakeholders/PairwiseJudgementDelegate.h"

#include "ui/widgets/Qs.h"

#include "core/decision/SaatyScale.h"

#include <QComboBox>
#include <QLineEdit>

namespace acceldecide::ui {

PairwiseJudgementDelegate::PairwiseJudgementDelegate(QObject *parent) : QStyledItemDelegate(parent)
{}

QWidget *PairwiseJudgementDelegate::createEditor(QWidget *parent,
                                                 const QStyleOptionViewItem &option,
                                                 const QModelIndex &index) const
{
    Q_UNUSED(option);
    auto *combo = new QComboBox(parent);
    combo->setEditable(true);
    // A typed value is judged by the model; the combo must not add it to its list.
    combo->setInsertPolicy(QComboBox::NoInsert);
    for (double value : SaatyScale::values())
        combo->addItem(qs(SaatyScale::format(value)), value);
    // Picking from the list commits at once; typed text commits on Enter or leaving.
    connect(combo, &QComboBox::activated, this, [this, combo] {
        Q_EMIT const_cast<PairwiseJudgementDelegate *>(this)->commitData(combo);
    });
    combo->setAccessibleName(index.data(Qt::AccessibleTextRole).toString());
    combo->setToolTip(index.data(Qt::ToolTipRole).toString());
    return combo;
}

void PairwiseJudgementDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (!combo)
        return;
    const QSignalBlocker blocker(combo);
    const QString text = index.data(Qt::EditRole).toString();
    const int found = combo->findText(text);
    if (found >= 0)
        combo->setCurrentIndex(found);
    combo->setEditText(text);
}

void PairwiseJudgementDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                             const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (!combo)
        return;
    const QString text = combo->currentText().trimmed();
    // Unchanged text is no edit (leaving the cell must not add an undo step).
    if (text == index.data(Qt::EditRole).toString())
        return;
    model->setData(index, text);
}

} // namespace acceldecide::ui
