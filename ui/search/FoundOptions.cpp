#include "ui/search/FoundOptions.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"

#include <QCoreApplication>

#include <algorithm>
#include <cctype>

namespace acceldecide::ui {

namespace {

std::string uniqueId(const Scenario &scenario, const std::string &base)
{
    if (scenario.optionIndex(base) < 0)
        return base;
    for (int n = 2;; ++n) {
        const std::string candidate = base + "-" + std::to_string(n);
        if (scenario.optionIndex(candidate) < 0)
            return candidate;
    }
}

// The search bills a credit the scenario scopes to its options for every candidate of
// the same stack (MarketSearch's billedTogether); the added option keeps that credit, so
// the scenario bills it at the total the dialog showed.
void joinCredits(Scenario &scenario, const Option &added)
{
    for (Credit &credit : scenario.credits) {
        if (credit.scope != CreditScope::Options)
            continue;
        const bool sameStack = std::any_of(
            credit.optionIds.begin(), credit.optionIds.end(), [&](const std::string &id) {
                const int index = scenario.optionIndex(id);
                return index >= 0 && scenario.options[std::size_t(index)].stack == added.stack;
            });
        if (sameStack)
            credit.optionIds.push_back(added.id);
    }
}

// As the Options panel adds one: 3 on every criterion, marked incomplete until scored.
void addToMatrix(Scenario &scenario, const std::string &id)
{
    if (!scenario.criteria)
        return;
    for (Criterion &criterion : *scenario.criteria) {
        criterion.scores[id] = 3;
        criterion.incomplete = true;
    }
}

} // namespace

std::string FoundOptions::baseId(const search::SearchRow &row)
{
    const search::MarketOffer &offer = *row.candidate.offer;
    std::string id = offer.instanceType + "-" + toString(offer.purchaseModel);
    if (row.candidate.instances > 0)
        id += "-x" + std::to_string(row.candidate.instances);
    // Only [A-Za-z0-9_-] make an id; "p5.48xlarge" becomes "p5-48xlarge".
    for (char &c : id)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '-')
            c = '-';
    return id;
}

Expected<QStringList, QString> FoundOptions::add(ScenarioDocument &document,
                                                 const std::vector<search::SearchRow> &rows)
{
    QStringList ids;
    const QString description = QCoreApplication::translate(
        "FoundOptions", "Add %n found option(s)", nullptr, int(rows.size()));
    const auto applied = document.apply(QString(), description, [&](Scenario &scenario) {
        ids.clear();
        for (const search::SearchRow &row : rows) {
            Option option = row.candidate.option;
            option.id = uniqueId(scenario, baseId(row));
            scenario.options.push_back(option);
            joinCredits(scenario, option);
            addToMatrix(scenario, option.id);
            ids << qs(option.id);
        }
    });
    if (!applied)
        return Unexpected{applied.error()};
    return ids;
}

} // namespace acceldecide::ui
