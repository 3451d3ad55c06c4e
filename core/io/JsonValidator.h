#pragma once

#include "core/model/FieldRange.h"
#include "core/model/ValidationError.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Parses JSON text strictly. nlohmann/json keeps the last of two equal keys without a
// word and turns 1e400 into a bare "number overflow"; a scenario file must not
// silently lose a value, so this parser reports duplicate keys (and keeps parsing, to
// collect them all), overflowing numbers with their path, too-deep nesting and syntax
// errors with line and column. `value` is usable when `parsed` is true, even if
// duplicate keys were reported.
struct StrictJson
{
    nlohmann::json value;
    bool parsed = false;
};
StrictJson parseStrictJson(std::string_view text, std::vector<ValidationError> &errors);

// Field-level checks shared by the scenario reader: every accessor reports what is
// wrong (missing, wrong type, NaN/infinity, outside RangeTable) into one error list
// under the field's 0-based path and returns nullopt/nullptr, so callers can simply
// skip what failed and keep validating the rest.
class JsonValidator
{
public:
    using json = nlohmann::json;
    enum class Need
    {
        Required,
        Optional
    };

    explicit JsonValidator(std::vector<ValidationError> &errors) : m_errors(errors) {}

    void fail(std::string path, std::string message);
    std::size_t errorCount() const { return m_errors.size(); }
    // True when an error was reported for `prefix` or anything inside it.
    bool hasErrorUnder(std::string_view prefix) const;

    static std::string child(std::string_view parent, std::string_view key);
    static std::string element(std::string_view parent, std::size_t index);
    // "string \"abc\"", "number 5", "null", "an array" ... for "expected X, got Y".
    static std::string describe(const json &value);
    static std::string quote(std::string_view text);
    // Empty when `value` is inside `range`; otherwise "must be > 0, got -5" naming the
    // bound that is violated (or the whole requirement for a non-integer).
    static std::string rangeViolation(const FieldRange &range, double value);

    // The member `key` of `object`, or nullptr (reporting "missing" when required).
    const json *member(const json &object, std::string_view parent, std::string_view key,
                       Need need);
    // `value` if it is an object / array; otherwise nullptr and a type error.
    const json *asObject(const json &value, std::string_view path);
    const json *asArray(const json &value, std::string_view path);
    // Reports every key of `object` that is not listed as "unknown key".
    void allowOnly(const json &object, std::string_view path,
                   std::initializer_list<std::string_view> keys);

    // Numbers are checked against RangeTable under the generic form of their path.
    std::optional<double> number(const json &object, std::string_view parent, std::string_view key,
                                 Need need);
    std::optional<double> numberAt(const json &value, std::string_view path);
    std::optional<int> integer(const json &object, std::string_view parent, std::string_view key,
                               Need need);
    std::optional<int> integerAt(const json &value, std::string_view path);
    // Strings must be non-empty.
    std::optional<std::string> string(const json &object, std::string_view parent,
                                      std::string_view key, Need need);
    std::optional<std::string> stringAt(const json &value, std::string_view path);
    std::optional<bool> boolean(const json &object, std::string_view parent, std::string_view key,
                                Need need);

private:
    std::vector<ValidationError> &m_errors;
};

} // namespace acceldecide
