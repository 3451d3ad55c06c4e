// SkyPilotCloud: a cloud by its catalog name, or from a path laid out as the catalog is.
#include "database/import/SkyPilotCloud.h"

#include <QDir>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace acceldecide::db::import;

namespace {

QString nameFromPath(const QString &path)
{
    const auto cloud = SkyPilotCloud::fromPath(path);
    return cloud ? cloud->name() : QStringLiteral("<none>");
}

TEST(SkyPilotCloud, ByNameIgnoringCase)
{
    ASSERT_TRUE(SkyPilotCloud::fromName(QStringLiteral(" GCP ")));
    EXPECT_EQ(SkyPilotCloud::fromName(QStringLiteral(" GCP "))->provider(), QStringLiteral("GCP"));
    EXPECT_EQ(SkyPilotCloud::fromName(QStringLiteral("aws"))->provider(), QStringLiteral("AWS"));
    EXPECT_EQ(SkyPilotCloud::fromName(QStringLiteral("vast"))->gpuMemory(),
              SkyPilotCloud::GpuMemory::InstanceTotal);
    EXPECT_EQ(SkyPilotCloud::fromName(QStringLiteral("nebius"))->gpuMemory(),
              SkyPilotCloud::GpuMemory::NotGpuMemory);
    EXPECT_TRUE(SkyPilotCloud::fromName(QStringLiteral("gcp"))->listsGpusApart());
    EXPECT_FALSE(SkyPilotCloud::fromName(QStringLiteral("lambda"))->listsGpusApart());
    EXPECT_FALSE(SkyPilotCloud::fromName(QStringLiteral("gpc")));
    EXPECT_FALSE(SkyPilotCloud::fromName(QString()));
    EXPECT_EQ(SkyPilotCloud::names().size(), 16);
    EXPECT_EQ(SkyPilotCloud::names().front(), QStringLiteral("aws"));
}

// Only the catalog's own layout names a cloud: <cloud>/vms.csv.
TEST(SkyPilotCloud, FromThePathInTheCatalogsLayoutOnly)
{
    EXPECT_EQ(nameFromPath(QStringLiteral("/src/skypilot-catalog/catalogs/v7/gcp/vms.csv")),
              QStringLiteral("gcp"));
    EXPECT_EQ(nameFromPath(QStringLiteral("catalogs/v8/runpod/vms.csv")), QStringLiteral("runpod"));
    EXPECT_EQ(nameFromPath(QStringLiteral("/data/gcp/images.csv")), QStringLiteral("<none>"));
    EXPECT_EQ(nameFromPath(QStringLiteral("/data/gcp-vms.csv")), QStringLiteral("<none>"));
    EXPECT_EQ(nameFromPath(QStringLiteral("/data/GCP/vms.csv")), QStringLiteral("<none>"));
    EXPECT_EQ(nameFromPath(QStringLiteral("/data/kubernetes/vms.csv")), QStringLiteral("<none>"));

    // A bare file name, typed in the cloud's folder.
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkpath(QStringLiteral("lambda")));
    const QString before = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(dir.filePath(QStringLiteral("lambda"))));
    EXPECT_EQ(nameFromPath(QStringLiteral("vms.csv")), QStringLiteral("lambda"));
    QDir::setCurrent(before);
}

} // namespace
