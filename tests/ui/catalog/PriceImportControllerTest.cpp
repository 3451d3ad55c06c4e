// Catalog → Import Prices around the job: when an import cannot start, the dialog that
// asks for it, the report box and the refresh signal.

#include "ui/catalog/PriceImportController.h"
#include "catalog/GeneratedPriceList.h"
#include "ui/catalog/PriceImportDialog.h"
#include "ui/catalog/PriceImportReportText.h"

#include "database/connection/CatalogDatabase.h"

#include "QtPrinters.h"

#include <QComboBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

using Format = PriceImportRequest::Format;

std::unique_ptr<db::CatalogDatabase> openCatalog(const QString &path, bool readOnly = false)
{
    db::CatalogDatabase::OpenOptions options;
    options.seeding = db::CatalogDatabase::Seeding::Skip;
    options.backupsToKeep = 0;
    options.readOnly = readOnly;
    auto opened = db::CatalogDatabase::open(path, options);
    EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
    return opened ? std::move(opened.value()) : nullptr;
}

TEST(PriceImportControllerTest, SaysWhyACatalogCannotTakeAnImport)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("catalog.sqlite"));
    auto writable = openCatalog(path);
    ASSERT_NE(writable, nullptr);
    EXPECT_EQ(PriceImportController::whyCannotImport(writable.get()), std::nullopt);

    EXPECT_EQ(PriceImportController::whyCannotImport(nullptr),
              QStringLiteral("No catalog is open, so there is nowhere to import prices to. "
                             "Open a catalog file first."));
    auto memory = openCatalog(QStringLiteral(":memory:"));
    EXPECT_EQ(PriceImportController::whyCannotImport(memory.get()),
              QStringLiteral("The catalog is held in memory only, and imports write to a "
                             "catalog file. Open a catalog file to import prices."));
    writable.reset();
    auto readOnly = openCatalog(path, true);
    EXPECT_EQ(PriceImportController::whyCannotImport(readOnly.get()),
              QStringLiteral("The catalog %1 is open read-only, so prices cannot be imported "
                             "into it. Open it again once it is writable, or open another "
                             "catalog file.")
                  .arg(path));
}

TEST(PriceImportControllerTest, ShowsTheReportAndAsksForARefresh)
{
    QTemporaryDir dir;
    auto catalog = openCatalog(dir.filePath(QStringLiteral("catalog.sqlite")));
    const QString csv = dir.filePath(QStringLiteral("index.csv"));
    test::writeAwsPriceList(csv, 40);
    QWidget window;
    PriceImportController controller(&window, [&catalog] { return catalog.get(); });
    QSignalSpy changed(&controller, &PriceImportController::catalogChanged);
    QSignalSpy finished(&controller, &PriceImportController::finished);

    PriceImportRequest request;
    request.path = csv;
    ASSERT_TRUE(controller.start(request));
    ASSERT_TRUE(QTest::qWaitFor([&finished] { return !finished.isEmpty(); }, 30000));
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(controller.job(), nullptr);
    QMessageBox *box = controller.messageBox();
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->isVisible());
    EXPECT_EQ(box->windowModality(), Qt::WindowModal);
    EXPECT_EQ(box->icon(), QMessageBox::Information);
    EXPECT_EQ(box->text(),
              QStringLiteral("Imported index.csv as AWS Price List EC2 offer CSV (per-region "
                             "index.csv)."));
    EXPECT_EQ(box->informativeText(),
              QStringLiteral("Source: AWS Price List API, AmazonEC2 offer, version "
                             "20260728175247\n"
                             "Rows read: 40\n"
                             "Rows imported: 30\n"
                             "Rows skipped: 10 (filtered out or already present)\n"
                             "Rows rejected: 0\n"
                             "\n"
                             "30 price observations from 30 rows (30 new, 0 already in the "
                             "catalog); 10 rows skipped by filter, 0 rejected"));
    box->close();

    // The same file again adds nothing new; a file of another format is refused.
    request.format = Format::SkyPilot;
    ASSERT_TRUE(controller.start(request));
    ASSERT_TRUE(QTest::qWaitFor([&finished] { return finished.count() == 2; }, 30000));
    EXPECT_EQ(changed.count(), 1);
    box = controller.messageBox();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->icon(), QMessageBox::Warning);
    EXPECT_EQ(box->text(),
              QStringLiteral("index.csv was not imported. Nothing was written to the catalog."));
    EXPECT_TRUE(box->informativeText().contains(QStringLiteral("is not a SkyPilot vms.csv")))
        << box->informativeText();
    box->close();
}

TEST(PriceImportControllerTest, ARefusedCatalogStartsNothing)
{
    QWidget window;
    PriceImportController controller(&window, [] { return nullptr; });
    PriceImportRequest request;
    request.path = QStringLiteral("/nonexistent/index.csv");
    EXPECT_FALSE(controller.start(request));
    EXPECT_EQ(controller.job(), nullptr);
    ASSERT_NE(controller.messageBox(), nullptr);
    EXPECT_EQ(controller.messageBox()->text(), QStringLiteral("Prices cannot be imported."));
    controller.messageBox()->close();
}

