#pragma once

#include "ui/render/charts/ChartCallouts.h"
#include "ui/render/charts/CommitmentChart.h"

#include <QStringList>

#include <optional>
#include <vector>

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// Where one option's commitment money goes, month by month (core's CommitmentMonth):
// the committed spend that covered busy hours, the committed spend wasted on idle hours,
// and the busy hours beyond the commitment billed on demand, stacked. Months are
// discrete, so each is a flat step from m - 0.5 to m + 0.5; the last month with usage is
// marked when the workload stops before the horizon ends, and every term start with
// whether the stated level is bought there (the renewal policy's decision).
class CommitmentMonthlyChart : public CommitmentChart
{
    Q_DECLARE_TR_FUNCTIONS(CommitmentMonthlyChart)

public:
    enum Layer
    {
        Used,
        Wasted,
        Overflow,
        Held, // owed on commitments the team already holds: shown only when there are any
        LayerCount
    };

    CommitmentMonthlyChart();
    void update(const ChartInputs &inputs) override;
    QString tabTitle() const override { return tr("Plan by month"); }

    // For tests: each layer's area and its upper boundary (two points per month, at
    // month - 0.5 and month + 0.5; the lower boundary is the layer below's upper one).
    QAreaSeries *area(Layer layer) const { return m_areas[layer]; }
    QLineSeries *upper(Layer layer) const { return m_uppers[layer]; }
    // The "usage stops" marker: a vertical line at last month + 0.5, the invisible anchor
    // of its label, and the label (in callouts()).
    QLineSeries *stopLine() const { return m_stopLine; }
    QScatterSeries *stopLabel() const { return m_stopLabel; }
    // One dashed vertical line per term start within the horizon, at start - 0.5 (the
    // rest hidden), and the invisible anchors of their labels ("month 13: not renewed").
    QLineSeries *termLine(int index) const { return m_termLines[std::size_t(index)]; }
    QScatterSeries *termLabels() const { return m_termLabels; }
    // The label texts, in term order.
    QStringList termTexts() const;

protected:
    void applyStyle() override;

    void clearSeries() override;

private:
    // The stacked layers of `months`; returns the highest stack.
    double drawLayers(const std::vector<CommitmentMonth> &months);
    // The "usage stops" line and label when the workload stops before `horizon` months.
    // The "usage stops" callout when the workload stops before `horizon` months.
    std::optional<ChartCallouts::Callout> drawStop(const std::optional<int> &lastMonthWithUsage,
                                                   int horizon);
    // The term-start lines and their callouts.
    std::vector<ChartCallouts::Callout> drawTerms(const CommitmentOptionResult &result,
                                                  int horizon);

    QValueAxis *m_months;
    QValueAxis *m_cost;
    std::vector<QLineSeries *> m_uppers;
    std::vector<QLineSeries *> m_lowers; // null for the bottom layer
    std::vector<QAreaSeries *> m_areas;
    QLineSeries *m_stopLine;
    QScatterSeries *m_stopLabel;
    std::vector<QLineSeries *> m_termLines; // kMaxTerms of them
    QScatterSeries *m_termLabels;
    QStringList m_termTexts;
};

} // namespace acceldecide::ui
