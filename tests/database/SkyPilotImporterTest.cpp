#include "database/import/SkyPilotImporter.h"
#include "ImporterTestSupport.h"
#include "database/import/CsvReader.h"
#include "database/schema/CatalogSchema.h"

#include <QFile>

#include <atomic>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

const char *kPrices = schema::priceObservations::kTable;

std::optional<import::SkyPilotCloud> cloud(const char *name)
{
    return import::SkyPilotCloud::fromName(QLatin1String(name));
}

// The project's first SkyPilot fixture: AWS's layout, but a file name that does not say
// which cloud's catalog it is.
ImportReport importAws(CatalogDatabase &catalog, const ImportOptions &options = {})
{
    return SkyPilotImporter::import(catalog, fixture("skypilot-aws-vms.csv"), cloud("aws"),
                                    options);
}

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class SkyPilotImporterTest : public BackendTest
{};

// The fixture is a real-format vms.csv: BOM, CRLF, quoted GpuInfo dicts with commas,
// one row per zone, a CPU-only row, a junk spot price and a truncated last line.
TEST_P(SkyPilotImporterTest, ImportsInstanceTypesOnDemandPerRegionAndSpotPerZone)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report = importAws(*temp.catalog);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 10);
    EXPECT_EQ(report.rowsImported, 7);
    EXPECT_EQ(report.rowsSkipped, 1); // m5.large has no accelerator
    EXPECT_EQ(report.rowsRejected, 2);
    ASSERT_EQ(report.rejections.size(), 2);
    EXPECT_TRUE(report.rejections[0].startsWith(QStringLiteral("line 8: SpotPrice")))
        << report.rejections[0].toStdString();
    EXPECT_TRUE(report.rejections[1].startsWith(QStringLiteral("line 11:")))
        << report.rejections[1].toStdString();

    QSqlDatabase &db = temp.db();
    EXPECT_EQ(count(db, schema::instanceTypes::kTable), 3);
    // Each value read on its own: how SQL turns a REAL into text differs by backend.
    QSqlQuery trn1(db);
    ASSERT_TRUE(trn1.exec(QStringLiteral("SELECT accelerators_per_instance, vcpus, memory_gib, "
                                         "provider FROM instance_types WHERE name = "
                                         "'trn1.32xlarge'")) &&
                trn1.next());
    EXPECT_EQ(trn1.value(0).toInt(), 16);
    EXPECT_EQ(trn1.value(1).toInt(), 128);
    EXPECT_EQ(trn1.value(2).toDouble(), 512.0);
    EXPECT_EQ(trn1.value(3).toString(), QStringLiteral("AWS"));
    EXPECT_EQ(count(db, kPrices, QStringLiteral("purchase_model = 'on_demand'")), 4);
    EXPECT_EQ(count(db, kPrices,
                    QStringLiteral("purchase_model = 'on_demand' AND availability_zone IS NULL")),
              4);
    EXPECT_EQ(count(db, kPrices, QStringLiteral("purchase_model = 'spot'")), 6);
    EXPECT_EQ(scalarValue(db, QStringLiteral("SELECT hourly_usd FROM price_observations WHERE "
                                             "purchase_model = 'spot' AND availability_zone = "
                                             "'use1-az6' AND instance_type_id = (SELECT id FROM "
                                             "instance_types WHERE name = 'p4d.24xlarge')"))
                  .toDouble(),
              11.2057);
    EXPECT_EQ(count(db, schema::sources::kTable,
                    QStringLiteral("kind = 'price_list' AND title LIKE '%skypilot-aws-vms.csv%'")),
              1);
    EXPECT_EQ(count(db, kPrices,
                    QStringLiteral("source_id IS NULL OR observed_date IS NULL OR "
                                   "source_id NOT IN (SELECT id FROM sources)")),
              0);
}

