// File → Import Bill: the dialog's validation (a bad tag said under its field, Import off),
// the request it makes, the import on a worker thread through the controller (the CUR
// part 1 fixture of the database tests written, then imported before), a cancel before the
// start and one mid-file writing nothing, the outcome's box, the catalogs that cannot take
// a bill, and pictures for review when ACCELDECIDE_SCREENSHOT_DIR names where to write
// them, e.g. (one line):
//   ACCELDECIDE_SCREENSHOT_DIR=/tmp/shots QT_QPA_PLATFORM=offscreen
//   ui_tests --gtest_filter='BillImport*'

#include "ui/catalog/BillImportDialog.h"
#include "ui/MainWindow.h"
#include "ui/catalog/BillImportController.h"
#include "ui/catalog/BillImportJob.h"
#include "ui/catalog/BillImportReportText.h"

#include "database/connection/CatalogDatabase.h"

#include "QtPrinters.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <gtest/gtest.h>

#include <memory>

namespace acceldecide::ui {
namespace {

constexpr int kTimeoutMs = 60000;

QString billFile(const char *name)
{
    return QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/database/fixtures/bills/") +
           QString::fromLatin1(name);
}

// A seeded catalog file (the importer needs its accelerated instance types) and the
// connection a window would hold on it.
struct CatalogFile
{
    explicit CatalogFile(bool readOnly = false)
    {
        db::CatalogDatabase::OpenOptions options;
        options.backupsToKeep = 0;
        auto opened = db::CatalogDatabase::open(path(), options);
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        if (opened && readOnly) {
            opened.value().reset();
            options.readOnly = true;
            opened = db::CatalogDatabase::open(path(), options);
            EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        }
        if (opened)
            catalog = std::move(opened.value());
    }
    QString path() const { return dir.filePath(QStringLiteral("catalog.sqlite")); }
    qint64 count(const char *table) const
    {
        QSqlQuery query(catalog->connection());
        EXPECT_TRUE(
            query.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QString::fromLatin1(table))));
        return query.next() ? query.value(0).toLongLong() : -1;
    }

    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> catalog;
};

BillImportRequest curPart1()
{
    BillImportRequest request;
    request.format = actuals::BillFormat::Cur2;
    request.path = billFile("cur2-2026-04-part1.csv");
    return request;
}

bool waitFor(const QSignalSpy &spy, int count = 1)
{
    return QTest::qWaitFor([&spy, count] { return spy.count() >= count; }, kTimeoutMs);
}

TEST(BillImportDialogTest, ABadTagKeepsImportDisabledAndSaysWhyUnderTheTag)
{
    BillImportDialog dialog(QStringLiteral("/tmp/catalog.sqlite"));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(), QStringLiteral("File: choose the bill export to import."));
    dialog.pathEdit()->setText(QStringLiteral("/no/such/bill.csv"));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(),
              QStringLiteral("File: %1 does not exist.")
                  .arg(QDir::toNativeSeparators(QStringLiteral("/no/such/bill.csv"))));
    dialog.pathEdit()->setText(billFile("focus-1.2-2026-03.csv"));
    EXPECT_TRUE(dialog.importButton()->isEnabled()) << dialog.problem().toStdString();
    EXPECT_TRUE(dialog.tagErrorLabel()->isHidden());

    dialog.tagEdit()->setText(QStringLiteral("project"));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    const QString said =
        QStringLiteral("tag \"project\" is not key=value (e.g. project=llm-train)");
    EXPECT_EQ(dialog.tagErrorLabel()->text(), said);
    EXPECT_FALSE(dialog.tagErrorLabel()->isHidden());
    EXPECT_EQ(dialog.problem(), said);

    dialog.tagEdit()->setText(QStringLiteral("project=llm-train"));
    EXPECT_TRUE(dialog.importButton()->isEnabled());
    EXPECT_TRUE(dialog.tagErrorLabel()->isHidden());
}

