#include "core/report/ReportStakeholderSection.h"

#include "core/report/ReportBlocks.h"
#include "core/report/StakeholderWording.h"
#include "core/text/TextFormat.h"

namespace acceldecide::report {

using blocks::paragraph;

std::optional<ReportSection> ReportStakeholderSection::build(const Scenario &scenario,
                                                             const Evaluation &evaluation)
{
    if (!evaluation.stakeholders || scenario.stakeholders.empty())
        return std::nullopt;
    const StakeholderResult &result = *evaluation.stakeholders;
    ReportSection section;
    section.title = "Stakeholders";
    section.blocks.push_back(paragraph(
        "The group's weights are " + wording::stakeholderMeanPhrase(result.mean) +
        " (each member's weights first scaled to sum to one, so influence alone sets a "
        "member's say). They decide the decision matrix above; the criteria's own weights "
        "are the single-weight view. Pairwise comparisons give weights by Saaty's principal "
        "eigenvector, scaled so the largest is 10."));

    ReportBlock members =
        blocks::table({"Member", "Role", "Influence", "Winner", "Margin"},
                      {false, false, true, false, true}, {1.4, 2.2, 0.9, 1.0, 0.9});
    const auto addRow = [&](const StakeholderView &view, const std::string &name) {
        members.table.rows.push_back(
            {name, view.role, text::compact(view.influence, 2),
             view.matrix.winner ? *view.matrix.winner : std::string("tie"),
             view.margin ? text::groupedNumber(*view.margin, 1) : std::string("-")});
    };
    for (const StakeholderView &member : result.members)
        addRow(member, member.name);
    addRow(result.group, "Group");
    section.blocks.push_back(std::move(members));

    ReportBlock sentences;
    sentences.kind = ReportBlock::Kind::Bullets;
    for (const StakeholderView &member : result.members)
        sentences.items.push_back(wording::stakeholderSentence(member, result));
    sentences.items.push_back(wording::stakeholderSentence(result.group, result));
    for (const StakeholderView &member : result.members) {
        if (!member.consistency)
            continue;
        std::string text = member.name + " compared the criteria pairwise: consistency ratio " +
                           text::compact(member.consistency->consistencyRatio, 3);
        if (member.consistency->inconsistent) {
            text += ", above 0.10, so the judgements deserve a second look; the least "
                    "consistent:";
            for (const PairwiseJudgement &judgement : member.consistency->worst)
                text += " '" + wording::criterionLabel(result, judgement.criterion) + "' vs '" +
                        wording::criterionLabel(result, judgement.otherCriterion) + "' (given " +
                        text::compact(judgement.given, 3) + ", implied " +
                        text::compact(judgement.implied, 3) + ");";
            text.back() = '.';
        } else {
            text += " (at most 0.10: acceptable).";
        }
        sentences.items.push_back(text);
    }
    section.blocks.push_back(std::move(sentences));

    ReportBlock spread = blocks::table({"Criterion", "Lowest", "Highest", "Group"},
                                       {false, true, true, true}, {2.0, 1.6, 1.6, 0.8});
    for (std::size_t c = 0; c < result.spread.size(); ++c) {
        const CriterionSpread &entry = result.spread[c];
        const auto who = [&](const std::string &id) {
            for (const StakeholderView &member : result.members) {
                if (member.id == id)
                    return member.name;
            }
            return id;
        };
        spread.table.rows.push_back(
            {wording::criterionLabel(result, entry.criterion),
             text::groupedNumber(entry.min, 1) + " (" + who(entry.minMember) + ")",
             text::groupedNumber(entry.max, 1) + " (" + who(entry.maxMember) + ")",
             c < result.group.weights.size() ? text::groupedNumber(result.group.weights[c], 1)
                                             : std::string("-")});
    }
    section.blocks.push_back(std::move(spread));
    return section;
}

} // namespace acceldecide::report
