#include "core/actuals/BillTags.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace acceldecide::actuals {

std::optional<std::vector<BillTag>> parseTagsCell(std::string_view cell)
{
    const auto blank = cell.find_first_not_of(" \t");
    if (blank == std::string_view::npos)
        return std::vector<BillTag>{};
    const nlohmann::json parsed = nlohmann::json::parse(cell, nullptr, false);
    if (parsed.is_discarded() || !parsed.is_object())
        return std::nullopt;
    std::vector<BillTag> tags;
    tags.reserve(parsed.size());
    for (const auto &[key, value] : parsed.items()) {
        // FOCUS allows a number, true, false or null as a value (a key without a value
        // is true); objects and arrays are not tags.
        if (value.is_null())
            continue;
        if (value.is_string())
            tags.emplace_back(key, value.get<std::string>());
        else if (value.is_boolean() || value.is_number())
            tags.emplace_back(key, value.dump());
        else
            return std::nullopt;
    }
    std::sort(tags.begin(), tags.end());
    return tags;
}

std::string plainTagKey(std::string_view key)
{
    // CUR 2.0's newer `tags` map prefixes resource tags with "resourceTags/".
    constexpr std::string_view kResourceTags = "resourceTags/";
    if (key.substr(0, kResourceTags.size()) == kResourceTags)
        key.remove_prefix(kResourceTags.size());
    for (const std::string_view prefix : {std::string_view("user:"), std::string_view("user_")})
        if (key.substr(0, prefix.size()) == prefix)
            return std::string(key.substr(prefix.size()));
    return std::string(key);
}

bool hasTag(const std::vector<BillTag> &tags, std::string_view key, std::string_view value)
{
    const std::string wanted = plainTagKey(key);
    return std::any_of(tags.begin(), tags.end(), [&](const BillTag &tag) {
        return tag.second == value && plainTagKey(tag.first) == wanted;
    });
}

std::string tagsJson(const std::vector<BillTag> &tags)
{
    nlohmann::json object = nlohmann::json::object();
    for (const auto &[key, value] : tags)
        object[key] = value;
    return object.dump();
}

} // namespace acceldecide::actuals
