#include "ui/render/charts/PurchaseModelsChart.h"

#include "ui/render/charts/ChartAxes.h"
#include "ui/render/charts/ChartSeries.h"
#include "ui/render/labels/EnumLabels.h"

#include "core/decision/CapacityBlockChecks.h"
#include "core/text/MoneyFormat.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

namespace acceldecide::ui {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value));
}

QString percent(double value)
{
    return QString::fromStdString(MoneyFormat::number(value, 1));
}

constexpr std::size_t kModels = kComparedPurchaseModels.size();

// Replaces the set's values only when they changed: every change re-lays out all bars.
void assignValues(QBarSet *set, const QList<qreal> &values)
{
    bool same = set->count() == values.size();
    for (qsizetype k = 0; same && k < values.size(); ++k)
        same = set->at(k) == values[k];
    if (same)
        return;
    set->remove(0, set->count());
    set->append(values);
}

} // namespace

PurchaseModelsChart::PurchaseModelsChart()
    : m_models(new QCategoryAxis), m_cost(ChartAxes::money(tr("Cost over the horizon (USD)"))),
      m_series(new QStackedBarSeries)
{
    chart()->setTitle(title());
    m_models->setTitleText(tr("Purchase model"));
    m_models->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    chart()->addAxis(m_models, Qt::AlignBottom);
    chart()->addAxis(m_cost, Qt::AlignLeft);
    m_series->setBarWidth(0.9);
    chart()->addSeries(m_series);
    m_series->attachAxis(m_models);
    m_series->attachAxis(m_cost);
    QObject::connect(
        m_series, &QStackedBarSeries::hovered, context(),
        [this](bool status, int index, QBarSet *set) { showTooltip(status, index, set); });
    applyStyle();
}

QString PurchaseModelsChart::title() const
{
    return tr("Cost by purchase model");
}

qsizetype PurchaseModelsChart::slot(std::size_t option, std::size_t model) const
{
    return qsizetype(model * (m_options + 1) + option);
}

QStringList PurchaseModelsChart::groupLabels() const
{
    return m_models->categoriesLabels();
}

void PurchaseModelsChart::rebuild(std::size_t options)
{
    m_options = options;
    const qsizetype slots = qsizetype(kModels * (options + 1) - 1);
    ChartSeries::resetSets(m_series, m_tcoSets, options, slots); // deletes m_commitment too
    m_commitment = new QBarSet(tr("Commitment owed after the horizon"));
    m_commitment->append(QList<qreal>(slots, 0.0));
    m_series->append(m_commitment);
}

void PurchaseModelsChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const std::size_t options = inputs.scenario->options.size();
    if (m_tcoSets.size() != options || !m_commitment)
        rebuild(options);
    const Bars bars = collectBars(inputs);
    for (std::size_t i = 0; i < options; ++i)
        assignValues(m_tcoSets[i], bars.tco[i]);
    assignValues(m_commitment, bars.commitment);
    labelGroups(bars.anyPrice);
    sayMissing(bars.anyPrice, *inputs.evaluation);
    // Room above the bars for the message's lines.
    const int messageLines = message().isEmpty() ? 0 : int(message().count(QLatin1Char('\n'))) + 1;
    ChartAxes::setRange(m_cost, 0.0, bars.highest * (1.0 + 0.07 * messageLines));
    placeLegend(options + 1);
    applyStyle();
}

PurchaseModelsChart::Bars PurchaseModelsChart::collectBars(const ChartInputs &inputs)
{
    const std::size_t options = inputs.scenario->options.size();
    m_missing.clear();
    m_tooltips.assign(std::size_t(m_commitment->count()), QString());
    // New values are collected first and handed over one set at a time: every single-bar
    // replace() re-lays out all bars, which at 12 options x 6 models costs ~15 ms.
    const qsizetype slots = m_commitment->count();
    Bars bars{std::vector<QList<qreal>>(options, QList<qreal>(slots, 0.0)),
              QList<qreal>(slots, 0.0), std::vector<bool>(kModels, false), 0.0};
    for (std::size_t i = 0; i < options; ++i) {
        m_tcoSets[i]->setLabel(shortLabel(inputs.evaluation->options[i].label));
        const OptionPurchaseModels *models =
            inputs.purchaseModels && i < inputs.purchaseModels->size()
                ? &(*inputs.purchaseModels)[i]
                : nullptr;
        for (std::size_t m = 0; m < kModels; ++m) {
            const qsizetype at = slot(i, m);
            const std::optional<PurchaseModelCost> cost =
                models ? models->models[m] : std::optional<PurchaseModelCost>{};
            if (!cost) {
                m_missing.emplace_back(i, m);
            } else {
                bars.anyPrice[m] = true;
                bars.tco[i][at] = cost->tcoUsd;
                bars.commitment[at] = cost->commitmentBeyondHorizonUsd;
                bars.highest = std::max(bars.highest, cost->totalUsd());
            }
            m_tooltips[std::size_t(at)] = tooltip(inputs, i, m, cost);
        }
    }
    return bars;
}

