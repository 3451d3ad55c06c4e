#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace acceldecide {

// The "stakeholders" section and "stakeholder_mean": who weighs the criteria and how,
// by direct weights or a pairwise comparison matrix. Both name the criteria, so the
// criteria are read first.
class ScenarioStakeholderParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioStakeholderParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readStakeholders(const json &root);

private:
    void readStakeholder(const json &value, std::size_t index,
                         std::map<std::string, std::size_t> &ids);
    void readStakeholderWeights(const json &value, const std::string &path,
                                Stakeholder &stakeholder);
    void readPairwise(const json &value, const std::string &path, Stakeholder &stakeholder);
    // Copies each cell of `rows` into `matrix` (n x n); false when one is not a number
    // on Saaty's scale or a row has the wrong length.
    bool readPairwiseCells(const json &rows, const std::string &path,
                           std::vector<std::vector<double>> &matrix);
    // False (with a message per cell) unless the diagonal is 1 and a_ji = 1 / a_ij.
    bool checkReciprocal(const std::vector<std::vector<double>> &matrix, const std::string &path);

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
