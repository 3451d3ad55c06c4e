// A cloud bill into the catalog (schema version 12), on both backends: a FOCUS 1.2 export
// and a CUR 2.0 month split across a plain and a gzip file, each line's charge kind and
// the totals worked by hand below; a second import of a file adding nothing; files of the
// other format, truncated, Parquet or with a bad cost refused or rejected by name.
#include "database/actuals/BillImporter.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using actuals::BillFilter;
using actuals::BillFormat;
using actuals::SkipReason;

namespace {

QString billFile(const char *name)
{
    return fixture("bills/") + QString::fromLatin1(name);
}

double sum(QSqlDatabase &db, const char *column, const QString &where = QStringLiteral("1 = 1"))
{
    return scalarValue(db, QStringLiteral("SELECT COALESCE(SUM(%1), 0) FROM actuals WHERE %2")
                               .arg(QString::fromLatin1(column), where))
        .toDouble();
}

BillImportReport imported(CatalogDatabase &catalog, const QString &path, BillFormat format,
                          const BillFilter &filter = {})
{
    const BillImportResult result = BillImporter::importFile(catalog, path, format, filter);
    EXPECT_TRUE(result.ok()) << result.error().error.toString().toStdString();
    return result.ok() ? result.value() : BillImportReport{};
}

// A copy of `source` with its bytes cut to `size`, or with `from` replaced by `to`.
QString alteredCopy(const QTemporaryDir &dir, const QString &source, qint64 size,
                    const QByteArray &from = {}, const QByteArray &to = {})
{
    QFile in(source);
    EXPECT_TRUE(in.open(QIODevice::ReadOnly));
    QByteArray bytes = in.readAll();
    if (size >= 0)
        bytes.truncate(size);
    if (!from.isEmpty())
        bytes.replace(bytes.indexOf(from), from.size(), to);
    const QString path = dir.filePath(QStringLiteral("altered-") + QFileInfo(source).fileName());
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    return path;
}

class Bills : public BackendTest
{};

} // namespace

// Every charge kind of the FOCUS fixture, totals by hand (March 2026):
//   effective: p5 on-demand 550.40 + trn1 covered 1,419.00 + p5 covered 715.60 + unused
//   commitment 330.10 + spot 50.00 + Capacity Block 943.92 - credit 500.00 - refund 55.04
//   + tax 120.00 + the search team's p5 110.08 = 3,684.06 (the plan's fee 2,500 costs 0:
//   its used part is in the covered lines, its unused part is the 330.10);
//   billed: 550.40 + 2,500.00 + 50.00 + 943.92 - 500.00 - 55.04 + 120.00 + 110.08 = 3,719.36;
//   accelerator-hours: p5 (8 GPUs) 10 + 20 + 4 + 2 = 36 h x 8 = 288, trn1 (16 chips)
//   100 h x 16 = 1,600: 1,888.
TEST_P(Bills, AFocusExportGivesEveryChargeKindAndTheTotalsWorkedByHand)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const BillImportReport report =
        imported(*temp.catalog, billFile("focus-1.2-2026-03.csv"), BillFormat::Focus);
    EXPECT_EQ(report.rowsRead, 14);
    EXPECT_EQ(report.rowsUsed, 11);
    EXPECT_EQ(report.skipped(SkipReason::NotCompute), 1);             // S3
    EXPECT_EQ(report.skipped(SkipReason::NotAcceleratedInstance), 2); // m7i, c7i
    EXPECT_EQ(report.rowsRejected, 0);
    QSqlDatabase &db = temp.db();
    EXPECT_NEAR(sum(db, "effective_usd"), 3684.06, 1e-9);
    EXPECT_NEAR(sum(db, "billed_usd"), 3719.36, 1e-9);
    EXPECT_NEAR(sum(db, "accelerator_hours"), 1888.0, 1e-9);
    EXPECT_NEAR(sum(db, "effective_usd", QStringLiteral("charge_kind = 'unused_commitment'")),
                330.10, 1e-9);
    EXPECT_NEAR(sum(db, "billed_usd",
                    QStringLiteral("charge_kind = 'capacity_block_fee' AND "
                                   "region = 'us-east-2'")),
                943.92, 1e-9);
    EXPECT_NEAR(sum(db, "accelerator_hours", QStringLiteral("stack = 'neuron'")), 1600.0, 1e-9);
    // The plan covered the CPU instance too: 1,419.00 + 715.60 + 35.30.
    EXPECT_NEAR(scalarValue(db, QStringLiteral("SELECT SUM(effective_usd) FROM "
                                               "commitment_coverage"))
                    .toDouble(),
                2169.90, 1e-9);
    EXPECT_EQ(count(db, schema::billImports::kTable,
                    QStringLiteral("format = 'focus' AND rows_read = 14 AND rows_used = 11")),
              1);
}

