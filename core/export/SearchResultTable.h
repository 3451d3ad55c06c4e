#pragma once

#include "core/search/MarketSearch.h"

#include <string>

namespace acceldecide {

// `search --format table`: the ranked candidates, each with its price source and date,
// the Pareto front of cost against a training run's wall-clock time, and what was passed
// over and why.
std::string searchResultTable(const search::SearchResult &result,
                              const search::SearchRequest &request);

} // namespace acceldecide
