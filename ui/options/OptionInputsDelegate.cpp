#include "ui/options/OptionInputsDelegate.h"

#include "ui/options/OptionInputsModel.h"

#include <QComboBox>
#include <QLineEdit>
#include <QLocale>

namespace acceldecide::ui {

OptionInputsDelegate::OptionInputsDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QWidget *OptionInputsDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                            const QModelIndex &index) const
{
    const QStringList choices = index.data(OptionInputsModel::ChoicesRole).toStringList();
    const QString header = index.model()->headerData(index.column(), Qt::Horizontal).toString();
    if (!choices.isEmpty()) {
        auto *combo = new QComboBox(parent);
        // The ids are the scenario format's words ("savings_plan_1y"), readable as they are.
        for (const QString &choice : choices)
            combo->addItem(QString(choice).replace(QLatin1Char('_'), QLatin1Char(' ')), choice);
        combo->setAccessibleName(header);
        return combo;
    }
    if (index.column() == OptionInputsModel::InstanceTypeColumn) {
        auto *combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->addItems(m_instanceTypes);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->setAccessibleName(header);
        return combo;
    }
    Q_UNUSED(option);
    // A line edit for numbers too: Qt's default double spin box stops at 99.99 and cannot
    // be left empty.
    auto *line = new QLineEdit(parent);
    line->setAccessibleName(header);
    if (index.column() != OptionInputsModel::LabelColumn)
        line->setPlaceholderText(tr("empty: not set / from the catalog"));
    return line;
}

void OptionInputsDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        if (combo->isEditable()) {
            combo->setCurrentText(value.toString());
        } else {
            combo->setCurrentIndex(combo->findData(value.toString()));
        }
        return;
    }
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        // Numbers in the C locale with full precision, so that editing never rounds.
        line->setText(value.typeId() == QMetaType::Double
                          ? QLocale::c().toString(value.toDouble(), 'g', 15)
                          : value.toString());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void OptionInputsDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                        const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->isEditable() ? combo->currentText() : combo->currentData());
        return;
    }
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        model->setData(index, line->text());
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace acceldecide::ui
