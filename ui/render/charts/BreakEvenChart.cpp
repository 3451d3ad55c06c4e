#include "ui/render/charts/BreakEvenChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartSeries.h"

#include "core/engine/BreakEvenCurve.h"
#include "core/text/MoneyFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

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
    // Nothing extra to pay back (no port, no higher fixed cost): no amount of work to name.
    const bool immediately = result.runs.value_or(0.0) == 0.0 &&
                             result.tokensBillion.value_or(0.0) == 0.0 &&
                             result.days.value_or(0.0) == 0.0;
    if (immediately)
        return tr("break-even immediately");
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
    // Valid inputs carry the scenario's evaluation, so every option can be priced.
    const BreakEvenCurves curves = BreakEvenCurve::compute(scenario);
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
    editableLabels().set(std::move(m_pendingLabels));
    m_pendingLabels.clear();
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
    m_crossingGroup.clear();
    struct Group
    {
        QPointF at;
        QString text;
        QScatterSeries *series;
        QStringList options;
    };
    std::vector<Group> groups;
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
            added->attachAxis(m_units);
            added->attachAxis(m_cost);
            ChartAxes::hideFromLegend(c, added);
        });
        const QPointF at(*crossing.units, crossing.costUsd.value_or(0.0));
        point->replace(QList<QPointF>{at});
        point->setName(tr("Break-even %1").arg(label));
        m_crossingOption.push_back(std::size_t(index));
        // Options crossing at the same point (all breaking even at once, say) share one
        // label naming them, instead of a stack of identical ones.
        // At no work done there is no cost to name either.
        const QString text = *crossing.units == 0.0
                                 ? annotation(*result, curves.kind)
                                 : annotation(*result, curves.kind) + QStringLiteral(", ") +
                                       usd(crossing.costUsd.value_or(0.0));
        const auto same = std::find_if(groups.begin(), groups.end(), [&](const Group &group) {
            return group.text == text && group.at == at;
        });
        const auto groupIndex = std::size_t(std::distance(groups.begin(), same));
        if (same == groups.end())
            groups.push_back({at, text, point, {label}});
        else
            same->options << label;
        m_crossingGroup.push_back(groupIndex);
    }
    ChartSeries::trim(c, m_crossings, used);
    m_crossingTexts.clear();
    m_pendingLabels.clear();
    for (const Group &group : groups) {
        // Two names fit beside the figures; more are counted (the legend names them).
        const QString text =
            group.options.size() == 1 ? group.text
            : group.options.size() == 2
                ? tr("%1 (%2)").arg(group.text, group.options.join(QStringLiteral(", ")))
                : tr("%1 (%n options)", nullptr, int(group.options.size())).arg(group.text);
        m_crossingTexts << text;
        m_pendingLabels.push_back({group.series, group.at, text, ChartCallouts::Side::Above});
    }
    return notReached;
}

QString BreakEvenChart::crossingLabel(std::size_t crossing) const
{
    return crossing < m_crossingGroup.size()
               ? m_crossingTexts.value(qsizetype(m_crossingGroup[crossing]))
               : QString();
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
    }
    styleLabels(12.0);
    palette().apply(chart());
}

} // namespace acceldecide::ui
