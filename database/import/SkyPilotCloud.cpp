#include "database/import/SkyPilotCloud.h"

#include "database/import/ImportSupport.h"

#include <QDir>
#include <QFileInfo>

#include <array>

namespace acceldecide::db::import {

namespace {

struct Known
{
    const char *name;
    const char *provider;
    SkyPilotCloud::GpuMemory gpuMemory;
};

using Memory = SkyPilotCloud::GpuMemory;

// The skypilot-catalog folders (catalogs/v5 to v9) whose vms.csv lists NVIDIA GPUs, read
// 2026: the GpuInfo of each was looked at for what its memory means.
constexpr std::array<Known, 16> kClouds = {{
    {"aws", kProviderAws, Memory::PerGpu},
    {"azure", "Azure", Memory::PerGpu},
    {"cudo", "Cudo Compute", Memory::PerGpu},
    {"do", "DigitalOcean", Memory::PerGpu},
    {"fluidstack", "Fluidstack", Memory::PerGpu},
    {"gcp", "GCP", Memory::PerGpu},
    {"hyperbolic", "Hyperbolic", Memory::PerGpu},
    {"lambda", "Lambda", Memory::PerGpu},
    {"nebius", "Nebius", Memory::NotGpuMemory},
    {"oci", "OCI", Memory::PerGpu},
    {"paperspace", "Paperspace", Memory::PerGpu},
    {"primeintellect", "Prime Intellect", Memory::InstanceTotal},
    {"runpod", "RunPod", Memory::PerGpu},
    {"seeweb", "Seeweb", Memory::PerGpu},
    {"shadeform", "Shadeform", Memory::PerGpu},
    {"vast", "Vast.ai", Memory::InstanceTotal},
}};

} // namespace

std::optional<SkyPilotCloud> SkyPilotCloud::fromName(const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    for (const Known &known : kClouds) {
        if (wanted == QLatin1String(known.name))
            return SkyPilotCloud(QString::fromLatin1(known.name),
                                 QString::fromLatin1(known.provider), known.gpuMemory);
    }
    return std::nullopt;
}

std::optional<SkyPilotCloud> SkyPilotCloud::fromPath(const QString &path)
{
    // Only the catalog's own layout: a file renamed or moved out of its folder says
    // nothing about its cloud, and a guess would put another cloud's name on its prices.
    const QFileInfo file(QDir::fromNativeSeparators(path));
    if (file.fileName() != QLatin1String("vms.csv"))
        return std::nullopt;
    // The absolute path: "vms.csv" typed in catalogs/v7/gcp is GCP's too.
    const QString folder = QFileInfo(file.absolutePath()).fileName();
    for (const Known &known : kClouds) {
        if (folder == QLatin1String(known.name))
            return fromName(folder);
    }
    return std::nullopt;
}

QStringList SkyPilotCloud::names()
{
    QStringList names;
    for (const Known &known : kClouds)
        names << QString::fromLatin1(known.name);
    return names;
}

} // namespace acceldecide::db::import
