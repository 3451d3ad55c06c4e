// A bill of many blocks: BillImporter cuts a file into blocks of about a megabyte that
// worker threads read while the calling thread hashes the file and sums the rows in file
// order. The CUR 2.0 fixture's rows repeated over several blocks must count, sum, reject
// (by line) and hash as the one small file does, and a cancelled import writes nothing.
#include "ImporterTestSupport.h"
#include "database/actuals/BillImporter.h"
#include "database/schema/CatalogSchema.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <atomic>
#include <cmath>
#include <string>
#include <vector>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using actuals::BillFormat;
using actuals::SkipReason;

namespace {

constexpr int kRepeats = 4000; // 20,000 rows of about 450 bytes: 9 MB, several blocks
constexpr int kBadEvery = 701; // a row whose cost is not a number after every so many

QByteArray fixtureBytes()
{
    QFile file(fixture("bills/cur2-2026-04-part1.csv"));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

// The fixture's five data rows kRepeats times; returns the lines of the rejected rows.
std::vector<qint64> writeRepeated(const QString &path)
{
    const QByteArray bytes = fixtureBytes();
    const qsizetype headerEnd = bytes.indexOf('\n') + 1;
    const QByteArray header = bytes.left(headerEnd);
    const QByteArray rows = bytes.mid(headerEnd);
    QByteArray bad = rows.left(rows.indexOf('\n') + 1);
    bad.replace(QByteArrayLiteral(",550.40,"), QByteArrayLiteral(",n/a,"));
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(header);
    std::vector<qint64> badLines;
    qint64 line = 1;
    for (int i = 0; i < kRepeats; ++i) {
        out.write(rows);
        line += 5;
        if (i % kBadEvery == kBadEvery - 1) {
            out.write(bad);
            badLines.push_back(++line);
        }
    }
    return badLines;
}

double sum(QSqlDatabase &db, const char *column)
{
    return scalarValue(db, QStringLiteral("SELECT SUM(%1) FROM actuals").arg(column)).toDouble();
}

} // namespace

TEST(BillImportBlocks, AFileOfManyBlocksCountsSumsAndRejectsAsItsRowsDo)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cur2-repeated.csv"));
    const std::vector<qint64> badLines = writeRepeated(path);
    ASSERT_GT(QFileInfo(path).size(), qint64(4) << 20);

    TempCatalog once(CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(once.catalog);
    ASSERT_TRUE(BillImporter::importFile(*once.catalog, fixture("bills/cur2-2026-04-part1.csv"),
                                         BillFormat::Cur2, {})
                    .ok());
    TempCatalog many(CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(many.catalog);
    const BillImportResult result =
        BillImporter::importFile(*many.catalog, path, BillFormat::Cur2, {});
    ASSERT_TRUE(result.ok()) << result.error().error.toString().toStdString();
    const BillImportReport &report = result.value();

    const qint64 bad = qint64(badLines.size());
    EXPECT_EQ(report.rowsRead, 5 * kRepeats + bad);
    EXPECT_EQ(report.rowsUsed, 3 * kRepeats);
    EXPECT_EQ(report.skipped(SkipReason::NotCompute), kRepeats);
    EXPECT_EQ(report.skipped(SkipReason::CountedElsewhere), kRepeats);
    EXPECT_EQ(report.rowsRejected, bad);
    ASSERT_EQ(report.rejections.size(), bad);
    for (qsizetype i = 0; i < report.rejections.size(); ++i)
        EXPECT_EQ(report.rejections[i].toStdString(),
                  "line " + std::to_string(badLines[std::size_t(i)]) +
                      ": line_item_unblended_cost \"n/a\" is not a number");
    EXPECT_EQ(report.fileSha256, sha256Of(path));
    // The same summed rows, each kRepeats times the small file's.
    EXPECT_EQ(count(many.db(), schema::actuals::kTable), count(once.db(), schema::actuals::kTable));
    for (const char *column : {"effective_usd", "billed_usd", "accelerator_hours", "lines"})
        EXPECT_NEAR(sum(many.db(), column), kRepeats * sum(once.db(), column),
                    1e-9 * kRepeats * std::abs(sum(once.db(), column)))
            << column;
}

TEST(BillImportBlocks, ACancelledImportOfManyBlocksWritesNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cur2-repeated.csv"));
    writeRepeated(path);
    TempCatalog temp(CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(temp.catalog);
    std::atomic<bool> cancel{false};
    ImportOptions options;
    options.cancel = &cancel;
    options.progress = [&cancel](qint64, qint64) {
        cancel.store(true);
    };
    const BillImportResult result =
        BillImporter::importFile(*temp.catalog, path, BillFormat::Cur2, {}, options);
    ASSERT_TRUE(result.ok()) << result.error().error.toString().toStdString();
    EXPECT_TRUE(result.value().cancelled);
    EXPECT_LT(result.value().rowsRead, 5 * kRepeats);
    EXPECT_EQ(count(temp.db(), schema::billImports::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::actuals::kTable), 0);
}
