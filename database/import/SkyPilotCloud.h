#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace acceldecide::db::import {

// A cloud whose SkyPilot catalog vms.csv lists NVIDIA GPUs (or, for AWS, Trainium too),
// and what its file means where the clouds' files differ. The names are the catalog's
// folder names (catalogs/v7/<name>/vms.csv); the provider is what the import writes into
// instance_types.provider, so that every price says who bills it ("AWS" as the AWS
// importers and the seed data write it).
class SkyPilotCloud
{
public:
    // What GpuInfo's MemoryInfo.SizeInMiB holds in this cloud's file (read in the
    // catalogs, see docs/catalog.md#skypilot-catalogs).
    enum class GpuMemory
    {
        PerGpu,        // one GPU's memory (AWS, GCP, Lambda, OCI, ...)
        InstanceTotal, // the instance's GPUs together (Vast, Prime Intellect)
        NotGpuMemory,  // the VM's own memory (Nebius: 204800 for an 80 GB H100)
    };

    // By catalog name, ignoring case ("gcp", "GCP"); nullopt for a name not in names().
    static std::optional<SkyPilotCloud> fromName(const QString &name);
    // From a path laid out as the catalog is, .../<cloud>/vms.csv (catalogs/v7/gcp/vms.csv
    // is GCP's); nullopt for any other path.
    static std::optional<SkyPilotCloud> fromPath(const QString &path);
    // Every known catalog name, sorted.
    static QStringList names();

    QString name() const { return m_name; }
    QString provider() const { return m_provider; }
    GpuMemory gpuMemory() const { return m_gpuMemory; }
    // GCP lists its GPUs as rows of their own, without an instance type, priced apart
    // from the host VM they attach to (SkyPilotGcpHosts pairs them).
    bool listsGpusApart() const { return m_name == QLatin1String("gcp"); }
    bool isAws() const { return m_name == QLatin1String("aws"); }

private:
    SkyPilotCloud(QString name, QString provider, GpuMemory gpuMemory)
        : m_name(std::move(name)), m_provider(std::move(provider)), m_gpuMemory(gpuMemory)
    {}

    QString m_name;
    QString m_provider;
    GpuMemory m_gpuMemory = GpuMemory::PerGpu;
};

} // namespace acceldecide::db::import
