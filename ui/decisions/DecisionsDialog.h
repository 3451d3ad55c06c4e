#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTextBrowser;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class DecisionListModel;
class PlanVsActualDialog;

// File > Decisions…: every decision record in the catalog, sortable by any column and
// filtered by a text typed over every column. The selected record shows read-only
// below; Revisit evaluates it again with today's catalog and says what changed, and
// can save the revisit PDF (then and now side by side) or the report it was taken on.
// Compare with Bill… holds it to the bills imported (PlanVsActualDialog).
class DecisionsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DecisionsDialog(db::CatalogDatabase *catalog, QWidget *parent = nullptr);

    void reload();
    QTableView *view() const { return m_view; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QLineEdit *filter() const { return m_filter; }
    QTextBrowser *details() const { return m_details; }
    // The selected record's id; 0 without a selection.
    qint64 selectedId() const;
    // Revisits the selected record; its paragraph shows in the details.
    void revisitSelected();
    // Opens the selected record's Plan vs actual dialog (not modal, closed with this one);
    // null without a selection.
    PlanVsActualDialog *compareSelected();

private:
    void showSelected();
    void saveReport();
    void saveRevisit();

    db::CatalogDatabase *m_catalog;
    DecisionListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
    QTextBrowser *m_details;
    QPushButton *m_revisit;
    QPushButton *m_saveReport;
    QPushButton *m_saveRevisit;
    QPushButton *m_compare;
    QLabel *m_status;
};

} // namespace acceldecide::ui