TEST(BillImportDialogTest, TheRequestCarriesTheFilterAsTheCommandLineDoes)
{
    BillImportDialog dialog(QStringLiteral("/tmp/catalog.sqlite"));
    QStringList formats;
    for (int i = 0; i < dialog.formatBox()->count(); ++i)
        formats << dialog.formatBox()->itemText(i);
    EXPECT_EQ(formats, (QStringList{QStringLiteral("FOCUS"), QStringLiteral("CUR 2.0")}));
    dialog.formatBox()->setCurrentIndex(1);
    dialog.pathEdit()->setText(QStringLiteral("  ") + billFile("cur2-2026-04-part2.csv.gz"));
    dialog.accountsEdit()->setText(QStringLiteral("111122223333, 444455556666"));
    dialog.regionsEdit()->setText(QStringLiteral("US-EAST-1 us-west-2"));
    dialog.familiesEdit()->setText(QStringLiteral("p5,trn1"));
    dialog.tagEdit()->setText(QStringLiteral("project=llm-train"));
    const BillImportRequest request = dialog.request();
    EXPECT_EQ(request.format, actuals::BillFormat::Cur2);
    EXPECT_EQ(request.path, billFile("cur2-2026-04-part2.csv.gz"));
    EXPECT_EQ(request.filter.accounts, (std::vector<std::string>{"111122223333", "444455556666"}));
    EXPECT_EQ(request.filter.regions, (std::vector<std::string>{"us-east-1", "us-west-2"}));
    EXPECT_EQ(request.filter.families, (std::vector<std::string>{"p5", "trn1"}));
    ASSERT_TRUE(request.filter.tag.has_value());
    EXPECT_EQ(request.filter.tag->second, "llm-train");

    // The next import offers the last request again.
    BillImportDialog again(QStringLiteral("/tmp/catalog.sqlite"));
    again.setRequest(request);
    EXPECT_EQ(again.request().filter.regions, request.filter.regions);
    EXPECT_EQ(again.tagEdit()->text(), QStringLiteral("project=llm-train"));
    EXPECT_EQ(again.formatBox()->currentText(), QStringLiteral("CUR 2.0"));
}

// The CUR part 1 fixture (5 rows: 3 used, 1 not compute, 1 counted in another line) into a
// catalog file on the worker thread; the same file again adds nothing.
TEST(BillImportControllerTest, ImportsTheCurPartAndShowsWhatItDid)
{
    CatalogFile file;
    ASSERT_TRUE(file.catalog);
    QWidget window;
    BillImportController controller(&window, [&file] { return file.catalog.get(); });
    QSignalSpy changed(&controller, &BillImportController::catalogChanged);
    QSignalSpy finished(&controller, &BillImportController::finished);
    ASSERT_TRUE(controller.start(curPart1()));
    ASSERT_TRUE(waitFor(finished));
    EXPECT_EQ(controller.job(), nullptr);
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(file.count("bill_imports"), 1);
    EXPECT_EQ(file.count("actuals"), 4);
    QMessageBox *box = controller.messageBox();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->windowModality(), Qt::WindowModal);
    EXPECT_EQ(box->icon(), QMessageBox::Information);
    EXPECT_EQ(box->text(), QStringLiteral("Imported cur2-2026-04-part1.csv as CUR 2.0."));
    EXPECT_EQ(box->informativeText(),
              QStringLiteral("5 rows read: 3 used, 2 skipped (1 not compute, 1 counted in another "
                             "line), 0 rejected; 4 summed rows written.\n"
                             "\n"
                             "Rows skipped: 2\n"
                             "  not compute: 1\n"
                             "  not an accelerated instance: 0\n"
                             "  outside the filter: 0\n"
                             "  counted in another line: 1\n"
                             "Rows rejected: 0"));
    box->close();

    ASSERT_TRUE(controller.start(curPart1()));
    ASSERT_TRUE(waitFor(finished, 2));
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(file.count("actuals"), 4);
    box = controller.messageBox();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->text(),
              QStringLiteral("cur2-2026-04-part1.csv was imported before. Nothing was added."));
    EXPECT_TRUE(box->informativeText().endsWith(QStringLiteral("): nothing added.")))
        << box->informativeText();
    box->close();
}

TEST(BillImportControllerTest, AFileOfTheOtherFormatIsRefusedNamingTheColumn)
{
    CatalogFile file;
    ASSERT_TRUE(file.catalog);
    QWidget window;
    BillImportController controller(&window, [&file] { return file.catalog.get(); });
    QSignalSpy finished(&controller, &BillImportController::finished);
    BillImportRequest request = curPart1();
    request.path = billFile("focus-1.2-2026-03.csv");
    ASSERT_TRUE(controller.start(request));
    ASSERT_TRUE(waitFor(finished));
    QMessageBox *box = controller.messageBox();
    ASSERT_NE(box, nullptr);
    EXPECT_EQ(box->icon(), QMessageBox::Warning);
    EXPECT_EQ(box->text(), QStringLiteral("focus-1.2-2026-03.csv was not imported. Nothing was "
                                          "written to the catalog."));
    EXPECT_TRUE(box->informativeText().contains(QStringLiteral("line_item_line_item_type")))
        << box->informativeText();
    EXPECT_EQ(file.count("bill_imports"), 0);
    box->close();
}

