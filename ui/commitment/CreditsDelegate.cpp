#include "ui/commitment/CreditsDelegate.h"

#include "ui/commitment/CreditsModel.h"
#include "ui/widgets/Qs.h"

#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QSpinBox>

namespace acceldecide::ui {

CreditsDelegate::CreditsDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QWidget *CreditsDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    const auto commit = [this](QWidget *editor) {
        Q_EMIT const_cast<CreditsDelegate *>(this)->commitData(editor);
    };
    QWidget *editor = nullptr;
    const QStringList choices = index.data(CreditsModel::ScopeChoicesRole).toStringList();
    const FieldRange *range =
        RangeTable::find(index.data(CreditsModel::RangePathRole).toString().toStdString());
    if (!choices.isEmpty()) {
        auto *combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->addItems(choices);
        // A picked choice is one edit; typed text commits when the editor closes.
        connect(combo, &QComboBox::activated, this, [commit, combo] { commit(combo); });
        editor = combo;
    } else if (range && range->integer) {
        auto *spin = new QSpinBox(parent);
        spin->setRange(int(range->min), int(range->max));
        spin->setKeyboardTracking(false);
        connect(spin, &QSpinBox::valueChanged, this, [commit, spin] { commit(spin); });
        editor = spin;
    } else if (range) {
        auto *spin = new QDoubleSpinBox(parent);
        spin->setDecimals(2);
        spin->setRange(range->min, range->max);
        spin->setSingleStep(1000.0);
        spin->setPrefix(QStringLiteral("$ "));
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [commit, spin] { commit(spin); });
        editor = spin;
    } else {
        editor = QStyledItemDelegate::createEditor(parent, option, index);
    }
    editor->setToolTip(index.data(Qt::ToolTipRole).toString());
    return editor;
}

void CreditsDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // Committing a step re-reads the cell; that must not echo back as another step.
    const QSignalBlocker blocker(editor);
    const QVariant value = index.data(Qt::EditRole);
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentText(value.toString());
    else if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        spin->setValue(value.toDouble());
    else if (auto *spin = qobject_cast<QSpinBox *>(editor))
        spin->setValue(value.toInt());
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void CreditsDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                   const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->currentText() != index.data(Qt::EditRole).toString())
            model->setData(index, combo->currentText());
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor)) {
        model->setData(index, spin->value());
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        model->setData(index, spin->value());
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace acceldecide::ui
