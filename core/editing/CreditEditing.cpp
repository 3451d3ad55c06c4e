#include "core/editing/CreditEditing.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace acceldecide {

namespace {

using text::trimmed;

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

} // namespace

std::string CreditEditing::freeId(const Scenario &scenario)
{
    for (int n = 1;; ++n) {
        std::string id = "credit-" + std::to_string(n);
        const bool taken = std::any_of(scenario.credits.begin(), scenario.credits.end(),
                                       [&](const Credit &c) { return c.id == id; });
        if (!taken)
            return id;
    }
}

Credit CreditEditing::suggested(const Scenario &scenario)
{
    Credit credit;
    credit.id = freeId(scenario);
    credit.usd = kSuggestedUsd;
    credit.firstMonth = 1;
    credit.expiresMonth = std::clamp(scenario.horizonMonths, 1, kLatestMonth);
    credit.scope = CreditScope::All;
    return credit;
}

void CreditEditing::add(Scenario &scenario, Credit credit)
{
    scenario.credits.push_back(std::move(credit));
}

bool CreditEditing::remove(Scenario &scenario, std::size_t index)
{
    if (index >= scenario.credits.size())
        return false;
    scenario.credits.erase(scenario.credits.begin() + std::ptrdiff_t(index));
    return true;
}

std::string CreditEditing::scopeText(const Credit &credit)
{
    switch (credit.scope) {
    case CreditScope::All:
        return "All";
    case CreditScope::Neuron:
        return "Neuron";
    case CreditScope::Cuda:
        return "CUDA";
    case CreditScope::Options:
        break;
    }
    std::string text;
    for (const std::string &id : credit.optionIds)
        text += (text.empty() ? "" : ", ") + id;
    return text;
}

Expected<void, std::string> CreditEditing::setScope(Credit &credit, std::string_view text)
{
    const std::string whole = trimmed(text);
    for (const auto &[word, scope] :
         {std::pair{"all", CreditScope::All}, std::pair{"neuron", CreditScope::Neuron},
          std::pair{"cuda", CreditScope::Cuda}}) {
        if (equalsIgnoringCase(whole, word)) {
            credit.scope = scope;
            credit.optionIds.clear();
            return {};
        }
    }
    std::vector<std::string> ids;
    std::string_view rest = whole;
    while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        std::string id = trimmed(rest.substr(0, comma));
        if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(std::move(id));
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    if (ids.empty())
        return Unexpected{std::string("applies_to: must be All, Neuron, CUDA or option ids "
                                      "separated by commas, got \"") +
                          whole + "\""};
    credit.scope = CreditScope::Options;
    credit.optionIds = std::move(ids);
    return {};
}

std::string CreditEditing::fieldPath(std::size_t index, std::string_view key)
{
    return "credits[" + std::to_string(index) + "]." + std::string(key);
}

} // namespace acceldecide
