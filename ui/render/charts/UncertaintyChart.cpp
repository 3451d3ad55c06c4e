#include "ui/render/charts/UncertaintyChart.h"

#include "ui/render/charts/ChartAxes.h"

#include "core/engine/HistogramBins.h"
#include "core/engine/TornadoRows.h"
#include "core/text/MoneyFormat.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace acceldecide::ui {

namespace {

QString usd(double value)
{
    return QString::fromStdString(MoneyFormat::usd(value));
}

// The focused option's simulation result, or null before the first run.
const MonteCarloOptionResult *resultFor(const ChartInputs &inputs, const std::string &focus)
{
    if (!inputs.monteCarlo || !inputs.monteCarlo->has_value())
        return nullptr;
    const MonteCarloResult &result = **inputs.monteCarlo;
    const auto found =
        std::find_if(result.options.begin(), result.options.end(),
                     [&](const MonteCarloOptionResult &o) { return o.option == focus; });
    return found != result.options.end() ? &*found : nullptr;
}

} // namespace

UncertaintyChart::UncertaintyChart()
    : m_saving(ChartAxes::money(tr("Saving against the baseline (USD)"))),
      m_count(ChartAxes::plain(tr("Samples"), QStringLiteral("%.0f"))), m_upper(new QLineSeries),
      m_area(new QAreaSeries(m_upper)), m_zero(new QLineSeries)
{
    // A QAreaSeries does not own its boundary series (Qt documents this); without a
    // parent the upper line would leak with every chart.
    m_upper->setParent(m_area);
    chart()->setTitle(title());
    chart()->addAxis(m_saving, Qt::AlignBottom);
    chart()->addAxis(m_count, Qt::AlignLeft);
    m_area->setName(tr("Simulated saving"));
    chart()->addSeries(m_area);
    m_area->attachAxis(m_saving);
    m_area->attachAxis(m_count);
    const QStringList names = {tr("P10"), tr("P50 (median)"), tr("P90")};
    for (const QString &name : names) {
        auto *line = new QLineSeries;
        line->setName(name);
        chart()->addSeries(line);
        line->attachAxis(m_saving);
        line->attachAxis(m_count);
        m_percentiles.push_back(line);
    }
    m_zero->setName(tr("No saving"));
    chart()->addSeries(m_zero);
    m_zero->attachAxis(m_saving);
    m_zero->attachAxis(m_count);
    applyStyle();
}

QString UncertaintyChart::title() const
{
    return tr("Uncertainty of the saving");
}

void UncertaintyChart::clear()
{
    m_upper->clear();
    for (QLineSeries *line : m_percentiles)
        line->clear();
    editableLabels().clear();
    m_zero->clear();
}

void UncertaintyChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const Scenario &scenario = *inputs.scenario;
    const Evaluation &evaluation = *inputs.evaluation;
    const std::string focus = TornadoRows::focusOption(evaluation);
    m_focusIndex = std::size_t(std::max(0, scenario.optionIndex(focus)));
    if (scenario.uncertainty.empty()) {
        showNoRanges();
        return;
    }
    m_saving->setVisible(true);
    m_count->setVisible(true);
    chart()->legend()->setVisible(true);
    const MonteCarloOptionResult *option = resultFor(inputs, focus);
    m_dimmed = !inputs.monteCarloCurrent;
    if (!option) {
        // Keep whatever is drawn (dimmed) while the first run is going.
        setMessage(inputs.monteCarloCurrent ? tr("No simulation result for this option.")
                                            : tr("Simulating\u2026"));
        applyStyle();
        return;
    }

    const OptionResult *described = evaluation.option(focus);
    const QString label = described ? shortLabel(described->label) : QString();
    chart()->setTitle(tr("%1: cheaper than the baseline in %2 % of simulations")
                          .arg(label, QString::fromStdString(MoneyFormat::number(
                                          option->probabilityCheaper * 100.0, 1))));
    setMessage(m_dimmed ? tr("Updating\u2026 (showing the previous result)") : QString());
    const std::vector<HistogramBin> bins = HistogramBins::of(option->histogram);
    const double top = drawHistogram(bins);
    drawPercentiles(*option, top);
    setAxes(*option, bins, top);
    labelPercentiles(*option, top);
    applyStyle();
}

