#include "ui/tour/FirstPaintProbe.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace acceldecide::ui {

FirstPaintProbe::FirstPaintProbe(QWidget *watched, const QElapsedTimer &sinceStart,
                                 std::function<void(double)> onFirstPaint)
    : QObject(watched), m_sinceStart(sinceStart), m_onFirstPaint(std::move(onFirstPaint))
{
    watched->installEventFilter(this);
}

bool FirstPaintProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_fired && event->type() == QEvent::Paint) {
        m_fired = true;
        // Report after this paint event has been delivered (and the rest of the window's
        // first frame with it), not before.
        QTimer::singleShot(0, this,
                           [this] { m_onFirstPaint(double(m_sinceStart.nsecsElapsed()) / 1e6); });
    }
    return QObject::eventFilter(watched, event);
}

} // namespace acceldecide::ui