QString PurchaseModelsChart::tooltip(const ChartInputs &inputs, std::size_t option,
                                     std::size_t model,
                                     const std::optional<PurchaseModelCost> &cost) const
{
    const Scenario &scenario = *inputs.scenario;
    const OptionResult &result = inputs.evaluation->options[option];
    QString tip = QStringLiteral("<b>%1</b> &mdash; %2<br>")
                      .arg(QString::fromStdString(result.label).toHtmlEscaped(),
                           EnumLabels::purchaseModel(kComparedPurchaseModels[model]));
    if (!cost) {
        tip += tr("No price for this purchase model.");
    } else {
        tip += tr("TCO over %n months: %1", nullptr, scenario.horizonMonths).arg(usd(cost->tcoUsd));
        if (cost->creditsUsd > 0.0)
            tip += QStringLiteral("<br>") +
                   tr("Credits spent (already taken off): %1").arg(usd(cost->creditsUsd));
        if (cost->commitmentBeyondHorizonUsd > 0.0)
            tip += QStringLiteral("<br>") + tr("Commitment owed after the horizon: %1")
                                                .arg(usd(cost->commitmentBeyondHorizonUsd));
        if (const std::optional<CapacityBlockResult> &blocks = cost->capacityBlocks) {
            tip += QStringLiteral("<br>") +
                   tr("Blocks: %1 of %2 instances at %3/h per instance; fees %4 (before "
                      "credits), %5 idle block hours")
                       .arg(QString::fromStdString(blocks->describe()),
                            QString::fromStdString(blocks->describeInstances()),
                            QString::fromStdString(MoneyFormat::usd(blocks->usdPerInstanceHour, 2)),
                            usd(blocks->feesUsd),
                            QString::fromStdString(MoneyFormat::number(blocks->idleHours, 0)));
            if (const std::optional<Warning> limit = CapacityBlockChecks::instanceLimit(*blocks))
                tip +=
                    QStringLiteral("<br>") + QString::fromStdString(limit->message).toHtmlEscaped();
        } else if (kComparedPurchaseModels[model] != PurchaseModel::OnDemand)
            tip += QStringLiteral("<br>") +
                   tr("Discount off on-demand: %1 %").arg(percent(cost->discountPercent));
        if (kComparedPurchaseModels[model] == PurchaseModel::Spot)
            tip += QStringLiteral("<br>") +
                   (scenario.options[option].purchase.model == PurchaseModel::Spot
                        ? tr("Interruption overhead: %1 % (the option's own)")
                              .arg(percent(cost->interruptionOverheadPercent))
                        : tr("Interruption overhead: 0 % assumed (the option is not on "
                             "spot, so the scenario gives none)"));
    }
    const QString note = inputs.purchaseModelNotes && option < inputs.purchaseModelNotes->size()
                             ? (*inputs.purchaseModelNotes)[option].text[model]
                             : QString();
    if (!note.isEmpty())
        tip += QStringLiteral("<br><i>%1</i>").arg(note.toHtmlEscaped());
    return tip;
}

void PurchaseModelsChart::labelGroups(const std::vector<bool> &anyPrice)
{
    for (const QString &label : m_models->categoriesLabels())
        m_models->remove(label);
    m_models->setStartValue(-1.0);
    for (std::size_t m = 0; m < kModels; ++m) {
        // Seven groups share the axis: two short lines read whole where one long line
        // would be cut short on a report page.
        QString label =
            ChartAxes::wrapWords(EnumLabels::purchaseModel(kComparedPurchaseModels[m]), 9);
        if (!anyPrice[m])
            label += QStringLiteral("<br>") + tr("(no price)");
        m_models->append(label, double(slot(m_options, m)) + (m + 1 == kModels ? -0.5 : 0.5));
    }
    m_models->setRange(-1.0, double(slot(m_options, kModels - 1)) - 0.5);
}

void PurchaseModelsChart::sayMissing(const std::vector<bool> &anyPrice,
                                     const Evaluation &evaluation)
{
    if (m_missing.empty()) {
        setMessage({});
        return;
    }
    // Group the gaps by model: "Reserved 1 y: no price for H100, Trainium3".
    QStringList lines;
    for (std::size_t m = 0; m < kModels; ++m) {
        if (!anyPrice[m])
            continue; // the axis label already says it
        QStringList names;
        for (const auto &[option, model] : m_missing) {
            if (model == m)
                names << shortLabel(evaluation.options[option].label);
        }
        if (!names.isEmpty())
            lines << tr("%1: no price for %2")
                         .arg(EnumLabels::purchaseModel(kComparedPurchaseModels[m]),
                              names.join(QStringLiteral(", ")));
    }
    setMessage(lines.join(QLatin1Char('\n')));
}

void PurchaseModelsChart::showTooltip(bool status, int index, QBarSet *)
{
    if (!status || index < 0 || std::size_t(index) >= m_tooltips.size() ||
        m_tooltips[std::size_t(index)].isEmpty()) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(QCursor::pos(), m_tooltips[std::size_t(index)]);
}

void PurchaseModelsChart::applyStyle()
{
    for (std::size_t i = 0; i < m_tcoSets.size(); ++i) {
        // GPU options get the palette's pattern, Trainium solid.
        m_tcoSets[i]->setBrush(optionBrush(i));
        m_tcoSets[i]->setPen(QPen(optionColor(i).darker(130), 1.0));
    }
    if (m_commitment) {
        m_commitment->setBrush(QBrush(palette().muted(), Qt::BDiagPattern));
        m_commitment->setPen(QPen(palette().muted(), 1.0));
    }
    palette().apply(chart());
    m_models->setGridLineVisible(false);
}

} // namespace acceldecide::ui
