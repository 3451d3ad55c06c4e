#include "app/cli/OptionMatcher.h"

#include <charconv>

namespace acceldecide::cli {

bool OptionMatcher::take(const std::vector<std::string_view> &arguments, std::size_t &index,
                         std::string_view name, std::string *value, std::string *error,
                         EmptyValue empty)
{
    const std::string_view argument = arguments[index];
    if (argument.size() > name.size() && argument.substr(0, name.size()) == name &&
        argument[name.size()] == '=') {
        *value = std::string(argument.substr(name.size() + 1));
    } else if (argument == name) {
        if (index + 1 >= arguments.size()) {
            *error = std::string(name) + " needs a value";
            return true;
        }
        *value = std::string(arguments[++index]);
    } else {
        return false;
    }
    if (value->empty() && empty == EmptyValue::Refused)
        *error = std::string(name) + " needs a non-empty value";
    return true;
}

bool OptionMatcher::isHelp(std::string_view argument)
{
    return argument == "--help" || argument == "-h";
}

Expected<OutputFormat, std::string> OptionMatcher::outputFormat(std::string_view value)
{
    if (value == "json")
        return OutputFormat::Json;
    if (value == "table")
        return OutputFormat::Table;
    return Unexpected{"--format: must be json or table, got \"" + std::string(value) + "\""};
}

std::optional<std::uint64_t> OptionMatcher::parseUnsigned(std::string_view text)
{
    if (text.empty())
        return std::nullopt;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt; // rejects signs, blanks, decimals and exponents
    }
    std::uint64_t value = 0;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    if (result.ec != std::errc() || result.ptr != text.data() + text.size())
        return std::nullopt; // out of range
    return value;
}

} // namespace acceldecide::cli
