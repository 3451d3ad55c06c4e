// Catalog → Import Benchmark Results: the dialog's validation (each refusal naming its
// field), the date and source following the chosen file, the outcome shown in the dialog
// (imported, already there, or every problem naming its field and value), the estimator
// calibrated on the import, and a picture of the dialog for review when
// ACCELDECIDE_SCREENSHOT_DIR names where to write it, e.g. (one line):
//   ACCELDECIDE_SCREENSHOT_DIR=/tmp/shots QT_QPA_PLATFORM=offscreen
//   ui_tests --gtest_filter='MeasurementImport*'

#include "ui/catalog/MeasurementImportDialog.h"
#include "ui/MainWindow.h"
#include "ui/catalog/CatalogCalibration.h"
#include "ui/catalog/MeasurementImportController.h"

#include "core/performance/EstimatorInUse.h"
#include "database/connection/CatalogDatabase.h"

#include "QtPrinters.h"

#include <QAction>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

QString measurementFile(const char *name)
{
    return QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/core/fixtures/measurement-files/") +
           QString::fromLatin1(name);
}

const QStringList kModels = {QStringLiteral("llama-3.1-70b"), QStringLiteral("llama-3.1-8b")};

// The built-in estimator again after a test that swapped it.
struct BuiltInAgainAfterwards
{
    ~BuiltInAgainAfterwards() { performance::EstimatorInUse::use({}, {}); }
};

TEST(MeasurementImportDialogTest, ImportStaysDisabledUntilTheFieldsMakeARequestAndSaysWhy)
{
    MeasurementImportDialog dialog(QStringLiteral("/tmp/catalog.sqlite"), kModels);
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(),
              QStringLiteral("File: choose the benchmark result file to import."));

    dialog.pathEdit()->setText(QStringLiteral("/no/such/result.json"));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(),
              QStringLiteral("File: %1 does not exist.")
                  .arg(QDir::toNativeSeparators(QStringLiteral("/no/such/result.json"))));
    dialog.pathEdit()->setText(QStringLiteral(ACCELDECIDE_SOURCE_DIR));
    EXPECT_TRUE(dialog.problem().endsWith(QStringLiteral("is a folder; a benchmark result is "
                                                         "one file.")))
        << dialog.problem().toStdString();

    const QString file = measurementFile("good/vllm-serve.json");
    dialog.pathEdit()->setText(file);
    EXPECT_TRUE(dialog.importButton()->isEnabled()) << dialog.problem().toStdString();
    // The date and source follow the file.
    EXPECT_EQ(dialog.dateEdit()->date(), QFileInfo(file).lastModified().toUTC().date());
    EXPECT_EQ(dialog.sourceEdit()->text(), QDir::toNativeSeparators(file));

    dialog.engineBox()->setCurrentText(QString());
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_TRUE(dialog.problem().startsWith(QStringLiteral("Engine: name the serving engine")));
    dialog.engineBox()->setCurrentText(QStringLiteral("vllm"));

    // A catalog without models offers none, and says where to add one.
    MeasurementImportDialog empty(QStringLiteral("/tmp/catalog.sqlite"), {});
    empty.pathEdit()->setText(file);
    EXPECT_FALSE(empty.importButton()->isEnabled());
    EXPECT_TRUE(empty.problem().startsWith(QStringLiteral("Model: the catalog has no models")));

    // A CSV states its own setup: the setup fields are off, and none is needed.
    empty.formatBox()->setCurrentIndex(empty.formatBox()->findText(QStringLiteral("Measurements "
                                                                                  "CSV")));
    empty.pathEdit()->setText(measurementFile("good/measurements.csv"));
    EXPECT_TRUE(empty.importButton()->isEnabled()) << empty.problem().toStdString();
    EXPECT_FALSE(empty.modelBox()->isEnabled());
}

TEST(MeasurementImportDialogTest, TheRequestCarriesTheSetupAsTheCommandLineDoes)
{
    MeasurementImportDialog dialog(QStringLiteral("/tmp/catalog.sqlite"), kModels);
    dialog.formatBox()->setCurrentIndex(
        dialog.formatBox()->findText(QStringLiteral("TensorRT-LLM trtllm-bench")));
    EXPECT_EQ(dialog.engineBox()->currentText(), QStringLiteral("tensorrt-llm"));
    dialog.pathEdit()->setText(measurementFile("good/trtllm-report.json"));
    dialog.acceleratorBox()->setCurrentText(QStringLiteral("h100-sxm"));
    dialog.dataTypeBox()->setCurrentText(QStringLiteral("fp8"));
    dialog.tensorParallelBox()->setValue(4);
    dialog.dateEdit()->setDate(QDate(2026, 11, 20));
    dialog.sourceEdit()->setText(QStringLiteral("https://wiki.example.com/bench/42"));
    Q_EMIT dialog.sourceEdit()->textEdited(dialog.sourceEdit()->text());
    // A file chosen afterwards keeps the date and source typed.
    dialog.pathEdit()->setText(measurementFile("good/trtllm-report.json") + QStringLiteral(" "));
    const MeasurementImportRequest request = dialog.request();
    EXPECT_EQ(request.format, db::MeasurementFormat::TrtllmBench);
    EXPECT_EQ(request.setup.acceleratorId, "h100-sxm");
    EXPECT_EQ(request.setup.engine, "tensorrt-llm");
    EXPECT_EQ(request.setup.modelId, "llama-3.1-70b");
    EXPECT_EQ(request.setup.dataType, performance::DataType::Fp8);
    EXPECT_EQ(request.setup.tensorParallel, 4);
    EXPECT_EQ(request.setup.pipelineParallel, 1);
    EXPECT_EQ(request.setup.accelerators, 4);
    EXPECT_EQ(request.setup.measuredDate, "2026-11-20");
    EXPECT_EQ(request.setup.source, "https://wiki.example.com/bench/42");
}

