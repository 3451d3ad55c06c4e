#pragma once

#include "ui/charts/ChartCallouts.h"
#include "ui/charts/EvaluationChart.h"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

struct CommitmentFocus;

// Why a half-used commitment is a bad deal: what a used accelerator-hour of the
// commitment costs at each utilization (the committed rate spread over the hours used,
// core's effectiveRateCurve), against the on-demand rate. The curve meets the on-demand
// line at the break-even utilization, 100 % minus the discount, which is marked; the
// option's own utilization is the point on the curve.
class CommitmentUtilizationChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentUtilizationChart)

public:
    static constexpr double kFromPercent = 10.0;
    static constexpr int kSteps = 90;

    CommitmentUtilizationChart();
    QString title() const override;
    QString titleFor(const ChartInputs &inputs) const override;
    void update(const ChartInputs &inputs) override;

    // For tests.
    QLineSeries *curve() const { return m_curve; }
    QLineSeries *onDemandLine() const { return m_onDemand; }
    QLineSeries *breakEvenLine() const { return m_breakEven; }
    // The break-even label's anchor (an invisible point at the top of the line).
    QScatterSeries *breakEvenLabel() const { return m_breakEvenLabel; }
    QScatterSeries *currentPoint() const { return m_current; }
    int focusIndex() const { return m_focus; }
    // The current point's label (first, when there is one) and the break-even's.
    const ChartCallouts &callouts() const { return m_callouts; }

protected:
    void applyStyle() override;

private:
    static QString titleOf(const CommitmentFocus *focus);
    void clear();

    QValueAxis *m_utilization;
    QValueAxis *m_rate;
    QLineSeries *m_onDemand;
    QLineSeries *m_curve;
    QLineSeries *m_breakEven;
    QScatterSeries *m_breakEvenLabel;
    QScatterSeries *m_current;
    int m_focus = -1;
    ChartCallouts m_callouts;
};

} // namespace acceldecide::ui
