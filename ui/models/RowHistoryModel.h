#pragma once

#include "database/catalog/RowHistory.h"

#include <QAbstractTableModel>

#include <vector>

namespace acceldecide::ui {

// The recorded versions of one price, benchmark or scenario (db::RowHistory), newest
// first: version, when, who, what happened and which fields changed. A field's tooltip
// on the Changes column shows the values of that version.
class RowHistoryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        VersionColumn,
        WhenColumn,
        WhoColumn,
        ActionColumn,
        ChangesColumn,
        ColumnCount
    };

    explicit RowHistoryModel(QObject *parent = nullptr);

    void setEntries(std::vector<db::HistoryEntry> entries);
    const db::HistoryEntry &entry(int row) const { return m_entries[std::size_t(row)]; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // "Hourly USD, Observed" for an entry's changed columns, "(first version)" or
    // "(deleted)" where no field changed.
    static QString changesText(const db::HistoryEntry &entry);

private:
    std::vector<db::HistoryEntry> m_entries;
};

} // namespace acceldecide::ui
