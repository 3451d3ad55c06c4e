#include "ui/matrix/CriteriaDelegate.h"

#include "ui/matrix/CriteriaTableModel.h"
#include "ui/profile/ProfileCells.h"

#include "core/model/RangeTable.h"

#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace acceldecide::ui {

CriteriaDelegate::CriteriaDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

void CriteriaDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                             const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    if (index.data(CriteriaTableModel::ScoreSourceRole).toInt() !=
        int(ProfileCells::Source::Overridden))
        return;
    // A spreadsheet-style triangle in the top-right corner, in the text colour so that it
    // keeps its contrast on any palette and when selected.
    const int size = std::max(6, option.rect.height() / 3);
    const QRect &r = option.rect;
    QPainterPath corner;
    corner.moveTo(r.right() - size, r.top());
    corner.lineTo(r.right(), r.top());
    corner.lineTo(r.right(), r.top() + size);
    corner.closeSubpath();
    const bool selected = option.state.testFlag(QStyle::State_Selected);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->fillPath(corner,
                      option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->restore();
}

QWidget *CriteriaDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                        const QModelIndex &index) const
{
    Q_UNUSED(option);
    QWidget *editor = nullptr;
    if (index.column() == CriteriaTableModel::LabelColumn) {
        auto *line = new QLineEdit(parent);
        line->setPlaceholderText(tr("criterion name"));
        editor = line;
    } else if (index.column() == CriteriaTableModel::WeightColumn) {
        const FieldRange *range = RangeTable::find("criteria[].weight");
        auto *spin = new QDoubleSpinBox(parent);
        spin->setRange(range->min, range->max);
        spin->setDecimals(2);
        spin->setSingleStep(0.5);
        // Typed digits commit on Enter, not per keystroke ("10" never passes through "1").
        spin->setKeyboardTracking(false);
        connect(spin, &QDoubleSpinBox::valueChanged, this,
                [this, spin] { Q_EMIT const_cast<CriteriaDelegate *>(this)->commitData(spin); });
        editor = spin;
    } else {
        const FieldRange *range = RangeTable::find("criteria[].scores");
        auto *spin = new QSpinBox(parent);
        spin->setRange(int(range->min), int(range->max));
        spin->setKeyboardTracking(false);
        connect(spin, &QSpinBox::valueChanged, this,
                [this, spin] { Q_EMIT const_cast<CriteriaDelegate *>(this)->commitData(spin); });
        editor = spin;
    }
    editor->setAccessibleName(index.data(Qt::AccessibleTextRole).toString());
    editor->setToolTip(index.data(Qt::ToolTipRole).toString());
    return editor;
}

void CriteriaDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    // Committing a step re-reads the cell; that must not echo back as another step.
    const QSignalBlocker blocker(editor);
    const QVariant value = index.data(Qt::EditRole);
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        spin->setValue(value.toDouble());
    else if (auto *spin = qobject_cast<QSpinBox *>(editor))
        spin->setValue(value.toInt());
    else if (auto *line = qobject_cast<QLineEdit *>(editor))
        line->setText(value.toString());
}

void CriteriaDelegate::setModelData(QWidget *editor, QAbstractItemModel *model,
                                    const QModelIndex &index) const
{
    if (auto *spin = qobject_cast<QDoubleSpinBox *>(editor))
        model->setData(index, spin->value());
    else if (auto *spin = qobject_cast<QSpinBox *>(editor))
        model->setData(index, spin->value());
    else if (auto *line = qobject_cast<QLineEdit *>(editor))
        model->setData(index, line->text());
}

} // namespace acceldecide::ui