// The outcome is shown in the dialog, which stays open: the counts, the same file again
// adding nothing, a refused file naming its field, and the estimator calibrated on the rows.
TEST(MeasurementImportDialogTest, ShowsTheOutcomeAndCalibratesTheEstimates)
{
    const BuiltInAgainAfterwards reset;
    QTemporaryDir dir;
    MainWindow window;
    ASSERT_TRUE(window.loadCatalog(dir.filePath(QStringLiteral("catalog.sqlite"))).ok());
    auto *controller = window.findChild<MeasurementImportController *>();
    ASSERT_NE(controller, nullptr);
    auto *calibration = window.findChild<CatalogCalibration *>();
    ASSERT_NE(calibration, nullptr);
    QSignalSpy calibrated(calibration, &CatalogCalibration::calibrated);

    controller->action()->trigger();
    MeasurementImportDialog *dialog = controller->dialog();
    ASSERT_NE(dialog, nullptr);
    dialog->pathEdit()->setText(measurementFile("bad/vllm--negative-ttft.json"));
    dialog->acceleratorBox()->setCurrentText(QStringLiteral("h100-sxm"));
    dialog->modelBox()->setCurrentText(QStringLiteral("llama-3.1-70b"));
    dialog->tensorParallelBox()->setValue(4);
    dialog->importButton()->click();
    EXPECT_EQ(dialog->outcome(),
              QStringLiteral("Nothing was imported:\nvllm--negative-ttft.json: median_ttft_ms: -3 "
                             "must be positive"));
    EXPECT_TRUE(calibrated.isEmpty());

    dialog->pathEdit()->setText(measurementFile("good/vllm-serve.json"));
    dialog->importButton()->click();
    EXPECT_TRUE(dialog->outcome().startsWith(QStringLiteral("3 measurements read from "
                                                            "vllm-serve.json: 3 imported, 0 "
                                                            "already in the catalog.")))
        << dialog->outcome().toStdString();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !calibrated.isEmpty(); }, 30000));
    EXPECT_EQ(calibrated.takeFirst().at(0).toString(),
              QStringLiteral("Throughput estimates calibrated on 3 of the team's own "
                             "measurements."));
    EXPECT_NE(performance::EstimatorInUse::current().get(),
              &performance::ThroughputEstimator::builtIn());
    EXPECT_TRUE(dialog->isVisible());

    dialog->importButton()->click();
    EXPECT_TRUE(dialog->outcome().contains(QStringLiteral("0 imported, 3 already in the "
                                                          "catalog. This file was imported "
                                                          "before")))
        << dialog->outcome().toStdString();
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

// The window with the dialog drawn, framed, where it stands (offscreen grab() sees one
// widget at a time), and the dialog alone.
TEST(MeasurementImportScreenshot, TheDialogOverTheWindow)
{
    const QString directory = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set ACCELDECIDE_SCREENSHOT_DIR to write the screenshots";
    const BuiltInAgainAfterwards reset;
    ASSERT_TRUE(QDir().mkpath(directory));
    QTemporaryDir scratch;
    MainWindow window;
    ASSERT_TRUE(window.loadCatalog(scratch.filePath(QStringLiteral("catalog.sqlite"))).ok());
    window.resize(1280, 860);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    QAction *import = menuAction(window, QStringLiteral("&Catalog"),
                                 QStringLiteral("Import &Benchmark Results…"));
    ASSERT_NE(import, nullptr);
    import->trigger();
    auto *controller = window.findChild<MeasurementImportController *>();
    MeasurementImportDialog *dialog = controller->dialog();
    ASSERT_NE(dialog, nullptr);
    dialog->formatBox()->setCurrentIndex(1); // trtllm-bench
    dialog->pathEdit()->setText(measurementFile("good/trtllm-report.json"));
    dialog->acceleratorBox()->setCurrentText(QStringLiteral("h100-sxm"));
    dialog->modelBox()->setCurrentText(QStringLiteral("llama-3.1-70b"));
    dialog->dataTypeBox()->setCurrentText(QStringLiteral("fp8"));
    dialog->tensorParallelBox()->setValue(4);
    dialog->importButton()->click();
    QTest::qWait(300);
    dialog->adjustSize();
    QTest::qWait(100);
    ASSERT_TRUE(dialog->grab().save(directory + QStringLiteral("/measurement-import-dialog.png")));

    // A refused setup, shown as text naming the field.
    dialog->tensorParallelBox()->setValue(8);
    dialog->importButton()->click();
    QTest::qWait(100);
    ASSERT_TRUE(dialog->grab().save(directory + QStringLiteral("/measurement-import-refused.png")));

    QPixmap shot = window.grab();
    QPainter painter(&shot);
    const QPoint at = dialog->geometry().topLeft() - window.geometry().topLeft();
    painter.drawPixmap(at, dialog->grab());
    painter.setPen(Qt::darkGray);
    painter.drawRect(QRect(at, dialog->size()).adjusted(-1, -1, 0, 0));
    painter.end();
    EXPECT_TRUE(shot.save(directory + QStringLiteral("/measurement-import-over-window.png")));
    dialog->close();
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return !window.findChild<CatalogCalibration *>()->isRunning(); }, 30000));
}

} // namespace
} // namespace acceldecide::ui
