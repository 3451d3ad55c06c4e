#include "core/actuals/BillTags.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace acceldecide::actuals {

namespace {

bool isJsonSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// A JSON string of printable ASCII without escapes, at `at` (past leading space); false
// for anything else, which the JSON parser then reads (or refuses).
bool plainString(std::string_view cell, std::size_t &at, std::string &out)
{
    if (at >= cell.size() || cell[at] != '"')
        return false;
    const std::size_t start = ++at;
    for (; at < cell.size(); ++at) {
        const char c = cell[at];
        if (c == '"')
            break;
        if (c == '\\' || c < 0x20 || c > 0x7e)
            return false;
    }
    if (at == cell.size())
        return false;
    out.assign(cell.substr(start, at - start));
    ++at;
    return true;
}

void skipSpace(std::string_view cell, std::size_t &at)
{
    while (at < cell.size() && isJsonSpace(cell[at]))
        ++at;
}

// The tags cell as nearly every export writes it, a flat object of plain text keys and
// values, read without building a JSON tree: a bill import reads a tags cell on every
// compute row, and the JSON parser took about a twentieth of its time (perf, a generated
// 1 GB CUR 2.0 file, 2026-11-29). Nullopt for anything else
// (escapes, non-ASCII text, numbers, booleans, null, a repeated key, trailing text), which
// parseTagsJson then reads; for every cell this reads, the two agree (BillTagsTest, and
// the bill fuzzers compare them on every cell).
std::optional<std::vector<BillTag>> plainTagsObject(std::string_view cell)
{
    std::size_t at = 0;
    skipSpace(cell, at);
    if (at >= cell.size() || cell[at] != '{')
        return std::nullopt;
    ++at;
    skipSpace(cell, at);
    std::vector<BillTag> tags;
    if (at < cell.size() && cell[at] == '}') {
        ++at;
    } else {
        for (;;) {
            BillTag &tag = tags.emplace_back();
            skipSpace(cell, at);
            if (!plainString(cell, at, tag.first))
                return std::nullopt;
            skipSpace(cell, at);
            if (at >= cell.size() || cell[at] != ':')
                return std::nullopt;
            ++at;
            skipSpace(cell, at);
            if (!plainString(cell, at, tag.second))
                return std::nullopt;
            skipSpace(cell, at);
            if (at < cell.size() && cell[at] == ',') {
                ++at;
                continue;
            }
            if (at < cell.size() && cell[at] == '}') {
                ++at;
                break;
            }
            return std::nullopt;
        }
    }
    skipSpace(cell, at);
    if (at != cell.size())
        return std::nullopt;
    std::sort(tags.begin(), tags.end());
    const auto sameKey = [](const BillTag &a, const BillTag &b) {
        return a.first == b.first;
    };
    if (std::adjacent_find(tags.begin(), tags.end(), sameKey) != tags.end())
        return std::nullopt; // which one JSON keeps is the JSON parser's rule
    return tags;
}

} // namespace

std::optional<std::vector<BillTag>> parseTagsCell(std::string_view cell)
{
    const auto blank = cell.find_first_not_of(" \t");
    if (blank == std::string_view::npos)
        return std::vector<BillTag>{};
    if (auto plain = plainTagsObject(cell))
        return plain;
    return parseTagsJson(cell);
}

std::optional<std::vector<BillTag>> parseTagsJson(std::string_view cell)
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
