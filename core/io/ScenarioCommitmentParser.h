#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>

namespace acceldecide {

// Commitments: an option's own (a savings plan or reservation it would buy), the ones
// the team already holds ("existing_commitments", which need the options read first to
// price a reservation) and what happens to a term running past the horizon.
class ScenarioCommitmentParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioCommitmentParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    // An option's "commitment"; `purchaseModel` is the option's, unset when unreadable.
    void readCommitment(const json &value, const std::string &path, Option &option,
                        std::optional<PurchaseModel> purchaseModel);
    void readExistingCommitments(const json &root);
    void readHorizonTreatment(const json &root);

private:
    void readCommitmentAmounts(const json &object, const std::string &path,
                               std::optional<CommitmentKind> kind, Commitment &commitment);
    void readExistingCommitment(const json &value, std::size_t index,
                                std::map<std::string, std::size_t> &ids);
    void readHeldAmounts(const json &object, const std::string &path,
                         std::optional<CommitmentKind> kind, ExistingCommitment &held);
    void readHeldTerm(const json &object, const std::string &path, ExistingCommitment &held);

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
