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

// What the section parsers of one ScenarioParser::run() share: the scenario being
// built, the one error list every section reports into (through the validator), what
// earlier sections found out that later ones depend on (the workload kind, which team
// fields are set, the option ids) and the checks more than one section makes.
//
// Each section is validated even when an earlier one failed (all errors at once), but
// checks that depend on a failed value are skipped so that one mistake produces one
// message: hence the "unset when invalid" and "valid or not" below.
class ScenarioParseState
{
public:
    using json = nlohmann::json;

    // The team fields, in Team's order; an option's migration may leave each to the team.
    static constexpr std::array<std::string_view, 3> kTeamFields{"engineers", "hours_per_week",
                                                                 "hourly_rate_usd"};

    explicit ScenarioParseState(const ScenarioReadOptions &options) : m_options(options) {}
    // The validator refers to m_errors: a copy would report into the original's list.
    ScenarioParseState(const ScenarioParseState &) = delete;
    ScenarioParseState &operator=(const ScenarioParseState &) = delete;

    const ScenarioReadOptions &options() const { return m_options; }
    JsonValidator &validator() { return m_validator; }
    Scenario &scenario() { return m_scenario; }
    // The scenario, or every error reported; moves out of this state (call it once).
    ScenarioReadResult takeResult();

    // Unset when the workload kind is missing or invalid.
    std::optional<WorkloadKind> kind() const { return m_kind; }
    void setKind(std::optional<WorkloadKind> kind) { m_kind = kind; }

    // Whether "team" has kTeamFields[field] (valid or not); all true when the team
    // itself is broken, since then it says nothing about what it would supply.
    bool teamHas(std::size_t field) const { return m_teamHas[field]; }
    void setTeamHas(std::size_t field, bool has) { m_teamHas[field] = has; }
    void setTeamHasAll() { m_teamHas.fill(true); }

    // Records the string id of every element of the "options" array, valid or not, before
    // any option is read, so that lookups (duplicates, baseline, scores, targets, credits)
    // see every option, even one whose other fields are broken; the first index wins.
    void indexOptions(const json &options);
    // False when "options" is not an array: then no option id can be refused as unknown.
    bool optionsListed() const { return m_optionsListed; }
    bool knownOption(const std::string &id) const { return m_optionIndex.count(id) > 0; }
    const std::map<std::string, std::size_t> &optionIndex() const { return m_optionIndex; }
    // The same ids, in document order.
    const std::vector<std::string> &optionIds() const { return m_optionIds; }

    // [A-Za-z0-9_-]+
    static bool isValidOptionId(std::string_view id);
    // "a training workload", "an inference workload" ...
    static std::string workloadPhrase(WorkloadKind kind);
    // Why a SageMaker Savings Plan cannot pay for an option (options are EC2 instances).
    static std::string sageMakerRefusal();
    // True when the profile's matrix preset scores this criterion.
    bool profileGoverns(const std::string &criterion) const;

    // An element's "id" in a list of `list`: [A-Za-z0-9_-]+ and unique (ids maps each to
    // its index); the id as written, even when refused, so later checks can name it.
    std::optional<std::string> readListId(const json &object, const std::string &path,
                                          std::string_view list, std::size_t index,
                                          std::map<std::string, std::size_t> &ids);
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

private:
    ScenarioReadOptions m_options;
    std::vector<ValidationError> m_errors;
    JsonValidator m_validator{m_errors};
    Scenario m_scenario;
    std::optional<WorkloadKind> m_kind;
    std::array<bool, 3> m_teamHas{};
    bool m_optionsListed = false;
    std::map<std::string, std::size_t> m_optionIndex;
    std::vector<std::string> m_optionIds;
};

template <typename Enum>
std::optional<Enum>
ScenarioParseState::readChoice(const json &object, const std::string &parent, std::string_view key,
                               std::optional<Enum> (*fromString)(const std::string &),
                               const std::string &choices, std::optional<bool> allowed,
                               std::string_view allowedFor)
{
    if (!object.contains(key))
        return std::nullopt;
    const std::string path = parent.empty() ? std::string(key) : parent + "." + std::string(key);
    if (allowed && !*allowed) {
        m_validator.fail(path, "not allowed here (only for " + std::string(allowedFor) + ")");
        return std::nullopt;
    }
    const auto text = m_validator.string(object, parent, key, JsonValidator::Need::Optional);
    if (!text)
        return std::nullopt;
    const std::optional<Enum> value = fromString(*text);
    if (!value)
        m_validator.fail(path, "must be " + choices + ", got " + JsonValidator::quote(*text));
    return value;
}

} // namespace acceldecide
