#include "core/decision/StakeholderMatrix.h"

#include "core/decision/DecisionMatrix.h"
#include "core/decision/PairwiseWeights.h"

#include <algorithm>
#include <cmath>

namespace acceldecide {

namespace {

constexpr double kScaleMax = 10.0;

std::vector<double> scaledToMax(std::vector<double> weights)
{
    const double largest =
        weights.empty() ? 0.0 : *std::max_element(weights.begin(), weights.end());
    if (largest > 0.0) {
        for (double &weight : weights)
            weight = weight / largest * kScaleMax;
    }
    return weights;
}

std::vector<double> shares(const std::vector<double> &weights)
{
    double sum = 0.0;
    for (double weight : weights)
        sum += weight;
    std::vector<double> result(weights.size(), 0.0);
    if (sum > 0.0) {
        for (std::size_t c = 0; c < weights.size(); ++c)
            result[c] = weights[c] / sum;
    }
    return result;
}

StakeholderView view(std::vector<double> weights, const std::vector<Criterion> &criteria,
                     const std::vector<std::string> &optionIds,
                     const std::vector<std::string> &excluded)
{
    StakeholderView result;
    std::vector<Criterion> weighted = criteria;
    for (std::size_t c = 0; c < weighted.size(); ++c)
        weighted[c].weight = weights[c];
    result.weights = std::move(weights);
    result.matrix = DecisionMatrix::evaluate(weighted, optionIds, excluded);
    result.margin = StakeholderMatrix::margin(result.matrix, excluded);
    return result;
}

} // namespace

std::vector<double> StakeholderMatrix::memberWeights(const Stakeholder &stakeholder,
                                                     const std::vector<Criterion> &criteria)
{
    if (stakeholder.usesPairwise()) {
        std::vector<std::string> ids;
        for (const Criterion &criterion : criteria)
            ids.push_back(criterion.id);
        return scaledToMax(PairwiseWeights::derive(stakeholder.pairwise, ids).weights);
    }
    std::vector<double> weights;
    weights.reserve(criteria.size());
    for (const Criterion &criterion : criteria) {
        const auto it = stakeholder.weights.find(criterion.id);
        weights.push_back(it == stakeholder.weights.end() ? 0.0 : it->second);
    }
    return weights;
}

std::optional<double> StakeholderMatrix::margin(const MatrixResult &matrix,
                                                const std::vector<std::string> &excluded)
{
    if (!matrix.winner)
        return std::nullopt;
    double winnerTotal = 0.0;
    std::optional<double> runnerUp;
    for (const MatrixTotal &total : matrix.totals) {
        if (total.option == *matrix.winner) {
            winnerTotal = total.total;
            continue;
        }
        if (std::find(excluded.begin(), excluded.end(), total.option) != excluded.end())
            continue;
        if (!runnerUp || total.total > *runnerUp)
            runnerUp = total.total;
    }
    if (!runnerUp)
        return std::nullopt;
    return winnerTotal - *runnerUp;
}

StakeholderResult StakeholderMatrix::evaluate(const std::vector<Stakeholder> &stakeholders,
                                              StakeholderMean mean,
                                              const std::vector<Criterion> &criteria,
                                              const std::vector<std::string> &optionIds,
                                              const std::vector<std::string> &excluded)
{
    StakeholderResult result;
    result.mean = mean;
    std::vector<std::string> ids;
    for (const Criterion &criterion : criteria) {
        ids.push_back(criterion.id);
        result.criterionLabels.push_back(criterion.label);
    }
    result.criteria = ids;
    const std::size_t n = criteria.size();

    double influenceSum = 0.0;
    for (const Stakeholder &stakeholder : stakeholders)
        influenceSum += stakeholder.influence;

    std::vector<double> group(n, mean == StakeholderMean::Geometric ? 1.0 : 0.0);
    for (const Stakeholder &stakeholder : stakeholders) {
        StakeholderView member =
            view(memberWeights(stakeholder, criteria), criteria, optionIds, excluded);
        member.id = stakeholder.id;
        member.name = stakeholder.name;
        member.role = stakeholder.role;
        member.influence = stakeholder.influence;
        if (stakeholder.usesPairwise())
            member.consistency = PairwiseWeights::derive(stakeholder.pairwise, ids).consistency;
        const double share = influenceSum > 0.0 ? stakeholder.influence / influenceSum : 0.0;
        const std::vector<double> normalised = shares(member.weights);
        for (std::size_t c = 0; c < n; ++c) {
            if (mean == StakeholderMean::Geometric)
                group[c] *= std::pow(normalised[c], share);
            else
                group[c] += share * normalised[c];
        }
        result.members.push_back(std::move(member));
    }
    if (stakeholders.empty())
        group.assign(n, 0.0);

    result.group = view(scaledToMax(group), criteria, optionIds, excluded);
    result.group.id = "group";
    result.group.name = "the group";
    result.group.influence = influenceSum;

    for (std::size_t c = 0; c < n && !result.members.empty(); ++c) {
        CriterionSpread spread;
        spread.criterion = ids[c];
        spread.min = spread.max = result.members.front().weights[c];
        spread.minMember = spread.maxMember = result.members.front().id;
        for (const StakeholderView &member : result.members) {
            if (member.weights[c] < spread.min) {
                spread.min = member.weights[c];
                spread.minMember = member.id;
            }
            if (member.weights[c] > spread.max) {
                spread.max = member.weights[c];
                spread.maxMember = member.id;
            }
        }
        result.spread.push_back(std::move(spread));
    }
    return result;
}

} // namespace acceldecide
