#pragma once

#include "core/search/MarketSearch.h"

#include <QChartView>

#include <vector>

class QBarSet;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

namespace acceldecide::ui {

// The market search drawn. A training workload: every candidate's total cost against a
// run's wall-clock hours (one scatter per stack, hours on a log axis as cluster sizes
// double), the Pareto front as a line, the selected rows ringed. An inference or
// capacity workload has no wall-clock time: the best rows' totals as a sorted bar, the
// selected ones highlighted. Lives with the dialog, not in ui/render: no headless
// command draws it, and it follows the table's selection.
class SearchResultsChart : public QChartView
{
    Q_OBJECT

public:
    // The most bars a non-training chart shows (the best ones): more would not be readable.
    static constexpr int kMaxBars = 12;

    explicit SearchResultsChart(QWidget *parent = nullptr);

    // `rows`: every candidate billed, best first (the chart keeps a copy of nothing but
    // the figures it draws). `training` chooses the scatter over the bar. `emptyReason`
    // titles a chart with no rows.
    void showRows(const std::vector<search::SearchRow> &rows, bool training,
                  const QString &emptyReason = {});
    // Rings (scatter) or highlights (bar) the rows at these indices of showRows()'s rows.
    void highlight(const std::vector<int> &rowIndices);

    // For tests: what is drawn.
    int candidatePoints() const;
    int frontPoints() const;
    int highlightedPoints() const;
    int bars() const;

private:
    void clearBars();
    void buildScatter();
    void drawScatter(const std::vector<search::SearchRow> &rows);
    void drawBars(const std::vector<search::SearchRow> &rows);

    // Each row's point (scatter) or bar index, by row index; -1 for no bar.
    std::vector<QPointF> m_points;
    std::vector<int> m_barOfRow;
    QLogValueAxis *m_hours = nullptr;
    QLogValueAxis *m_cost = nullptr;
    std::vector<QScatterSeries *> m_candidates; // Trainium, GPU
    QLineSeries *m_front = nullptr;
    QScatterSeries *m_selected = nullptr;
    QBarSet *m_barSet = nullptr;
};

} // namespace acceldecide::ui
