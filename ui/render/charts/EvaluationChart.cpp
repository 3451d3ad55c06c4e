#include "ui/render/charts/EvaluationChart.h"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLocale>

namespace acceldecide::ui {

namespace {
constexpr qsizetype kShortLabelLength = 34;
}

EvaluationChart::EvaluationChart()
    : m_context(std::make_unique<QObject>()), m_chart(new QChart), m_labels(m_chart)
{
    // Money axes use "$%.0f" formats: localised numbers give them thousands separators.
    // A fixed English locale keeps them the same as MoneyFormat's text everywhere.
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // The chart fills its view: no frame of the view's colour around a dark chart.
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->legend()->setShowToolTips(true);
    m_chart->setAnimationOptions(QChart::NoAnimation); // redraw within one frame
    m_message = new QGraphicsTextItem(m_chart);
    m_message->setZValue(100);
    m_message->setVisible(false);
    QObject::connect(m_chart, &QChart::plotAreaChanged, context(), [this] {
        placeMessage();
        m_labels.relayout();
    });
    m_palette.apply(m_chart);
}

EvaluationChart::~EvaluationChart()
{
    // A view's scene owns the chart once it shows it; otherwise it is still ours.
    if (m_chart && !m_chart->scene())
        delete m_chart;
}

void EvaluationChart::setPalette(const ChartPalette &palette)
{
    m_palette = palette;
    m_palette.apply(m_chart);
    m_message->setDefaultTextColor(m_palette.foreground());
    QFont font = m_palette.labelFont();
    font.setItalic(true);
    m_message->setFont(font);
    applyStyle();
    placeMessage();
}

void EvaluationChart::styleLabels(qreal markerSize)
{
    m_labels.setStyle(m_palette.foreground(), m_palette.background(), m_palette.labelFont(),
                      markerSize * m_palette.fontScale());
}

void EvaluationChart::setMessage(const QString &text)
{
    if (text == m_messageText)
        return;
    m_messageText = text;
    m_message->setPlainText(text);
    m_message->setVisible(!text.isEmpty());
    m_message->setDefaultTextColor(m_palette.foreground());
    placeMessage();
}

void EvaluationChart::placeMessage()
{
    if (!m_chart || m_messageText.isEmpty())
        return;
    const QRectF plot = m_chart->plotArea();
    m_message->setTextWidth(std::max<qreal>(200.0, plot.width() - 24.0));
    m_message->setPos(plot.left() + 12.0, plot.top() + 8.0);
}

bool EvaluationChart::beginUpdate(const ChartInputs &inputs)
{
    if (!inputs.valid())
        return false;
    rememberOptions(*inputs.scenario);
    return true;
}

void EvaluationChart::rememberOptions(const Scenario &scenario)
{
    m_optionStyles.clear();
    int neuron = 0;
    int cuda = 0;
    for (const Option &option : scenario.options)
        m_optionStyles.emplace_back(option.stack,
                                    option.stack == Stack::Neuron ? neuron++ : cuda++);
}

QPen EvaluationChart::optionPen(std::size_t option, qreal width) const
{
    if (option >= m_optionStyles.size())
        return QPen(m_palette.foreground(), width);
    return m_palette.optionPen(m_optionStyles[option].first, m_optionStyles[option].second,
                               width * m_palette.fontScale());
}

QBrush EvaluationChart::optionBrush(std::size_t option) const
{
    if (option >= m_optionStyles.size())
        return QBrush(m_palette.foreground());
    return m_palette.optionBrush(m_optionStyles[option].first, m_optionStyles[option].second);
}

QColor EvaluationChart::optionColor(std::size_t option) const
{
    if (option >= m_optionStyles.size())
        return m_palette.foreground();
    return m_palette.optionColor(m_optionStyles[option].first, m_optionStyles[option].second);
}

void EvaluationChart::placeLegend(std::size_t entries)
{
    const Qt::Alignment alignment = entries > 4 ? Qt::AlignRight : Qt::AlignBottom;
    if (m_chart->legend()->alignment() != alignment)
        m_chart->legend()->setAlignment(alignment);
}

QString EvaluationChart::shortLabel(const std::string &label)
{
    QString text = QString::fromStdString(label);
    if (text.size() <= kShortLabelLength)
        return text;
    // Seed labels put the detail in parentheses: drop it before cutting words.
    const qsizetype paren = text.indexOf(QLatin1Char('('));
    if (paren > 8 && paren <= kShortLabelLength)
        return text.left(paren).trimmed();
    return text.left(kShortLabelLength - 1).trimmed() + QChar(0x2026);
}

} // namespace acceldecide::ui