void UncertaintyChart::showNoRanges()
{
    // Nothing to plot: no empty axes with meaningless ticks, only the sentence.
    m_saving->setVisible(false);
    m_count->setVisible(false);
    chart()->legend()->setVisible(false);
    clear();
    m_dimmed = false;
    chart()->setTitle(title());
    setMessage(tr("This scenario gives no uncertainty ranges, so there is nothing to "
                  "simulate. Add ranges (for example porting effort 2\u20136 weeks, or "
                  "throughput \u00b120 %) to see how likely each option is to be cheaper."));
    applyStyle();
}

double UncertaintyChart::drawHistogram(const std::vector<HistogramBin> &bins)
{
    QList<QPointF> outline;
    outline.reserve(qsizetype(bins.size() * 2));
    std::int64_t tallest = 0;
    for (const HistogramBin &bin : bins) {
        outline.append(QPointF(bin.lowUsd, double(bin.count)));
        outline.append(QPointF(bin.highUsd, double(bin.count)));
        tallest = std::max(tallest, bin.count);
    }
    m_upper->replace(outline);
    return double(std::max<std::int64_t>(1, tallest)) * 1.15;
}

void UncertaintyChart::drawPercentiles(const MonteCarloOptionResult &option, double top)
{
    const double values[] = {option.savingP10, option.savingP50, option.savingP90};
    for (std::size_t i = 0; i < m_percentiles.size(); ++i)
        m_percentiles[i]->replace(QList<QPointF>{{values[i], 0.0}, {values[i], top}});
    m_zero->replace(QList<QPointF>{{0.0, 0.0}, {0.0, top}});
}

void UncertaintyChart::labelPercentiles(const MonteCarloOptionResult &option, double top)
{
    const double values[] = {option.savingP10, option.savingP50, option.savingP90};
    const QStringList prefixes = {tr("P10"), tr("P50"), tr("P90")};
    // Beside each line, near the top, at staggered heights; the callouts keep every
    // label off all three lines and off each other.
    const double labelHeights[] = {0.95, 0.85, 0.75};
    std::vector<ChartCallouts::Callout> callouts;
    for (std::size_t i = 0; i < m_percentiles.size(); ++i)
        callouts.push_back({m_percentiles[i], QPointF(values[i], top * labelHeights[i]),
                            QStringLiteral("%1: %2").arg(prefixes[qsizetype(i)], usd(values[i])),
                            ChartCallouts::Side::Right});
    editableLabels().set(std::move(callouts));
}

void UncertaintyChart::setAxes(const MonteCarloOptionResult &option,
                               const std::vector<HistogramBin> &bins, double top)
{
    double low = option.savingP10;
    double high = option.savingP90;
    if (!bins.empty()) {
        low = std::min(low, bins.front().lowUsd);
        high = std::max(high, bins.back().highUsd);
    }
    ChartAxes::setRange(m_saving, low, high, false);
    m_count->setRange(0.0, top);
    m_count->setTickType(QValueAxis::TicksFixed);
    m_count->setTickCount(5);
    m_count->applyNiceNumbers();
}

void UncertaintyChart::applyStyle()
{
    const qreal opacity = m_dimmed ? kStaleOpacity : 1.0;
    QColor fill = optionColor(m_focusIndex);
    fill.setAlphaF(0.55f);
    m_area->setBrush(fill);
    m_area->setPen(QPen(optionColor(m_focusIndex), 1.5));
    m_area->setOpacity(opacity);
    const std::array<Qt::PenStyle, 3> styles = {Qt::DashLine, Qt::SolidLine, Qt::DashLine};
    for (std::size_t i = 0; i < m_percentiles.size(); ++i) {
        m_percentiles[i]->setPen(QPen(palette().accent(), 2.0 * palette().fontScale(), styles[i]));
        m_percentiles[i]->setOpacity(opacity);
    }
    m_zero->setPen(QPen(palette().muted(), 1.5, Qt::DotLine));
    m_zero->setOpacity(opacity);
    styleLabels(4.0);
    palette().apply(chart());
}

} // namespace acceldecide::ui
