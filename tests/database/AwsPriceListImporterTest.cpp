#include "database/import/AwsPriceListImporter.h"
#include "BackendTest.h"
#include "database/connection/CatalogDatabase.h"
#include "database/import/CsvReader.h"

#include <QBuffer>
#include <QFile>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <atomic>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

const QString kSample =
    QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/aws-pricelist-ec2-sample.csv");
const QString kTitle =
    QStringLiteral("AWS Price List API, AmazonEC2 offer, version 20260728175247");

qint64 count(CatalogDatabase &catalog, const QString &table)
{
    QSqlQuery query(catalog.connection());
    if (!query.exec(QStringLiteral("SELECT COUNT(*) FROM ") + table) || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

bool unchanged(CatalogDatabase &catalog)
{
    return count(catalog, QStringLiteral("sources")) == 0 &&
           count(catalog, QStringLiteral("instance_types")) == 0 &&
           count(catalog, QStringLiteral("instance_offerings")) == 0 &&
           count(catalog, QStringLiteral("price_observations")) == 0;
}

// The observations of one instance type and purchase model as "region payment class
// hourly upfront" lines, sorted, for readable expectations.
std::vector<std::string> prices(CatalogDatabase &catalog, const QString &type, const QString &model)
{
    QSqlQuery query(catalog.connection());
    query.prepare(QStringLiteral(
        "SELECT p.region, COALESCE(p.payment_option, '-'), COALESCE(p.offering_class, '-'), "
        "p.hourly_usd, p.upfront_usd, COALESCE(p.term_months, 0), p.observed_date, s.title "
        "FROM price_observations p JOIN instance_types i ON i.id = p.instance_type_id "
        "JOIN sources s ON s.id = p.source_id WHERE i.name = ? AND p.purchase_model = ? "
        "ORDER BY 1, 2, 3"));
    query.addBindValue(type);
    query.addBindValue(model);
    std::vector<std::string> rows;
    if (!query.exec())
        return {"<error>"};
    while (query.next()) {
        EXPECT_EQ(query.value(6).toString(), QStringLiteral("2026-07-28"));
        EXPECT_EQ(query.value(7).toString(), kTitle);
        rows.push_back(QStringLiteral("%1 %2 %3 %4 %5 %6m")
                           .arg(query.value(0).toString(), query.value(1).toString(),
                                query.value(2).toString())
                           .arg(query.value(3).toDouble(), 0, 'f', 4)
                           .arg(query.value(4).toDouble(), 0, 'f', 0)
                           .arg(query.value(5).toInt())
                           .toStdString());
    }
    return rows;
}

// The sample's data rows again and again, each copy under fresh SKUs, through memory.
QByteArray largeSample(int copies)
{
    QFile file(kSample);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray sample = file.readAll();
    const qsizetype dataStart = sample.indexOf("\"SKU\",");
    const qsizetype dataEnd = sample.lastIndexOf("\r\n") + 2;
    const QByteArray body = sample.mid(dataStart, dataEnd - dataStart);
    const qsizetype headerEnd = body.indexOf("\r\n") + 2;
    QByteArray out = sample.left(dataStart) + body.left(headerEnd);
    for (int i = 0; i < copies; ++i) {
        QByteArray copy = body.mid(headerEnd);
        out += copy.replace("\"5QGQM7V9ZJP2X4NE", "\"C" + QByteArray::number(i));
    }
    return out;
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class AwsPriceListImporterTest : public BackendTest
{
protected:
    // A new catalog each call: in memory on SQLite, a new database on the server.
    std::unique_ptr<CatalogDatabase>
    openCatalog(CatalogDatabase::Seeding seeding = CatalogDatabase::Seeding::Skip)
    {
        const QString location = onPostgreSql() ? newLocation() : QStringLiteral(":memory:");
        auto opened = CatalogDatabase::open(location, seeding);
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        return opened ? std::move(opened.value()) : nullptr;
    }
};

TEST_P(AwsPriceListImporterTest, ImportsOnDemandAndReservedPricesOfAcceleratorFamilies)
{
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, kSample);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.source, kTitle);
    EXPECT_EQ(report.rowsRead, 16);
    EXPECT_EQ(report.rowsImported, 9);
    EXPECT_EQ(report.rowsSkipped, 6); // Capacity Block, Windows, dedicated, reservation, m7i, EBS
    EXPECT_EQ(report.rowsRejected, 1);
    ASSERT_EQ(report.rejections.size(), 1);
    // The truncated last line is named by its line number.
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 22:")))
        << report.rejections[0].toStdString();

    EXPECT_EQ(prices(*catalog, QStringLiteral("p5.48xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-east-1 - - 55.0400 0 0m"}));
    EXPECT_EQ(prices(*catalog, QStringLiteral("trn1.32xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-east-1 - - 21.5000 0 0m"}));
    // Effective hourly = hourly fee + upfront fee / (8,760 h x years).
    EXPECT_EQ(prices(*catalog, QStringLiteral("trn1.32xlarge"), QStringLiteral("reserved_1y")),
              (std::vector<std::string>{"us-east-1 no_upfront standard 14.2000 0 12m",
                                        "us-east-1 partial_upfront standard 13.6000 59568 12m"}));
    EXPECT_EQ(prices(*catalog, QStringLiteral("trn1.32xlarge"), QStringLiteral("reserved_3y")),
              (std::vector<std::string>{"us-east-1 all_upfront convertible 10.0000 262800 36m"}));
    EXPECT_EQ(prices(*catalog, QStringLiteral("g6.xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-east-1 - - 0.8048 0 0m"}));
    EXPECT_EQ(prices(*catalog, QStringLiteral("inf2.48xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-west-2 - - 12.9813 0 0m"}));
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 7);
    EXPECT_TRUE(prices(*catalog, QStringLiteral("m7i.large"), QStringLiteral("on_demand")).empty());

    QSqlQuery type(catalog->connection());
    ASSERT_TRUE(type.exec(QStringLiteral(
        "SELECT name, provider, accelerators_per_instance, vcpus, memory_gib, network, "
        "CASE WHEN accelerator_id IS NULL THEN 1 ELSE 0 END FROM instance_types ORDER BY name")));
    std::vector<std::string> types;
    while (type.next()) {
        QStringList values;
        for (int i = 0; i < 7; ++i)
            values << type.value(i).toString();
        types.push_back(values.join(QLatin1Char('|')).toStdString());
    }
    EXPECT_EQ(types, (std::vector<std::string>{"g6.xlarge|AWS|1|4|16|Up to 10 Gigabit|1",
                                               "inf2.48xlarge|AWS|12|192|768|100 Gigabit|1",
                                               "p5.48xlarge|AWS|8|192|2048|3200 Gigabit|1",
                                               "trn1.32xlarge|AWS|16|128|512|800 Gigabit|1"}));

    QSqlQuery source(catalog->connection());
    ASSERT_TRUE(
        source.exec(QStringLiteral("SELECT title, kind, published_date, publisher FROM sources")));
    ASSERT_TRUE(source.next());
    EXPECT_EQ(source.value(0).toString(), kTitle);
    EXPECT_EQ(source.value(1).toString(), QStringLiteral("price_list"));
    EXPECT_EQ(source.value(2).toString(), QStringLiteral("2026-07-28"));
    EXPECT_FALSE(source.next());
}

