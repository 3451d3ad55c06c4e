// The price import's worker thread, progress dialog and cancellation, over a catalog
// file and a generated AWS price list of several megabytes.

#include "ui/catalog/PriceImportJob.h"
#include "catalog/GeneratedPriceList.h"

#include "database/connection/CatalogDatabase.h"
#include "database/import/CatalogCsv.h"

#include "QtPrinters.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <memory>

namespace acceldecide::ui {
namespace {

using test::GeneratedPriceList;
using test::writeAwsPriceList;

// About 6.5 MB: several of the importer's 1 MiB blocks, so progress is reported
// before the import ends.
constexpr int kRows = 8000;
constexpr int kTimeoutMs = 60000;
const QString kSourceTitle =
    QStringLiteral("AWS Price List API, AmazonEC2 offer, version 20260728175247");

// A catalog file and the connection a window would hold on it (on this, the GUI, thread).
struct CatalogFile
{
    explicit CatalogFile(db::CatalogDatabase::Seeding seeding)
    {
        db::CatalogDatabase::OpenOptions options;
        options.seeding = seeding;
        options.backupsToKeep = 0;
        auto opened = db::CatalogDatabase::open(path(), options);
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        if (opened)
            catalog = std::move(opened.value());
    }
    QString path() const { return dir.filePath(QStringLiteral("catalog.sqlite")); }

    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> catalog;
};

PriceImportRequest awsRequest(const QString &path)
{
    PriceImportRequest request;
    request.format = PriceImportRequest::Format::AwsPriceList;
    request.path = path;
    return request;
}

// The row count of every table, by name.
std::map<QString, qint64> rowCounts(db::CatalogDatabase &catalog)
{
    std::map<QString, qint64> counts;
    QSqlQuery tables(catalog.connection());
    EXPECT_TRUE(tables.exec(QStringLiteral(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")));
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QSqlQuery count(catalog.connection());
        EXPECT_TRUE(count.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(table)));
        counts[table] = count.next() ? count.value(0).toLongLong() : -1;
    }
    return counts;
}

// Every table as `catalog export` writes it: equal exports are equal contents.
std::map<QString, QByteArray> exportedCsv(db::CatalogDatabase &catalog, const QString &directory)
{
    EXPECT_TRUE(db::CatalogCsv::exportTo(catalog, directory).ok());
    std::map<QString, QByteArray> files;
    for (const QString &name : QDir(directory).entryList(QDir::Files, QDir::Name)) {
        QFile file(QDir(directory).filePath(name));
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        files[name] = file.readAll();
    }
    return files;
}

bool waitFor(const QSignalSpy &spy)
{
    return QTest::qWaitFor([&spy] { return !spy.isEmpty(); }, kTimeoutMs);
}

TEST(PriceImportJobTest, ImportsOnAWorkerThreadAndReportsTheRows)
{
    CatalogFile file(db::CatalogDatabase::Seeding::Skip);
    const QString csv = file.dir.filePath(QStringLiteral("index.csv"));
    const GeneratedPriceList generated = writeAwsPriceList(csv, kRows);
    ASSERT_GT(generated.bytes, 5 << 20);
    EXPECT_EQ(generated.linuxRows, 6000);
    EXPECT_EQ(generated.windowsRows, 2000);
    std::map<QString, qint64> expected = rowCounts(*file.catalog);

    PriceImportJob job(file.path(), awsRequest(csv), nullptr);
    QSignalSpy finished(&job, &PriceImportJob::finished);
    // Progress reaches the GUI thread, queued; the last report is the whole file.
    std::vector<std::pair<qint64, qint64>> progress;
    bool progressOnGuiThread = true;
    QObject::connect(&job, &PriceImportJob::progressed, &job, [&](qint64 done, qint64 total) {
        progressOnGuiThread = progressOnGuiThread && QThread::currentThread() == qApp->thread();
        progress.emplace_back(done, total);
    });
    job.start();
    EXPECT_TRUE(job.isRunning());
    ASSERT_TRUE(waitFor(finished));
    EXPECT_FALSE(job.isRunning());
    EXPECT_EQ(finished.count(), 1);

    const db::ImportReport &report = job.report();
    EXPECT_FALSE(report.refused) << report.message;
    EXPECT_FALSE(report.cancelled);
    EXPECT_EQ(report.source, kSourceTitle);
    EXPECT_EQ(report.rowsRead, 8000);
    EXPECT_EQ(report.rowsImported, 6000);
    EXPECT_EQ(report.rowsSkipped, 2000); // the Windows rows
    EXPECT_EQ(report.rowsRejected, 0);
    EXPECT_EQ(report.message, QStringLiteral("6000 price observations from 6000 rows (6000 new, "
                                             "0 already in the catalog); 2000 rows skipped by "
                                             "filter, 0 rejected"));

    EXPECT_TRUE(progressOnGuiThread);
    ASSERT_FALSE(progress.empty());
    EXPECT_EQ(progress.back(), std::make_pair(generated.bytes, generated.bytes));

    // The window's own connection sees what the worker's connection committed.
    expected[QStringLiteral("sources")] += 1;
    expected[QStringLiteral("instance_types")] += 6000;
    expected[QStringLiteral("instance_offerings")] += 6000;
    expected[QStringLiteral("price_observations")] += 6000;
    EXPECT_EQ(rowCounts(*file.catalog), expected);
}

TEST(PriceImportJobTest, CancelInTheProgressDialogLeavesTheCatalogAsItWas)
{
    CatalogFile file(db::CatalogDatabase::Seeding::Load); // seeded: every table has rows
    const QString csv = file.dir.filePath(QStringLiteral("index.csv"));
    ASSERT_GT(writeAwsPriceList(csv, kRows).bytes, 5 << 20);
    const std::map<QString, qint64> countsBefore = rowCounts(*file.catalog);
    const std::map<QString, QByteArray> contentsBefore =
        exportedCsv(*file.catalog, file.dir.filePath(QStringLiteral("before")));
    ASSERT_GT(countsBefore.at(QStringLiteral("price_observations")), 0);

    // The worker waits inside its first progress report until Cancel has been pressed,
    // so the cancel lands mid-import however fast the machine is.
    QSemaphore reached;
    QSemaphore proceed;
    std::atomic<int> reports{0};
    PriceImportJob job(file.path(), awsRequest(csv), nullptr);
    const auto releaseWorker = qScopeGuard([&proceed] { proceed.release(); });
    QObject::connect(
        &job, &PriceImportJob::progressed, &job,
        [&](qint64, qint64) {
            if (reports++ == 0) {
                reached.release();
                proceed.acquire();
            }
        },
        Qt::DirectConnection);
    QSignalSpy finished(&job, &PriceImportJob::finished);
    job.start();
    ASSERT_TRUE(reached.tryAcquire(1, kTimeoutMs));

    QProgressDialog *dialog = job.progressDialog();
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->windowModality(), Qt::WindowModal);
    // The dialog shows itself after its minimum duration, with the first progress.
    EXPECT_TRUE(
        QTest::qWaitFor([dialog] { return dialog->isVisible() && dialog->value() > 0; }, 2000));
    EXPECT_EQ(dialog->maximum(), 1000);
    EXPECT_TRUE(dialog->labelText().startsWith(QStringLiteral("Importing index.csv…\n")))
        << dialog->labelText();
    QPushButton *cancel = dialog->findChild<QPushButton *>();
    ASSERT_NE(cancel, nullptr);
    EXPECT_EQ(cancel->text(), QStringLiteral("Cancel"));
    QTest::mouseClick(cancel, Qt::LeftButton);
    EXPECT_FALSE(dialog->isVisible());
    proceed.release();

    ASSERT_TRUE(waitFor(finished));
    const db::ImportReport &report = job.report();
    EXPECT_TRUE(report.cancelled);
    EXPECT_FALSE(report.refused);
    // Stopped after the first of several blocks.
    EXPECT_GT(report.rowsRead, 0);
    EXPECT_LT(report.rowsRead, kRows);
    EXPECT_TRUE(report.message.endsWith(QStringLiteral("; nothing was written"))) << report.message;
    EXPECT_EQ(rowCounts(*file.catalog), countsBefore);
    EXPECT_EQ(exportedCsv(*file.catalog, file.dir.filePath(QStringLiteral("after"))),
              contentsBefore);
}

TEST(PriceImportJobTest, ARefusedFileWritesNothing)
{
    CatalogFile file(db::CatalogDatabase::Seeding::Load);
    // A SkyPilot catalog offered as an AWS price list.
    const QString csv = file.dir.filePath(QStringLiteral("vms.csv"));
    QFile out(csv);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,SpotPrice,"
              "Region,AvailabilityZone\n"
              "p5.48xlarge,H100,8,192,2048,98.32,35.0,us-east-1,us-east-1a\n");
    out.close();
    const std::map<QString, qint64> countsBefore = rowCounts(*file.catalog);

