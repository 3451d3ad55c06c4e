#include "ui/search/FoundOptions.h"

#include "ui/document/ScenarioDocument.h"

#include "core/editing/CriteriaEditing.h"
#include "core/editing/OptionNaming.h"
#include "core/search/StackCredits.h"
#include "ui/widgets/Qs.h"

#include <QCoreApplication>

#include <algorithm>
#include <cctype>

namespace acceldecide::ui {

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
        const std::vector<Option> before = scenario.options;
        for (const search::SearchRow &row : rows) {
            Option option = row.candidate.option;
            option.id = OptionNaming::uniqueId(scenario, baseId(row));
            scenario.options.push_back(option);
            CriteriaEditing::addUnscoredOption(scenario, option.id);
            ids << qs(option.id);
        }
        std::vector<const Option *> added;
        for (std::size_t i = before.size(); i < scenario.options.size(); ++i)
            added.push_back(&scenario.options[i]);
        search::joinStackCredits(scenario.credits, before, added);
    });
    if (!applied)
        return Unexpected{applied.error()};
    return ids;
}

} // namespace acceldecide::ui
