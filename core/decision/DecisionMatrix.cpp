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

// Each option's points per criterion, looked up once: the flip search reads them again
// for every pair.
class PointsTable
{
public:
    PointsTable(const std::vector<Criterion> &criteria, const std::vector<std::string> &optionIds)
        : m_optionCount(optionIds.size()), m_points(criteria.size() * m_optionCount)
    {
        for (std::size_t c = 0; c < criteria.size(); ++c) {
            for (std::size_t o = 0; o < m_optionCount; ++o)
                m_points[c * m_optionCount + o] = points(criteria[c], optionIds[o]);
        }
    }
    double at(std::size_t c, std::size_t o) const { return m_points[c * m_optionCount + o]; }

private:
    std::size_t m_optionCount;
    std::vector<double> m_points;
};

// The eligible option with the highest total, or totals.size() when there is none or
// two share the highest.
template <typename Eligible>
std::size_t soleLeader(const std::vector<MatrixTotal> &totals, const Eligible &eligible)
{
    std::size_t best = totals.size();
    bool tie = false;
    for (std::size_t o = 0; o < totals.size(); ++o) {
        if (!eligible(o))
            continue;
        if (best == totals.size() || totals[o].total > totals[best].total) {
            best = o;
            tie = false;
        } else if (totals[o].total == totals[best].total) {
            tie = true;
        }
    }
    return tie ? totals.size() : best;
}

// The smallest single-weight change (to a weight within 0..10) at which an eligible
// option ties the winner `best`. Changing criterion c's weight to w leaves the other
// criteria's contribution A_o = weighted[o] - w_c x t_oc untouched; the winner and
// option o tie when A_best + w x t_best = A_o + w x t_o (the common denominator cancels).
template <typename Eligible>
std::optional<FlipPoint> flipPoint(const std::vector<Criterion> &criteria,
                                   const std::vector<std::string> &optionIds,
                                   const PointsTable &table, const std::vector<double> &weighted,
                                   double weightSum, std::size_t best, const Eligible &eligible)
{
    double bestChange = std::numeric_limits<double>::infinity();
    std::size_t flipCriterion = criteria.size();
    std::size_t flipOption = 0;
    double flipWeight = 0.0;
    for (std::size_t c = 0; c < criteria.size(); ++c) {
        const Criterion &criterion = criteria[c];
        const double restWeight = weightSum - criterion.weight;
        const double tBest = table.at(c, best);
        const double aBest = weighted[best] - criterion.weight * tBest;
        for (std::size_t o = 0; o < optionIds.size(); ++o) {
            if (o == best || !eligible(o))
                continue;
            const double tOther = table.at(c, o);
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
    if (flipCriterion == criteria.size())
        return std::nullopt;
    return FlipPoint{criteria[flipCriterion].id, criteria[flipCriterion].weight, flipWeight,
                     optionIds[flipOption]};
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

    const PointsTable table(criteria, optionIds);
    const std::size_t optionCount = optionIds.size();
    // weighted[o] = sum of weight x points, the numerator of every total.
    std::vector<double> weighted(optionCount, 0.0);
    result.totals.reserve(optionCount);
    for (std::size_t o = 0; o < optionCount; ++o) {
        for (std::size_t c = 0; c < criteria.size(); ++c)
            weighted[o] += criteria[c].weight * table.at(c, o);
        result.totals.push_back({optionIds[o], weightSum > 0.0 ? weighted[o] / weightSum : 0.0});
    }
    if (weightSum <= 0.0 || optionIds.empty())
        return result;

    const std::size_t best = soleLeader(result.totals, eligible);
    if (best == optionCount)
        return result;
    result.winner = optionIds[best];
    result.flip = flipPoint(criteria, optionIds, table, weighted, weightSum, best, eligible);
    return result;
}

} // namespace acceldecide
