#include "ui/matrix/MatrixTotalsChart.h"

#include "ui/render/charts/ChartPalette.h"

#include "core/text/TextFormat.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace acceldecide::ui {

namespace {

constexpr int kScaleHeight = 22; // the 0 / 25 / ... / 100 labels above the bars
constexpr int kGap = 8;

} // namespace

MatrixTotalsChart::MatrixTotalsChart(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Weighted totals"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void MatrixTotalsChart::setBars(std::vector<Bar> bars)
{
    const bool resized = bars.size() != m_bars.size();
    m_bars = std::move(bars);
    QStringList description;
    for (const Bar &bar : m_bars)
        description << tr("%1: %2 of 100")
                           .arg(bar.name, QString::fromStdString(text::compact(bar.total, 1)));
    setAccessibleDescription(description.join(QLatin1String("; ")));
    if (resized)
        updateGeometry();
    update();
}

void MatrixTotalsChart::setProvisional(bool provisional)
{
    if (provisional == m_provisional)
        return;
    m_provisional = provisional;
    update();
}

int MatrixTotalsChart::rowHeight() const
{
    // A name line, a bar as tall as a line of text, and a gap.
    return 2 * fontMetrics().height() + 10;
}

QSize MatrixTotalsChart::sizeHint() const
{
    const int rows = std::max<int>(1, int(m_bars.size()));
    return {320, kScaleHeight + rows * rowHeight() + 4};
}

QSize MatrixTotalsChart::minimumSizeHint() const
{
    return {240, sizeHint().height()};
}

int MatrixTotalsChart::barAt(const QPoint &position) const
{
    const int row = (position.y() - kScaleHeight) / rowHeight();
    return position.y() >= kScaleHeight && row < int(m_bars.size()) ? row : -1;
}

bool MatrixTotalsChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int bar = barAt(help->pos());
        if (bar >= 0) {
            const Bar &b = m_bars[std::size_t(bar)];
            QToolTip::showText(
                help->globalPos(),
                tr("%1\nWeighted total: %2 of 100")
                    .arg(b.toolTip, QString::fromStdString(text::compact(b.total, 2))),
                this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void MatrixTotalsChart::paintEvent(QPaintEvent *)
{
    const ChartPalette palette = ChartPalette::fromApplication();
    QPainter painter(this);
    const QFontMetrics metrics = fontMetrics();
    QFont bold = font();
    bold.setBold(true);

    // Each option is a name line with its bar underneath: long option names stay whole in
    // a narrow pane, and every bar gets the full width for its 0-100 scale.
    const int valueWidth = metrics.horizontalAdvance(QStringLiteral("100.0")) + kGap;
    const int left = metrics.horizontalAdvance(QStringLiteral("0")) / 2 + 1;
    const int span = std::max(1, width() - valueWidth - left);
    const auto xAt = [&](double total) {
        return left + int(span * std::clamp(total, 0.0, 100.0) / 100.0);
    };

    painter.setFont(font());
    painter.setPen(palette.muted());
    for (int tick = 0; tick <= 100; tick += 25) {
        const QString label = QString::number(tick);
        const int w = metrics.horizontalAdvance(label);
        painter.drawText(QRect(xAt(tick) - w, 0, 2 * w, kScaleHeight), Qt::AlignCenter, label);
    }

    const int nameHeight = metrics.height();
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const Bar &bar = m_bars[i];
        const int y = kScaleHeight + int(i) * rowHeight();
        painter.setFont(bar.winner ? bold : font());
        painter.setPen(palette.foreground());
        const QFontMetrics rowMetrics(painter.font());
        painter.drawText(
            QRect(left, y, width() - left, nameHeight), Qt::AlignLeft | Qt::AlignVCenter,
            rowMetrics.elidedText(bar.winner ? tr("%1 (winner)").arg(bar.name) : bar.name,
                                  Qt::ElideRight, width() - left));

        // The track shows the whole 0-100 scale, with faint quarter marks.
        const int barTop = y + nameHeight + 2;
        const int barHeight = rowHeight() - nameHeight - 8;
        painter.setPen(Qt::NoPen);
        painter.setBrush(palette.grid().lighter(palette.dark() ? 80 : 112));
        painter.drawRect(QRect(xAt(0), barTop, span, barHeight));
        painter.setPen(QPen(palette.grid().darker(palette.dark() ? 70 : 115), 1));
        for (int tick = 25; tick <= 100; tick += 25)
            painter.drawLine(xAt(tick), barTop, xAt(tick), barTop + barHeight - 1);

        const QRect barRect(xAt(0), barTop, xAt(bar.total) - xAt(0), barHeight);
        QColor fill = bar.brush.style() == Qt::SolidPattern ? bar.colour : bar.colour.lighter(160);
        if (m_provisional)
            fill.setAlpha(130);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRect(barRect);
        if (bar.brush.style() != Qt::SolidPattern) {
            painter.setBrush(bar.brush);
            painter.drawRect(barRect);
        }
        painter.setPen(QPen(bar.colour.darker(130), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(barRect.adjusted(0, 0, -1, -1));

        painter.setFont(bar.winner ? bold : font());
        painter.setPen(palette.foreground());
        painter.drawText(QRect(xAt(100) + 4, barTop - 4, valueWidth, barHeight + 8),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         QString::fromStdString(text::compact(bar.total, 1)));
    }
}

} // namespace acceldecide::ui