    PriceImportJob job(file.path(), awsRequest(csv), nullptr);
    QSignalSpy finished(&job, &PriceImportJob::finished);
    job.start();
    ASSERT_TRUE(waitFor(finished));
    const db::ImportReport &report = job.report();
    EXPECT_TRUE(report.refused);
    EXPECT_FALSE(report.cancelled);
    EXPECT_EQ(report.rowsRead, 0);
    EXPECT_EQ(report.rowsImported, 0);
    EXPECT_EQ(report.message,
              QStringLiteral("an AWS Price List EC2 offer CSV starts with 5 lines "
                             "\"FormatVersion\", \"Disclaimer\", \"Publication Date\", "
                             "\"Version\", \"OfferCode\" (the file has fewer lines); nothing "
                             "was written"));
    EXPECT_EQ(rowCounts(*file.catalog), countsBefore);
}

TEST(PriceImportJobTest, ACatalogTheWorkerCannotOpenIsReported)
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("index.csv"));
    writeAwsPriceList(csv, 8);
    PriceImportJob job(dir.filePath(QStringLiteral("missing/catalog.sqlite")), awsRequest(csv),
                       nullptr);
    QSignalSpy finished(&job, &PriceImportJob::finished);
    job.start();
    ASSERT_TRUE(waitFor(finished));
    EXPECT_TRUE(job.report().refused);
    EXPECT_TRUE(job.report().message.startsWith(
        QStringLiteral("the catalog could not be opened for the import: ")))
        << job.report().message;
}

} // namespace
} // namespace acceldecide::ui
