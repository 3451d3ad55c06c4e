#include "ui/render/report/ReportCanvas.h"

#include "ui/render/report/ReportStyle.h"

#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

namespace acceldecide::ui {

namespace {

// Running header and footer bands inside the margins.
constexpr qreal kHeaderMm = 9.0;
constexpr qreal kFooterMm = 9.0;

} // namespace

ReportCanvas::ReportCanvas(QPagedPaintDevice *device, QPainter *painter, Running running,
                           int totalPages)
    : m_device(device), m_painter(painter), m_running(std::move(running)), m_totalPages(totalPages),
      m_pageRect(0, 0, device->width(), device->height())
{
    const qreal margin = ReportStyle::mm(ReportStyle::kMarginMm);
    m_content = m_pageRect.adjusted(margin, margin + ReportStyle::mm(kHeaderMm), -margin,
                                    -margin - ReportStyle::mm(kFooterMm));
    m_y = m_content.top();
}

void ReportCanvas::ensureSpace(qreal height)
{
    if (height > remaining() && !atPageTop())
        newPage();
}

void ReportCanvas::newPage()
{
    if (m_painter) {
        finishPage();
        m_device->newPage();
    }
    ++m_page;
    m_y = m_content.top();
}

QRectF ReportCanvas::take(qreal height)
{
    const QRectF rect(m_content.left(), m_y, m_content.width(), height);
    m_y += height;
    return rect;
}

void ReportCanvas::skip(qreal height)
{
    // Space never carries over to the top of a page.
    if (!atPageTop())
        m_y = std::min(m_y + height, m_content.bottom());
}

qreal ReportCanvas::textHeight(const QString &text, const QFont &font, qreal width) const
{
    if (text.isEmpty())
        return 0;
    const QFontMetricsF metrics(font, m_device);
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text).height();
}

void ReportCanvas::drawText(const QRectF &rect, const QString &text, const QFont &font, int flags,
                            const QColor &color) const
{
    if (!m_painter || text.isEmpty())
        return;
    m_painter->setFont(font);
    m_painter->setPen(color);
    m_painter->drawText(rect, flags | Qt::TextWordWrap, text);
}

void ReportCanvas::finishPage()
{
    if (!m_painter)
        return;
    const qreal margin = ReportStyle::mm(ReportStyle::kMarginMm);
    const QFont font = ReportStyle::small();
    const QFontMetricsF metrics(font, m_device);
    const qreal line = metrics.height();
    const qreal width = m_pageRect.width() - 2 * margin;
    m_painter->setPen(QPen(ReportStyle::rule(), 0.6));
    if (m_page > 1) {
        const QRectF header(margin, margin, width, line);
        // The scenario name may be long: it gets what the date leaves, elided.
        const qreal dateWidth = metrics.horizontalAdvance(m_running.date) + ReportStyle::mm(4);
        const QString name =
            metrics.elidedText(m_running.scenarioName, Qt::ElideRight, width - dateWidth);
        drawText(header, name, font, Qt::AlignLeft | Qt::AlignVCenter, ReportStyle::muted());
        drawText(header, m_running.date, font, Qt::AlignRight | Qt::AlignVCenter,
                 ReportStyle::muted());
        m_painter->setPen(QPen(ReportStyle::rule(), 0.6));
        m_painter->drawLine(QPointF(margin, header.bottom() + 3),
                            QPointF(margin + width, header.bottom() + 3));
    }
    const qreal footerTop = m_pageRect.bottom() - margin - line;
    m_painter->drawLine(QPointF(margin, footerTop - 3), QPointF(margin + width, footerTop - 3));
    const QRectF footer(margin, footerTop, width, line);
    drawText(footer, m_running.version, font, Qt::AlignLeft | Qt::AlignVCenter,
             ReportStyle::muted());
    const QString number = m_totalPages > 0
                               ? QStringLiteral("Page %1 of %2").arg(m_page).arg(m_totalPages)
                               : QStringLiteral("Page %1").arg(m_page);
    drawText(footer, number, font, Qt::AlignRight | Qt::AlignVCenter, ReportStyle::muted());
}

} // namespace acceldecide::ui
