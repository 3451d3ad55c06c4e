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

    // Each option's points per criterion, looked up once: the flip search reads them
    // again for every pair.
    const std::size_t optionCount = optionIds.size();
    std::vector<double> table(criteria.size() * optionCount);
    for (std::size_t c = 0; c < criteria.size(); ++c) {
        for (std::size_t o = 0; o < optionCount; ++o)
            table[c * optionCount + o] = points(criteria[c], optionIds[o]);
    }
    const auto pointsOf = [&](std::size_t c, std::size_t o) {
        return table[c * optionCount + o];
    };

    // weighted[o] = sum of weight x points, the numerator of every total.
    std::vector<double> weighted(optionCount, 0.0);
    result.totals.reserve(optionCount);
    for (std::size_t o = 0; o < optionCount; ++o) {
        for (std::size_t c = 0; c < criteria.size(); ++c)
            weighted[o] += criteria[c].weight * pointsOf(c, o);
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
    std::size_t flipCriterion = criteria.size();
    std::size_t flipOption = 0;
    double flipWeight = 0.0;
    for (std::size_t c = 0; c < criteria.size(); ++c) {
        const Criterion &criterion = criteria[c];
        const double restWeight = weightSum - criterion.weight;
        const double tBest = pointsOf(c, best);
        const double aBest = weighted[best] - criterion.weight * tBest;
        for (std::size_t o = 0; o < optionCount; ++o) {
            if (o == best || !eligible(o))
                continue;
            const double tOther = pointsOf(c, o);
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
                flipCriterion = c;
                flipOption = o;
                flipWeight = tieWeight;
            }
        }
    }
    if (flipCriterion < criteria.size())
        result.flip = FlipPoint{criteria[flipCriterion].id, criteria[flipCriterion].weight,
                                flipWeight, optionIds[flipOption]};
    return result;
}

} // namespace acceldecide
