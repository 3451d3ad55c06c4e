#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <functional>

namespace acceldecide::ui {

// Reports the moment a widget is first painted, measured from a timer started at the top
// of main(): the cold-start figure the start-up benchmark reads (`acceldecide
// --measure-startup`). An event filter, so it costs nothing once it has fired.
class FirstPaintProbe : public QObject
{
    Q_OBJECT

public:
    // `onFirstPaint` gets the elapsed milliseconds, once, after the paint has finished.
    FirstPaintProbe(QWidget *watched, const QElapsedTimer &sinceStart,
                    std::function<void(double)> onFirstPaint);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QElapsedTimer m_sinceStart;
    std::function<void(double)> m_onFirstPaint;
    bool m_fired = false;
};

} // namespace acceldecide::ui
