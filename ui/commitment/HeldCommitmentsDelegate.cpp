#include "ui/commitment/HeldCommitmentsDelegate.h"

#include "ui/commitment/HeldCommitmentsModel.h"
#include "ui/widgets/Qs.h"

#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace acceldecide::ui {

namespace {

using Model = HeldCommitmentsModel;

// The $/hour spin box's lowest value: one step below the field's minimum, meaning unset.
constexpr double kUnsetStep = 0.01;

} // namespace

HeldCommitmentsDelegate::HeldCommitmentsDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QWidget *HeldCommitmentsDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                               const QModelIndex &index) const
{
    const auto commit = [this](QWidget *editor) {
        Q_EMIT const_cast<HeldCommitmentsDelegate *>(this)->commitData(editor);
    };
    QWidget *editor = nullptr;
    const QStringList choices = index.data(Model::ChoiceLabelsRole).toStringList();
    const FieldRange *range =
        RangeTable::find(index.data(Model::RangePathRole).toString().toStdString());
    if (!choices.isEmpty()) {
        auto *combo = new QComboBox(parent);
        const QVariantList values = index.data(Model::ChoiceValuesRole).toList();
        for (qsizetype i = 0; i < choices.size() && i < values.size(); ++i)
            combo->addItem(choices[i], values[i]);
        // A choice is one edit, made as soon as it is picked.
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
        const bool money = index.column() == Model::UsdPerHourColumn;
        spin->setDecimals(2);
        spin->setRange(money ? range->min - kUnsetStep : range->min,
                       range->maxInclusive ? range->max : range->max - kUnsetStep);
        spin->setSingleStep(money ? 1.0 : 0.5);
        if (money)
            spin->setSpecialValueText(tr("from the option"));
        spin->setSuffix(QStringLiteral(" ") + qs(std::string(range->unit)));
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this, [commit, spin] { commit(spin); });
        editor = spin;
    } else {
        editor = QStyledItemDelegate::createEditor(parent, option, index);
    }
    editor->setToolTip(index.data(Qt::ToolTipRole).toString());
    return editor;
}

void HeldCommitmentsDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // Committing a step re-reads the cell; that must not echo back as another step.
    const QSignalBlocker blocker(editor);
    const QVariant value = index.data(Qt::EditRole);
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(combo->findData(value));
    else if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        spin->setValue(value.isValid() ? value.toDouble() : spin->minimum());
    else if (auto *spin = qobject_cast<QSpinBox *>(editor))
        spin->setValue(value.toInt());
    else
        QStyledItemDelegate::setEditorData(editor, index);
}

void HeldCommitmentsDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                           const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        model->setData(index, combo->currentData());
    else if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        model->setData(index,
                       !spin->specialValueText().isEmpty() && spin->value() <= spin->minimum()
                           ? QVariant()
                           : QVariant(spin->value()));
    else if (auto *spin = qobject_cast<QSpinBox *>(editor))
        model->setData(index, spin->value());
    else
        QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace acceldecide::ui
