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

} // namespace

// Every case runs on SQLite and on PostgreSQL.
class SkyPilotImporterTest : public BackendTest
{};

// The fixture is a real-format vms.csv: BOM, CRLF, quoted GpuInfo dicts with commas,
// one row per zone, a CPU-only row, a junk spot price and a truncated last line.
TEST_P(SkyPilotImporterTest, ImportsInstanceTypesOnDemandPerRegionAndSpotPerZone)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report =
        SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"));
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
    SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"));
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
    SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"));
    const qint64 prices = count(temp.db(), kPrices);
    const ImportReport again =
        SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"));
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
    const ImportReport report =
        SkyPilotImporter::import(*temp.catalog, fixture("skypilot-aws-vms.csv"), options);
    EXPECT_EQ(report.rowsSkipped, 2);
    EXPECT_EQ(count(temp.db(), kPrices, QStringLiteral("region <> 'us-east-1'")), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 8);
}

TEST_P(SkyPilotImporterTest, RefusesOtherFormatsBeforeWritingAnything)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    for (const char *name : {"savings-plans-compute.csv", "aws-pricelist-preamble.csv"}) {
        const ImportReport report = SkyPilotImporter::import(*temp.catalog, fixture(name));
        EXPECT_TRUE(report.refused) << name;
        EXPECT_TRUE(report.message.contains(QStringLiteral("InstanceType,AcceleratorName")))
            << report.message.toStdString();
    }
    EXPECT_TRUE(SkyPilotImporter::import(*temp.catalog, fixture("does-not-exist.csv")).refused);
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
    const ImportReport report = SkyPilotImporter::import(*temp.catalog, path, options);
    EXPECT_TRUE(report.cancelled);
    EXPECT_GT(seen, 0);
    EXPECT_EQ(count(temp.db(), schema::sources::kTable), 0);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable), 0);
    EXPECT_EQ(count(temp.db(), kPrices), 0);

    // Without the cancel the same file imports in full.
    options.progress = nullptr;
    cancel = false;
    EXPECT_EQ(SkyPilotImporter::import(*temp.catalog, path, options).rowsImported, 2000);
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
    const ImportReport report = SkyPilotImporter::import(*temp.catalog, path);
    EXPECT_TRUE(report.refused);
    EXPECT_TRUE(report.message.startsWith(QStringLiteral("line 2: a row longer than 1 MiB")))
        << report.message.toStdString();
    EXPECT_EQ(count(temp.db(), "price_observations"), 0);
    EXPECT_EQ(count(temp.db(), "instance_types"), 0);
}

ACCELDECIDE_ON_EVERY_BACKEND(SkyPilotImporterTest);
