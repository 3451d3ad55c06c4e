#pragma once

#include <cstddef>
#include <string>
#include <string_view>
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
    std::vector<SkyPilotLiteral> items; // a list's
    // A dict's keys, in file order, and their values at the same places (two vectors, not
    // one of pairs: a pair holding this type cannot be a member while it is incomplete).
    std::vector<std::string> keys;
    std::vector<SkyPilotLiteral> values;

    // The dict entry whose key equals `key` ignoring ASCII case (DigitalOcean's catalog
    // writes 'gpus' and 'sizeinmib' where the others write 'Gpus' and 'SizeInMiB'), or
    // nullptr when this is not a dict or has no such key.
    const SkyPilotLiteral *find(std::string_view key) const
    {
        if (kind != Kind::Dict)
            return nullptr;
        for (std::size_t i = 0; i < keys.size() && i < values.size(); ++i) {
            if (equalsIgnoringCase(keys[i], key))
                return &values[i];
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
