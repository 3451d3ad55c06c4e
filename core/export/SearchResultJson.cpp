#include "core/export/SearchResultJson.h"

#include "core/io/ScenarioWriter.h"

namespace acceldecide {

namespace {

using json = nlohmann::json;

json orNull(const std::optional<double> &value)
{
    return value ? json(*value) : json(nullptr);
}

// The option as the scenario file writes it (what "add to the scenario" adds).
json optionJson(const Option &option)
{
    Scenario one;
    one.options = {option};
    one.baseline = option.id;
    return ScenarioWriter::toJson(one)["options"][0];
}

json rowJson(const search::SearchRow &row)
{
    const search::MarketOffer &offer = *row.candidate.offer;
    return {
        {"instance_type", offer.instanceType},
        {"provider", offer.provider},
        {"region", offer.region},
        {"stack", toString(offer.stack)},
        {"purchase_model", toString(offer.purchaseModel)},
        {"instances", row.candidate.instances > 0 ? json(row.candidate.instances) : json(nullptr)},
        {"tco_usd", row.tcoUsd},
        {"cost_per_million_tokens_usd", orNull(row.costPerMillionTokensUsd)},
        {"wall_clock_hours_per_run", orNull(row.wallClockHoursPerRun)},
        {"effective_usd_per_accelerator_hour", row.effectiveAcceleratorHourlyUsd},
        {"on_pareto_front", row.onParetoFront},
        {"price_source", offer.sourceTitle},
        {"observed_date", offer.observedDate},
        {"price_observation_id", offer.observationId},
        {"throughput_source", row.candidate.throughputSource},
        {"notes", row.candidate.notes},
        {"availability",
         {{"score", row.candidate.availability.score},
          {"reason", row.candidate.availability.reason}}},
        {"option", optionJson(row.candidate.option)}};
}

} // namespace

json searchResultJson(const search::SearchResult &result, const search::SearchRequest &request)
{
    json rows = json::array();
    for (const search::SearchRow &row : result.rows)
        rows.push_back(rowJson(row));
    json front = json::array();
    for (const search::SearchRow &row : result.paretoFront)
        front.push_back(rowJson(row));
    json skipped = json::array();
    for (const auto &[reason, count] : result.skipped.counts)
        skipped.push_back({{"reason", search::nameOf(reason)},
                           {"count", count},
                           {"example", result.skipped.examples.at(reason)}});
    return {{"objective", search::nameOf(request.objective)},
            {"offers_considered", result.offersConsidered},
            {"candidates_billed", result.candidatesBilled},
            {"rows", rows},
            {"pareto_front", front},
            {"skipped", skipped}};
}

} // namespace acceldecide
