#include "ui/charts/BreakEvenChart.h"

#include "ui/charts/ChartAxes.h"
#include "ui/charts/ChartSeries.h"

#include "core/engine/BreakEvenCurve.h"
#include "core/text/MoneyFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <exception>

namespace acceldecide::ui {

namespace {

QString number(double value, int decimals)
{
    return QString::fromStdString(MoneyFormat::number(value, decimals));
}

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usdAuto(value));
}

// The plan's own amount of work, stretched to show a crossing that lies beyond it.
double extentOf(const BreakEvenCurves &curves)
{
    double extent = curves.horizonUnits;
    for (const BreakEvenCrossing &crossing : curves.crossings) {
        if (crossing.units)
            extent = std::max(extent, *crossing.units * 1.25);
    }
    return extent > 0.0 ? extent : 1.0;
}

} // namespace

BreakEvenChart::BreakEvenChart()
    : m_units(ChartAxes::plain(tr("Runs"), QStringLiteral("%.1f"))),
      m_cost(ChartAxes::money(tr("Cost (USD)")))
{
    chart()->setTitle(title());
    chart()->addAxis(m_units, Qt::AlignBottom);
    chart()->addAxis(m_cost, Qt::AlignLeft);
    applyStyle();
}

QString BreakEvenChart::title() const
{
    return tr("Break-even against the baseline");
}

QString BreakEvenChart::annotation(const BreakEvenResult &result, WorkloadKind kind) const
{
    switch (kind) {
    case WorkloadKind::Training:
        return tr("break-even: %1 runs (%2 B tokens)")
            .arg(number(result.runs.value_or(0.0), 2),
                 number(result.tokensBillion.value_or(0.0), 1));
    case WorkloadKind::Inference:
        return tr("break-even: %1 B tokens (%2 days)")
            .arg(number(result.tokensBillion.value_or(0.0), 1),
                 number(result.days.value_or(0.0), 1));
    case WorkloadKind::Capacity:
        return tr("break-even: %1 days").arg(number(result.days.value_or(0.0), 1));
    }
    return {};
}

void BreakEvenChart::update(const ChartInputs &inputs)
{
    if (!inputs.valid())
        return;
    const Scenario &scenario = *inputs.scenario;
    const Evaluation &evaluation = *inputs.evaluation;
    BreakEvenCurves curves;
    try {
        curves = BreakEvenCurve::compute(scenario);
    } catch (const std::exception &error) {
        setMessage(tr("Break-even cannot be drawn: %1").arg(QString::fromLocal8Bit(error.what())));
        return;
    }
    rememberOptions(scenario);
    nameUnits(curves.kind);
    const double extent = extentOf(curves);
    const double highest = drawLines(curves, evaluation, extent);
    const QStringList notReached = drawCrossings(curves, scenario, evaluation);
    if (notReached.isEmpty())
        setMessage({});
    else
        setMessage(tr("Break-even not reached for %1: its cost per unit of work, maintenance "
                      "included, is not below the baseline's, so the lines never cross.")
                       .arg(notReached.join(QStringLiteral(", "))));
    setAxes(extent, highest);
    placeLegend(m_lines.size());
    applyStyle();
}

void BreakEvenChart::nameUnits(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        m_units->setTitleText(tr("Training runs"));
        m_units->setLabelFormat(QStringLiteral("%.1f"));
        break;
    case WorkloadKind::Inference:
        m_units->setTitleText(tr("Tokens served (billion tokens)"));
        m_units->setLabelFormat(QStringLiteral("%.0f"));
        break;
    case WorkloadKind::Capacity:
        m_units->setTitleText(tr("Months of capacity"));
        m_units->setLabelFormat(QStringLiteral("%.0f"));
        break;
    }
}

double BreakEvenChart::drawLines(const BreakEvenCurves &curves, const Evaluation &evaluation,
                                 double extent)
{
    ChartSeries::rebuild(chart(), m_lines, curves.lines.size(), [&](QLineSeries *line) {
        line->attachAxis(m_units);
        line->attachAxis(m_cost);
    });
    double highest = 0.0;
    for (std::size_t i = 0; i < curves.lines.size(); ++i) {
        const BreakEvenLine &line = curves.lines[i];
        const double end = line.costAt(extent);
        m_lines[i]->replace(QList<QPointF>{{0.0, line.fixedUsd}, {extent, end}});
        highest = std::max({highest, line.fixedUsd, end});
        const OptionResult &option = evaluation.options[i];
        QString name = shortLabel(option.label);
        if (option.id == evaluation.baseline)
            name += tr(" (baseline)");
        m_lines[i]->setName(name);
    }
    return highest;
}

QStringList BreakEvenChart::drawCrossings(const BreakEvenCurves &curves, const Scenario &scenario,
                                          const Evaluation &evaluation)
{
    QChart *c = chart();
    m_crossingOption.clear();
    QStringList notReached;
    std::size_t used = 0;
    for (const BreakEvenCrossing &crossing : curves.crossings) {
        const int index = scenario.optionIndex(crossing.option);
        const auto result =
            std::find_if(evaluation.breakEven.begin(), evaluation.breakEven.end(),
                         [&](const BreakEvenResult &r) { return r.option == crossing.option; });
        if (index < 0 || result == evaluation.breakEven.end())
            continue;
        const QString label = shortLabel(evaluation.options[std::size_t(index)].label);
        if (!result->reached || !crossing.units) {
            notReached << label;
            continue;
        }
        QScatterSeries *point = ChartSeries::take(c, m_crossings, used, [&](QScatterSeries *added) {
            added->setPointLabelsVisible(true);
            added->setPointLabelsClipping(false);
            added->attachAxis(m_units);
            added->attachAxis(m_cost);
            ChartAxes::hideFromLegend(c, added);
        });
        point->replace(QList<QPointF>{{*crossing.units, crossing.costUsd.value_or(0.0)}});
        point->setName(tr("Break-even %1").arg(label));
        point->setPointLabelsFormat(annotation(*result, curves.kind) + QStringLiteral(", ") +
                                    usd(crossing.costUsd.value_or(0.0)));
        m_crossingOption.push_back(std::size_t(index));
    }
    ChartSeries::trim(c, m_crossings, used);
    return notReached;
}

void BreakEvenChart::setAxes(double extent, double highest)
{
    m_units->setRange(0.0, extent);
    m_units->setTickType(QValueAxis::TicksFixed);
    m_units->setTickCount(6);
    m_units->applyNiceNumbers();
    ChartAxes::setRange(m_cost, 0.0, highest);
}

void BreakEvenChart::applyStyle()
{
    for (std::size_t i = 0; i < m_lines.size(); ++i)
        m_lines[i]->setPen(optionPen(i));
    for (std::size_t i = 0; i < m_crossings.size(); ++i) {
        m_crossings[i]->setColor(optionColor(m_crossingOption[i]));
        m_crossings[i]->setBorderColor(palette().foreground());
        m_crossings[i]->setMarkerSize(12.0 * palette().fontScale());
        m_crossings[i]->setPointLabelsColor(palette().foreground());
        m_crossings[i]->setPointLabelsFont(palette().labelFont());
    }
    palette().apply(chart());
}

} // namespace acceldecide::ui
