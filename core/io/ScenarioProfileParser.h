#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// The "profile" section: the workload profile's answers, the matrix preset they score
// and overrides of single scores. Read before the criteria, which leave out the scores
// the profile derives.
class ScenarioProfileParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioProfileParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readProfile(const json &root);

private:
    void readOverrides(const json &profile);

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