// With the team's tag, the search team's p5 hours are another workload's; the untagged
// fee, credit and tax stay, to be shared out by what they covered.
TEST_P(Bills, ATagKeepsTheTaggedUsageAndTheChargesNoTagCanCarry)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    BillFilter filter;
    filter.tag = BillFilter::parseTag("project=llm-train").value();
    const BillImportReport report =
        imported(*temp.catalog, billFile("focus-1.2-2026-03.csv"), BillFormat::Focus, filter);
    EXPECT_EQ(report.rowsUsed, 10);
    EXPECT_EQ(report.skipped(SkipReason::OutsideFilter), 1);
    EXPECT_NEAR(sum(temp.db(), "effective_usd"), 3684.06 - 110.08, 1e-9);
}

// April 2026 in two CUR 2.0 files, the second gzip: together, by hand,
//   effective: p5 on-demand net of the EDP discount 522.88 + trn1 covered 1,419.00 + p5
//   covered 715.60 + unused 2,500.00 - 2,134.60 = 365.40 + spot 50.00 + Capacity Block 943.92
//   - credit 500.00 - refund 55.04 + tax 120.00 = 3,581.76;
//   billed: 522.88 + fee 2,500.00 + 50.00 + 943.92 - 500.00 - 55.04 + 120.00 = 3,581.76
//   (the plan was used to the cent of what it billed plus what it stranded).
// The negation lines (-2,150.00 and -1,100.80) and the EDP line are never counted.
TEST_P(Bills, AMonthSplitAcrossAPlainAndAGzipCurFileAddsUp)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const BillImportReport first =
        imported(*temp.catalog, billFile("cur2-2026-04-part1.csv"), BillFormat::Cur2);
    EXPECT_EQ(first.rowsRead, 5);
    EXPECT_EQ(first.rowsUsed, 3);
    EXPECT_EQ(first.skipped(SkipReason::CountedElsewhere), 1);
    EXPECT_EQ(first.skipped(SkipReason::NotCompute), 1);
    const BillImportReport second =
        imported(*temp.catalog, billFile("cur2-2026-04-part2.csv.gz"), BillFormat::Cur2);
    EXPECT_EQ(second.rowsRead, 8);
    EXPECT_EQ(second.rowsUsed, 6);
    EXPECT_EQ(second.skipped(SkipReason::CountedElsewhere), 2);
    QSqlDatabase &db = temp.db();
    EXPECT_NEAR(sum(db, "effective_usd", QStringLiteral("month = '2026-04'")), 3581.76, 1e-9);
    EXPECT_NEAR(sum(db, "billed_usd", QStringLiteral("month = '2026-04'")), 3581.76, 1e-9);
    EXPECT_NEAR(sum(db, "effective_usd", QStringLiteral("charge_kind = 'unused_commitment'")),
                365.40, 1e-9);
    EXPECT_EQ(count(db, schema::billImports::kTable), 2);
}

TEST_P(Bills, ImportingTheSameFileAgainAddsNothingAndSaysWhen)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const QString path = billFile("cur2-2026-04-part2.csv.gz");
    imported(*temp.catalog, path, BillFormat::Cur2);
    const qint64 rows = count(temp.db(), schema::actuals::kTable);
    const BillImportReport again = imported(*temp.catalog, path, BillFormat::Cur2);
    EXPECT_FALSE(again.importedBefore.isEmpty());
    EXPECT_EQ(again.fileSha256, sha256Of(path));
    EXPECT_EQ(count(temp.db(), schema::actuals::kTable), rows);
    EXPECT_EQ(count(temp.db(), schema::billImports::kTable), 1);
}

TEST_P(Bills, AFileOfTheOtherFormatIsRefusedNamingTheFirstMissingColumn)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    const BillImportResult result = BillImporter::importFile(
        *temp.catalog, billFile("focus-1.2-2026-03.csv"), BillFormat::Cur2, {});
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().refused);
    EXPECT_EQ(result.error().error.message.toStdString(),
              "the file is not a CUR 2.0 export: its header has no column "
              "line_item_line_item_type");
    EXPECT_EQ(count(temp.db(), schema::billImports::kTable), 0);
}

