#include "core/export/ProfileTable.h"

#include "core/text/TextFormat.h"

namespace acceldecide {

namespace {

std::string heading(const std::string &title)
{
    return "\n" + title + "\n" + std::string(text::displayWidth(title), '=') + "\n";
}

std::string columnName(ChecklistColumn column)
{
    switch (column) {
    case ChecklistColumn::Trainium:
        return "Trainium";
    case ChecklistColumn::H100:
        return "H100";
    case ChecklistColumn::Neither:
        return "neither";
    case ChecklistColumn::Unanswered:
        break;
    }
    return "not answered";
}

} // namespace

std::string ProfileTable::format(const ProfileResult &profile)
{
    std::string out = heading("Workload profile (matrix " + profile.matrix + ")");
    for (const OptionExclusion &exclusion : profile.exclusions)
        out += "  Excluded: " + exclusion.option + " because " + exclusion.reason + " (" +
               exclusion.source + ")\n";

    text::Table scores({"Criterion", "Option", "Score", "Answer", "Reason"},
                       std::vector<text::Align>(5, text::Align::Left));
    for (const DerivedScore &score : profile.scores) {
        std::string value = std::to_string(score.score);
        if (score.overridden)
            value += " (set by hand; derived " +
                     (score.derived ? std::to_string(*score.derived) : std::string("none")) + ")";
        scores.addRow({score.criterion, score.option, value,
                       score.answer.empty() ? std::string(text::kNone) : score.answer,
                       score.reason});
    }
    if (!profile.scores.empty())
        out += scores.render();

    out += "\nChecklist (seed 000)\n";
    text::Table checklist({"Factor", "Answer", "Leans"},
                          std::vector<text::Align>(3, text::Align::Left));
    for (const ChecklistItem &item : profile.checklist.items)
        checklist.addRow({item.label, item.answer.empty() ? std::string(text::kNone) : item.answer,
                          columnName(item.column)});
    out += checklist.render();
    out += "  Trainium column: " + std::to_string(profile.checklist.trainium) +
           ", H100 column: " + std::to_string(profile.checklist.h100) + "\n";
    out += "  Verdict: " + profile.checklist.verdictText + "\n";

    if (profile.porting) {
        const PortingEstimate &estimate = *profile.porting;
        out += "\nPorting estimate (" + estimate.architecture +
               "): " + text::compact(estimate.lowWeeks, 1) + "-" +
               text::compact(estimate.highWeeks, 1) + " weeks, midpoint " +
               text::compact(estimate.midpointWeeks(), 2) +
               (estimate.mayBeInfeasible ? " (may be infeasible)" : "") + "\n";
        for (const PortingEstimateRow &row : estimate.rows)
            out += "  " + row.wording + " [" + row.source + "]\n";
    }
    if (!profile.unanswered.empty()) {
        std::string list;
        for (const std::string &factor : profile.unanswered)
            list += (list.empty() ? "" : ", ") + factor;
        out += "  Not answered: " + list + "\n";
    }
    return out;
}

} // namespace acceldecide
