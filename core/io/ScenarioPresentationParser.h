#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// The "presentation" section: what presentation mode shows live. Its inputs name
// uncertainty ranges, so the uncertainty section is read first.
class ScenarioPresentationParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioPresentationParser(ScenarioParseState &state)
        : m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readPresentation(const json &root);

private:
    // The shared parse state's; nothing else of it is needed here.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
