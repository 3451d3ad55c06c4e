#pragma once

#include "core/model/FieldRange.h"

#include <QStyledItemDelegate>

class QDoubleSpinBox;

namespace acceldecide::ui {

// Editors of a table over a scenario list, chosen from what ScenarioEntriesModel's editor
// roles say of the cell: a combo box for a choice cell (editable when its choices are
// only suggestions), a spin box over the field's RangeTable range for a numeric one (whole
// numbers where the range is whole), Qt's line edit for text. Spin boxes and picked
// choices commit at once, so the results follow while spinning; the model merges one
// cell's steps into one undo step. A spin box may stand for a blank cell with its lowest
// value, shown as its special value text: it then sets the cell blank.
class ScenarioEntriesDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;

protected:
    explicit ScenarioEntriesDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

    // The step of a spin box at two decimals: what an exclusive maximum is brought in by.
    static constexpr double kStep = 0.01;

    // What a table shows on a spin box for a fractional number besides the field's range
    // and two decimals, which are already set: its step, a prefix or suffix, and a text
    // for a blank cell (lowering the minimum one step to make room for it).
    virtual void configureSpinBox(QDoubleSpinBox *spin, const FieldRange &range,
                                  const QModelIndex &index) const = 0;

private:
    QWidget *choiceEditor(QWidget *parent, const QModelIndex &index) const;
    QWidget *numberEditor(QWidget *parent, const FieldRange &range, const QModelIndex &index) const;
    void commit(QWidget *editor) const;
};

} // namespace acceldecide::ui
