#include "database/import/SkyPilotGcpHosts.h"

#include "database/import/CsvReader.h"
#include "database/import/SkyPilotRowReader.h"

#include <QFile>

#include <array>
#include <utility>

namespace acceldecide::db::import {

namespace {

// SkyPilot's _ACC_INSTANCE_TYPE_DICTS: a GPU, a count, the host types it comes on.
struct FixedHosts
{
    const char *gpu;
    int count;
    std::array<const char *, 5> hosts; // unused places are nullptr
};

constexpr std::array<FixedHosts, 20> kFixedHosts = {{
    {"A100", 1, {"a2-highgpu-1g"}},
    {"A100", 2, {"a2-highgpu-2g"}},
    {"A100", 4, {"a2-highgpu-4g"}},
    {"A100", 8, {"a2-highgpu-8g"}},
    {"A100", 16, {"a2-megagpu-16g"}},
    {"A100-80GB", 1, {"a2-ultragpu-1g"}},
    {"A100-80GB", 2, {"a2-ultragpu-2g"}},
    {"A100-80GB", 4, {"a2-ultragpu-4g"}},
    {"A100-80GB", 8, {"a2-ultragpu-8g"}},
    {"L4",
     1,
     {"g2-standard-4", "g2-standard-8", "g2-standard-12", "g2-standard-16", "g2-standard-32"}},
    {"L4", 2, {"g2-standard-24"}},
    {"L4", 4, {"g2-standard-48"}},
    {"L4", 8, {"g2-standard-96"}},
    {"H100", 1, {"a3-highgpu-1g"}},
    {"H100", 2, {"a3-highgpu-2g"}},
    {"H100", 4, {"a3-highgpu-4g"}},
    {"H100", 8, {"a3-highgpu-8g"}},
    {"H100-MEGA", 8, {"a3-megagpu-8g"}},
    {"H200", 8, {"a3-ultragpu-8g"}},
    {"B200", 8, {"a4-highgpu-8g"}},
}};

// SkyPilot's _NUM_ACC_TO_NUM_CPU: the vCPUs of the n1 host for a GPU and count; "DEFAULT"
// for every GPU not named.
struct N1Vcpus
{
    const char *gpu;
    int count;
    int vcpus;
};

constexpr std::array<N1Vcpus, 21> kN1Vcpus = {{
    {"K80", 1, 4},        {"K80", 2, 8},      {"K80", 4, 16},     {"K80", 8, 32},
    {"K80", 16, 64},      {"V100", 1, 8},     {"V100", 2, 16},    {"V100", 4, 32},
    {"V100", 8, 64},      {"T4", 1, 4},       {"T4", 2, 8},       {"T4", 4, 48},
    {"P100", 1, 8},       {"P100", 2, 16},    {"P100", 4, 32},    {"P100", 8, 64},
    {"DEFAULT", 1, 8},    {"DEFAULT", 2, 16}, {"DEFAULT", 4, 32}, {"DEFAULT", 8, 64},
    {"DEFAULT", 16, 128},
}};

// SkyPilot's _DEFAULT_HOST_VM_FAMILY.
constexpr std::array<const char *, 3> kN1Families = {"n1-standard-", "n1-highmem-", "n1-highcpu-"};
// SkyPilot's _DEFAULT_GPU_MEMORY_CPU_RATIO: GiB of host memory per vCPU.
constexpr double kMemoryPerVcpu = 4.0;

// The families a GPU can attach to; only these are kept from the first pass.
bool isHostFamily(const QString &type)
{
    for (const char *prefix : {"n1-", "a2-", "a3-", "a4-", "g2-"}) {
        if (type.startsWith(QLatin1String(prefix)))
            return true;
    }
    return false;
}

bool isN1Host(const QString &type)
{
    for (const char *family : kN1Families) {
        if (type.startsWith(QLatin1String(family)))
            return true;
    }
    return false;
}

QString zoneKey(const QString &region, const QString &zone)
{
    return region + QLatin1Char('/') + zone;
}

} // namespace

Expected<SkyPilotGcpHosts, QString> SkyPilotGcpHosts::load(const QString &path,
                                                           const std::atomic<bool> *cancel)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot open %1: %2").arg(path, file.errorString());
    CsvReader reader(file);
    SkyPilotRowReader rows(*SkyPilotCloud::fromName(QStringLiteral("gcp")));
    std::vector<std::string_view> fields;
    SkyPilotGcpHosts hosts;
    // Not a vms.csv: the import's own pass refuses it.
    if (!reader.readRow(fields) || !rows.columns().map(fields))
        return hosts;
    const std::size_t width = fields.size();
    while (reader.readRow(fields)) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return tr("cancelled");
        if (fields.size() != width)
            continue;
        const Expected<SkyPilotRow, QString> row = rows.read(fields);
        // SkyPilot leaves out hosts without an on-demand price (dropna on Price).
        if (!row || row->instanceType.isEmpty() || !row->acceleratorName.isEmpty() || !row->price ||
            !isHostFamily(row->instanceType))
            continue;
        hosts.add(row->region, row->zone,
                  Host{row->instanceType, row->vcpus, row->memoryGib, *row->price, row->spotPrice});
    }
    return hosts;
}

