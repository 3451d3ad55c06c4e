#include "core/editing/PairwiseEditing.h"

#include "core/decision/SaatyScale.h"
#include "core/decision/StakeholderMatrix.h"
#include "core/editing/StakeholderEditing.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace acceldecide {

namespace {

std::string quoted(const std::string &text)
{
    return "\"" + text + "\"";
}

Expected<Stakeholder *, std::string> member(Scenario &scenario, std::size_t index)
{
    if (index >= scenario.stakeholders.size())
        return Unexpected{"stakeholders[" + std::to_string(index) + "]: no such stakeholder (" +
                          std::to_string(scenario.stakeholders.size()) + " in the scenario)"};
    return &scenario.stakeholders[index];
}

std::size_t criterionCount(const Scenario &scenario)
{
    return scenario.criteria ? scenario.criteria->size() : 0;
}

} // namespace

std::string PairwiseEditing::cellPath(std::size_t index, std::size_t row, std::size_t column)
{
    return StakeholderEditing::fieldPath(index, "pairwise[" + std::to_string(row) + "][" +
                                                    std::to_string(column) + "]");
}

Expected<void, std::string> PairwiseEditing::setJudgement(Scenario &scenario, std::size_t index,
                                                          std::size_t row, std::size_t column,
                                                          double value)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    Stakeholder &stakeholder = **found;
    const std::string path = cellPath(index, row, column);
    if (!stakeholder.usesPairwise())
        return Unexpected{path + ": " + quoted(stakeholder.name) +
                          " weighs the criteria directly; switch them to a pairwise "
                          "comparison first"};
    const std::size_t n = stakeholder.pairwise.size();
    if (row >= n || column >= n)
        return Unexpected{path + ": no such judgement (" + std::to_string(n) + " x " +
                          std::to_string(n) + " criteria)"};
    if (row == column)
        return Unexpected{path + ": a criterion compared with itself is always 1"};
    if (value == 0.0)
        return Unexpected{path + ": must not be 0 (Saaty's scale runs from 1/9 to 9), got 0"};
    if (!SaatyScale::contains(value))
        return Unexpected{path + ": must be between 1/9 and 9 (Saaty's scale), got " +
                          text::exactNumber(value)};
    // Clamp a rounded 1/9 onto the scale so that the reciprocal stays within 9.
    const double judged = std::clamp(value, SaatyScale::kMin, SaatyScale::kMax);
    stakeholder.pairwise[row][column] = judged;
    stakeholder.pairwise[column][row] = 1.0 / judged;
    return {};
}

Expected<void, std::string> PairwiseEditing::comparePairwise(Scenario &scenario, std::size_t index)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    Stakeholder &stakeholder = **found;
    if (stakeholder.usesPairwise())
        return {};
    const std::size_t n = criterionCount(scenario);
    if (n == 0)
        return Unexpected{StakeholderEditing::fieldPath(index, "pairwise") +
                          ": need the matrix's criteria to compare; add a criterion first"};
    const std::vector<double> weights =
        StakeholderMatrix::memberWeights(stakeholder, *scenario.criteria);
    std::vector<std::vector<double>> matrix(n, std::vector<double>(n, 1.0));
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            double ratio = 1.0;
            if (weights[i] > 0.0 && weights[j] > 0.0)
                ratio = weights[i] / weights[j];
            else if (weights[i] > 0.0)
                ratio = SaatyScale::kMax;
            else if (weights[j] > 0.0)
                ratio = SaatyScale::kMin;
            ratio = std::clamp(ratio, SaatyScale::kMin, SaatyScale::kMax);
            matrix[i][j] = ratio;
            matrix[j][i] = 1.0 / ratio;
        }
    }
    stakeholder.pairwise = std::move(matrix);
    stakeholder.weights.clear();
    return {};
}

Expected<void, std::string> PairwiseEditing::weighDirectly(Scenario &scenario, std::size_t index)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    Stakeholder &stakeholder = **found;
    if (!stakeholder.usesPairwise())
        return {};
    const std::size_t n = criterionCount(scenario);
    if (stakeholder.pairwise.size() != n)
        return Unexpected{StakeholderEditing::fieldPath(index, "pairwise") + ": compares " +
                          std::to_string(stakeholder.pairwise.size()) +
                          " criteria, the matrix has " + std::to_string(n)};
    const std::vector<double> weights =
        StakeholderMatrix::memberWeights(stakeholder, *scenario.criteria);
    std::map<std::string, double> direct;
    for (std::size_t i = 0; i < n; ++i)
        // Two decimals, as the weights table edits them; the largest stays 10.
        direct[(*scenario.criteria)[i].id] = std::round(weights[i] * 100.0) / 100.0;
    stakeholder.weights = std::move(direct);
    stakeholder.pairwise.clear();
    return {};
}

} // namespace acceldecide
