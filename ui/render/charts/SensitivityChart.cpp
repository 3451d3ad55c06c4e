#include "ui/render/charts/SensitivityChart.h"

#include "ui/render/charts/ChartAxes.h"

#include "core/text/MoneyFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QRegularExpression>
#include <QValueAxis>

#include <algorithm>

namespace acceldecide::ui {

namespace {

QString number(double value)
{
    const double magnitude = std::fabs(value);
    return QString::fromStdString(MoneyFormat::number(value, magnitude >= 100 ? 0
                                                             : magnitude >= 1 ? 1
                                                                              : 3));
}

} // namespace

SensitivityChart::SensitivityChart()
    : m_saving(ChartAxes::money(tr("Saving against the baseline (USD)"))),
      m_inputs(new QCategoryAxis), m_base(new QLineSeries)
{
    chart()->setTitle(title());
    chart()->addAxis(m_saving, Qt::AlignBottom);
    chart()->addAxis(m_inputs, Qt::AlignLeft);
    m_inputs->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    m_inputs->setGridLineVisible(false);
    chart()->addSeries(m_base);
    m_base->attachAxis(m_saving);
    m_base->attachAxis(m_inputs);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    QObject::connect(chart(), &QChart::plotAreaChanged, context(), [this] { updateThickness(); });
    applyStyle();
}

QString SensitivityChart::title() const
{
    return tr("What moves the saving most");
}

void SensitivityChart::resize(std::size_t rows)
{
    QChart *c = chart();
    while (m_low.size() > rows) {
        c->removeSeries(m_low.back()), delete m_low.back();
        c->removeSeries(m_high.back()), delete m_high.back();
        m_low.pop_back();
        m_high.pop_back();
    }
    while (m_low.size() < rows) {
        for (auto *bars : {&m_low, &m_high}) {
            auto *line = new QLineSeries;
            c->addSeries(line);
            line->attachAxis(m_saving);
            line->attachAxis(m_inputs);
            bars->push_back(line);
        }
    }
    // Legend: one entry for "low", one for "high" and the base line.
    for (std::size_t i = 0; i < rows; ++i) {
        m_low[i]->setName(tr("Input at its low value"));
        m_high[i]->setName(tr("Input at its high value"));
        if (i > 0) {
            ChartAxes::hideFromLegend(c, m_low[i]);
            ChartAxes::hideFromLegend(c, m_high[i]);
        }
    }
}

void SensitivityChart::update(const ChartInputs &inputs)
{
    if (!beginUpdate(inputs))
        return;
    const Scenario &scenario = *inputs.scenario;
    const Evaluation &evaluation = *inputs.evaluation;
    const std::string focus = TornadoRows::focusOption(evaluation);
    m_data = focus.empty() ? TornadoChartData{} : TornadoRows::of(evaluation, focus, kRows);
    m_focusIndex = std::size_t(std::max(0, scenario.optionIndex(focus)));
    const std::size_t rows = m_data.rows.size();
    resize(rows);

    const OptionResult *option = evaluation.option(focus);
    const QString optionLabel = option ? shortLabel(option->label) : QString();
    chart()->setTitle(
        optionLabel.isEmpty() ? title() : tr("What moves the saving of %1 most").arg(optionLabel));
    if (focus.empty())
        setMessage(tr("Sensitivity needs an option besides the baseline."));
    else if (rows == 0)
        setMessage(tr("No input moves the saving of %1.").arg(optionLabel));
    else
        setMessage({});

    // Category axis: row i sits at y = rows - 1 - i, largest swing on top.
    const QStringList old = m_inputs->categoriesLabels();
    for (const QString &label : old)
        m_inputs->remove(label);
    m_inputs->setStartValue(-0.5);
    double lowest = m_data.baseSaving;
    double highest = m_data.baseSaving;
    for (std::size_t i = 0; i < rows; ++i) {
        const TornadoRow &row = m_data.rows[i];
        const double y = double(rows - 1 - i);
        m_low[i]->replace(QList<QPointF>{{m_data.baseSaving, y}, {row.savingLow, y}});
        m_high[i]->replace(QList<QPointF>{{m_data.baseSaving, y}, {row.savingHigh, y}});
        lowest = std::min({lowest, row.savingLow, row.savingHigh});
        highest = std::max({highest, row.savingLow, row.savingHigh});
    }
    // Labels are unique keys of a QCategoryAxis: add them bottom-up, invisible
    // zero-width spaces telling apart two inputs with the same description.
    QStringList used;
    for (std::size_t k = 0; k < rows; ++k) {
        const std::size_t i = rows - 1 - k;
        const TornadoRow &row = m_data.rows[i];
        // Broken into short lines beside the bars, without the description's asides
        // ("(may be fractional)"; an option's id stays), so a description and its range
        // read whole instead of being cut short.
        static const QRegularExpression aside(QStringLiteral(R"(\s*\([^()]* [^()]*\))"));
        QString label =
            ChartAxes::wrapWords(QStringLiteral("%1 (%2\u00a0\u2013\u00a0%3)")
                                     .arg(QString::fromStdString(row.label).remove(aside),
                                          number(row.lowValue), number(row.highValue)),
                                 38);
        while (used.contains(label))
            label += QChar(0x200B);
        used << label;
        m_inputs->append(label, double(k) + 0.5);
    }
    m_inputs->setRange(-0.5, std::max<double>(0.5, double(rows) - 0.5));
    m_base->setName(
        tr("Base saving: %1").arg(QString::fromStdString(MoneyFormat::usd(m_data.baseSaving))));
    m_base->replace(
        QList<QPointF>{{m_data.baseSaving, -0.5}, {m_data.baseSaving, double(rows) - 0.5}});
    ChartAxes::setRange(m_saving, lowest, highest, false);
    applyStyle();
}

void SensitivityChart::updateThickness()
{
    // Bar thickness follows the row height (the plot area changes with the view).
    const qreal rowHeight =
        m_low.empty()
            ? 20.0
            : std::max<qreal>(6.0, chart()->plotArea().height() / qreal(m_low.size()) * 0.6);
    const qreal thickness = std::min<qreal>(rowHeight, 40.0);
    const QColor high = optionColor(m_focusIndex);
    const QColor low = palette().dark() ? QColor(0x8e, 0x9a, 0xaf) : QColor(0x5a, 0x67, 0x7d);
    for (std::size_t i = 0; i < m_low.size(); ++i) {
        QPen lowPen(low, thickness);
        lowPen.setCapStyle(Qt::FlatCap);
        m_low[i]->setPen(lowPen);
        QPen highPen(high, thickness);
        highPen.setCapStyle(Qt::FlatCap);
        m_high[i]->setPen(highPen);
    }
}

void SensitivityChart::applyStyle()
{
    updateThickness();
    QPen basePen(palette().foreground(), 1.5, Qt::DashLine);
    m_base->setPen(basePen);
    palette().apply(chart());
    m_inputs->setGridLineVisible(false);
}

} // namespace acceldecide::ui
