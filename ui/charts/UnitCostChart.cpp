#include "ui/charts/UnitCostChart.h"

#include "ui/charts/ChartAxes.h"

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
    const Scenario &scenario = *inputs.scenario;
    const Evaluation &evaluation = *inputs.evaluation;
    m_kind = scenario.workload.kind;
    chart()->setTitle(title());

    const std::size_t options = evaluation.options.size();
    if (m_sets.size() != options) {
        m_series->clear(); // deletes the sets
        m_sets.clear();
        for (QScatterSeries *label : m_labels)
            chart()->removeSeries(label), delete label;
        m_labels.clear();
        const QList<qreal> zeros(qsizetype(options), 0.0);
        for (std::size_t i = 0; i < options; ++i) {
            auto *set = new QBarSet(QString());
            set->append(zeros);
            m_series->append(set);
            m_sets.push_back(set);
            auto *label = new QScatterSeries;
            label->setMarkerSize(1.0);
            label->setPointLabelsVisible(true);
            label->setPointLabelsClipping(false);
            chart()->addSeries(label);
            label->attachAxis(m_category);
            label->attachAxis(m_cost);
            // The value labels are not a series a reader needs explained.
            ChartAxes::hideFromLegend(chart(), label);
            m_labels.push_back(label);
        }
    }
    double highest = 0.0;
    QStringList missing;
    QStringList categories;
    for (std::size_t i = 0; i < options; ++i) {
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
        m_labels[i]->replace(QList<QPointF>{{double(i), value.value_or(0.0)}});
        m_labels[i]->setPointLabelsFormat(
            value ? QString::fromStdString(MoneyFormat::usdAuto(*value)) : tr("no figure"));
        if (!value)
            missing << name;
        highest = std::max(highest, value.value_or(0.0));
    }
    if (m_category->categories() != categories)
        m_category->setCategories(categories);
    m_category->setLabelsAngle(options > 5 ? -30 : 0);
    setMessage(missing.isEmpty() ? QString()
                                 : tr("No figure for %1").arg(missing.join(QStringLiteral(", "))));

    const int decimals = ChartAxes::moneyDecimals(highest);
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
    ChartAxes::setMoneyDecimals(m_cost, decimals);
    // Headroom for the value labels above the tallest bar.
    ChartAxes::setRange(m_cost, 0.0, highest * 1.1);
    // Angled category labels get elided: the legend gives the labels in full.
    placeLegend(options);
    applyStyle();
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
        label->setPointLabelsColor(palette().foreground());
        QFont font = palette().labelFont();
        font.setBold(true);
        label->setPointLabelsFont(font);
    }
    palette().apply(chart());
}

} // namespace acceldecide::ui
