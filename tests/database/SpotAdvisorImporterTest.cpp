// The AWS Spot Instance Advisor's data into the catalog (schema version 13), on both
// backends: the hand-made fixture in the real file's layout (fixtures/spot-advisor/README.md)
// imported row by row with its bucket, saving and date; the same file again adding nothing;
// --region; bad files refused naming the line and column or the field, with nothing written;
// bad entries rejected alone, naming their path.
#include "database/import/SpotAdvisorImporter.h"
#include "BackendTest.h"
#include "ImporterTestSupport.h"
#include "database/import/SpotAdvisorReader.h"
#include "database/schema/CatalogSchema.h"
#include "database/schema/SchemaMigrator.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::db::test;
using import::SpotAdvisorReader;

namespace {

QString advisorFile(const char *name)
{
    return fixture("spot-advisor/") + QString::fromLatin1(name);
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

const QDate kFileDate(2026, 11, 30);

ImportReport importFixture(CatalogDatabase &catalog, const QDate &date = kFileDate,
                           const ImportOptions &options = {})
{
    const QString path = advisorFile("spot-advisor-data.json");
    return SpotAdvisorImporter::importText(catalog, path, bytesOf(path), date, options);
}

// One row's bucket and saving as "label min max saving", max "open" when NULL.
QString rowOf(QSqlDatabase &db, const char *region, const char *os, const char *type)
{
    QSqlQuery query(db);
    query.prepare(QStringLiteral(
        "SELECT bucket_index, bucket_label, bucket_min_percent, bucket_max_percent, "
        "savings_percent, observed_date FROM spot_advisor WHERE region = ? AND os = ? AND "
        "instance_type = ?"));
    query.addBindValue(QString::fromLatin1(region));
    query.addBindValue(QString::fromLatin1(os));
    query.addBindValue(QString::fromLatin1(type));
    if (!query.exec() || !query.next())
        return QStringLiteral("<no row>");
    return QStringLiteral("%1 %2 %3-%4 s%5 %6")
        .arg(query.value(0).toInt())
        .arg(query.value(1).toString())
        .arg(query.value(2).toDouble())
        .arg(query.isNull(3) ? QStringLiteral("open") : query.value(3).toString())
        .arg(query.value(4).toDouble())
        .arg(query.value(5).toString());
}

class SpotAdvisor : public BackendTest
{
protected:
    void SetUp() override
    {
        m_catalog = std::make_unique<TempCatalog>(CatalogDatabase::Seeding::Skip, GetParam());
        ASSERT_TRUE(m_catalog->catalog);
    }
    QSqlDatabase &db() { return m_catalog->db(); }
    CatalogDatabase &catalog() { return *m_catalog->catalog; }

    std::unique_ptr<TempCatalog> m_catalog;
};

} // namespace

// The fixture holds 9 entries: us-east-1 Linux 5, Windows 1; us-west-2 Linux 3, Windows 0.
TEST_P(SpotAdvisor, TheFixtureImportsEveryEntryWithItsBucketSavingAndDate)
{
    const ImportReport report = importFixture(catalog());
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 9);
    EXPECT_EQ(report.rowsImported, 9);
    EXPECT_EQ(report.rowsSkipped, 0);
    EXPECT_EQ(report.rowsRejected, 0);
    EXPECT_EQ(report.source, QStringLiteral("AWS Spot Instance Advisor data"));
    EXPECT_EQ(count(db(), schema::spotAdvisor::kTable), 9);
    // The bounds are the label's, not the file's "max" (11, 16, 22, 100).
    EXPECT_EQ(rowOf(db(), "us-east-1", "Linux", "trn1.32xlarge"), "0 <5% 0-5 s70 2026-11-30");
    EXPECT_EQ(rowOf(db(), "us-east-1", "Linux", "trn1n.32xlarge"), "1 5-10% 5-10 s68 2026-11-30");
    EXPECT_EQ(rowOf(db(), "us-east-1", "Linux", "p4d.24xlarge"), "2 10-15% 10-15 s60 2026-11-30");
    EXPECT_EQ(rowOf(db(), "us-east-1", "Linux", "g5.48xlarge"), "3 15-20% 15-20 s65 2026-11-30");
    EXPECT_EQ(rowOf(db(), "us-east-1", "Linux", "p5.48xlarge"), "4 >20% 20-open s55 2026-11-30");
    EXPECT_EQ(rowOf(db(), "us-east-1", "Windows", "g5.48xlarge"), "4 >20% 20-open s50 2026-11-30");
    EXPECT_EQ(rowOf(db(), "us-west-2", "Linux", "p5.48xlarge"), "3 15-20% 15-20 s58 2026-11-30");
    EXPECT_EQ(count(db(), schema::sources::kTable,
                    QStringLiteral("title = 'AWS Spot Instance Advisor data' AND url = "
                                   "'https://spot-bid-advisor.s3.amazonaws.com/"
                                   "spot-advisor-data.json' AND published_date = '2026-11-30'")),
              1);
}

