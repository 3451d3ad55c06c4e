#include "ui/render/charts/CommitmentMonthlyChart.h"

#include "ui/render/charts/ChartAxes.h"

#include "core/text/MoneyFormat.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>

namespace acceldecide::ui {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value));
}

} // namespace

CommitmentMonthlyChart::CommitmentMonthlyChart()
    : CommitmentChart(tr("month by month"), ChartAxes::plain(tr("Month"), QStringLiteral("%.0f")),
                      ChartAxes::money(tr("Compute per month (USD)"))),
      m_months(horizontalAxis()), m_cost(verticalAxis()), m_stopLine(new QLineSeries),
      m_stopLabel(new QScatterSeries), m_termLabels(new QScatterSeries)
{
    const QStringList names = {tr("Commitment used"), tr("Commitment wasted (paid, idle)"),
                               tr("Overflow, on demand"),
                               tr("Held commitments (owed whatever runs)")};
    for (int layer = 0; layer < LayerCount; ++layer) {
        auto *upper = new QLineSeries;
        QLineSeries *lower = layer == 0 ? nullptr : new QLineSeries;
        auto *area = new QAreaSeries(upper, lower);
        // A QAreaSeries does not own its boundary series (Qt documents this).
        upper->setParent(area);
        if (lower)
            lower->setParent(area);
        area->setName(names[layer]);
        addSeries(area);
        m_uppers.push_back(upper);
        m_lowers.push_back(lower);
        m_areas.push_back(area);
    }
    m_stopLine->setName(tr("Last month with usage"));
    addSeries(m_stopLine);
    m_stopLabel->setMarkerSize(1.0);
    addSeries(m_stopLabel);
    ChartAxes::hideFromLegend(chart(), m_stopLabel);
    for (int i = 0; i < kMaxTerms; ++i) {
        auto *line = new QLineSeries;
        line->setName(tr("Term start"));
        addSeries(line);
        // One legend entry says what the dashed lines are.
        if (i > 0)
            ChartAxes::hideFromLegend(chart(), line);
        m_termLines.push_back(line);
    }
    m_termLabels->setMarkerSize(1.0);
    addSeries(m_termLabels);
    ChartAxes::hideFromLegend(chart(), m_termLabels);
    applyStyle();
}

QStringList CommitmentMonthlyChart::termTexts() const
{
    return m_termTexts;
}

void CommitmentMonthlyChart::clearSeries()
{
    for (QLineSeries *upper : m_uppers)
        upper->clear();
    for (QLineSeries *lower : m_lowers) {
        if (lower)
            lower->clear();
    }
    m_stopLine->clear();
    m_stopLabel->clear();
    for (QLineSeries *line : m_termLines)
        line->clear();
    m_termLabels->clear();
    m_termTexts.clear();
}

void CommitmentMonthlyChart::update(const ChartInputs &inputs)
{
    const std::optional<CommitmentFocus> focus = beginCommitmentUpdate(inputs);
    if (!focus)
        return;
    const std::vector<CommitmentMonth> &months = focus->commitment->months;
    const double highest = drawLayers(months);
    const int horizon = std::max(1, int(months.size()));
    const double top = highest > 0.0 ? highest * 1.2 : 1.0; // room for the labels
    ChartAxes::setRange(m_cost, 0.0, top);
    const CommitmentOptionResult &result = *focus->commitment;
    // The stop first: it gets the best place, the term labels the places left.
    std::vector<ChartCallouts::Callout> callouts = drawTerms(result, horizon);
    if (const auto stop = drawStop(inputs.scenario->workload.lastMonthWithUsage, horizon))
        callouts.insert(callouts.begin(), *stop);
    editableCallouts().set(std::move(callouts));
    if (result.owedAfterHorizonUsd > 0.0)
        setMessage(tr("Still owed after the %n-month horizon: %1", nullptr, horizon)
                       .arg(usd(result.owedAfterHorizonUsd)));
    else
        setMessage({});
    ChartAxes::setSteps(m_months, 0.5, horizon + 0.5, horizon <= 12 ? 1.0 : 0.0,
                        horizon <= 12   ? 1.0
                        : horizon <= 36 ? 3.0
                                        : 6.0);
    placeLegend(4);
    applyStyle();
}

