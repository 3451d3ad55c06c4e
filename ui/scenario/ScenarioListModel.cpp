#include "ui/scenario/ScenarioListModel.h"

#include <QDateTime>

namespace acceldecide::ui {

ScenarioListModel::ScenarioListModel(QObject *parent) : QAbstractTableModel(parent) {}

void ScenarioListModel::setScenarios(std::vector<db::ScenarioSummary> scenarios)
{
    beginResetModel();
    m_scenarios = std::move(scenarios);
    endResetModel();
}

int ScenarioListModel::rowOf(qint64 id) const
{
    for (std::size_t row = 0; row < m_scenarios.size(); ++row) {
        if (m_scenarios[row].id == id)
            return int(row);
    }
    return -1;
}

int ScenarioListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_scenarios.size());
}

int ScenarioListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ScenarioListModel::displayDate(const QString &isoUtc)
{
    QDateTime when = QDateTime::fromString(isoUtc, Qt::ISODate);
    if (!when.isValid())
        return isoUtc; // shown as stored rather than hidden
    return when.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QVariant ScenarioListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const db::ScenarioSummary &scenario = m_scenarios[std::size_t(index.row())];
    const bool name = index.column() == NameColumn;
    switch (role) {
    case Qt::DisplayRole:
        return name ? scenario.name : displayDate(scenario.modified);
    case Qt::ToolTipRole:
        return tr("%1\nCreated %2, last saved %3")
            .arg(scenario.name, displayDate(scenario.created), displayDate(scenario.modified));
    case IdRole:
        return scenario.id;
    case SortRole:
        return name ? scenario.name.toCaseFolded() : scenario.modified;
    default:
        return {};
    }
}

QVariant ScenarioListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ModifiedColumn:
        return tr("Modified");
    default:
        return {};
    }
}

} // namespace acceldecide::ui