TEST(BillImportJobTest, ACancelBeforeTheStartWritesNothing)
{
    CatalogFile file;
    ASSERT_TRUE(file.catalog);
    BillImportJob job(file.path(), {}, curPart1(), nullptr);
    QSignalSpy finished(&job, &BillImportJob::finished);
    job.cancel();
    job.start();
    ASSERT_TRUE(waitFor(finished));
    ASSERT_TRUE(job.result().has_value());
    ASSERT_TRUE(job.result()->ok());
    EXPECT_TRUE(job.result()->value().cancelled);
    EXPECT_EQ(file.count("bill_imports"), 0);
    EXPECT_EQ(file.count("actuals"), 0);
    const BillImportReportText text = BillImportReportText::of(job.request(), *job.result());
    EXPECT_EQ(text.text, QStringLiteral("The import of cur2-2026-04-part1.csv was cancelled. "
                                        "Nothing was written to the catalog."));
    EXPECT_FALSE(text.problem);
}

// Cancel at the importer's first progress report, part way into a 20,000-row bill (8 MB):
// the rows read so far are dropped and nothing is written.
TEST(BillImportJobTest, ACancelMidFileRollsBack)
{
    CatalogFile file;
    ASSERT_TRUE(file.catalog);
    QFile part(billFile("cur2-2026-04-part1.csv"));
    ASSERT_TRUE(part.open(QIODevice::ReadOnly));
    const QByteArray header = part.readLine();
    const QByteArray rows = part.readAll();
    const QString big = file.dir.filePath(QStringLiteral("big.csv"));
    QFile out(big);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(header);
    for (int i = 0; i < 4000; ++i) // 5 rows each
        out.write(rows);
    out.close();

    BillImportRequest request = curPart1();
    request.path = big;
    BillImportJob job(file.path(), {}, request, nullptr);
    QSignalSpy finished(&job, &BillImportJob::finished);
    QObject::connect(
        &job, &BillImportJob::progressed, &job, [&job](qint64, qint64) { job.cancel(); },
        Qt::DirectConnection);
    job.start();
    ASSERT_TRUE(waitFor(finished));
    ASSERT_TRUE(job.result().has_value() && job.result()->ok());
    EXPECT_TRUE(job.result()->value().cancelled);
    EXPECT_EQ(file.count("bill_imports"), 0);
    EXPECT_EQ(file.count("actuals"), 0);
}

TEST(BillImportControllerTest, SaysWhyACatalogCannotTakeABill)
{
    EXPECT_EQ(BillImportController::whyCannotImport(nullptr),
              QStringLiteral("No catalog is open, so there is nowhere to import the bill to. "
                             "Open a catalog first."));
    CatalogFile readOnly(true);
    ASSERT_TRUE(readOnly.catalog);
    EXPECT_EQ(BillImportController::whyCannotImport(readOnly.catalog.get()),
              QStringLiteral("The catalog %1 is open read-only, so a bill cannot be imported into "
                             "it. Open it again once it is writable, or open another catalog.")
                  .arg(QDir::toNativeSeparators(readOnly.path())));
    // The action says so in a box rather than asking for a file.
    QWidget window;
    BillImportController controller(&window, [&readOnly] { return readOnly.catalog.get(); });
    controller.action()->trigger();
    EXPECT_EQ(controller.dialog(), nullptr);
    ASSERT_NE(controller.messageBox(), nullptr);
    EXPECT_EQ(controller.messageBox()->text(), QStringLiteral("The bill cannot be imported."));
    EXPECT_FALSE(controller.start(curPart1()));
    EXPECT_EQ(controller.job(), nullptr);
    controller.messageBox()->close();
}

