#include "ui/search/SearchResultsChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/labels/EnumLabels.h"
#include "ui/widgets/Qs.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace acceldecide::ui {

namespace {

constexpr qreal kMarkerSize = 7.0;
constexpr qreal kSelectedMarkerSize = 15.0;
// One line a bar: a bar is too thin for two, which the axis would cut to "...". Axis
// labels are rich text, so the catalog's names are escaped.
QString barLabel(const search::SearchRow &row)
{
    const search::MarketOffer &offer = *row.candidate.offer;
    QString label = qs(offer.instanceType);
    if (row.candidate.instances > 0)
        label += QStringLiteral(" ×%1").arg(row.candidate.instances);
    label += QLatin1Char(' ') + EnumLabels::purchaseModel(offer.purchaseModel) + QLatin1Char(' ') +
             qs(offer.region);
    return label.toHtmlEscaped();
}

// Whole decades around the points, so a log axis is labelled 1, 10, 100 ...
double decadeBelow(double value)
{
    return std::pow(10.0, std::floor(std::log10(value)));
}

double decadeAbove(double value)
{
    const double decade = std::pow(10.0, std::ceil(std::log10(value)));
    return decade > value ? decade : decade * 10.0;
}

QList<QPointF> sortedByX(QList<QPointF> points)
{
    std::sort(points.begin(), points.end(),
              [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    return points;
}

} // namespace

SearchResultsChart::SearchResultsChart(QWidget *parent) : QChartView(new QChart, parent)
{
    // As every chart of the window: "$1,000,000" whatever the desktop's locale.
    chart()->setLocalizeNumbers(true);
    chart()->setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setMinimumHeight(260);
}

void SearchResultsChart::clearBars()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes())
        c->removeAxis(axis);
    m_barOfRow.clear();
    m_barSet = nullptr;
}

void SearchResultsChart::showRows(const std::vector<search::SearchRow> &rows, bool training,
                                  const QString &emptyReason)
{
    m_points.clear();
    if (training)
        drawScatter(rows);
    else
        drawBars(rows);
    if (rows.empty())
        chart()->setTitle(emptyReason.isEmpty() ? tr("No candidate") : emptyReason);
}

void SearchResultsChart::buildScatter()
{
    QChart *c = chart();
    const ChartPalette palette = ChartPalette::fromApplication();
    m_hours = new QLogValueAxis;
    m_hours->setTitleText(tr("Wall-clock hours per run (log scale)"));
    m_hours->setMinorTickCount(-1);
    // Totals span orders of magnitude too (one instance to a cluster of 64, a spot price
    // to an on-demand one): on a linear axis most candidates would sit on its floor.
    m_cost = new QLogValueAxis;
    m_cost->setTitleText(tr("TCO over the horizon (log scale)"));
    m_cost->setLabelFormat(QStringLiteral("$%.0f"));
    m_cost->setMinorTickCount(-1);
    c->addAxis(m_hours, Qt::AlignBottom);
    c->addAxis(m_cost, Qt::AlignLeft);
    const auto add = [&](QXYSeries *series) {
        c->addSeries(series);
        series->attachAxis(m_hours);
        series->attachAxis(m_cost);
    };
    const Stack stacks[2] = {Stack::Neuron, Stack::Cuda};
    const QString names[2] = {tr("Trainium candidates"), tr("GPU candidates")};
    for (int s = 0; s < 2; ++s) {
        auto *series = new QScatterSeries;
        series->setName(names[s]);
        series->setMarkerSize(kMarkerSize);
        series->setColor(palette.optionColor(stacks[s], 0));
        series->setBorderColor(palette.optionColor(stacks[s], 0));
        add(series);
        m_candidates.push_back(series);
    }
    m_front = new QLineSeries;
    m_front->setName(tr("Pareto front"));
    m_front->setPen(QPen(palette.foreground(), 1.5, Qt::DashLine));
    add(m_front);
    m_selected = new QScatterSeries;
    m_selected->setName(tr("Selected"));
    m_selected->setMarkerSize(kSelectedMarkerSize);
    m_selected->setColor(Qt::transparent);
    m_selected->setBorderColor(palette.accent());
    m_selected->setPen(QPen(palette.accent(), 2.5));
    add(m_selected);
    c->setTitle(tr("Total cost against a run's wall-clock time"));
    palette.apply(c);
}

