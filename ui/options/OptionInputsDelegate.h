#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

namespace acceldecide::ui {

// Editors for the options table: a combo box for enumerated cells (stack, purchase model),
// an editable combo box of the catalog's instance types, and a plain line edit for numbers
// -- an empty number hands the field back to the catalog, which a spin box cannot express.
class OptionInputsDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit OptionInputsDelegate(QObject *parent = nullptr);

    void setInstanceTypes(const QStringList &names) { m_instanceTypes = names; }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

private:
    QStringList m_instanceTypes;
};

} // namespace acceldecide::ui
