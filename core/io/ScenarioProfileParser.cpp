#include "core/io/ScenarioProfileParser.h"

#include "core/decision/ProfileRules.h"
#include "core/model/ProfileFactors.h"

#include <algorithm>
#include <set>
#include <utility>

namespace acceldecide {

namespace {

using Need = JsonValidator::Need;

std::string choiceList(const ProfileFactor &factor)
{
    std::string text;
    for (std::size_t i = 0; i < factor.choices.size(); ++i) {
        if (i > 0)
            text += i + 1 == factor.choices.size() ? " or " : ", ";
        text += JsonValidator::quote(factor.choices[i].id);
    }
    return text;
}

} // namespace

void ScenarioProfileParser::readProfile(const json &root)
{
    const json *member = m_validator.member(root, "", "profile", Need::Optional);
    const json *object = member ? m_validator.asObject(*member, "profile") : nullptr;
    if (!object)
        return;
    WorkloadProfile &profile = m_scenario.profile.emplace();
    std::vector<std::string_view> keys{"matrix", "overrides"};
    for (const ProfileFactor &factor : ProfileFactors::all())
        keys.push_back(factor.id);
    for (const auto &[key, value] : object->items()) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end())
            m_validator.fail(JsonValidator::child("profile", key), "unknown key");
    }

    if (auto matrix = m_validator.string(*object, "profile", "matrix", Need::Optional)) {
        const std::vector<std::string> matrices = ProfileRules::builtIn().matrices();
        if (std::find(matrices.begin(), matrices.end(), *matrix) == matrices.end()) {
            std::string known;
            for (const std::string &id : matrices)
                known += (known.empty() ? "" : ", ") + JsonValidator::quote(id);
            m_validator.fail("profile.matrix",
                             "must be one of " + known + ", got " + JsonValidator::quote(*matrix));
        } else {
            profile.matrix = std::move(*matrix);
        }
    }

    for (const ProfileFactor &factor : ProfileFactors::all()) {
        if (factor.kind == FactorKind::Number) {
            if (auto value = m_validator.number(*object, "profile", factor.id, Need::Optional))
                profile.setAnswer(factor.id, ProfileAnswer{*value, {}});
            continue;
        }
        auto choice = m_validator.string(*object, "profile", factor.id, Need::Optional);
        if (!choice)
            continue;
        if (!profile.setAnswer(factor.id, ProfileAnswer{std::nullopt, *choice}))
            m_validator.fail(JsonValidator::child("profile", factor.id),
                             "must be " + choiceList(factor) + ", got " +
                                 JsonValidator::quote(*choice));
    }
    readOverrides(*object);
}

void ScenarioProfileParser::readOverrides(const json &profileObject)
{
    const json *member = m_validator.member(profileObject, "profile", "overrides", Need::Optional);
    const json *overrides = member ? m_validator.asArray(*member, "profile.overrides") : nullptr;
    if (!overrides)
        return;
    WorkloadProfile &profile = *m_scenario.profile;
    const std::string matrix(profile.matrixId());
    std::set<std::pair<std::string, std::string>> seen;
    for (std::size_t i = 0; i < overrides->size(); ++i) {
        const std::string path = JsonValidator::element("profile.overrides", i);
        const json *object = m_validator.asObject((*overrides)[i], path);
        if (!object)
            continue;
        m_validator.allowOnly(*object, path, {"criterion", "option", "score"});
        const auto criterion = m_validator.string(*object, path, "criterion", Need::Required);
        const auto option = m_validator.string(*object, path, "option", Need::Required);
        const auto score = m_validator.integer(*object, path, "score", Need::Required);
        if (criterion && !m_state.profileGoverns(*criterion)) {
            m_validator.fail(path + ".criterion", "the profile does not score " +
                                                      JsonValidator::quote(*criterion) +
                                                      " in matrix " + JsonValidator::quote(matrix) +
                                                      " (set its scores in criteria instead)");
            continue;
        }
        if (option && m_state.optionsListed() && !m_state.knownOption(*option)) {
            m_validator.fail(path + ".option", "no option has id " + JsonValidator::quote(*option));
            continue;
        }
        if (!criterion || !option || !score)
            continue;
        if (!seen.emplace(*criterion, *option).second) {
            m_validator.fail(path, "a second override of " + JsonValidator::quote(*criterion) +
                                       " for option " + JsonValidator::quote(*option));
            continue;
        }
        profile.overrides.push_back({*criterion, *option, *score});
    }
}

} // namespace acceldecide
