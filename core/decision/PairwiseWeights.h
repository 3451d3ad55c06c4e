#pragma once

#include "core/model/StakeholderResult.h"

#include <string>
#include <vector>

namespace acceldecide {

// Weights from a pairwise comparison matrix by Saaty's eigenvector method: the
// principal eigenvector (found by power iteration, which converges for a positive
// matrix by Perron-Frobenius), its eigenvalue lambdaMax, and how far the judgements are
// from consistent: CI = (lambdaMax - n) / (n - 1), CR = CI / RI(n).
class PairwiseWeights
{
public:
    struct Result
    {
        std::vector<double> weights; // sum 1
        PairwiseConsistency consistency;
    };

    // `matrix` must be square, positive and reciprocal (ScenarioReader checks it);
    // `criteria` names its rows for the inconsistent judgements.
    static Result derive(const std::vector<std::vector<double>> &matrix,
                         const std::vector<std::string> &criteria);
    // Saaty's random index: the mean CI of random reciprocal matrices of order n
    // (n = 1..10; larger n use the value for 10).
    static double randomIndex(std::size_t n);
    // CR above this asks for the judgements to be revisited (Saaty).
    static constexpr double kConsistencyLimit = 0.10;
};

} // namespace acceldecide
