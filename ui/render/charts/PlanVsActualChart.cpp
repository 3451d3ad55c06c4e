#include "ui/render/charts/PlanVsActualChart.h"

#include "ui/render/charts/ChartAxes.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace acceldecide::ui {

namespace {

// The parts in the order core adds them, each with its colour: hours (blue), price per
// hour (orange), instance types and purchase models (purple), commitment paid for and not
// used (red), credits (green). Fixed, so the same part has the same colour in every
// report and a legend is enough to read a printed page.
struct Part
{
    const char *name;
    QColor color;
};

const Part kParts[] = {
    {QT_TRANSLATE_NOOP("PlanVsActualChart", "Volume"), QColor(0x1f77b4)},
    {QT_TRANSLATE_NOOP("PlanVsActualChart", "Rate"), QColor(0xff7f0e)},
    {QT_TRANSLATE_NOOP("PlanVsActualChart", "Mix"), QColor(0x9467bd)},
    {QT_TRANSLATE_NOOP("PlanVsActualChart", "Commitment waste"), QColor(0xd62728)},
    {QT_TRANSLATE_NOOP("PlanVsActualChart", "Credits"), QColor(0x2ca02c)}};

double partOf(const actuals::VarianceParts &parts, std::size_t index)
{
    switch (index) {
    case 0:
        return parts.volumeUsd;
    case 1:
        return parts.rateUsd;
    case 2:
        return parts.mixUsd;
    case 3:
        return parts.commitmentWasteUsd;
    default:
        return parts.creditsUsd;
    }
}

} // namespace

PlanVsActualChart::PlanVsActualChart()
    : m_months(new QBarCategoryAxis),
      // Which line is dashed is the legend's to say: the axis title stays short enough to
      // read whole on a 1280 x 720 slide at twice the fonts.
      m_cumulative(ChartAxes::money(tr("Cumulative cost (USD)"))),
      m_variance(ChartAxes::money(tr("Variance in the month (USD), by part"))),
      m_bars(new QStackedBarSeries), m_planned(new QLineSeries), m_actual(new QLineSeries)
{
    QChart *c = chart();
    c->setTitle(title());
    m_months->setTitleText(tr("Month"));
    c->addAxis(m_months, Qt::AlignBottom);
    c->addAxis(m_cumulative, Qt::AlignLeft);
    c->addAxis(m_variance, Qt::AlignRight);
    for (const Part &part : kParts) {
        QBarSet *set = new QBarSet(tr(part.name));
        m_parts.push_back(set);
        m_bars->append(set);
    }
    m_bars->setBarWidth(0.6);
    c->addSeries(m_bars);
    m_bars->attachAxis(m_months);
    m_bars->attachAxis(m_variance);
    m_planned->setName(tr("Planned, cumulative (dashed)"));
    m_actual->setName(tr("Billed, cumulative (solid)"));
    // The grid is the cumulative axis's: two grids of different scales would cross.
    m_variance->setGridLineVisible(false);
    for (QLineSeries *line : {m_planned, m_actual}) {
        c->addSeries(line);
        line->attachAxis(m_months);
        line->attachAxis(m_cumulative);
    }
    applyStyle();
}

QString PlanVsActualChart::title() const
{
    return tr("Plan against the bill");
}

bool PlanVsActualChart::hasContent(const ChartInputs &inputs) const
{
    return inputs.planVsActual && !inputs.planVsActual->months.empty();
}

void PlanVsActualChart::update(const ChartInputs &inputs)
{
    if (!hasContent(inputs)) {
        setMessage(tr("No bill is imported for this decision (File > Import Bill…)."));
        return;
    }
    setMessage(QString());
    const actuals::PlanVsActual &comparison = *inputs.planVsActual;
    QStringList months;
    for (const actuals::MonthComparison &month : comparison.months)
        months << QString::fromStdString(month.month);
    m_months->setCategories(months);
    drawParts(comparison);
    drawLines(comparison);
    placeLegend(m_parts.size() + 2);
    applyStyle();
}

void PlanVsActualChart::drawParts(const actuals::PlanVsActual &comparison)
{
    double low = 0.0;
    double high = 0.0;
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        QList<qreal> values;
        for (const actuals::MonthComparison &month : comparison.months)
            values << partOf(month.parts, p);
        m_parts[p]->remove(0, m_parts[p]->count());
        m_parts[p]->append(values);
    }
    // Stacked bars go up by the month's positive parts and down by its negative ones.
    for (const actuals::MonthComparison &month : comparison.months) {
        double up = 0.0;
        double down = 0.0;
        for (std::size_t p = 0; p < m_parts.size(); ++p) {
            const double value = partOf(month.parts, p);
            (value > 0.0 ? up : down) += value;
        }
        high = std::max(high, up);
        low = std::min(low, down);
    }
    ChartAxes::setRange(m_variance, low, high);
}

void PlanVsActualChart::drawLines(const actuals::PlanVsActual &comparison)
{
    QList<QPointF> planned;
    QList<QPointF> actual;
    double plannedSum = 0.0;
    double actualSum = 0.0;
    double low = 0.0;
    double high = 0.0;
    for (std::size_t m = 0; m < comparison.months.size(); ++m) {
        plannedSum += comparison.months[m].plannedUsd;
        actualSum += comparison.months[m].actualUsd;
        planned << QPointF(double(m), plannedSum);
        actual << QPointF(double(m), actualSum);
        low = std::min({low, plannedSum, actualSum});
        high = std::max({high, plannedSum, actualSum});
    }
    m_planned->replace(planned);
    m_actual->replace(actual);
    ChartAxes::setRange(m_cumulative, low, high);
}

void PlanVsActualChart::applyStyle()
{
    for (std::size_t p = 0; p < m_parts.size(); ++p) {
        m_parts[p]->setColor(kParts[p].color);
        m_parts[p]->setBorderColor(kParts[p].color.darker(130));
    }
    // As thick as the other charts' lines at any font scale (a slide's is twice a page's).
    const qreal scale = palette().fontScale();
    QPen planned(palette().foreground(), 2.5 * scale, Qt::DashLine);
    QPen actual(palette().foreground(), 3.0 * scale);
    m_planned->setPen(planned);
    m_actual->setPen(actual);
    palette().apply(chart());
}

} // namespace acceldecide::ui
