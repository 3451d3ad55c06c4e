#include "core/export/StakeholderResultJson.h"

namespace acceldecide {

namespace {

using json = nlohmann::ordered_json;

template <typename T> json orNull(const std::optional<T> &value)
{
    return value ? json(*value) : json(nullptr);
}

json consistencyJson(const PairwiseConsistency &consistency)
{
    json worst = json::array();
    for (const PairwiseJudgement &judgement : consistency.worst) {
        worst.push_back({{"criterion", judgement.criterion},
                         {"other_criterion", judgement.otherCriterion},
                         {"given", judgement.given},
                         {"implied", judgement.implied},
                         {"deviation", judgement.deviation}});
    }
    return {{"lambda_max", consistency.lambdaMax},
            {"consistency_index", consistency.consistencyIndex},
            {"consistency_ratio", consistency.consistencyRatio},
            {"inconsistent", consistency.inconsistent},
            {"most_inconsistent", worst}};
}

json viewJson(const StakeholderView &view, const StakeholderResult &result)
{
    json weights = json::object();
    for (std::size_t c = 0; c < result.criteria.size() && c < view.weights.size(); ++c)
        weights[result.criteria[c]] = view.weights[c];
    json totals = json::object();
    for (const MatrixTotal &total : view.matrix.totals)
        totals[total.option] = total.total;
    json flip = nullptr;
    if (view.matrix.flip) {
        flip = {{"criterion", view.matrix.flip->criterion},
                {"current_weight", view.matrix.flip->currentWeight},
                {"flip_weight", view.matrix.flip->flipWeight},
                {"new_winner", view.matrix.flip->newWinner}};
    }
    json out = {{"id", view.id},
                {"name", view.name},
                {"role", view.role},
                {"influence", view.influence},
                {"weights", weights},
                {"totals", totals},
                {"winner", orNull(view.matrix.winner)},
                {"margin", orNull(view.margin)},
                {"flip", flip}};
    out["consistency"] = view.consistency ? consistencyJson(*view.consistency) : json(nullptr);
    return out;
}

} // namespace

nlohmann::ordered_json StakeholderResultJson::toJson(const StakeholderResult &result)
{
    json members = json::array();
    for (const StakeholderView &member : result.members)
        members.push_back(viewJson(member, result));
    json spread = json::array();
    for (const CriterionSpread &entry : result.spread) {
        spread.push_back({{"criterion", entry.criterion},
                          {"min", entry.min},
                          {"min_member", entry.minMember},
                          {"max", entry.max},
                          {"max_member", entry.maxMember}});
    }
    json group = viewJson(result.group, result);
    group.erase("role");
    group.erase("consistency");
    json scenarioWeights = nullptr;
    if (result.scenarioWeights) {
        json totals = json::object();
        for (const MatrixTotal &total : result.scenarioWeights->totals)
            totals[total.option] = total.total;
        scenarioWeights = {{"totals", totals}, {"winner", orNull(result.scenarioWeights->winner)}};
    }
    return {{"mean", toString(result.mean)},
            {"criteria", result.criteria},
            {"members", members},
            {"group", group},
            {"spread", spread},
            {"scenario_weights", scenarioWeights}};
}

} // namespace acceldecide
