// GCP's GPU rows paired with their host VM as SkyPilot's list_accelerators() pairs them
// (sky/catalog/gcp_catalog.py), on the real us-central1 rows of catalogs/v7/gcp/vms.csv.
#include "database/import/SkyPilotGcpHosts.h"
#include "ImporterTestSupport.h"
#include "database/import/SkyPilotImporter.h"
#include "database/schema/CatalogSchema.h"

#include <QFile>

#include <gtest/gtest.h>

using namespace acceldecide::db;
using namespace acceldecide::db::import;
using namespace acceldecide::db::test;

namespace {

const QString kRegion = QStringLiteral("us-central1");
const QString kZone = QStringLiteral("us-central1-a");

// The host rows of us-central1-a in the fixture, as the first pass keeps them.
SkyPilotGcpHosts usCentral1a()
{
    using Host = SkyPilotGcpHosts::Host;
    SkyPilotGcpHosts hosts;
    hosts.add(kRegion, kZone, Host{QStringLiteral("a2-highgpu-1g"), 12, 85.0, 0.73948, 0.29576});
    hosts.add(kRegion, kZone, Host{QStringLiteral("n1-highmem-2"), 2, 13.0, 0.1183, 0.02981});
    hosts.add(kRegion, kZone, Host{QStringLiteral("n1-highmem-32"), 32, 208.0, 1.89285, 0.4769});
    hosts.add(kRegion, kZone, Host{QStringLiteral("n1-highmem-4"), 4, 26.0, 0.23661, 0.05961});
    hosts.add(kRegion, kZone, Host{QStringLiteral("n1-highmem-8"), 8, 52.0, 0.47321, 0.11922});
    hosts.add(kRegion, kZone, Host{QStringLiteral("n1-standard-1"), 1, 3.75, 0.0475, 0.01204});
    return hosts;
}

SkyPilotRow gpuRow(const char *gpu, qint64 count, double price, std::optional<double> spot,
                   const QString &zone = kZone)
{
    SkyPilotRow row;
    row.acceleratorName = QString::fromLatin1(gpu);
    row.acceleratorCount = count;
    row.price = price;
    row.spotPrice = spot;
    row.region = kRegion;
    row.zone = zone;
    return row;
}

// A GPU row and the offer it becomes: the host SkyPilot picks, priced host + GPU.
struct Pairing
{
    const char *name;
    SkyPilotRow gpu;
    QString instanceType;
    double price;
    std::optional<double> spotPrice;
    qint64 vcpus;
};

std::ostream &operator<<(std::ostream &out, const Pairing &pairing)
{
    return out << pairing.name;
}

class SkyPilotGcpHostsPairs : public ::testing::TestWithParam<Pairing>
{};

TEST_P(SkyPilotGcpHostsPairs, TheHostSkyPilotPicks)
{
    const Pairing &expected = GetParam();
    const std::optional<SkyPilotRow> paired = usCentral1a().pair(expected.gpu);
    ASSERT_TRUE(paired.has_value());
    EXPECT_EQ(paired->instanceType, expected.instanceType);
    EXPECT_DOUBLE_EQ(*paired->price, expected.price);
    ASSERT_EQ(paired->spotPrice.has_value(), expected.spotPrice.has_value());
    if (expected.spotPrice) {
        EXPECT_DOUBLE_EQ(*paired->spotPrice, *expected.spotPrice);
    }
    EXPECT_EQ(paired->vcpus, expected.vcpus);
    EXPECT_EQ(paired->acceleratorName, expected.gpu.acceleratorName);
    EXPECT_EQ(paired->acceleratorCount, expected.gpu.acceleratorCount);
}

INSTANTIATE_TEST_SUITE_P(
    UsCentral1, SkyPilotGcpHostsPairs,
    ::testing::Values(
        // A100 x1 only comes on a2-highgpu-1g: $2.93391 + $0.73948 (GCP's list price of the
        // machine type, $3.67339).
        Pairing{"a100_on_a2", gpuRow("A100", 1, 2.93391, 1.1472), QStringLiteral("a2-highgpu-1g"),
                2.93391 + 0.73948, 1.1472 + 0.29576, 12},
        // T4 x1 needs 4 vCPUs and 16 GiB: n1-highmem-4 is the cheapest that has them
        // (n1-standard-1 and n1-highmem-2 are too small, -8 and -32 dearer).
        Pairing{"t4_on_the_cheapest_n1", gpuRow("T4", 1, 0.35, 0.14),
                QStringLiteral("n1-highmem-4+T4:1"), 0.35 + 0.23661, 0.14 + 0.05961, 4},
        // T4 x2 and V100 x1 need 8 vCPUs and 32 GiB: n1-highmem-8.
        Pairing{"t4_x2", gpuRow("T4", 2, 0.7, 0.28), QStringLiteral("n1-highmem-8+T4:2"),
                0.7 + 0.47321, 0.28 + 0.11922, 8},
        Pairing{"v100", gpuRow("V100", 1, 2.48, 0.992), QStringLiteral("n1-highmem-8+V100:1"),
                2.48 + 0.47321, 0.992 + 0.11922, 8},
        // Spot only when both have one.
        Pairing{"no_spot_without_both", gpuRow("V100", 1, 2.48, std::nullopt),
                QStringLiteral("n1-highmem-8+V100:1"), 2.48 + 0.47321, std::nullopt, 8}),
    [](const ::testing::TestParamInfo<Pairing> &info) { return std::string(info.param.name); });

TEST(SkyPilotGcpHosts, AGpuWithoutAHostIsNotOffered)
{
    const SkyPilotGcpHosts hosts = usCentral1a();
    // No host in that zone.
    EXPECT_FALSE(hosts.pair(gpuRow("A100", 1, 2.93391, 1.1472, QStringLiteral("us-central1-b"))));
    // A100 x2 comes only on a2-highgpu-2g, which the zone does not list.
    EXPECT_FALSE(hosts.pair(gpuRow("A100", 2, 5.86782, 2.2944)));
    // SkyPilot has no host for A100 x3, nor for T4 x8.
    EXPECT_FALSE(hosts.pair(gpuRow("A100", 3, 1.0, 1.0)));
    EXPECT_FALSE(hosts.pair(gpuRow("T4", 8, 1.0, 1.0)));
    // V100 x8 needs 64 vCPUs: none of the zone's n1 hosts has them.
    EXPECT_FALSE(hosts.pair(gpuRow("V100", 8, 19.84, 7.936)));
    // SkyPilot drops a GPU row without an on-demand price.
    SkyPilotRow noPrice = gpuRow("T4", 1, 0.35, 0.14);
    noPrice.price.reset();
    EXPECT_FALSE(hosts.pair(noPrice));
}

TEST(SkyPilotGcpHosts, TheTablesAreSkyPilots)
{
    bool known = false;
    EXPECT_EQ(SkyPilotGcpHosts::fixedHosts(QStringLiteral("L4"), 1, &known),
              (QStringList{QStringLiteral("g2-standard-4"), QStringLiteral("g2-standard-8"),
                           QStringLiteral("g2-standard-12"), QStringLiteral("g2-standard-16"),
                           QStringLiteral("g2-standard-32")}));
    EXPECT_TRUE(known);
    EXPECT_EQ(SkyPilotGcpHosts::fixedHosts(QStringLiteral("B200"), 8, &known),
              QStringList{QStringLiteral("a4-highgpu-8g")});
    EXPECT_TRUE(SkyPilotGcpHosts::fixedHosts(QStringLiteral("T4"), 1, &known).isEmpty());
    EXPECT_FALSE(known);
    EXPECT_EQ(SkyPilotGcpHosts::minimumVcpus(QStringLiteral("T4"), 4), 48);
    EXPECT_EQ(SkyPilotGcpHosts::minimumVcpus(QStringLiteral("P4"), 2), 16); // DEFAULT
    EXPECT_EQ(SkyPilotGcpHosts::minimumVcpus(QStringLiteral("K80"), 16), 64);
    EXPECT_EQ(SkyPilotGcpHosts::minimumVcpus(QStringLiteral("T4"), 8), std::nullopt);
}

// Every case runs on SQLite and on PostgreSQL.
class SkyPilotGcpImportTest : public BackendTest
{};

// The fixture's 16 rows: 8 host VMs and a TPU skipped, an A100 row in a zone whose host is
// not in the file skipped, 5 GPU rows paired (A100 twice in one region: one on-demand
// price, two spot prices).
TEST_P(SkyPilotGcpImportTest, PricesEachGpuWithItsHostUnderGcp)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    const ImportReport report =
        SkyPilotImporter::import(*temp.catalog, fixture("skypilot/v7/gcp/vms.csv"));
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, 16);
    EXPECT_EQ(report.rowsImported, 5);
    EXPECT_EQ(report.rowsSkipped, 11);
    EXPECT_EQ(report.rowsRejected, 0) << report.rejections.join(QLatin1Char('\n')).toStdString();
    EXPECT_TRUE(report.message.endsWith(QStringLiteral("prices billed by GCP")))
        << report.message.toStdString();

    QSqlDatabase &db = temp.db();
    QSqlQuery types(db);
    ASSERT_TRUE(types.exec(QStringLiteral("SELECT provider, name, accelerators_per_instance, "
                                          "vcpus FROM instance_types ORDER BY name")));
    QStringList rows;
    while (types.next())
        rows << QStringLiteral("%1 %2 x%3 %4 vCPUs")
                    .arg(types.value(0).toString(), types.value(1).toString())
                    .arg(types.value(2).toInt())
                    .arg(types.value(3).toInt());
    EXPECT_EQ(rows, (QStringList{QStringLiteral("GCP a2-highgpu-1g x1 12 vCPUs"),
                                 QStringLiteral("GCP n1-highmem-4+T4:1 x1 4 vCPUs"),
                                 QStringLiteral("GCP n1-highmem-8+T4:2 x2 8 vCPUs"),
                                 QStringLiteral("GCP n1-highmem-8+V100:1 x1 8 vCPUs")}));
    const auto price = [&](const char *type, const char *model, const char *zone) {
        return scalarValue(db,
                           QStringLiteral("SELECT hourly_usd FROM price_observations p "
                                          "JOIN instance_types i ON i.id = p.instance_type_id "
                                          "WHERE i.name = '%1' AND p.purchase_model = '%2' "
                                          "AND COALESCE(p.availability_zone, '') = '%3' "
                                          "AND p.region = 'us-central1'")
                               .arg(QLatin1String(type), QLatin1String(model), QLatin1String(zone)))
            .toDouble();
    };
    EXPECT_DOUBLE_EQ(price("a2-highgpu-1g", "on_demand", ""), 2.93391 + 0.73948);
    EXPECT_DOUBLE_EQ(price("a2-highgpu-1g", "spot", "us-central1-a"), 1.1472 + 0.29576);
    EXPECT_DOUBLE_EQ(price("a2-highgpu-1g", "spot", "us-central1-b"), 1.1472 + 0.29576);
    EXPECT_DOUBLE_EQ(price("n1-highmem-4+T4:1", "on_demand", ""), 0.35 + 0.23661);
    EXPECT_EQ(count(db, schema::priceObservations::kTable), 9);
    // Every price keeps its region and the file's date, under the file's source.
    const QString fileDate = QFileInfo(fixture("skypilot/v7/gcp/vms.csv"))
                                 .lastModified()
                                 .toUTC()
                                 .date()
                                 .toString(Qt::ISODate);
    EXPECT_EQ(
        count(db, schema::priceObservations::kTable,
              QStringLiteral("observed_date = '%1' AND region = 'us-central1'").arg(fileDate)),
        9);
    EXPECT_EQ(scalarValue(db, QStringLiteral("SELECT title FROM sources")).toString(),
              QStringLiteral("SkyPilot catalog gcp/vms.csv (vms.csv)"));
}

// A GPU row before its host in the file is paired all the same: hosts are read first.
TEST_P(SkyPilotGcpImportTest, AGpuRowBeforeItsHostIsPaired)
{
    TempCatalog temp(CatalogDatabase::Seeding::Skip, GetParam());
    QDir(temp.dir.path()).mkpath(QStringLiteral("gcp"));
    const QString path = temp.dir.filePath(QStringLiteral("gcp/vms.csv"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,"
               "AvailabilityZone,Price,SpotPrice\n"
               ",,,T4,1,{'Gpus': [{'MemoryInfo': {'SizeInMiB': 16384}}]},us-central1,"
               "us-central1-a,0.35,0.14\n"
               "n1-highmem-4,4.0,26.0,,,,us-central1,us-central1-a,0.23661,0.05961\n");
    file.close();
    const ImportReport report = SkyPilotImporter::import(*temp.catalog, path);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsImported, 1);
    EXPECT_EQ(count(temp.db(), schema::instanceTypes::kTable,
                    QStringLiteral("name = 'n1-highmem-4+T4:1' AND provider = 'GCP'")),
              1);
}

ACCELDECIDE_ON_EVERY_BACKEND(SkyPilotGcpImportTest);

} // namespace
