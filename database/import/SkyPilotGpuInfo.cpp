#include "database/import/SkyPilotGpuInfo.h"

#include "database/import/SkyPilotLiteralReader.h"

namespace acceldecide::db::import {

namespace {

using Kind = SkyPilotLiteral::Kind;

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

bool isAlnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// 'Gpus'[0]['MemoryInfo']['SizeInMiB'], the path SkyPilot reads; nullopt when any step is
// missing or of another type (Shadeform's GpuInfo has no MemoryInfo at all).
std::optional<double> sizeInMib(const SkyPilotLiteral &info)
{
    const SkyPilotLiteral *gpus = info.find("Gpus");
    if (!gpus || gpus->kind != Kind::List || gpus->items.empty())
        return std::nullopt;
    const SkyPilotLiteral *memory = gpus->items.front().find("MemoryInfo");
    const SkyPilotLiteral *size = memory ? memory->find("SizeInMiB") : nullptr;
    if (!size || size->kind != Kind::Number)
        return std::nullopt;
    return size->number;
}

} // namespace

bool SkyPilotGpuInfo::isBareName(std::string_view field)
{
    constexpr std::size_t kMaxName = 128;
    if (field.empty() || field.size() > kMaxName || !isAlnum(field.front()))
        return false;
    for (const char c : field) {
        if (!isAlnum(c) && c != ' ' && c != '.' && c != '_' && c != '+' && c != '-')
            return false;
    }
    return true;
}

Expected<std::optional<double>, std::string>
SkyPilotGpuInfo::perGpuMemoryGib(std::string_view field, SkyPilotCloud::GpuMemory meaning,
                                 qint64 gpus)
{
    using Result = std::optional<double>;
    const std::string_view text = trimmed(field);
    if (text.empty() || isBareName(text))
        return Result();
    const auto literal = SkyPilotLiteralReader::read(text);
    if (!literal)
        return literal.error().toString();
    if (literal->kind != Kind::Dict)
        return std::string("column 1: expected a dict such as {'Gpus': [...]}");
    std::optional<double> mib = sizeInMib(*literal);
    // Seeweb writes 'SizeInMiB': 0 where it does not know.
    if (!mib || *mib <= 0.0 || meaning == SkyPilotCloud::GpuMemory::NotGpuMemory)
        return Result();
    if (*mib < kGibRule)
        *mib *= kGibRule;
    if (meaning == SkyPilotCloud::GpuMemory::InstanceTotal && gpus > 1)
        *mib /= double(gpus);
    const double gib = *mib / 1024.0;
    if (gib > kMaxPlausibleGib)
        return Result();
    return Result(gib);
}

} // namespace acceldecide::db::import
