#include "database/import/ImportRun.h"
#include "ImporterTestSupport.h"
#include "database/import/CsvColumns.h"
#include "database/schema/CatalogSchema.h"

#include <QFile>
#include <QSqlQuery>

#include <atomic>

using namespace acceldecide::db;
using namespace acceldecide::db::import;
using namespace acceldecide::db::test;

namespace {

// A tiny importer over the shared run: each "key,value" row becomes a catalog_meta row,
// so what the run committed or rolled back can be counted afterwards.
struct TinyImport
{
    TinyImport(CatalogDatabase &catalog, const ImportOptions &options = {})
        : run(catalog, options), columns({{"key"}, {"value"}, {"note", false}})
    {}

    ImportReport import(const QString &path)
    {
        if (!run.open(path))
            return run.report();
        if (const ImportRun::Header header = run.readHeader(columns);
            header != ImportRun::Header::Found)
            return refused(header == ImportRun::Header::Empty
                               ? QStringLiteral("empty")
                               : QStringLiteral("missing ") + columns.missing().join(','));
        if (!run.begin({QStringLiteral("tiny"), {}, {}, QStringLiteral("2026-01-01"), {}}))
            return run.report();
        QSqlQuery insert(run.database());
        insert.prepare(QStringLiteral("INSERT INTO catalog_meta (key, value) VALUES (?, ?)"));
        return run.importRows(
            [&](const std::vector<std::string_view> &fields) {
                ++rowsSeen;
                if (onRow)
                    onRow(rowsSeen);
                const QString key = toQString(columns.field(fields, 0));
                if (key == QLatin1String("skip"))
                    return ImportRun::Outcome::skipped();
                if (key.isEmpty())
                    return ImportRun::Outcome::rejected(QStringLiteral("key: empty"));
                insert.bindValue(0, key);
                insert.bindValue(1, toQString(columns.field(fields, 1)));
                if (!insert.exec())
                    return ImportRun::Outcome::rejected(QStringLiteral("duplicate key"));
                return ImportRun::Outcome::imported();
            },
            [&] { return QStringLiteral("%1 rows seen").arg(rowsSeen); });
    }

    ImportRun run;
    CsvColumns columns;
    int rowsSeen = 0;
    std::function<void(int)> onRow;
};

QString writeFile(const QTemporaryDir &dir, const char *name, const QByteArray &text)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
    return path;
}

qint64 metaRows(QSqlDatabase &db)
{
    return count(db, schema::catalogMeta::kTable,
                 QStringLiteral("key <> '%1'").arg(QLatin1String(schema::catalogMeta::kSeedHash)));
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class ImportRunTest : public BackendTest
{};

TEST_P(ImportRunTest, CountsEveryOutcomeAndCommitsOnce)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const QString path =
        writeFile(temp.dir, "rows.csv", "Value,KEY,Note\n1,a,x\n2,skip,\n3,,\n4,a,\n5,b\n6,c,\n");
    std::vector<qint64> progress;
    ImportOptions options;
    options.progress = [&](qint64 done, qint64) {
        progress.push_back(done);
    };
    TinyImport tiny(*temp.catalog, options);
    const ImportReport report = tiny.import(path);

    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.source, QStringLiteral("tiny"));
    EXPECT_EQ(report.rowsRead, 6);
    EXPECT_EQ(report.rowsImported, 2); // a and c
    EXPECT_EQ(report.rowsSkipped, 1);
    EXPECT_EQ(report.rowsRejected, 3);
    EXPECT_EQ(report.rejections, QStringList({QStringLiteral("line 4: key: empty"),
                                              QStringLiteral("line 5: duplicate key"),
                                              QStringLiteral("line 6: expected 3 fields, got 2")}));
    // The narrow row never reached the importer.
    EXPECT_EQ(tiny.rowsSeen, 5);
    EXPECT_EQ(report.message, QStringLiteral("5 rows seen"));
    ASSERT_FALSE(progress.empty());
    EXPECT_EQ(progress.back(), QFileInfo(path).size());
    EXPECT_EQ(metaRows(temp.db()), 2);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable, QStringLiteral("title = 'tiny'")), 1);
}

TEST_P(ImportRunTest, RefusesBeforeWritingWhenTheHeaderDoesNotMap)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    EXPECT_EQ(TinyImport(*temp.catalog)
                  .import(writeFile(temp.dir, "other.csv", "key,price\na,1\n"))
                  .message,
              QStringLiteral("missing value"));
    EXPECT_EQ(TinyImport(*temp.catalog).import(writeFile(temp.dir, "empty.csv", "")).message,
              QStringLiteral("empty"));
    const ImportReport missing =
        TinyImport(*temp.catalog).import(temp.dir.filePath(QStringLiteral("none.csv")));
    EXPECT_TRUE(missing.refused);
    EXPECT_TRUE(missing.message.startsWith(QStringLiteral("cannot open ")))
        << missing.message.toStdString();
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(metaRows(temp.db()), 0);
}

TEST_P(ImportRunTest, CancelMidFileRollsBackEverythingIncludingTheSource)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    QByteArray text = "key,value\n";
    for (int i = 0; i < 1000; ++i)
        text += "k" + QByteArray::number(i) + ",v\n";
    const QString path = writeFile(temp.dir, "long.csv", text);
    std::atomic<bool> cancel{false};
    ImportOptions options;
    options.cancel = &cancel;
    TinyImport tiny(*temp.catalog, options);
    tiny.onRow = [&](int row) {
        if (row == 300)
            cancel = true;
    };
    const ImportReport report = tiny.import(path);

    EXPECT_TRUE(report.cancelled);
    EXPECT_FALSE(report.refused);
    EXPECT_EQ(report.source, QStringLiteral("tiny"));
    EXPECT_EQ(report.message, QStringLiteral("cancelled; the catalog is unchanged"));
    EXPECT_EQ(report.rowsRead, 0);
    // The row that set the flag was the last one handed over.
    EXPECT_EQ(tiny.rowsSeen, 300);
    EXPECT_EQ(metaRows(temp.db()), 0);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
}

TEST_P(ImportRunTest, TruncatedLastLineIsOneRejectedRow)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report =
        TinyImport(*temp.catalog)
            .import(writeFile(temp.dir, "cut.csv", "key,value\na,1\nb,\"unterminated\n"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 2);
    EXPECT_EQ(report.rowsImported, 1);
    EXPECT_EQ(report.rowsRejected, 1);
    ASSERT_EQ(report.rejections.size(), 1);
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 3")))
        << report.rejections[0].toStdString();
    EXPECT_EQ(metaRows(temp.db()), 1);
}

ACCELDECIDE_ON_EVERY_BACKEND(ImportRunTest);