// Rows of other families are stepped over before they are decoded: one with a quoted
// comma and line break must still end where the CSV says, and the row after it count.
TEST_P(AwsPriceListImporterTest, ASkippedRowWithAQuotedNewlineAndCommaEndsWhereTheCsvSays)
{
    QFile file(kSample);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    const QByteArray m7i = "\"$0.1008 per On Demand Linux m7i.large Instance Hour\"";
    ASSERT_TRUE(text.contains(m7i));
    text.replace(m7i,
                 "\"$0.1008 per hour, m7i.large\r\nsecond line, \"\"quoted\"\", with a comma\"");
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 16);
    EXPECT_EQ(report.rowsImported, 9);
    EXPECT_EQ(report.rowsSkipped, 6);
    EXPECT_EQ(report.rowsRejected, 1);
    ASSERT_EQ(report.rejections.size(), 1);
    // One line more before the truncated last line.
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 23:")))
        << report.rejections[0].toStdString();
    // The trn1.32xlarge row right after the skipped one is imported.
    EXPECT_EQ(prices(*catalog, QStringLiteral("trn1.32xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-east-1 - - 21.5000 0 0m"}));
    EXPECT_TRUE(prices(*catalog, QStringLiteral("m7i.large"), QStringLiteral("on_demand")).empty());
}

