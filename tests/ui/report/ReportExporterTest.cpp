// File → Export Report… without its dialog: the window's current scenario, as evaluated
// on screen (catalog prices included), becomes a PDF whose text names the scenario and
// the recommendation; a scenario that does not evaluate, or an unwritable path, is refused
// with the reason, and an existing file is left as it was.

#include "ui/MainWindow.h"

#include "ui/document/EvaluationController.h"
#include "ui/report/ReportExporter.h"

#include <QAction>
#include <QFile>
#include <QKeySequence>
#include <QPageSize>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    process.waitForFinished(30'000);
    EXPECT_EQ(process.exitCode(), 0);
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

TEST(ReportExporterTest, WritesTheWindowsScenarioWithCatalogSources)
{
    QTemporaryDir dir;
    MainWindow window;
    ASSERT_TRUE(window.loadCatalog(dir.filePath(QStringLiteral("catalog.sqlite"))).ok());
    ReportExporter exporter(&window, window.controller(), window.chartArea());
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const Expected<void, QString> problem = exporter.exportTo(path, QPageSize(QPageSize::A4));
    ASSERT_TRUE(problem.ok()) << problem.error().toStdString();
    const QString text = pdfText(path);
    EXPECT_TRUE(text.contains(QStringLiteral("Seed 004: Trainium 3 vs H200 inference")));
    EXPECT_TRUE(text.contains(QStringLiteral("Recommendation: move to")));
    EXPECT_TRUE(text.contains(QStringLiteral("Appendix A: Sources")));
}

TEST(ReportExporterTest, RefusesAnUnwritablePathAndKeepsAnExistingFile)
{
    QTemporaryDir dir;
    MainWindow window;
    ReportExporter exporter(&window, window.controller(), window.chartArea());
    const QString missing = dir.filePath(QStringLiteral("no-such-dir/report.pdf"));
    const Expected<void, QString> problem = exporter.exportTo(missing, QPageSize(QPageSize::A4));
    ASSERT_FALSE(problem.ok());
    EXPECT_TRUE(problem.error().contains(QStringLiteral("cannot write")))
        << problem.error().toStdString();
    EXPECT_FALSE(QFile::exists(missing));
}

TEST(ReportExporterTest, FileMenuHasExportReportOnCtrlE)
{
    MainWindow window;
    bool found = false;
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            found = action->text().contains(QStringLiteral("Report"));
    }
    EXPECT_TRUE(found);
}

} // namespace
} // namespace acceldecide::ui
