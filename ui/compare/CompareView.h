#pragma once

#include <QDialog>
#include <QList>

class QChart;
class QChartView;
class QLabel;
class QListWidget;
class QTableView;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

class ComparisonTableModel;

// Two or more saved scenarios side by side: tick them in the list, and the table shows
// their key figures (recommended option, baseline, TCOs, saving, break-even, horizon)
// and the chart their cumulative-cost lines (recommended option thick, baseline thin).
// Each scenario is evaluated as the open document would be (ScenarioComparison).
class CompareView : public QDialog
{
    Q_OBJECT

public:
    explicit CompareView(db::CatalogDatabase *catalog, QWidget *parent = nullptr);

    // Ticks exactly these scenarios (by row id) and compares them.
    void setCompared(const QList<qint64> &ids);
    QList<qint64> compared() const;
    // Re-reads the list of saved scenarios, keeping the ticks that still exist.
    void reload();

    ComparisonTableModel *tableModel() const { return m_model; }
    QChart *chart() const { return m_chart; }
    QListWidget *scenarioList() const { return m_list; }

private:
    void compare();
    void rebuildChart();

    db::CatalogDatabase *m_catalog;
    QListWidget *m_list;
    QLabel *m_hint;
    ComparisonTableModel *m_model;
    QTableView *m_table;
    QChart *m_chart;
    QChartView *m_chartView;
    bool m_updating = false;
};

} // namespace acceldecide::ui