// A row of another family but of the wrong width is still rejected, not skipped.
TEST_P(AwsPriceListImporterTest, ARowOfTheWrongWidthIsRejectedWhateverItsFamily)
{
    QFile file(kSample);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    const QByteArray m7iStart = "\"2B7QW4XKZ9M3D8RT\",\"JRTCKXETXF\",";
    ASSERT_TRUE(text.contains(m7iStart));
    text.replace(m7iStart, m7iStart + "\"an extra field\",");
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 16);
    EXPECT_EQ(report.rowsImported, 9);
    EXPECT_EQ(report.rowsSkipped, 5);
    EXPECT_EQ(report.rowsRejected, 2);
    ASSERT_EQ(report.rejections.size(), 2);
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 12:")))
        << report.rejections[0].toStdString();
    EXPECT_TRUE(report.rejections[0].contains(QStringLiteral("fields as in the header")))
        << report.rejections[0].toStdString();
}

TEST_P(AwsPriceListImporterTest, RegionFilterKeepsOneRegion)
{
    auto catalog = openCatalog();
    ImportOptions options;
    options.region = QStringLiteral("us-west-2");
    const ImportReport report = AwsPriceListImporter::import(*catalog, kSample, options);
    EXPECT_EQ(report.rowsImported, 1);
    EXPECT_EQ(report.rowsSkipped, 14);
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 1);
    EXPECT_EQ(prices(*catalog, QStringLiteral("inf2.48xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-west-2 - - 12.9813 0 0m"}));
}

TEST_P(AwsPriceListImporterTest, ReimportAddsNothing)
{
    auto catalog = openCatalog();
    AwsPriceListImporter::import(*catalog, kSample);
    const ImportReport again = AwsPriceListImporter::import(*catalog, kSample);
    EXPECT_FALSE(again.refused);
    EXPECT_TRUE(again.message.contains(QStringLiteral("0 new"))) << again.message.toStdString();
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 7);
    EXPECT_EQ(count(*catalog, QStringLiteral("sources")), 1);
    EXPECT_EQ(count(*catalog, QStringLiteral("instance_types")), 4);
}

TEST_P(AwsPriceListImporterTest, ReusesAnInstanceTypeAlreadyInTheCatalog)
{
    auto catalog = openCatalog();
    QSqlQuery insert(catalog->connection());
    ASSERT_TRUE(insert.exec(QStringLiteral("INSERT INTO instance_types (provider, name, "
                                           "accelerators_per_instance) VALUES ('AWS', "
                                           "'trn1.32xlarge', 16)")));
    AwsPriceListImporter::import(*catalog, kSample);
    EXPECT_EQ(count(*catalog, QStringLiteral("instance_types")), 4);
    EXPECT_EQ(prices(*catalog, QStringLiteral("trn1.32xlarge"), QStringLiteral("on_demand")),
              (std::vector<std::string>{"us-east-1 - - 21.5000 0 0m"}));
}