double CommitmentMonthlyChart::drawLayers(const std::vector<CommitmentMonth> &months)
{
    // Each layer's top is the running sum of the layers below it plus its own share;
    // the sums are of core's figures and drawn as they are.
    std::array<QList<QPointF>, LayerCount> tops;
    double highest = 0.0;
    for (std::size_t m = 0; m < months.size(); ++m) {
        const CommitmentMonth &month = months[m];
        const double centre = double(m + 1);
        const double values[LayerCount] = {month.usedUsd, month.wastedUsd, month.overflowUsd,
                                           month.heldUsd};
        double top = 0.0;
        for (int layer = 0; layer < LayerCount; ++layer) {
            top += values[layer];
            tops[std::size_t(layer)].append(QPointF(centre - 0.5, top));
            tops[std::size_t(layer)].append(QPointF(centre + 0.5, top));
        }
        highest = std::max(highest, top);
    }
    for (int layer = 0; layer < LayerCount; ++layer) {
        m_uppers[std::size_t(layer)]->replace(tops[std::size_t(layer)]);
        if (m_lowers[std::size_t(layer)])
            m_lowers[std::size_t(layer)]->replace(tops[std::size_t(layer - 1)]);
    }
    // A scenario without held commitments keeps its chart (and legend) as it was.
    const bool anyHeld = std::any_of(months.begin(), months.end(),
                                     [](const CommitmentMonth &m) { return m.heldUsd > 0.0; });
    m_areas[Held]->setVisible(anyHeld);
    for (QLegendMarker *marker : chart()->legend()->markers(m_areas[Held]))
        marker->setVisible(anyHeld);
    return highest;
}

std::optional<ChartCallouts::Callout>
CommitmentMonthlyChart::drawStop(const std::optional<int> &lastMonthWithUsage, int horizon)
{
    if (lastMonthWithUsage && *lastMonthWithUsage < horizon) {
        const double x = *lastMonthWithUsage + 0.5;
        m_stopLine->replace(QList<QPointF>{{x, 0.0}, {x, m_cost->max()}});
        m_stopLine->setVisible(true);
        m_stopLabel->replace(QList<QPointF>{{x, m_cost->max() * 0.85}});
        m_stopLabel->setVisible(true);
        return ChartCallouts::Callout{m_stopLabel, m_stopLabel->at(0),
                                      tr("usage stops after month %1").arg(*lastMonthWithUsage),
                                      ChartCallouts::Side::Right};
    }
    m_stopLine->clear();
    m_stopLine->setVisible(false);
    m_stopLabel->clear();
    m_stopLabel->setVisible(false);
    return std::nullopt;
}

std::vector<ChartCallouts::Callout>
CommitmentMonthlyChart::drawTerms(const CommitmentOptionResult &result, int horizon)
{
    std::vector<ChartCallouts::Callout> callouts;
    QList<QPointF> anchors;
    m_termTexts.clear();
    const int term = std::max(1, result.termMonths);
    for (int i = 0; i < kMaxTerms; ++i) {
        QLineSeries *line = m_termLines[std::size_t(i)];
        const int start = result.startMonth + i * term;
        if (start > horizon) {
            line->clear();
            line->setVisible(false);
            continue;
        }
        // A start within a month is drawn where in its month it falls.
        const double x = start - 0.5 + std::clamp(result.startFraction, 0.0, 1.0);
        line->replace(QList<QPointF>{{x, 0.0}, {x, m_cost->max()}});
        line->setVisible(true);
        // Where the renewal policy buys the stated level; 0 elsewhere.
        const bool bought = result.currentLevels[std::size_t(i)] > 0.0;
        m_termTexts << (i == 0 ? (bought ? tr("month %1: bought") : tr("month %1: not bought"))
                               : (bought ? tr("month %1: renewed") : tr("month %1: not renewed")))
                           .arg(start);
        anchors << QPointF(x, m_cost->max() * 0.985);
    }
    m_termLabels->replace(anchors);
    m_termLabels->setVisible(!anchors.isEmpty());
    for (qsizetype i = 0; i < anchors.size(); ++i)
        callouts.push_back({m_termLabels, anchors[i], m_termTexts[i], ChartCallouts::Side::Right});
    return callouts;
}

void CommitmentMonthlyChart::applyStyle()
{
    const qreal scale = palette().fontScale();
    const QColor option = focusColor();
    QColor used = option;
    used.setAlphaF(0.8f);
    m_areas[Used]->setBrush(used);
    m_areas[Used]->setPen(QPen(option, 1.0 * scale));
    // Waste is the risk a commitment carries: the accent colour, hatched, so it reads in
    // greyscale print as well.
    m_areas[Wasted]->setBrush(QBrush(palette().accent(), Qt::BDiagPattern));
    m_areas[Wasted]->setPen(QPen(palette().accent(), 1.5 * scale));
    QColor overflow = palette().muted();
    overflow.setAlphaF(0.45f);
    m_areas[Overflow]->setBrush(overflow);
    m_areas[Overflow]->setPen(QPen(palette().muted(), 1.0 * scale));
    m_areas[Held]->setBrush(QBrush(palette().foreground(), Qt::Dense6Pattern));
    m_areas[Held]->setPen(QPen(palette().foreground(), 1.0 * scale));
    m_stopLine->setPen(QPen(palette().foreground(), 1.5 * scale, Qt::DashLine));
    m_stopLabel->setColor(Qt::transparent);
    m_stopLabel->setBorderColor(Qt::transparent);
    QPen termPen(palette().muted(), 1.2 * scale, Qt::DashDotLine);
    for (QLineSeries *line : m_termLines)
        line->setPen(termPen);
    m_termLabels->setColor(Qt::transparent);
    m_termLabels->setBorderColor(Qt::transparent);
    styleCallouts();
    palette().apply(chart());
}

} // namespace acceldecide::ui
