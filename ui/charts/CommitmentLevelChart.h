#pragma once

#include "ui/charts/ChartCallouts.h"
#include "ui/charts/EvaluationChart.h"

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

struct CommitmentFocus;

// "How much should we commit?" for one option: the horizon's cost plus what is
// still owed after it against the commitment level, 0-150 % of the busiest month's
// usage, one curve per term whose discount is known (core's costCurve), each term's
// optimum marked, the level the scenario commits to marked, and all-on-demand as the
// reference every curve starts from.
class CommitmentLevelChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentLevelChart)

public:
    static constexpr double kMaxPercent = 150.0;
    static constexpr int kSteps = 150;

    CommitmentLevelChart();
    QString title() const override;
    QString titleFor(const ChartInputs &inputs) const override;
    void update(const ChartInputs &inputs) override;

    // For tests: one curve and one optimum marker per known term (1-year first), the
    // on-demand reference line and the current level (a vertical line and a point).
    const std::vector<QLineSeries *> &curves() const { return m_curves; }
    const std::vector<QScatterSeries *> &optima() const { return m_optima; }
    QLineSeries *onDemandLine() const { return m_onDemand; }
    QLineSeries *currentLine() const { return m_currentLine; }
    QScatterSeries *currentPoint() const { return m_currentPoint; }
    // The option drawn (its index in the scenario), or -1 when none has a commitment.
    int focusIndex() const { return m_focus; }
    // The labels of the current level (first) and of each term's optimum.
    const ChartCallouts &callouts() const { return m_callouts; }

protected:
    void applyStyle() override;

private:
    static QString titleOf(const CommitmentFocus *focus);
    void clear();

    QValueAxis *m_level;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_curves;    // two, the unused one hidden
    std::vector<QScatterSeries *> m_optima; // two, the unused one hidden
    std::vector<int> m_termYears;           // of each shown curve
    QLineSeries *m_onDemand;
    QLineSeries *m_currentLine;
    QScatterSeries *m_currentPoint;
    int m_focus = -1;
    int m_currentTermYears = 1;
    ChartCallouts m_callouts;
};

} // namespace acceldecide::ui
