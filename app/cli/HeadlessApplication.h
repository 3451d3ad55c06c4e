#pragma once

#include <QApplication>
#include <QByteArray>

namespace acceldecide::cli {

// Qt Charts and QPdfWriter need a QApplication. The CLI always uses the offscreen
// platform, so a report or chart comes out the same with or without a display, and on
// machines that have none (CI, ssh). The command line is not passed on: Qt would take
// arguments such as "-style" as its own.
class HeadlessApplication
{
public:
    HeadlessApplication() : m_application(offscreen(m_argc), m_argv) {}

private:
    // Runs before QApplication's constructor, which picks the platform plugin.
    static int &offscreen(int &argc)
    {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        // Qt warns on standard error when XDG_RUNTIME_DIR is unset (a cron job, a CI
        // runner) and then uses a private directory anyway; the warning would be mixed
        // into the command's own error messages, which scripts read.
        s_previousHandler = qInstallMessageHandler(&filterMessages);
        return argc;
    }

    static void filterMessages(QtMsgType type, const QMessageLogContext &context,
                               const QString &message)
    {
        if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
            return;
        if (s_previousHandler)
            s_previousHandler(type, context, message);
    }

    static inline QtMessageHandler s_previousHandler = nullptr;

    int m_argc = 1;
    char m_name[16] = "acceldecide-cli";
    char *m_argv[2] = {m_name, nullptr};
    QApplication m_application;
};

} // namespace acceldecide::cli
