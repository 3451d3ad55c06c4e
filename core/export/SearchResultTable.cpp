#include "core/export/SearchResultTable.h"

#include "core/text/TextFormat.h"

namespace acceldecide {

namespace {

using text::Align;

std::string hours(const std::optional<double> &value)
{
    return value ? text::groupedNumber(*value, 1) : std::string(text::kNone);
}

std::string rowsTable(const std::vector<search::SearchRow> &rows)
{
    text::Table table({"#", "Instance", "Provider", "Region", "Purchase", "Inst.", "TCO",
                       "$/M tokens", "Run h", "Front", "Avail.", "Price source", "Observed"},
                      {Align::Right, Align::Left, Align::Left, Align::Left, Align::Left,
                       Align::Right, Align::Right, Align::Right, Align::Right, Align::Left,
                       Align::Right, Align::Left, Align::Left});
    int rank = 0;
    for (const search::SearchRow &row : rows) {
        const search::MarketOffer &offer = *row.candidate.offer;
        table.addRow({std::to_string(++rank), offer.instanceType, offer.provider, offer.region,
                      purchaseModelLabel(offer.purchaseModel),
                      row.candidate.instances > 0 ? std::to_string(row.candidate.instances)
                                                  : std::string(text::kNone),
                      text::money(row.tcoUsd),
                      row.costPerMillionTokensUsd ? text::money(*row.costPerMillionTokensUsd)
                                                  : std::string(text::kNone),
                      hours(row.wallClockHoursPerRun), row.onParetoFront ? "yes" : "",
                      std::to_string(row.candidate.availability.score) + "/5", offer.sourceTitle,
                      offer.observedDate});
    }
    return table.render();
}

} // namespace

std::string searchResultTable(const search::SearchResult &result,
                              const search::SearchRequest &request)
{
    std::string out = "Ranked by " + std::string(search::nameOf(request.objective)) + ": " +
                      std::to_string(result.rows.size()) + " of " +
                      std::to_string(result.candidatesBilled) + " candidates billed from " +
                      std::to_string(result.offersConsidered) + " offers.\n\n";
    out += rowsTable(result.rows);
    if (!result.paretoFront.empty()) {
        out += "\nPareto front (nothing both cheaper and sooner), cheapest first:\n";
        out += rowsTable(result.paretoFront);
    }
    if (result.skipped.total() > 0) {
        out += "\nPassed over:\n";
        for (const auto &[reason, count] : result.skipped.counts)
            out += "  " + std::string(search::nameOf(reason)) + ": " + std::to_string(count) +
                   " (e.g. " + result.skipped.examples.at(reason) + ")\n";
    }
    return out;
}

} // namespace acceldecide
