#include "core/editing/ProfileEditing.h"

#include "core/decision/CriteriaPresets.h"
#include "core/decision/ProfileRules.h"
#include "core/decision/ProfileScoring.h"
#include "core/editing/CriteriaEditing.h"

#include <algorithm>

namespace acceldecide {

namespace {

const DerivedScore *findCell(const ProfileResult &result, const std::string &criterion,
                             const std::string &option)
{
    for (const DerivedScore &cell : result.scores) {
        if (cell.criterion == criterion && cell.option == option)
            return &cell;
    }
    return nullptr;
}

std::vector<std::string> optionIds(const Scenario &scenario)
{
    std::vector<std::string> ids;
    for (const Option &option : scenario.options)
        ids.push_back(option.id);
    return ids;
}

} // namespace

std::optional<double> ProfileEditing::baselineMonthlyCompute(const Scenario &scenario,
                                                             const Evaluation &evaluation)
{
    if (const OptionResult *baseline = evaluation.option(scenario.baseline))
        return baseline->monthlyComputeUsd;
    return std::nullopt;
}

bool ProfileEditing::governs(const Scenario &scenario, std::string_view criterion)
{
    return scenario.profile &&
           ProfileRules::builtIn().governs(scenario.profile->matrixId(), criterion);
}

std::string ProfileEditing::suggestedMatrix(const Scenario &scenario)
{
    if (scenario.criteria) {
        if (const CriteriaPreset *preset = CriteriaEditing::matchingPreset(*scenario.criteria)) {
            const std::vector<std::string> matrices = ProfileRules::builtIn().matrices();
            const std::string id(preset->id);
            if (std::find(matrices.begin(), matrices.end(), id) != matrices.end())
                return id;
        }
    }
    return std::string(WorkloadProfile::kDefaultMatrix);
}

int ProfileEditing::enable(Scenario &scenario, WorkloadProfile profile,
                           std::optional<double> baselineMonthlyComputeUsd)
{
    scenario.profile = std::move(profile);
    return moveGovernedScores(scenario, baselineMonthlyComputeUsd, {});
}

void ProfileEditing::disable(Scenario &scenario, std::optional<double> baselineMonthlyComputeUsd)
{
    if (!scenario.profile)
        return;
    ProfileApplication applied = ProfileScoring::apply(scenario, baselineMonthlyComputeUsd);
    if (!applied.criteria.empty())
        scenario.criteria = std::move(applied.criteria);
    scenario.profile.reset();
}

int ProfileEditing::setMatrix(Scenario &scenario, const std::string &matrix,
                              std::optional<double> baselineMonthlyComputeUsd)
{
    if (!scenario.profile || scenario.profile->matrixId() == matrix)
        return 0;
    if (!scenario.criteria) {
        // The matrix is the preset's and changes with it; overrides of criteria the new
        // preset does not govern have nothing left to apply to.
        scenario.profile->matrix = matrix;
        auto &overrides = scenario.profile->overrides;
        overrides.erase(
            std::remove_if(overrides.begin(), overrides.end(),
                           [&](const ScoreOverride &o) { return !governs(scenario, o.criterion); }),
            overrides.end());
        return 0;
    }
    // Write every score the old preset gave into the criteria, then let the new preset
    // take over the ones it governs.
    ProfileApplication applied = ProfileScoring::apply(scenario, baselineMonthlyComputeUsd);
    Cells placeholders;
    for (const DerivedScore &cell : applied.result.scores) {
        if (!cell.derived && !cell.overridden)
            placeholders.emplace(cell.criterion, cell.option);
    }
    scenario.criteria = std::move(applied.criteria);
    scenario.profile->overrides.clear();
    scenario.profile->matrix = matrix;
    return moveGovernedScores(scenario, baselineMonthlyComputeUsd, placeholders);
}

int ProfileEditing::moveGovernedScores(Scenario &scenario,
                                       std::optional<double> baselineMonthlyComputeUsd,
                                       const Cells &placeholders)
{
    if (!scenario.profile || !scenario.criteria)
        return 0;
    // The derived scores do not depend on the overrides, so one application tells them all.
    const ProfileApplication applied = ProfileScoring::apply(scenario, baselineMonthlyComputeUsd);
    int added = 0;
    for (Criterion &criterion : *scenario.criteria) {
        if (!governs(scenario, criterion.id))
            continue;
        for (const auto &[option, typed] : criterion.scores) {
            if (criterion.incomplete || placeholders.count({criterion.id, option}) > 0 ||
                scenario.optionIndex(option) < 0)
                continue;
            const DerivedScore *cell = findCell(applied.result, criterion.id, option);
            if (cell && cell->derived == typed)
                continue;
            if (scenario.profile->findOverride(criterion.id, option))
                continue; // an override the profile already had stands
            scenario.profile->overrides.push_back({criterion.id, option, typed});
            ++added;
        }
        criterion.scores.clear();
        criterion.incomplete = false;
    }
    return added;
}

void ProfileEditing::setOverride(Scenario &scenario, const std::string &criterion,
                                 const std::string &option, std::optional<int> score,
                                 std::optional<int> derived)
{
    if (!scenario.profile)
        return;
    auto &overrides = scenario.profile->overrides;
    const auto found =
        std::find_if(overrides.begin(), overrides.end(), [&](const ScoreOverride &o) {
            return o.criterion == criterion && o.option == option;
        });
    if (!score || score == derived) {
        if (found != overrides.end())
            overrides.erase(found);
        return;
    }
    if (found != overrides.end())
        found->score = *score;
    else
        overrides.push_back({criterion, option, *score});
}

void ProfileEditing::materializeCriteria(Scenario &scenario)
{
    if (scenario.criteria || !scenario.profile)
        return;
    const CriteriaPreset *preset = CriteriaPresets::find(scenario.profile->matrixId());
    if (!preset)
        return;
    scenario.criteria = CriteriaPresets::instantiate(*preset, optionIds(scenario));
    clearGovernedScores(scenario);
}

void ProfileEditing::clearGovernedScores(Scenario &scenario)
{
    if (!scenario.criteria)
        return;
    for (Criterion &criterion : *scenario.criteria) {
        if (governs(scenario, criterion.id)) {
            criterion.scores.clear();
            criterion.incomplete = false;
        }
    }
}

} // namespace acceldecide
