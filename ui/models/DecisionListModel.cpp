#include "ui/models/DecisionListModel.h"

#include <QBrush>
#include <QPalette>

#include <utility>

namespace acceldecide::ui {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

DecisionListModel::DecisionListModel(QObject *parent) : QAbstractTableModel(parent) {}

void DecisionListModel::setDecisions(std::vector<db::DecisionSummary> decisions)
{
    beginResetModel();
    m_decisions = std::move(decisions);
    endResetModel();
}

int DecisionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_decisions.size());
}

int DecisionListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DecisionListModel::display(const db::DecisionSummary &summary, int column) const
{
    const DecisionRecord &record = summary.record;
    switch (column) {
    case IdColumn:
        return qlonglong(record.id);
    case DecidedColumn:
        return q(record.decidedAt);
    case ScenarioColumn:
        return q(record.scenarioName);
    case ChosenColumn:
        return record.followsRecommendation()
                   ? q(record.chosenOption)
                   : tr("%1 (over the recommendation)").arg(q(record.chosenOption));
    case RecommendedColumn:
        return q(record.recommendedOption);
    case DecidedByColumn:
        return q(record.decidedBy);
    case ReviewColumn:
        return record.reviewDate ? q(*record.reviewDate) : QString();
    case StatusColumn:
        return summary.supersededBy ? tr("Superseded by %1").arg(*summary.supersededBy)
                                    : tr("Current");
    default:
        return {};
    }
}

QVariant DecisionListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const db::DecisionSummary &summary = m_decisions[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(summary, index.column());
    case SortRole:
        return index.column() == IdColumn ? QVariant(qlonglong(summary.record.id))
                                          : display(summary, index.column());
    case IdRole:
        return qlonglong(summary.record.id);
    case Qt::ToolTipRole:
        if (index.column() == ChosenColumn && !summary.record.reason.empty())
            return tr("Reason: %1").arg(q(summary.record.reason));
        return summary.record.rationale.empty() ? QVariant() : q(summary.record.rationale);
    case Qt::ForegroundRole:
        // A superseded record is history: still readable, drawn as such.
        if (summary.supersededBy)
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant DecisionListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("Record");
    case DecidedColumn:
        return tr("Decided");
    case ScenarioColumn:
        return tr("Scenario");
    case ChosenColumn:
        return tr("Chosen");
    case RecommendedColumn:
        return tr("Recommended");
    case DecidedByColumn:
        return tr("Decided by");
    case ReviewColumn:
        return tr("Review");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}

} // namespace acceldecide::ui
