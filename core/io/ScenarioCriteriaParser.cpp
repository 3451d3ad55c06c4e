#include "core/io/ScenarioCriteriaParser.h"

#include "core/text/TextFormat.h"

#include <utility>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

} // namespace

void ScenarioCriteriaParser::readCriteria(const json &root)
{
    const json *member = m_validator.member(root, "", "criteria", Need::Optional);
    const json *criteria = member ? m_validator.asArray(*member, "criteria") : nullptr;
    if (!criteria)
        return;
    const std::size_t before = m_validator.errorCount();
    std::map<std::string, std::size_t> ids;
    m_scenario.criteria.emplace();
    for (std::size_t i = 0; i < criteria->size(); ++i)
        readCriterion((*criteria)[i], i, ids);
    if (m_validator.errorCount() != before)
        return; // a bad weight would make the sum meaningless
    double sum = 0.0;
    for (const Criterion &criterion : *m_scenario.criteria)
        sum += criterion.weight;
    if (!(sum > 0.0))
        m_validator.fail("criteria",
                         "weights must sum to more than 0, got " + text::exactNumber(sum));
}

void ScenarioCriteriaParser::readCriterion(const json &value, std::size_t index,
                                           std::map<std::string, std::size_t> &ids)
{
    const std::string path = JsonValidator::element("criteria", index);
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(*object, path,
                          {"id", "label", "weight", "scores", "incomplete", "scored_by"});
    Criterion criterion;
    if (auto id = m_validator.string(*object, path, "id", Need::Required)) {
        if (const auto [it, inserted] = ids.emplace(*id, index); !inserted)
            m_validator.fail(path + ".id", "duplicate id " + JsonValidator::quote(*id) + " (also " +
                                               JsonValidator::element("criteria", it->second) +
                                               ")");
        criterion.id = std::move(*id);
    }
    if (auto label = m_validator.string(*object, path, "label", Need::Required))
        criterion.label = std::move(*label);
    if (auto weight = m_validator.number(*object, path, "weight", Need::Required))
        criterion.weight = *weight;
    if (auto incomplete = m_validator.boolean(*object, path, "incomplete", Need::Optional))
        criterion.incomplete = *incomplete;
    if (auto scoredBy = m_validator.string(*object, path, "scored_by", Need::Optional)) {
        // The only other source of scores: the capacity facts, worked out at every
        // evaluation, so the file holds none.
        if (*scoredBy != "capacity_facts")
            m_validator.fail(path + ".scored_by",
                             "expected \"capacity_facts\" (or no scored_by: scores typed in), "
                             "got " +
                                 JsonValidator::quote(*scoredBy));
        else if (object->contains("scores"))
            m_validator.fail(path + ".scores", "scored_by capacity_facts takes its scores from "
                                               "the capacity facts; remove scores or scored_by");
        criterion.scoredBy = CriterionScoring::CapacityFacts;
    } else {
        readScores(*object, path, criterion);
    }
    m_scenario.criteria->push_back(std::move(criterion));
}

void ScenarioCriteriaParser::readScores(const json &object, const std::string &path,
                                        Criterion &criterion)
{
    // A criterion the workload profile scores has no scores of its own: one source for
    // each number (a changed score is a profile override).
    const bool governed = m_scenario.profile && m_state.profileGoverns(criterion.id);
    if (governed && object.contains("scores"))
        m_validator.fail(path + ".scores",
                         "derived from the workload profile (matrix " +
                             std::string(m_scenario.profile->matrixId()) +
                             "); set a different score in profile.overrides instead");
    const json *member =
        governed ? nullptr : m_validator.member(object, path, "scores", Need::Required);
    const std::string scoresPath = path + ".scores";
    const json *scores = member ? m_validator.asObject(*member, scoresPath) : nullptr;
    if (!scores)
        return;
    for (const auto &[optionId, score] : scores->items()) {
        const std::string scorePath = scoresPath + "." + optionId;
        if (m_state.optionsListed() && !m_state.knownOption(optionId)) {
            m_validator.fail(scorePath, "no option has id " + JsonValidator::quote(optionId));
            continue;
        }
        if (auto value = m_validator.integerAt(score, scorePath))
            criterion.scores[optionId] = *value;
    }
    for (const std::string &optionId : m_state.optionIds()) {
        // An option whose id is itself wrong already has its message.
        if (ScenarioParseState::isValidOptionId(optionId) && !scores->contains(optionId))
            m_validator.fail(scoresPath + "." + optionId, "missing (every option needs a score)");
    }
}

} // namespace acceldecide