TEST(PriceImportReportTextTest, ListsTheFirstRejectionsAndTheRestInDetails)
{
    db::ImportReport report;
    report.source = QStringLiteral("SkyPilot catalog");
    report.rowsRead = 200;
    report.rowsImported = 40;
    report.rowsSkipped = 10;
    report.rowsRejected = 150;
    for (int line = 2; line < 6; ++line)
        report.rejections << QStringLiteral("line %1: Price: not a number").arg(line);
    PriceImportRequest request;
    request.format = Format::SkyPilot;
    request.path = QStringLiteral("/data/vms.csv");
    request.cloud = QStringLiteral("aws");

    const PriceImportReportText text = PriceImportReportText::of(request, report);
    EXPECT_TRUE(text.problem);
    EXPECT_EQ(text.text, QStringLiteral("Imported vms.csv as SkyPilot catalog aws/vms.csv."));
    EXPECT_EQ(text.informativeText, QStringLiteral("Source: SkyPilot catalog\n"
                                                   "Rows read: 200\n"
                                                   "Rows imported: 40\n"
                                                   "Rows skipped: 10 (filtered out or already "
                                                   "present)\n"
                                                   "Rows rejected: 150\n"
                                                   "  line 2: Price: not a number\n"
                                                   "  line 3: Price: not a number\n"
                                                   "  line 4: Price: not a number\n"
                                                   "  … and 147 more (Show Details…)"));
    EXPECT_EQ(text.detailedText, QStringLiteral("line 2: Price: not a number\n"
                                                "line 3: Price: not a number\n"
                                                "line 4: Price: not a number\n"
                                                "line 5: Price: not a number\n"
                                                "… and 146 more not listed"));
}

TEST(PriceImportReportTextTest, SaysNothingWasWrittenOnceWhenRefusedOrCancelled)
{
    PriceImportRequest request;
    request.format = Format::CatalogCsv;
    request.path = QStringLiteral("/data/export/");
    db::ImportReport refused;
    refused.refused = true;
    refused.message =
        QStringLiteral("/data/export holds no catalog CSV files; nothing was written");
    const PriceImportReportText refusedText = PriceImportReportText::of(request, refused);
    EXPECT_TRUE(refusedText.problem);
    EXPECT_EQ(refusedText.text,
              QStringLiteral("export was not imported. Nothing was written to the catalog."));
    EXPECT_EQ(refusedText.informativeText,
              QStringLiteral("/data/export holds no catalog CSV files"));

    db::ImportReport cancelled;
    cancelled.cancelled = true;
    cancelled.message = QStringLiteral("cancelled; the catalog is unchanged");
    const PriceImportReportText cancelledText = PriceImportReportText::of(request, cancelled);
    EXPECT_FALSE(cancelledText.problem);
    EXPECT_EQ(cancelledText.text, QStringLiteral("The import of export was cancelled. Nothing "
                                                 "was written to the catalog."));
    EXPECT_EQ(cancelledText.informativeText,
              QStringLiteral("The catalog is as it was before the import."));
}

TEST(PriceImportDialogTest, OffersTheCliFormatsAndEnablesImportForAnExistingFile)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("index.csv"));
    test::writeAwsPriceList(csv, 1);
    PriceImportDialog dialog(QStringLiteral("/data/catalog.sqlite"));

    QStringList labels;
    for (int i = 0; i < dialog.formatBox()->count(); ++i)
        labels << dialog.formatBox()->itemText(i);
    EXPECT_EQ(labels, (QStringList{QStringLiteral("AWS Price List EC2 offer CSV (per-region "
                                                  "index.csv)"),
                                   QStringLiteral("AWS Savings Plans offer CSV "
                                                  "(AWSComputeSavingsPlan)"),
                                   QStringLiteral("SkyPilot catalog <cloud>/vms.csv"),
                                   QStringLiteral("Catalog CSV folder (written by 'catalog "
                                                  "export')")}));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(), QStringLiteral("Choose the file to import."));

    dialog.pathEdit()->setText(dir.filePath(QStringLiteral("missing.csv")));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(
        dialog.problem(),
        QStringLiteral("%1 does not exist.").arg(dir.filePath(QStringLiteral("missing.csv"))));

    dialog.pathEdit()->setText(csv);
    EXPECT_TRUE(dialog.importButton()->isEnabled());
    QTest::keyClicks(dialog.regionEdit(), QStringLiteral("us-WEST-2"));
    // Region codes are lower case; the validator drops what cannot be one.
    EXPECT_EQ(dialog.regionEdit()->text(), QStringLiteral("us--2"));
    dialog.regionEdit()->setText(QStringLiteral(" us-west-2 "));
    const PriceImportRequest request = dialog.request();
    EXPECT_EQ(request.format, Format::AwsPriceList);
    EXPECT_EQ(request.path, csv);
    EXPECT_EQ(request.region, QStringLiteral("us-west-2"));

    // Catalog CSV reads a folder, not a file.
    dialog.formatBox()->setCurrentIndex(3);
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(),
              QStringLiteral("%1 is a file; this format reads a folder.").arg(csv));
    dialog.pathEdit()->setText(dir.path());
    EXPECT_TRUE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.request().format, Format::CatalogCsv);
}

} // namespace
} // namespace acceldecide::ui