TEST(BillImportReportTextTest, ListsTheFirstRejectionsAndTheRestInDetails)
{
    db::BillImportReport report;
    report.fileName = QStringLiteral("bill.csv");
    report.rowsRead = 10;
    report.rowsUsed = 5;
    report.rowsRejected = 5;
    for (int line = 2; line < 7; ++line)
        report.rejections
            << QStringLiteral("line %1: BilledCost \"<b>\" is not a number").arg(line);
    BillImportRequest request;
    request.path = QStringLiteral("/data/bill.csv");
    const BillImportReportText text = BillImportReportText::of(request, report);
    EXPECT_TRUE(text.problem);
    EXPECT_EQ(text.text, QStringLiteral("Imported bill.csv as FOCUS."));
    EXPECT_TRUE(text.informativeText.endsWith(
        QStringLiteral("Rows rejected: 5\n"
                       "  line 2: BilledCost \"<b>\" is not a number\n"
                       "  line 3: BilledCost \"<b>\" is not a number\n"
                       "  line 4: BilledCost \"<b>\" is not a number\n"
                       "  … and 2 more (Show Details…)")))
        << text.informativeText.toStdString();
    EXPECT_EQ(text.detailedText.count(QLatin1Char('\n')), 4);
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

TEST(BillImportControllerTest, FileImportBillOpensTheDialog)
{
    QTemporaryDir scratch;
    MainWindow window;
    ASSERT_TRUE(window.loadCatalog(scratch.filePath(QStringLiteral("catalog.sqlite"))).ok());
    QAction *import = menuAction(window, QStringLiteral("&File"), QStringLiteral("Import &Bill…"));
    ASSERT_NE(import, nullptr);
    import->trigger();
    auto *controller = window.findChild<BillImportController *>();
    ASSERT_NE(controller, nullptr);
    ASSERT_NE(controller->dialog(), nullptr);
    EXPECT_TRUE(controller->dialog()->isVisible());
    controller->dialog()->reject();
}

// The window with `shown` drawn over it, framed, where it stands (offscreen grab() sees one
// widget at a time).
bool saveOver(MainWindow &window, QWidget *shown, const QString &path)
{
    QPixmap shot = window.grab();
    QPainter painter(&shot);
    const QPoint at = shown->geometry().topLeft() - window.geometry().topLeft();
    painter.drawPixmap(at, shown->grab());
    painter.setPen(Qt::darkGray);
    painter.drawRect(QRect(at, shown->size()).adjusted(-1, -1, 0, 0));
    painter.end();
    return shot.save(path);
}

TEST(BillImportScreenshot, TheDialogAndTheOutcome)
{
    const QString directory = qEnvironmentVariable("ACCELDECIDE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set ACCELDECIDE_SCREENSHOT_DIR to write the screenshots";
    ASSERT_TRUE(QDir().mkpath(directory));
    QTemporaryDir scratch;
    MainWindow window;
    ASSERT_TRUE(window.loadCatalog(scratch.filePath(QStringLiteral("catalog.sqlite"))).ok());
    window.resize(1280, 860);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    menuAction(window, QStringLiteral("&File"), QStringLiteral("Import &Bill…"))->trigger();
    auto *controller = window.findChild<BillImportController *>();
    BillImportDialog *dialog = controller->dialog();
    ASSERT_NE(dialog, nullptr);
    dialog->formatBox()->setCurrentIndex(1);
    dialog->pathEdit()->setText(billFile("cur2-2026-04-part1.csv"));
    dialog->regionsEdit()->setText(QStringLiteral("us-east-1"));
    dialog->tagEdit()->setText(QStringLiteral("project"));
    QTest::qWait(200);
    ASSERT_TRUE(dialog->grab().save(directory + QStringLiteral("/bill-import-bad-tag.png")));
    dialog->tagEdit()->setText(QStringLiteral("project=llm-train"));
    QTest::qWait(100);
    ASSERT_TRUE(dialog->grab().save(directory + QStringLiteral("/bill-import-dialog.png")));
    EXPECT_TRUE(
        saveOver(window, dialog, directory + QStringLiteral("/bill-import-over-window.png")));

    QSignalSpy finished(controller, &BillImportController::finished);
    dialog->importButton()->click();
    ASSERT_TRUE(waitFor(finished));
    QMessageBox *box = controller->messageBox();
    ASSERT_NE(box, nullptr);
    QTest::qWait(200);
    EXPECT_TRUE(saveOver(window, box, directory + QStringLiteral("/bill-import-outcome.png")));
    box->close();
}

} // namespace
} // namespace acceldecide::ui
