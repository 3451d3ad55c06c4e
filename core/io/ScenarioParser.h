#pragma once

#include "core/io/JsonValidator.h"
#include "core/io/ScenarioReadOptions.h"
#include "core/model/Scenario.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// Internal to ScenarioReader (split over ScenarioParser.cpp and
// ScenarioOptionParser.cpp, ScenarioCreditParser.cpp, ScenarioCommitmentParser.cpp,
// ScenarioProfileParser.cpp and ScenarioStakeholderParser.cpp to keep files short); use
// ScenarioReader instead.
//
// One pass over a parsed document. Each section is validated even when an earlier one
// failed (all errors at once), but checks that depend on a failed value are skipped so
// that one mistake produces one message.
class ScenarioParser
{
public:
    using json = nlohmann::json;

    explicit ScenarioParser(const ScenarioReadOptions &options = {}) : m_options(options) {}

    ScenarioReadResult run(const json &root);

    // [A-Za-z0-9_-]+
    static bool isValidOptionId(std::string_view id);
    // "a training workload", "an inference workload" ...
    static std::string workloadPhrase(WorkloadKind kind);

private:
    static constexpr std::array<std::string_view, 3> kTeamFields{"engineers", "hours_per_week",
                                                                 "hourly_rate_usd"};

    bool readHeader(const json &root);
    void readWorkload(const json &root);
    void readTeam(const json &root);
    // ScenarioOptionParser.cpp
    void readOptions(const json &root);
    void readOption(const json &value, std::size_t index);
    std::optional<PurchaseModel> readPurchase(const json &object, const std::string &path,
                                              Option &option);
    void readUsage(const json &value);
    void checkCapacityBlock(const json &object, const std::string &path, const Option &option);
    void readThroughput(const json &object, const std::string &path, Option &option);
    void readMigration(const json &object, const std::string &path, Option &option);
    // ScenarioCommitmentParser.cpp
    void readCommitment(const json &value, const std::string &path, Option &option,
                        std::optional<PurchaseModel> purchaseModel);
    void readExistingCommitments(const json &root);
    void readHorizonTreatment(const json &root);
    // ScenarioCreditParser.cpp
    // An element's "id" in a list of `list`: [A-Za-z0-9_-]+ and unique (ids maps each to
    // its index); the id as written, even when refused, so later checks can name it.
    std::optional<std::string> readListId(const json &object, const std::string &path,
                                          std::string_view list, std::size_t index,
                                          std::map<std::string, std::size_t> &ids);
    void readCredits(const json &root);
    void readCreditScope(const json &value, const std::string &path, Credit &credit);
    // An enum-valued string: nullopt when absent or invalid (with an error naming the
    // valid keys). `allowed` false refuses the key, naming what it is `allowedFor`;
    // nullopt: not known (an earlier field failed), read it anyway.
    template <typename Enum>
    std::optional<Enum>
    readChoice(const json &object, const std::string &parent, std::string_view key,
               std::optional<Enum> (*fromString)(const std::string &), const std::string &choices,
               std::optional<bool> allowed, std::string_view allowedFor);
    std::optional<SavingsPlanType> readPlan(const json &object, const std::string &parent,
                                            std::optional<bool> allowed,
                                            std::string_view allowedFor);
    std::optional<OfferingClass> readOfferingClass(const json &object, const std::string &parent,
                                                   std::optional<bool> allowed,
                                                   std::string_view allowedFor);
    static std::string sageMakerRefusal();
    // ScenarioStakeholderParser.cpp (after the criteria, which the weights name)
    void readStakeholders(const json &root);
    void readStakeholderWeights(const json &value, const std::string &path,
                                Stakeholder &stakeholder);
    void readPairwise(const json &value, const std::string &path, Stakeholder &stakeholder);
    // ScenarioParser.cpp
    void readBaseline(const json &root);
    void readCriteria(const json &root);
    void readCriterion(const json &value, std::size_t index,
                       std::map<std::string, std::size_t> &ids);
    void readUncertainty(const json &root);
    // ScenarioPresentationParser.cpp (after the uncertainty ranges, which it names)
    void readPresentation(const json &root);
    // ScenarioProfileParser.cpp
    void readProfile(const json &root);
    void readOverrides(const json &profile);
    // True when the profile's matrix preset scores this criterion.
    bool profileGoverns(const std::string &criterion) const;
    void checkTarget(const UncertaintyRange &range, const std::string &path);

    bool knownOption(const std::string &id) const { return m_optionIndex.count(id) > 0; }

    ScenarioReadOptions m_options;
    std::vector<ValidationError> m_errors;
    JsonValidator m_validator{m_errors};
    Scenario m_scenario;
    std::optional<WorkloadKind> m_kind;               // unset when the workload kind is invalid
    std::array<bool, 3> m_teamHas{};                  // team key present (valid or not)
    bool m_optionsListed = false;                     // "options" is an array
    std::map<std::string, std::size_t> m_optionIndex; // every string id, valid or not
    std::vector<std::string> m_optionIds;             // the same, in document order
};

} // namespace acceldecide
