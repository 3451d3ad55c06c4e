#include "ui/render/charts/TcoOverTimeChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartSeries.h"

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
    editableLabels().set(std::move(m_pendingLabels));
    m_pendingLabels.clear();
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
QScatterSeries *TcoOverTimeChart::takeMarker(std::size_t &used)
{
    QChart *c = chart();
    return ChartSeries::take(c, m_markers, used, [&](QScatterSeries *series) {
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
    const OptionResult *baseline = evaluation.option(evaluation.baseline);
    for (const BreakEvenResult &breakEven : evaluation.breakEven) {
        const int index = scenario.optionIndex(breakEven.option);
        if (index < 0)
            continue;
        const OptionResult &option = evaluation.options[std::size_t(index)];
        if (!breakEven.month || !baseline) {
            notReached << shortLabel(option.label);
            continue;
        }
        const int month = *breakEven.month;
        const QPointF point = crossing(option, *baseline, month);
        QScatterSeries *marker = takeMarker(used);
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

QPointF TcoOverTimeChart::crossing(const OptionResult &option, const OptionResult &baseline,
                                   int month)
{
    // Where the two drawn lines meet: the curves are straight between month ends, so the
    // marker goes where the segments ending at the break-even month intersect (a point
    // of the drawing, not a new figure: the month stays core's).
    const auto at = [](const OptionResult &o, int m) {
        return o.cumulativeUsd[std::size_t(m - 1)];
    };
    const QPointF end(month, at(option, month));
    if (month < 2 || std::size_t(month) > baseline.cumulativeUsd.size())
        return end;
    const double before = at(option, month - 1) - at(baseline, month - 1);
    const double after = at(option, month) - at(baseline, month);
    if (!(before > 0.0) || after > 0.0 || before == after)
        return end;
    const double t = before / (before - after);
    const double y = at(option, month - 1) + t * (at(option, month) - at(option, month - 1));
    return QPointF(month - 1 + t, y);
}

void TcoOverTimeChart::drawLabels(const BreakEvenMonths &byMonth)
{
    std::vector<ChartCallouts::Callout> callouts;
    std::size_t marker = 0;
    for (const auto &[month, group] : byMonth) {
        // Any marker series maps the point: they all share the chart's two axes.
        callouts.push_back(
            {m_markers.empty() ? nullptr : m_markers[std::min(marker++, m_markers.size() - 1)],
             group.first,
             group.second.size() == 1
                 ? tr("break-even: month %1").arg(month)
                 : tr("break-even: month %1 (%n options)", nullptr, int(group.second.size()))
                       .arg(month),
             ChartCallouts::Side::Above});
    }
    m_pendingLabels = std::move(callouts);
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
    styleLabels(12.0);
    palette().apply(chart());
}

} // namespace acceldecide::ui
