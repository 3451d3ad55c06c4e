#pragma once

#include "database/decisions/DecisionRepository.h"

#include <QAbstractTableModel>

#include <vector>

namespace acceldecide::ui {

// The decision records of a catalog (db::DecisionRepository::list()), one row each:
// id, date, scenario, chosen and recommended option, who decided, review date and
// whether a newer record supersedes it. SortRole holds each column's value to sort by
// (numbers as numbers, ISO dates as text), so a QSortFilterProxyModel sorts it right.
class DecisionListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        IdColumn,
        DecidedColumn,
        ScenarioColumn,
        ChosenColumn,
        RecommendedColumn,
        DecidedByColumn,
        ReviewColumn,
        StatusColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int IdRole = Qt::UserRole + 1;

    explicit DecisionListModel(QObject *parent = nullptr);

    void setDecisions(std::vector<db::DecisionSummary> decisions);
    const db::DecisionSummary &decision(int row) const { return m_decisions[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant display(const db::DecisionSummary &summary, int column) const;

    std::vector<db::DecisionSummary> m_decisions;
};

} // namespace acceldecide::ui
