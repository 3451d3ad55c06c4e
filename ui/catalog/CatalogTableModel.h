#pragma once

#include "database/catalog/CatalogEditor.h"
#include "ui/catalog/CatalogCellText.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>
#include <vector>

namespace acceldecide::ui {

// One catalog table (prices, instance types, benchmarks, ...) for the catalog editor. All
// reads and writes go through db::CatalogEditor, which validates every cell; a refused
// edit leaves the row as it was, makes setData() return false and emits editRejected()
// with the editor's message (it names the field and the value). Provenance shows on
// every row that has a source: the source and its dates in the tooltip, vendor claims
// in italics and in their own column.
//
// Rows are read a page at a time (canFetchMore / fetchMore, keyset pages from
// db::CatalogEditor::page), so a catalog of a million prices opens with its first rows
// and reads more as the view scrolls. Sorting (sort()) and the filter (setFilterText())
// are the database's: they start again from the first page. Only fetched rows have a
// row number, so only they can be edited.
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

    // Rereads from the first page (after another table changed a label this one shows).
    void refresh();
    // Rows per page read from the database.
    void setPageSize(int rows);
    int pageSize() const { return m_pageSize; }
    // Shows only the rows with `text` in some column (as shown), ignoring case.
    void setFilterText(const QString &text);
    QString filterText() const { return m_filter; }
    // The sort in effect: a column (-1 for catalog order) and its direction.
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
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
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    // By the SortRole's values, in the database; -1 returns to catalog order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    // Deletes through the editor, which refuses rows that other rows refer to.
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    // A stored choice in words: purchase models as the rest of the window names them.
    static QString choiceLabel(const QString &stored)
    {
        return CatalogCellText::choiceLabel(stored);
    }

Q_SIGNALS:
    void editRejected(const QString &message);
    // A cell, a new row or a deletion was written to the catalog.
    void catalogEdited();

private:
    // The next page's rows as they are to be shown: rows already shown (a gathered group,
    // a row added here) are left out. Sets m_atEnd after the last page.
    std::vector<db::CatalogRow> readPage();
    // Prices: what the engine does with the on-demand observations of one instance type
    // and region (groupKey()), read once per group (again with `again`).
    void judge(const QString &key, bool again = false);
    // In catalog order: the observations of a price the sources disagree on sit together
    // where the first of them is, the one the engine uses first and the others newest
    // first. Returns the rows to show for `row` (only itself outside such a group).
    std::vector<db::CatalogRow> gathered(db::CatalogRow row);
    // The row's group for judge(): empty unless an on-demand, region-wide price.
    QString groupKey(const db::CatalogRow &row) const;
    QVariant sortValue(const db::CatalogRow &row, int column) const;
    void loadChoices();

    db::CatalogEditor *m_editor;
    db::CatalogTable m_table;
    std::vector<db::CatalogColumn> m_columns;
    CatalogCellText m_text;
    std::vector<db::CatalogRow> m_rows;
    // Ids shown, so that a later page does not show a row a second time.
    QSet<qint64> m_shown;
    // The last row the database returned: the next page starts after it.
    std::optional<db::CatalogRow> m_last;
    bool m_atEnd = false;
    int m_pageSize = 256;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QString m_filter;
    // Prices only: where sources disagree, what the engine does with each observation,
    // and the ids each judged group (instance type and region) marked.
    QHash<qint64, db::PriceStanding> m_standings;
    QHash<QString, QList<qint64>> m_judged;
    QHash<int, QVariantList> m_choiceValues;
    QHash<int, QStringList> m_choiceLabels;
};

} // namespace acceldecide::ui
