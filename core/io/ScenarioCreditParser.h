#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <string>

namespace acceldecide {

// The "credits" section: promotional or negotiated credits, each spent on the options of
// its scope (which may name option ids, so the options are read first).
class ScenarioCreditParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioCreditParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readCredits(const json &root);

private:
    void readCreditScope(const json &value, const std::string &path, Credit &credit);

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
