#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace acceldecide {

// The "uncertainty" section: the ranges the Monte Carlo and sensitivity analyses vary.
// Each targets a value the scenario sets, so every other section it may name (workload,
// team, options) is read first.
class ScenarioUncertaintyParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioUncertaintyParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readUncertainty(const json &root);

private:
    void checkTarget(const UncertaintyRange &range, const std::string &path);
    // True for an estimated option's throughput, with the estimate in `value`.
    bool estimatedThroughput(std::string_view target, double &value) const;

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
