#pragma once

#include "ui/render/charts/ChartCallouts.h"
#include "ui/render/charts/CommitmentChart.h"

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// "How much should we commit?" for one option: the horizon's cost plus what is
// still owed after it against the commitment level, 0-150 % of the busiest month's
// usage, one curve per term whose discount is known (core's costCurve), each term's
// optimum marked, the level the scenario commits to marked, and all-on-demand as the
// reference every curve starts from.
class CommitmentLevelChart : public CommitmentChart
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentLevelChart)

public:
    static constexpr double kMaxPercent = 150.0;
    static constexpr int kSteps = 150;

    CommitmentLevelChart();
    void update(const ChartInputs &inputs) override;
    QString tabTitle() const override { return tr("Plan level"); }

    // For tests: one curve and one optimum marker per known term (1-year first), the
    // on-demand reference line and the current level (a vertical line and a point).
    const std::vector<QLineSeries *> &curves() const { return m_curves; }
    const std::vector<QScatterSeries *> &optima() const { return m_optima; }
    QLineSeries *onDemandLine() const { return m_onDemand; }
    QLineSeries *currentLine() const { return m_currentLine; }
    QScatterSeries *currentPoint() const { return m_currentPoint; }
    // callouts(): the labels of the current level (first) and of each term's optimum.

protected:
    void applyStyle() override;

    void clearSeries() override;

private:
    // The lowest and highest cost drawn, for the cost axis.
    struct CostSpan
    {
        double lowest;
        double highest;
    };

    // One curve and optimum per known term over [0, extent] % of the peak; returns the
    // optima's labels and widens `span` to every point drawn.
    std::vector<ChartCallouts::Callout> drawTerms(const CommitmentFocus &focus,
                                                  const Scenario &scenario, double extent,
                                                  CostSpan &span);
    void drawOnDemand(const CommitmentOptionResult &result, double extent);
    void setAxes(const CostSpan &span, double extent);
    // The current level's line and point, labelled before the optima: it gets the best place.
    void drawCurrent(const CommitmentOptionResult &result,
                     std::vector<ChartCallouts::Callout> optimumLabels);

    QValueAxis *m_level;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_curves;    // two, the unused one hidden
    std::vector<QScatterSeries *> m_optima; // two, the unused one hidden
    std::vector<int> m_termYears;           // of each shown curve
    QLineSeries *m_onDemand;
    QLineSeries *m_currentLine;
    QScatterSeries *m_currentPoint;
    int m_currentTermYears = 1;
};

} // namespace acceldecide::ui
