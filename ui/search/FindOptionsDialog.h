#pragma once

#include "core/model/Scenario.h"
#include "core/search/MarketOffer.h"
#include "core/search/MarketSearch.h"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class ScenarioDocument;
class SearchFilterPanel;
class SearchResultsChart;
class SearchResultsModel;

// Scenario → Find Options…: the market search of `acceldecide-cli search` in the window.
// The catalog's offers are read once when the dialog opens; every filter change runs
// core's searchMarket again on them, synchronously (10,000 candidates bill in about
// 30 ms), and the table and chart follow. Add to Scenario makes the selected rows options
// of the document in one undoable step. Enter in the table adds, elsewhere searches again;
// Esc closes.
class FindOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // `resolved`: the scenario the window evaluates (catalog figures filled in), which the
    // search bills; `document`: where the chosen rows are added.
    FindOptionsDialog(db::CatalogDatabase &catalog, ScenarioDocument *document, Scenario resolved,
                      QWidget *parent = nullptr);
    ~FindOptionsDialog() override;

    // Runs the search with the filters as they are and shows it.
    void search();
    // Adds the selected rows; false (with the reason in the status line) when nothing is
    // selected or the document refuses them.
    bool addSelected();

    const search::SearchResult &result() const { return m_result; }
    const std::vector<search::MarketOffer> &offers() const { return m_offers; }
    SearchFilterPanel *filters() const { return m_filters; }
    SearchResultsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    SearchResultsChart *chart() const { return m_chart; }
    QPushButton *addButton() const { return m_add; }
    QString statusText() const;
    // The offers' read, in milliseconds (measured once, when the dialog opened).
    qint64 loadMilliseconds() const { return m_loadMs; }

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void buildLayout();
    void selectionChanged();
    std::vector<int> selectedRows() const;
    void showStatus(const QString &text, const QString &toolTip = {});
    QString summary() const;

    ScenarioDocument *m_document;
    Scenario m_scenario;
    // Read once; every SearchRow's offer points into it, so it is never changed after.
    std::vector<search::MarketOffer> m_offers;
    search::SearchResult m_result; // every candidate, best first
    qint64 m_loadMs = 0;
    QString m_loadError;
    bool m_columnsSized = false;
    SearchFilterPanel *m_filters = nullptr;
    SearchResultsModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QTableView *m_table;
    SearchResultsChart *m_chart;
    QLabel *m_status;
    QPushButton *m_add;
};

} // namespace acceldecide::ui
