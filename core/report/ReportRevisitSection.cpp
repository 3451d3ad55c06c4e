#include "core/report/ReportRevisitSection.h"

#include "core/text/MoneyFormat.h"

namespace acceldecide::report {

namespace {

std::string orNone(const std::optional<std::string> &text)
{
    return text ? *text : std::string("-");
}

std::string signedUsd(double value)
{
    return (value > 0 ? "+" : value < 0 ? "-" : "") + MoneyFormat::usd(value < 0 ? -value : value);
}

// A total's change in the whole dollars shown beside it: "unchanged" rather than "$0",
// and never a "+$0" between two figures that read differently.
std::string totalChange(double before, double after)
{
    const double change = DecisionRevisit::shownTotal(after) - DecisionRevisit::shownTotal(before);
    return change == 0 ? std::string("unchanged") : signedUsd(change);
}

// Typed text as a sentence of the record's paragraph: a rationale typed without a full
// stop would otherwise run into the sentence after it.
std::string sentence(const std::string &text)
{
    if (text.empty() || text.back() == '.' || text.back() == '!' || text.back() == '?')
        return text;
    return text + ".";
}

ReportBlock paragraph(std::string text)
{
    ReportBlock block;
    block.kind = ReportBlock::Kind::Paragraph;
    block.text = std::move(text);
    return block;
}

} // namespace

ReportSection ReportRevisitSection::build(const DecisionRecord &record,
                                          const RevisitResult &revisit, const Evaluation &then,
                                          const Evaluation &now)
{
    ReportSection section;
    section.title = "Decision revisited";
    std::string decided = "Record " + std::to_string(record.id) + ", decided " + record.decidedAt +
                          " by " + record.decidedBy + ": " + record.chosenOption + ".";
    if (!record.rationale.empty())
        decided += " Rationale: " + sentence(record.rationale);
    if (!record.reason.empty())
        decided += " Chosen over the recommendation because: " + sentence(record.reason);
    section.blocks.push_back(paragraph(decided));
    section.blocks.push_back(paragraph(revisit.paragraph));

    ReportBlock totals;
    totals.kind = ReportBlock::Kind::Table;
    totals.table.header = {"Option", "Total then", "Total now", "Change"};
    totals.table.numeric = {false, true, true, true};
    totals.table.columnWeights = {3, 2, 2, 2};
    for (const OptionResult &before : then.options) {
        const OptionResult *after = now.option(before.id);
        if (!after)
            continue;
        std::string name = before.label;
        if (before.id == record.chosenOption)
            name += " (chosen)";
        totals.table.rows.push_back(
            {name, MoneyFormat::usd(DecisionRevisit::shownTotal(before.totalUsd())),
             MoneyFormat::usd(DecisionRevisit::shownTotal(after->totalUsd())),
             totalChange(before.totalUsd(), after->totalUsd())});
    }
    totals.table.rows.push_back({"Recommendation", revisit.recommendationThen,
                                 revisit.recommendationNow,
                                 revisit.recommendationChanges() ? "changes" : "same"});
    totals.table.rows.push_back({"Matrix winner", orNone(revisit.matrixWinnerThen),
                                 orNone(revisit.matrixWinnerNow),
                                 revisit.matrixWinnerChanges() ? "changes" : "same"});
    section.blocks.push_back(std::move(totals));

    if (!revisit.changes.empty()) {
        ReportBlock changes;
        changes.kind = ReportBlock::Kind::Table;
        changes.table.header = {"Option", "Figure", "Then", "Now", "Source now"};
        changes.table.numeric = {false, false, true, true, false};
        changes.table.columnWeights = {2, 3, 2, 2, 4};
        for (const RevisitChange &change : revisit.changes) {
            const bool money = change.field == std::string(RevisitChange::kPrice);
            const auto value = [&](double v) {
                return money ? MoneyFormat::usdAuto(v) : MoneyFormat::number(v, 1);
            };
            changes.table.rows.push_back({change.optionId, change.field, value(change.oldValue),
                                          value(change.newValue), change.newSource});
        }
        section.blocks.push_back(std::move(changes));
    }
    return section;
}

} // namespace acceldecide::report
