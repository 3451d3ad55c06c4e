#include "app/cli/OptionValue.h"

namespace acceldecide::cli {

OptionValue::Applier OptionValue::outputFormat(OutputFormat &target)
{
    return [&target](const std::string &value) -> std::optional<std::string> {
        const Expected<OutputFormat, std::string> parsed = OptionMatcher::outputFormat(value);
        if (!parsed)
            return parsed.error();
        target = *parsed;
        return std::nullopt;
    };
}

std::string OptionValue::fill(std::string_view complaint, std::string_view value)
{
    const std::size_t slot = complaint.find("{}");
    if (slot == std::string_view::npos)
        return std::string(complaint);
    return std::string(complaint.substr(0, slot)) + std::string(value) +
           std::string(complaint.substr(slot + 2));
}

OptionValue::Applier OptionValue::unsignedInRange(std::uint64_t min, std::uint64_t max,
                                                  std::string complaint,
                                                  std::function<void(std::uint64_t)> store)
{
    return [min, max, complaint = std::move(complaint),
            store = std::move(store)](const std::string &value) -> std::optional<std::string> {
        const std::optional<std::uint64_t> number = OptionMatcher::parseUnsigned(value);
        if (!number || *number < min || *number > max)
            return fill(complaint, value);
        store(*number);
        return std::nullopt;
    };
}

} // namespace acceldecide::cli
