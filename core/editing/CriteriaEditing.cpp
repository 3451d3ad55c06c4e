#include "core/editing/CriteriaEditing.h"

#include <algorithm>
#include <cctype>

namespace acceldecide {

namespace {

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return std::ranges::equal(
        a, b, [](unsigned char x, unsigned char y) { return std::tolower(x) == std::tolower(y); });
}

const PresetCriterion *findIn(const CriteriaPreset &preset, const Criterion &criterion,
                              bool byLabel)
{
    for (const PresetCriterion &item : preset.criteria) {
        if (byLabel ? equalsIgnoringCase(item.label, criterion.label) : item.id == criterion.id)
            return &item;
    }
    return nullptr;
}

} // namespace

std::string CriteriaEditing::idFromLabel(std::string_view label)
{
    std::string id;
    bool pendingSeparator = false;
    for (const char c : label) {
        const auto uc = static_cast<unsigned char>(c);
        if (std::isalnum(uc) && uc < 0x80) {
            if (pendingSeparator && !id.empty())
                id += '_';
            pendingSeparator = false;
            id += static_cast<char>(std::tolower(uc));
        } else {
            pendingSeparator = true;
        }
    }
    return id.empty() ? std::string("criterion") : id;
}

std::string CriteriaEditing::uniqueId(const std::vector<Criterion> &criteria, std::string_view base)
{
    const auto used = [&](const std::string &id) {
        return std::ranges::any_of(criteria, [&](const Criterion &c) { return c.id == id; });
    };
    std::string candidate(base);
    for (int n = 2; used(candidate); ++n)
        candidate = std::string(base) + "_" + std::to_string(n);
    return candidate;
}

Criterion CriteriaEditing::makeCriterion(const std::vector<Criterion> &criteria,
                                         std::string_view label,
                                         const std::vector<std::string> &optionIds)
{
    Criterion criterion;
    criterion.id = uniqueId(criteria, idFromLabel(label));
    criterion.label = std::string(label);
    criterion.weight = kNewWeight;
    for (const std::string &id : optionIds)
        criterion.scores[id] = kNeutralScore;
    criterion.incomplete = true;
    return criterion;
}

const CriteriaPreset *CriteriaEditing::matchingPreset(const std::vector<Criterion> &criteria)
{
    for (const CriteriaPreset &preset : CriteriaPresets::all()) {
        if (preset.criteria.size() != criteria.size())
            continue;
        bool same = true;
        for (std::size_t i = 0; same && i < criteria.size(); ++i)
            same = preset.criteria[i].label == criteria[i].label &&
                   preset.criteria[i].weight == criteria[i].weight;
        if (same)
            return &preset;
    }
    return nullptr;
}

const PresetCriterion *CriteriaEditing::guidance(const Criterion &criterion,
                                                 const CriteriaPreset *preferred)
{
    for (const bool byLabel : {false, true}) {
        if (preferred) {
            if (const PresetCriterion *item = findIn(*preferred, criterion, byLabel))
                return item;
        }
        for (const CriteriaPreset &preset : CriteriaPresets::all()) {
            if (const PresetCriterion *item = findIn(preset, criterion, byLabel))
                return item;
        }
    }
    return nullptr;
}

const CriteriaPreset *CriteriaEditing::presetOf(const PresetCriterion *item)
{
    for (const CriteriaPreset &preset : CriteriaPresets::all()) {
        // Compared by address: relational operators across unrelated arrays are unspecified.
        for (const PresetCriterion &candidate : preset.criteria) {
            if (&candidate == item)
                return &preset;
        }
    }
    return nullptr;
}

void CriteriaEditing::setScore(Criterion &criterion, const std::string &optionId, int score)
{
    criterion.scores[optionId] = score;
    criterion.incomplete = false;
}

void CriteriaEditing::addUnscoredOption(Scenario &scenario, const std::string &optionId)
{
    if (!scenario.criteria)
        return;
    for (Criterion &criterion : *scenario.criteria) {
        if (criterion.scoredBy == CriterionScoring::CapacityFacts)
            continue; // the capacity facts score the new option at the next evaluation
        criterion.scores[optionId] = kNeutralScore;
        criterion.incomplete = true;
    }
}

} // namespace acceldecide
