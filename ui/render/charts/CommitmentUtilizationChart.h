#pragma once

#include "ui/render/charts/ChartCallouts.h"
#include "ui/render/charts/CommitmentChart.h"

#include "core/engine/CommitmentAnalysis.h"

#include <optional>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// Why a half-used commitment is a bad deal: what a used accelerator-hour of the
// commitment costs at each utilization (the committed rate spread over the hours used,
// core's effectiveRateCurve), against the on-demand rate. The curve meets the on-demand
// line at the break-even utilization, 100 % minus the discount, which is marked; the
// option's own utilization is the point on the curve.
class CommitmentUtilizationChart : public CommitmentChart
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentUtilizationChart)

public:
    static constexpr double kFromPercent = 10.0;
    static constexpr int kSteps = 90;

    CommitmentUtilizationChart();
    void update(const ChartInputs &inputs) override;
    QString tabTitle() const override { return tr("Plan use"); }

    // For tests.
    QLineSeries *curve() const { return m_curve; }
    QLineSeries *onDemandLine() const { return m_onDemand; }
    QLineSeries *breakEvenLine() const { return m_breakEven; }
    // The break-even label's anchor (an invisible point at the top of the line).
    QScatterSeries *breakEvenLabel() const { return m_breakEvenLabel; }
    QScatterSeries *currentPoint() const { return m_current; }
    // callouts(): the current point's label (first, when there is one) and the break-even's.

protected:
    void applyStyle() override;

    void clearSeries() override;

private:
    // The effective-rate curve and the on-demand line.
    void drawRates(const CommitmentOptionResult &result, const CommitmentTerms &terms);
    // Rate axis tall enough for `current`, utilization axis 0-100 %.
    void setAxes(double onDemand, const std::optional<UtilizationPoint> &current);
    // The break-even line; returns its label.
    ChartCallouts::Callout drawBreakEven(const CommitmentOptionResult &result);
    // The option's own point and the labels, or the sentence saying why it has none.
    void drawCurrent(const CommitmentOptionResult &result,
                     const std::optional<UtilizationPoint> &current,
                     const ChartCallouts::Callout &breakEven);

    QValueAxis *m_utilization;
    QValueAxis *m_rate;
    QLineSeries *m_onDemand;
    QLineSeries *m_curve;
    QLineSeries *m_breakEven;
    QScatterSeries *m_breakEvenLabel;
    QScatterSeries *m_current;
};

} // namespace acceldecide::ui
