#pragma once

#include "ui/render/charts/ChartCallouts.h"
#include "ui/render/charts/ChartInputs.h"
#include "ui/render/charts/ChartPalette.h"

#include <QChart>
#include <QCoreApplication>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

class QGraphicsTextItem;

namespace acceldecide::ui {

// One chart of the chart area. Owns its QChart until a QChartView or QGraphicsScene
// takes it; update() refreshes the series in place from what core computed (no
// arithmetic about money happens here), setPalette() restyles it (dark desktop,
// presentation font scale).
class EvaluationChart
{
    Q_DECLARE_TR_FUNCTIONS(EvaluationChart)

public:
    EvaluationChart();
    virtual ~EvaluationChart();
    EvaluationChart(const EvaluationChart &) = delete;
    EvaluationChart &operator=(const EvaluationChart &) = delete;

    virtual QString title() const = 0;
    // The tab's name: short, so every chart's tab fits beside the others (the full title
    // is the tab's tooltip and the chart's own heading).
    virtual QString tabTitle() const { return title(); }
    QChart *chart() const { return m_chart; }
    const ChartPalette &palette() const { return m_palette; }
    void setPalette(const ChartPalette &palette);

    virtual void update(const ChartInputs &inputs) = 0;
    // The title update(inputs) would give; the chart area names hidden tabs with it
    // without redrawing them.
    virtual QString titleFor(const ChartInputs &inputs) const
    {
        Q_UNUSED(inputs);
        return title();
    }

    // False when these inputs give the chart nothing to draw (no uncertainty ranges, no
    // commitment): a presentation skips it rather than show a slide of one sentence.
    virtual bool hasContent(const ChartInputs &inputs) const
    {
        Q_UNUSED(inputs);
        return true;
    }

    // The sentence shown over the plot when there is nothing (or not everything) to
    // draw, e.g. "break-even not reached"; empty when none.
    QString message() const { return m_messageText; }
    // The chart's point labels (break-even, percentiles, bar values), placed so that they
    // never overlap; their texts are what the chart says at each marked point.
    const ChartCallouts &labels() const { return m_labels; }

protected:
    // The start of every update(): false when the inputs are not complete (nothing
    // evaluated yet, or an evaluation of other options), when the chart keeps what it
    // shows; otherwise takes the options' colours from the scenario and returns true.
    bool beginUpdate(const ChartInputs &inputs);
    void setMessage(const QString &text);
    // Recolours series and annotations after a palette change or an update.
    virtual void applyStyle() {}
    // (stack, index among options of that stack) for every option of the last update,
    // so the palette gives each option the same colour in every chart.
    void rememberOptions(const Scenario &scenario);
    QPen optionPen(std::size_t option, qreal width = 2.5) const;
    QBrush optionBrush(std::size_t option) const;
    QColor optionColor(std::size_t option) const;
    // Shortened option label for legends and axes; the full one goes in tooltips.
    static QString shortLabel(const std::string &label);
    // Legend below the plot for a few entries, beside it for many (a bottom legend
    // elides its labels once they no longer fit in one row).
    void placeLegend(std::size_t entries);
    ChartCallouts &editableLabels() { return m_labels; }
    // The point labels in the palette's colours and label font; `markerSize` in pixels at
    // font scale 1 (the labels keep clear of the marked points).
    void styleLabels(qreal markerSize = 14.0);
    // Receiver for lambdas connected to the chart's signals: destroyed with this object,
    // so a chart that outlives it (owned by a view's scene) never calls into it.
    QObject *context() const { return m_context.get(); }

private:
    void placeMessage();

    std::unique_ptr<QObject> m_context;
    QPointer<QChart> m_chart;
    ChartPalette m_palette;
    QGraphicsTextItem *m_message = nullptr;
    QString m_messageText;
    std::vector<std::pair<Stack, int>> m_optionStyles;
    ChartCallouts m_labels;
};

} // namespace acceldecide::ui
