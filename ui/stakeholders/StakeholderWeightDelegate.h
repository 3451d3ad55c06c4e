#pragma once

#include <QStyledItemDelegate>

namespace acceldecide::ui {

// The editor of a stakeholder's weight: a 0-10 spin box (range from core's RangeTable)
// that commits on every step, so the group's weights and the totals follow while
// spinning; the model merges the steps of one cell into a single undo command.
class StakeholderWeightDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit StakeholderWeightDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
