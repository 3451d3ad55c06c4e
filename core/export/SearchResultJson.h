#pragma once

#include "core/search/MarketSearch.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// `search --format json`: the ranked rows (each with the option it would add to the
// scenario, in the scenario file's terms), the Pareto front, and the offers passed over.
nlohmann::json searchResultJson(const search::SearchResult &result,
                                const search::SearchRequest &request);

} // namespace acceldecide
