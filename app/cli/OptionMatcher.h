#pragma once

#include "app/cli/OutputFormat.h"
#include "core/model/Expected.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide::cli {

// The one reading of "--name value", "--name=value", -h/--help, --format and numbers that
// every command's arguments go through (ArgumentParser loops over them with it), so that
// the same flag behaves, and fails with the same words, whichever command it is given to.
class OptionMatcher
{
public:
    // Whether an empty value ("--name=" or "--name ''") is the option's own business
    // (Accepted: the caller checks it, with its own message) or refused here.
    enum class EmptyValue
    {
        Refused,
        Accepted
    };

    // Matches arguments[index] against option `name`, given as "--name value" or
    // "--name=value", advancing `index` past a separate value. Returns false when the
    // argument is not this option. On a match sets *value, or *error when the value is
    // missing ("NAME needs a value") or refused as empty ("NAME needs a non-empty value").
    static bool take(const std::vector<std::string_view> &arguments, std::size_t &index,
                     std::string_view name, std::string *value, std::string *error,
                     EmptyValue empty = EmptyValue::Refused);

    // -h or --help.
    static bool isHelp(std::string_view argument);

    // "json" or "table"; otherwise the message saying what --format accepts.
    static Expected<OutputFormat, std::string> outputFormat(std::string_view value);

    // Strict number parsing for flags: digits only, no sign, no trailing junk, no overflow.
    static std::optional<std::uint64_t> parseUnsigned(std::string_view text);
};

} // namespace acceldecide::cli
