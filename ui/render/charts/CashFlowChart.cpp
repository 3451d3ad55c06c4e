#include "ui/render/charts/CashFlowChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartSeries.h"

#include "core/text/MoneyFormat.h"

#include <QChart>
#include <QLineSeries>
#include <QStringList>
#include <QValueAxis>

#include <algorithm>

namespace acceldecide::ui {

CashFlowChart::CashFlowChart()
    : m_months(ChartAxes::plain(tr("Month"), QStringLiteral("%.0f"))),
      m_cost(ChartAxes::money(tr("Cumulative cash (USD), dashed: accrued")))
{
    chart()->setTitle(title());
    chart()->addAxis(m_months, Qt::AlignBottom);
    chart()->addAxis(m_cost, Qt::AlignLeft);
    applyStyle();
}

QString CashFlowChart::title() const
{
    return tr("Cash flow");
}

void CashFlowChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const Evaluation &evaluation = *inputs.evaluation;
    const auto [lowest, highest] = drawLines(evaluation);

    // What the horizon leaves to pay, said where the lines cannot show it.
    QStringList owed;
    for (const OptionResult &option : evaluation.options) {
        if (option.cashFlow.owedAfterHorizonUsd > 0.005)
            owed << tr("%1 %2").arg(
                shortLabel(option.label),
                QString::fromStdString(MoneyFormat::usd(option.cashFlow.owedAfterHorizonUsd)));
    }
    setMessage(
        owed.isEmpty()
            ? QString()
            : tr("Still to be paid after the horizon: %1").arg(owed.join(QStringLiteral(", "))));

    const int months = std::max(1, evaluation.horizonMonths);
    ChartAxes::setSteps(m_months, 0, months, 0, months <= 12 ? 1 : months <= 36 ? 3 : 6);
    ChartAxes::setRange(m_cost, lowest, highest);
    placeLegend(m_cash.size());
    applyStyle();
}

std::pair<double, double> CashFlowChart::drawLines(const Evaluation &evaluation)
{
    const std::size_t count = evaluation.options.size();
    QChart *c = chart();
    const auto prepare = [&](QLineSeries *line) {
        line->attachAxis(m_months);
        line->attachAxis(m_cost);
    };
    // The dashed lines first, so every option's cash line is drawn over its accrual.
    ChartSeries::rebuild(c, m_accrual, count, [&](QLineSeries *line) {
        prepare(line);
        ChartAxes::hideFromLegend(c, line);
    });
    ChartSeries::rebuild(c, m_cash, count, prepare);
    double lowest = 0.0;
    double highest = 0.0;
    QList<QPointF> cash;
    QList<QPointF> accrual;
    for (std::size_t i = 0; i < count; ++i) {
        const OptionResult &option = evaluation.options[i];
        cash.clear();
        accrual.clear();
        for (std::size_t m = 0; m < option.cashFlow.cumulativeUsd.size(); ++m) {
            const double value = option.cashFlow.cumulativeUsd[m];
            cash.append(QPointF(double(m + 1), value));
            lowest = std::min(lowest, value);
            highest = std::max(highest, value);
        }
        for (std::size_t m = 0; m < option.cumulativeUsd.size(); ++m) {
            accrual.append(QPointF(double(m + 1), option.cumulativeUsd[m]));
            lowest = std::min(lowest, option.cumulativeUsd[m]);
            highest = std::max(highest, option.cumulativeUsd[m]);
        }
        m_cash[i]->replace(cash);
        m_accrual[i]->replace(accrual);
        QString name = shortLabel(option.label);
        if (option.id == evaluation.baseline)
            name += tr(" (baseline)");
        m_cash[i]->setName(name);
        m_accrual[i]->setName(tr("%1, accrued").arg(name));
    }
    return {lowest, highest};
}

void CashFlowChart::applyStyle()
{
    // Here the line style says cash (solid) or accrual (dashed) for every option, so the
    // GPU options' usual dashes give way; the colour still tells the options apart.
    for (std::size_t i = 0; i < m_cash.size(); ++i) {
        QPen solid = optionPen(i);
        solid.setStyle(Qt::SolidLine);
        m_cash[i]->setPen(solid);
        QPen dashed = optionPen(i, 1.5);
        dashed.setStyle(Qt::DashLine);
        if (i < m_accrual.size())
            m_accrual[i]->setPen(dashed);
    }
    palette().apply(chart());
}

} // namespace acceldecide::ui
