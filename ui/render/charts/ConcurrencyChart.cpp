#include "ui/render/charts/ConcurrencyChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/PerformanceFocus.h"

#include "core/performance/ConcurrencySweep.h"
#include "core/performance/MeasurementPrediction.h"
#include "core/text/TextFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

QString figure(double value, int decimals)
{
    return QString::fromStdString(text::compact(value, decimals));
}

} // namespace

ConcurrencyChart::ConcurrencyChart()
    : m_concurrency(new QLogValueAxis),
      m_throughput(ChartAxes::plain(tr("Output tokens/s per accelerator"), QStringLiteral("%.0f"))),
      m_curve(new QLineSeries), m_target(new QLineSeries), m_estimate(new QScatterSeries)
{
    QChart *c = chart();
    m_concurrency->setTitleText(tr("Concurrent requests"));
    m_concurrency->setLabelFormat(QStringLiteral("%.0f"));
    // Powers of four: the curve's points double, but "1,024" and "2,048" labels side by
    // side would not fit a panel-sized chart.
    m_concurrency->setBase(4.0);
    m_concurrency->setMinorTickCount(0);
    c->addAxis(m_concurrency, Qt::AlignBottom);
    c->addAxis(m_throughput, Qt::AlignLeft);
    for (QAbstractSeries *series :
         {static_cast<QAbstractSeries *>(m_curve), static_cast<QAbstractSeries *>(m_target),
          static_cast<QAbstractSeries *>(m_estimate)}) {
        c->addSeries(series);
        series->attachAxis(m_concurrency);
        series->attachAxis(m_throughput);
    }
    m_curve->setPointsVisible(true);
    m_estimate->setName(tr("The estimate"));
    ChartAxes::hideFromLegend(c, m_estimate);
    applyStyle();
}

QString ConcurrencyChart::title() const
{
    return m_optionLabel.isEmpty() ? tr("Throughput against concurrency")
                                   : tr("Throughput against concurrency — %1")
                                         .arg(shortLabel(m_optionLabel.toStdString()));
}

bool ConcurrencyChart::hasContent(const ChartInputs &inputs) const
{
    return PerformanceFocus::find(inputs, m_optionId).has_value();
}

void ConcurrencyChart::clear()
{
    m_curve->clear();
    m_target->clear();
    m_estimate->clear();
    editableLabels().clear();
}

void ConcurrencyChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const std::optional<PerformanceFocus> focus = PerformanceFocus::find(inputs, m_optionId);
    const performance::ConcurrencySweep sweep =
        focus ? performance::sweepConcurrency(focus->setup, performance::kLargestEngineBatch)
              : performance::ConcurrencySweep{};
    clear();
    m_optionLabel = focus ? QString::fromStdString(focus->option->label) : QString();
    chart()->setTitle(title());
    if (!focus || sweep.points.empty()) {
        setMessage(focus ? tr("Not even one request fits in the accelerator's memory at this "
                              "tensor-parallel degree.")
                         : PerformanceFocus::noEstimateMessage());
        return;
    }
    setMessage({});
    QList<QPointF> line;
    double highest = 0.0;
    for (const performance::ConcurrencyPoint &point : sweep.points) {
        line.append(QPointF(point.concurrency, point.tokensPerSecPerAccelerator));
        highest = std::max(highest, point.tokensPerSecPerAccelerator);
    }
    m_curve->replace(line);
    m_curve->setName(tr("Throughput (fits up to %1)").arg(*sweep.largestFitting));
    const ThroughputEstimateResult &estimate = *focus->estimate;
    highest = std::max(highest, estimate.tokensPerSecPerAccelerator);
    ChartAxes::setRange(m_throughput, 0.0, highest * 1.1);
    m_concurrency->setRange(
        1.0,
        std::max(2.0, std::pow(4.0, std::ceil(0.5 * std::log2(double(*sweep.largestFitting))))));
    m_estimate->replace(QList<QPointF>{
        {double(std::max(1, estimate.concurrency)), estimate.tokensPerSecPerAccelerator}});
    std::vector<ChartCallouts::Callout> labels = {
        {m_estimate, m_estimate->at(0),
         tr("estimate: batch %1, %2 tokens/s")
             .arg(estimate.concurrency)
             .arg(figure(estimate.tokensPerSecPerAccelerator, 0))}};
    const std::optional<double> target = focus->setup.maxSecondsPerOutputToken;
    if (target && sweep.highestWithinTarget) {
        const double at = *sweep.highestWithinTarget;
        m_target->replace(QList<QPointF>{{at, 0.0}, {at, m_throughput->max()}});
        m_target->setName(tr("%1 ms target: up to %2")
                              .arg(figure(*target * 1000.0, 1))
                              .arg(*sweep.highestWithinTarget));
    } else {
        m_target->setName(target ? tr("%1 ms target: missed at 1").arg(figure(*target * 1000.0, 1))
                                 : tr("No latency target"));
    }
    editableLabels().set(std::move(labels));
    placeLegend(2);
    applyStyle();
}

void ConcurrencyChart::applyStyle()
{
    const qreal scale = palette().fontScale();
    m_curve->setPen(QPen(palette().foreground(), 2.5 * scale));
    m_target->setPen(QPen(palette().accent(), 2.0 * scale, Qt::DashLine));
    m_estimate->setColor(palette().accent());
    m_estimate->setBorderColor(palette().foreground());
    m_estimate->setMarkerSize(12.0 * scale);
    styleLabels();
    palette().apply(chart());
}

} // namespace acceldecide::ui