TEST_P(AwsPriceListImporterTest, AddsToASeededCatalogWithoutTouchingItsRows)
{
    auto catalog = openCatalog(CatalogDatabase::Seeding::Load);
    const qint64 types = count(*catalog, QStringLiteral("instance_types"));
    const qint64 observations = count(*catalog, QStringLiteral("price_observations"));
    const qint64 sources = count(*catalog, QStringLiteral("sources"));
    const ImportReport report = AwsPriceListImporter::import(*catalog, kSample);
    EXPECT_EQ(report.rowsImported, 9) << report.message.toStdString();
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), observations + 7);
    EXPECT_EQ(count(*catalog, QStringLiteral("sources")), sources + 1);
    // The seed's trn1.32xlarge (and any other seeded type) is reused, not duplicated.
    QSqlQuery duplicates(catalog->connection());
    ASSERT_TRUE(duplicates.exec(
        QStringLiteral("SELECT COUNT(*) FROM instance_types WHERE name = 'trn1.32xlarge'")));
    ASSERT_TRUE(duplicates.next());
    EXPECT_EQ(duplicates.value(0).toInt(), 1);
    EXPECT_LE(count(*catalog, QStringLiteral("instance_types")), types + 4);
}

TEST_P(AwsPriceListImporterTest, RefusesOtherFilesBeforeWritingAnything)
{
    auto catalog = openCatalog();
    const ImportReport rds = AwsPriceListImporter::import(
        *catalog, QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/aws-pricelist-rds-offer.csv"));
    EXPECT_TRUE(rds.refused);
    EXPECT_TRUE(rds.message.contains(QStringLiteral("AmazonRDS"))) << rds.message.toStdString();

    QByteArray skypilot("InstanceType,AcceleratorName,AcceleratorCount\np5.48xlarge,H100,8\n");
    QBuffer buffer(&skypilot);
    buffer.open(QIODevice::ReadOnly);
    const ImportReport other = AwsPriceListImporter::import(*catalog, buffer);
    EXPECT_TRUE(other.refused);
    EXPECT_TRUE(other.message.contains(QStringLiteral("FormatVersion")))
        << other.message.toStdString();

    // The right preamble over a header that is not EC2's: the missing columns are named.
    QFile sample(kSample);
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    QByteArray wrongHeader = sample.readAll();
    wrongHeader.replace("\"Instance Type\"", "\"Instance\"").replace("\"Tenancy\"", "\"X\"");
    QBuffer wrong(&wrongHeader);
    wrong.open(QIODevice::ReadOnly);
    const ImportReport header = AwsPriceListImporter::import(*catalog, wrong);
    EXPECT_TRUE(header.refused);
    EXPECT_TRUE(header.message.contains(QStringLiteral("Instance Type, Tenancy")))
        << header.message.toStdString();

    const ImportReport missing =
        AwsPriceListImporter::import(*catalog, QStringLiteral("/nonexistent/index.csv"));
    EXPECT_TRUE(missing.refused);
    EXPECT_TRUE(unchanged(*catalog));
}

TEST_P(AwsPriceListImporterTest, MapsColumnsByNameInAnyOrder)
{
    // The same rows with every column reversed (the column set varies by version).
    QFile file(kSample);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    CsvReader reader(file);
    std::vector<std::string_view> fields;
    QByteArray reversed;
    for (int line = 1; reader.readRow(fields); ++line) {
        QByteArrayList quoted;
        for (std::string_view field : fields)
            quoted.prepend('"' + QByteArray(field.data(), qsizetype(field.size())) + '"');
        if (line <= 5)
            std::reverse(quoted.begin(), quoted.end());
        reversed += quoted.join(',') + '\n';
    }
    QBuffer buffer(&reversed);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer);
    EXPECT_EQ(report.rowsImported, 9) << report.message.toStdString();
    EXPECT_EQ(prices(*catalog, QStringLiteral("trn1.32xlarge"), QStringLiteral("reserved_1y")),
              (std::vector<std::string>{"us-east-1 no_upfront standard 14.2000 0 12m",
                                        "us-east-1 partial_upfront standard 13.6000 59568 12m"}));
}

TEST_P(AwsPriceListImporterTest, CancellationLeavesTheCatalogUnchanged)
{
    QByteArray large = largeSample(400); // ~5 MB: several progress callbacks
    QBuffer buffer(&large);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    std::atomic<bool> cancel{false};
    int calls = 0;
    ImportOptions options;
    options.cancel = &cancel;
    options.progress = [&](qint64 done, qint64 total) {
        EXPECT_EQ(total, large.size());
        EXPECT_LE(done, total);
        if (++calls == 2)
            cancel = true;
    };
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer, options);
    EXPECT_TRUE(report.cancelled);
    EXPECT_EQ(calls, 2);
    EXPECT_GT(report.rowsRead, 0);
    EXPECT_LT(report.rowsRead, 400 * 15);
    EXPECT_TRUE(unchanged(*catalog));
}

