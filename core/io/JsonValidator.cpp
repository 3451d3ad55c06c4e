#include "core/io/JsonValidator.h"

#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <set>
#include <utility>

namespace acceldecide {

namespace {

using json = nlohmann::json;

// A scenario is four levels deep; anything far deeper is garbage or an attack on the
// reader, and refusing it early keeps memory and recursion bounded.
constexpr std::size_t kMaxDepth = 64;

// Builds the DOM like nlohmann's own SAX DOM parser, but knows the path of every value
// so that duplicate keys and overflowing numbers can be reported where they are.
class StrictDomBuilder
{
public:
    explicit StrictDomBuilder(std::vector<ValidationError> &errors) : m_errors(errors) {}

    json root;

    bool null() { return place(nullptr) != nullptr; }
    bool boolean(bool value) { return place(value) != nullptr; }
    bool number_integer(json::number_integer_t value) { return place(value) != nullptr; }
    bool number_unsigned(json::number_unsigned_t value) { return place(value) != nullptr; }
    bool number_float(json::number_float_t value, const json::string_t &)
    {
        return place(value) != nullptr;
    }
    bool string(json::string_t &value) { return place(std::move(value)) != nullptr; }
    bool binary(json::binary_t &value) { return place(json::binary(std::move(value))) != nullptr; }