TEST_P(SpotAdvisor, TheSameFileAgainAddsNothingAndALaterDateAddsItsRows)
{
    ASSERT_EQ(importFixture(catalog()).rowsImported, 9);
    const ImportReport again = importFixture(catalog());
    EXPECT_EQ(again.rowsImported, 0);
    EXPECT_EQ(again.rowsSkipped, 9);
    EXPECT_EQ(count(db(), schema::spotAdvisor::kTable), 9);
    EXPECT_EQ(count(db(), schema::sources::kTable), 1);
    const ImportReport later = importFixture(catalog(), kFileDate.addDays(7));
    EXPECT_EQ(later.rowsImported, 9);
    EXPECT_EQ(count(db(), schema::spotAdvisor::kTable), 18);
}

TEST_P(SpotAdvisor, RegionKeepsOneRegion)
{
    ImportOptions options;
    options.region = QStringLiteral("us-west-2");
    const ImportReport report = importFixture(catalog(), kFileDate, options);
    EXPECT_EQ(report.rowsImported, 3);
    EXPECT_EQ(report.rowsSkipped, 6);
    EXPECT_EQ(count(db(), schema::spotAdvisor::kTable, QStringLiteral("region <> 'us-west-2'")), 0);
}

// A file from disk is dated by its modification time (UTC): the file says no date.
TEST_P(SpotAdvisor, AFileIsDatedTheDayItWasLastModified)
{
    const QString path = advisorFile("spot-advisor-data.json");
    const ImportReport report = SpotAdvisorImporter::import(catalog(), path);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    const QString date = QFileInfo(path).lastModified().toUTC().date().toString(Qt::ISODate);
    EXPECT_EQ(
        count(db(), schema::spotAdvisor::kTable, QStringLiteral("observed_date = '%1'").arg(date)),
        9);
}

TEST_P(SpotAdvisor, BadEntriesAreRejectedAloneNamingTheirPath)
{
    const QString path = advisorFile("some-bad-entries.json");
    const ImportReport report =
        SpotAdvisorImporter::importText(catalog(), path, bytesOf(path), kFileDate);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 4);
    EXPECT_EQ(report.rowsImported, 1);
    EXPECT_EQ(report.rowsRejected, 3);
    EXPECT_TRUE(report.rejections.contains(
        "/spot_advisor/us-east-1/Linux/p5.48xlarge/r: must be an index of /ranges, 0 to 1, got 7"))
        << report.rejections.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(report.rejections.contains("/spot_advisor/us-east-1/Linux/p4d.24xlarge/s: must be "
                                           "a saving from 0 to 100 %, got \"sixty\""));
    EXPECT_TRUE(report.rejections.contains("/spot_advisor/us-east-1/Linux/g5.48xlarge/r: must be "
                                           "an index of /ranges, 0 to 1, got nothing"));
    EXPECT_EQ(count(db(), schema::spotAdvisor::kTable), 1);
}

