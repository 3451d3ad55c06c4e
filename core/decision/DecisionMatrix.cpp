#include "core/decision/DecisionMatrix.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace acceldecide {

namespace {

double points(const Criterion &criterion, const std::string &optionId)
{
    const auto it = criterion.scores.find(optionId);
    const int score = it == criterion.scores.end() ? 1 : it->second;
    return (score - 1) / 4.0 * 100.0;
}

} // namespace

MatrixResult DecisionMatrix::evaluate(const std::vector<Criterion> &criteria,
                                      const std::vector<std::string> &optionIds,
                                      const std::vector<std::string> &excluded)
{
    const auto eligible = [&](std::size_t o) {
        return std::find(excluded.begin(), excluded.end(), optionIds[o]) == excluded.end();
    };
    MatrixResult result;
    double weightSum = 0.0;
    for (const Criterion &criterion : criteria) {
        weightSum += criterion.weight;
        result.incomplete = result.incomplete || criterion.incomplete;
    }

    // weighted[o] = sum of weight x points, the numerator of every total.
    std::vector<double> weighted(optionIds.size(), 0.0);
    for (std::size_t o = 0; o < optionIds.size(); ++o) {
        for (const Criterion &criterion : criteria)
            weighted[o] += criterion.weight * points(criterion, optionIds[o]);
        result.totals.push_back({optionIds[o], weightSum > 0.0 ? weighted[o] / weightSum : 0.0});
    }
    if (weightSum <= 0.0 || optionIds.empty())
        return result;

    std::size_t best = optionIds.size();
    bool tie = false;
    for (std::size_t o = 0; o < optionIds.size(); ++o) {
        if (!eligible(o))
            continue;
        if (best == optionIds.size() || result.totals[o].total > result.totals[best].total) {
            best = o;
            tie = false;
        } else if (result.totals[o].total == result.totals[best].total) {
            tie = true;
        }
    }
    if (tie || best == optionIds.size())
        return result;
    result.winner = optionIds[best];

    // Changing criterion c's weight to w leaves the other criteria's contribution
    // A_o = weighted[o] - w_c x t_oc untouched; the winner and option o tie when
    // A_best + w x t_best = A_o + w x t_o (the common denominator cancels).
    double bestChange = std::numeric_limits<double>::infinity();
    for (const Criterion &criterion : criteria) {
        const double restWeight = weightSum - criterion.weight;
        const double tBest = points(criterion, optionIds[best]);
        const double aBest = weighted[best] - criterion.weight * tBest;
        for (std::size_t o = 0; o < optionIds.size(); ++o) {
            if (o == best || !eligible(o))
                continue;
            const double tOther = points(criterion, optionIds[o]);
            if (tBest == tOther)
                continue; // this weight cannot separate the two
            const double aOther = weighted[o] - criterion.weight * tOther;
            const double tieWeight = (aOther - aBest) / (tBest - tOther);
            if (!(tieWeight >= 0.0 && tieWeight <= 10.0))
                continue;
            if (restWeight + tieWeight <= 0.0)
                continue; // all weights zero: no totals to compare
            const double change = std::fabs(tieWeight - criterion.weight);
            if (change < bestChange) {
                bestChange = change;
                result.flip = FlipPoint{criterion.id, criterion.weight, tieWeight, optionIds[o]};
            }
        }
    }
    return result;
}

} // namespace acceldecide
