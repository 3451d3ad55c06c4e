#include "core/search/SearchRequest.h"

#include <array>
#include <utility>

namespace acceldecide::search {

namespace {

constexpr std::array<std::pair<SearchObjective, std::string_view>, 3> kNames = {{
    {SearchObjective::Tco, "tco"},
    {SearchObjective::CostPerMillionTokens, "cost-per-million-tokens"},
    {SearchObjective::TimeToResult, "time-to-result"},
}};

} // namespace

std::optional<SearchObjective> objectiveNamed(std::string_view name)
{
    for (const auto &[objective, text] : kNames)
        if (text == name)
            return objective;
    return std::nullopt;
}

std::string_view nameOf(SearchObjective objective)
{
    for (const auto &[value, text] : kNames)
        if (value == objective)
            return text;
    return "tco";
}

} // namespace acceldecide::search