TEST_P(AwsPriceListImporterTest, LargeInputReportsProgressAndPairsEveryCopy)
{
    QByteArray large = largeSample(400);
    QBuffer buffer(&large);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    qint64 last = 0;
    ImportOptions options;
    options.progress = [&](qint64 done, qint64) {
        EXPECT_GE(done, last);
        last = done;
    };
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer, options);
    EXPECT_EQ(last, large.size());
    EXPECT_EQ(report.rowsRead, 400 * 15);
    EXPECT_EQ(report.rowsImported, 400 * 9);
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join(QLatin1Char('\n')).toStdString();
    // Identical prices from the same source collapse onto the identity index.
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 7);
}

TEST_P(AwsPriceListImporterTest, RejectsAnUnpairedPartialUpfrontTerm)
{
    QFile file(kSample);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    // Drop the Upfront Fee row of the partial-upfront pair.
    const qsizetype fee = text.indexOf("\"5QGQM7V9ZJP2X4NE\",\"HU7G6KETJZ\",\"5QGQM7V9ZJP2X4NE."
                                       "HU7G6KETJZ.2TG2D8R56U\"");
    ASSERT_GT(fee, 0);
    text.remove(fee, text.indexOf("\r\n", fee) + 2 - fee);
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer);
    EXPECT_EQ(report.rowsRejected, 2);
    EXPECT_TRUE(report.rejections.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("line 14: reserved term 5QGQM7V9ZJP2X4NE.HU7G6KETJZ "
                                             "has no Upfront Fee row")))
        << report.rejections.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 6);
}

TEST_P(AwsPriceListImporterTest, ARowOverTheLimitRefusesTheFileAndWritesNothing)
{
    QFile sample(kSample);
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    QByteArray text = sample.readAll();
    // A broken quote after the header and the first rows: everything after it is lost
    // to the reader, so none of the file may be kept.
    const qsizetype cut = text.indexOf('\n', text.size() / 2) + 1;
    const qint64 line = text.left(cut).count('\n') + 1;
    text.insert(cut, "\"broken," + QByteArray(CsvReader::kMaxRowBytes + 1, 'z') + "\n");
    QBuffer device(&text);
    device.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, device);
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(
        report.message.startsWith(QStringLiteral("line %1: a row longer than 1 MiB").arg(line)))
        << report.message.toStdString();
    EXPECT_TRUE(report.message.endsWith(QStringLiteral("nothing was written")));
    EXPECT_TRUE(unchanged(*catalog));
}

// Found by fuzz_aws_price_list: each PricePerUnit of a partial-upfront pair was finite,
// but the effective hourly price (hourly fee + upfront fee / hours of the term) summed to
// infinity and was stored. The pair is now rejected; the rest of the file imports.
TEST_P(AwsPriceListImporterTest, RejectsAReservedTermWhoseEffectivePriceIsNotFinite)
{
    QFile file(kSample);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    for (const char *row : {"\"5QGQM7V9ZJP2X4NE.HU7G6KETJZ.6YS6EN2CT7\"",
                            "\"5QGQM7V9ZJP2X4NE.HU7G6KETJZ.2TG2D8R56U\""}) {
        const qsizetype at = text.indexOf(row);
        ASSERT_GT(at, 0) << row;
        const qsizetype end = text.indexOf("\r\n", at);
        const QByteArray line = text.mid(at, end - at);
        // Both halves at the largest double: each finite, their effective sum is not.
        QByteArray changed = line;
        changed.replace(QByteArray("\"6.8000000000\""), QByteArray("\"1.7976931348623157e308\""));
        changed.replace(QByteArray("\"59568\""), QByteArray("\"1.7976931348623157e308\""));
        ASSERT_NE(changed, line) << row;
        text.replace(at, line.size(), changed);
    }
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(*catalog, buffer);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_TRUE(report.rejections.join(QLatin1Char('\n'))
                    .contains(QStringLiteral("PricePerUnit: the effective hourly price")))
        << report.rejections.join(QLatin1Char('\n')).toStdString();
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 6);
    QSqlQuery query(catalog->connection());
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM price_observations WHERE "
                                          "abs(hourly_usd) > 1.7976931348623157e308")));
    ASSERT_TRUE(query.next());
    EXPECT_EQ(query.value(0).toLongLong(), 0);
}

