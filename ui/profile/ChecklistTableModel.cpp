#include "ui/profile/ChecklistTableModel.h"
#include "ui/widgets/Qs.h"

#include "ui/profile/ProfileCells.h"

#include <QFont>

#include <algorithm>

namespace acceldecide::ui {

namespace {

ChecklistColumn columnOf(int column)
{
    return column == ChecklistTableModel::TrainiumColumn ? ChecklistColumn::Trainium
                                                         : ChecklistColumn::H100;
}

} // namespace

const QString ChecklistTableModel::kTick = QStringLiteral("✓");
const QString ChecklistTableModel::kNeither = QStringLiteral("–");

ChecklistTableModel::ChecklistTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void ChecklistTableModel::setChecklist(const std::optional<ChecklistResult> &checklist)
{
    const std::size_t before = m_checklist ? m_checklist->items.size() : 0;
    const std::size_t after = checklist ? checklist->items.size() : 0;
    if (before != after) {
        beginResetModel();
        m_checklist = checklist;
        endResetModel();
        return;
    }
    // Same rows (the checklist's nine items): repaint in place, keeping the selection.
    m_checklist = checklist;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (after > 0)
        Q_EMIT dataChanged(index(0, 0), index(int(after) - 1, ColumnCount - 1));
}

int ChecklistTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_checklist ? 0 : int(m_checklist->items.size());
}

int ChecklistTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ChecklistTableModel::columnText(const ChecklistItem &item, int column) const
{
    switch (item.column) {
    case ChecklistColumn::Trainium:
    case ChecklistColumn::H100:
        return item.column == columnOf(column) ? kTick : QString();
    case ChecklistColumn::Neither:
        return kNeither;
    case ChecklistColumn::Unanswered:
        break;
    }
    return {};
}

QString ChecklistTableModel::answerText(const ChecklistItem &item) const
{
    switch (item.column) {
    case ChecklistColumn::Neither:
        return tr("%1 — in neither column").arg(qs(item.answer));
    case ChecklistColumn::Unanswered:
        return tr("Not answered");
    case ChecklistColumn::Trainium:
    case ChecklistColumn::H100:
        break;
    }
    return qs(item.answer);
}

QVariant ChecklistTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_checklist || index.row() >= rowCount() ||
        index.column() >= ColumnCount)
        return {};
    const ChecklistItem &item = m_checklist->items[std::size_t(index.row())];
    const int column = index.column();
    const bool tickColumn = column == TrainiumColumn || column == H100Column;
    switch (role) {
    case Qt::DisplayRole:
        if (column == ItemColumn)
            return qs(item.label);
        if (column == AnswerColumn)
            return answerText(item);
        return columnText(item, column);
    case Qt::ToolTipRole:
        if (item.column == ChecklistColumn::Unanswered)
            return tr("Answer it in the workload profile to place this item.");
        // The answer column is elided in a narrow dock: the tooltip has it in full.
        return column == AnswerColumn ? tr("%1\n%2").arg(qs(item.answer), qs(item.reason))
                                      : qs(item.reason);
    case Qt::AccessibleTextRole:
        if (!tickColumn)
            return {};
        if (item.column == ChecklistColumn::Unanswered)
            return tr("%1: not answered").arg(qs(item.label));
        if (item.column == ChecklistColumn::Neither)
            return tr("%1: in neither column").arg(qs(item.label));
        return tr("%1: %2").arg(qs(item.label),
                                item.column == columnOf(column) ? tr("ticked") : tr("not ticked"));
    case Qt::TextAlignmentRole:
        return tickColumn ? QVariant(Qt::AlignCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (tickColumn &&
            (item.column == ChecklistColumn::Trainium || item.column == ChecklistColumn::H100)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        if (column == AnswerColumn && (item.column == ChecklistColumn::Unanswered ||
                                       item.column == ChecklistColumn::Neither)) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        // The dash of an unplaced item recedes; its name and answer stay readable.
        if (tickColumn && item.column == ChecklistColumn::Neither)
            return ProfileCells::greyedText();
        return {};
    default:
        return {};
    }
}

QVariant ChecklistTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case ItemColumn:
            return tr("Checklist item");
        case TrainiumColumn:
            return m_checklist ? tr("Trainium (%1)").arg(m_checklist->trainium) : tr("Trainium");
        case H100Column:
            return m_checklist ? tr("H100 (%1)").arg(m_checklist->h100) : tr("H100");
        default:
            return tr("Your answer");
        }
    }
    if (role == Qt::ToolTipRole) {
        if (section == TrainiumColumn || section == H100Column)
            return tr("Ticks in this column; 5 or more decide (seed 000)");
        if (section == ItemColumn)
            return tr("Seed 000's \"Practical Decision Checklist\"");
    }
    return {};
}

int ChecklistTableModel::count(ChecklistColumn column) const
{
    if (!m_checklist)
        return 0;
    return int(std::count_if(m_checklist->items.begin(), m_checklist->items.end(),
                             [&](const ChecklistItem &item) { return item.column == column; }));
}

QString ChecklistTableModel::countsText() const
{
    if (!m_checklist)
        return {};
    const int total = int(m_checklist->items.size());
    return tr("Trainium column: %1 of %2 · H100 column: %3 of %2 · in neither: %4 · "
              "unanswered: %5")
        .arg(m_checklist->trainium)
        .arg(total)
        .arg(m_checklist->h100)
        .arg(count(ChecklistColumn::Neither))
        .arg(count(ChecklistColumn::Unanswered));
}

QString ChecklistTableModel::verdictText() const
{
    return m_checklist ? qs(m_checklist->verdictText) : QString();
}

} // namespace acceldecide::ui
