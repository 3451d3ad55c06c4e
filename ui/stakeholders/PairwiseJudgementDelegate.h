#pragma once

#include <QStyledItemDelegate>

namespace acceldecide::ui {

// The editor of one pairwise judgement: an editable combo box offering Saaty's scale
// (1/9 ... 1 ... 9) that also takes a typed value ("1/3", "2.5"). The text goes to the
// model as typed, so that a value off the scale is refused there naming the cell and the
// value rather than clamped here without a word.
class PairwiseJudgementDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit PairwiseJudgementDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
};

} // namespace acceldecide::ui
