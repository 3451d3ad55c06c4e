#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

namespace acceldecide::ui {

// A decision against its bill: the plan's and the bill's cumulative cost by month (lines,
// left axis) over each month's variance split into its parts (stacked bars, right axis:
// volume, rate, mix, commitment waste, credits; a part that saved money stacks below
// zero). Draws ChartInputs::planVsActual; says so when there is none.
class PlanVsActualChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(PlanVsActualChart)

public:
    PlanVsActualChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Plan vs bill"); }
    void update(const ChartInputs &inputs) override;
    bool hasContent(const ChartInputs &inputs) const override;

    // For tests: the five parts' bar sets, and the planned and actual cumulative lines.
    const std::vector<QBarSet *> &partSets() const { return m_parts; }
    QLineSeries *plannedLine() const { return m_planned; }
    QLineSeries *actualLine() const { return m_actual; }

protected:
    void applyStyle() override;

private:
    void drawLines(const actuals::PlanVsActual &comparison);
    void drawParts(const actuals::PlanVsActual &comparison);

    QBarCategoryAxis *m_months;
    QValueAxis *m_cumulative;
    QValueAxis *m_variance;
    QStackedBarSeries *m_bars;
    std::vector<QBarSet *> m_parts;
    QLineSeries *m_planned;
    QLineSeries *m_actual;
};

} // namespace acceldecide::ui