// Price lists of earlier years lack the CapacityStatus, MarketOption and Pre Installed
// S/W columns: written before capacity reservations, Capacity Blocks and SQL AMIs had
// rows of their own. Such a file imports, every row passing those filters, and the
// report names them. (The fixture has today's instance types in the older layout.)
TEST_P(AwsPriceListImporterTest, OlderLayoutWithoutFilterColumnsImportsAndSaysSo)
{
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(
        *catalog, QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES "/aws-pricelist-2019-layout.csv"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.filtersNotInFile,
              (QStringList{QStringLiteral("Pre Installed S/W"), QStringLiteral("CapacityStatus"),
                           QStringLiteral("MarketOption")}));
    EXPECT_EQ(report.rowsRead, 12);
    EXPECT_EQ(report.rowsImported, 8);
    EXPECT_EQ(report.rowsSkipped, 4); // Windows, dedicated, m7i, EBS: the other filters apply
    EXPECT_EQ(report.rowsRejected, 0);
    EXPECT_EQ(count(*catalog, QStringLiteral("price_observations")), 6);
    QSqlQuery query(catalog->connection());
    // The price formatted here, with one decimal at least: SQL's REAL-to-text differs
    // by backend.
    ASSERT_TRUE(query.exec(QStringLiteral(
        "SELECT i.name || ' ' || p.purchase_model || ' ' || COALESCE(p.payment_option, '-') || "
        "' ' || COALESCE(p.offering_class, '-'), p.hourly_usd, p.observed_date "
        "FROM price_observations p JOIN instance_types i ON i.id = p.instance_type_id "
        "ORDER BY 1")));
    std::vector<std::string> rows;
    while (query.next()) {
        QString usd = QString::number(query.value(1).toDouble(), 'g', 15);
        if (!usd.contains(QLatin1Char('.')))
            usd += QStringLiteral(".0");
        rows.push_back(QStringLiteral("%1 %2 %3")
                           .arg(query.value(0).toString(), usd, query.value(2).toString())
                           .toStdString());
    }
    EXPECT_EQ(rows, (std::vector<std::string>{
                        "inf2.48xlarge on_demand - - 12.9813 2019-03-21",
                        "p5.48xlarge on_demand - - 55.04 2019-03-21",
                        "trn1.32xlarge on_demand - - 21.5 2019-03-21",
                        "trn1.32xlarge reserved_1y no_upfront standard 14.2 2019-03-21",
                        "trn1.32xlarge reserved_1y partial_upfront standard 13.6 2019-03-21",
                        "trn1.32xlarge reserved_3y all_upfront convertible 10.0 2019-03-21"}));

    // Today's layout has every filter column.
    auto current = openCatalog();
    EXPECT_TRUE(AwsPriceListImporter::import(*current, kSample).filtersNotInFile.isEmpty());
}

TEST_P(AwsPriceListImporterTest, OlderLayoutMissingARequiredColumnIsRefusedNamingIt)
{
    auto catalog = openCatalog();
    const ImportReport report = AwsPriceListImporter::import(
        *catalog, QStringLiteral(ACCELDECIDE_DATABASE_FIXTURES
                                 "/aws-pricelist-2019-no-operating-system.csv"));
    EXPECT_TRUE(report.refused);
    EXPECT_EQ(report.message.toStdString(),
              "line 6 is not an AWS Price List EC2 header: missing column(s) Operating System; "
              "nothing was written");
    EXPECT_TRUE(unchanged(*catalog));
}

ACCELDECIDE_ON_EVERY_BACKEND(AwsPriceListImporterTest);
