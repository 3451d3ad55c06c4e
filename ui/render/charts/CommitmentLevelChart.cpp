#include "ui/render/charts/CommitmentLevelChart.h"

#include "ui/render/charts/ChartAxes.h"

#include "core/engine/CommitmentAnalysis.h"
#include "core/text/MoneyFormat.h"
#include "core/text/TextFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value));
}

QString number(double value, int decimals)
{
    return QString::fromStdString(MoneyFormat::number(value, decimals));
}

// "$354/h" for a savings plan, "3 instances" for a reservation: the unit people commit in.
QString levelText(const CommitmentLevel &level)
{
    if (level.instances)
        return CommitmentLevelChart::tr("%n instance(s)", nullptr,
                                        int(std::lround(*level.instances)));
    return CommitmentLevelChart::tr("%1/h").arg(
        QString::fromStdString(MoneyFormat::usd(level.usdPerHour, 2)));
}

} // namespace

CommitmentLevelChart::CommitmentLevelChart()
    : CommitmentChart(tr("cost against commitment level"),
                      ChartAxes::plain(tr("Commitment level (% of the busiest month's usage)"),
                                       QStringLiteral("%.0f %")),
                      ChartAxes::money(tr("Cost over the horizon + owed after it (USD)"))),
      m_level(horizontalAxis()), m_cost(verticalAxis()), m_onDemand(new QLineSeries),
      m_currentLine(new QLineSeries), m_currentPoint(new QScatterSeries)
{
    QChart *c = chart();
    // The reference first, so that the curves are drawn over it.
    m_onDemand->setName(tr("All on demand"));
    addSeries(m_onDemand);
    for (int i = 0; i < 2; ++i) {
        auto *curve = new QLineSeries;
        addSeries(curve);
        m_curves.push_back(curve);
    }
    m_currentLine->setName(tr("Current commitment"));
    addSeries(m_currentLine);
    // Markers after the lines: drawn on top, and left out of the legend (the curves name
    // the terms, the labels say the rest).
    for (int i = 0; i < 2; ++i) {
        auto *optimum = new QScatterSeries;
        addSeries(optimum);
        ChartAxes::hideFromLegend(c, optimum);
        m_optima.push_back(optimum);
    }
    addSeries(m_currentPoint);
    ChartAxes::hideFromLegend(c, m_currentPoint);
    applyStyle();
}

void CommitmentLevelChart::clearSeries()
{
    for (QLineSeries *curve : m_curves)
        curve->clear();
    for (QScatterSeries *optimum : m_optima)
        optimum->clear();
    m_onDemand->clear();
    m_currentLine->clear();
    m_currentPoint->clear();
    m_termYears.clear();
}

void CommitmentLevelChart::update(const ChartInputs &inputs)
{
    const std::optional<CommitmentFocus> focus = beginCommitmentUpdate(inputs);
    if (!focus)
        return;
    setMessage({});
    const CommitmentOptionResult &result = *focus->commitment;
    m_currentTermYears = result.termYears;
    // Wide enough for a current level above 150 % of the peak.
    const double extent =
        std::max(kMaxPercent, std::ceil(result.current.percentOfPeak / 10.0) * 10.0);
    CostSpan span{result.onDemandCostUsd, result.onDemandCostUsd};
    std::vector<ChartCallouts::Callout> optimumLabels =
        drawTerms(*focus, *inputs.scenario, extent, span);
    drawOnDemand(result, extent);
    span.lowest = std::min(span.lowest, result.current.costUsd);
    span.highest = std::max(span.highest, result.current.costUsd);
    setAxes(span, extent);
    drawCurrent(result, std::move(optimumLabels));
    placeLegend(4);
    applyStyle();
}

std::vector<ChartCallouts::Callout> CommitmentLevelChart::drawTerms(const CommitmentFocus &focus,
                                                                    const Scenario &scenario,
                                                                    double extent, CostSpan &span)
{
    const CommitmentOptionResult &result = *focus.commitment;
    const UsageProfile usage = focus.usage(scenario);
    m_termYears.clear();
    std::vector<ChartCallouts::Callout> optimumLabels;
    for (std::size_t i = 0; i < m_curves.size(); ++i) {
        QLineSeries *curve = m_curves[i];
        QScatterSeries *optimum = m_optima[i];
        if (i >= result.terms.size()) {
            curve->clear();
            curve->setVisible(false);
            optimum->clear();
            optimum->setVisible(false);
            continue;
        }
        const CommitmentTermResult &term = result.terms[i];
        m_termYears.push_back(term.termYears);
        const std::vector<CommitmentCurvePoint> points = CommitmentAnalysis::costCurve(
            usage, focus.terms(term.termYears, term.discountPercent), scenario.horizonMonths,
            extent, int(std::lround(kSteps * extent / kMaxPercent)));
        QList<QPointF> line;
        line.reserve(qsizetype(points.size()));
        for (const CommitmentCurvePoint &point : points) {
            line.append(QPointF(point.percentOfPeak, point.costUsd));
            span.lowest = std::min(span.lowest, point.costUsd);
            span.highest = std::max(span.highest, point.costUsd);
        }
        curve->replace(line);
        QString name = tr("%n-year, %1 % off", nullptr, term.termYears)
                           .arg(QString::fromStdString(text::compact(term.discountPercent, 1)));
        if (term.termYears == result.termYears)
            name += tr(" (current)");
        curve->setName(name);
        curve->setVisible(true);
        optimum->replace(QList<QPointF>{{term.optimal.percentOfPeak, term.optimal.costUsd}});
        optimum->setVisible(true);
        optimumLabels.push_back(
            {optimum, optimum->at(0),
             term.optimal.accelerators > 0.0
                 ? tr("%n-year optimum: %1 of peak (%2), %3", nullptr, term.termYears)
                       .arg(number(term.optimal.percentOfPeak, 0) + QStringLiteral(" %"),
                            levelText(term.optimal), usd(term.optimal.costUsd))
                 : tr("%n-year optimum: commit nothing, %1", nullptr, term.termYears)
                       .arg(usd(term.optimal.costUsd))});
        span.lowest = std::min(span.lowest, term.optimal.costUsd);
    }
    return optimumLabels;
}

