// fuzz_skypilot_gpuinfo: a SkyPilot catalog's GpuInfo field (any bytes) through
// SkyPilotLiteralReader and SkyPilotGpuInfo, as the import reads every row's.
//
// Invariants: reading ends; a refusal names a column within the text (or just past the
// byte limit) and says why; a value read respects the limits (bytes, depth, count), and
// written back as a literal it reads back to the same value; the memory of one GPU is
// either refused exactly when the literal is (or is not a dict), or none, or in
// (0, kMaxPlausibleGib] GiB, for every meaning a cloud gives the number; a bare name states
// no memory.

#include "FuzzCheck.h"
#include "database/import/SkyPilotGpuInfo.h"
#include "database/import/SkyPilotLiteralReader.h"

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

using acceldecide::db::import::SkyPilotCloud;
using acceldecide::db::import::SkyPilotGpuInfo;
using acceldecide::db::import::SkyPilotLiteral;
using acceldecide::db::import::SkyPilotLiteralReader;

namespace {

using Kind = SkyPilotLiteral::Kind;

std::string quoted(const std::string &text)
{
    std::string out = "'";
    for (const char c : text) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\'':
            out += "\\'";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            out += c;
        }
    }
    return out + "'";
}

// The value as a literal the reader takes: numbers in their shortest exact form.
std::string written(const SkyPilotLiteral &value)
{
    switch (value.kind) {
    case Kind::None:
        return "None";
    case Kind::Bool:
        return value.boolean ? "True" : "False";
    case Kind::Number: {
        char buffer[64];
        const auto result = std::to_chars(buffer, buffer + sizeof buffer, value.number);
        return std::string(buffer, result.ptr);
    }
    case Kind::String:
        return quoted(value.text);
    case Kind::List: {
        std::string out = "[";
        for (const SkyPilotLiteral &item : value.items)
            out += written(item) + ",";
        return out + "]";
    }
    case Kind::Dict: {
        std::string out = "{";
        for (std::size_t i = 0; i < value.keys.size(); ++i)
            out += quoted(value.keys[i]) + ":" + written(value.values[i]) + ",";
        return out + "}";
    }
    }
    return {};
}

bool same(const SkyPilotLiteral &a, const SkyPilotLiteral &b)
{
    if (a.kind != b.kind || a.boolean != b.boolean || a.text != b.text ||
        a.items.size() != b.items.size() || a.keys != b.keys || a.values.size() != b.values.size())
        return false;
    if (a.kind == Kind::Number && a.number != b.number)
        return false;
    for (std::size_t i = 0; i < a.items.size(); ++i) {
        if (!same(a.items[i], b.items[i]))
            return false;
    }
    for (std::size_t i = 0; i < a.values.size(); ++i) {
        if (!same(a.values[i], b.values[i]))
            return false;
    }
    return true;
}

// Depth (a scalar is 1) and number of values, to hold against the limits.
void measure(const SkyPilotLiteral &value, int depth, int &deepest, std::size_t &values)
{
    ++values;
    deepest = std::max(deepest, depth);
    for (const SkyPilotLiteral &item : value.items)
        measure(item, depth + 1, deepest, values);
    for (const SkyPilotLiteral &item : value.values)
        measure(item, depth + 1, deepest, values);
}

void checkLiteral(std::string_view text)
{
    const SkyPilotLiteralReader::Limits limits;
    const auto read = SkyPilotLiteralReader::read(text);
    if (!read) {
        const auto &error = read.error();
        FUZZ_CHECK(!error.message.empty(), "a refusal without a reason");
        FUZZ_CHECK(error.column >= 1 &&
                       (error.column <= text.size() + 1 || error.column == limits.maxBytes + 1),
                   "column " + std::to_string(error.column) + " outside a text of " +
                       std::to_string(text.size()) + " bytes: " + error.message);
        return;
    }
    FUZZ_CHECK(text.size() <= limits.maxBytes, "a text over the byte limit was read");
    int deepest = 0;
    std::size_t values = 0;
    measure(*read, 1, deepest, values);
    // A container's scalars sit one level below the deepest container the limit counts.
    FUZZ_CHECK(deepest <= limits.maxDepth + 1, "read " + std::to_string(deepest) + " levels");
    FUZZ_CHECK(values <= limits.maxValues, "read " + std::to_string(values) + " values");
    const std::string again = written(*read);
    const auto reread = SkyPilotLiteralReader::read(again, {1 << 20, limits.maxDepth, 1 << 20});
    FUZZ_CHECK(reread.ok(), "written back, it was refused: " + again + " (" +
                                (reread.ok() ? std::string() : reread.error().toString()) + ")");
    FUZZ_CHECK(same(*read, *reread), "written back, it read differently: " + again);
}

void checkMemory(std::string_view text, std::uint8_t gpusByte)
{
    const qint64 gpus = qint64(gpusByte % 17); // 0 to 16, as AcceleratorCount goes
    for (const SkyPilotCloud::GpuMemory meaning :
         {SkyPilotCloud::GpuMemory::PerGpu, SkyPilotCloud::GpuMemory::InstanceTotal,
          SkyPilotCloud::GpuMemory::NotGpuMemory}) {
        const auto memory = SkyPilotGpuInfo::perGpuMemoryGib(text, meaning, gpus);
        if (!memory) {
            FUZZ_CHECK(memory.error().rfind("column ", 0) == 0,
                       "a refusal without its column: " + memory.error());
            continue;
        }
        if (memory->has_value())
            FUZZ_CHECK(**memory > 0.0 && **memory <= SkyPilotGpuInfo::kMaxPlausibleGib,
                       "memory out of range: " + std::to_string(**memory));
        if (meaning == SkyPilotCloud::GpuMemory::NotGpuMemory)
            FUZZ_CHECK(!memory->has_value(), "memory from a cloud that states none");
    }
    if (SkyPilotGpuInfo::isBareName(text)) {
        const auto memory = SkyPilotGpuInfo::perGpuMemoryGib(text, {}, 1);
        FUZZ_CHECK(memory.ok() && !memory->has_value(), "a bare name stated memory");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    // The first byte steers the GPU count; the rest is the field.
    if (size == 0)
        return 0;
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    checkLiteral(text);
    checkMemory(text, data[0]);
    return 0;
}