// The series and axes are built once and only given new points and ranges at each
// search: rebuilding them made a filter change cost a whole frame (measured with
// BM_FindOptionsFilterChange).
void SearchResultsChart::drawScatter(const std::vector<search::SearchRow> &rows)
{
    if (!m_front)
        buildScatter();
    chart()->setTitle(tr("Total cost against a run's wall-clock time"));
    QList<QPointF> byStack[2];
    QList<QPointF> front;
    double lowCost = std::numeric_limits<double>::infinity();
    double highCost = 0.0;
    double lowHours = std::numeric_limits<double>::infinity();
    double highHours = 0.0;
    m_points.reserve(rows.size());
    for (const search::SearchRow &row : rows) {
        const QPointF point(row.wallClockHoursPerRun.value_or(0.0), row.tcoUsd);
        m_points.push_back(point);
        if (!(point.x() > 0.0) || !(point.y() > 0.0))
            continue; // a log axis has no place for it
        byStack[row.candidate.option.stack == Stack::Neuron ? 0 : 1] << point;
        if (row.onParetoFront)
            front << point;
        lowCost = std::min(lowCost, point.y());
        highCost = std::max(highCost, point.y());
        lowHours = std::min(lowHours, point.x());
        highHours = std::max(highHours, point.x());
    }
    for (int s = 0; s < 2; ++s) {
        m_candidates[std::size_t(s)]->replace(byStack[s]);
        // A stack with no candidate has no place in the legend.
        for (QLegendMarker *marker : chart()->legend()->markers(m_candidates[std::size_t(s)]))
            marker->setVisible(!byStack[s].isEmpty());
    }
    m_front->replace(sortedByX(front));
    m_selected->clear();
    if (highHours > 0.0) {
        m_hours->setRange(decadeBelow(lowHours), decadeAbove(highHours));
        // Localised labels ignore "%g": a decimal only where the axis starts below an hour.
        m_hours->setLabelFormat(lowHours < 1.0 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
        m_cost->setRange(decadeBelow(lowCost), decadeAbove(highCost));
    }
}

void SearchResultsChart::drawBars(const std::vector<search::SearchRow> &rows)
{
    clearBars();
    QChart *c = chart();
    const int shown = std::min(int(rows.size()), kMaxBars);
    c->setTitle(rows.size() > std::size_t(shown)
                    ? tr("Total cost of the %1 best of %2 candidates").arg(shown).arg(rows.size())
                    : tr("Total cost of every candidate"));
    const ChartPalette palette = ChartPalette::fromApplication();
    auto *series = new QHorizontalBarSeries;
    m_barSet = new QBarSet(tr("TCO over the horizon"));
    m_barSet->setColor(palette.optionColor(Stack::Cuda, 0));
    m_barSet->setSelectedColor(palette.accent());
    auto *labels = new QBarCategoryAxis;
    QValueAxis *cost = ChartAxes::money(tr("TCO over the horizon"));
    // Horizontal bars stack upwards: the best row is added last so it is drawn on top.
    m_barOfRow.assign(rows.size(), -1);
    QStringList categories;
    double high = 0.0;
    for (int i = shown - 1; i >= 0; --i) {
        const search::SearchRow &row = rows[std::size_t(i)];
        m_barOfRow[std::size_t(i)] = int(categories.size());
        categories << barLabel(row);
        *m_barSet << row.tcoUsd;
        high = std::max(high, row.tcoUsd);
    }
    series->append(m_barSet);
    labels->append(categories);
    c->addSeries(series);
    c->addAxis(labels, Qt::AlignLeft);
    c->addAxis(cost, Qt::AlignBottom);
    series->attachAxis(labels);
    series->attachAxis(cost);
    ChartAxes::setRange(cost, 0.0, high);
    c->legend()->setVisible(false);
    palette.apply(c);
}

void SearchResultsChart::highlight(const std::vector<int> &rowIndices)
{
    if (m_selected) {
        QList<QPointF> points;
        for (const int index : rowIndices)
            if (index >= 0 && std::size_t(index) < m_points.size() &&
                m_points[std::size_t(index)].x() > 0.0 && m_points[std::size_t(index)].y() > 0.0)
                points << m_points[std::size_t(index)];
        m_selected->replace(points);
    }
    if (m_barSet) {
        m_barSet->deselectAllBars();
        QList<int> bars;
        for (const int index : rowIndices)
            if (index >= 0 && std::size_t(index) < m_barOfRow.size() &&
                m_barOfRow[std::size_t(index)] >= 0)
                bars << m_barOfRow[std::size_t(index)];
        m_barSet->selectBars(bars);
    }
}

int SearchResultsChart::candidatePoints() const
{
    int count = 0;
    for (const QScatterSeries *series : m_candidates)
        count += int(series->count());
    return count;
}

int SearchResultsChart::frontPoints() const
{
    return m_front ? int(m_front->count()) : 0;
}

int SearchResultsChart::highlightedPoints() const
{
    if (m_selected)
        return int(m_selected->count());
    return m_barSet ? int(m_barSet->selectedBars().size()) : 0;
}

int SearchResultsChart::bars() const
{
    return m_barSet ? int(m_barSet->count()) : 0;
}

} // namespace acceldecide::ui