// Taken back to version 12, a catalog gains the empty table and keeps the user's rows.
TEST_P(SpotAdvisor, Version13AddsTheTableKeepingUserRows)
{
    const QString location = newLocation();
    ASSERT_FALSE(location.isEmpty());
    {
        auto opened = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
        ASSERT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        QSqlDatabase &old = opened.value()->connection();
        QSqlQuery query(old);
        ASSERT_TRUE(query.exec(QStringLiteral("DROP TABLE spot_advisor")));
        ASSERT_TRUE(query.exec(QStringLiteral("INSERT INTO sources (title, kind) VALUES ('my "
                                              "notes', 'user')")));
        ASSERT_TRUE(SqlDialect::of(old).setSchemaVersion(old, 12).ok());
    }
    auto migrated = CatalogDatabase::open(location, CatalogDatabase::Seeding::Skip);
    ASSERT_TRUE(migrated.ok()) << migrated.error().toString().toStdString();
    QSqlDatabase &upgraded = migrated.value()->connection();
    EXPECT_EQ(SchemaMigrator::version(upgraded).value(), 13);
    EXPECT_EQ(count(upgraded, schema::sources::kTable, QStringLiteral("title = 'my notes'")), 1);
    EXPECT_EQ(count(upgraded, schema::spotAdvisor::kTable), 0);
    EXPECT_EQ(importFixture(*migrated.value()).rowsImported, 9);
}

ACCELDECIDE_ON_EVERY_BACKEND(SpotAdvisor);

namespace {

struct BadFile
{
    const char *file;
    const char *message; // what the refusal must say, after "<path>: "
};

class SpotAdvisorBadFile : public ::testing::TestWithParam<BadFile>
{};

} // namespace

// Each refusal names the file and where it goes wrong, and writes nothing, not even the
// source row.
TEST_P(SpotAdvisorBadFile, IsRefusedNamingTheFileAndWhereWithNothingWritten)
{
    TempCatalog temp;
    const QString path = advisorFile(GetParam().file);
    const ImportReport report = SpotAdvisorImporter::import(*temp.catalog, path);
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(report.message.startsWith(path + ": " + QString::fromUtf8(GetParam().message)))
        << report.message.toStdString();
    EXPECT_TRUE(report.message.endsWith(QStringLiteral("; nothing was imported")));
    EXPECT_EQ(count(temp.db(), schema::spotAdvisor::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
}

INSTANTIATE_TEST_SUITE_P(
    Fixtures, SpotAdvisorBadFile,
    ::testing::Values(
        BadFile{"bad-trailing-comma.json",
                "not JSON: parse error at line 2, column 76: syntax error while parsing object "
                "key"},
        BadFile{"bad-range-label.json",
                "/ranges/1/label: must be \"<N%\", \"A-B%\" or \">N%\", got \"low\""},
        BadFile{"bad-range-gap.json", "/ranges/1/label: \"10-15%\" must start where \"<5%\" ends"},
        BadFile{"bad-no-spot-advisor.json", "/spot_advisor: missing, or not an object of regions"},
        BadFile{"bad-duplicate-type.json", "not the Spot Instance Advisor's data: the key "
                                           "\"p5.48xlarge\" is written twice in one object"}));

TEST(SpotAdvisorBadFile, OneOverTheSizeLimitIsRefusedUnread)
{
    TempCatalog temp;
    const QString path = temp.dir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    ASSERT_TRUE(file.resize(qint64(SpotAdvisorReader::kMaxBytes) + 1));
    file.close();
    const ImportReport report = SpotAdvisorImporter::import(*temp.catalog, path);
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(report.message.contains(QStringLiteral("16777217 bytes")))
        << report.message.toStdString();
}

TEST(SpotAdvisorReader, ReadsEachBucketLabelTheAdvisorWrites)
{
    const auto bounds = [](const char *label) {
        const auto bucket = SpotAdvisorReader::bucketOfLabel(label);
        if (!bucket)
            return std::string("refused");
        return std::to_string(int(bucket->minPercent)) + ".." +
               (bucket->maxPercent ? std::to_string(int(*bucket->maxPercent)) : "open");
    };
    EXPECT_EQ(bounds("<5%"), "0..5");
    EXPECT_EQ(bounds("5-10%"), "5..10");
    EXPECT_EQ(bounds(" 15 - 20 % "), "15..20");
    EXPECT_EQ(bounds(">20%"), "20..open");
    for (const char *bad : {"", "%", "<0%", "10-5%", "5-10", "-5-10%", "a-b%", ">101%", "5--10%"})
        EXPECT_EQ(bounds(bad), "refused") << bad;
}
