// Every cloud's real vms.csv layout (tests/database/fixtures/skypilot, see ATTRIBUTION.md
// there) imported by header name, the cloud taken from the catalog's path, on SQLite and
// PostgreSQL: the counts, who bills the prices, and the accelerator each links to.
#include "ImporterTestSupport.h"
#include "database/import/SkyPilotImporter.h"
#include "database/schema/CatalogSchema.h"

#include <QSqlQuery>

#include <gtest/gtest.h>

#include <tuple>

using namespace acceldecide::db;
using namespace acceldecide::db::test;

namespace {

struct Layout
{
    const char *path; // under fixtures/skypilot
    const char *provider;
    qint64 read;
    qint64 imported;
    qint64 skipped;
    qint64 rejected;
    qint64 types;
    qint64 prices;
    const char *probe;            // an instance type of the file
    double probeOnDemand;         // its on-demand price in its first region
    const char *probeAccelerator; // the catalog chip it links to, "" for none
};

std::ostream &operator<<(std::ostream &out, const Layout &layout)
{
    return out << layout.path;
}

const Layout kLayouts[] = {
    // InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,
    // Region,AvailabilityZone. A100 with 40960 MiB per GPU is the 40 GB part.
    {"v7/aws/vms.csv", "AWS", 5, 4, 1, 0, 3, 6, "p4d.24xlarge", 32.7726, "A100 40GB"},
    // InstanceType,vCPUs,MemoryGiB,AcceleratorName,AcceleratorCount,GpuInfo,Region,
    // AvailabilityZone,Price,SpotPrice. GPU rows paired with their host.
    {"v7/gcp/vms.csv", "GCP", 16, 5, 11, 0, 4, 9, "a2-highgpu-1g", 2.93391 + 0.73948, "A100 40GB"},
    // ...,MemoryGiB,Price,Region,GpuInfo,SpotPrice: no zones, no spot.
    {"v7/lambda/vms.csv", "Lambda", 5, 4, 1, 0, 3, 4, "gpu_8x_a100", 10.32, "A100 40GB"},
    // ...,GpuInfo,Region,SpotPrice,Price,AvailabilityZone; GpuInfo a bare name.
    {"v7/runpod/vms.csv", "RunPod", 4, 4, 0, 0, 3, 6, "1x_A100-80GB_SECURE", 1.64, "A100 80GB"},
    // ...,Region,SpotPrice,Price,AvailabilityZone,GpuInfo; 'SizeInMiB': 80 is GiB.
    {"v8/runpod/vms.csv", "RunPod", 3, 3, 0, 0, 2, 5, "2x_A100-80GB_SECURE", 2.78, "A100 80GB"},
    // Nebius's H100 is not taken for the SXM part AWS sells, nor its 200 GiB for GPU memory.
    {"v7/nebius/vms.csv", "Nebius", 4, 3, 1, 0, 3, 5, "gpu-h100-sxm_1gpu-16vcpu-200gb", 2.95, ""},
    // Vast's memory is the instance's: 81920 MiB over 2 GPUs is the 40 GB A100; spot 0.00 is
    // no spot market.
    {"v7/vast/vms.csv", "Vast.ai", 3, 3, 0, 0, 3, 3, "2x-A100_SXM4-32-65536", 1.47, "A100 40GB"},
    // JSON GpuInfo, an extra column, SpotPrice 99999999 (no spot market).
    {"v7/primeintellect/vms.csv", "Prime Intellect", 2, 2, 0, 0, 2, 2,
     "runpod__2xA100_80GB__16__234", 3.2967999999999997, "A100 80GB"},
    // An extra StorageGiB column.
    {"v7/hyperbolic/vms.csv", "Hyperbolic", 2, 2, 0, 0, 2, 2, "1x-RTX4090-11-45", 0.25, ""},
    // An empty Region is rejected; 'SizeInMiB': 0 is no memory.
    {"v7/seeweb/vms.csv", "Seeweb", 4, 2, 1, 1, 2, 2, "ECS1GPU3", 0.99, "A100 80GB"},
    // Lower-case GpuInfo keys.
    {"v6/do/vms.csv", "DigitalOcean", 3, 2, 1, 0, 2, 2, "gpu-h100x8-640gb", 47.60, ""},
};

class SkyPilotLayoutsTest : public ::testing::TestWithParam<std::tuple<SqlDialect::Backend, Layout>>
{};

TEST_P(SkyPilotLayoutsTest, ImportsByHeaderNameUnderTheCloudsProvider)
{
    const auto &[backend, layout] = GetParam();
    TempCatalog temp(CatalogDatabase::Seeding::Skip, backend);
    QSqlQuery insert(temp.db());
    ASSERT_TRUE(insert.exec(QStringLiteral(
        "INSERT INTO accelerators (name, vendor, stack) VALUES ('A100 40GB', 'NVIDIA', 'cuda'), "
        "('A100 80GB', 'NVIDIA', 'cuda'), ('H100 SXM', 'NVIDIA', 'cuda'), "
        "('Trainium1', 'AWS', 'neuron')")));

    const QString path = fixture("skypilot/") + QLatin1String(layout.path);
    const ImportReport report = SkyPilotImporter::import(*temp.catalog, path);
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsRead, layout.read);
    EXPECT_EQ(report.rowsImported, layout.imported);
    EXPECT_EQ(report.rowsSkipped, layout.skipped);
    EXPECT_EQ(report.rowsRejected, layout.rejected)
        << report.rejections.join(QLatin1Char('\n')).toStdString();

    QSqlDatabase &db = temp.db();
    EXPECT_EQ(count(db, schema::instanceTypes::kTable), layout.types);
    EXPECT_EQ(count(db, schema::instanceTypes::kTable,
                    QStringLiteral("provider = '%1'").arg(QLatin1String(layout.provider))),
              layout.types);
    EXPECT_EQ(count(db, schema::priceObservations::kTable), layout.prices);
    const QString probe = QLatin1String(layout.probe);
    EXPECT_DOUBLE_EQ(scalarValue(db, QStringLiteral("SELECT p.hourly_usd FROM "
                                                    "price_observations p JOIN instance_types i "
                                                    "ON i.id = p.instance_type_id WHERE i.name = "
                                                    "'%1' AND p.purchase_model = 'on_demand' "
                                                    "ORDER BY p.id LIMIT 1")
                                         .arg(probe))
                         .toDouble(),
                     layout.probeOnDemand);
    EXPECT_EQ(scalarValue(db, QStringLiteral("SELECT COALESCE(a.name, '') FROM instance_types i "
                                             "LEFT JOIN accelerators a ON a.id = "
                                             "i.accelerator_id WHERE i.name = '%1'")
                                  .arg(probe))
                  .toString(),
              QLatin1String(layout.probeAccelerator));
}

INSTANTIATE_TEST_SUITE_P(
    Backends, SkyPilotLayoutsTest,
    ::testing::Combine(::testing::Values(SqlDialect::Backend::Sqlite,
                                         SqlDialect::Backend::PostgreSql),
                       ::testing::ValuesIn(kLayouts)),
    [](const ::testing::TestParamInfo<std::tuple<SqlDialect::Backend, Layout>> &info) {
        std::string name = std::get<1>(info.param).path;
        for (char &c : name)
            c = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ? c : '_';
        return name +
               (std::get<0>(info.param) == SqlDialect::Backend::Sqlite ? "_Sqlite" : "_PostgreSql");
    });

} // namespace
