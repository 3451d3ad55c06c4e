#pragma once

#include "ui/render/charts/EvaluationChart.h"

#include "core/engine/HistogramBins.h"

#include <vector>

class QAreaSeries;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace acceldecide::ui {

// The Monte Carlo distribution of the saving against the baseline for the recommended
// option (or the first non-baseline one): a histogram (MonteCarloOptionResult::histogram)
// with P10 / P50 / P90 markers and the probability that the option is cheaper. While a
// new run is going the previous result stays, dimmed.
class UncertaintyChart : public EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(UncertaintyChart)

public:
    static constexpr qreal kStaleOpacity = 0.35;

    UncertaintyChart();
    QString title() const override;
    QString tabTitle() const override { return tr("Uncertainty"); }
    bool hasContent(const ChartInputs &inputs) const override
    {
        return inputs.valid() && !inputs.scenario->uncertainty.empty();
    }
    void update(const ChartInputs &inputs) override;

    // The histogram's outline: for bin i, points 2i and 2i+1 at (bin low, count) and
    // (bin high, count).
    QLineSeries *histogram() const { return m_upper; }
    QAreaSeries *area() const { return m_area; }
    // P10, P50, P90 in that order: vertical lines at the percentile's saving.
    const std::vector<QLineSeries *> &percentiles() const { return m_percentiles; }
    bool dimmed() const { return m_dimmed; }

protected:
    void applyStyle() override;

private:
    void clear();
    // Axes, legend and series hidden, and the sentence saying what to add.
    void showNoRanges();
    // The histogram's outline; returns the count axis' top.
    double drawHistogram(const std::vector<HistogramBin> &bins);
    // The P10/P50/P90 lines and the no-saving line, up to `top`.
    void drawPercentiles(const MonteCarloOptionResult &option, double top);
    // "P50: $1,234" beside each percentile line (after the axes are set: the labels are
    // placed in pixels).
    void labelPercentiles(const MonteCarloOptionResult &option, double top);
    void setAxes(const MonteCarloOptionResult &option, const std::vector<HistogramBin> &bins,
                 double top);

    QValueAxis *m_saving;
    QValueAxis *m_count;
    QLineSeries *m_upper;
    QAreaSeries *m_area;
    QLineSeries *m_zero;
    std::vector<QLineSeries *> m_percentiles;
    std::size_t m_focusIndex = 0;
    bool m_dimmed = false;
};

} // namespace acceldecide::ui
