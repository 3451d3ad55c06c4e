#include "core/performance/BenchmarkJson.h"

#include <cmath>
#include <set>

namespace acceldecide::performance {

namespace {

using json = nlohmann::json;

// Long enough for any number or short label, short enough that a file holding a
// megabyte of text in a figure's place does not flood the error list.
constexpr std::size_t kMaxShown = 40;

std::string describe(const json &value)
{
    // Objects and arrays are named, not dumped: dumping recurses, and a hostile file can
    // nest deeper than the stack.
    if (value.is_object())
        return "an object";
    if (value.is_array())
        return "an array";
    std::string text = value.dump();
    if (text.size() > kMaxShown)
        text = text.substr(0, kMaxShown) + "...";
    return text;
}

// "[json.exception.parse_error.101] parse error at line 1, column 2: ..." without the
// library's bracketed prefix, which names nothing a user can act on.
std::string withoutPrefix(const std::string &what)
{
    const auto end = what.find("] ");
    return what.starts_with("[json.") && end != std::string::npos ? what.substr(end + 2) : what;
}

} // namespace

std::optional<BenchmarkJson> BenchmarkJson::parse(std::string_view text,
                                                  std::vector<std::string> &errors)
{
    // nlohmann keeps the last of two equal keys without a word; a hand-edited result
    // with a figure written twice must not pass with one of them silently chosen.
    std::vector<std::set<std::string>> keysOpen;
    std::vector<std::string> duplicates;
    const json::parser_callback_t watchKeys = [&](int, json::parse_event_t event, json &parsed) {
        if (event == json::parse_event_t::object_start)
            keysOpen.emplace_back();
        else if (event == json::parse_event_t::object_end && !keysOpen.empty())
            keysOpen.pop_back();
        else if (event == json::parse_event_t::key && !keysOpen.empty() &&
                 !keysOpen.back().insert(parsed.get<std::string>()).second)
            duplicates.push_back(parsed.get<std::string>());
        return true;
    };
    json root;
    try {
        root = json::parse(text.begin(), text.end(), watchKeys);
    } catch (const json::parse_error &error) {
        std::string message = "not JSON: " + withoutPrefix(error.what());
        // Python's json.dump writes NaN and Infinity for a figure it could not compute.
        // The lexer stops at their first letter, the end of what it quotes as last read.
        if (message.ends_with("N'") || message.ends_with("I'"))
            message += " (JSON has no NaN or Infinity)";
        errors.push_back(message);
        return std::nullopt;
    } catch (const json::exception &error) {
        // A number too large for a double ("1e400") is reported as out_of_range.406.
        errors.push_back("not JSON: " + withoutPrefix(error.what()));
        return std::nullopt;
    }
    for (const std::string &key : duplicates)
        errors.push_back(key + ": written twice in one object");
    if (!root.is_object()) {
        errors.push_back("expected a JSON object of results, got " + describe(root));
        return std::nullopt;
    }
    if (!duplicates.empty())
        return std::nullopt;
    return BenchmarkJson(std::move(root));
}

const json *BenchmarkJson::at(std::string_view path) const
{
    const json *node = &m_root;
    while (node != nullptr) {
        const std::size_t dot = path.find('.');
        const std::string key(path.substr(0, dot));
        const auto found = node->is_object() ? node->find(key) : node->end();
        node = node->is_object() && found != node->end() ? &*found : nullptr;
        if (dot == std::string_view::npos)
            break;
        path.remove_prefix(dot + 1);
    }
    return node != nullptr && !node->is_null() ? node : nullptr;
}

bool BenchmarkJson::has(std::string_view path) const
{
    return at(path) != nullptr;
}

std::string BenchmarkJson::shown(std::string_view path) const
{
    const json *value = at(path);
    return value != nullptr ? describe(*value) : "null";
}

std::optional<double> BenchmarkJson::positive(std::string_view path,
                                              std::vector<std::string> &errors) const
{
    const json *value = at(path);
    if (value == nullptr)
        return std::nullopt;
    const std::string field(path);
    if (!value->is_number()) {
        errors.push_back(field + ": " + describe(*value) + " is not a number");
        return std::nullopt;
    }
    const double number = value->get<double>();
    if (!std::isfinite(number) || number <= 0.0) {
        errors.push_back(field + ": " + describe(*value) + " must be positive");
        return std::nullopt;
    }
    return number;
}

std::optional<int> BenchmarkJson::count(std::string_view path, int largest,
                                        std::vector<std::string> &errors) const
{
    const std::optional<double> number = positive(path, errors);
    if (!number)
        return std::nullopt;
    if (*number != std::floor(*number) || *number > largest) {
        errors.push_back(std::string(path) + ": " + shown(path) +
                         " is not a whole number from 1 to " + std::to_string(largest));
        return std::nullopt;
    }
    return static_cast<int>(*number);
}

std::optional<std::string> BenchmarkJson::text(std::string_view path) const
{
    const json *value = at(path);
    if (value == nullptr || !value->is_string() || value->get<std::string>().empty())
        return std::nullopt;
    return value->get<std::string>();
}

} // namespace acceldecide::performance
