#include "core/decision/DecisionRevisit.h"

#include "core/text/MoneyFormat.h"

#include <algorithm>

namespace acceldecide {

namespace {

const std::string kPurchasePrefix = "purchase:";
const std::string kCommitmentPrefix = "commitment:";

bool listed(const std::vector<std::string> &entries, const std::string &entry)
{
    return std::find(entries.begin(), entries.end(), entry) != entries.end();
}

std::string sourceText(const std::optional<PriceSource> &source)
{
    if (!source)
        return {};
    std::string text = source->title;
    if (!source->observedDate.empty())
        text += (text.empty() ? "" : ", ") + source->observedDate;
    return text;
}

std::optional<PriceSource> priceSource(const std::map<std::string, OptionProvenance> &sources,
                                       const std::string &id, bool throughput)
{
    const auto entry = sources.find(id);
    if (entry == sources.end())
        return std::nullopt;
    return throughput ? entry->second.throughput : entry->second.price;
}

std::string valueText(const std::string &field, double value)
{
    if (field == RevisitChange::kPrice)
        return MoneyFormat::usdAuto(value) + "/h";
    if (field == RevisitChange::kThroughput)
        return MoneyFormat::number(value, 0) + " tokens/s";
    return MoneyFormat::number(value, 1) + " %";
}

std::string fieldText(const std::string &field)
{
    if (field == RevisitChange::kPrice)
        return "instance price";
    if (field == RevisitChange::kThroughput)
        return "benchmark throughput";
    if (field == RevisitChange::kPurchaseDiscount)
        return "purchase discount";
    return "commitment discount";
}

std::string optionName(const std::string &id)
{
    return id.empty() ? std::string("no option") : "\"" + id + "\"";
}

std::string winnerName(const std::optional<std::string> &id)
{
    return id ? optionName(*id) : std::string("none");
}

double totalOf(const Evaluation &evaluation, const std::string &id)
{
    const OptionResult *option = evaluation.option(id);
    return option ? option->totalUsd() : 0.0;
}

void addIfChanged(std::vector<RevisitChange> &changes, RevisitChange change)
{
    if (change.oldValue != change.newValue)
        changes.push_back(std::move(change));
}

std::string paragraphFor(const DecisionRecord &record, const RevisitResult &result)
{
    std::string text = "Decided on " + record.decidedAt + ": " + optionName(record.chosenOption) +
                       " (recommended then: " + optionName(result.recommendationThen) + "). ";
    if (result.changes.empty()) {
        text += "Today's catalog holds the same prices, benchmarks and discounts the decision "
                "used. ";
    } else {
        text += "Since then, in today's catalog: ";
        for (std::size_t i = 0; i < result.changes.size(); ++i)
            text += (i == 0 ? "" : "; ") + DecisionRevisit::describe(result.changes[i]);
        text += ". ";
    }
    const std::string totalThen =
        MoneyFormat::usd(DecisionRevisit::shownTotal(result.chosenTotalThen));
    if (result.chosenTotalChanges())
        text += "The chosen option's total would be " +
                MoneyFormat::usd(DecisionRevisit::shownTotal(result.chosenTotalNow)) +
                " instead of " + totalThen + ". ";
    else
        text += "The chosen option's total is unchanged at " + totalThen + ". ";
    if (result.recommendationChanges())
        text += "The recommendation would change today, from " +
                optionName(result.recommendationThen) + " to " +
                optionName(result.recommendationNow) + ". ";
    else
        text +=
            "The recommendation would not change (" + optionName(result.recommendationNow) + "). ";
    if (result.matrixWinnerThen || result.matrixWinnerNow) {
        if (result.matrixWinnerChanges())
            text += "The decision matrix's winner would change, from " +
                    winnerName(result.matrixWinnerThen) + " to " +
                    winnerName(result.matrixWinnerNow) + ".";
        else
            text += "The decision matrix's winner would not change (" +
                    winnerName(result.matrixWinnerNow) + ").";
    } else {
        text += "The scenario has no decision matrix.";
    }
    return text;
}

} // namespace

bool RevisitResult::chosenTotalChanges() const
{
    return DecisionRevisit::shownTotal(chosenTotalThen) !=
           DecisionRevisit::shownTotal(chosenTotalNow);
}

std::vector<std::string> DecisionRevisit::catalogDiscounts(const Scenario &edited)
{
    std::vector<std::string> entries;
    for (const Option &option : edited.options) {
        if (option.purchase.discountFromCatalog)
            entries.push_back(kPurchasePrefix + option.id);
        if (option.commitment && option.commitment->discountFromCatalog)
            entries.push_back(kCommitmentPrefix + option.id);
    }
    return entries;
}

Scenario DecisionRevisit::releasePins(const Scenario &recorded,
                                      const std::vector<std::string> &catalogDiscounts)
{
    Scenario released = recorded;
    for (Option &option : released.options) {
        if (option.priceObservationId) {
            option.instanceHourlyUsd.reset();
            option.priceObservationId.reset();
        }
        if (option.benchmarkId) {
            option.throughput.reset();
            option.benchmarkId.reset();
        }
        if (listed(catalogDiscounts, kPurchasePrefix + option.id)) {
            option.purchase.discountPercent = 0.0;
            option.purchase.discountFromCatalog = true;
        }
        if (option.commitment && listed(catalogDiscounts, kCommitmentPrefix + option.id)) {
            option.commitment->discountPercent = 0.0;
            option.commitment->discountFromCatalog = true;
        }
    }
    return released;
}

std::string DecisionRevisit::describe(const RevisitChange &change)
{
    std::string text = optionName(change.optionId) + "'s " + fieldText(change.field) + " " +
                       valueText(change.field, change.oldValue) + " -> " +
                       valueText(change.field, change.newValue);
    if (!change.newSource.empty())
        text += " (" + change.newSource + ")";
    return text;
}

RevisitResult DecisionRevisit::compare(const DecisionRecord &record, const Scenario &then,
                                       const Evaluation &thenEvaluation,
                                       const std::map<std::string, OptionProvenance> &thenSources,
                                       const Scenario &now, const Evaluation &nowEvaluation,
                                       const std::map<std::string, OptionProvenance> &nowSources)
{
    RevisitResult result;
    result.chosenOption = record.chosenOption;
    for (const Option &before : then.options) {
        const int index = now.optionIndex(before.id);
        if (index < 0)
            continue;
        const Option &after = now.options[std::size_t(index)];
        if (before.instanceHourlyUsd && after.instanceHourlyUsd)
            addIfChanged(result.changes, {before.id, RevisitChange::kPrice,
                                          *before.instanceHourlyUsd, *after.instanceHourlyUsd,
                                          sourceText(priceSource(thenSources, before.id, false)),
                                          sourceText(priceSource(nowSources, before.id, false))});
        if (before.throughput && after.throughput && before.throughput->isMeasured() &&
            after.throughput->isMeasured())
            addIfChanged(result.changes, {before.id, RevisitChange::kThroughput,
                                          *before.throughput->tokensPerSecPerAccelerator,
                                          *after.throughput->tokensPerSecPerAccelerator,
                                          sourceText(priceSource(thenSources, before.id, true)),
                                          sourceText(priceSource(nowSources, before.id, true))});
        const std::string catalogPrice = std::string("the catalog's ") +
                                         toString(after.purchase.model) +
                                         " price against on-demand";
        addIfChanged(result.changes, {before.id,
                                      RevisitChange::kPurchaseDiscount,
                                      before.purchase.discountPercent,
                                      after.purchase.discountPercent,
                                      {},
                                      catalogPrice});
        if (before.commitment && after.commitment)
            addIfChanged(result.changes, {before.id,
                                          RevisitChange::kCommitmentDiscount,
                                          before.commitment->discountPercent,
                                          after.commitment->discountPercent,
                                          {},
                                          "the catalog's commitment price against on-demand"});
    }
    result.recommendationThen = thenEvaluation.recommendation.option;
    result.recommendationNow = nowEvaluation.recommendation.option;
    result.matrixWinnerThen = thenEvaluation.recommendation.matrixWinner;
    result.matrixWinnerNow = nowEvaluation.recommendation.matrixWinner;
    result.chosenTotalThen = totalOf(thenEvaluation, record.chosenOption);
    result.chosenTotalNow = totalOf(nowEvaluation, record.chosenOption);
    result.paragraph = paragraphFor(record, result);
    return result;
}

} // namespace acceldecide
