#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace acceldecide::ui {

class CatalogTableModel;

// One tab of the catalog editor: a filter line, the table (sortable by any column) and
// Add / Delete buttons. The filter matches any column, ignoring case. Sorting and
// filtering are the database's (CatalogTableModel), and rows load as the view scrolls.
class CatalogTablePage : public QWidget
{
    Q_OBJECT

public:
    explicit CatalogTablePage(CatalogTableModel *model, QWidget *parent = nullptr);

    CatalogTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }

    // Puts the cursor in the filter line (Ctrl+F).
    void focusFilter();
    // Adds a row with default values, selects it and starts editing its first cell.
    void addRow();
    // Deletes the selected rows after asking; a refused deletion reports through the
    // model's editRejected().
    void deleteSelectedRows();
    // Shows the recorded versions of the current row (tables that keep them).
    void showHistory();

private:
    void updateCount();
    void updateButtons();
    void resizeColumns();

    CatalogTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QLabel *m_count;
    QPushButton *m_add;
    QPushButton *m_delete;
    QPushButton *m_history = nullptr; // only on tables that keep history
    QTableView *m_view;
};

} // namespace acceldecide::ui
