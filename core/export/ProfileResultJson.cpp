#include "core/export/ProfileResultJson.h"

namespace acceldecide {

namespace {

using json = nlohmann::ordered_json;

json scoreJson(const DerivedScore &score)
{
    return {
        {"criterion", score.criterion},
        {"option", score.option},
        {"score", score.score},
        {"derived", score.derived ? json(*score.derived) : json(nullptr)},
        {"overridden", score.overridden},
        {"factor", score.factor},
        {"answer", score.answer},
        {"reason", score.reason},
        {"source", score.source},
    };
}

json checklistJson(const ChecklistResult &checklist)
{
    json items = json::array();
    for (const ChecklistItem &item : checklist.items)
        items.push_back({{"criterion", item.criterion},
                         {"label", item.label},
                         {"answer", item.answer},
                         {"column", toString(item.column)},
                         {"reason", item.reason}});
    return {
        {"items", items},
        {"trainium", checklist.trainium},
        {"h100", checklist.h100},
        {"verdict", toString(checklist.verdict)},
        {"verdict_text", checklist.verdictText},
    };
}

json portingJson(const PortingEstimate &estimate)
{
    json rows = json::array();
    for (const PortingEstimateRow &row : estimate.rows)
        rows.push_back({{"wording", row.wording},
                        {"low_weeks", row.lowWeeks},
                        {"high_weeks", row.highWeeks},
                        {"source", row.source}});
    return {
        {"architecture", estimate.architecture},
        {"low_weeks", estimate.lowWeeks},
        {"high_weeks", estimate.highWeeks},
        {"midpoint_weeks", estimate.midpointWeeks()},
        {"may_be_infeasible", estimate.mayBeInfeasible},
        {"rows", rows},
    };
}

} // namespace

nlohmann::ordered_json ProfileResultJson::toJson(const ProfileResult &profile)
{
    json scores = json::array();
    for (const DerivedScore &score : profile.scores)
        scores.push_back(scoreJson(score));
    json exclusions = json::array();
    for (const OptionExclusion &exclusion : profile.exclusions)
        exclusions.push_back({{"option", exclusion.option},
                              {"reason", exclusion.reason},
                              {"source", exclusion.source}});
    return {
        {"matrix", profile.matrix},
        {"scores", scores},
        {"excluded", exclusions},
        {"checklist", checklistJson(profile.checklist)},
        {"porting_estimate", profile.porting ? portingJson(*profile.porting) : json(nullptr)},
        {"unanswered", profile.unanswered},
    };
}

} // namespace acceldecide
