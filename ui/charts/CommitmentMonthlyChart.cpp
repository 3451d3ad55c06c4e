#include "ui/charts/CommitmentMonthlyChart.h"

#include "ui/charts/ChartAxes.h"
#include "ui/charts/CommitmentFocus.h"

#include "core/text/MoneyFormat.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
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
    : m_months(ChartAxes::plain(tr("Month"), QStringLiteral("%.0f"))),
      m_cost(ChartAxes::money(tr("Compute per month (USD)"))), m_stopLine(new QLineSeries),
      m_stopLabel(new QScatterSeries), m_callouts(chart())
{
    QChart *c = chart();
    c->setTitle(title());
    c->addAxis(m_months, Qt::AlignBottom);
    c->addAxis(m_cost, Qt::AlignLeft);
    const QStringList names = {tr("Commitment used"), tr("Commitment wasted (paid, idle)"),
                               tr("Overflow, on demand")};
    for (int layer = 0; layer < LayerCount; ++layer) {
        auto *upper = new QLineSeries;
        QLineSeries *lower = layer == 0 ? nullptr : new QLineSeries;
        auto *area = new QAreaSeries(upper, lower);
        // A QAreaSeries does not own its boundary series (Qt documents this).
        upper->setParent(area);
        if (lower)
            lower->setParent(area);
        area->setName(names[layer]);
        c->addSeries(area);
        area->attachAxis(m_months);
        area->attachAxis(m_cost);
        m_uppers.push_back(upper);
        m_lowers.push_back(lower);
        m_areas.push_back(area);
    }
    m_stopLine->setName(tr("Last month with usage"));
    c->addSeries(m_stopLine);
    m_stopLine->attachAxis(m_months);
    m_stopLine->attachAxis(m_cost);
    m_stopLabel->setMarkerSize(1.0);
    c->addSeries(m_stopLabel);
    m_stopLabel->attachAxis(m_months);
    m_stopLabel->attachAxis(m_cost);
    ChartAxes::hideFromLegend(c, m_stopLabel);
    QObject::connect(c, &QChart::plotAreaChanged, context(), [this] { m_callouts.relayout(); });
    applyStyle();
}

QString CommitmentMonthlyChart::title() const
{
    return chart()->title().isEmpty() ? titleOf(nullptr) : chart()->title();
}

QString CommitmentMonthlyChart::titleFor(const ChartInputs &inputs) const
{
    const std::optional<CommitmentFocus> focus = CommitmentFocus::find(inputs);
    return titleOf(focus ? &*focus : nullptr);
}

QString CommitmentMonthlyChart::titleOf(const CommitmentFocus *focus)
{
    return CommitmentFocus::chartTitle(tr("month by month"), focus);
}

void CommitmentMonthlyChart::clear()
{
    for (QLineSeries *upper : m_uppers)
        upper->clear();
    for (QLineSeries *lower : m_lowers) {
        if (lower)
            lower->clear();
    }
    m_stopLine->clear();
    m_stopLabel->clear();
    m_callouts.clear();
}

void CommitmentMonthlyChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const Scenario &scenario = *inputs.scenario;
    const std::optional<CommitmentFocus> focus = CommitmentFocus::find(inputs);
    chart()->setTitle(titleOf(focus ? &*focus : nullptr));
    m_months->setVisible(focus.has_value());
    m_cost->setVisible(focus.has_value());
    chart()->legend()->setVisible(focus.has_value());
    if (!focus) {
        m_focus = -1;
        clear();
        setMessage(CommitmentFocus::noCommitmentMessage());
        applyStyle();
        return;
    }
    m_focus = int(focus->index);
    const std::vector<CommitmentMonth> &months = focus->commitment->months;

    // Each layer's top is the running sum of the layers below it plus its own share;
    // the sums are of core's figures and drawn as they are.
    std::array<QList<QPointF>, LayerCount> tops;
    double highest = 0.0;
    for (std::size_t m = 0; m < months.size(); ++m) {
        const CommitmentMonth &month = months[m];
        const double centre = double(m + 1);
        const double values[LayerCount] = {month.usedUsd, month.wastedUsd, month.overflowUsd};
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

    const int horizon = std::max(1, int(months.size()));
    const double top = highest > 0.0 ? highest * 1.12 : 1.0; // room for the stop label
    ChartAxes::setRange(m_cost, 0.0, top);
    const std::optional<int> last = scenario.workload.lastMonthWithUsage;
    if (last && *last < horizon) {
        const double x = *last + 0.5;
        m_stopLine->replace(QList<QPointF>{{x, 0.0}, {x, m_cost->max()}});
        m_stopLine->setVisible(true);
        m_stopLabel->replace(QList<QPointF>{{x, m_cost->max() * 0.93}});
        m_stopLabel->setVisible(true);
        m_callouts.set({{m_stopLabel, m_stopLabel->at(0),
                         tr("usage stops after month %1").arg(*last), ChartCallouts::Side::Right}});
    } else {
        m_stopLine->clear();
        m_stopLine->setVisible(false);
        m_stopLabel->clear();
        m_stopLabel->setVisible(false);
        m_callouts.clear();
    }
    const CommitmentOptionResult &result = *focus->commitment;
    if (result.owedAfterHorizonUsd > 0.0)
        setMessage(tr("Still owed after the %n-month horizon: %1", nullptr, horizon)
                       .arg(usd(result.owedAfterHorizonUsd)));
    else
        setMessage({});

    m_months->setRange(0.5, horizon + 0.5);
    m_months->setTickType(QValueAxis::TicksDynamic);
    m_months->setTickAnchor(horizon <= 12 ? 1.0 : 0.0);
    m_months->setTickInterval(horizon <= 12 ? 1.0 : horizon <= 36 ? 3.0 : 6.0);
    m_months->setMinorTickCount(0);
    placeLegend(4);
    applyStyle();
}

void CommitmentMonthlyChart::applyStyle()
{
    const qreal scale = palette().fontScale();
    const QColor option = m_focus >= 0 ? optionColor(std::size_t(m_focus)) : palette().foreground();
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
    m_stopLine->setPen(QPen(palette().foreground(), 1.5 * scale, Qt::DashLine));
    m_stopLabel->setColor(Qt::transparent);
    m_stopLabel->setBorderColor(Qt::transparent);
    m_callouts.setStyle(palette().foreground(), palette().background(), palette().labelFont(),
                        14.0 * scale);
    palette().apply(chart());
}

} // namespace acceldecide::ui
