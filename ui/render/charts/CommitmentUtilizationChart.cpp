#include "ui/render/charts/CommitmentUtilizationChart.h"

#include "ui/render/charts/ChartAxes.h"

#include "core/engine/CommitmentAnalysis.h"
#include "core/text/MoneyFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

QString rate(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value, 2));
}

QString percent(double value, int decimals)
{
    return QString::fromStdString(MoneyFormat::number(value, decimals)) + QStringLiteral(" %");
}

// The curve rises as 1 / utilization; past this multiple of the on-demand rate it only
// squeezes the interesting part (around break-even) into the bottom of the plot.
constexpr double kRateAxisOnDemandMultiple = 3.0;

} // namespace

CommitmentUtilizationChart::CommitmentUtilizationChart()
    : CommitmentChart(
          tr("effective rate against utilization"),
          ChartAxes::plain(tr("Utilization of the commitment (% of committed hours used)"),
                           QStringLiteral("%.0f %")),
          ChartAxes::money(tr("USD per used accelerator-hour"), 2)),
      m_utilization(horizontalAxis()), m_rate(verticalAxis()), m_onDemand(new QLineSeries),
      m_curve(new QLineSeries), m_breakEven(new QLineSeries), m_breakEvenLabel(new QScatterSeries),
      m_current(new QScatterSeries)
{
    addSeries(m_onDemand);
    addSeries(m_curve);
    addSeries(m_breakEven);
    for (QScatterSeries *marker : {m_breakEvenLabel, m_current}) {
        addSeries(marker);
        ChartAxes::hideFromLegend(chart(), marker);
    }
    m_breakEvenLabel->setMarkerSize(1.0);
    applyStyle();
}

void CommitmentUtilizationChart::clearSeries()
{
    m_onDemand->clear();
    m_curve->clear();
    m_breakEven->clear();
    m_breakEvenLabel->clear();
    m_current->clear();
}

void CommitmentUtilizationChart::update(const ChartInputs &inputs)
{
    const std::optional<CommitmentFocus> focus = beginCommitmentUpdate(inputs);
    if (!focus)
        return;
    const CommitmentOptionResult &result = *focus->commitment;
    const CommitmentTerms terms = focus->terms(result.termYears, result.discountPercent);
    drawRates(result, terms);
    // The current point sits on the curve: core's rate at exactly this utilization.
    // Nothing committed (or nothing used) has no such rate.
    std::optional<UtilizationPoint> current;
    if (result.utilizationPercent >= 1.0 && result.current.accelerators > 0.0)
        current =
            CommitmentAnalysis::effectiveRateCurve(terms, result.utilizationPercent, 1).front();
    setAxes(result.onDemandUsdPerAcceleratorHour, current);
    drawCurrent(result, current, drawBreakEven(result));
    placeLegend(3);
    applyStyle();
}

void CommitmentUtilizationChart::drawRates(const CommitmentOptionResult &result,
                                           const CommitmentTerms &terms)
{
    const std::vector<UtilizationPoint> points =
        CommitmentAnalysis::effectiveRateCurve(terms, kFromPercent, kSteps);
    QList<QPointF> line;
    line.reserve(qsizetype(points.size()));
    for (const UtilizationPoint &point : points)
        line.append(QPointF(point.utilizationPercent, point.effectiveUsdPerAcceleratorHour));
    m_curve->replace(line);
    m_curve->setName(
        tr("Committed %1/h \u00f7 utilization").arg(rate(result.committedUsdPerAcceleratorHour)));

    const double onDemand = result.onDemandUsdPerAcceleratorHour;
    m_onDemand->replace(QList<QPointF>{{0.0, onDemand}, {100.0, onDemand}});
    m_onDemand->setName(tr("On demand: %1/h").arg(rate(onDemand)));
}

void CommitmentUtilizationChart::setAxes(double onDemand,
                                         const std::optional<UtilizationPoint> &current)
{
    const double top = std::max(onDemand * kRateAxisOnDemandMultiple,
                                current ? current->effectiveUsdPerAcceleratorHour * 1.15 : 0.0);
    m_rate->setRange(0.0, top);
    m_rate->setTickType(QValueAxis::TicksFixed);
    m_rate->setTickCount(6);
    m_rate->applyNiceNumbers();
    // Whole dollars when the ticks fall on them ($0, $8, $16 ...), cents otherwise.
    const double interval = m_rate->max() / (m_rate->tickCount() - 1);
    ChartAxes::setMoneyDecimals(m_rate, interval == std::floor(interval) ? 0 : 2);
    ChartAxes::setSteps(m_utilization, 0.0, 100.0, 0.0, 10.0);
}

ChartCallouts::Callout
CommitmentUtilizationChart::drawBreakEven(const CommitmentOptionResult &result)
{
    const double breakEven = result.breakEvenUtilizationPercent;
    m_breakEven->replace(QList<QPointF>{{breakEven, 0.0}, {breakEven, m_rate->max()}});
    m_breakEven->setName(
        tr("Break-even: 100 % \u2212 %1 discount").arg(percent(result.discountPercent, 0)));
    m_breakEvenLabel->replace(QList<QPointF>{{breakEven, m_rate->max() * 0.92}});
    return {m_breakEvenLabel, m_breakEvenLabel->at(0),
            tr("break-even %1").arg(percent(breakEven, 0)), ChartCallouts::Side::Right};
}

void CommitmentUtilizationChart::drawCurrent(const CommitmentOptionResult &result,
                                             const std::optional<UtilizationPoint> &current,
                                             const ChartCallouts::Callout &breakEven)
{
    if (current) {
        m_current->replace(
            QList<QPointF>{{current->utilizationPercent, current->effectiveUsdPerAcceleratorHour}});
        editableCallouts().set({{m_current, m_current->at(0),
                                 tr("current: %1 used, %2 per used committed hour")
                                     .arg(percent(current->utilizationPercent, 1),
                                          rate(current->effectiveUsdPerAcceleratorHour))},
                                breakEven});
        setMessage({});
    } else {
        editableCallouts().set({breakEven});
        m_current->clear();
        setMessage(result.current.accelerators > 0.0
                       ? tr("The commitment is never used: every committed hour is wasted.")
                       : tr("Nothing is committed yet: move the level in the Savings plan "
                            "panel to see where this option would sit."));
    }
}

void CommitmentUtilizationChart::applyStyle()
{
    const qreal scale = palette().fontScale();
    const QColor option = focusColor();
    QPen curve(option, 2.5 * scale);
    curve.setCapStyle(Qt::RoundCap);
    m_curve->setPen(curve);
    m_onDemand->setPen(QPen(palette().muted(), 2.0 * scale, Qt::DashLine));
    m_breakEven->setPen(QPen(palette().accent(), 2.0 * scale, Qt::DashLine));
    m_breakEvenLabel->setColor(Qt::transparent);
    m_breakEvenLabel->setBorderColor(Qt::transparent);
    m_current->setColor(option);
    m_current->setBorderColor(palette().foreground());
    m_current->setMarkerSize(12.0 * scale);
    styleCallouts();
    palette().apply(chart());
}

} // namespace acceldecide::ui
