#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPagedPaintDevice;
class QPainter;

namespace acceldecide::ui {

// The page the report is being written on: a cursor that moves down the content area and
// starts a new page (with the running header and footer) when a block does not fit.
// The same layout code runs twice: once without a painter to count the pages, once with
// one to draw them, so the footer can say "Page 3 of 9".
class ReportCanvas
{
public:
    struct Running
    {
        QString scenarioName;
        QString date;
        QString version;
    };

    // `painter` null: measure only. `totalPages` 0: not known yet.
    ReportCanvas(QPagedPaintDevice *device, QPainter *painter, Running running, int totalPages);

    QPainter *painter() const { return m_painter; }
    bool painting() const { return m_painter != nullptr; }
    QPagedPaintDevice *device() const { return m_device; }

    qreal contentWidth() const { return m_content.width(); }
    qreal contentHeight() const { return m_content.height(); }
    qreal remaining() const { return m_content.bottom() - m_y; }
    qreal left() const { return m_content.left(); }
    qreal y() const { return m_y; }
    bool atPageTop() const { return m_y <= m_content.top(); }
    int pageNumber() const { return m_page; }

    // Starts a new page unless `height` still fits on this one (or the page is empty).
    void ensureSpace(qreal height);
    void newPage();
    // The rectangle of `height` at the cursor, full content width; moves the cursor below.
    QRectF take(qreal height);
    void skip(qreal height);

    // Text helpers: the height `text` wraps to at `width`, and drawing it there.
    qreal textHeight(const QString &text, const QFont &font, qreal width) const;
    void drawText(const QRectF &rect, const QString &text, const QFont &font, int flags,
                  const QColor &color) const;

    // Draws the header and footer of the current page (the title page has no header).
    void finishPage();

private:
    QPagedPaintDevice *m_device;
    QPainter *m_painter;
    Running m_running;
    int m_totalPages;
    QRectF m_pageRect;
    QRectF m_content;
    qreal m_y = 0;
    int m_page = 1;
};

} // namespace acceldecide::ui
