#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <QPointF>
#include <QStringList>

#include <map>
#include <utility>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// Cumulative cost per option by month (OptionResult::cumulativeUsd), each non-baseline
// option's break-even month marked on its curve and labelled.
class TcoOverTimeChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(TcoOverTimeChart)

public:
    TcoOverTimeChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Total cost"); }
    void update(const ChartInputs &inputs) override;

    // For tests: one line per option in option order, and one marker series per
    // non-baseline option whose curve crosses the baseline's within the horizon.
    const std::vector<QLineSeries *> &lines() const { return m_lines; }
    const std::vector<QScatterSeries *> &breakEvenMarkers() const { return m_markers; }
    // labels(): one per distinct break-even month ("break-even: month 3"), at the
    // highest marker of that month, so options breaking even together share one label.

    // Where an option's cumulative-cost line crosses the baseline's, given the month core
    // says it breaks even in: on both drawn lines, within that month.
    static QPointF crossing(const OptionResult &option, const OptionResult &baseline, int month);

protected:
    void applyStyle() override;

private:
    // Break-even months, each with its highest marker and the options breaking even then.
    using BreakEvenMonths = std::map<int, std::pair<QPointF, QStringList>>;

    // One cumulative-cost line per option; returns the lowest and highest cost drawn.
    std::pair<double, double> drawLines(const Evaluation &evaluation);
    // A marker per option reaching break-even, grouped by month into `byMonth`; returns the
    // options that do not reach it within the horizon.
    QStringList drawMarkers(const Scenario &scenario, const Evaluation &evaluation,
                            BreakEvenMonths &byMonth);
    // One label per break-even month.
    void drawLabels(const BreakEvenMonths &byMonth);
    // The next unused marker series, set up when it is new.
    QScatterSeries *takeMarker(std::size_t &used);

    QValueAxis *m_months;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_lines;
    std::vector<QScatterSeries *> m_markers;
    std::vector<ChartCallouts::Callout> m_pendingLabels;
    std::vector<std::size_t> m_markerOption; // option index of each marker
};

} // namespace acceldecide::ui
