// Pictures of Catalog → Import Prices for review: the dialog, the progress dialog
// mid-import and the report, each over the main window. Runs only when
// ACCELDECIDE_SCREENSHOT_DIR names where to write them, e.g. (one line):
//   ACCELDECIDE_SCREENSHOT_DIR=/tmp/shots QT_QPA_PLATFORM=xcb xvfb-run -a
//   ui_tests --gtest_filter='PriceImportScreenshot*'

#include "catalog/GeneratedPriceList.h"
#include "ui/MainWindow.h"
#include "ui/catalog/PriceImportController.h"
#include "ui/catalog/PriceImportDialog.h"
#include "ui/catalog/PriceImportJob.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QSemaphore>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <utility>

namespace acceldecide::ui {
namespace {

// The window with `dialog` over it. On a real display (xcb under Xvfb) the screen is
// grabbed, so the picture is what a user sees; elsewhere grab() sees one widget only,
// so the dialog is drawn, framed, where it stands.
bool saveOver(MainWindow &window, QWidget *dialog, const QString &path)
{
    const QRect area = window.frameGeometry();
    if (QGuiApplication::platformName() == QLatin1String("xcb"))
        return window.screen()
            ->grabWindow(0, area.x(), area.y(), area.width(), area.height())
            .save(path);
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    const QPoint at = dialog->geometry().topLeft() - window.geometry().topLeft();
    painter.drawPixmap(at, dialog->grab());
    painter.setPen(Qt::darkGray);
    painter.drawRect(QRect(at, dialog->size()).adjusted(-1, -1, 0, 0));
    painter.end();
    return shot.save(path);
}

QAction *menuAction(MainWindow &window, const QString &menu, const QString &text)
{
    for (QAction *top : window.menuBar()->actions()) {
        if (top->text() != menu || !top->menu())
            continue;
        for (QAction *action : top->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

TEST(PriceImportScreenshotTest, DialogProgressAndReport)
{
    const QString directory = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set ACCELDECIDE_SCREENSHOT_DIR to write the screenshots";
    ASSERT_TRUE(QDir().mkpath(directory));
    QTemporaryDir scratch;
    const QString csv = scratch.filePath(QStringLiteral("index.csv"));
    test::writeAwsPriceList(csv, 8000);

    MainWindow window;
    ASSERT_TRUE(window.loadCatalog(scratch.filePath(QStringLiteral("catalog.sqlite"))).ok());
    window.resize(1280, 800);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    QAction *import =
        menuAction(window, QStringLiteral("&Catalog"), QStringLiteral("&Import Prices…"));
    ASSERT_NE(import, nullptr);
    EXPECT_EQ(import->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_I));
    import->trigger();
    auto *dialog = window.findChild<PriceImportDialog *>();
    ASSERT_NE(dialog, nullptr);
    dialog->pathEdit()->setText(csv);
    dialog->regionEdit()->setText(QStringLiteral("us-east-1"));
    QTest::qWait(200);
    EXPECT_TRUE(saveOver(window, dialog, directory + QStringLiteral("/import-dialog.png")));

    // Hold the worker at its first progress report for the picture of the progress dialog.
    auto *controller = window.findChild<PriceImportController *>();
    ASSERT_NE(controller, nullptr);
    QSemaphore reached;
    QSemaphore proceed;
    const auto release = qScopeGuard([&proceed] { proceed.release(); });
    bool first = true;
    dialog->importButton()->click();
    ASSERT_NE(controller->job(), nullptr);
    QObject::connect(
        controller->job(), &PriceImportJob::progressed, controller->job(),
        [&](qint64, qint64) {
            if (std::exchange(first, false)) {
                reached.release();
                proceed.acquire();
            }
        },
        Qt::DirectConnection);
    ASSERT_TRUE(reached.tryAcquire(1, 30000));
    QProgressDialog *progress = controller->job()->progressDialog();
    ASSERT_TRUE(QTest::qWaitFor([progress] { return progress->isVisible(); }, 5000));
    QTest::qWait(100);
    EXPECT_TRUE(saveOver(window, progress, directory + QStringLiteral("/import-progress.png")));
    proceed.release();

    ASSERT_TRUE(QTest::qWaitFor([controller] { return controller->job() == nullptr; }, 60000));
    QMessageBox *box = controller->messageBox();
    ASSERT_NE(box, nullptr);
    QTest::qWait(200);
    EXPECT_TRUE(saveOver(window, box, directory + QStringLiteral("/import-report.png")));
    box->close();
}

} // namespace
} // namespace acceldecide::ui
