#pragma once

#include <QStyledItemDelegate>

namespace acceldecide::ui {

// Editors of the credits table: a spin box over the field's RangeTable range for the
// amount and the months, an editable combo box for Applies to (All, Neuron, CUDA or an
// option id to pick, or a list of ids to type), a line edit for the id and label. Spin
// boxes commit on every step, so the results follow while spinning; the model merges one
// cell's steps into one undo step.
class CreditsDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CreditsDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
