#include "core/report/ReportProfileSection.h"

#include "core/decision/CriteriaPresets.h"
#include "core/decision/ProfileScoring.h"
#include "core/model/ProfileFactors.h"
#include "core/report/ReportBlocks.h"
#include "core/text/TextFormat.h"

#include <algorithm>

namespace acceldecide::report {

namespace {

using blocks::paragraph;
using blocks::subheading;

ReportBlock answersTable(const Scenario &scenario, const Evaluation &evaluation)
{
    // The same fallbacks as the evaluation (spend: the baseline's monthly compute cost).
    const OptionResult *baseline = evaluation.option(scenario.baseline);
    std::vector<std::string> fromScenario;
    const WorkloadProfile profile = ProfileScoring::effectiveProfile(
        scenario, baseline ? std::optional<double>(baseline->monthlyComputeUsd) : std::nullopt,
        &fromScenario);
    ReportBlock table;
    table.kind = ReportBlock::Kind::Table;
    table.table.header = {"Factor", "Answer"};
    table.table.numeric = {false, false};
    table.table.columnWeights = {1.4, 2.6};
    for (const ProfileFactor &factor : ProfileFactors::all()) {
        const std::optional<ProfileAnswer> answer = profile.answer(factor.id);
        std::string text = answer ? answer->inWords(factor.id) : std::string("not answered");
        if (answer &&
            std::find(fromScenario.begin(), fromScenario.end(), factor.id) != fromScenario.end())
            text += " (from the scenario)";
        table.table.rows.push_back({std::string(factor.label), text});
    }
    return table;
}

std::string mark(ChecklistColumn column, ChecklistColumn which)
{
    return column == which ? "✓" : "";
}

ReportBlock checklistTable(const ChecklistResult &checklist)
{
    ReportBlock table;
    table.kind = ReportBlock::Kind::Table;
    table.table.header = {"Factor", "Answer", "Trainium", "H100"};
    table.table.numeric = {false, false, true, true};
    table.table.columnWeights = {1.6, 2.2, 0.8, 0.8};
    for (const ChecklistItem &item : checklist.items)
        table.table.rows.push_back({item.label,
                                    item.answer.empty() ? std::string("not answered") : item.answer,
                                    mark(item.column, ChecklistColumn::Trainium),
                                    mark(item.column, ChecklistColumn::H100)});
    table.table.rows.push_back(
        {"Ticks", "", std::to_string(checklist.trainium), std::to_string(checklist.h100)});
    return table;
}

ReportBlock portingTable(const PortingEstimate &estimate)
{
    ReportBlock table;
    table.kind = ReportBlock::Kind::Table;
    table.table.header = {"Seed row", "Weeks", "Source"};
    table.table.numeric = {false, true, false};
    table.table.columnWeights = {2.6, 0.8, 1.6};
    for (const PortingEstimateRow &row : estimate.rows)
        table.table.rows.push_back(
            {row.wording, text::compact(row.lowWeeks, 1) + "–" + text::compact(row.highWeeks, 1),
             row.source});
    return table;
}

// One row per governed criterion: the answer, each option's score (an override marked
// with *), and the rule's reason.
ReportBlock reasonsTable(const Scenario &scenario, const ProfileResult &profile)
{
    ReportBlock table;
    table.kind = ReportBlock::Kind::Table;
    table.table.header = {"Criterion", "Answer"};
    table.table.numeric = {false, false};
    table.table.columnWeights = {1.3, 1.3};
    for (const Option &option : scenario.options) {
        table.table.header.push_back(option.id);
        table.table.numeric.push_back(true);
        table.table.columnWeights.push_back(0.6);
    }
    table.table.header.push_back("Reason (source)");
    table.table.numeric.push_back(false);
    table.table.columnWeights.push_back(3.2);
    for (const Criterion &criterion : profile.criteria) {
        std::vector<const DerivedScore *> cells;
        for (const DerivedScore &score : profile.scores) {
            if (score.criterion == criterion.id)
                cells.push_back(&score);
        }
        if (cells.empty())
            continue;
        std::vector<std::string> row{criterion.label, cells.front()->answer.empty()
                                                          ? std::string("not answered")
                                                          : cells.front()->answer};
        std::string reasons;
        for (const DerivedScore *cell : cells) {
            row.push_back(std::to_string(cell->score) + (cell->overridden ? "*" : ""));
            // Options of one stack share a rule: name each distinct reason once.
            const std::string reason =
                cell->source.empty() ? cell->reason : cell->reason + " (" + cell->source + ")";
            if (reasons.find(reason) == std::string::npos)
                reasons += (reasons.empty() ? "" : " / ") + reason;
        }
        row.push_back(reasons);
        table.table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace

ReportSection ReportProfileSection::build(const Scenario &scenario, const Evaluation &evaluation)
{
    const ProfileResult &profile = *evaluation.profile;
    ReportSection section;
    section.title = "Workload profile";
    const CriteriaPreset *preset = CriteriaPresets::find(profile.matrix);
    section.blocks.push_back(paragraph(
        "The situation described once; the matrix scores follow from it by each option's stack "
        "(" +
        (preset ? std::string(preset->title) : profile.matrix) + ")."));
    section.blocks.push_back(answersTable(scenario, evaluation));

    if (!profile.exclusions.empty()) {
        ReportBlock bullets;
        bullets.kind = ReportBlock::Kind::Bullets;
        for (const OptionExclusion &exclusion : profile.exclusions) {
            const OptionResult *option = evaluation.option(exclusion.option);
            bullets.items.push_back((option ? option->label : exclusion.option) +
                                    " is excluded because " + exclusion.reason + " (" +
                                    exclusion.source + "); it cannot be recommended.");
        }
        section.blocks.push_back(subheading("Excluded options"));
        section.blocks.push_back(std::move(bullets));
    }

    section.blocks.push_back(subheading("Practical decision checklist (seed 000)"));
    section.blocks.push_back(checklistTable(profile.checklist));
    section.blocks.push_back(paragraph(profile.checklist.verdictText));

    if (profile.porting) {
        const PortingEstimate &estimate = *profile.porting;
        section.blocks.push_back(subheading("Porting estimate"));
        section.blocks.push_back(portingTable(estimate));
        std::string text = "Estimate: " + text::compact(estimate.lowWeeks, 1) + "–" +
                           text::compact(estimate.highWeeks, 1) + " weeks (midpoint " +
                           text::compact(estimate.midpointWeeks(), 2) +
                           "), the span of the rows above: where the seeds disagree, both count.";
        if (estimate.mayBeInfeasible)
            text += " Seed 000 warns the port may be infeasible.";
        section.blocks.push_back(paragraph(text));
    }

    if (!profile.scores.empty()) {
        section.blocks.push_back(subheading("Why each score"));
        section.blocks.push_back(reasonsTable(scenario, profile));
        bool anyOverride = false;
        for (const DerivedScore &score : profile.scores)
            anyOverride = anyOverride || score.overridden;
        if (anyOverride)
            section.blocks.push_back(
                paragraph("* set by hand instead of the derived score (the derived score is in "
                          "the evaluation's profile output)."));
    }
    return section;
}

} // namespace acceldecide::report
