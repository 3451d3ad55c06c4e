#pragma once

#include "app/cli/ArgumentParser.h"
#include "app/cli/OutputFormat.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace acceldecide::cli {

// The appliers most options need (ArgumentParser::option): each checks a value and stores
// it into a command's options. The message for a refused value is the command's own, with
// "{}" where the value goes: commands word their refusals differently, and scripts may
// match those words, so they are kept as they are rather than made uniform.
class OptionValue
{
public:
    using Applier = ArgumentParser::Applier;

    // Stores the value as given (into a std::string or a std::optional<std::string>).
    template <typename Target> static Applier text(Target &target)
    {
        return [&target](const std::string &value) -> std::optional<std::string> {
            target = value;
            return std::nullopt;
        };
    }

    // An unsigned integer from `min` to `max` (OptionMatcher::parseUnsigned: digits only),
    // stored into an integer or a std::optional of one.
    template <typename Target>
    static Applier number(Target &target, std::uint64_t min, std::uint64_t max,
                          std::string complaint)
    {
        return unsignedInRange(min, max, std::move(complaint), [&target](std::uint64_t number) {
            if constexpr (requires { typename Target::value_type; })
                target = static_cast<typename Target::value_type>(number);
            else
                target = static_cast<Target>(number);
        });
    }

    // One of a fixed list of spellings, each standing for a value.
    template <typename Target, typename Value>
    static Applier choice(Target &target, std::vector<std::pair<std::string_view, Value>> choices,
                          std::string complaint)
    {
        return [&target, choices = std::move(choices), complaint = std::move(complaint)](
                   const std::string &value) -> std::optional<std::string> {
            for (const auto &[name, chosen] : choices) {
                if (name == value) {
                    target = chosen;
                    return std::nullopt;
                }
            }
            return fill(complaint, value);
        };
    }

    // --format: "json" or "table", refused in OptionMatcher::outputFormat's words.
    static Applier outputFormat(OutputFormat &target);

    // `complaint` with its first "{}" replaced by `value`.
    static std::string fill(std::string_view complaint, std::string_view value);

private:
    static Applier unsignedInRange(std::uint64_t min, std::uint64_t max, std::string complaint,
                                   std::function<void(std::uint64_t)> store);
};

} // namespace acceldecide::cli
