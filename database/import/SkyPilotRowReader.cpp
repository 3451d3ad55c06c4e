#include "database/import/SkyPilotRowReader.h"

#include "database/import/ImportSupport.h"
#include "database/import/SkyPilotGpuInfo.h"

#include <array>

namespace acceldecide::db::import {

namespace {

enum Column
{
    InstanceType,
    AcceleratorName,
    AcceleratorCount,
    Vcpus,
    MemoryGib,
    GpuInfo,
    Price,
    SpotPrice,
    Region,
    AvailabilityZone,
    ColumnCount,
};

struct Spec
{
    const char *normalized; // as CsvColumns compares header names
    const char *header;     // as SkyPilot writes it, for messages
    bool required;
};

constexpr std::array<Spec, ColumnCount> kSpecs = {{
    {"instancetype", "InstanceType", true},
    {"acceleratorname", "AcceleratorName", true},
    {"acceleratorcount", "AcceleratorCount", true},
    {"vcpus", "vCPUs", false},
    {"memorygib", "MemoryGiB", false},
    {"gpuinfo", "GpuInfo", false},
    {"price", "Price", true},
    {"spotprice", "SpotPrice", false},
    {"region", "Region", true},
    {"availabilityzone", "AvailabilityZone", false},
}};

std::vector<CsvColumns::Column> columnSpecs()
{
    std::vector<CsvColumns::Column> columns;
    for (const Spec &spec : kSpecs)
        columns.push_back({spec.normalized, spec.required});
    return columns;
}

} // namespace

SkyPilotRowReader::SkyPilotRowReader(SkyPilotCloud cloud)
    : m_cloud(std::move(cloud)), m_columns(columnSpecs())
{}

QStringList SkyPilotRowReader::missingColumns() const
{
    QStringList missing;
    for (const QString &normalized : m_columns.missing()) {
        for (const Spec &spec : kSpecs) {
            if (normalized == QLatin1String(spec.normalized))
                missing << QLatin1String(spec.header);
        }
    }
    return missing;
}

QString SkyPilotRowReader::requiredColumns()
{
    QStringList names;
    for (const Spec &spec : kSpecs) {
        if (spec.required)
            names << QLatin1String(spec.header);
    }
    const QString last = names.takeLast();
    return tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

Expected<SkyPilotRow, QString>
SkyPilotRowReader::read(const std::vector<std::string_view> &fields) const
{
    const auto text = [&](int column) {
        return toQString(m_columns.field(fields, column)).trimmed();
    };
    SkyPilotRow row;
    row.instanceType = text(InstanceType);
    row.acceleratorName = text(AcceleratorName);
    row.region = text(Region);
    row.zone = text(AvailabilityZone);
    if (row.region.isEmpty())
        return tr("Region: empty");
    // GCP prices its GPUs in rows of their own, with no instance type: the host is found
    // apart. Elsewhere a row without one names nothing that can be priced.
    if (row.instanceType.isEmpty() && !(m_cloud.listsGpusApart() && !row.acceleratorName.isEmpty()))
        return tr("InstanceType: empty");
    if (const auto vcpus = parseCount(m_columns.field(fields, Vcpus)))
        row.vcpus = *vcpus;
    if (const auto memory = parseDouble(m_columns.field(fields, MemoryGib)); memory && *memory >= 0)
        row.memoryGib = *memory;
    if (auto accelerator = readAccelerator(fields, row); !accelerator)
        return accelerator.error();
    if (auto prices = readPrices(fields, row); !prices)
        return prices.error();
    return row;
}

Expected<void, QString>
SkyPilotRowReader::readAccelerator(const std::vector<std::string_view> &fields,
                                   SkyPilotRow &row) const
{
    if (row.acceleratorName.isEmpty())
        return {};
    const std::string_view countText = m_columns.field(fields, AcceleratorCount);
    const auto count = parseCount(countText);
    if (!count || *count < 1)
        return tr("AcceleratorCount: not a positive whole number, got \"%1\"")
            .arg(toQString(countText));
    row.acceleratorCount = *count;
    const auto memory = SkyPilotGpuInfo::perGpuMemoryGib(m_columns.field(fields, GpuInfo),
                                                         m_cloud.gpuMemory(), *count);
    if (!memory)
        return tr("GpuInfo: %1, so it is not read").arg(QString::fromStdString(memory.error()));
    row.gpuMemoryGib = *memory;
    return {};
}

Expected<void, QString> SkyPilotRowReader::readPrices(const std::vector<std::string_view> &fields,
                                                      SkyPilotRow &row) const
{
    for (const auto &[column, target] :
         {std::pair{Price, &row.price}, std::pair{SpotPrice, &row.spotPrice}}) {
        const std::string_view text = m_columns.field(fields, column);
        if (text.find_first_not_of(" \t") == std::string_view::npos)
            continue; // no price: normal (no spot market, a region without the type)
        const std::optional<double> value = parseDouble(text);
        if (!value || *value < 0)
            return tr("%1: not a non-negative number, got \"%2\"")
                .arg(QLatin1String(kSpecs[std::size_t(column)].header), toQString(text));
        *target = *value;
    }
    if (row.spotPrice && (*row.spotPrice == 0.0 || *row.spotPrice >= kNoSpotAtOrAbove))
        row.spotPrice.reset();
    return {};
}

} // namespace acceldecide::db::import
