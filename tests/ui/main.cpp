// ui_tests' entry point: GoogleTest inside one QApplication for the whole run.

#include "PostgresTestServer.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QtGlobal>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // CI and ctest's test discovery run this without a display; a developer who wants to
    // watch the windows can still set QT_QPA_PLATFORM=xcb.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Settings (recent scenarios, window state) and the default catalog go to a scratch
    // directory, never into the developer's own.
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    ::testing::InitGoogleTest(&argc, argv);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AccelDecideTests"));
    QApplication::setApplicationName(QStringLiteral("acceldecide-ui-tests"));
    const int result = RUN_ALL_TESTS();
    // Tests on both backends share one PostgreSQL server; it is stopped (pg_ctl, a
    // QProcess) while the application still exists, not by a static destructor after it.
    acceldecide::db::test::PostgresTestServer::stopShared();
    return result;
}
