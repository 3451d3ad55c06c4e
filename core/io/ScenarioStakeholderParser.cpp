#include "core/io/ScenarioStakeholderParser.h"

#include "core/decision/SaatyScale.h"
#include "core/text/TextFormat.h"

#include <cmath>
#include <map>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

// a_ji must be 1 / a_ij; JSON cannot write 1/3 exactly, so a relative tolerance this
// small accepts the nearest double and refuses a rounded 0.33.
constexpr double kReciprocalTolerance = 1e-9;
constexpr double kSaatyMin = SaatyScale::kMin;
constexpr double kSaatyMax = SaatyScale::kMax;

std::string pairwiseShape(std::size_t n)
{
    return "must be " + std::to_string(n) + " x " + std::to_string(n) +
           " (one row and column per criterion, in the criteria's order)";
}

} // namespace

void ScenarioStakeholderParser::readStakeholders(const json &root)
{
    if (auto text = m_validator.string(root, "", "stakeholder_mean", Need::Optional)) {
        if (auto mean = stakeholderMeanFromString(*text))
            m_scenario.stakeholderMean = *mean;
        else
            m_validator.fail("stakeholder_mean", "must be \"arithmetic\" or \"geometric\", got " +
                                                     JsonValidator::quote(*text));
    }
    const json *member = m_validator.member(root, "", "stakeholders", Need::Optional);
    const json *list = member ? m_validator.asArray(*member, "stakeholders") : nullptr;
    if (!list || list->empty())
        return;
    if (!m_scenario.criteria || m_scenario.criteria->empty()) {
        m_validator.fail("stakeholders",
                         "need the matrix's criteria to weigh; add \"criteria\" first");
        return;
    }
    std::map<std::string, std::size_t> ids;
    for (std::size_t i = 0; i < list->size(); ++i)
        readStakeholder((*list)[i], i, ids);
}

void ScenarioStakeholderParser::readStakeholder(const json &value, std::size_t index,
                                                std::map<std::string, std::size_t> &ids)
{
    const std::string path = JsonValidator::element("stakeholders", index);
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(*object, path,
                          {"id", "name", "role", "influence", "weights", "pairwise"});
    const std::size_t before = m_validator.errorCount();
    Stakeholder stakeholder;
    if (auto id = m_state.readListId(*object, path, "stakeholders", index, ids))
        stakeholder.id = std::move(*id);
    if (auto name = m_validator.string(*object, path, "name", Need::Required))
        stakeholder.name = std::move(*name);
    if (auto role = m_validator.string(*object, path, "role", Need::Optional))
        stakeholder.role = std::move(*role);
    if (auto influence = m_validator.number(*object, path, "influence", Need::Optional))
        stakeholder.influence = *influence;
    const bool hasWeights = object->contains("weights");
    const bool hasPairwise = object->contains("pairwise");
    if (hasWeights == hasPairwise)
        m_validator.fail(path, hasWeights ? "give either \"weights\" or \"pairwise\", not both"
                                          : "missing \"weights\" (or \"pairwise\")");
    else if (hasWeights)
        readStakeholderWeights(object->at("weights"), path + ".weights", stakeholder);
    else
        readPairwise(object->at("pairwise"), path + ".pairwise", stakeholder);
    if (m_validator.errorCount() == before)
        m_scenario.stakeholders.push_back(std::move(stakeholder));
}

void ScenarioStakeholderParser::readStakeholderWeights(const json &value, const std::string &path,
                                                       Stakeholder &stakeholder)
{
    const json *weights = m_validator.asObject(value, path);
    if (!weights)
        return;
    const std::vector<Criterion> &criteria = *m_scenario.criteria;
    const auto known = [&](const std::string &id) {
        for (const Criterion &criterion : criteria) {
            if (criterion.id == id)
                return true;
        }
        return false;
    };
    double sum = 0.0;
    bool complete = true;
    for (const auto &[criterionId, weight] : weights->items()) {
        const std::string weightPath = path + "." + criterionId;
        if (!known(criterionId)) {
            m_validator.fail(weightPath,
                             "no criterion has id " + JsonValidator::quote(criterionId));
            complete = false;
            continue;
        }
        if (auto number = m_validator.numberAt(weight, weightPath)) {
            stakeholder.weights[criterionId] = *number;
            sum += *number;
        } else {
            complete = false;
        }
    }
    // A missing criterion is refused rather than read as 0: an omission is more often a
    // criterion added after the weights were set than a deliberate "does not matter".
    for (const Criterion &criterion : criteria) {
        if (!weights->contains(criterion.id)) {
            m_validator.fail(path + "." + criterion.id,
                             "missing (weigh every criterion; 0 leaves it out)");
            complete = false;
        }
    }
    if (complete && !(sum > 0.0))
        m_validator.fail(path, "must sum to more than 0, got " + text::exactNumber(sum));
}