TEST_P(SkyPilotImporterTest, LinksAcceleratorsThatTheCatalogKnows)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    QSqlQuery insert(temp.db());
    ASSERT_TRUE(insert.exec(
        QStringLiteral("INSERT INTO accelerators (name, vendor, stack) "
                       "VALUES ('Trainium1', 'AWS', 'neuron'), ('A100 80GB', 'NVIDIA', 'cuda')")));
    importAws(*temp.catalog);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable,
                    QStringLiteral("name = 'trn1.32xlarge' AND accelerator_id IS NOT NULL")),
              1);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable,
                    QStringLiteral("name = 'p4d.24xlarge' AND accelerator_id IS NULL")),
              1);
}

TEST_P(SkyPilotImporterTest, ReimportingTheSameFileAddsNothing)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    importAws(*temp.catalog);
    const qint64 prices = count(temp.db(), kPrices);
    const ImportReport again = importAws(*temp.catalog);
    EXPECT_FALSE(again.refused);
    EXPECT_EQ(again.rowsImported, 7);
    EXPECT_EQ(count(temp.db(), kPrices), prices);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 3);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 1);
}

TEST_P(SkyPilotImporterTest, RegionFilterSkipsOtherRegions)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    ImportOptions options;
    options.region = QStringLiteral("us-east-1");
    const ImportReport report = importAws(*temp.catalog, options);
    EXPECT_EQ(report.rowsSkipped, 2);
    EXPECT_EQ(count(temp.db(), kPrices, QStringLiteral("region <> 'us-east-1'")), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 8);
}

TEST_P(SkyPilotImporterTest, RefusesOtherFormatsBeforeWritingAnything)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    for (const char *name : {"savings-plans-compute.csv", "aws-pricelist-preamble.csv"}) {
        const ImportReport report =
            SkyPilotImporter::import(*temp.catalog, fixture(name), cloud("aws"));
        EXPECT_TRUE(report.refused) << name;
        EXPECT_TRUE(report.message.contains(QStringLiteral("is not a SkyPilot vms.csv")))
            << report.message.toStdString();
        EXPECT_TRUE(report.message.contains(QStringLiteral(
            "names the columns InstanceType, AcceleratorName, AcceleratorCount, Price and "
            "Region in its first line, in any order")))
            << report.message.toStdString();
    }
    EXPECT_TRUE(SkyPilotImporter::import(*temp.catalog, fixture("does-not-exist.csv"), cloud("aws"))
                    .refused);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 0);
}

TEST_P(SkyPilotImporterTest, CancellingRollsEverythingBack)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    // Enough rows that the progress callback runs after hundreds were written.
    const QString path = temp.dir.filePath(QStringLiteral("vms.csv"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,"
                   "SpotPrice,Region,AvailabilityZone\n");
        for (int i = 0; i < 2000; ++i)
            file.write(QStringLiteral("g5.%1xlarge,A10G,1.0,4.0,16.0,\"{'Gpus': [{'Name': 'A10G', "
                                      "'Count': 1}]}\",1.006,0.4,us-east-1,use1-az%2\n")
                           .arg(i)
                           .arg(i % 6)
                           .toUtf8());
    }
    std::atomic<bool> cancel{false};
    ImportOptions options;
    options.cancel = &cancel;
    qint64 seen = 0;
    options.progress = [&](qint64 done, qint64 total) {
        seen = done;
        EXPECT_GT(total, 0);
        cancel = true;
    };
    const ImportReport report =
        SkyPilotImporter::import(*temp.catalog, path, cloud("aws"), options);
    EXPECT_TRUE(report.cancelled);
    EXPECT_GT(seen, 0);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 0);

    // Without the cancel the same file imports in full.
    options.progress = nullptr;
    cancel = false;
    EXPECT_EQ(SkyPilotImporter::import(*temp.catalog, path, cloud("aws"), options).rowsImported,
              2000);
}

