#include "app/cli/OptionMatcher.h"

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

bool OptionMatcher::takeFormat(const std::vector<std::string_view> &arguments, std::size_t &index,
                               OutputFormat *format, std::string *error)
{
    std::string value;
    std::string missing;
    if (!take(arguments, index, "--format", &value, &missing, EmptyValue::Accepted))
        return false;
    if (!missing.empty()) {
        *error = std::move(missing);
        return true;
    }
    const Expected<OutputFormat, std::string> parsed = outputFormat(value);
    if (parsed)
        *format = *parsed;
    else
        *error = parsed.error();
    return true;
}

} // namespace acceldecide::cli
