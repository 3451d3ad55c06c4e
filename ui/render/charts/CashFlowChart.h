#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <utility>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace acceldecide::ui {

// When the money leaves: cumulative cash out per option by month (CashFlow::cumulativeUsd,
// upfront fees as steps where they are paid), solid for every option, each with its
// accrued cumulative TCO dashed in the same colour, so the gap between the two lines is
// what is paid ahead of (or after) its accrual.
class CashFlowChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(CashFlowChart)

public:
    CashFlowChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Cash flow"); }
    void update(const ChartInputs &inputs) override;

    // For tests: per option in option order, the cash line and its dashed accrual line.
    const std::vector<QLineSeries *> &cashLines() const { return m_cash; }
    const std::vector<QLineSeries *> &accrualLines() const { return m_accrual; }

protected:
    void applyStyle() override;

private:
    // Both lines of every option; returns the lowest and highest figure drawn.
    std::pair<double, double> drawLines(const Evaluation &evaluation);

    QValueAxis *m_months;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_cash;
    std::vector<QLineSeries *> m_accrual;
};

} // namespace acceldecide::ui