TEST_P(SkyPilotImporterTest, ARowOverTheLimitRefusesTheFileAndWritesNothing)
{
    QFile sample(fixture("skypilot-aws-vms.csv"));
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    QByteArray text = sample.readAll();
    const qsizetype cut = text.indexOf('\n') + 1; // right after the header
    text.insert(cut, "\"broken," + QByteArray(CsvReader::kMaxRowBytes + 1, 'z') + "\n");
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const QString path = temp.dir.filePath(QStringLiteral("vms.csv"));
    QFile broken(path);
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write(text);
    broken.close();
    const ImportReport report = SkyPilotImporter::import(*temp.catalog, path, cloud("aws"));
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(report.message.startsWith(QStringLiteral("line 2: a row longer than 1 MiB")))
        << report.message.toStdString();
    EXPECT_EQ(count(temp.db(), "price_observations"), 0);
    EXPECT_EQ(count(temp.db(), "instance_types"), 0);
}

// Neither named nor told by the path: refused, asking for the cloud, before any write.
TEST_P(SkyPilotImporterTest, RefusesAFileWhoseCloudItCannotTell)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report =
        SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"));
    EXPECT_TRUE(report.refused);
    EXPECT_EQ(report.message,
              fixture("skypilot-aws-vms.csv") +
                  QStringLiteral(": which cloud's catalog this is cannot be told from its path "
                                 "(only a catalog's <cloud>/vms.csv tells); name the cloud: ") +
                  import::SkyPilotCloud::names().join(QStringLiteral(", ")));
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 0);
}

TEST_P(SkyPilotImporterTest, AMissingRequiredColumnIsNamed)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report = SkyPilotImporter::import(
        *temp.catalog, fixture("skypilot/bad/missing-price-column.csv"), cloud("lambda"));
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(report.message.contains(
        QStringLiteral("is not a SkyPilot vms.csv (missing columns: Price);")))
        << report.message.toStdString();
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 0);
}

// A price that is not a number rejects its row, naming line and column; the rest imports.
TEST_P(SkyPilotImporterTest, ANonNumericPriceNamesLineAndColumnAndTheRestImports)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report = SkyPilotImporter::import(
        *temp.catalog, fixture("skypilot/bad/non-numeric-price.csv"), cloud("lambda"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 4);
    EXPECT_EQ(report.rowsImported, 2);
    EXPECT_EQ(report.rejections,
              (QStringList{QStringLiteral("line 3: Price: not a non-negative number, got \"abc\""),
                           QStringLiteral("line 4: SpotPrice: not a non-negative number, got "
                                          "\"n/a\"")}));
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable,
                    QStringLiteral("provider = 'Lambda' AND name IN ('gpu_1x_a6000', "
                                   "'gpu_8x_v100')")),
              2);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 2);
}

// GpuInfo is read as data: a call, deep nesting and a 5,000-byte field are each refused
// with the line and the field (and the column in it); nothing of them reaches the catalog.
TEST_P(SkyPilotImporterTest, AHostileGpuInfoIsRefusedWithLineAndField)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report = SkyPilotImporter::import(
        *temp.catalog, fixture("skypilot/bad/hostile-gpuinfo.csv"), cloud("lambda"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 7);
    EXPECT_EQ(report.rowsImported, 2);
    const QString only = QStringLiteral(": only True, False and None are allowed, so it is "
                                        "not read");
    EXPECT_EQ(report.rejections,
              (QStringList{
                  QStringLiteral("line 3: GpuInfo: column 1: unexpected name '__import__'") + only,
                  QStringLiteral("line 4: GpuInfo: column 17: nested deeper than 8 levels, so "
                                 "it is not read"),
                  QStringLiteral("line 5: GpuInfo: column 4097: longer than 4096 bytes, so it "
                                 "is not read"),
                  QStringLiteral("line 6: GpuInfo: column 40: unexpected name 'eval'") + only,
                  QStringLiteral("line 7: GpuInfo: column 63: expected a dict, list, string, "
                                 "number, True, False or None, got '(', so it is not read")}));
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable, QStringLiteral("name LIKE 'host%'")),
              0);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 2);
}

ACCELDECIDE_ON_EVERY_BACKEND(SkyPilotImporterTest);
