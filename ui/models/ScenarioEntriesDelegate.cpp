#include "ui/models/ScenarioEntriesDelegate.h"

#include "ui/models/ScenarioEntriesModel.h"

#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalBlocker>
#include <QSpinBox>

namespace acceldecide::ui {

namespace {

using Model = ScenarioEntriesModel;

} // namespace

QWidget *ScenarioEntriesDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                               const QModelIndex &index) const
{
    QWidget *editor = nullptr;
    const FieldRange *range =
        RangeTable::find(index.data(Model::RangePathRole).toString().toStdString());
    if (!index.data(Model::ChoiceLabelsRole).toStringList().isEmpty())
        editor = choiceEditor(parent, index);
    else if (range)
        editor = numberEditor(parent, *range, index);
    else
        editor = QStyledItemDelegate::createEditor(parent, option, index);
    editor->setToolTip(index.data(Qt::ToolTipRole).toString());
    return editor;
}

QWidget *ScenarioEntriesDelegate::choiceEditor(QWidget *parent, const QModelIndex &index) const
{
    auto *combo = new QComboBox(parent);
    const QStringList labels = index.data(Model::ChoiceLabelsRole).toStringList();
    const QVariantList values = index.data(Model::ChoiceValuesRole).toList();
    if (values.isEmpty()) {
        // Suggestions: typed text commits when the editor closes.
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->addItems(labels);
    } else {
        for (qsizetype i = 0; i < labels.size() && i < values.size(); ++i)
            combo->addItem(labels[i], values[i]);
    }
    // A choice is one edit, made as soon as it is picked.
    connect(combo, &QComboBox::activated, this, [this, combo] { commit(combo); });
    return combo;
}

QWidget *ScenarioEntriesDelegate::numberEditor(QWidget *parent, const FieldRange &range,
                                               const QModelIndex &index) const
{
    if (range.integer) {
        auto *spin = new QSpinBox(parent);
        spin->setRange(int(range.min), int(range.max));
        spin->setKeyboardTracking(false);
        connect(spin, &QSpinBox::valueChanged, this, [this, spin] { commit(spin); });
        return spin;
    }
    auto *spin = new QDoubleSpinBox(parent);
    spin->setDecimals(2);
    spin->setRange(range.min, range.maxInclusive ? range.max : range.max - kStep);
    configureSpinBox(spin, range, index);
    spin->setKeyboardTracking(false);
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, spin] { commit(spin); });
    return spin;
}

void ScenarioEntriesDelegate::commit(QWidget *editor) const
{
    // The editors commit from their own signals, long after the const createEditor made
    // them; committing changes no state of the delegate.
    Q_EMIT const_cast<ScenarioEntriesDelegate *>(this)->commitData(editor);
}

void ScenarioEntriesDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // Committing a step re-reads the cell; that must not echo back as another step.
    const QSignalBlocker blocker(editor);
    const QVariant value = index.data(Qt::EditRole);
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        // An editable combo holds suggestions, so its value is its text.
        if (combo->isEditable())
            combo->setCurrentText(value.toString());
        else
            combo->setCurrentIndex(combo->findData(value));
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor)) {
        spin->setValue(value.isValid() ? value.toDouble() : spin->minimum());
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->setValue(value.toInt());
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void ScenarioEntriesDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                           const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (!combo->isEditable())
            model->setData(index, combo->currentData());
        else if (combo->currentText() != index.data(Qt::EditRole).toString())
            model->setData(index, combo->currentText());
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor)) {
        const bool blank = !spin->specialValueText().isEmpty() && spin->value() <= spin->minimum();
        model->setData(index, blank ? QVariant() : QVariant(spin->value()));
    } else if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        model->setData(index, spin->value());
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

} // namespace acceldecide::ui
