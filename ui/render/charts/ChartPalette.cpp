#include "ui/render/charts/ChartPalette.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QPalette>

#include <array>

namespace acceldecide::ui {

namespace {

// Trainium: dark warm tones (greyscale luminance ~25-45 %). GPU: light cool tones
// (~60-80 %). Light and dark variants keep each family's luminance band apart.
constexpr std::array<QRgb, 4> kTrainiumLight = {0xc0501a, 0x8c2d04, 0xa63a8a, 0x6b4c1e};
constexpr std::array<QRgb, 4> kGpuLight = {0x3fa34d, 0x4a90d9, 0x2bb3b3, 0x8fa83a};
constexpr std::array<QRgb, 4> kTrainiumDark = {0xff8a3d, 0xf2b134, 0xe07ad0, 0xd9a066};
constexpr std::array<QRgb, 4> kGpuDark = {0x7fd18b, 0x8ec5ff, 0x6fe0e0, 0xc6dc7a};

} // namespace

ChartPalette::ChartPalette(bool dark, double fontScale) : m_dark(dark), m_fontScale(fontScale) {}

bool ChartPalette::isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() <
           palette.color(QPalette::WindowText).lightness();
}

ChartPalette ChartPalette::fromApplication()
{
    return ChartPalette(isDark(QApplication::palette()));
}

QColor ChartPalette::optionColor(Stack stack, int index) const
{
    const auto &colours = stack == Stack::Neuron ? (m_dark ? kTrainiumDark : kTrainiumLight)
                                                 : (m_dark ? kGpuDark : kGpuLight);
    QColor colour(colours[std::size_t(index) % colours.size()]);
    // Beyond four options of one stack, repeat the hues a little lighter/darker.
    const int round = index / int(colours.size());
    if (round > 0)
        colour = m_dark ? colour.darker(100 + 20 * round) : colour.lighter(100 + 20 * round);
    return colour;
}

QPen ChartPalette::optionPen(Stack stack, int index, qreal width) const
{
    QPen pen(optionColor(stack, index), width);
    pen.setStyle(stack == Stack::Neuron ? Qt::SolidLine : Qt::DashLine);
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

QBrush ChartPalette::optionBrush(Stack stack, int index) const
{
    // Bars of GPU options carry a pattern as well as a colour, for greyscale print; the
    // pattern is drawn in the option colour on a lighter ground by the bar set's
    // colour + brush, so a solid fill stays for Trainium.
    if (stack == Stack::Neuron)
        return QBrush(optionColor(stack, index));
    QBrush brush(optionColor(stack, index), Qt::Dense2Pattern);
    return brush;
}

std::vector<QColor> ChartPalette::optionColors(const Scenario &scenario) const
{
    std::vector<QColor> colours;
    int neuron = 0;
    int cuda = 0;
    for (const Option &option : scenario.options)
        colours.push_back(
            optionColor(option.stack, option.stack == Stack::Neuron ? neuron++ : cuda++));
    return colours;
}

std::vector<QPen> ChartPalette::optionPens(const Scenario &scenario, qreal width) const
{
    std::vector<QPen> pens;
    int neuron = 0;
    int cuda = 0;
    for (const Option &option : scenario.options)
        pens.push_back(
            optionPen(option.stack, option.stack == Stack::Neuron ? neuron++ : cuda++, width));
    return pens;
}

std::vector<QBrush> ChartPalette::optionBrushes(const Scenario &scenario) const
{
    std::vector<QBrush> brushes;
    int neuron = 0;
    int cuda = 0;
    for (const Option &option : scenario.options)
        brushes.push_back(
            optionBrush(option.stack, option.stack == Stack::Neuron ? neuron++ : cuda++));
    return brushes;
}

QColor ChartPalette::background() const
{
    return m_dark ? QColor(0x23, 0x26, 0x2b) : QColor(Qt::white);
}

QColor ChartPalette::foreground() const
{
    return m_dark ? QColor(0xe6, 0xe6, 0xe6) : QColor(0x20, 0x20, 0x20);
}

QColor ChartPalette::grid() const
{
    return m_dark ? QColor(0x44, 0x48, 0x50) : QColor(0xdd, 0xdd, 0xdd);
}

QColor ChartPalette::muted() const
{
    return m_dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x60, 0x60, 0x60);
}

QColor ChartPalette::accent() const
{
    return m_dark ? QColor(0xff, 0xd5, 0x4f) : QColor(0xb0, 0x00, 0x20);
}

QFont ChartPalette::titleFont() const
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * 1.3 * m_fontScale);
    font.setBold(true);
    return font;
}

QFont ChartPalette::labelFont() const
{
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * m_fontScale);
    return font;
}

QFont ChartPalette::legendFont() const
{
    return labelFont();
}

void ChartPalette::apply(QChart *chart) const
{
    chart->setBackgroundBrush(background());
    chart->setBackgroundRoundness(0);
    chart->setTitleBrush(foreground());
    chart->setTitleFont(titleFont());
    chart->legend()->setLabelColor(foreground());
    chart->legend()->setFont(legendFont());
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(foreground());
        axis->setLabelsFont(labelFont());
        axis->setTitleBrush(foreground());
        QFont title = labelFont();
        title.setBold(true);
        axis->setTitleFont(title);
        axis->setGridLineColor(grid());
        axis->setLinePenColor(muted());
    }
}

} // namespace acceldecide::ui
