#pragma once

#include "database/scenarios/ScenarioRepository.h"

#include <QAbstractTableModel>

#include <vector>

namespace acceldecide::ui {

// The saved scenarios of a catalog, one row each: name and last modified date (local
// time). Filled from ScenarioRepository::list(); sorting and filtering are a proxy's job.
class ScenarioListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        ModifiedColumn,
        ColumnCount
    };

    // The row id (qint64) of a cell's scenario.
    static constexpr int IdRole = Qt::UserRole;
    // What sorting compares: the name folded to lower case, the ISO timestamp.
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit ScenarioListModel(QObject *parent = nullptr);

    void setScenarios(std::vector<db::ScenarioSummary> scenarios);
    const std::vector<db::ScenarioSummary> &scenarios() const { return m_scenarios; }
    // The row showing scenario `id`, or -1.
    int rowOf(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "2026-07-01 11:30" in local time from an ISO 8601 UTC timestamp.
    static QString displayDate(const QString &isoUtc);

private:
    std::vector<db::ScenarioSummary> m_scenarios;
};

} // namespace acceldecide::ui
