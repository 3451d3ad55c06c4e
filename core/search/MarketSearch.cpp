#include "core/search/MarketSearch.h"

#include "core/engine/OptionCostInputs.h"
#include "core/engine/OptionCostModel.h"
#include "core/engine/ScenarioTotals.h"
#include "core/model/Units.h"
#include "core/search/CandidateBuilder.h"
#include "core/search/OfferFilter.h"
#include "core/search/ParetoFront.h"
#include "core/search/StackCredits.h"

#include <algorithm>
#include <stdexcept>

namespace acceldecide::search {

namespace {

void checkObjective(const Workload &workload, SearchObjective objective)
{
    if (objective == SearchObjective::TimeToResult && workload.kind != WorkloadKind::Training)
        throw std::invalid_argument("objective time-to-result: only a training workload has "
                                    "a time to its result");
    if (objective == SearchObjective::CostPerMillionTokens &&
        workload.kind == WorkloadKind::Capacity)
        throw std::invalid_argument("objective cost-per-million-tokens: a capacity workload "
                                    "processes no tokens the scenario counts");
}

// The tokens the workload processes over the horizon, in millions; 0 for capacity.
double millionTokens(const Scenario &scenario)
{
    const Workload &w = scenario.workload;
    switch (w.kind) {
    case WorkloadKind::Training:
        return w.runs * w.tokensPerRunBillion * (units::kBillion / units::kMillion);
    case WorkloadKind::Inference:
        return OptionCostModel::unitsPerMonth(scenario) * scenario.horizonMonths;
    case WorkloadKind::Capacity:
        break;
    }
    return 0.0;
}

// The scenario's baseline followed by every candidate: one scenario the engine bills in
// one pass. A credit the scenario scopes to its own options applies to a candidate of the
// same stack as one of them (the credit is the team's for that stack's work).
Scenario billedTogether(const Scenario &scenario, const std::vector<SearchCandidate> &candidates)
{
    Scenario billed = scenario;
    billed.options = {scenario.options[std::size_t(scenario.baselineIndex())]};
    billed.options.reserve(candidates.size() + 1);
    for (const SearchCandidate &candidate : candidates)
        billed.options.push_back(candidate.option);
    std::vector<const Option *> added;
    added.reserve(candidates.size());
    for (const SearchCandidate &candidate : candidates)
        added.push_back(&candidate.option);
    joinStackCredits(billed.credits, scenario.options, added);
    return billed;
}

bool better(const SearchRow &a, const SearchRow &b, SearchObjective objective)
{
    switch (objective) {
    case SearchObjective::CostPerMillionTokens:
        if (a.costPerMillionTokensUsd != b.costPerMillionTokensUsd)
            return a.costPerMillionTokensUsd.value_or(0.0) <
                   b.costPerMillionTokensUsd.value_or(0.0);
        break;
    case SearchObjective::TimeToResult:
        if (a.wallClockHoursPerRun != b.wallClockHoursPerRun)
            return a.wallClockHoursPerRun.value_or(0.0) < b.wallClockHoursPerRun.value_or(0.0);
        break;
    case SearchObjective::Tco:
        break;
    }
    if (a.tcoUsd != b.tcoUsd)
        return a.tcoUsd < b.tcoUsd;
    return a.candidate.option.label < b.candidate.option.label;
}

} // namespace

SearchResult searchMarket(const Scenario &scenario, const std::vector<MarketOffer> &offers,
                          const SearchRequest &request)
{
    checkObjective(scenario.workload, request.objective);
    if (scenario.baselineIndex() < 0)
        throw std::invalid_argument("baseline: unknown option id '" + scenario.baseline + "'");
    SearchResult result;
    const std::vector<const MarketOffer *> kept = offersToBill(offers, request.filter);
    result.offersConsidered = int(kept.size());
    std::vector<SearchCandidate> candidates;
    const CandidateBuilder builder(scenario);
    int nextId = 1;
    for (const MarketOffer *offer : kept)
        builder.add(*offer, request.trainingInstanceCounts, nextId, candidates, result.skipped);
    result.candidatesBilled = int(candidates.size());
    if (candidates.empty())
        return result;

    const Scenario billed = billedTogether(scenario, candidates);
    const ScenarioCostInputs inputs = ScenarioCostInputs::from(billed);
    std::vector<double> totals(billed.options.size());
    ScenarioTotals::compute(inputs, totals);

    const double tokens = millionTokens(scenario);
    std::vector<SearchRow> rows;
    rows.reserve(candidates.size());
    std::vector<double> cost;
    std::vector<std::optional<double>> time;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        SearchRow row;
        row.tcoUsd = totals[i + 1];
        const OptionCostBasis basis =
            OptionCostModel::compute(billed, billed.options[i + 1], false);
        row.effectiveAcceleratorHourlyUsd = basis.effectiveHourlyUsd;
        row.wallClockHoursPerRun = basis.wallClockHoursPerRun;
        if (tokens > 0.0)
            row.costPerMillionTokensUsd = row.tcoUsd / tokens;
        row.candidate = std::move(candidates[i]);
        cost.push_back(row.tcoUsd);
        time.push_back(row.wallClockHoursPerRun);
        rows.push_back(std::move(row));
    }
    const std::vector<bool> front = paretoFront(cost, time);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        rows[i].onParetoFront = front[i];
        if (front[i])
            result.paretoFront.push_back(rows[i]);
    }
    std::sort(
        result.paretoFront.begin(), result.paretoFront.end(),
        [](const SearchRow &a, const SearchRow &b) { return better(a, b, SearchObjective::Tco); });
    const auto objective = request.objective;
    const std::size_t limit = std::min(rows.size(), std::size_t(std::max(0, request.limit)));
    std::partial_sort(
        rows.begin(), rows.begin() + std::ptrdiff_t(limit), rows.end(),
        [&](const SearchRow &a, const SearchRow &b) { return better(a, b, objective); });
    rows.resize(limit);
    result.rows = std::move(rows);
    return result;
}

} // namespace acceldecide::search
