#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioParseState.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>

namespace acceldecide {

// The "options" section of a scenario: the instances compared, each with its price,
// purchase model, commitment, throughput and migration cost. Needs the workload kind
// and the team (read before it); a broken option still takes its place in
// Scenario::options, so that indexes stay aligned with the document.
class ScenarioOptionParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioOptionParser(ScenarioParseState &state)
        : m_state(state), m_validator(state.validator()), m_scenario(state.scenario())
    {}

    void readOptions(const json &root);

private:
    void readOption(const json &value, std::size_t index);
    void readIdentity(const json &object, const std::string &path, std::size_t index,
                      Option &option);
    void readPriceAndThroughput(const json &object, const std::string &path,
                                std::optional<PurchaseModel> model, Option &option);
    void readSize(const json &object, const std::string &path, Option &option);
    void readCostsAndSources(const json &object, const std::string &path, Option &option);
    std::optional<PurchaseModel> readPurchase(const json &object, const std::string &path,
                                              Option &option);
    void readPurchaseAmounts(const json &purchase, const std::string &path,
                             std::optional<PurchaseModel> model, Purchase &p);
    void checkCapacityBlock(const json &object, const std::string &path, const Option &option);
    void readThroughput(const json &object, const std::string &path, Option &option);
    std::optional<ThroughputEstimateInput> readEstimate(const json &value, const std::string &path,
                                                        const Option &option);
    void readMigration(const json &object, const std::string &path, Option &option);

    ScenarioParseState &m_state;
    // m_state's, kept at hand because nearly every line reports into or fills them.
    JsonValidator &m_validator;
    Scenario &m_scenario;
};

} // namespace acceldecide
