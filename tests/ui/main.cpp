// ui_tests' entry point: GoogleTest inside one QApplication for the whole run.

#include <QApplication>
#include <QtGlobal>

#include <gtest/gtest.h>

int main(int argc, char **argv)
{
    // CI and ctest's test discovery run this without a display; a developer who wants to
    // watch the windows can still set QT_QPA_PLATFORM=xcb.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    ::testing::InitGoogleTest(&argc, argv);
    QApplication app(argc, argv);
    return RUN_ALL_TESTS();
}
