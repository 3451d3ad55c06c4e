#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <string>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// "How many requests at once?" for one estimated option: output tokens a second per
// accelerator against concurrency, 1, 2, 4, ... up to the largest whose KV cache fits
// (core's sweepConcurrency at the fitted efficiencies), the concurrency the estimate
// uses marked, and the latency target as a vertical line at the highest concurrency
// whose time per output token is within it.
class ConcurrencyChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(ConcurrencyChart)

public:
    ConcurrencyChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Concurrency"); }
    void update(const ChartInputs &inputs) override;
    bool hasContent(const ChartInputs &inputs) const override;

    void setOption(const std::string &optionId) { m_optionId = optionId; }

    // For tests.
    QLineSeries *curve() const { return m_curve; }
    QLineSeries *targetLine() const { return m_target; }
    QScatterSeries *estimatePoint() const { return m_estimate; }

protected:
    void applyStyle() override;

private:
    void clear();

    std::string m_optionId;
    QString m_optionLabel;
    QLogValueAxis *m_concurrency;
    QValueAxis *m_throughput;
    QLineSeries *m_curve;
    QLineSeries *m_target;
    QScatterSeries *m_estimate;
};

} // namespace acceldecide::ui
