#include "ui/render/charts/UnitCostChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartSeries.h"

#include "core/text/MoneyFormat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace acceldecide::ui {

UnitCostChart::UnitCostChart()
    : m_category(new QBarCategoryAxis), m_cost(ChartAxes::money(tr("USD per run"))),
      m_series(new QStackedBarSeries)
{
    chart()->setTitle(title());
    chart()->addAxis(m_category, Qt::AlignBottom);
    chart()->addAxis(m_cost, Qt::AlignLeft);
    chart()->addSeries(m_series);
    m_series->attachAxis(m_category);
    m_series->attachAxis(m_cost);
    m_series->setBarWidth(0.6);
    applyStyle();
}

QString UnitCostChart::title() const
{
    return titleForKind(m_kind);
}

QString UnitCostChart::titleFor(const ChartInputs &inputs) const
{
    return inputs.scenario ? titleForKind(inputs.scenario->workload.kind) : title();
}

QString UnitCostChart::titleForKind(WorkloadKind kind)
{
    switch (kind) {
    case WorkloadKind::Training:
        return tr("Cost per training run");
    case WorkloadKind::Inference:
        return tr("Cost per million tokens");
    case WorkloadKind::Capacity:
        return tr("Compute cost per month");
    }
    return {};
}

void UnitCostChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    m_kind = inputs.scenario->workload.kind;
    chart()->setTitle(title());
    const std::size_t options = inputs.evaluation->options.size();
    resize(options);
    const auto [highest, missing] = drawBars(*inputs.evaluation);
    m_category->setLabelsAngle(options > 5 ? -30 : 0);
    setMessage(missing.isEmpty() ? QString()
                                 : tr("No figure for %1").arg(missing.join(QStringLiteral(", "))));
    setCostAxis(highest);
    editableLabels().set(std::move(m_pendingLabels));
    m_pendingLabels.clear();
    // Angled category labels get elided: the legend gives the labels in full.
    placeLegend(options);
    applyStyle();
}

void UnitCostChart::resize(std::size_t options)
{
    if (m_sets.size() == options)
        return;
    ChartSeries::resetSets(m_series, m_sets, options, qsizetype(options));
    ChartSeries::rebuild(chart(), m_labels, options, [&](QScatterSeries *label) {
        label->setMarkerSize(1.0);
        label->attachAxis(m_category);
        label->attachAxis(m_cost);
        // The value labels are not a series a reader needs explained.
        ChartAxes::hideFromLegend(chart(), label);
    });
}

std::pair<double, QStringList> UnitCostChart::drawBars(const Evaluation &evaluation)
{
    double highest = 0.0;
    QStringList missing;
    QStringList categories;
    m_pendingLabels.clear();
    for (std::size_t i = 0; i < evaluation.options.size(); ++i) {
        const OptionResult &option = evaluation.options[i];
        std::optional<double> value;
        switch (m_kind) {
        case WorkloadKind::Training:
            value = option.costPerRunUsd;
            break;
        case WorkloadKind::Inference:
            value = option.costPerMillionTokensUsd;
            break;
        case WorkloadKind::Capacity:
            value = option.monthlyComputeUsd;
            break;
        }
        QString name = shortLabel(option.label);
        while (categories.contains(name))
            name += QChar(0x200B); // category labels must be unique
        categories << name;
        m_sets[i]->setLabel(name);
        m_sets[i]->replace(qsizetype(i), value.value_or(0.0));
        // An invisible point on top of each bar anchors its value's callout.
        m_labels[i]->replace(QList<QPointF>{{double(i), value.value_or(0.0)}});
        m_pendingLabels.push_back(
            {m_labels[i], QPointF(double(i), value.value_or(0.0)),
             value ? QString::fromStdString(MoneyFormat::usdAuto(*value)) : tr("no figure"),
             ChartCallouts::Side::Above});
        if (!value)
            missing << name;
        highest = std::max(highest, value.value_or(0.0));
    }
    if (m_category->categories() != categories)
        m_category->setCategories(categories);
    return {highest, missing};
}

void UnitCostChart::setCostAxis(double highest)
{
    switch (m_kind) {
    case WorkloadKind::Training:
        m_cost->setTitleText(tr("USD per run"));
        break;
    case WorkloadKind::Inference:
        m_cost->setTitleText(tr("USD per million tokens"));
        break;
    case WorkloadKind::Capacity:
        m_cost->setTitleText(tr("USD per month"));
        break;
    }
    m_category->setTitleText(tr("Option"));
    ChartAxes::setMoneyDecimals(m_cost, ChartAxes::moneyDecimals(highest));
    // Headroom for the value labels above the tallest bar.
    ChartAxes::setRange(m_cost, 0.0, highest * 1.1);
}

void UnitCostChart::applyStyle()
{
    for (std::size_t i = 0; i < m_sets.size(); ++i) {
        m_sets[i]->setBrush(optionBrush(i));
        m_sets[i]->setPen(QPen(optionColor(i).darker(130), 1.0));
    }
    for (QScatterSeries *label : m_labels) {
        label->setColor(Qt::transparent);
        label->setBorderColor(Qt::transparent);
    }
    styleLabels(2.0);
    palette().apply(chart());
}

} // namespace acceldecide::ui
