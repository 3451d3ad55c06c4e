#include "core/io/ScenarioParseState.h"

#include "core/decision/ProfileRules.h"

#include <utility>

namespace acceldecide {

namespace {

using Need = JsonValidator::Need;

} // namespace

ScenarioReadResult ScenarioParseState::takeResult()
{
    if (!m_errors.empty())
        return Unexpected{std::move(m_errors)};
    return std::move(m_scenario);
}

void ScenarioParseState::indexOptions(const json &options)
{
    m_optionsListed = true;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const json &option = options[i];
        if (!option.is_object())
            continue;
        const auto id = option.find("id");
        if (id == option.end() || !id->is_string())
            continue;
        const auto &text = id->get_ref<const std::string &>();
        if (m_optionIndex.emplace(text, i).second)
            m_optionIds.push_back(text);
    }
}

bool ScenarioParseState::isValidOptionId(std::string_view id)
{
    for (const char c : id) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok)
            return false;
    }
    return !id.empty();
}

std::string ScenarioParseState::workloadPhrase(WorkloadKind kind)
{
    return std::string(kind == WorkloadKind::Inference ? "an " : "a ") + toString(kind) +
           " workload";
}

std::string ScenarioParseState::sageMakerRefusal()
{
    return "a SageMaker Savings Plan covers SageMaker usage only, and options are EC2 "
           "instances: use \"compute\" or \"ec2_instance\"";
}

bool ScenarioParseState::profileGoverns(const std::string &criterion) const
{
    return m_scenario.profile &&
           ProfileRules::builtIn().governs(m_scenario.profile->matrixId(), criterion);
}

std::optional<std::string> ScenarioParseState::readListId(const json &object,
                                                          const std::string &path,
                                                          std::string_view list, std::size_t index,
                                                          std::map<std::string, std::size_t> &ids)
{
    auto id = m_validator.string(object, path, "id", Need::Required);
    if (!id)
        return std::nullopt;
    if (!isValidOptionId(*id))
        m_validator.fail(path + ".id",
                         "must match [A-Za-z0-9_-]+, got " + JsonValidator::quote(*id));
    else if (const auto [it, inserted] = ids.emplace(*id, index); !inserted)
        m_validator.fail(path + ".id", "duplicate id " + JsonValidator::quote(*id) + " (also " +
                                           JsonValidator::element(list, it->second) + ")");
    return id;
}

std::optional<SavingsPlanType> ScenarioParseState::readPlan(const json &object,
                                                            const std::string &parent,
                                                            std::optional<bool> allowed,
                                                            std::string_view allowedFor)
{
    return readChoice(object, parent, "plan", &savingsPlanTypeFromString, savingsPlanTypeChoices(),
                      allowed, allowedFor);
}

std::optional<OfferingClass> ScenarioParseState::readOfferingClass(const json &object,
                                                                   const std::string &parent,
                                                                   std::optional<bool> allowed,
                                                                   std::string_view allowedFor)
{
    return readChoice(object, parent, "offering_class", &offeringClassFromString,
                      offeringClassChoices(), allowed, allowedFor);
}

} // namespace acceldecide