TEST_P(Bills, ATruncatedGzipIsRefusedNamingTheByteAndNothingIsWritten)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    QTemporaryDir dir;
    const QString cut = alteredCopy(dir, billFile("cur2-2026-04-part2.csv.gz"), 500);
    const BillImportResult result =
        BillImporter::importFile(*temp.catalog, cut, BillFormat::Cur2, {});
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().refused);
    EXPECT_TRUE(result.error().error.message.contains(QStringLiteral("500")))
        << result.error().error.message.toStdString();
    EXPECT_EQ(count(temp.db(), schema::actuals::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::billImports::kTable), 0);
}

TEST_P(Bills, ACostThatIsNotANumberIsRejectedWithItsLineAndTheRestKept)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    QTemporaryDir dir;
    const QString bad = alteredCopy(dir, billFile("focus-1.2-2026-03.csv"), -1,
                                    QByteArrayLiteral(",550.40,"), QByteArrayLiteral(",n/a,"));
    const BillImportReport report = imported(*temp.catalog, bad, BillFormat::Focus);
    EXPECT_EQ(report.rowsRejected, 1);
    ASSERT_EQ(report.rejections.size(), 1);
    EXPECT_EQ(report.rejections.front().toStdString(),
              "line 2: BilledCost \"n/a\" is not a number");
    EXPECT_EQ(report.rowsUsed, 10);
}

TEST_P(Bills, AParquetExportIsRefusedSayingToExportCsv)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bill.parquet"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QByteArrayLiteral("PAR1\x15\x04\x15\x10 not really a parquet body PAR1"));
    file.close();
    const BillImportResult result =
        BillImporter::importFile(*temp.catalog, path, BillFormat::Cur2, {});
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().error.message.contains(QStringLiteral("export the bill as CSV")));
}

// Tags are the bill's text: stored exactly as written, never spliced into SQL.
TEST_P(Bills, TagTextIsStoredExactly)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    QTemporaryDir dir;
    const QByteArray hostile =
        QByteArrayLiteral("\"{\"\"user:project\"\": \"\"x'); DROP TABLE actuals; --\"\"}\"");
    const QString path =
        alteredCopy(dir, billFile("focus-1.2-2026-03.csv"), -1,
                    QByteArrayLiteral("\"{\"\"user:project\"\": \"\"search\"\"}\""), hostile);
    imported(*temp.catalog, path, BillFormat::Focus);
    EXPECT_EQ(count(temp.db(), schema::actuals::kTable,
                    QStringLiteral("tags_json = '{\"user:project\":\"x''); DROP TABLE actuals; "
                                   "--\"}'")),
              1);
}

TEST_P(Bills, Version12AddsTheTablesKeepingUserRows)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        QSqlDatabase &db = opened.value()->connection();
        dropActualsTables(db);
        QSqlQuery query(db);
        ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('my "
                                              "notes', 'user')")));
        ASSERT_TRUE(SqlDialect::of(db).setSchemaVersion(db, 11).ok());
    }
    auto migrated = CatalogDatabase::open(location, CatalogDatabase::Seeding::Load);
    ASSERT_TRUE(migrated.ok()) << migrated.error().toString().toStdString();
    QSqlDatabase &db = migrated.value()->connection();
    EXPECT_EQ(SchemaMigrator::version(db).value(), schema::kCurrentVersion);
    EXPECT_EQ(count(db, schema::sources::kTable, QStringLiteral("title = 'my notes'")), 1);
    imported(*migrated.value(), billFile("cur2-2026-04-part1.csv"), BillFormat::Cur2);
    EXPECT_EQ(count(db, schema::billImports::kTable), 1);
}

// A quote that never closes swallows every line after it: the file is refused whole,
// naming the line, rather than imported without the rows after it.
TEST_P(Bills, AnUnterminatedQuoteRefusesTheFileNamingItsLine)
{
    TempCatalog temp(CatalogDatabase::Seeding::Load, GetParam());
    ASSERT_TRUE(temp.catalog);
    QTemporaryDir dir;
    const QString bad = alteredCopy(dir, billFile("focus-1.2-2026-03.csv"), -1,
                                    QByteArrayLiteral(",550.40,"), QByteArrayLiteral(",\"550.40,"));
    const BillImportResult result =
        BillImporter::importFile(*temp.catalog, bad, BillFormat::Focus, {});
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().refused);
    EXPECT_TRUE(result.error().error.message.contains(QStringLiteral("line 2")))
        << result.error().error.message.toStdString();
    EXPECT_EQ(count(temp.db(), schema::actuals::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::billImports::kTable), 0);
}

ACCELDECIDE_ON_EVERY_BACKEND(Bills);