void SkyPilotGcpHosts::add(const QString &region, const QString &zone, Host host)
{
    m_byZone[zoneKey(region, zone)].push_back(std::move(host));
}

QStringList SkyPilotGcpHosts::fixedHosts(const QString &gpu, qint64 count, bool *known)
{
    *known = false;
    QStringList hosts;
    for (const FixedHosts &entry : kFixedHosts) {
        if (gpu != QLatin1String(entry.gpu))
            continue;
        *known = true;
        if (entry.count != count)
            continue;
        for (const char *host : entry.hosts) {
            if (host)
                hosts << QLatin1String(host);
        }
    }
    return hosts;
}

std::optional<int> SkyPilotGcpHosts::minimumVcpus(const QString &gpu, qint64 count)
{
    bool named = false;
    for (const N1Vcpus &entry : kN1Vcpus)
        named = named || gpu == QLatin1String(entry.gpu);
    const QString table = named ? gpu : QStringLiteral("DEFAULT");
    for (const N1Vcpus &entry : kN1Vcpus) {
        if (table == QLatin1String(entry.gpu) && entry.count == count && count > 0)
            return entry.vcpus;
    }
    return std::nullopt;
}

const SkyPilotGcpHosts::Host *SkyPilotGcpHosts::cheapest(const SkyPilotRow &gpu,
                                                         const QStringList &fixed) const
{
    const auto found = m_byZone.constFind(zoneKey(gpu.region, gpu.zone));
    if (found == m_byZone.constEnd())
        return nullptr;
    const std::optional<int> vcpus =
        fixed.isEmpty() ? minimumVcpus(gpu.acceleratorName, gpu.acceleratorCount) : 0;
    if (!vcpus)
        return nullptr;
    const Host *best = nullptr;
    for (const Host &host : *found) {
        const bool fits = fixed.isEmpty() ? isN1Host(host.name) && host.vcpus && host.memoryGib &&
                                                *host.vcpus >= *vcpus &&
                                                *host.memoryGib >= kMemoryPerVcpu * *vcpus
                                          : fixed.contains(host.name);
        // Strictly cheaper: on a tie the first host in the file stays, as pandas' idxmin.
        if (fits && (!best || host.price < best->price))
            best = &host;
    }
    return best;
}

std::optional<SkyPilotRow> SkyPilotGcpHosts::pair(const SkyPilotRow &gpu) const
{
    // SkyPilot drops GPU rows without an on-demand price before pairing.
    if (!gpu.price || gpu.acceleratorCount < 1)
        return std::nullopt;
    bool ownHosts = false;
    const QStringList fixed = fixedHosts(gpu.acceleratorName, gpu.acceleratorCount, &ownHosts);
    if (ownHosts && fixed.isEmpty())
        return std::nullopt; // a count SkyPilot has no host type for
    const Host *host = cheapest(gpu, fixed);
    if (!host)
        return std::nullopt;
    SkyPilotRow paired = gpu;
    paired.instanceType = ownHosts ? host->name
                                   : QStringLiteral("%1+%2:%3")
                                         .arg(host->name, gpu.acceleratorName)
                                         .arg(gpu.acceleratorCount);
    paired.vcpus = host->vcpus;
    paired.memoryGib = host->memoryGib;
    paired.price = *gpu.price + host->price;
    paired.spotPrice.reset();
    if (gpu.spotPrice && host->spotPrice)
        paired.spotPrice = *gpu.spotPrice + *host->spotPrice;
    return paired;
}

} // namespace acceldecide::db::import
