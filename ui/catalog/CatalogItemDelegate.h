#pragma once

#include <QStyledItemDelegate>

namespace acceldecide::ui {

// Editors for the catalog tables: a combo box for a cell with a closed set of values (a
// purchase model, a source, an instance type), a line edit for everything else, so a
// number keeps all its digits and a bad value reaches the catalog's validation.
class CatalogItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CatalogItemDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
