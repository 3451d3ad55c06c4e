#pragma once

#include <QStyledItemDelegate>

namespace acceldecide::ui {

// Editors of the held-commitments table: a combo box for a choice cell (type, plan or
// offering class; the model gives the choices), a spin box over the field's RangeTable
// range for a numeric one, a line edit for text. Spin boxes commit on every step, so the
// results follow while spinning; the model merges one cell's steps into one undo step.
// An empty $/hour (a reservation priced by its option) is the spin box's lowest value,
// shown as "from the option".
class HeldCommitmentsDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit HeldCommitmentsDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
