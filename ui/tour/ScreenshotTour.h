#pragma once

#include <QDir>
#include <QObject>
#include <QString>

namespace acceldecide::ui {

class MainWindow;

// Writes the screenshots the README and reviews use (scripts/screenshots.sh
// runs `acceldecide --screenshots DIR SCENARIO.json`): the whole window, every
// chart tab, the decision matrix and presentation mode, as PNG files named
// after what they show.
class ScreenshotTour : public QObject
{
    Q_OBJECT

public:
    ScreenshotTour(MainWindow *window, const QString &directory);

    // Starts once the event loop runs; emits finished() when every file is
    // written.
    void start();

Q_SIGNALS:
    void finished(bool ok);

private:
    void run();
    bool save(const QPixmap &pixmap, const QString &name);
    static void settle(int milliseconds);

    MainWindow *m_window;
    QDir m_directory;
    bool m_ok = true;
};

} // namespace acceldecide::ui
