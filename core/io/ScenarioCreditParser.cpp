#include "core/io/ScenarioCreditParser.h"

#include <map>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

constexpr std::string_view kScopes = "\"all\", \"neuron\", \"cuda\" or a list of option ids";

} // namespace

void ScenarioCreditParser::readCredits(const json &root)
{
    const json *member = m_validator.member(root, "", "credits", Need::Optional);
    const json *list = member ? m_validator.asArray(*member, "credits") : nullptr;
    if (!list)
        return;
    std::map<std::string, std::size_t> ids;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string path = JsonValidator::element("credits", i);
        const json *object = m_validator.asObject((*list)[i], path);
        if (!object)
            continue;
        m_validator.allowOnly(*object, path,
                              {"id", "label", "usd", "first_month", "expires_month", "applies_to"});
        const std::size_t before = m_validator.errorCount();
        Credit credit;
        if (auto id = m_state.readListId(*object, path, "credits", i, ids))
            credit.id = std::move(*id);
        if (auto label = m_validator.string(*object, path, "label", Need::Optional))
            credit.label = std::move(*label);
        if (auto usd = m_validator.number(*object, path, "usd", Need::Required))
            credit.usd = *usd;
        if (auto first = m_validator.integer(*object, path, "first_month", Need::Optional))
            credit.firstMonth = *first;
        if (auto expires = m_validator.integer(*object, path, "expires_month", Need::Required)) {
            credit.expiresMonth = *expires;
            if (credit.expiresMonth < credit.firstMonth)
                m_validator.fail(path + ".expires_month",
                                 "must be >= first_month " + std::to_string(credit.firstMonth) +
                                     ", got " + std::to_string(credit.expiresMonth));
        }
        if (const json *scope = m_validator.member(*object, path, "applies_to", Need::Optional))
            readCreditScope(*scope, path + ".applies_to", credit);
        if (m_validator.errorCount() == before)
            m_scenario.credits.push_back(std::move(credit));
    }
}

void ScenarioCreditParser::readCreditScope(const json &value, const std::string &path,
                                           Credit &credit)
{
    if (value.is_string()) {
        const std::string &text = value.get_ref<const std::string &>();
        if (text == "all")
            credit.scope = CreditScope::All;
        else if (text == "neuron")
            credit.scope = CreditScope::Neuron;
        else if (text == "cuda")
            credit.scope = CreditScope::Cuda;
        else
            m_validator.fail(path, "must be " + std::string(kScopes) + ", got " +
                                       JsonValidator::quote(text));
        return;
    }
    if (!value.is_array() || value.empty()) {
        m_validator.fail(path, "must be " + std::string(kScopes) + ", got " +
                                   JsonValidator::describe(value));
        return;
    }
    credit.scope = CreditScope::Options;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string elementPath = JsonValidator::element(path, i);
        auto id = m_validator.stringAt(value[i], elementPath);
        if (!id)
            continue;
        if (m_state.optionsListed() && !m_state.knownOption(*id))
            m_validator.fail(elementPath, "unknown option id " + JsonValidator::quote(*id));
        credit.optionIds.push_back(std::move(*id));
    }
}

} // namespace acceldecide
