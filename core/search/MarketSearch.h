#pragma once

#include "core/model/Scenario.h"
#include "core/search/MarketOffer.h"
#include "core/search/SearchCandidate.h"
#include "core/search/SearchRequest.h"

#include <optional>
#include <vector>

namespace acceldecide::search {

// One candidate billed: its total over the scenario's horizon against the scenario's
// baseline (port, maintenance and credits included, as ScenarioTotals bills every option),
// what a million tokens costs at that total, and a training run's wall-clock time.
struct SearchRow
{
    SearchCandidate candidate;
    double tcoUsd = 0.0;
    std::optional<double> costPerMillionTokensUsd; // training and inference
    std::optional<double> wallClockHoursPerRun;    // training
    double effectiveAcceleratorHourlyUsd = 0.0;
    bool onParetoFront = false; // no other candidate is both cheaper and sooner
};

struct SearchResult
{
    std::vector<SearchRow> rows;        // best first by the objective, at most the limit
    std::vector<SearchRow> paretoFront; // every candidate on it, cheapest first
    int offersConsidered = 0;           // after the filter
    int candidatesBilled = 0;
    SkippedOffers skipped;
};

// Every offer the filter keeps, as candidates (CandidateBuilder), billed by the one
// billing model in one pass (ScenarioTotals over the scenario's baseline and every
// candidate) and ranked. Throws std::invalid_argument for an objective the workload has
// no figure for (time to result outside training, cost per million tokens for capacity).
SearchResult searchMarket(const Scenario &scenario, const std::vector<MarketOffer> &offers,
                          const SearchRequest &request);

} // namespace acceldecide::search
