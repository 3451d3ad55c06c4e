#pragma once

#include "core/search/MarketSearch.h"

#include <QAbstractTableModel>

#include <vector>

namespace acceldecide::ui {

// The rows core's searchMarket ranked, one per candidate, best first: what each is, what it
// costs (formatted by core's TextFormat, never computed here) and where its price and
// throughput came from. Each row's notes are its tooltip. SortRole gives the raw value a
// column sorts by (a number for figures, so "$900" sorts before "$1,200").
class SearchResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Rank,
        InstanceType,
        Provider,
        Region,
        Purchase,
        Instances,
        Tco,
        CostPerMillionTokens,
        RunHours,
        ParetoFront,
        Availability,
        PriceSource,
        Observed,
        ThroughputSource,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;
    // The row's index in rows(), whatever the view's sort order.
    static constexpr int RowIndexRole = Qt::UserRole + 1;

    explicit SearchResultsModel(QObject *parent = nullptr);

    void setRows(std::vector<search::SearchRow> rows);
    const std::vector<search::SearchRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant text(const search::SearchRow &row, int rowIndex, int column) const;
    QVariant sortValue(const search::SearchRow &row, int rowIndex, int column) const;

    std::vector<search::SearchRow> m_rows;
};

} // namespace acceldecide::ui
