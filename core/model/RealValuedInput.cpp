#include "core/model/RealValuedInput.h"

namespace acceldecide {

namespace {

constexpr std::string_view kWorkloadDot = "workload.";
constexpr std::string_view kTeamDot = "team.";
constexpr std::string_view kOptionsDot = "options.";

// Consumes `part` from the front of `text` when it is there.
bool take(std::string_view &text, std::string_view part)
{
    if (!text.starts_with(part))
        return false;
    text.remove_prefix(part.size());
    return true;
}

} // namespace

std::string RealValuedInput::path(const Scenario &scenario) const
{
    std::string path;
    switch (scope) {
    case Scope::Workload:
        path.reserve(kWorkloadDot.size() + name.size());
        path.append(kWorkloadDot).append(name);
        break;
    case Scope::Team:
        path.reserve(kTeamDot.size() + name.size());
        path.append(kTeamDot).append(name);
        break;
    case Scope::Option: {
        const std::string &id = scenario.options[std::size_t(option)].id;
        path.reserve(kOptionsDot.size() + id.size() + 1 + group.size() + name.size());
        path.append(kOptionsDot).append(id).append(1, '.').append(group).append(name);
        break;
    }
    }
    return path;
}

bool RealValuedInput::isNamedBy(const Scenario &scenario, std::string_view path) const
{
    switch (scope) {
    case Scope::Workload:
        return take(path, kWorkloadDot) && path == name;
    case Scope::Team:
        return take(path, kTeamDot) && path == name;
    case Scope::Option:
        return take(path, kOptionsDot) && take(path, scenario.options[std::size_t(option)].id) &&
               take(path, ".") && isOptionField(path);
    }
    return false;
}

bool RealValuedInput::isOptionField(std::string_view field) const
{
    return scope == Scope::Option && take(field, group) && field == name;
}

bool RealValuedInput::movesOnlyMoney() const
{
    return scope == Scope::Team ||
           (scope == Scope::Option &&
            (group == "migration." || (group.empty() && name == "maintenance_usd_per_month")));
}

} // namespace acceldecide
