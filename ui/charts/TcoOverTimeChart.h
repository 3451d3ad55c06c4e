#pragma once

#include "ui/charts/EvaluationChart.h"

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
    void update(const ChartInputs &inputs) override;

    // For tests: one line per option in option order, and one marker series per
    // non-baseline option whose curve crosses the baseline's within the horizon.
    const std::vector<QLineSeries *> &lines() const { return m_lines; }
    const std::vector<QScatterSeries *> &breakEvenMarkers() const { return m_markers; }
    // One label per distinct break-even month ("break-even: month 3"), at the highest
    // marker of that month, so options breaking even together share one label.
    const std::vector<QScatterSeries *> &breakEvenLabels() const { return m_labels; }

protected:
    void applyStyle() override;

private:
    QValueAxis *m_months;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_lines;
    std::vector<QScatterSeries *> m_markers;
    std::vector<QScatterSeries *> m_labels;
    std::vector<std::size_t> m_markerOption; // option index of each marker
};

} // namespace acceldecide::ui
