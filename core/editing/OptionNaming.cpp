#include "core/editing/OptionNaming.h"

#include <algorithm>

namespace acceldecide {

namespace {

// " (2)" at the end of a label, or empty.
std::string numberingSuffix(const std::string &label)
{
    const std::size_t open = label.rfind(" (");
    if (open == std::string::npos || label.back() != ')')
        return {};
    const std::string digits = label.substr(open + 2, label.size() - open - 3);
    if (digits.empty() ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return {};
    return label.substr(open);
}

bool taken(const Scenario &scenario, const std::string &label, const std::string &exceptId)
{
    return std::any_of(scenario.options.begin(), scenario.options.end(),
                       [&](const Option &o) { return o.id != exceptId && o.label == label; });
}

} // namespace

std::string OptionNaming::automaticLabel(const Option &option)
{
    const std::string type = option.instanceType.empty() ? option.id : option.instanceType;
    return type + ", " + purchaseModelLabel(option.purchase.model);
}

std::string OptionNaming::uniqueAutomaticLabel(const Scenario &scenario, const Option &option)
{
    const std::string base = automaticLabel(option);
    std::string label = base;
    for (int n = 2; taken(scenario, label, option.id); ++n)
        label = base + " (" + std::to_string(n) + ")";
    return label;
}

bool OptionNaming::hasAutomaticLabel(const Option &option)
{
    const std::string suffix = numberingSuffix(option.label);
    return option.label.substr(0, option.label.size() - suffix.size()) == automaticLabel(option);
}

void OptionNaming::follow(const Scenario &before, Scenario &after)
{
    for (Option &option : after.options) {
        const auto old = std::find_if(before.options.begin(), before.options.end(),
                                      [&](const Option &o) { return o.id == option.id; });
        if (old == before.options.end() || old->label != option.label || !hasAutomaticLabel(*old))
            continue;
        option.label = automaticLabel(option) + numberingSuffix(old->label);
    }
}

std::string OptionNaming::uniqueId(const Scenario &scenario, const std::string &base)
{
    if (scenario.optionIndex(base) < 0)
        return base;
    for (int n = 2;; ++n) {
        const std::string candidate = base + "-" + std::to_string(n);
        if (scenario.optionIndex(candidate) < 0)
            return candidate;
    }
}

} // namespace acceldecide
