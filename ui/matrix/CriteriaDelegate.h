#pragma once

#include <QStyledItemDelegate>

namespace acceldecide::ui {

// Editors of the decision matrix: a line edit for a criterion's name, a double spin box
// for its weight (range from core's RangeTable) and a 1-5 spin box per score. Spin boxes
// commit on every step, so the totals follow while spinning; the model merges the steps
// of one cell into a single undo command. A score the user set in place of the workload
// profile's derived one gets a corner mark, so it stands out without relying on colour.
class CriteriaDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit CriteriaDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