void ScenarioStakeholderParser::readPairwise(const json &value, const std::string &path,
                                             Stakeholder &stakeholder)
{
    const std::size_t n = m_scenario.criteria->size();
    const json *rows = m_validator.asArray(value, path);
    if (!rows)
        return;
    if (rows->size() != n) {
        m_validator.fail(path,
                         pairwiseShape(n) + ", got " + std::to_string(rows->size()) + " rows");
        return;
    }
    std::vector<std::vector<double>> matrix(n, std::vector<double>(n, 0.0));
    if (!readPairwiseCells(*rows, path, matrix))
        return;
    if (checkReciprocal(matrix, path))
        stakeholder.pairwise = std::move(matrix);
}

bool ScenarioStakeholderParser::readPairwiseCells(const json &rows, const std::string &path,
                                                  std::vector<std::vector<double>> &matrix)
{
    const std::size_t n = matrix.size();
    bool valid = true;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string rowPath = JsonValidator::element(path, i);
        const json *row = m_validator.asArray(rows[i], rowPath);
        if (!row) {
            valid = false;
            continue;
        }
        if (row->size() != n) {
            m_validator.fail(rowPath, pairwiseShape(n) + ", got " + std::to_string(row->size()) +
                                          " values in this row");
            valid = false;
            continue;
        }
        for (std::size_t j = 0; j < n; ++j) {
            const std::string cellPath = JsonValidator::element(rowPath, j);
            const json &cell = (*row)[j];
            if (cell.is_number() && cell.get<double>() == 0.0) {
                m_validator.fail(cellPath, "must not be 0 (Saaty's scale runs from 1/9 to 9)");
                valid = false;
                continue;
            }
            const std::optional<double> number = m_validator.numberAt(cell, cellPath);
            if (!number) {
                valid = false;
            } else if (*number < kSaatyMin * (1.0 - kReciprocalTolerance) || *number > kSaatyMax) {
                // Not in the range table: a single cell cannot move to its bound without
                // breaking reciprocity, so the table's edge tests could not exercise it.
                m_validator.fail(cellPath, "must be between 1/9 and 9 (Saaty's scale), got " +
                                               text::exactNumber(*number));
                valid = false;
            } else {
                matrix[i][j] = *number;
            }
        }
    }
    return valid;
}

bool ScenarioStakeholderParser::checkReciprocal(const std::vector<std::vector<double>> &matrix,
                                                const std::string &path)
{
    const std::vector<Criterion> &criteria = *m_scenario.criteria;
    bool valid = true;
    for (std::size_t i = 0; i < matrix.size(); ++i) {
        if (matrix[i][i] != 1.0) {
            m_validator.fail(JsonValidator::element(JsonValidator::element(path, i), i),
                             "must be 1 (" + JsonValidator::quote(criteria[i].id) +
                                 " compared with itself), got " + text::exactNumber(matrix[i][i]));
            valid = false;
        }
        for (std::size_t j = i + 1; j < matrix.size(); ++j) {
            const double expected = 1.0 / matrix[i][j];
            if (std::fabs(matrix[j][i] - expected) > kReciprocalTolerance * expected) {
                m_validator.fail(JsonValidator::element(JsonValidator::element(path, j), i),
                                 "must be the reciprocal of [" + std::to_string(i) + "][" +
                                     std::to_string(j) + "] = " + text::exactNumber(matrix[i][j]) +
                                     ", i.e. " + text::exactNumber(expected) + " (" +
                                     JsonValidator::quote(criteria[j].id) + " vs " +
                                     JsonValidator::quote(criteria[i].id) + "), got " +
                                     text::exactNumber(matrix[j][i]));
                valid = false;
            }
        }
    }
    return valid;
}

} // namespace acceldecide
