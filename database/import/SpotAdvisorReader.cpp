#include "database/import/SpotAdvisorReader.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <set>
#include <vector>

namespace acceldecide::db::import {

namespace {

using json = nlohmann::json;

// Long enough for any figure or label, short enough that a megabyte in a figure's place
// does not flood the report.
constexpr std::size_t kMaxShown = 40;

std::string shown(const json &value)
{
    // Objects and arrays are named, not dumped: a hostile file can nest deeply.
    if (value.is_object())
        return "an object";
    if (value.is_array())
        return "an array";
    std::string text = value.dump();
    return text.size() > kMaxShown ? text.substr(0, kMaxShown) + "..." : text;
}

// A JSON Pointer's reference token (RFC 6901): instance types hold dots, never "/" or
// "~", but a hostile file may.
std::string token(const std::string &key)
{
    std::string out;
    for (const char c : key.size() > kMaxShown ? key.substr(0, kMaxShown) + "..." : key) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

// "[json.exception.parse_error.101] parse error at line 3, column 5: ..." without the
// library's bracketed prefix.
std::string withoutPrefix(const std::string &what)
{
    const auto end = what.find("] ");
    return what.starts_with("[json.") && end != std::string::npos ? what.substr(end + 2) : what;
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

std::optional<double> percentOf(std::string_view text)
{
    text = trimmed(text);
    double value = 0.0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || result.ec != std::errc() || result.ptr != text.data() + text.size() ||
        !std::isfinite(value) || value < 0.0 || value > 100.0)
        return std::nullopt;
    return value;
}

// Parses with duplicate keys refused: nlohmann keeps the last of two equal keys without a
// word, and a file naming an instance type twice has no one bucket for it.
Expected<json, std::string> parse(std::string_view text)
{
    std::vector<std::set<std::string>> keysOpen;
    std::string duplicate;
    const json::parser_callback_t watchKeys = [&](int, json::parse_event_t event, json &parsed) {
        if (event == json::parse_event_t::object_start)
            keysOpen.emplace_back();
        else if (event == json::parse_event_t::object_end && !keysOpen.empty())
            keysOpen.pop_back();
        else if (event == json::parse_event_t::key && !keysOpen.empty() && duplicate.empty() &&
                 !keysOpen.back().insert(parsed.get<std::string>()).second)
            duplicate = parsed.get<std::string>();
        return true;
    };
    try {
        json root = json::parse(text.begin(), text.end(), watchKeys);
        if (!duplicate.empty())
            return Unexpected<std::string>{"not the Spot Instance Advisor's data: the key \"" +
                                           token(duplicate) + "\" is written twice in one object"};
        return root;
    } catch (const json::exception &error) {
        // parse_error names the line and column; out_of_range.406 a number over a double.
        return Unexpected<std::string>{"not JSON: " + withoutPrefix(error.what())};
    }
}

// "ranges": each bucket in index order, the first from 0, each starting where the one
// before ends, only the last open-ended: the tiling the advisor's five buckets have.
Expected<std::vector<SpotAdvisorBucket>, std::string> readBuckets(const json &root)
{
    const auto ranges = root.find("ranges");
    if (ranges == root.end() || !ranges->is_array() || ranges->empty())
        return Unexpected<std::string>{
            "/ranges: missing, or not a non-empty array (not the Spot Instance Advisor's data)"};
    std::vector<SpotAdvisorBucket> buckets;
    for (std::size_t i = 0; i < ranges->size(); ++i) {
        const json &range = (*ranges)[i];
        const std::string path = "/ranges/" + std::to_string(i);
        if (!range.is_object())
            return Unexpected<std::string>{path + ": must be an object, got " + shown(range)};
        const auto index = range.find("index");
        if (index == range.end() || !index->is_number_integer() ||
            index->get<std::int64_t>() != std::int64_t(i))
            return Unexpected<std::string>{path + "/index: must be " + std::to_string(i) +
                                           ", got " +
                                           (index == range.end() ? "nothing" : shown(*index))};
        const auto label = range.find("label");
        std::optional<SpotAdvisorBucket> bucket;
        if (label != range.end() && label->is_string())
            bucket = SpotAdvisorReader::bucketOfLabel(label->get_ref<const std::string &>());
        if (!bucket)
            return Unexpected<std::string>{path +
                                           "/label: must be \"<N%\", \"A-B%\" or \">N%\", got " +
                                           (label == range.end() ? "nothing" : shown(*label))};
        const double expectedMin = buckets.empty() ? 0.0 : buckets.back().maxPercent.value_or(-1);
        if (bucket->minPercent != expectedMin)
            return Unexpected<std::string>{
                path + "/label: " + shown(*label) +
                (buckets.empty() ? " must start at 0 %"
                                 : " must start where " + shown(buckets.back().label) + " ends")};
        bucket->index = int(i);
        buckets.push_back(*bucket);
    }
    return buckets;
}

struct EntryReader
{
    const std::vector<SpotAdvisorBucket> &buckets;
    SpotAdvisorFile &file;

    void reject(const std::string &reason)
    {
        ++file.rowsRejected;
        if (file.rejections.size() < SpotAdvisorReader::kMaxRejectionsListed)
            file.rejections.push_back(reason);
    }

    void read(const std::string &region, const std::string &os, const std::string &type,
              const json &value)
    {
        const std::string path =
            "/spot_advisor/" + token(region) + "/" + token(os) + "/" + token(type);
        if (type.empty())
            return reject(path + ": an instance type must be named");
        if (!value.is_object())
            return reject(path + ": must be an object {\"s\": saving, \"r\": bucket}, got " +
                          shown(value));
        const auto saving = value.find("s");
        if (saving == value.end() || !saving->is_number() ||
            !(saving->get<double>() >= 0.0 && saving->get<double>() <= 100.0))
            return reject(path + "/s: must be a saving from 0 to 100 %, got " +
                          (saving == value.end() ? "nothing" : shown(*saving)));
        const auto bucket = value.find("r");
        if (bucket == value.end() || !bucket->is_number_integer() ||
            bucket->get<std::int64_t>() < 0 ||
            bucket->get<std::int64_t>() >= std::int64_t(buckets.size()))
            return reject(path + "/r: must be an index of /ranges, 0 to " +
                          std::to_string(buckets.size() - 1) + ", got " +
                          (bucket == value.end() ? "nothing" : shown(*bucket)));
        file.entries.push_back(
            {region, os, type, int(bucket->get<std::int64_t>()), saving->get<double>()});
    }
};

} // namespace

std::optional<SpotAdvisorBucket> SpotAdvisorReader::bucketOfLabel(std::string_view label)
{
    std::string_view text = trimmed(label);
    if (text.empty() || text.back() != '%')
        return std::nullopt;
    text.remove_suffix(1);
    text = trimmed(text);
    SpotAdvisorBucket bucket;
    bucket.label = std::string(trimmed(label));
    if (text.starts_with('<') || text.starts_with('>')) {
        const std::optional<double> bound = percentOf(text.substr(1));
        if (!bound || (text.front() == '<' && *bound <= 0.0))
            return std::nullopt;
        bucket.minPercent = text.front() == '<' ? 0.0 : *bound;
        bucket.maxPercent = text.front() == '<' ? std::optional(*bound) : std::nullopt;
        return bucket;
    }
    // "5-10": the dash after the first character, so a minus sign is never a bound.
    const std::size_t dash = text.find('-', 1);
    if (dash == std::string_view::npos)
        return std::nullopt;
    const std::optional<double> low = percentOf(text.substr(0, dash));
    const std::optional<double> high = percentOf(text.substr(dash + 1));
    if (!low || !high || *high <= *low)
        return std::nullopt;
    bucket.minPercent = *low;
    bucket.maxPercent = *high;
    return bucket;
}

Expected<SpotAdvisorFile, std::string> SpotAdvisorReader::read(std::string_view text)
{
    if (text.size() > kMaxBytes)
        return Unexpected<std::string>{"the file has " + std::to_string(text.size()) +
                                       " bytes, more than the " + std::to_string(kMaxBytes) +
                                       " any Spot Instance Advisor file comes near (about 1 MB)"};
    Expected<json, std::string> parsed = parse(text);
    if (!parsed)
        return Unexpected<std::string>{parsed.error()};
    const json &root = parsed.value();
    if (!root.is_object())
        return Unexpected<std::string>{"not the Spot Instance Advisor's data: expected a JSON "
                                       "object with \"ranges\" and \"spot_advisor\", got " +
                                       shown(root)};
    Expected<std::vector<SpotAdvisorBucket>, std::string> buckets = readBuckets(root);
    if (!buckets)
        return Unexpected<std::string>{buckets.error()};
    SpotAdvisorFile file;
    file.buckets = std::move(buckets.value());
    if (const auto rate = root.find("global_rate"); rate != root.end() && rate->is_string())
        file.globalRate = rate->get<std::string>();
    const auto regions = root.find("spot_advisor");
    if (regions == root.end() || !regions->is_object())
        return Unexpected<std::string>{"/spot_advisor: missing, or not an object of regions "
                                       "(not the Spot Instance Advisor's data)"};
    EntryReader entries{file.buckets, file};
    for (const auto &[region, systems] : regions->items()) {
        const std::string path = "/spot_advisor/" + token(region);
        if (region.empty() || !systems.is_object())
            return Unexpected<std::string>{path +
                                           ": must be a region's object of operating "
                                           "systems, got " +
                                           shown(systems)};
        for (const auto &[os, types] : systems.items()) {
            if (os.empty() || !types.is_object())
                return Unexpected<std::string>{path + "/" + token(os) +
                                               ": must be an operating system's object of "
                                               "instance types, got " +
                                               shown(types)};
            for (const auto &[type, value] : types.items())
                entries.read(region, os, type, value);
        }
    }
    return file;
}

} // namespace acceldecide::db::import
