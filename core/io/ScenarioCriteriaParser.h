#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <string>

namespace acceldecide {

// The "criteria" section: the decision matrix's criteria, their weights and each
// option's score. Scores name option ids, and a criterion the workload profile scores
// has none of its own, so the options and the profile are read first.
class ScenarioCriteriaParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioCriteriaParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readCriteria(const json &root);

private:
    void readCriterion(const json &value, std::size_t index,
                       std::map<std::string, std::size_t> &ids);
    void readScores(const json &object, const std::string &path, Criterion &criterion);

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
