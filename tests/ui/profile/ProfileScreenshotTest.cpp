// Pictures of the workload profile for review: the profile dock and the decision matrix
// with derived, overridden and unanswered cells, in the main window. Runs only when
// ACCELDECIDE_SCREENSHOT_DIR names where to write them, e.g. (one line):
//   ACCELDECIDE_SCREENSHOT_DIR=/tmp QT_QPA_PLATFORM=xcb xvfb-run -a
//   ui_tests --gtest_filter='ProfileScreenshot*'

#include "ProfileTestSupport.h"

#include "ui/MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

TEST(ProfileScreenshot, ProfileDockAndMatrix)
{
    const QString directory = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set ACCELDECIDE_SCREENSHOT_DIR to write the pictures";
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    // Seed 001's typed matrix with the startup profile turned on from the panel, so the
    // typed scores that differ from the derived ones become overrides; then the team's
    // workload type is left unanswered to show the placeholder.
    window.document()->reset(test::seed001Matrix());
    auto *panel = window.findChild<WorkloadProfilePanel *>();
    ASSERT_NE(panel, nullptr);
    panel->setProfileEnabled(true);
    WorkloadProfile answers = test::startup70b();
    answers.workloadType.reset();
    window.document()->apply(QString(), QStringLiteral("answers"), [&](Scenario &s) {
        answers.overrides = s.profile->overrides;
        s.profile = answers;
    });
    panel->clearOverrides();
    window.matrixPanel()->model()->setData(
        window.matrixPanel()->model()->index(0, CriteriaTableModel::FirstOptionColumn), 2);

    auto *profileDock = window.findChild<QDockWidget *>(QStringLiteral("profileDock"));
    auto *matrixDock = window.findChild<QDockWidget *>(QStringLiteral("matrixDock"));
    ASSERT_TRUE(profileDock && matrixDock);
    window.resizeDocks({profileDock}, {520}, Qt::Vertical);
    profileDock->raise();
    QApplication::processEvents();
    EXPECT_TRUE(profileDock->grab().save(QDir(directory).filePath("profile-panel.png")));
    matrixDock->raise();
    QApplication::processEvents();
    EXPECT_TRUE(matrixDock->grab().save(QDir(directory).filePath("profile-matrix.png")));

    // The multi-cloud mandate excludes Trainium.
    panel->choiceEditor("cloud_strategy")->setCurrentIndex(2);
    QApplication::processEvents();
    EXPECT_TRUE(matrixDock->grab().save(QDir(directory).filePath("profile-matrix-excluded.png")));
    EXPECT_TRUE(window.grab().save(QDir(directory).filePath("profile-window.png")));
}

} // namespace
} // namespace acceldecide::ui
