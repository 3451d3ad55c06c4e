#include "core/export/StakeholderTable.h"

#include "core/report/StakeholderWording.h"
#include "core/text/TextFormat.h"

namespace acceldecide {

namespace {

using text::Table;

std::string nameOf(const StakeholderResult &result, const std::string &id)
{
    for (const StakeholderView &member : result.members) {
        if (member.id == id)
            return member.name;
    }
    return id;
}

} // namespace

std::string StakeholderTable::format(const StakeholderResult &result)
{
    namespace wording = report::wording;
    const std::string title = "Stakeholders";
    std::string out = "\n" + title + "\n" + std::string(title.size(), '=') + "\n";
    out += "  Group weights: " + wording::stakeholderMeanPhrase(result.mean) + ".\n";
    Table table({"Member", "Role", "Influence", "Winner", "Margin (points)"});
    const auto addRow = [&](const StakeholderView &view, const std::string &name) {
        table.addRow({name, view.role, text::compact(view.influence, 2),
                      view.matrix.winner ? *view.matrix.winner : std::string("tie"),
                      view.margin ? text::groupedNumber(*view.margin, 1) : std::string("-")});
    };
    for (const StakeholderView &member : result.members)
        addRow(member, member.name);
    addRow(result.group, "Group");
    out += table.render();
    for (const StakeholderView &member : result.members)
        out += "  " + wording::stakeholderSentence(member, result) + "\n";
    out += "  " + wording::stakeholderSentence(result.group, result) + "\n";
    for (const StakeholderView &member : result.members) {
        if (!member.consistency)
            continue;
        const PairwiseConsistency &consistency = *member.consistency;
        out += "  " + member.name + " compared pairwise: consistency ratio " +
               text::compact(consistency.consistencyRatio, 3) +
               (consistency.inconsistent ? " (above 0.10: revisit the judgements)" : "") + "\n";
        if (consistency.inconsistent) {
            for (const PairwiseJudgement &judgement : consistency.worst) {
                out += "    '" + wording::criterionLabel(result, judgement.criterion) + "' vs '" +
                       wording::criterionLabel(result, judgement.otherCriterion) + "': given " +
                       text::compact(judgement.given, 3) + ", the weights imply " +
                       text::compact(judgement.implied, 3) + "\n";
            }
        }
    }
    Table spread({"Criterion", "Lowest", "Who", "Highest", "Who", "Group"});
    for (std::size_t c = 0; c < result.spread.size(); ++c) {
        const CriterionSpread &entry = result.spread[c];
        spread.addRow({wording::criterionLabel(result, entry.criterion),
                       text::groupedNumber(entry.min, 1), nameOf(result, entry.minMember),
                       text::groupedNumber(entry.max, 1), nameOf(result, entry.maxMember),
                       c < result.group.weights.size()
                           ? text::groupedNumber(result.group.weights[c], 1)
                           : std::string("-")});
    }
    out += "\n" + spread.render();
    return out;
}

} // namespace acceldecide
