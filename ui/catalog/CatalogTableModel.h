#pragma once

#include "database/CatalogEditor.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QString>

#include <vector>

namespace acceldecide::ui {

// One catalog table (prices, instance types, benchmarks, ...) for the catalog editor. All
// reads and writes go through db::CatalogEditor, which validates every cell; a refused
// edit leaves the row as it was, makes setData() return false and emits editRejected()
// with the editor's message (it names the field and the value). Provenance shows on
// every row that has a source: the source and its dates in the tooltip, vendor claims
// in italics and in their own column.
class CatalogTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // The raw value for sorting: numbers as numbers, references by label, NULL last.
    static constexpr int SortRole = Qt::UserRole;
    // For combo-box editors: the values a Choice or Reference cell accepts and their
    // labels (an empty first entry when the column may be empty).
    static constexpr int ChoiceValuesRole = Qt::UserRole + 1;
    static constexpr int ChoiceLabelsRole = Qt::UserRole + 2;
    static constexpr int RowIdRole = Qt::UserRole + 3;
    static constexpr int VendorClaimRole = Qt::UserRole + 4;
    // Prices where sources disagree: the db::PriceStanding::Kind as an int, else null.
    static constexpr int StandingRole = Qt::UserRole + 5;

    CatalogTableModel(db::CatalogEditor *editor, db::CatalogTable table, QObject *parent = nullptr);

    db::CatalogTable table() const { return m_table; }
    QString title() const;
    const std::vector<db::CatalogColumn> &columns() const { return m_columns; }
    int columnOf(const QString &name) const;

    // Reloads every row (after another table changed a label this one shows).
    void refresh();
    qint64 rowId(int row) const;
    int rowOf(qint64 id) const;

    // The recorded versions of row `row` (prices and benchmarks keep them).
    db::DatabaseResult<std::vector<db::HistoryEntry>> history(int row) const
    {
        return m_editor->history(m_table, rowId(row));
    }

    // Appends a row holding the editor's defaults; returns its row, or -1 after
    // emitting editRejected().
    int addRow();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Deletes through the editor, which refuses rows that other rows refer to.
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    // A stored choice in words: purchase models as the rest of the window names them.
    static QString choiceLabel(const QString &stored);

Q_SIGNALS:
    void editRejected(const QString &message);
    // A cell, a new row or a deletion was written to the catalog.
    void catalogEdited();

private:
    // Prices: reads where sources disagree; with `group`, also gathers each such group's
    // rows at its first row's place, the used one first.
    void loadStandings(bool group);
    QString standingText(const db::PriceStanding &standing) const;
    // Whether the cell is a date the seed data assumed for an undated source.
    bool hasAssumedDate(const db::CatalogRow &row, int column) const;
    QVariant displayValue(const db::CatalogRow &row, int column) const;
    QVariant sortValue(const db::CatalogRow &row, int column) const;
    QString toolTip(const db::CatalogRow &row, int column) const;
    QString kindText(const QString &kind) const;
    void loadChoices();

    db::CatalogEditor *m_editor;
    db::CatalogTable m_table;
    std::vector<db::CatalogColumn> m_columns;
    std::vector<db::CatalogRow> m_rows;
    // Prices only: where sources disagree, what the engine does with each observation.
    QHash<qint64, db::PriceStanding> m_standings;
    QHash<int, QVariantList> m_choiceValues;
    QHash<int, QStringList> m_choiceLabels;
};

} // namespace acceldecide::ui