    bool start_object(std::size_t) { return open(json::object()); }
    bool start_array(std::size_t) { return open(json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t &name)
    {
        Frame &frame = m_stack.back();
        frame.key = name;
        if (!frame.keys.insert(name).second)
            m_errors.push_back({JsonValidator::child(currentPath(false), name), "duplicate key"});
        return true;
    }

    bool parse_error(std::size_t, const std::string &lastToken,
                     const nlohmann::detail::exception &error)
    {
        if (error.id == 406) {
            // The lexer read a number that does not fit a double (1e400).
            constexpr std::size_t kMaxShown = 40; // 1 followed by 400 zeros helps nobody
            const std::string shown =
                lastToken.size() > kMaxShown ? lastToken.substr(0, kMaxShown) + "..." : lastToken;
            m_errors.push_back({currentPath(true),
                                "must be a finite number, got " + shown + " (overflows a double)"});
            return false;
        }
        // what() is "[json.exception.parse_error.101] parse error at line 3, column 5: ...".
        std::string text = error.what();
        if (const auto end = text.find("] ");
            text.starts_with("[json.") && end != std::string::npos)
            text.erase(0, end + 2);
        // NaN and Infinity are what spreadsheets and Python write; say why they fail.
        if (text.find("invalid literal") != std::string::npos &&
            (lastToken.ends_with('N') || lastToken.ends_with('I')))
            text += " (JSON has no NaN or Infinity: write a finite number)";
        m_errors.push_back({"", "invalid JSON: " + text});
        return false;
    }

private:
    struct Frame
    {
        json *value;
        std::string key;            // objects: the key whose value is being read
        std::set<std::string> keys; // objects: every key seen so far
    };

    // The 0-based path of the value being read. `pending`: a value about to be added
    // (its array index is the array's size); otherwise the innermost container itself.
    std::string currentPath(bool pending) const
    {
        std::string path;
        for (std::size_t i = 0; i < m_stack.size(); ++i) {
            const Frame &frame = m_stack[i];
            const bool innermost = i + 1 == m_stack.size();
            if (innermost && !pending)
                break;
            if (frame.value->is_object()) {
                path = JsonValidator::child(path, frame.key);
            } else {
                const std::size_t size = frame.value->size();
                path = JsonValidator::element(path, innermost ? size : size - 1);
            }
        }
        return path;
    }

    json *place(json value)
    {
        if (m_stack.empty()) {
            root = std::move(value);
            return &root;
        }
        Frame &frame = m_stack.back();
        if (frame.value->is_array()) {
            frame.value->push_back(std::move(value));
            return &frame.value->back();
        }
        json &slot = (*frame.value)[frame.key];
        slot = std::move(value);
        return &slot;
    }

    bool open(json container)
    {
        if (m_stack.size() >= kMaxDepth) {
            m_errors.push_back(
                {currentPath(true), "nested deeper than " + std::to_string(kMaxDepth) + " levels"});
            return false;
        }
        json *value = place(std::move(container));
        m_stack.push_back({value, {}, {}});
        return true;
    }

    bool close()
    {
        m_stack.pop_back();
        return true;
    }

    std::vector<ValidationError> &m_errors;
    std::vector<Frame> m_stack;
};

} // namespace

StrictJson parseStrictJson(std::string_view text, std::vector<ValidationError> &errors)
{
    StrictJson result;
    StrictDomBuilder builder(errors);
    const std::size_t before = errors.size();
    const char *first = text.data();
    const char *last = text.data() + text.size();
    const bool complete = json::sax_parse(first, last, &builder);
    // Duplicate keys leave a complete document; anything else stopped the parser.
    result.parsed = complete;
    if (complete)
        result.value = std::move(builder.root);
    else if (errors.size() == before)
        errors.push_back({"", "invalid JSON"});
    return result;
}

void JsonValidator::fail(std::string path, std::string message)
{
    m_errors.push_back({std::move(path), std::move(message)});
}

bool JsonValidator::hasErrorUnder(std::string_view prefix) const
{
    for (const ValidationError &error : m_errors) {
        const std::string_view path = error.path;
        if (!path.starts_with(prefix))
            continue;
        if (path.size() == prefix.size() || path[prefix.size()] == '.' ||
            path[prefix.size()] == '[')
            return true;
    }
    return false;
}

std::string JsonValidator::child(std::string_view parent, std::string_view key)
{
    std::string path(parent);
    if (!path.empty())
        path += '.';
    path += key;
    return path;
}

std::string JsonValidator::element(std::string_view parent, std::size_t index)
{
    return std::string(parent) + "[" + std::to_string(index) + "]";
}

std::string JsonValidator::quote(std::string_view text)
{
    // dump() escapes control characters; replace keeps invalid UTF-8 from throwing.
    constexpr std::size_t kMaxShown = 60;
    const bool cut = text.size() > kMaxShown;
    const std::string shown(text.substr(0, cut ? kMaxShown : text.size()));
    std::string quoted = json(shown).dump(-1, ' ', false, json::error_handler_t::replace);
    if (cut)
        quoted.insert(quoted.size() - 1, "...");
    return quoted;
}

std::string JsonValidator::describe(const json &value)
{
    switch (value.type()) {
    case json::value_t::null:
        return "null";
    case json::value_t::boolean:
        return value.get<bool>() ? "boolean true" : "boolean false";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
        return "number " + text::exactNumber(value.get<double>());
    case json::value_t::string:
        return "string " + quote(value.get_ref<const std::string &>());
    case json::value_t::object:
        return "an object";
    case json::value_t::array:
        return "an array";
    case json::value_t::binary:
        return "binary data";
    case json::value_t::discarded:
        break;
    }
    return "nothing";
}

std::string JsonValidator::rangeViolation(const FieldRange &range, double value)
{
    if (range.contains(value))
        return {};
    const std::string got = ", got " + text::exactNumber(value);
    if (!std::isfinite(value))
        return "must be a finite number" + got;
    const bool belowMin = range.minInclusive ? value < range.min : value <= range.min;
    const bool aboveMax = range.maxInclusive ? value > range.max : value >= range.max;
    // Integers get the whole requirement: "an integer >= 1 and <= 120" says more than
    // "must be >= 1" when the value was 0.5.
    if (range.integer || (!belowMin && !aboveMax))
        return range.requirement() + got;
    if (belowMin)
        return std::string("must be ") + (range.minInclusive ? ">= " : "> ") +
               text::exactNumber(range.min) + got;
    return std::string("must be ") + (range.maxInclusive ? "<= " : "< ") +
           text::exactNumber(range.max) + got;
}

const json *JsonValidator::member(const json &object, std::string_view parent, std::string_view key,
                                  Need need)
{
    const auto it = object.find(key);
    if (it == object.end()) {
        if (need == Need::Required)
            fail(child(parent, key), "missing");
        return nullptr;
    }
    return &*it;
}

const json *JsonValidator::asObject(const json &value, std::string_view path)
{
    if (value.is_object())
        return &value;
    fail(std::string(path), "expected an object, got " + describe(value));
    return nullptr;
}

const json *JsonValidator::asArray(const json &value, std::string_view path)
{
    if (value.is_array())
        return &value;
    fail(std::string(path), "expected an array, got " + describe(value));
    return nullptr;
}

void JsonValidator::allowOnly(const json &object, std::string_view path,
                              std::initializer_list<std::string_view> keys)
{
    for (const auto &[key, value] : object.items()) {
        bool known = false;
        for (std::string_view allowed : keys)
            known = known || key == allowed;
        if (!known)
            fail(child(path, key), "unknown key");
    }
}

std::optional<double> JsonValidator::number(const json &object, std::string_view parent,
                                            std::string_view key, Need need)
{
    const json *value = member(object, parent, key, need);
    if (!value)
        return std::nullopt;
    return numberAt(*value, child(parent, key));
}

std::optional<double> JsonValidator::numberAt(const json &value, std::string_view path)
{
    if (!value.is_number()) {
        fail(std::string(path), "expected a number, got " + describe(value));
        return std::nullopt;
    }
    const double number = value.get<double>();
    if (!std::isfinite(number)) {
        fail(std::string(path), "must be a finite number, got " + text::exactNumber(number));
        return std::nullopt;
    }
    if (const FieldRange *range = RangeTable::find(RangeTable::genericPath(path))) {
        if (std::string problem = rangeViolation(*range, number); !problem.empty()) {
            fail(std::string(path), std::move(problem));
            return std::nullopt;
        }
    }
    return number;
}

std::optional<int> JsonValidator::integer(const json &object, std::string_view parent,
                                          std::string_view key, Need need)
{
    const json *value = member(object, parent, key, need);
    if (!value)
        return std::nullopt;
    return integerAt(*value, child(parent, key));
}

std::optional<int> JsonValidator::integerAt(const json &value, std::string_view path)
{
    const std::optional<double> number = numberAt(value, path);
    if (!number)
        return std::nullopt;
    // RangeTable marks integer fields; this guards a field that lacks a range.
    constexpr double kIntMax = std::numeric_limits<int>::max();
    if (std::floor(*number) != *number || std::abs(*number) > kIntMax) {
        fail(std::string(path), "must be an integer, got " + text::exactNumber(*number));
        return std::nullopt;
    }
    return static_cast<int>(*number);
}

std::optional<std::string> JsonValidator::string(const json &object, std::string_view parent,
                                                 std::string_view key, Need need)
{
    const json *value = member(object, parent, key, need);
    if (!value)
        return std::nullopt;
    return stringAt(*value, child(parent, key));
}

std::optional<std::string> JsonValidator::stringAt(const json &value, std::string_view path)
{
    if (!value.is_string()) {
        fail(std::string(path), "expected a string, got " + describe(value));
        return std::nullopt;
    }
    const auto &text = value.get_ref<const std::string &>();
    if (text.empty()) {
        fail(std::string(path), "must not be empty");
        return std::nullopt;
    }
    return text;
}

std::optional<bool> JsonValidator::boolean(const json &object, std::string_view parent,
                                           std::string_view key, Need need)
{
    const json *value = member(object, parent, key, need);
    if (!value)
        return std::nullopt;
    if (!value->is_boolean()) {
        fail(child(parent, key), "expected true or false, got " + describe(*value));
        return std::nullopt;
    }
    return value->get<bool>();
}

} // namespace acceldecide
