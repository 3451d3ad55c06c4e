#include "ui/catalog/CatalogItemDelegate.h"

#include "ui/catalog/CatalogTableModel.h"

#include <QComboBox>

namespace acceldecide::ui {

CatalogItemDelegate::CatalogItemDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

QWidget *CatalogItemDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                           const QModelIndex &index) const
{
    const QStringList labels = index.data(CatalogTableModel::ChoiceLabelsRole).toStringList();
    if (labels.isEmpty())
        return QStyledItemDelegate::createEditor(parent, option, index);
    const QVariantList values = index.data(CatalogTableModel::ChoiceValuesRole).toList();
    auto *combo = new QComboBox(parent);
    combo->setAccessibleName(index.model()->headerData(index.column(), Qt::Horizontal).toString());
    for (qsizetype i = 0; i < labels.size() && i < values.size(); ++i)
        combo->addItem(labels[i].isEmpty() ? tr("(none)") : labels[i], values[i]);
    return combo;
}

void CatalogItemDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *combo = qobject_cast<QComboBox *>(editor);
    if (!combo) {
        QStyledItemDelegate::setEditorData(editor, index);
        return;
    }
    // The edit text of a choice is its value and of a reference its label, which is what
    // the labels list holds.
    const QStringList labels = index.data(CatalogTableModel::ChoiceLabelsRole).toStringList();
    combo->setCurrentIndex(
        std::max<qsizetype>(0, labels.indexOf(index.data(Qt::EditRole).toString())));
}

void CatalogItemDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                       const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        model->setData(index, combo->currentData(), Qt::EditRole);
    else
        QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace acceldecide::ui
