#pragma once

#include "core/model/MatrixResult.h"
#include "core/model/Stakeholder.h"

#include <optional>
#include <string>
#include <vector>

namespace acceldecide {

// One pairwise judgement that disagrees with the weights the whole matrix implies.
struct PairwiseJudgement
{
    std::string criterion;      // row: the criterion judged more (or less) important
    std::string otherCriterion; // column
    double given = 1.0;         // a_ij as written
    double implied = 1.0;       // w_i / w_j from the derived weights
    double deviation = 0.0;     // |ln(a_ij * w_j / w_i)|
};

// What the principal eigenvector of a pairwise comparison matrix says.
struct PairwiseConsistency
{
    double lambdaMax = 0.0;
    double consistencyIndex = 0.0;        // (lambdaMax - n) / (n - 1)
    double consistencyRatio = 0.0;        // CI / RI(n); 0 for n <= 2
    bool inconsistent = false;            // CR above 0.10
    std::vector<PairwiseJudgement> worst; // up to three, most inconsistent first
};

// One member's (or the group's) view of the matrix.
struct StakeholderView
{
    std::string id;
    std::string name;
    std::string role;
    double influence = 1.0;
    std::vector<double> weights; // per criterion in order, on the 0..10 scale evaluated
    MatrixResult matrix;
    std::optional<double> margin; // winner's total minus the best other eligible option's
    std::optional<PairwiseConsistency> consistency; // members who compared pairwise
};

// Per criterion, how far the members disagree.
struct CriterionSpread
{
    std::string criterion;
    double min = 0.0;
    double max = 0.0;
    std::string minMember; // the member id at each end (the first one on a tie)
    std::string maxMember;
};

struct StakeholderResult
{
    StakeholderMean mean = StakeholderMean::Arithmetic;
    std::vector<std::string> criteria;        // ids, in the matrix's order
    std::vector<std::string> criterionLabels; // the same criteria as people read them
    std::vector<StakeholderView> members;
    StakeholderView group; // id "group"; its weights are the mean, scaled to a largest 10
    std::vector<CriterionSpread> spread;
    // The matrix with the criteria's own weights: the single-weight view, which the
    // group's replaces as Evaluation::matrix while the scenario has stakeholders.
    std::optional<MatrixResult> scenarioWeights;
};

} // namespace acceldecide
