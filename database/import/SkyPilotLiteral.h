#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace acceldecide::db::import {

// One value of the Python literal a SkyPilot catalog writes in its GpuInfo column
// ("{'Gpus': [{'Name': 'A100', 'MemoryInfo': {'SizeInMiB': 40960}}]}"): a dict (string
// keys only, in file order), a list, a string (UTF-8 bytes), a number, True, False or
// None. SkyPilotLiteralReader builds it from text without evaluating anything.
struct SkyPilotLiteral
{
    enum class Kind
    {
        None,
        Bool,
        Number,
        String,
        List,
        Dict,
    };

    Kind kind = Kind::None;
    bool boolean = false;
    double number = 0.0;
    std::string text;
    std::vector<SkyPilotLiteral> items;                           // a list's
    std::vector<std::pair<std::string, SkyPilotLiteral>> entries; // a dict's

    // The dict entry whose key equals `key` ignoring ASCII case (DigitalOcean's catalog
    // writes 'gpus' and 'sizeinmib' where the others write 'Gpus' and 'SizeInMiB'), or
    // nullptr when this is not a dict or has no such key.
    const SkyPilotLiteral *find(std::string_view key) const
    {
        if (kind != Kind::Dict)
            return nullptr;
        for (const auto &[name, value] : entries) {
            if (equalsIgnoringCase(name, key))
                return &value;
        }
        return nullptr;
    }

private:
    static bool equalsIgnoringCase(std::string_view a, std::string_view b)
    {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            const auto lower = [](char c) {
                return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
            };
            if (lower(a[i]) != lower(b[i]))
                return false;
        }
        return true;
    }
};

} // namespace acceldecide::db::import
