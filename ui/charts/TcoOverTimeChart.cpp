#include "ui/charts/TcoOverTimeChart.h"

#include "ui/charts/ChartAxes.h"
#include "ui/charts/ChartSeries.h"

#include "core/text/MoneyFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <map>

namespace acceldecide::ui {

TcoOverTimeChart::TcoOverTimeChart()
    : m_months(ChartAxes::plain(tr("Month"), QStringLiteral("%.0f"))),
      m_cost(ChartAxes::money(tr("Cumulative cost (USD)")))
{
    chart()->setTitle(title());
    chart()->addAxis(m_months, Qt::AlignBottom);
    chart()->addAxis(m_cost, Qt::AlignLeft);
    applyStyle();
}

QString TcoOverTimeChart::title() const
{
    return tr("Total cost of ownership over time");
}

void TcoOverTimeChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const Scenario &scenario = *inputs.scenario;
    const Evaluation &evaluation = *inputs.evaluation;
    const auto [lowest, highest] = drawLines(evaluation);
    BreakEvenMonths byMonth;
    const QStringList notReached = drawMarkers(scenario, evaluation, byMonth);
    drawLabels(byMonth);
    if (!notReached.isEmpty())
        setMessage(
            tr("No break-even within the %n-month horizon: %1", nullptr, scenario.horizonMonths)
                .arg(notReached.join(QStringLiteral(", "))));
    else
        setMessage({});

    const int months = std::max(1, evaluation.horizonMonths);
    // From month 0 (nothing spent yet): leaves room for a month-1 break-even label.
    ChartAxes::setSteps(m_months, 0, months, 0, months <= 12 ? 1 : months <= 36 ? 3 : 6);
    ChartAxes::setRange(m_cost, lowest, highest);
    placeLegend(m_lines.size());
    applyStyle();
}

std::pair<double, double> TcoOverTimeChart::drawLines(const Evaluation &evaluation)
{
    // Same number of options: replace points in place; otherwise rebuild the lines.
    ChartSeries::rebuild(chart(), m_lines, evaluation.options.size(), [&](QLineSeries *line) {
        line->attachAxis(m_months);
        line->attachAxis(m_cost);
    });
    double lowest = 0.0;
    double highest = 0.0;
    QList<QPointF> points;
    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        const OptionResult &option = evaluation.options[i];
        points.clear();
        points.reserve(qsizetype(option.cumulativeUsd.size()));
        for (std::size_t m = 0; m < option.cumulativeUsd.size(); ++m) {
            points.append(QPointF(double(m + 1), option.cumulativeUsd[m]));
            lowest = std::min(lowest, option.cumulativeUsd[m]);
            highest = std::max(highest, option.cumulativeUsd[m]);
        }
        m_lines[i]->replace(points);
        QString name = shortLabel(option.label);
        if (option.id == evaluation.baseline)
            name += tr(" (baseline)");
        m_lines[i]->setName(name);
    }
    return {lowest, highest};
}

// Markers and labels are reused between updates: adding and removing series is what
// costs time in Qt Charts, replacing a point is cheap.
QScatterSeries *TcoOverTimeChart::takeMarker(std::vector<QScatterSeries *> &pool, std::size_t &used,
                                             bool withLabel)
{
    QChart *c = chart();
    return ChartSeries::take(c, pool, used, [&](QScatterSeries *series) {
        if (withLabel) {
            series->setPointLabelsVisible(true);
            series->setPointLabelsClipping(false);
            series->setMarkerSize(1.0);
        }
        series->attachAxis(m_months);
        series->attachAxis(m_cost);
        ChartAxes::hideFromLegend(c, series);
    });
}

QStringList TcoOverTimeChart::drawMarkers(const Scenario &scenario, const Evaluation &evaluation,
                                          BreakEvenMonths &byMonth)
{
    std::size_t used = 0;
    m_markerOption.clear();
    QStringList notReached;
    for (const BreakEvenResult &breakEven : evaluation.breakEven) {
        const int index = scenario.optionIndex(breakEven.option);
        if (index < 0)
            continue;
        const OptionResult &option = evaluation.options[std::size_t(index)];
        if (!breakEven.month) {
            notReached << shortLabel(option.label);
            continue;
        }
        const int month = *breakEven.month;
        const QPointF point(month, option.cumulativeUsd[std::size_t(month - 1)]);
        QScatterSeries *marker = takeMarker(m_markers, used, false);
        marker->replace(QList<QPointF>{point});
        marker->setName(tr("Break-even %1").arg(shortLabel(option.label)));
        auto &group = byMonth[month];
        if (group.second.isEmpty() || point.y() > group.first.y())
            group.first = point;
        group.second << shortLabel(option.label);
        m_markerOption.push_back(std::size_t(index));
    }
    ChartSeries::trim(chart(), m_markers, used);
    return notReached;
}

void TcoOverTimeChart::drawLabels(const BreakEvenMonths &byMonth)
{
    std::size_t used = 0;
    for (const auto &[month, group] : byMonth) {
        QScatterSeries *label = takeMarker(m_labels, used, true);
        label->replace(QList<QPointF>{group.first});
        label->setPointLabelsFormat(
            group.second.size() == 1
                ? tr("break-even: month %1").arg(month)
                : tr("break-even: month %1 (%n options)", nullptr, int(group.second.size()))
                      .arg(month));
    }
    ChartSeries::trim(chart(), m_labels, used);
}

void TcoOverTimeChart::applyStyle()
{
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        m_lines[i]->setPen(optionPen(i));
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        m_markers[i]->setColor(optionColor(m_markerOption[i]));
        m_markers[i]->setBorderColor(palette().foreground());
        m_markers[i]->setMarkerSize(12.0 * palette().fontScale());
    }
    for (QScatterSeries *label : m_labels) {
        label->setColor(Qt::transparent);
        label->setBorderColor(Qt::transparent);
        label->setPointLabelsColor(palette().foreground());
        label->setPointLabelsFont(palette().labelFont());
    }
    palette().apply(chart());
}

} // namespace acceldecide::ui