void CommitmentLevelChart::drawOnDemand(const CommitmentOptionResult &result, double extent)
{
    m_onDemand->replace(
        QList<QPointF>{{0.0, result.onDemandCostUsd}, {extent, result.onDemandCostUsd}});
    m_onDemand->setName(tr("All on demand: %1").arg(usd(result.onDemandCostUsd)));
}

void CommitmentLevelChart::setAxes(const CostSpan &span, double extent)
{
    // The axis starts near the cheapest point, not at 0: the differences between levels
    // are a few percent of the total and would vanish against a zero-based axis.
    // Steps of 1, 2 or 5 x 10^k giving five to eight intervals, the range widened to them.
    const double width = std::max(span.highest - span.lowest, std::max(1.0, span.highest * 0.01));
    const double rough = width / 8.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    const double step = rough / magnitude <= 1.0   ? magnitude
                        : rough / magnitude <= 2.0 ? 2.0 * magnitude
                        : rough / magnitude <= 5.0 ? 5.0 * magnitude
                                                   : 10.0 * magnitude;
    const double low = std::floor((span.lowest - width * 0.05) / step) * step;
    const double high = std::ceil(span.highest / step) * step;
    ChartAxes::setSteps(m_cost, std::max(0.0, low), high, 0.0, step);
    ChartAxes::setSteps(m_level, 0.0, extent, 0.0, extent > 200.0 ? 50.0 : 25.0);
}

void CommitmentLevelChart::drawCurrent(const CommitmentOptionResult &result,
                                       std::vector<ChartCallouts::Callout> optimumLabels)
{
    const double current = result.current.percentOfPeak;
    m_currentLine->replace(QList<QPointF>{{current, m_cost->min()}, {current, m_cost->max()}});
    m_currentLine->setName(tr("Current level: %1").arg(levelText(result.current)));
    m_currentPoint->replace(QList<QPointF>{{current, result.current.costUsd}});
    std::vector<ChartCallouts::Callout> labels = {
        {m_currentPoint, m_currentPoint->at(0),
         tr("current: %1 of peak (%2), %3")
             .arg(number(current, 0) + QStringLiteral(" %"), levelText(result.current),
                  usd(result.current.costUsd))}};
    labels.insert(labels.end(), optimumLabels.begin(), optimumLabels.end());
    editableCallouts().set(std::move(labels));
}

void CommitmentLevelChart::applyStyle()
{
    const qreal scale = palette().fontScale();
    const QColor option = focusColor();
    // The option's own term in the option's colour; the other term in the accent colour,
    // dash-dotted, so the two stay apart in greyscale print too.
    for (std::size_t i = 0; i < m_curves.size(); ++i) {
        const bool own = i < m_termYears.size() && m_termYears[i] == m_currentTermYears;
        QPen pen(own ? option : palette().accent(), (own ? 2.5 : 2.0) * scale,
                 own ? Qt::SolidLine : Qt::DashDotLine);
        pen.setCapStyle(Qt::RoundCap);
        m_curves[i]->setPen(pen);
        m_optima[i]->setColor(own ? option : palette().accent());
        m_optima[i]->setBorderColor(palette().foreground());
        m_optima[i]->setMarkerSize(12.0 * scale);
    }
    m_onDemand->setPen(QPen(palette().muted(), 2.0 * scale, Qt::DashLine));
    m_currentLine->setPen(QPen(palette().foreground(), 1.5 * scale, Qt::DotLine));
    m_currentPoint->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_currentPoint->setColor(palette().background());
    m_currentPoint->setBorderColor(palette().foreground());
    m_currentPoint->setMarkerSize(11.0 * scale);
    styleCallouts();
    palette().apply(chart());
}

} // namespace acceldecide::ui
