#include "core/decision/PairwiseWeights.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace acceldecide {

namespace {

constexpr double kTolerance = 1e-12;
constexpr int kMaxIterations = 10000;
constexpr std::size_t kWorstShown = 3;

} // namespace

double PairwiseWeights::randomIndex(std::size_t n)
{
    // T. L. Saaty, "The Analytic Hierarchy Process", McGraw-Hill, 1980: the
    // average consistency index of randomly generated reciprocal matrices.
    static constexpr std::array<double, 10> kRandomIndex{0.0,  0.0,  0.58, 0.90, 1.12,
                                                         1.24, 1.32, 1.41, 1.45, 1.49};
    if (n == 0)
        return 0.0;
    return kRandomIndex[std::min(n, kRandomIndex.size()) - 1];
}

PairwiseWeights::Result PairwiseWeights::derive(const std::vector<std::vector<double>> &matrix,
                                                const std::vector<std::string> &criteria)
{
    const std::size_t n = matrix.size();
    Result result;
    if (n == 0)
        return result;
    // Start from the normalised row geometric means, which already are the eigenvector
    // for n <= 3 and close to it otherwise, so few iterations remain.
    std::vector<double> w(n);
    double sum = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        double logSum = 0.0;
        for (std::size_t j = 0; j < n; ++j)
            logSum += std::log(matrix[i][j]);
        w[i] = std::exp(logSum / static_cast<double>(n));
        sum += w[i];
    }
    for (double &value : w)
        value /= sum;

    double lambda = static_cast<double>(n);
    std::vector<double> next(n);
    for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
        double nextSum = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            double row = 0.0;
            for (std::size_t j = 0; j < n; ++j)
                row += matrix[i][j] * w[j];
            next[i] = row;
            nextSum += row;
        }
        // With w summing to 1, the sum of A w is the eigenvalue estimate.
        lambda = nextSum;
        double change = 0.0;
        for (std::size_t i = 0; i < n; ++i) {
            next[i] /= nextSum;
            change = std::max(change, std::fabs(next[i] - w[i]));
        }
        w.swap(next);
        if (change < kTolerance)
            break;
    }
    result.weights = w;

    PairwiseConsistency &consistency = result.consistency;
    consistency.lambdaMax = lambda;
    if (n > 2) {
        // Rounding can leave lambdaMax a hair below n for a consistent matrix.
        consistency.consistencyIndex = std::max(0.0, (lambda - n) / static_cast<double>(n - 1));
        consistency.consistencyRatio = consistency.consistencyIndex / randomIndex(n);
    }
    consistency.inconsistent = consistency.consistencyRatio > kConsistencyLimit;

    std::vector<PairwiseJudgement> judgements;
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            PairwiseJudgement judgement;
            judgement.criterion = i < criteria.size() ? criteria[i] : std::to_string(i);
            judgement.otherCriterion = j < criteria.size() ? criteria[j] : std::to_string(j);
            judgement.given = matrix[i][j];
            judgement.implied = w[i] / w[j];
            judgement.deviation = std::fabs(std::log(matrix[i][j] * w[j] / w[i]));
            judgements.push_back(std::move(judgement));
        }
    }
    std::stable_sort(judgements.begin(), judgements.end(),
                     [](const PairwiseJudgement &a, const PairwiseJudgement &b) {
                         return a.deviation > b.deviation;
                     });
    // A consistent matrix has no judgement to name.
    while (!judgements.empty() && judgements.back().deviation < 1e-9)
        judgements.pop_back();
    if (judgements.size() > kWorstShown)
        judgements.resize(kWorstShown);
    consistency.worst = std::move(judgements);
    return result;
}

} // namespace acceldecide
