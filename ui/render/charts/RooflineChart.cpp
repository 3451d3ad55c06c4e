#include "ui/render/charts/RooflineChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/PerformanceFocus.h"

#include "core/performance/RooflinePoints.h"
#include "core/text/TextFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

QString figure(double value, int decimals)
{
    return QString::fromStdString(text::compact(value, decimals));
}

// A log axis from the power of ten at or below `low` to the one at or above `high`:
// whole decades read as 1, 10, 100, ...
void setDecades(QLogValueAxis *axis, double low, double high)
{
    const double from = std::pow(10.0, std::floor(std::log10(std::max(low, 1e-3))));
    const double to = std::pow(10.0, std::ceil(std::log10(std::max(high, from * 10.0))));
    axis->setRange(from, to);
}

} // namespace

RooflineChart::RooflineChart()
    : m_intensity(new QLogValueAxis), m_tflops(new QLogValueAxis), m_roof(new QLineSeries),
      m_decode(new QScatterSeries), m_prefill(new QScatterSeries)
{
    QChart *c = chart();
    m_intensity->setTitleText(tr("Arithmetic intensity (FLOPs per byte read)"));
    m_intensity->setLabelFormat(QStringLiteral("%.5g"));
    m_intensity->setBase(10.0);
    m_intensity->setMinorTickCount(-1);
    m_tflops->setTitleText(tr("Attainable TFLOP/s"));
    m_tflops->setLabelFormat(QStringLiteral("%.5g"));
    m_tflops->setBase(10.0);
    m_tflops->setMinorTickCount(-1);
    c->addAxis(m_intensity, Qt::AlignBottom);
    c->addAxis(m_tflops, Qt::AlignLeft);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_roof), static_cast<QAbstractSeries *>(m_decode),
          static_cast<QAbstractSeries *>(m_prefill)}) {
        c->addSeries(series);
        series->attachAxis(m_intensity);
        series->attachAxis(m_tflops);
    }
    m_roof->setName(tr("Roof at the fitted efficiencies"));
    m_decode->setName(tr("Decode step"));
    m_prefill->setName(tr("Prefill"));
    applyStyle();
}

QString RooflineChart::title() const
{
    return m_optionLabel.isEmpty()
               ? tr("Roofline")
               : tr("Roofline — %1").arg(shortLabel(m_optionLabel.toStdString()));
}

bool RooflineChart::hasContent(const ChartInputs &inputs) const
{
    return PerformanceFocus::find(inputs, m_optionId).has_value();
}

void RooflineChart::clear()
{
    m_roof->clear();
    m_decode->clear();
    m_prefill->clear();
    editableLabels().clear();
}

void RooflineChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const std::optional<PerformanceFocus> focus = PerformanceFocus::find(inputs, m_optionId);
    if (!focus) {
        clear();
        m_optionLabel.clear();
        chart()->setTitle(title());
        setMessage(PerformanceFocus::noEstimateMessage());
        return;
    }
    setMessage({});
    m_optionLabel = QString::fromStdString(focus->option->label);
    chart()->setTitle(title());
    const performance::RooflinePoints points = performance::rooflinePoints(focus->setup);
    const double ridge = points.ridgeFlopsPerByte();
    // From a decade below the lower pass to one beyond the ridge and the upper pass, so
    // both slopes of the roof show whatever the option.
    const double left =
        std::min({points.decode.flopsPerByte, points.prefill.flopsPerByte, ridge}) / 4.0;
    const double right =
        std::max({points.decode.flopsPerByte, points.prefill.flopsPerByte, ridge}) * 4.0;
    m_roof->replace(QList<QPointF>{{left, points.attainableTflops(left)},
                                   {ridge, points.peakTflops},
                                   {right, points.peakTflops}});
    m_decode->replace(QList<QPointF>{{points.decode.flopsPerByte, points.decode.tflops}});
    m_prefill->replace(QList<QPointF>{{points.prefill.flopsPerByte, points.prefill.tflops}});
    setDecades(m_intensity, left, right);
    setDecades(
        m_tflops,
        std::min({points.attainableTflops(left), points.decode.tflops, points.prefill.tflops}),
        points.peakTflops * 1.5);
    m_roof->setName(tr("Roof: %1 TFLOP/s, %2 TB/s, ridge %3")
                        .arg(figure(points.peakTflops, 1), figure(points.bandwidthTbPerS, 2),
                             figure(ridge, 1)));
    editableLabels().set(
        {{m_decode, m_decode->at(0),
          tr("decode, batch %1: %2 FLOP/byte, %3 TFLOP/s")
              .arg(focus->setup.request.layout.concurrency)
              .arg(figure(points.decode.flopsPerByte, 1), figure(points.decode.tflops, 1))},
         {m_prefill, m_prefill->at(0),
          tr("prefill: %1 FLOP/byte, %2 TFLOP/s")
              .arg(figure(points.prefill.flopsPerByte, 0), figure(points.prefill.tflops, 0)),
          ChartCallouts::Side::Right}}); // below the roof's flat part, not over it
    placeLegend(3);
    applyStyle();
}

void RooflineChart::applyStyle()
{
    const qreal scale = palette().fontScale();
    m_roof->setPen(QPen(palette().foreground(), 2.5 * scale));
    m_decode->setColor(palette().accent());
    m_decode->setBorderColor(palette().foreground());
    m_decode->setMarkerSize(12.0 * scale);
    m_prefill->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_prefill->setColor(palette().background());
    m_prefill->setBorderColor(palette().foreground());
    m_prefill->setMarkerSize(11.0 * scale);
    styleLabels();
    palette().apply(chart());
}

} // namespace acceldecide::ui
