#include "core/editing/StakeholderEditing.h"
#include "core/text/TextFormat.h"

#include "core/model/RangeTable.h"
#include "core/text/TextFormat.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <utility>

namespace acceldecide {

namespace {

using text::trimmed;

std::string quoted(std::string_view text)
{
    return "\"" + std::string(text) + "\"";
}

Expected<Stakeholder *, std::string> member(Scenario &scenario, std::size_t index)
{
    if (index >= scenario.stakeholders.size())
        return Unexpected{"stakeholders[" + std::to_string(index) + "]: no such stakeholder (" +
                          std::to_string(scenario.stakeholders.size()) + " in the scenario)"};
    return &scenario.stakeholders[index];
}

// The range table's verdict on `value` at `path`, as the format words it; "" inside.
std::string violation(std::string_view genericPath, double value)
{
    const FieldRange *range = RangeTable::find(genericPath);
    return range ? range->violation(value) : std::string();
}

} // namespace

std::string StakeholderEditing::freeId(const Scenario &scenario)
{
    for (int n = 1;; ++n) {
        std::string id = "stakeholder-" + std::to_string(n);
        const bool taken = std::any_of(scenario.stakeholders.begin(), scenario.stakeholders.end(),
                                       [&](const Stakeholder &s) { return s.id == id; });
        if (!taken)
            return id;
    }
}

Expected<Stakeholder, std::string> StakeholderEditing::suggested(const Scenario &scenario,
                                                                 std::string_view name)
{
    if (!scenario.criteria || scenario.criteria->empty())
        return Unexpected{std::string(
            "stakeholders: need the matrix's criteria to weigh; add a criterion first")};
    Stakeholder stakeholder;
    stakeholder.id = freeId(scenario);
    stakeholder.name = trimmed(name);
    if (stakeholder.name.empty())
        stakeholder.name = "Stakeholder " + std::to_string(scenario.stakeholders.size() + 1);
    double sum = 0.0;
    for (const Criterion &criterion : *scenario.criteria) {
        stakeholder.weights[criterion.id] = criterion.weight;
        sum += criterion.weight;
    }
    // The format wants some weight somewhere; all-zero criteria start everyone equal.
    if (!(sum > 0.0)) {
        for (auto &[criterion, weight] : stakeholder.weights)
            weight = 5.0;
    }
    return stakeholder;
}

void StakeholderEditing::add(Scenario &scenario, Stakeholder stakeholder)
{
    scenario.stakeholders.push_back(std::move(stakeholder));
}

Expected<void, std::string> StakeholderEditing::remove(Scenario &scenario, std::size_t index)
{
    if (auto found = member(scenario, index); !found)
        return Unexpected{found.error()};
    scenario.stakeholders.erase(scenario.stakeholders.begin() + std::ptrdiff_t(index));
    return {};
}

Expected<void, std::string> StakeholderEditing::rename(Scenario &scenario, std::size_t index,
                                                       std::string_view name)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    std::string text = trimmed(name);
    if (text.empty())
        return Unexpected{fieldPath(index, "name") + ": a stakeholder needs a name, got " +
                          quoted(name)};
    (*found)->name = std::move(text);
    return {};
}

Expected<void, std::string> StakeholderEditing::setRole(Scenario &scenario, std::size_t index,
                                                        std::string_view role)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    (*found)->role = trimmed(role); // blank: no role, which the format leaves out
    return {};
}

Expected<void, std::string> StakeholderEditing::setInfluence(Scenario &scenario, std::size_t index,
                                                             double influence)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    if (const std::string problem = violation("stakeholders[].influence", influence);
        !problem.empty())
        return Unexpected{fieldPath(index, "influence") + ": " + problem + ", got " +
                          text::exactNumber(influence)};
    (*found)->influence = influence;
    return {};
}

Expected<void, std::string> StakeholderEditing::setWeight(Scenario &scenario, std::size_t index,
                                                          const std::string &criterionId,
                                                          double weight)
{
    auto found = member(scenario, index);
    if (!found)
        return Unexpected{found.error()};
    Stakeholder &stakeholder = **found;
    const std::string path = fieldPath(index, "weights." + criterionId);
    if (stakeholder.usesPairwise())
        return Unexpected{path + ": " + quoted(stakeholder.name) +
                          " compares the criteria pairwise; those weights are derived, not set"};
    const bool known =
        scenario.criteria &&
        std::any_of(scenario.criteria->begin(), scenario.criteria->end(),
                    [&](const Criterion &criterion) { return criterion.id == criterionId; });
    if (!known)
        return Unexpected{path + ": no criterion has id " + quoted(criterionId)};
    if (const std::string problem = violation("stakeholders[].weights", weight); !problem.empty())
        return Unexpected{path + ": " + problem + ", got " + text::exactNumber(weight)};
    stakeholder.weights[criterionId] = weight;
    return {};
}

void StakeholderEditing::setMean(Scenario &scenario, StakeholderMean mean)
{
    scenario.stakeholderMean = mean;
}

void StakeholderEditing::followCriteria(const Scenario &before, Scenario &after)
{
    if (after.stakeholders.empty())
        return;
    const std::vector<Criterion> none;
    const std::vector<Criterion> &old = before.criteria ? *before.criteria : none;
    const std::vector<Criterion> &now = after.criteria ? *after.criteria : none;
    const auto sameIds = [&] {
        return old.size() == now.size() &&
               std::equal(old.begin(), old.end(), now.begin(),
                          [](const Criterion &a, const Criterion &b) { return a.id == b.id; });
    };
    if (sameIds())
        return;
    // No criteria left: the format refuses the members, which the person deleting the
    // last criterion is told; dropping everyone's weights quietly would be worse.
    if (now.empty())
        return;
    // Where each criterion of `after` was in `before`, if it was there.
    std::vector<std::optional<std::size_t>> was(now.size());
    for (std::size_t i = 0; i < now.size(); ++i) {
        for (std::size_t j = 0; j < old.size(); ++j) {
            if (old[j].id == now[i].id)
                was[i] = j;
        }
    }
    for (Stakeholder &member : after.stakeholders) {
        if (member.usesPairwise()) {
            // Only a matrix over the old criteria can be carried over.
            if (member.pairwise.size() != old.size())
                continue;
            std::vector<std::vector<double>> matrix(now.size(),
                                                    std::vector<double>(now.size(), 1.0));
            for (std::size_t i = 0; i < now.size(); ++i) {
                for (std::size_t j = 0; j < now.size(); ++j) {
                    if (was[i] && was[j])
                        matrix[i][j] = member.pairwise[*was[i]][*was[j]];
                }
            }
            member.pairwise = std::move(matrix);
            continue;
        }
        std::map<std::string, double> weights;
        double sum = 0.0;
        for (const Criterion &criterion : now) {
            const auto it = member.weights.find(criterion.id);
            weights[criterion.id] = it == member.weights.end() ? criterion.weight : it->second;
            sum += weights[criterion.id];
        }
        // Every criterion this member weighed is gone: start again from the criteria's own.
        if (!(sum > 0.0)) {
            for (const Criterion &criterion : now)
                weights[criterion.id] = criterion.weight > 0.0 ? criterion.weight : 5.0;
        }
        member.weights = std::move(weights);
    }
}

std::string StakeholderEditing::fieldPath(std::size_t index, std::string_view key)
{
    return "stakeholders[" + std::to_string(index) + "]." + std::string(key);
}

} // namespace acceldecide
