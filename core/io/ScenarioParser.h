#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/io/ScenarioReadOptions.h"
#include "core/model/Scenario.h"
#include "core/performance/ModelCard.h"

#include <nlohmann/json.hpp>

namespace acceldecide {

// Internal to ScenarioReader, which turns what it throws into an error; use
// ScenarioReader instead.
//
// One pass over a parsed document. The top-level keys, workload, team and baseline are
// read here, every other section by a parser of its own (ScenarioOptionParser,
// ScenarioCommitmentParser ...), all sharing one ScenarioParseState. Each section is
// validated even when an earlier one failed (all errors at once), but checks that
// depend on a failed value are skipped so that one mistake produces one message.
class ScenarioParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioParser(const ScenarioReadOptions &options = {})
        : m_state(options), m_validator(m_state.validator()), m_scenario(m_state.scenario())
    {}

    // Call once: the result is moved out of the parser.
    ScenarioReadResult run(const json &root);

private:
    bool readHeader(const json &root);
    void readTopLevel(const json &root);
    void readWorkload(const json &root);
    void readUsage(const json &value);
    void readRunMonths(const json &workload);
    void readServedModel(const json &workload);
    void checkModelSize(const performance::ModelCard &card);
    void readTeam(const json &root);
    void readBaseline(const json &root);

    ScenarioParseState m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
